import { createCookieSessionStorage } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { seal, sealingKeys, unseal } from '~/lib/sealed-cookie.server'
import {
  BOOKED_CART_MAX_AGE_MS,
  RequestSession,
  SESSION_MAX_AGE_S,
  TOAST_MAX_AGE_S,
  redirectWithToast,
  safeRedirect,
} from '~/lib/session.server'

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ')
const sessionOf = (cookie?: string) =>
  RequestSession.fromRequest(new Request('http://uk.localhost/', { headers: cookie ? { Cookie: cookie } : {} }))

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
    const response = redirectWithToast(posting, '/camping', {
      kind: 'success',
      messageKey: 'toast-messages.newsletter-signup-success',
    })
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

  it('keeps a toast set by an answer that overlapped the one consuming an analytics event (stop 29)', async () => {
    /** The browser's cookies: each answer's Set-Cookie applied in the order the answers arrive. */
    const jar = new Map<string, string>()
    const receive = (setCookies: string[]) => {
      for (const setCookie of setCookies) {
        const [pair] = setCookie.split(';')
        const [name, ...value] = pair!.split('=')
        if (/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(setCookie)) jar.delete(name!)
        else jar.set(name!, value.join('='))
      }
    }
    const sent = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

    const paying = await sessionOf()
    paying.flashEvent('customer_portal_payment_start', { bookingId: 7 })
    receive(await paying.commit())
    // Two requests leave with the same cookies: the page's reload (it consumes the event) and
    // the payment window's cancel (it sets a toast). The reload's answer arrives last.
    const reload = await sessionOf(sent())
    const cancel = await sessionOf(sent())
    expect(reload.takeEvent()).toMatchObject({ name: 'customer_portal_payment_start', bookingId: '7' })
    expect(reload.takeToast()).toBeNull()
    cancel.flashToast('info', 'toast-messages.payment-cancelled')
    receive(await cancel.commit())
    receive(await reload.commit())

    const next = await sessionOf(sent())
    expect(next.takeToast()).toMatchObject({ kind: 'info', messageKey: 'toast-messages.payment-cancelled' })
    // The event was shown once: the cancel's answer did not bring it back.
    expect(next.takeEvent()).toBeNull()
  })

  it('ignores a cookie it did not sign', async () => {
    const session = await sessionOf('session=eyJ0b2tlbiI6ImhhY2sifQ%3D%3D.bad; toast=x.y')
    expect(session.token).toBeUndefined()
    expect(session.takeToast()).toBeNull()
  })
})

