import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { currencySign, marketUrl, message, ready } from './helpers'

/**
 * Search and book (SPEC sections 2-5): the GET form is the whole state, with and without
 * JavaScript. Prices are whole-stay totals in the market's currency.
 */

const search = (language: string, key: string) => message(language as never, key, 'search')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A translated sentence with `{{count}}` as any number. */
const counted = (text: string) => new RegExp(escape(text).replace(/\\\{\\\{count\\\}\\\}/g, '[\\d.,’\' ]+'))

/** A Saturday in July of next year, in the high season (whole weeks from Saturday). */
function julySaturday(): string {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 8))
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** "£1,234.50", "CHF 1’234.50", "1.234,50 €" -> 1234.5 (two digits after the last separator are cents). */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d.,’']/g, '')
  const match = /^(.*)[.,](\d{2})$/.exec(digits)
  const whole = (match ? match[1]! : digits).replace(/[^\d]/g, '')
  return Number(whole) + (match ? Number(match[2]) / 100 : 0)
}

async function shownPrices(page: Page): Promise<string[]> {
  return page.getByTestId('result-price').allInnerTexts()
}

const MARKETS_UNDER_TEST: MarketCode[] = ['uk', 'de-ch', 'it']

for (const code of MARKETS_UNDER_TEST) {
  const { language } = MARKETS[code]
  const path = href({ language }, 'searchAndBook')
  const sign = currencySign(code)

  test(`${code}: search, filter, sort by price and page through results (${path})`, async ({ page, javaScriptEnabled }) => {
    // Seven page loads in a row: more than the default budget on a busy two-core machine.
    test.slow()
    const response = await page.goto(marketUrl(code, path))
    expect(response?.status()).toBe(200)
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1, name: message(language, 'pages.searchAndBook.title') })).toBeVisible()

    // Search: France, a July week next year, 2 adults and a 4-year-old.
    const date = julySaturday()
    await page.getByLabel(search(language, 'form.country'), { exact: true }).selectOption('france')
    await page.getByLabel(search(language, 'form.date'), { exact: true }).fill(date)
    await page.getByLabel(search(language, 'form.duration'), { exact: true }).selectOption('7')
    await page.getByLabel(search(language, 'form.adults'), { exact: true }).selectOption('2')
    await page.getByLabel(search(language, 'form.child-age').replace('{{number}}', '1'), { exact: true }).selectOption('4')
    await page.getByRole('main').getByRole('button', { name: search(language, 'form.submit'), exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?.*country=france`))
    expect(new URL(page.url()).searchParams.get('date')).toBe(date)
    expect(new URL(page.url()).searchParams.getAll('children')).toEqual(['4'])
    await expect(page.getByRole('heading', { level: 2, name: counted(search(language, 'results.title_other')) })).toBeVisible()
    await expect(page.getByText(search(language, 'results.children_one').replace('{{count}}', '1')).first()).toBeVisible()
    const firstPrices = await shownPrices(page)
    expect(firstPrices.length).toBeGreaterThan(0)
    for (const price of firstPrices) expect(price).toContain(sign)
    await expect(page.getByText(search(language, 'results.includes-fees')).first()).toBeVisible()

    // Filter: swimming pool (an open filter) and 2 bedrooms.
    const filters = page.getByRole('region', { name: search(language, 'filters.title') })
    await filters.getByRole('group', { name: search(language, 'filters.popular') }).locator('input[value="192"]').check()
    await filters
      .getByRole('group', { name: search(language, 'filters.bedrooms'), exact: true })
      .getByRole('checkbox', { name: new RegExp(`^${escape(search(language, 'filters.bedroom-count_other').replace('{{count}}', '2'))}`) })
      .check()
    await filters.getByRole('button', { name: search(language, 'filters.apply') }).click()
    await expect(page).toHaveURL(/facilities=192/)
    expect(new URL(page.url()).searchParams.getAll('bedrooms')).toEqual(['2'])
    await expect(page.locator('input[name="facilities"][value="192"]')).toBeChecked()
    await expect(page.getByRole('heading', { level: 2, name: counted(search(language, 'results.title_other')) })).toBeVisible()

    // Sort by price, low to high: the shown totals ascend.
    await page.getByLabel(search(language, 'sort.label'), { exact: true }).selectOption('price-asc')
    await page.getByRole('button', { name: search(language, 'sort.submit'), exact: true }).click()
    await expect(page).toHaveURL(/sort=price-asc/)
    await expect(page.getByLabel(search(language, 'sort.label'), { exact: true })).toHaveValue('price-asc')
    // With JavaScript the URL changes a moment before the new results are on screen: wait for them.
    const ascending = (values: number[]) => values.length > 1 && values.every((value, i) => i === 0 || values[i - 1]! <= value)
    await expect.poll(async () => ascending((await shownPrices(page)).map(amountOf))).toBe(true)
    const sorted = await shownPrices(page)
    const amounts = sorted.map(amountOf)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    for (const price of sorted) expect(price).toContain(sign)

    // Page 2 keeps the search, filters and sort; every result there has a price.
    const pagination = page.getByRole('navigation', { name: search(language, 'results.pagination') })
    const pageTwo = pagination.getByRole('link', { name: message(language, 'pagination.page', 'ui').replace('{{page}}', '2'), exact: true })
    await pageTwo.click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pageTwo).toHaveAttribute('aria-current', 'page')
    const url = new URL(page.url())
    expect(url.searchParams.get('country')).toBe('france')
    expect(url.searchParams.get('sort')).toBe('price-asc')
    expect(url.searchParams.getAll('facilities')).toEqual(['192'])
    const results = page.getByRole('list', { name: search(language, 'results.list') }).locator(':scope > li')
    const count = await results.count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index++) {
      await expect(results.nth(index).getByTestId('result-price')).toContainText(sign)
    }
    const second = (await shownPrices(page)).map(amountOf)
    expect(second[0]).toBeGreaterThanOrEqual(amounts[amounts.length - 1]!)
  })
}

for (const code of ['uk', 'it'] as MarketCode[]) {
  const { language } = MARKETS[code]
  test(`${code}: a search without results shows the empty state`, async ({ page, javaScriptEnabled }) => {
    const path = href({ language }, 'searchAndBook')
    const response = await page.goto(marketUrl(code, `${path}?country=france&countries=atlantis`))
    expect(response?.status()).toBe(200)
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 3, name: search(language, 'empty.title') })).toBeVisible()
    await expect(page.getByText(search(language, 'empty.text'))).toBeVisible()
    await expect(page.getByTestId('result-price')).toHaveCount(0)
    await page.getByRole('link', { name: search(language, 'filters.clear') }).first().click()
    await expect(page).toHaveURL(marketUrl(code, `${path}?country=france`))
    await expect(page.getByTestId('result-price').first()).toContainText(currencySign(code))
  })
}

test('uk: a date the API cannot take shows a message, not an error page', async ({ page }) => {
  const response = await page.goto(marketUrl('uk', '/search-and-book?duration=40'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('alert')).toContainText(search('en', 'problem.invalid'))
})

for (const width of [1280, 390]) {
  test(`uk: the search page at ${width}px has no serious accessibility violations`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    await page.setViewportSize({ width, height: 900 })
    await page.goto(marketUrl('uk', `/search-and-book?country=france&date=${julySaturday()}&children=4&facilities=192`))
    await ready(page, true)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
  })
}
