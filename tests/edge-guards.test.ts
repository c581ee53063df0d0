import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FORM_BODY_LIMIT_BYTES,
  MAX_PATH_SEGMENTS,
  bodyErrorHandler,
  crossSiteGuard,
  formBody,
  hostGuard,
  logLevelFor,
  methodGuard,
  urlGuard,
} from '../server/guards'
import { postRateLimiter } from '../server/limits'
import { redactUrl } from '../server/redact'
import { pageCacheControl, requestHeaders } from '../server/remix-handler'

/** The guards in the host's order, in front of a handler that echoes what reached it. */
function guardedApp(trustProxy = 0) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(hostGuard(trustProxy), urlGuard, methodGuard, crossSiteGuard)
  app.use('/limited', postRateLimiter({ limit: 2, windowMs: 60_000 }))
  app.use(formBody())
  app.all('*', (req, res) => {
    res.json({ origin: res.locals.origin, body: Buffer.isBuffer(req.body) ? req.body.toString() : null })
  })
  app.use(bodyErrorHandler)
  return app
}

const servers: http.Server[] = []
async function listen(app: express.Express): Promise<number> {
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  servers.push(server)
  return (server.address() as AddressInfo).port
}
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))))

/** A raw request: any method, path and headers, including none at all for Host. */
function raw(
  port: number,
  options: {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    setHost?: boolean
  },
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: options.headers,
        setHost: options.setHost ?? true,
      },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

let port = 0
let proxied = 0
beforeAll(async () => {
  port = await listen(guardedApp())
  proxied = await listen(guardedApp(1))
})

const form = { 'content-type': 'application/x-www-form-urlencoded' }

