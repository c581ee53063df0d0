import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { MARKETS, type Language, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { brandUrl, currencySign, marketMessage, marketUrl, message, ready, saturdayNextYear } from './helpers'

/**
 * Compare side by side (issue 24, decision 036), with and without JavaScript: a visitor adds three
 * campsites from the results, a fourth is refused with the reason, the compare page shows three
 * columns with their totals, and "book" in a column reaches the checkout with that campsite, unit
 * and price. The campsite page's toggle works by keyboard; the page is priced in the market's
 * currency (GBP, CHF), in another brand too; axe finds nothing serious at phone and desktop width.
 */

/** The compare namespace's copy as a market shows it (de-CH writes "ss" for "ß"), with its values. */
const cmp = (market: MarketCode, key: string, values: Record<string, string | number> = {}) =>
  marketMessage(market, key, 'compare').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
const countLink = (market: MarketCode, count: number) => cmp(market, 'toggle.link_other', { count })

/** A column header: the campsite's name, then its remove button. */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** A Saturday in July of next year (high season: whole weeks from Saturday). */
const julySaturday = () => saturdayNextYear(7, 8)

/** Parses "£1,234.56", "1 234,56 €" or "CHF 1’234.56" into a number. */
function amount(text: string): number {
  const digits = text.replace(/[^\d,.]/g, '')
  return Number(/,\d{2}$/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''))
}

/** The toggle of a campsite by its accessible name: "Compare X" until chosen, "Stop comparing X" after. */
const toggle = (page: Page, market: MarketCode, name: string, chosen: boolean) =>
  page.getByRole('button', { name: cmp(market, chosen ? 'toggle.remove' : 'toggle.add', { name }), exact: true })

/** Presses a toggle: with JavaScript the fetcher's answer is awaited, without it the page comes back. */
async function press(page: Page, button: Locator, js: boolean | undefined) {
  if (!js) return button.click()
  // The fetcher's post (`/compare-toggle.data?…` with single fetch).
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/compare-toggle') && response.request().method() === 'POST',
  )
  await button.click()
  await answered
}

/** The priced campsites of an area's results (price order): their names, in the order listed. */
async function pricedResults(page: Page, language: Language): Promise<string[]> {
  const results = page.getByRole('list', { name: message(language, 'results.list', 'search') })
  const cards = results.locator('article').filter({ has: page.getByTestId('result-price') })
  await expect(cards.first()).toBeVisible()
  return (await cards.getByRole('heading', { level: 3 }).allInnerTexts()).map((name) => name.trim())
}

