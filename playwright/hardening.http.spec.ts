import { expect, test } from '@playwright/test'
import { BRANDS, type BrandId } from '../market-config/brands'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { startPageServer } from '../scripts/page-javascript'
import { taggedPagePath } from '../twenty/navigation'
import { TAGGED_PAGE_SLUGS } from '../twenty/tagged-pages-data'
import { DEMO_CUSTOMER, PORT, demoToken, internalApiHeaders, rawRequest, signedInSessionCookie } from './helpers'

/**
 * Issue 16 at the HTTP level, against the production build: the requests that answered 500,
 * stalled the site or gave away personal data, in every market.
 */

const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }
const MARKET_CODES = BRANDS.default.markets
const hostOf = (market: MarketCode) => `${market}.localhost`
const noStack = /\n\s+at .+:\d+:\d+/

/** A call to the embedded API as the storefront makes it (with its internal key). */
async function api(method: string, path: string, body?: unknown, options: { token?: string; apiLocale?: string } = {}) {
  const response = await fetch(
    `http://127.0.0.1:${PORT}/api/twenty/v2/default/${options.apiLocale ?? 'couk'}/${path}`,
    {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...internalApiHeaders(),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  )
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, any>) : null }
}

/** A Saturday in September of next year, and a unit free then for two adults. */
async function bookableUnit(apiLocale = 'couk') {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 8, 1))
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
  const date = day.toISOString().slice(0, 10)
  const found = await api(
    'POST',
    'search/accommodations',
    { parameters: { date, duration: 7, persons: { adults: 2, children: [] } }, meta: { limit: 20, orderBy: 'price' } },
    { apiLocale },
  )
  const units = found.json!.data.accommodations as { id: number; site: { slug: string } }[]
  return { date, unit: units[Math.floor(Math.random() * units.length)]! }
}

async function newCart(apiLocale = 'couk') {
  const { date, unit } = await bookableUnit(apiLocale)
  const cart = await api(
    'POST',
    'carts',
    { site: unit.site.slug, accommodationId: unit.id, date, duration: 7, persons: { adults: 2, children: [] } },
    { apiLocale },
  )
  expect(cart.status).toBe(201)
  return cart.json!.data as { cartId: string; extras: { id: string; unit: string; quantity: number }[] }
}

/** The checkout form as a browser without JavaScript posts it, for two adults. */
function checkoutForm(
  cart: { extras: { id: string; unit: string }[] },
  overrides: Record<string, string> = {},
  extras = cart.extras.filter((extra) => extra.unit !== 'info'),
) {
  const body = new URLSearchParams({
    intent: 'book',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    phonePrefix: '+44',
    phone: '7700 900123',
    country: 'GB',
    street: '1 High Street',
    postcode: 'SW1A 1AA',
    city: 'London',
    paymentKind: 'full',
    acceptTerms: 'on',
    'participants[0].firstName': 'Ada',
    'participants[0].lastName': 'Lovelace',
    'participants[0].birthDate': '1980-12-10',
    'participants[1].firstName': 'Charles',
    'participants[1].lastName': 'Babbage',
    'participants[1].birthDate': '1981-12-26',
    ...overrides,
  })
  extras.forEach((extra, index) => {
    body.set(`extras[${index}].id`, extra.id)
    body.set(`extras[${index}].quantity`, '0')
  })
  return body.toString()
}

