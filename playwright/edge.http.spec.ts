import { expect, test } from '@playwright/test'
import { BRANDS, BRAND_IDS } from '../market-config/brands'
import { MARKETS } from '../market-config/markets'
import { href } from '../market-config/routes'
import { taggedPageSlug } from '../twenty/tagged-pages-data'
import { API_DOWN_PORT, rawRequest, signedInSessionCookie } from './helpers'

/**
 * What a client sees at the HTTP level, against the production build: bytes, status codes,
 * cookies and cache headers. No browser page.
 */

const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }

test.describe('valid bytes', () => {
  // Every storefront (brand x market it serves) and every kind of page it renders.
  const storefronts = BRAND_IDS.flatMap((brand) =>
    BRANDS[brand].markets.map((market) => ({
      brand,
      market,
      host: brand === 'default' ? `${market}.localhost` : `${market}.${brand}.localhost`,
    })),
  )
  for (const { brand, market, host } of storefronts) {
    test(`${brand} ${market}: every page kind is valid UTF-8 without control characters`, async () => {
      const link = { language: MARKETS[market].language }
      // A content page at its language's slug (decision 020).
      const slug = taggedPageSlug('safety-icons', MARKETS[market].language)
      const tagged = BRANDS[brand].taggedPagePrefix ? `/info/${slug}` : `/${slug}`
      const paths = [
        '/',
        href(link, 'searchAndBook'),
        href(link, 'travelInspiration'),
        href(link, 'newsletter'),
        href(link, 'login'),
        href(link, 'freeSearch', undefined, { query: 'Dordogne' }),
        '/camping',
        '/camping/france',
        '/camping/france/dordogne',
        tagged,
        '/no-such-page',
      ]
      for (const path of paths) {
        const answer = await rawRequest({ host, path })
        expect([200, 404], `${host}${path}`).toContain(answer.status)
        expect(String(answer.headers['content-type'])).toMatch(/text\/html; charset=utf-8/i)
        const text = new TextDecoder('utf-8', { fatal: true }).decode(answer.body)
        const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(text)
        expect(control, `${host}${path}: control character at ${control?.index}`).toBeNull()
        expect(text.startsWith('<!DOCTYPE html>')).toBe(true)
      }
    })
  }

  test('Swiss pages write ss, never ß, German pages keep ß', async () => {
    for (const path of ['/', '/camping-suche', '/camping/france']) {
      const swiss = (await rawRequest({ host: 'de-ch.localhost', path })).body.toString()
      const at = swiss.indexOf('ß')
      expect(at, `de-ch${path}: "${swiss.slice(Math.max(0, at - 40), at + 10)}"`).toBe(-1)
    }
    expect((await rawRequest({ host: 'de-ch.localhost', path: '/camping-suche' })).body.toString()).toMatch(
      /Schliessen/,
    )
    expect((await rawRequest({ host: 'de.localhost', path: '/camping-suche' })).body.toString()).toMatch(/Schließen/)
  })
})

