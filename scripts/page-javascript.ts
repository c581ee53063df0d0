/**
 * The JavaScript every kind of page loads on its first visit (issue 23, docs/decisions/033), as
 * gzip -9 of the built files its HTML names (scripts/client-javascript.ts). Shared by the budget
 * test (playwright/budget.http.spec.ts) and, run by itself, prints a table against a production
 * build of this checkout:
 *
 *   npm run build && tsx scripts/page-javascript.ts [market ...] [--files]
 *
 * It starts `node build/server.js` on PAGE_JS_PORT (default 3870) with a fresh database of its own,
 * reaches every page as a visitor would (a cart for the checkout, a guest booking for its
 * confirmation, a demo customer's session for the portal, an amount chosen for the payment
 * options) and prints, per page, the kilobytes and the files; `--files` lists the files with
 * their sizes.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { createCookie } from '@remix-run/node'
import { internalApiKey } from '~/lib/internal-api.server'
import { seal, sealingKeys } from '~/lib/sealed-cookie.server'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import {
  cartResponseSchema,
  cataloguePathsResponseSchema,
  checkoutResponseSchema,
  customerBookingsResponseSchema,
  portalTokenResponseSchema,
  searchAccommodationsResponseSchema,
  themesResponseSchema,
  TWENTY_INTERNAL_HEADER,
} from '../twenty/contract'
import { clientJavaScript } from './client-javascript'

/** Issue 23: at most this much gzip JavaScript on any page's first load. */
export const PAGE_BUDGET_BYTES = 100 * 1024

/** A production server of this build: its port and session secret (the internal API key derives from it). */
export interface PageServer {
  port: number
  secret: string
}

/** One page of a kind, as a visitor reaches it: its path and the session it needs. */
export interface PageVisit {
  kind: string
  path: string
  /** The status the page answers with (the not-found page is a 404). */
  status: number
  cookie?: string
}

/** A market's demo customer with a password (README, "Demo accounts"), and which of their bookings is still to pay. */
const DEMO_CUSTOMERS: Partial<Record<MarketCode, { email: string; password: string }>> = {
  uk: { email: 'emma.walker@example.com', password: 'summer-by-the-lake' },
  fr: { email: 'camille.martin@example.com', password: 'summer-by-the-lake' },
  'de-at': { email: 'jonas.gruber@example.com', password: 'summer-by-the-lake' },
}

/** The markets a budget is checked in by default: English with pounds, German with euros (a different build of every string). */
export const BUDGET_MARKETS: readonly MarketCode[] = ['uk', 'de-at']

const BRAND = 'default'