describe('hosts and proxies', () => {
  it('answers 400 to a missing or malformed Host, without a stack trace', async () => {
    const missing = await raw(port, { setHost: false })
    expect(missing.status).toBe(400)
    for (const host of [
      'a b',
      'uk.localhost:99999999',
      'uk.localhost:99999',
      'uk.localhost:65536',
      'uk.localhost:0',
      '<script>',
      'uk..localhost',
      'x'.repeat(300),
    ]) {
      const answer = await raw(port, { headers: { host } })
      expect(answer.status, host).toBe(400)
      expect(answer.body).not.toMatch(/at .*\(/)
    }
    expect((await raw(port, { headers: { host: 'uk.localhost:3000' } })).status).toBe(200)
    expect((await raw(port, { headers: { host: '[::1]:3000' } })).status).toBe(200)
    expect((await raw(port, { headers: { host: 'uk.localhost:65535' } })).status).toBe(200)
  })

  it('ignores X-Forwarded-* unless proxies are trusted, and checks them when they are', async () => {
    const ignored = await raw(port, {
      headers: { host: 'uk.localhost', 'x-forwarded-host': '<evil>', 'x-forwarded-proto': 'gopher' },
    })
    expect(JSON.parse(ignored.body).origin).toBe('http://uk.localhost')
    const trusted = await raw(proxied, {
      headers: {
        host: 'internal:8080',
        'x-forwarded-host': 'www.vacanceselect.ch, other',
        'x-forwarded-proto': 'https',
      },
    })
    expect(JSON.parse(trusted.body).origin).toBe('https://www.vacanceselect.ch')
    expect((await raw(proxied, { headers: { host: 'internal', 'x-forwarded-host': 'a b' } })).status).toBe(400)
    expect((await raw(proxied, { headers: { host: 'internal', 'x-forwarded-proto': 'javascript' } })).status).toBe(400)
  })
})

describe('URLs', () => {
  it.each([
    ['/camping/%E0%A4%A', 400],
    ['/%ZZ', 400],
    ['/free-search?query=%00', 400],
    ['/free-search?query=a%0Ab', 400],
    ['/free-search?query=%E0%A4%A', 400],
    ['/free-search?%FF=1', 400],
    [`/camping/${'a'.repeat(5000)}`, 414],
    [`/${'a/'.repeat(1990)}`, 404],
    [`/${'a/'.repeat(MAX_PATH_SEGMENTS)}`, 404],
    [`/${Array.from({ length: MAX_PATH_SEGMENTS }, () => 'a').join('/')}`, 200],
    [`/api/twenty/${'a/'.repeat(MAX_PATH_SEGMENTS)}`, 404],
    ['/free-search?query=%C3%A9t%C3%A9+%2B+caf%C3%A9', 200],
  ])('%s -> %i', async (path, status) => {
    expect((await raw(port, { path: path, headers: { host: 'uk.localhost' } })).status).toBe(status)
  })
})

describe('methods and form posts', () => {
  it('answers 405 with Allow to methods pages do not take', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await raw(port, { method, headers: { host: 'uk.localhost' } })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD, POST')
    }
  })

  it('refuses cross-site posts and accepts same-origin ones', async () => {
    const body = 'email=a%40b.nl'
    expect(
      (
        await raw(port, {
          method: 'POST',
          headers: { host: 'uk.localhost', ...form, origin: 'http://evil.example' },
          body,
        })
      ).status,
    ).toBe(403)
    expect(
      (await raw(port, { method: 'POST', headers: { host: 'uk.localhost', ...form, origin: 'null' }, body })).status,
    ).toBe(403)
    expect(
      (
        await raw(port, {
          method: 'POST',
          headers: { host: 'uk.localhost', ...form, 'sec-fetch-site': 'cross-site' },
          body,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await raw(port, {
          method: 'POST',
          headers: { host: 'uk.localhost', ...form, 'sec-fetch-site': 'same-site' },
          body,
        })
      ).status,
    ).toBe(403)
    // Sec-Fetch-Site may claim same-origin, but a foreign (or unreadable) Origin is still refused:
    // Remix's own check would throw a 500 on it.
    for (const origin of [
      'https://evil.example',
      'http://uk.localhost:3000',
      'https://uk.localhost',
      'null',
      'garbage',
    ]) {
      const answer = await raw(port, {
        method: 'POST',
        headers: { host: 'uk.localhost', ...form, origin, 'sec-fetch-site': 'same-origin' },
        body,
      })
      expect(answer.status, origin).toBe(403)
    }
    const own = await raw(port, {
      method: 'POST',
      headers: { host: 'uk.localhost', ...form, origin: 'http://uk.localhost', 'sec-fetch-site': 'same-origin' },
      body,
    })
    expect(own.status).toBe(200)
    expect(JSON.parse(own.body).body).toBe(body)
  })

  it('takes only URL-encoded UTF-8 forms: other types are 415', async () => {
    for (const type of [
      undefined,
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded; charset=latin1',
    ]) {
      const headers: Record<string, string> = { host: 'uk.localhost' }
      if (type) headers['content-type'] = type
      expect((await raw(port, { method: 'POST', headers, body: 'a=b' })).status, type).toBe(415)
    }
    expect(
      (
        await raw(port, {
          method: 'POST',
          headers: { host: 'uk.localhost', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: '',
        })
      ).status,
    ).toBe(200)
  })

  it('answers 413 to a body over the limit, a 1 MB form among them', async () => {
    const big = `email=${'a'.repeat(1024 * 1024)}`
    expect((await raw(port, { method: 'POST', headers: { host: 'uk.localhost', ...form }, body: big })).status).toBe(
      413,
    )
    const justFits = `a=${'b'.repeat(FORM_BODY_LIMIT_BYTES - 2)}`
    expect(
      (await raw(port, { method: 'POST', headers: { host: 'uk.localhost', ...form }, body: justFits })).status,
    ).toBe(200)
  })

  it('lets a payment provider’s server post its notification (issue 20), and nothing else, past the same-site and form checks', async () => {
    const notify = (path: string, headers: Record<string, string>, body = '{"orderIdHash":"abc"}') =>
      raw(port, { method: 'POST', path, headers: { host: 'uk.localhost', ...headers }, body })
    // Saferpay's server: no browser headers, a JSON body, even a foreign Origin: it reaches the route.
    const provider = await notify('/payment/saferpay/notify?orderIdHash=abc', {
      'content-type': 'application/json',
      origin: 'https://www.saferpay.com',
    })
    expect(provider.status).toBe(200)
    expect(JSON.parse(provider.body).body).toBe('{"orderIdHash":"abc"}')
    expect((await notify('/payment/saferpay/notify', {})).status).toBe(200)
    // Its body is still limited.
    expect((await notify('/payment/saferpay/notify', {}, 'x'.repeat(FORM_BODY_LIMIT_BYTES + 1))).status).toBe(413)
    // Every other address, the browser returns of the same provider among them, keeps both checks.
    for (const path of ['/payment/saferpay/success', '/payment/bambora/callback', '/payment/saferpay/notify/x']) {
      expect((await notify(path, { 'content-type': 'application/json' })).status, path).toBe(415)
      expect((await notify(path, { ...form, origin: 'https://www.saferpay.com' })).status, path).toBe(403)
    }
  })

  it('limits posts per client address, whatever the cookies', async () => {
    const post = (cookie: string) =>
      raw(port, { method: 'POST', path: '/limited', headers: { host: 'uk.localhost', ...form, cookie }, body: 'a=b' })
    expect((await post('session=1')).status).toBe(200)
    expect((await post('session=2')).status).toBe(200)
    const third = await post('')
    expect(third.status).toBe(429)
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    expect((await raw(port, { path: '/limited', headers: { host: 'uk.localhost' } })).status).toBe(200)
  })
})

describe('answers and logs', () => {
  it('hands Remix the checked host and no X-Forwarded-Host, so its CSRF check agrees with ours', () => {
    const headers = requestHeaders(
      {
        headers: { host: 'internal:8080', 'x-forwarded-host': 'evil.example', origin: 'https://www.example' },
      } as never,
      'www.example',
    )
    expect(headers.get('host')).toBe('www.example')
    expect(headers.get('x-forwarded-host')).toBeNull()
    expect(headers.get('origin')).toBe('https://www.example')
  })

  it('redacts mail-link tokens from logged URLs', () => {
    expect(redactUrl('/login?step=reset-password&token=abc_DEF-123')).toBe(
      '/login?step=reset-password&token=[redacted]',
    )
    expect(redactUrl('/anmelden?token=abc&step=create-password')).toBe(
      '/anmelden?token=[redacted]&step=create-password',
    )
    expect(redactUrl('/camping/france?date=2027-07-10')).toBe('/camping/france?date=2027-07-10')
  })

  it('logs chosen 4xx answers as warnings and only 5xx as errors', () => {
    expect(logLevelFor(200)).toBe('info')
    expect(logLevelFor(404)).toBe('warn')
    expect(logLevelFor(413)).toBe('warn')
    expect(logLevelFor(503)).toBe('error')
    expect(logLevelFor(200, new Error('x'))).toBe('error')
  })

  it('gives pages an explicit Cache-Control', () => {
    const headers = (init: Record<string, string> = {}) => new Headers(init)
    const anonymous = headers()
    pageCacheControl(anonymous, false)
    expect(anonymous.get('cache-control')).toBe('private, no-cache')
    const visitor = headers()
    pageCacheControl(visitor, true)
    expect(visitor.get('cache-control')).toBe('private, no-store')
    const setsCookie = headers({ 'set-cookie': 'a=b', 'cache-control': 'public, max-age=60' })
    pageCacheControl(setsCookie, false)
    expect(setsCookie.get('cache-control')).toBe('private, no-store')
    const immutable = headers({ 'cache-control': 'public, max-age=31536000, immutable' })
    pageCacheControl(immutable, true)
    expect(immutable.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