test.describe('bad input gets a clear 4xx, never a 500', () => {
  test('odd hosts, encodings, methods and bodies', async () => {
    const cases: { name: string; request: Parameters<typeof rawRequest>[0]; status: number }[] = [
      { name: 'malformed Host', request: { host: 'uk localhost' }, status: 400 },
      { name: 'Host with a script', request: { host: '<script>' }, status: 400 },
      {
        name: 'bad percent-encoding in a page path',
        request: { host: 'uk.localhost', path: '/camping/%E0%A4%A' },
        status: 400,
      },
      {
        name: 'bad percent-encoding in an API path',
        request: { host: 'uk.localhost', path: '/api/twenty/v2/default/couk/pages/%E0%A4%A' },
        status: 400,
      },
      { name: 'NUL in a query', request: { host: 'uk.localhost', path: '/free-search?query=a%00b' }, status: 400 },
      {
        name: 'newline in a query',
        request: { host: 'uk.localhost', path: '/free-search?query=a%0D%0Ab' },
        status: 400,
      },
      { name: 'unknown method', request: { host: 'uk.localhost', method: 'PROPFIND' }, status: 405 },
      {
        name: 'DELETE on a page',
        request: { host: 'uk.localhost', method: 'DELETE', path: '/newsletter' },
        status: 405,
      },
      {
        name: 'form post without a content type',
        request: {
          host: 'uk.localhost',
          method: 'POST',
          path: '/newsletter',
          headers: { 'sec-fetch-site': 'same-origin' },
        },
        status: 415,
      },
      {
        name: 'JSON posted to a form',
        request: {
          host: 'uk.localhost',
          method: 'POST',
          path: '/newsletter',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        },
        status: 415,
      },
      {
        name: 'a 1 MB form post',
        request: {
          host: 'uk.localhost',
          method: 'POST',
          path: '/newsletter',
          headers: form,
          body: `email=${'a'.repeat(1024 * 1024)}`,
        },
        status: 413,
      },
      {
        name: 'an empty form post',
        request: { host: 'uk.localhost', method: 'POST', path: '/newsletter', headers: form, body: '' },
        status: 400,
      },
      {
        name: 'a form post to a path with no form',
        request: { host: 'uk.localhost', method: 'POST', path: '/camping/france', headers: form, body: 'a=b' },
        status: 404,
      },
      {
        name: 'an over-long catalogue path',
        request: { host: 'uk.localhost', path: `/camping/${'a'.repeat(2000)}` },
        status: 404,
      },
      { name: 'a path of another language', request: { host: 'uk.localhost', path: '/camping-suche' }, status: 404 },
      { name: 'a brand on a market it does not serve', request: { host: 'it.friferie.localhost' }, status: 404 },
      { name: 'an unknown asset', request: { host: 'uk.localhost', path: '/assets/nope-123.js' }, status: 404 },
    ]
    for (const { name, request, status } of cases) {
      const answer = await rawRequest(request)
      expect(answer.status, name).toBe(status)
      expect(answer.body.toString(), name).not.toMatch(/\n\s+at .+:\d+:\d+/)
    }
    const asset = await rawRequest({ host: 'uk.localhost', path: '/assets/nope-123.js' })
    expect(asset.body.length).toBeLessThan(200)
  })

  test('X-Forwarded-Host is not believed when no proxy is trusted', async () => {
    const answer = await rawRequest({
      host: 'uk.localhost',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'nonsense' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toContain('lang="en-GB"')
  })

  test('a cross-site post is refused, a same-site one accepted', async () => {
    const body = 'email=someone%40example.nl&redirectTo=%2F'
    expect(
      (
        await rawRequest({
          host: 'uk.localhost',
          method: 'POST',
          path: '/newsletter',
          headers: { 'content-type': form['content-type'], origin: 'http://evil.example' },
          body,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rawRequest({
          host: 'uk.localhost',
          method: 'POST',
          path: '/newsletter',
          headers: { 'content-type': form['content-type'], 'sec-fetch-site': 'cross-site' },
          body,
        })
      ).status,
    ).toBe(403)
    const own = await rawRequest({
      host: 'uk.localhost',
      method: 'POST',
      path: '/newsletter',
      headers: { ...form, origin: 'http://uk.localhost' },
      body,
    })
    expect(own.status).toBe(302)
    expect(own.headers.location).toBe('/')
  })

  test('redirect targets never leave the site', async () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '/%09/evil.example',
      '/%2F%2Fevil.example',
      'https://evil.example',
      '/\t/evil.example',
    ]) {
      const body = new URLSearchParams({
        email: `r${Math.random().toString(36).slice(2)}@example.nl`,
        redirectTo: target,
      }).toString()
      const answer = await rawRequest({
        host: 'uk.localhost',
        method: 'POST',
        path: '/newsletter',
        headers: form,
        body,
      })
      expect(answer.status, target).toBe(302)
      expect(answer.headers.location, target).toBe('/')
    }
    const signedIn = await signedInSessionCookie()
    for (const target of ['//evil.example', '/%5Cevil.example', 'https%3A%2F%2Fevil.example']) {
      const answer = await rawRequest({
        host: 'uk.localhost',
        path: `/login?redirectTo=${target}`,
        headers: { cookie: `${signedIn.name}=${signedIn.value}` },
      })
      expect(answer.status, target).toBe(302)
      expect(answer.headers.location, target).toBe('/profile')
    }
  })
})

test.describe('cookies and caching', () => {
  test('pages carry an explicit Cache-Control; no page with a session is stored', async () => {
    const anonymous = await rawRequest({ host: 'nl.localhost' })
    expect(anonymous.headers['cache-control']).toBe('private, no-cache')
    expect(anonymous.headers['set-cookie']).toBeUndefined()
    const signedIn = await signedInSessionCookie()
    const withSession = await rawRequest({
      host: 'nl.localhost',
      path: '/camping/france',
      headers: { cookie: `${signedIn.name}=${signedIn.value}` },
    })
    expect(withSession.headers['cache-control']).toBe('private, no-store')
    const missing = await rawRequest({ host: 'nl.localhost', path: '/bestaat-niet' })
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control']).toMatch(/private/)
  })

  test('session, toast and event cookies are host-only, httpOnly, Secure, SameSite=Lax, with a Max-Age, and hold no personal data', async () => {
    const email = `cookie-${Date.now()}@example.nl`
    const answer = await rawRequest({
      host: 'de.localhost',
      method: 'POST',
      path: '/newsletter',
      headers: form,
      body: new URLSearchParams({ email, redirectTo: '/' }).toString(),
    })
    expect(answer.status).toBe(302)
    const cookies = answer.headers['set-cookie'] as string[]
    // The toast and the signup's analytics event, each in its own cookie (a page that consumes
    // one leaves the other alone).
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['__Host-event', '__Host-session', '__Host-toast'])
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/)
      expect(cookie).toMatch(/; Secure/)
      expect(cookie).toMatch(/; SameSite=Lax/)
      expect(cookie).toMatch(/; Path=\//)
      expect(cookie).toMatch(/; Max-Age=\d+/)
      expect(cookie).not.toMatch(/Domain=/i)
      const value = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='))
      expect(Buffer.from(value.split('.')[0]!, 'base64').toString()).not.toContain(email)
    }
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })

  test('translation files are immutable under their version, and 404 otherwise', async () => {
    const home = (await rawRequest({ host: 'it.localhost' })).body.toString()
    const version = /"version":"([0-9a-f]+)"/.exec(home)![1]
    const file = await rawRequest({ host: 'it.localhost', path: `/locales/it/common.json?v=${version}` })
    expect(file.status).toBe(200)
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(JSON.parse(file.body.toString()).header.login).toBeTruthy()
    expect((await rawRequest({ host: 'it.localhost', path: '/locales/xx/common.json' })).status).toBe(404)
    expect((await rawRequest({ host: 'it.localhost', path: '/locales/it/secrets.json' })).status).toBe(404)
  })
})

test.describe('when the twenty API is down', () => {
  test('pages answer 503 with a Retry-After, and search engines get the same status', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ]) {
      const answer = await rawRequest({
        host: 'nl.localhost',
        port: API_DOWN_PORT,
        headers: { 'user-agent': userAgent },
      })
      expect(answer.status, userAgent).toBe(503)
      expect(answer.headers['retry-after'], userAgent).toBeDefined()
    }
    expect((await rawRequest({ host: 'nl.localhost', port: API_DOWN_PORT, path: '/camping/france' })).status).toBe(503)
  })
})
