import { expect, test } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { clientJavaScript } from '../scripts/client-javascript'
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