for (const market of ['de-at', 'fr'] as MarketCode[]) {
  const { language } = MARKETS[market]
  test(`${market}: three campsites from the results side by side, a fourth refused, booked from the compare page`, async ({
    page,
    javaScriptEnabled: js,
  }) => {
    test.slow()
    const date = julySaturday()
    await page.goto(marketUrl(market, `/camping/france?date=${date}&duration=7&adults=2&sort=price-asc`))
    await ready(page, js)
    const names = await pricedResults(page, language)
    expect(names.length).toBeGreaterThanOrEqual(4)
    const [first, second, third, fourth] = names as [string, string, string, string]

    for (const [index, name] of [first, second, third].entries()) {
      await press(page, toggle(page, market, name, false), js)
      await expect(toggle(page, market, name, true)).toHaveAttribute('aria-pressed', 'true')
      if (!js) {
        // Back on the same results, at the toggle, with the toast.
        await expect(page).toHaveURL(/#compare-\d+$/)
        await expect(page.getByText(cmp(market, 'toggle.added'))).toBeVisible()
      }
      await expect(page.getByRole('link', { name: countLink(market, index + 1) }).first()).toBeVisible()
    }

    // The fourth is refused and says why; the toggle stays unpressed and the list stays three.
    await press(page, toggle(page, market, fourth, false), js)
    await expect(page.getByText(cmp(market, 'toggle.full')).first()).toBeVisible()
    await expect(toggle(page, market, fourth, false)).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('link', { name: countLink(market, 3) }).first()).toBeVisible()

    await page
      .getByRole('link', { name: countLink(market, 3) })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${href({ language }, 'compare')}$`))
    await ready(page, js)
    await expect(page.getByRole('heading', { level: 1, name: cmp(market, 'page.title') })).toBeVisible()
    const table = page.getByRole('table', { name: cmp(market, 'table.caption_other', { count: 3 }) })
    // A column per campsite in the order chosen, under row headers.
    await expect(table.getByRole('columnheader')).toHaveText([first, second, third].map(startsWith))
    await expect(table.getByRole('rowheader', { name: cmp(market, 'rows.total'), exact: true })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: cmp(market, 'rows.dogs'), exact: true })).toBeVisible()
    // What lies near each, measured: a distance in metres or kilometres in every column.
    const distances = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: cmp(market, 'rows.distances'), exact: true }),
    })
    await expect(distances.getByRole('cell')).toHaveCount(3)
    for (const cell of await distances.getByRole('cell').all()) await expect(cell).toHaveText(/\d k?m /)
    // Priced for the search's stay: the results' date and party.
    await expect(page.getByTestId('compare-stay')).toContainText(cmp(market, 'stay.adults_other', { count: 2 }))
    const totals = table.getByTestId('compare-total')
    await expect(totals).toHaveCount(3)
    for (const total of await totals.all()) await expect(total).toContainText(currencySign(market))

    // Book the second column's cheapest unit: the checkout has that campsite, unit and price.
    const offered = amount(await totals.nth(1).locator('span').first().innerText())
    const unit = (await table.getByTestId('compare-unit').nth(1).innerText()).trim()
    await table.getByRole('button', { name: cmp(market, 'cells.book-label', { unit, name: second }) }).click()
    await expect(page).toHaveURL(/\/[a-z]+\/[A-Za-z0-9_-]{22}$/)
    await ready(page, js)
    const summary = page.getByTestId('stay-summary')
    await expect(summary).toContainText(second)
    await expect(summary).toContainText(unit)
    expect(amount(await summary.getByTestId('total').innerText())).toBe(offered)
  })
}

test('the campsite page toggle works by keyboard; remove and the empty state; uk in pounds', async ({
  page,
  javaScriptEnabled: js,
}) => {
  const market: MarketCode = 'uk'
  await page.goto(marketUrl(market, `/camping/france?duration=7&adults=2&sort=price-asc`))
  await ready(page, js)
  const [name] = await pricedResults(page, 'en')
  const results = page.getByRole('list', { name: message('en', 'results.list', 'search') })
  await results.getByRole('link', { name: name!, exact: true }).click()
  // The campsite page itself: the results list has a toggle of the same name until it is gone.
  await expect(page.getByRole('heading', { level: 1, name: name!, exact: true })).toBeVisible()
  await expect(results).toHaveCount(0)
  await ready(page, js)
  const button = toggle(page, market, name!, false)
  await button.focus()
  if (js) {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/compare-toggle'))
    await page.keyboard.press('Enter')
    await answered
  } else await page.keyboard.press('Enter')
  await expect(toggle(page, market, name!, true)).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('link', { name: countLink(market, 1) }).click()
  await ready(page, js)
  const table = page.getByRole('table', { name: cmp(market, 'table.caption_one', { count: 1 }) })
  await expect(table.getByRole('columnheader')).toHaveText([startsWith(name!)])
  await expect(table.getByTestId('compare-total')).toContainText('£')

  await table.getByRole('button', { name: cmp(market, 'table.remove', { name: name! }) }).click()
  await expect(page.getByText(cmp(market, 'toggle.removed')).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: cmp(market, 'empty.title') })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
})

for (const { label, url, market, sign } of [
  {
    label: 'de-ch (Swiss francs, "ss")',
    url: (path: string) => marketUrl('de-ch', path),
    market: 'de-ch',
    sign: 'CHF',
  },
  { label: 'luxcamp on nl', url: (path: string) => brandUrl('luxcamp', 'nl', path), market: 'nl', sign: '€' },
] as const) {
  test(`${label}: compared campsites are priced in the market's currency`, async ({ page, javaScriptEnabled: js }) => {
    const { language } = MARKETS[market]
    await page.goto(url(`/camping/france?duration=7&adults=2&sort=price-asc`))
    await ready(page, js)
    const [a, b] = (await pricedResults(page, language)) as [string, string]
    await press(page, toggle(page, market, a, false), js)
    await expect(toggle(page, market, a, true)).toBeVisible()
    await press(page, toggle(page, market, b, false), js)
    await expect(toggle(page, market, b, true)).toBeVisible()
    await page.goto(url(href({ language }, 'compare')))
    await ready(page, js)
    // The intro's "gemäß" is "gemäss" in Switzerland.
    await expect(page.getByText(cmp(market, 'page.intro'))).toBeVisible()
    const totals = page.getByTestId('compare-total')
    await expect(totals).toHaveCount(2)
    for (const total of await totals.all()) await expect(total).toContainText(sign)
  })
}

for (const width of [390, 1280]) {
  test(`the compare page at ${width}px has no serious accessibility violations, empty and with three`, async ({
    page,
    javaScriptEnabled: js,
  }) => {
    test.skip(!js, 'axe needs JavaScript in the page')
    await page.setViewportSize({ width, height: 900 })
    const axe = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        )
    const compare = marketUrl('fr', href({ language: 'fr' }, 'compare'))
    await page.goto(compare)
    await ready(page, true)
    await expect(page.getByRole('heading', { level: 2, name: cmp('fr', 'empty.title') })).toBeVisible()
    expect(await axe()).toEqual([])

    await page.goto(marketUrl('fr', `/camping/france?date=${julySaturday()}&duration=7&adults=2&sort=price-asc`))
    await ready(page, true)
    for (const name of (await pricedResults(page, 'fr')).slice(0, 3))
      await press(page, toggle(page, 'fr', name, false), true)
    await page.goto(compare)
    await ready(page, true)
    await expect(page.getByTestId('compare-total')).toHaveCount(3)
    expect(await axe()).toEqual([])
    if (width === 390) {
      // One campsite per swipe, the row names kept in view: the region scrolls sideways.
      // The page itself never scrolls sideways: only the table's region does.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const region = page.getByRole('region', { name: cmp('fr', 'table.caption_other', { count: 3 }) })
      expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true)
      const label = page.getByRole('rowheader', { name: cmp('fr', 'rows.total'), exact: true })
      await label.scrollIntoViewIfNeeded()
      await region.evaluate((node) => node.scrollBy({ left: 400 }))
      await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0)
      // The label has not moved with the campsites: it still starts at the region's left edge.
      const [labelBox, regionBox] = [await label.boundingBox(), await region.boundingBox()]
      expect(Math.abs(labelBox!.x - regionBox!.x)).toBeLessThan(3)
    }
    await page.evaluate(() =>
      document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')),
    )
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))
    await page.screenshot({ path: test.info().outputPath(`compare-${width}.png`), fullPage: true })
  })
}