test.describe('no form answers 500 (issue 16)', () => {
  test('a Host with a port above 65535 is a 400', async () => {
    for (const host of ['uk.localhost:99999', 'uk.localhost:65536', 'de.localhost:123456']) {
      const answer = await rawRequest({ host })
      expect(answer.status, host).toBe(400)
      expect(answer.body.toString(), host).not.toMatch(noStack)
    }
  })

  test('any form posted with a foreign Origin is refused at the edge, whatever Sec-Fetch-Site says', async () => {
    for (const market of MARKET_CODES) {
      const link = { language: MARKETS[market].language }
      for (const path of [
        href(link, 'newsletter'),
        `${href(link, 'newsletter')}.data`,
        href(link, 'login'),
        `${href(link, 'login')}.data`,
        href(link, 'checkout', { cartId: 'new' }),
      ]) {
        for (const origin of ['https://evil.example', 'null', `http://${hostOf(market)}.evil.example`]) {
          const answer = await rawRequest({
            host: hostOf(market),
            method: 'POST',
            path,
            headers: { ...form, origin },
            body: 'email=a%40example.com&intent=sign-in',
          })
          expect(answer.status, `${market} ${path} ${origin}`).toBe(403)
          expect(answer.body.toString()).not.toMatch(noStack)
        }
      }
    }
  })

  test('a newsletter signup goes back to a page with any characters in its address, encoded, in every market', async () => {
    for (const market of MARKET_CODES) {
      const link = { language: MARKETS[market].language }
      const back = `${href(link, 'searchAndBook')}?q=été∕日本`
      const body = new URLSearchParams({
        email: `utf-${market}-${Date.now()}@example.com`,
        redirectTo: back,
      }).toString()
      const answer = await rawRequest({
        host: hostOf(market),
        method: 'POST',
        path: href(link, 'newsletter'),
        headers: form,
        body,
      })
      expect(answer.status, market).toBe(302)
      expect(answer.headers.location, market).toBe(
        new URL(back, 'http://x').pathname + new URL(back, 'http://x').search,
      )
      expect(String(answer.headers.location)).toMatch(/^[\x21-\x7e]+$/)
      // A look-alike of "//" is not a way off the site.
      const lookalike = new URLSearchParams({
        email: `utf2-${market}-${Date.now()}@example.com`,
        redirectTo: '/∕∕evil.example',
      }).toString()
      const refused = await rawRequest({
        host: hostOf(market),
        method: 'POST',
        path: href(link, 'newsletter'),
        headers: form,
        body: lookalike,
      })
      expect(refused.headers.location, market).toBe('/')
    }
  })

  test('a book post with characters above U+00FF in `from` goes back there with a toast, encoded', async () => {
    for (const market of MARKET_CODES) {
      const link = { language: MARKETS[market].language }
      const path = `${href(link, 'checkout', { cartId: 'new' })}?site=no-such-site&accommodation=1&date=2027-07-10&duration=7&adults=2&from=${encodeURIComponent('/camping/été?q=日本∕')}`
      const answer = await rawRequest({ host: hostOf(market), method: 'POST', path, headers: form, body: '' })
      expect(answer.status, market).toBe(302)
      expect(answer.headers.location, market).toBe('/camping/%C3%A9t%C3%A9?q=%E6%97%A5%E6%9C%AC%E2%88%95')
      expect(String(answer.headers['set-cookie'])).toMatch(/__Host-toast=/)
    }
  })

  test('signed in, a login link whose redirectTo has a slash look-alike leads to the profile', async () => {
    const signedIn = await signedInSessionCookie()
    for (const market of MARKET_CODES) {
      const link = { language: MARKETS[market].language }
      for (const target of ['/∕∕evil.example', '/／evil.example', '/%E2%88%95%E2%88%95evil.example']) {
        const answer = await rawRequest({
          host: hostOf(market),
          path: `${href(link, 'login')}?redirectTo=${encodeURIComponent(target)}`,
          headers: { cookie: `${signedIn.name}=${signedIn.value}` },
        })
        expect(answer.status, `${market} ${target}`).toBe(302)
        expect(answer.headers.location, `${market} ${target}`).toBe(href(link, 'profile'))
      }
    }
  })

  test('a checkout post with fewer extras than the cart has is priced and booked, not a 500', async () => {
    const cart = await newCart()
    expect(cart.extras.filter((extra) => extra.unit !== 'info').length).toBeGreaterThan(1)
    const path = `/booking/${cart.cartId}`
    const update = await rawRequest({
      host: 'uk.localhost',
      method: 'POST',
      path,
      headers: form,
      body: checkoutForm(cart, { intent: 'update' }, cart.extras.slice(0, 1)),
    })
    expect(update.status).toBe(200)
    const book = await rawRequest({
      host: 'uk.localhost',
      method: 'POST',
      path,
      headers: form,
      body: checkoutForm(cart, {}, []),
    })
    expect(book.status).toBe(302)
    expect(book.headers.location).toBe(`/booking/confirmation/${cart.cartId}`)
  })

  test('a checkout post with a country the form does not offer is a field error', async () => {
    const cart = await newCart()
    const answer = await rawRequest({
      host: 'uk.localhost',
      method: 'POST',
      path: `/booking/${cart.cartId}`,
      headers: form,
      body: checkoutForm(cart, { country: 'ZZ' }),
    })
    expect(answer.status).toBe(400)
    // Nothing was booked: the checkout is still open.
    expect((await api('GET', `carts/${cart.cartId}`)).json!.data.status).toBe('open')
    // The API refuses it too, whoever calls it.
    const direct = await api('POST', `carts/${cart.cartId}/checkout`, {
      mainBooker: {
        firstName: 'A',
        lastName: 'B',
        email: 'zz@example.com',
        phonePrefix: '+44',
        phone: '7700 900123',
        country: 'ZZ',
        street: 'x',
        postcode: 'x',
        city: 'x',
      },
      participants: [
        { firstName: 'A', lastName: 'B', birthDate: '1980-01-01' },
        { firstName: 'C', lastName: 'B', birthDate: '1980-01-01' },
      ],
      acceptTerms: true,
    })
    expect(direct.status).toBe(400)
  })
})