/** Every layer of base64, URL and JSON encoding a reader could peel off a cookie value. */
function readable(setCookie: string): string {
  let text = decodeURIComponent(setCookie.split(';')[0]!.split('=').slice(1).join('='))
  const layers = [text]
  for (let i = 0; i < 3; i++) {
    text = text
      .split(/[.]/)
      .map((part) => Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1'))
      .join('.')
    layers.push(text)
  }
  return layers.join('\n')
}

describe('the session cookie holds no readable secret (issue 16)', () => {
  it('keeps the bearer token, the address and a mail link token unreadable in the cookie', async () => {
    const session = await sessionOf()
    session.loginEmail = 'emma.walker@example.com'
    session.resetToken = 'reset-token-abcdefghijklmnopqrstuvwxyz'
    const during = (await session.commit())[0]!
    expect(readable(during)).not.toContain('emma.walker')
    expect(readable(during)).not.toContain('reset-token-abcdefghijklmnopqrstuvwxyz')
    const next = await sessionOf(cookieHeader([during]))
    expect(next.loginEmail).toBe('emma.walker@example.com')
    next.signIn('bearer-token-0123456789abcdefghij', 'email')
    const signedIn = (await next.commit())[0]!
    expect(readable(signedIn)).not.toContain('bearer-token-0123456789abcdefghij')
    expect(readable(signedIn)).not.toContain('token')
    expect((await sessionOf(cookieHeader([signedIn]))).token).toBe('bearer-token-0123456789abcdefghij')
  })

  it('refuses a changed, foreign or merely signed cookie', async () => {
    const session = await sessionOf()
    session.signIn('bearer-token-0123456789abcdefghij', 'email')
    const pair = (await session.commit())[0]!.split(';')[0]!
    const at = pair.length - 12
    const tampered = `${pair.slice(0, at)}${pair[at] === 'A' ? 'B' : 'A'}${pair.slice(at + 1)}`
    expect((await sessionOf(tampered)).token).toBeUndefined()
    // Sealed with another secret, or for another cookie.
    const foreign = seal({ token: 'x'.repeat(30), loginType: 'email' }, sealingKeys(['another-secret']), 'session')
    expect(
      (await sessionOf(`session=${Buffer.from(JSON.stringify(foreign)).toString('base64')}`)).token,
    ).toBeUndefined()
    // The old format: signed by Remix with the right secret, readable in base64.
    const signed = createCookieSessionStorage({ cookie: { name: 'session', secrets: ['development-only-secret'] } })
    const old = await signed.getSession()
    old.set('token', 'y'.repeat(30))
    expect((await sessionOf((await signed.commitSession(old)).split(';')[0])).token).toBeUndefined()
  })

  it('opens values sealed with an older secret, seals with the newest', () => {
    const [newest, older] = sealingKeys(['new-secret', 'old-secret'])
    const sealedOld = seal({ a: 1 }, [older!], 'session')
    expect(unseal(sealedOld, [newest!, older!], 'session')).toEqual({ a: 1 })
    expect(unseal(sealedOld, [newest!], 'session')).toBeNull()
    expect(unseal(seal({ a: 1 }, [newest!, older!], 'session'), [newest!], 'session')).toEqual({ a: 1 })
    expect(unseal(sealedOld, [older!], 'toast')).toBeNull()
    expect(unseal('v1.@@@', [older!], 'session')).toBeNull()
  })

  it('remembers the carts this browser booked for one day', async () => {
    const now = Date.now()
    const session = await sessionOf()
    session.rememberBookedCart('cart-a', now)
    const next = await sessionOf(cookieHeader(await session.commit()))
    expect(next.bookedCart('cart-a', now + 1000)).toBe(true)
    expect(next.bookedCart('cart-b', now + 1000)).toBe(false)
    expect(next.bookedCart('cart-a', now + BOOKED_CART_MAX_AGE_MS + 1)).toBe(false)
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
    ['/\u2215\u2215evil.example', '/'],
    ['/\u2215evil.example', '/'],
    ['/\uff0f/evil.example', '/'],
    ['/\uff3cevil.example', '/'],
    ['/\u2044\u2044evil.example', '/'],
    ['/%E2%88%95%E2%88%95evil.example', '/'],
    ['/search?q=a\u2215b', '/search?q=a%E2%88%95b'],
    ['/été?q=café#ici', '/%C3%A9t%C3%A9?q=caf%C3%A9#ici'],
    ['/%C3%A9t%C3%A9', '/%C3%A9t%C3%A9'],
    ['/camping-suche?q=Überlingen', '/camping-suche?q=%C3%9Cberlingen'],
    ['', '/'],
    [null, '/'],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it('answers only what a Location header can carry, whatever it is given', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const alphabet = [
      '/',
      'a',
      'é',
      '∕',
      '／',
      '\\',
      '?',
      '#',
      '%',
      '2',
      'f',
      ':',
      '.',
      ' ',
      '\u0000',
      '😀',
      '\ud800',
      'ß',
      '=',
      '&',
    ]
    for (let i = 0; i < 2000; i++) {
      const input = `/${Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`
      const output = safeRedirect(input, '/fallback')
      expect(output, input).toMatch(/^\/[\x21-\x7e]*$/)
      expect(output.startsWith('//'), input).toBe(false)
      expect(() => new Headers({ Location: output }), input).not.toThrow()
    }
  })

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/nl')).toBe('/nl')
  })
})
