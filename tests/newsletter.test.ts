import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseWithZod } from '@conform-to/zod/v4'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NEWSLETTER_LIMIT, resetFormLimits } from '~/lib/form-limits.server'
import { NEWSLETTER_THROTTLE_MS, isNewsletterThrottled, newsletterSchema } from '~/lib/newsletter'
import { newsletterSignupAction } from '~/routes/newsletter.server'
import { loadContextFor } from './support/context'

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
        received.push(JSON.parse(body))
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ data: { subscribed: true } }))
        return
      }
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { status: 500, code: 'down', message: 'down' } }))
    })
  })
  let twentyBaseUrl = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    twentyBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/twenty`
  })
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())))
  beforeEach(() => {
    received.length = 0
    failNext = false
    resetFormLimits()
  })

  /** Posts the form as the host would, then commits the session like the host does. */
  const post = async (
    entries: Record<string, string>,
    options: { cookie?: string; now?: number; path?: string } = {},
  ) => {
    const context = await loadContextFor('nl.localhost', { twentyBaseUrl, cookie: options.cookie })
    const request = new Request(`http://nl.localhost${options.path ?? '/nieuwsbrief'}`, {
      method: 'POST',
      body: new URLSearchParams(entries),
      headers: options.cookie ? { Cookie: options.cookie } : {},
    })
    const outcome = await newsletterSignupAction({ request, context }, options.now)
    const cookies = await context.session.commit()
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ')
    const next = await loadContextFor('nl.localhost', { cookie })
    // A redirect (a Response), or data with its status (DataWithResponseInit).
    if (!('data' in outcome)) {
      return {
        status: outcome.status,
        location: outcome.headers.get('Location'),
        data: null,
        cookie,
        toast: next.session.takeToast(),
      }
    }
    return { status: outcome.init?.status, location: null, data: outcome.data, cookie, toast: next.session.takeToast() }
  }

  it('subscribes a valid address with reference footer and goes back with a success toast', async () => {
    const answer = await post({ email: 'anna@example.nl', redirectTo: '/zoek-en-boek?x=1' }, { now: 100_000 })
    expect(answer.status).toBe(302)
    expect(answer.location).toBe('/zoek-en-boek?x=1')
    expect(received).toEqual([{ email: 'anna@example.nl', reference: 'footer' }])
    expect(answer.toast).toMatchObject({ kind: 'success', messageKey: 'toast-messages.newsletter-signup-success' })
  })

  it('returns the field error and what was typed as action data, without calling the API or setting a cookie', async () => {
    const answer = await post({ email: 'anna@', redirectTo: '/' })
    expect(received).toEqual([])
    expect(answer.status).toBe(400)
    expect(answer.data?.result.error).toEqual({ email: ['validations.email'] })
    expect(answer.data?.result.initialValue).toMatchObject({ email: 'anna@' })
    expect(answer.cookie).toBe('')
  })

  it('accepts one submission per 15 s per visitor', async () => {
    const first = await post({ email: 'a@example.com', redirectTo: '/' }, { now: 200_000 })
    const early = await post(
      { email: 'b@example.com', redirectTo: '/' },
      { cookie: first.cookie, now: 200_000 + NEWSLETTER_THROTTLE_MS - 1 },
    )
    expect(received).toHaveLength(1)
    expect(early.toast?.messageKey).toBe('toast-messages.newsletter-signup-throttled')
    const later = await post(
      { email: 'c@example.com', redirectTo: '/' },
      { cookie: first.cookie, now: 200_000 + NEWSLETTER_THROTTLE_MS },
    )
    expect(received).toHaveLength(2)
    expect(later.toast?.messageKey).toBe('toast-messages.newsletter-signup-success')
  })

  it('keeps the address and says so when the API fails', async () => {
    failNext = true
    const answer = await post({ email: 'c@example.com', redirectTo: '/' })
    expect(answer.status).toBe(503)
    expect(answer.data?.toast).toBe('toast-messages.newsletter-signup-fail')
    expect(answer.data?.result.initialValue).toMatchObject({ email: 'c@example.com' })
  })

  it('limits signups per client address however the route is reached (issue 16)', async () => {
    const paths = [
      '/nieuwsbrief',
      '/nieuwsbrief.data',
      '/nieuwsbrief?index',
      '/nieuwsbrief.data?_routes=routes%2Fnewsletter',
    ]
    for (let i = 0; i < NEWSLETTER_LIMIT.limit; i++) {
      const answer = await post(
        { email: `limit-${i}@example.com`, redirectTo: '/' },
        { path: paths[i % paths.length], now: Date.now() + i * 1e6 },
      )
      expect(answer.status).toBe(302)
    }
    const over = await post(
      { email: 'one-too-many@example.com', redirectTo: '/' },
      { path: '/nieuwsbrief.data', now: Date.now() + 1e9 },
    )
    expect(over.status).toBe(429)
    expect(over.data?.toast).toBe('too-many-requests')
    expect(received).toHaveLength(NEWSLETTER_LIMIT.limit)
  })

  it('goes back to a page with any characters in its address, encoded; never half-saved (issue 16)', async () => {
    const answer = await post({ email: 'e@example.com', redirectTo: '/zoek-en-boek?q=été' })
    expect(answer.status).toBe(302)
    expect(answer.location).toBe('/zoek-en-boek?q=%C3%A9t%C3%A9')
    const lookalike = await post(
      { email: 'f@example.com', redirectTo: '/\u2215\u2215evil.example' },
      { now: Date.now() + 1e9 },
    )
    expect(lookalike.location).toBe('/')
    expect(received).toHaveLength(2)
  })

  it('never redirects off-site', async () => {
    for (const redirectTo of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/%2F/evil.example']) {
      expect(
        (await post({ email: 'd@example.com', redirectTo }, { now: Date.now() + Math.random() * 1e9 })).location,
      ).toBe('/')
    }
  })
})
