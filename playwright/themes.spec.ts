import { expect, test } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { currencySign, marketUrl, message, ready } from './helpers'

/** Travel inspiration (issue 8): the themes, and a theme's campsites priced in the market currency. */

for (const code of ['de-ch', 'nl-be'] as MarketCode[]) {
  const { language } = MARKETS[code]
  test(`${code}: from the themes to a theme's priced campsites`, async ({ page, javaScriptEnabled }) => {
    await page.goto(marketUrl(code, href({ language }, 'travelInspiration')))
    await ready(page, javaScriptEnabled)
    await expect(
      page.getByRole('heading', { level: 1, name: message(language, 'pages.travelInspiration.title') }),
    ).toBeVisible()
    const themes = page.getByRole('main').locator(`a[href^="${href({ language }, 'travelInspiration')}/"]`)
    expect(await themes.count()).toBeGreaterThanOrEqual(6)
    const name = (await themes.first().locator('span span').first().innerText()).trim()
    await themes.first().click()
    await expect(page).toHaveURL(new RegExp(`${href({ language }, 'travelInspiration')}/[a-z-]+$`))
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const prices = page.getByTestId('result-price')
    await expect(prices.first()).toBeVisible()
    for (const price of await prices.allInnerTexts()) expect(price).toContain(currencySign(code))
  })
}

test('an unknown theme is the 404 page', async ({ page }) => {
  const response = await page.goto(marketUrl('uk', '/travel-inspiration/on-the-moon'))
  expect(response?.status()).toBe(404)
})
