import { describe, expect, it } from 'vitest'
import { RequestSession, SESSION_MAX_AGE_S, TOAST_MAX_AGE_S, redirectWithToast, safeRedirect } from '../app/lib/session.server'

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ')
const sessionOf = (cookie?: string) => RequestSession.fromRequest(new Request('http://uk.localhost/', { headers: cookie ? { Cookie: cookie } : {} }))

describe('one session per request', () => {
  it('sets no cookie when nothing changed', async () => {
    const session = await sessionOf()
    expect(session.present).toBe(false)
    expect(session.changed).toBe(false)
    expect(await session.commit()).toEqual([])
  })

  it('signs in and out with a fresh session id each time, and never exposes the token', async () => {
    const first = await sessionOf()
    first.signIn('token-123', 'email')
    const signedIn = await first.commit()
    expect(signedIn).toHaveLength(1)
    expect(signedIn[0]).not.toContain('token-123')
    const second = await sessionOf(cookieHeader(signedIn))
    expect(second.token).toBe('token-123')
    expect(second.loginType).toBe('email')
    second.signOut()
    const signedOut = await second.commit()
    const third = await sessionOf(cookieHeader(signedOut))
    expect(third.token).toBeUndefined()
    expect(third.present).toBe(true)
    expect(signedOut[0]).not.toBe(signedIn[0])
  })

  it('marks the session cookie httpOnly, SameSite=Lax, site-wide, with a Max-Age', async () => {
    const session = await sessionOf()
    session.newsletterAcceptedAt = 1
    const [cookie] = await session.commit()
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toContain(`Max-Age=${SESSION_MAX_AGE_S}`)
  })

  it('carries a toast across one redirect, read once', async () => {
    const posting = await sessionOf()
    const response = redirectWithToast(posting, '/camping', { kind: 'success', messageKey: 'toast-messages.newsletter-signup-success' })
    expect(response.status).toBe(302)
    const cookies = await posting.commit()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toContain(`Max-Age=${TOAST_MAX_AGE_S}`)
    const next = await sessionOf(cookieHeader(cookies))
    expect(next.present).toBe(true)
    expect(next.takeToast()).toMatchObject({ kind: 'success', messageKey: 'toast-messages.newsletter-signup-success' })
    const cleared = await next.commit()
    expect(cleared[0]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    expect((await sessionOf(cookieHeader(cleared))).takeToast()).toBeNull()
  })

  it('ignores a cookie it did not sign', async () => {
    const session = await sessionOf('session=eyJ0b2tlbiI6ImhhY2sifQ%3D%3D.bad; toast=x.y')
    expect(session.token).toBeUndefined()
    expect(session.takeToast()).toBeNull()
  })
})

describe('safeRedirect: only same-site paths', () => {
  it.each([
    ['/camping/france?x=1#top', '/camping/france?x=1#top'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/ /evil.example', '/'],
    ['/%2F/evil.example', '/'],
    ['/%2f%2fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['/%09/evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirect(input as string | null)).toBe(expected)
  })

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/nl')).toBe('/nl')
  })
})