test.describe('nothing cheap stalls the site (issue 16)', () => {
  test('a path of 1,990 segments is a quick 404; up to 32 segments reach the pages', async () => {
    const started = Date.now()
    for (let i = 0; i < 8; i++)
      expect((await rawRequest({ host: 'uk.localhost', path: `/${'a/'.repeat(1990)}` })).status).toBe(404)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(
      (await rawRequest({ host: 'uk.localhost', path: `/camping/${Array.from({ length: 31 }, () => 'a').join('/')}` }))
        .status,
    ).toBe(404)
    expect(
      (await rawRequest({ host: 'uk.localhost', path: `/camping/${Array.from({ length: 32 }, () => 'a').join('/')}` }))
        .status,
    ).toBe(404)
  })

  test('the public reaches the images of the embedded API, nothing else', async () => {
    const media = await rawRequest({ host: 'uk.localhost', path: '/api/twenty/media/areas/dordogne?w=289&h=173' })
    expect(media.status).toBe(200)
    for (const [method, path, body] of [
      [
        'POST',
        '/api/twenty/v2/default/couk/customer-portal/authenticate',
        JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
      ],
      ['POST', '/api/twenty/v2/default/couk/customer-portal/status', JSON.stringify({ email: DEMO_CUSTOMER.email })],
      ['GET', '/api/twenty/v2/default/couk/navigation/groups', undefined],
      ['GET', '/api/twenty/v2/default/couk/customer-portal/bookings/1', undefined],
    ] as const) {
      const answer = await rawRequest({
        host: 'uk.localhost',
        method,
        path,
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(answer.status, path).toBe(403)
    }
  })
})

test.describe('personal data stays with its owner (issue 16)', () => {
  test('checkout and confirmation pages are never stored', async () => {
    const cart = await newCart()
    for (const path of [
      `/booking/${cart.cartId}`,
      '/booking/AAAAAAAAAAAAAAAAAAAAAA',
      '/booking/confirmation/AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const answer = await rawRequest({ host: 'uk.localhost', path })
      expect(String(answer.headers['cache-control']), path).toMatch(/no-store/)
    }
    const booked = await rawRequest({
      host: 'uk.localhost',
      method: 'POST',
      path: `/booking/${cart.cartId}`,
      headers: form,
      body: checkoutForm(cart),
    })
    expect(booked.status).toBe(302)
    const confirmation = await rawRequest({ host: 'uk.localhost', path: `/booking/confirmation/${cart.cartId}` })
    expect(String(confirmation.headers['cache-control'])).toMatch(/no-store/)
  })

  test("a confirmation shows the booker's details to nobody but the browser that booked", async () => {
    const cart = await newCart()
    const email = `private-${Date.now()}@example.com`
    const booked = await rawRequest({
      host: 'uk.localhost',
      method: 'POST',
      path: `/booking/${cart.cartId}`,
      headers: form,
      body: checkoutForm(cart, { email, street: '221B Baker Street', phone: '7700 900777' }),
    })
    expect(booked.status).toBe(302)
    const cookies = (booked.headers['set-cookie'] as string[]).map((cookie) => cookie.split(';')[0]).join('; ')
    const path = `/booking/confirmation/${cart.cartId}`
    const own = (await rawRequest({ host: 'uk.localhost', path, headers: { cookie: cookies } })).body.toString()
    expect(own).toContain(email)
    const stranger = await rawRequest({ host: 'uk.localhost', path })
    expect(stranger.status).toBe(200)
    for (const secret of [email, 'Baker Street', '900777', 'Lovelace', 'Babbage'])
      expect(stranger.body.toString(), secret).not.toContain(secret)
    expect(stranger.body.toString()).toContain(`redirectTo=${encodeURIComponent(path)}`)
    // Another signed-in customer is a stranger too.
    const other = await signedInSessionCookie(await demoToken())
    const signedIn = (
      await rawRequest({ host: 'uk.localhost', path, headers: { cookie: `${other.name}=${other.value}` } })
    ).body.toString()
    expect(signedIn).not.toContain(email)
  })

  test("the signed-in owner sees their booking's confirmation from any browser", async () => {
    const camille = { email: 'camille.martin@example.com', password: DEMO_CUSTOMER.password }
    const cart = await newCart()
    const booked = await rawRequest({
      host: 'uk.localhost',
      method: 'POST',
      path: `/booking/${cart.cartId}`,
      headers: form,
      body: checkoutForm(cart, { email: camille.email, street: '12 rue des Lilas' }),
    })
    expect(booked.status).toBe(302)
    const path = `/booking/confirmation/${cart.cartId}`
    const owner = await signedInSessionCookie(await demoToken('default', camille))
    const page = (
      await rawRequest({ host: 'uk.localhost', path, headers: { cookie: `${owner.name}=${owner.value}` } })
    ).body.toString()
    expect(page).toContain(camille.email)
    expect(page).toContain('12 rue des Lilas')
  })

  test('absolute links never carry an unmapped Host', async () => {
    for (const host of ['evil.example', 'evil.example:3000', `127.0.0.1:${PORT}`]) {
      for (const path of ['/', '/camping/france', '/search-and-book', '/sitemap.xml', '/robots.txt']) {
        const answer = await rawRequest({ host, path })
        const text = answer.body.toString()
        expect(text, `${host}${path}`).not.toContain('evil.example')
        expect(text, `${host}${path}`).not.toContain('127.0.0.1')
        if (path === '/') expect(text).toMatch(/<link rel="canonical" href="http:\/\/uk\.localhost(:\d+)?\/"/)
      }
    }
  })
})

test.describe('ids and placeholders (issue 16)', () => {
  test('a booking is read by its canonical id only, and /my-bookings/abc is a 404', async () => {
    const token = await demoToken()
    const list = (await api('GET', 'customer-portal/bookings', undefined, { token })).json!.data.bookings as {
      bookingId: number
    }[]
    const id = list[0]!.bookingId
    expect((await api('GET', `customer-portal/bookings/${id}`, undefined, { token })).status).toBe(200)
    for (const variant of [`0${id}`, `${id}.0`, `0x${id.toString(16)}`])
      expect((await api('GET', `customer-portal/bookings/${variant}`, undefined, { token })).status, variant).toBe(404)
    const session = await signedInSessionCookie(token)
    const cookie = { cookie: `${session.name}=${session.value}` }
    expect((await rawRequest({ host: 'uk.localhost', path: '/profile/my-bookings/abc', headers: cookie })).status).toBe(
      404,
    )
    expect((await rawRequest({ host: 'uk.localhost', path: '/profile/my-bookings/01', headers: cookie })).status).toBe(
      404,
    )
    expect(
      (await rawRequest({ host: 'uk.localhost', path: `/profile/my-bookings/${id}`, headers: cookie })).status,
    ).toBe(200)
  })

  test('a booking-reference sign-in may read the account but not change it', async () => {
    const signIn = await api('POST', 'customer-portal/authenticate-booking', {
      email: DEMO_CUSTOMER.email,
      bookingRef: DEMO_CUSTOMER.bookingRef,
    })
    const token = signIn.json!.token as string
    expect((await api('GET', 'customer-portal/user', undefined, { token })).status).toBe(200)
    expect((await api('PUT', 'customer-portal', { firstName: 'Mallory', lastName: 'Walker' }, { token })).status).toBe(
      403,
    )
    expect((await api('GET', 'customer-portal/user', undefined, { token })).json!.data.firstName).toBe(
      DEMO_CUSTOMER.firstName,
    )
  })
})

/**
 * Every form's answer over its per-address limit says when to try again, with and without
 * JavaScript, in every brand and market: Remix sends an action's Retry-After only through the
 * route's `headers` (app/lib/route-headers.ts). A server of its own with a limit of one post per
 * form (E2E_PORT_BASE + 51), so the main server's limits stay untouched.
 */
test.describe("a form's 429 over its limit carries Retry-After", () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const port = PORT + 51
  let stop: (() => void) | undefined
  test.beforeAll(async () => {
    ;({ stop } = await startPageServer(port, {
      SIGN_IN_RATE_LIMIT: '1',
      NEWSLETTER_RATE_LIMIT: '1',
      CONTACT_RATE_LIMIT: '1',
      POST_RATE_LIMIT: '1000',
    }))
  })
  test.afterAll(() => stop?.())

  const hosts = Object.entries(BRANDS).flatMap(([brand, { markets }]) =>
    markets.map((market) => ({
      brand: brand as BrandId,
      market,
      host: brand === 'default' ? hostOf(market) : `${market}.${brand}.localhost`,
    })),
  )
  const forms = (
    market: MarketCode,
    brand: BrandId = 'default',
  ): { name: string; path: string; body: Record<string, string> }[] => {
    const language = MARKETS[market].language
    const link = { language }
    const email = `limit-${market}@example.com`
    return [
      { name: 'sign-in', path: href(link, 'login'), body: { intent: 'sign-in', email } },
      { name: 'newsletter', path: href(link, 'newsletter'), body: { email, redirectTo: '/' } },
      {
        name: 'contact',
        path: taggedPagePath(brand, language === 'en' ? 'contact' : TAGGED_PAGE_SLUGS.contact![language]),
        body: { name: 'Ada Lovelace', email, message: 'When does the pool open?' },
      },
    ]
  }
  const post = (host: string, path: string, body: Record<string, string>) =>
    rawRequest({ host, port, method: 'POST', path, headers: form, body: new URLSearchParams(body).toString() })

  test('sign-in, newsletter and contact, as a document post and as single fetch', async () => {
    // The one post each form allows this address.
    for (const { name, path, body } of forms('uk'))
      expect((await post(hostOf('uk'), path, body)).status, name).toBeLessThan(429)
    for (const { brand, market, host } of hosts) {
      for (const { name, path, body } of forms(market, brand)) {
        for (const url of [path, `${path}.data`]) {
          const answer = await post(host, url, body)
          const where = `${host} ${name} ${url}`
          expect(answer.status, where).toBe(429)
          const retryAfter = Number(answer.headers['retry-after'])
          expect(retryAfter, where).toBeGreaterThan(0)
          expect(retryAfter, where).toBeLessThanOrEqual(60)
          // Without JavaScript it is the form's page again, in the market's language.
          if (!url.endsWith('.data'))
            expect(answer.body.toString(), where).toContain(`lang="${MARKETS[market].languageTag}"`)
        }
      }
    }
  })
})
