import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseWithZod } from '@conform-to/zod/v4'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defaultHostMap } from '../market-config/hosts'
import { NEWSLETTER_THROTTLE_MS, isNewsletterThrottled, newsletterSchema } from '../app/lib/newsletter'
import { newsletterSignupAction } from '../app/lib/newsletter.server'
import { getSession, takeFlash } from '../app/lib/session.server'
import { storefrontForRequest } from '../app/lib/storefront.server'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

const emailErrors = (entries: Record<string, string>) => {
  const result = parseWithZod(form(entries), { schema: newsletterSchema })
  return result.status === 'success' ? [] : result.error?.email
}

describe('newsletter validation (SPEC section 5)', () => {
  it('requires an address', () => {
    expect(emailErrors({ email: '  ' })).toEqual(['validations.required'])
    expect(emailErrors({})).toEqual(['validations.required'])
  })

  it('requires a valid address', () => {
    expect(emailErrors({ email: 'not-an-email' })).toEqual(['validations.email'])
    expect(emailErrors({ email: 'a@b' })).toEqual(['validations.email'])
  })

  it('accepts and trims a valid address', () => {
    const result = parseWithZod(form({ email: ' anna@example.nl ' }), { schema: newsletterSchema })
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value.email).toBe('anna@example.nl')
  })
})

describe('newsletter throttle', () => {
  it('accepts one submission per 15 seconds', () => {
    expect(isNewsletterThrottled(undefined, 1_000)).toBe(false)
    expect(isNewsletterThrottled(1_000, 1_000 + NEWSLETTER_THROTTLE_MS - 1)).toBe(true)
    expect(isNewsletterThrottled(1_000, 1_000 + NEWSLETTER_THROTTLE_MS)).toBe(false)
  })
})

describe('newsletter signup action', () => {
  const received: unknown[] = []
  let failNext = false
  const api = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/twenty/v2/default/nl/newsletter/subscribe' && !failNext) {
        const parsed = JSON.parse(body) as { email: string }
        received.push(parsed)
        res.writeHead(201, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ data: { email: parsed.email, subscribed: true, alreadySubscribed: false } }))
        return
      }
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { status: 500, code: 'down', message: 'down' } }))
    })
  })
  let context: AppLoadContext
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    context = {
      storefront: storefrontForRequest('nl.localhost', '/newsletter', defaultHostMap()),
      twentyBaseUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/twenty`,
      cspNonce: '',
      deviceType: 'desktop',
      isBot: false,
      clientIp: '127.0.0.1',
    }
  })
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))
  beforeEach(() => {
    received.length = 0
    failNext = false
  })

  const post = (entries: Record<string, string>, cookie?: string) =>
    new Request('http://nl.localhost/newsletter', {
      method: 'POST',
      body: form(entries),
      headers: cookie ? { Cookie: cookie } : {},
    })
  const flashOf = async (response: Response) => {
    const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
    const session = await getSession(new Request('http://x/', { headers: { Cookie: cookie } }))
    return { cookie, ...takeFlash(session) }
  }

  it('subscribes a valid address with reference footer and redirects back with a success toast', async () => {
    const response = await newsletterSignupAction(post({ email: 'anna@example.nl', redirectTo: '/zoek-en-boek?x=1' }), context, 100_000)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/zoek-en-boek?x=1')
    expect(received).toEqual([{ email: 'anna@example.nl', reference: 'footer' }])
    const flash = await flashOf(response)
    expect(flash.toast).toMatchObject({ kind: 'success', messageKey: 'toast-messages.newsletter-signup-success' })
  })

  it('does not call the API for an invalid address and flashes the error with what was typed', async () => {
    const response = await newsletterSignupAction(post({ email: 'anna@', redirectTo: '/' }), context)
    expect(received).toEqual([])
    expect(response.headers.get('Location')).toBe('/#newsletter-signup')
    const flash = await flashOf(response)
    expect(flash.newsletter).toEqual({ email: 'anna@', errorKey: 'validations.email' })
  })

  it('accepts one submission per 15 s per visitor', async () => {
    const first = await newsletterSignupAction(post({ email: 'a@example.com', redirectTo: '/' }), context, 200_000)
    const { cookie } = await flashOf(first)
    const second = await newsletterSignupAction(post({ email: 'b@example.com', redirectTo: '/' }, cookie), context, 205_000)
    expect(received).toHaveLength(1)
    expect((await flashOf(second)).toast?.messageKey).toBe('toast-messages.newsletter-signup-throttled')
  })

  it('shows the failure toast when the API fails, keeping the address', async () => {
    failNext = true
    const response = await newsletterSignupAction(post({ email: 'c@example.com', redirectTo: '/' }), context)
    const flash = await flashOf(response)
    expect(flash.toast?.messageKey).toBe('toast-messages.newsletter-signup-fail')
    expect(flash.newsletter?.email).toBe('c@example.com')
  })

  it('never redirects off-site', async () => {
    const response = await newsletterSignupAction(post({ email: 'd@example.com', redirectTo: '//evil.example/x' }), context)
    expect(response.headers.get('Location')).toBe('/')
  })
})