/** A request to the server as the market's host, without following redirects. */
export function requestPage(
  server: PageServer,
  market: MarketCode,
  path: string,
  options: { cookie?: string; method?: string; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const host = `${market}.localhost:${server.port}`
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: options.method ?? 'GET',
        path,
        headers: {
          host,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.body === undefined
            ? {}
            : { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` }),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    request.on('error', reject)
    if (options.body !== undefined) request.write(options.body)
    request.end()
  })
}

/** A call to the embedded API as the storefront makes it (its internal key, decision 014). */
async function api(
  server: PageServer,
  market: MarketCode,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(
    `http://127.0.0.1:${server.port}/api/twenty/v2/${BRAND}/${MARKETS[market].apiLocale}/${path}`,
    {
      method,
      headers: {
        'Content-Type': 'application/json',
        [TWENTY_INTERNAL_HEADER]: internalApiKey([server.secret]),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  )
  return { status: response.status, json: (await response.json()) as unknown }
}

/** The `Cookie` header of a session sealed as the server seals its own (decision 015). */
async function sessionCookie(server: PageServer, data: Record<string, unknown>): Promise<string> {
  const name = '__Host-session'
  const cookie = createCookie(name, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' })
  const header = await cookie.serialize(seal(data, sealingKeys([server.secret]), name))
  return header.split(';')[0]!
}

/** A compare cookie holding campsite ids, signed as the server signs it (issue 24). */
async function compareCookie(server: PageServer, siteIds: number[]): Promise<string> {
  const cookie = createCookie('__Host-compare', {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    secrets: [server.secret],
  })
  return (await cookie.serialize(siteIds)).split(';')[0]!
}

/** The session cookie a response sets, in place of the one sent. */
function renewedCookie(headers: http.IncomingHttpHeaders, before: string): string {
  const session = (headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('__Host-session='))
  return session ? session.split(';')[0]! : before
}

/** A Saturday in July of next year: high season, whole weeks, bookable in every seeded campsite. */
function julySaturday(): string {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 8))
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** Two carts of the cheapest bookable units: one to open at the checkout, one booked by a guest for its confirmation. */
async function carts(server: PageServer, market: MarketCode): Promise<{ open: string; booked: string }> {
  const date = julySaturday()
  const persons = { adults: 2, children: [] }
  const found = await api(server, market, 'POST', 'search/accommodations', {
    parameters: { date, duration: 7, persons },
    meta: { limit: 20, orderBy: 'price', order: 'asc' },
  })
  const cartIds: string[] = []
  for (const unit of searchAccommodationsResponseSchema.parse(found.json).data.accommodations) {
    const cart = await api(server, market, 'POST', 'carts', {
      site: unit.site.slug,
      accommodationId: unit.id,
      date,
      duration: 7,
      persons,
    })
    if (cart.status === 201) cartIds.push(cartResponseSchema.parse(cart.json).data.cartId)
    if (cartIds.length < 2) continue
    const [open, booked] = cartIds as [string, string]
    const checkout = await api(server, market, 'POST', `carts/${booked}/checkout`, {
      paymentKind: 'full',
      mainBooker: {
        firstName: 'Page',
        lastName: 'Weight',
        // A guest of its own each time: no demo customer's bookings change.
        email: `page-javascript-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        phonePrefix: '+44',
        phone: '7700 900123',
        country: 'GB',
        street: '1 High Street',
        postcode: 'SW1A 1AA',
        city: 'London',
      },
      participants: [
        { firstName: 'Page', lastName: 'Weight', birthDate: '1984-05-12' },
        { firstName: 'Kilo', lastName: 'Byte', birthDate: '1986-09-30' },
      ],
      acceptTerms: true,
    })
    if (checkout.status !== 201)
      throw new Error(`checkout failed: HTTP ${checkout.status} ${JSON.stringify(checkout.json)}`)
    checkoutResponseSchema.parse(checkout.json)
    return { open, booked }
  }
  throw new Error(`no two bookable units on ${date}`)
}

/**
 * Every kind of page of a market, reachable: the storefront's pages, each kind of catalogue page,
 * the checkout and its confirmation, the portal's pages and the payment pages. The portal's need
 * the market's demo customer (DEMO_CUSTOMERS); other markets get the public pages only.
 */
export async function pageVisits(server: PageServer, market: MarketCode): Promise<PageVisit[]> {
  const link = { language: MARKETS[market].language }
  const page = (kind: string, path: string, cookie?: string, status = 200): PageVisit => ({
    kind,
    path,
    status,
    cookie,
  })
  const paths = cataloguePathsResponseSchema.parse((await api(server, market, 'GET', 'catalogue/paths')).json).data
  const themes = themesResponseSchema.parse((await api(server, market, 'GET', 'themes')).json).data.themes
  const country = paths.countries.find((path) => path.endsWith('/france')) ?? paths.countries[0]!
  const area = paths.areas.find((path) => path.startsWith(`${country}/`)) ?? paths.areas[0]!
  const site = paths.sites.find((path) => path.startsWith(`${area}/`)) ?? paths.sites[0]!
  const countrySlug = country.split('/')[1]!
  const { open, booked } = await carts(server, market)
  const guest = await sessionCookie(server, { booked: [{ cartId: booked, at: Date.now() }] })
  const tagged = paths.taggedPages.find((path) => !/contact|kontakt/.test(path)) ?? paths.taggedPages[0]!
  // The contact page answers at its English key too and redirects to the language's slug.
  const contact = (await requestPage(server, market, '/contact')).headers.location ?? '/contact'
  const visits = [
    page('home', '/'),
    page('search and book', href(link, 'searchAndBook')),
    page('search, a country', href(link, 'searchAndBook', undefined, { country: countrySlug })),
    page('search, map view', href(link, 'searchAndBook', undefined, { country: countrySlug, view: 'map' })),
    page('search, free text', href(link, 'search', undefined, { query: 'lake' })),
    page('free search', href(link, 'freeSearch', undefined, { query: 'lake' })),
    page('funnel page', `/${paths.funnels[0]!}`),
    page('country page', `/${country}`),
    page('area page', `/${area}`),
    page('city page', `/${paths.cities[0]!}`),
    page('campsite page', `/${site}`),
    page('campsite page, a stay', `/${site}?date=${julySaturday()}&duration=7&adults=2`),
    page('tagged page', `/${tagged}`),
    page('contact page', new URL(contact, 'http://x').pathname),
    page('travel inspiration', href(link, 'travelInspiration')),
    page('theme page', href(link, 'theme', { slug: themes[0]!.slug })),
    page('newsletter', href(link, 'newsletter')),
    page('cookie settings', href(link, 'cookieSettings')),
    page('login', href(link, 'login')),
    page('not found', '/no-such-page-at-all', undefined, 404),
    page('compare, empty', href(link, 'compare')),
    // The first seeded campsites, side by side for a stay (unknown ids would simply be left out).
    page(
      'compare, three campsites',
      `${href(link, 'compare')}?date=${julySaturday()}&duration=7&adults=2`,
      await compareCookie(server, [1, 2, 3]),
    ),
    page('checkout', href(link, 'checkout', { cartId: open })),
    page('booking confirmation', href(link, 'bookingConfirmation', { cartId: booked }), guest),
  ]
  const customer = DEMO_CUSTOMERS[market]
  if (!customer) return visits
  const signIn = await api(server, market, 'POST', 'customer-portal/authenticate', customer)
  const { token } = portalTokenResponseSchema.parse(signIn.json)
  const signedIn = await sessionCookie(server, { token, loginType: 'email' })
  const bookings = customerBookingsResponseSchema.parse(
    (await api(server, market, 'GET', 'customer-portal/bookings', undefined, token)).json,
  ).data.bookings
  const toPay = bookings.find((booking) => booking.paymentRates.some((rate) => rate.status === 'pending'))
  if (!toPay) throw new Error(`${customer.email} has no booking left to pay`)
  const bookingId = toPay.bookingId
  // The options page needs an amount chosen on the payment page first (a form post, kept in the session).
  const paymentPath = href(link, 'bookingPayment', { bookingId })
  const chosen = await requestPage(server, market, paymentPath, {
    method: 'POST',
    cookie: signedIn,
    body: 'choice=full',
  })
  if (chosen.status !== 302 && chosen.status !== 303) throw new Error(`choosing an amount: HTTP ${chosen.status}`)
  const withAmount = renewedCookie(chosen.headers, signedIn)
  return [
    ...visits,
    page('profile', href(link, 'profile'), signedIn),
    page('personal details', href(link, 'profileDetails'), signedIn),
    page('favourites', href(link, 'profileFavourites'), signedIn),
    page('my bookings', href(link, 'myBookings'), signedIn),
    page('booking detail', href(link, 'bookingDetail', { bookingId }), signedIn),
    page('booking participants', href(link, 'bookingParticipants', { bookingId }), signedIn),
    page('booking extras', href(link, 'bookingExtras', { bookingId }), signedIn),
    page('booking payment', paymentPath, withAmount),
    page('payment options', href(link, 'bookingPaymentOptions', { bookingId }), withAmount),
  ]
}

export interface PageWeight {
  status: number
  bytes: number
  files: string[]
}

/** The page's first-load JavaScript, as gzip -9 of the built files it names. */
export async function pageWeight(
  server: PageServer,
  market: MarketCode,
  visit: PageVisit,
  buildDir = 'build/client',
): Promise<PageWeight> {
  const response = await requestPage(server, market, visit.path, { cookie: visit.cookie })
  return { status: response.status, ...clientJavaScript(response.body, buildDir) }
}

/** gzip -9 of one built file, in bytes. */
export function fileBytes(file: string, buildDir = 'build/client'): number {
  return gzipSync(readFileSync(`${buildDir}${file}`), { level: 9 }).length
}

async function waitForServer(server: PageServer, deadline = Date.now() + 60_000): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/readyz`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * A production server of this build on `port`, with a fresh database of its own (the pages'
 * visits add a cart and a booking): for the table below, the budget test and tests that need
 * settings of their own (`env`, e.g. low form limits).
 */
export async function startPageServer(
  port: number,
  env: Record<string, string> = {},
): Promise<{ server: PageServer; stop: () => void }> {
  const server: PageServer = { port, secret: 'page-javascript' }
  const dataDir = mkdtempSync(join(tmpdir(), 'page-javascript-'))
  const child = spawn('node', ['build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(server.port),
      WEB_CONCURRENCY: '1',
      SESSION_SECRET: server.secret,
      DATABASE_PATH: join(dataDir, 'pages.sqlite'),
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForServer(server)
  } catch (error) {
    stop()
    throw error
  }
  return { server, stop }
}

async function main() {
  const args = process.argv.slice(2)
  const listFiles = args.includes('--files')
  const markets = args.filter((arg) => !arg.startsWith('--')) as MarketCode[]
  for (const market of markets) if (!(market in MARKETS)) throw new Error(`unknown market ${market}`)
  const { server, stop } = await startPageServer(Number(process.env.PAGE_JS_PORT ?? 3870))
  try {
    for (const market of markets.length ? markets : BUDGET_MARKETS) {
      console.log(`\n${market}: first-load JavaScript per page (gzip -9; budget ${PAGE_BUDGET_BYTES / 1024} KB)`)
      for (const visit of await pageVisits(server, market)) {
        const { status, bytes, files } = await pageWeight(server, market, visit)
        const mark = status !== visit.status ? ` HTTP ${status}!` : bytes > PAGE_BUDGET_BYTES ? '  over budget' : ''
        console.log(
          `${visit.kind.padEnd(24)}${(bytes / 1024).toFixed(1).padStart(7)} KB in ${files.length} files${mark}`,
        )
        if (listFiles)
          for (const file of files)
            console.log(`${''.padEnd(28)}${(fileBytes(file) / 1024).toFixed(1).padStart(5)}  ${file}`)
      }
    }
  } finally {
    stop()
  }
}

// Run by itself (not imported by the budget test).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
