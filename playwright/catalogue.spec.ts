import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { currencySign, marketUrl, message, ready } from './helpers'

/**
 * Browse (issue 8): from the Destinations menu to a country page, then down its area and town
 * tabs, each listing priced campsites in the market's currency, with and without JavaScript.
 */

const search = (language: string, key: string) => message(language as never, key, 'search')

async function expectPricedResults(page: Page, code: MarketCode): Promise<void> {
  const prices = page.getByTestId('result-price')
  await expect(prices.first()).toBeVisible()
  expect(await prices.count()).toBeGreaterThan(0)
  for (const text of await prices.allInnerTexts()) expect(text).toContain(currencySign(code))
}

/** The places tab of a listing page ("Regions", "Towns"). */
function placesTab(page: Page, language: string, tab: 'areas' | 'cities') {
  return page.getByRole('region', { name: search(language, `catalogue.${tab}`), exact: true })
}

for (const code of ['nl-be', 'de-ch'] as MarketCode[]) {
  const { language } = MARKETS[code]

  test(`${code}: Destinations menu -> country -> area tab -> town tab -> campsite, each with prices`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    await page.goto(marketUrl(code))
    await ready(page, javaScriptEnabled)
    await page
      .getByRole('navigation', { name: message(language, 'header.main-navigation') })
      .locator('summary', { hasText: message(language, 'header.destinations') })
      .click()
    await page
      .getByRole('link', { name: message(language, 'destinations.view-all-areas').replace('{{country}}', '') })
      .first()
      .click()
    await expect(page).toHaveURL(/\/[a-z-]+\/[a-z-]+$/)
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectPricedResults(page, code)
    const countryPath = new URL(page.url()).pathname

    // Page 2 of the country's campsites: the path stays, `page=2` joins the URL.
    const pagination = page.getByRole('navigation', { name: search(language, 'results.pagination') })
    await pagination
      .getByRole('link', { name: message(language, 'pagination.page', 'ui').replace('{{page}}', '2'), exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${countryPath}\\?page=2$`))
    await expectPricedResults(page, code)

    // An area tab, then a town tab.
    await placesTab(page, language, 'areas').getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`${countryPath}/[a-z-]+$`))
    await ready(page, javaScriptEnabled)
    const areaHeading = await page.getByRole('heading', { level: 1 }).innerText()
    await expectPricedResults(page, code)

    await placesTab(page, language, 'cities').getByRole('link').first().click()
    await expect(page).toHaveURL(/^[^?]*\/[a-z-]+\/[a-z-]+$/)
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(areaHeading)
    await expectPricedResults(page, code)
    // The breadcrumbs lead back up.
    await expect(page.getByRole('navigation', { name: message(language, 'breadcrumbs.label', 'ui') })).toBeVisible()

    // A campsite of the town: its accommodations, priced in the market's currency.
    const townPath = new URL(page.url()).pathname
    await page
      .getByRole('list', { name: search(language, 'results.list') })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link')
      .click()
    await expect(page).toHaveURL(/\/[a-z-]+\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+/)
    expect(new URL(page.url()).pathname).not.toBe(townPath)
    await ready(page, javaScriptEnabled)
    const offers = page.getByTestId('accommodation-price')
    await expect(offers.first()).toBeVisible()
    for (const text of await offers.allInnerTexts()) expect(text).toContain(currencySign(code))
  })
}

test('an unknown area or town is the 404 page', async ({ page }) => {
  const area = await page.goto(marketUrl('nl-be', '/camping/france/atlantis'))
  expect(area?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: message('nl', 'not-found.title', 'errors') })).toBeVisible()
  const town = await page.goto(marketUrl('de-ch', '/camping/nirgendwo'))
  expect(town?.status()).toBe(404)
})

test('a country page has no serious accessibility violations', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe runs as a script in the page')
  await page.goto(marketUrl('de-ch', '/camping/france'))
  await ready(page, javaScriptEnabled)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([])
})
