import { expect, test } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { clientJavaScript, onDemandAssets } from '../scripts/client-javascript'
import { PORT, rawRequest } from './helpers'

/**
 * The home page's JavaScript budget (issue 6, decision 009): at most 100 KB of gzip, counted from
 * what the page loads in the production build. Sizes, unlike timings, are the same on every run.
 */
const BUDGET_BYTES = 100 * 1024

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
