import { expect, test } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { clientJavaScript, onDemandAssets } from '../scripts/client-javascript'
import {
  BUDGET_MARKETS,
  PAGE_BUDGET_BYTES,
  pageVisits,
  pageWeight,
  startPageServer,
  type PageServer,
} from '../scripts/page-javascript'
import { PORT, rawRequest } from './helpers'

/**
 * The home page's JavaScript budget (issue 6, decision 009): at most 100 KB of gzip, counted from
 * what the page loads in the production build. Sizes, unlike timings, are the same on every run.
 */
const BUDGET_BYTES = PAGE_BUDGET_BYTES

for (const market of Object.keys(MARKETS) as MarketCode[]) {
  test(`${market}: the home page loads at most 100 KB of gzip JavaScript, without the error page, the signup form or the search form's code`, async () => {
    const response = await rawRequest({ host: `${market}.localhost:${PORT}` })
    expect(response.status).toBe(200)
    const { bytes, files } = clientJavaScript(response.body.toString('utf8'))
    expect(files.some((file) => /entry\.client/.test(file))).toBe(true)
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(BUDGET_BYTES)
    // Loaded on demand (decision 009).
    expect(files.filter((file) => /ErrorPage|NewsletterForm|HomeSearchForm|ArrivalCalendar/.test(file))).toEqual([])
  })
}

test('uk: the search page loads the map (Leaflet JavaScript and stylesheet) only when the map shows', async () => {
  const map = onDemandAssets('leaflet-map')
  // The map's chunk and its stylesheet exist in the build ...
  expect(map.files.some((file) => file.endsWith('.js'))).toBe(true)
  expect(map.files.some((file) => file.endsWith('.css'))).toBe(true)
  for (const path of ['/search-and-book?country=italy', '/search-and-book?country=italy&view=map']) {
    const response = await rawRequest({ host: `uk.localhost:${PORT}`, path })
    expect(response.status).toBe(200)
    const html = response.body.toString('utf8')
    const { files } = clientJavaScript(html)
    expect(
      files.some((file) => /search-and-book/.test(file)),
      path,
    ).toBe(true)
    // ... but neither is in the page: the map view imports them from an effect.
    for (const file of map.files) expect(html, path).not.toContain(file)
  }
})

/**
 * Issue 23: every kind of page (public, catalogue, checkout and confirmation, the portal and the
 * payment pages) loads at most 100 KB of gzip JavaScript, in a market with pounds and English and
 * one with euros and German, reached as a visitor would (scripts/page-javascript.ts). Its own
 * server and database (E2E_PORT_BASE + 50): the visits add a cart and a booking.
 */
test.describe('every page within the JavaScript budget', () => {
  // One server for the group: beforeAll runs once per worker, and two workers would start two on one port.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let page: { server: PageServer; stop: () => void } | undefined
  test.beforeAll(async () => {
    page = await startPageServer(PORT + 50)
  })
  test.afterAll(() => page?.stop())

  /** Code that waits for use (an island, decision 033, or a part shown on demand), by the page kind that must not load it. */
  const ON_DEMAND: Record<string, RegExp> = {
    'country page': /\/SiteSearch-|\/ArrivalCalendar-|\/leaflet/,
    'search, map view': /\/leaflet/,
    'campsite page': /\/CampsitePage-|\/ArrivalCalendar-/,
    checkout: /\/CheckoutPage-|\/schemas-/,
    login: /\/LoginSteps-/,
    'booking detail': /\/BookingDetail-/,
    'booking payment': /\/PaymentChoice-/,
  }

  for (const market of BUDGET_MARKETS) {
    test(`${market}: each kind of page loads at most 100 KB of gzip JavaScript, its islands' code on use`, async () => {
      const visits = await pageVisits(page!.server, market)
      expect(visits.length).toBeGreaterThan(20)
      for (const visit of visits) {
        const { status, bytes, files } = await pageWeight(page!.server, market, visit)
        expect.soft(status, visit.kind).toBe(visit.status)
        expect
          .soft(
            files.some((file) => /entry\.client/.test(file)),
            visit.kind,
          )
          .toBe(true)
        expect.soft(bytes, `${visit.kind} (${visit.path}): ${files.join(', ')}`).toBeLessThanOrEqual(PAGE_BUDGET_BYTES)
        const later = ON_DEMAND[visit.kind]
        if (later)
          expect
            .soft(
              files.filter((file) => later.test(file)),
              visit.kind,
            )
            .toEqual([])
      }
    })
  }
})
