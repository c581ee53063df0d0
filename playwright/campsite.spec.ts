import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { currencySign, marketUrl, message, ready, saturdayNextYear } from './helpers'

/**
 * The campsite page (issue 8): from a country's results to a campsite, its reviews sorted and
 * filtered in the URL, prices that follow the party, and the `?accommodation=` query action.
 */

const site = (language: string, key: string) => message(language as never, key, 'site')
const search = (language: string, key: string) => message(language as never, key, 'search')

/** A Saturday in July of next year. */
const julySaturday = () => saturdayNextYear(7, 8)

/** The first result of the listed campsites that is bookable for the searched stay (it shows a price). */
function bookableResult(page: Page, language: string) {
  return page
    .getByRole('list', { name: search(language, 'results.list') })
    .getByRole('listitem')
    .filter({ has: page.getByTestId('result-price') })
    .first()
}

/** Each listed accommodation's total, by its id. */
async function prices(page: Page): Promise<Map<string, string>> {
  // Without JavaScript the new URL is there while the page is still streaming in: read whole offers.
  await page.waitForLoadState('load')
  const offers = page.locator('article[id^="accommodation-"]')
  const entries = await offers.evaluateAll((nodes) =>
    nodes.map(
      (node) =>
        [node.id, node.querySelector('[data-testid="accommodation-price"]')?.textContent ?? ''] as [string, string],
    ),
  )
  return new Map(entries)
}

for (const code of ['nl-be', 'de-ch'] as MarketCode[]) {
  const { language } = MARKETS[code]

  test(`${code}: a campsite's reviews newest first for young families, and prices that follow the party`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    const date = julySaturday()
    await page.goto(marketUrl(code, `/camping/france/dordogne?date=${date}&sort=review-desc`))
    await ready(page, javaScriptEnabled)
    // A campsite with something free that week (its result shows a price): which one depends on
    // the day the tests run, since the seed's bookings follow today's date.
    await bookableResult(page, language).getByRole('heading', { level: 3 }).getByRole('link').click()
    await expect(page).toHaveURL(/\/camping\/france\/dordogne\/[a-z0-9-]+/)
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // Prices for two adults, then for two adults and a 4-year-old: every one changes.
    await expect(page.locator('article[id^="accommodation-"]').first()).toBeVisible()
    const forTwo = await prices(page)
    expect(forTwo.size).toBeGreaterThan(0)
    for (const price of forTwo.values()) expect(price).toContain(currencySign(code))
    const form = page.locator('#accommodations form')
    await form.getByLabel(search(language, 'form.adults'), { exact: true }).selectOption('2')
    await form
      .getByLabel(search(language, 'form.child-age').replace('{{number}}', '1'), { exact: true })
      .selectOption('4')
    await form.getByRole('button', { name: site(language, 'stay.submit') }).click()
    await expect(page).toHaveURL(/children=4/)
    // Units too small for three are left out; every other one costs more (a child pays tourist tax).
    await expect(page.getByTestId('stay-summary')).toContainText(
      search(language, 'results.children_one').replace('{{count}}', '1'),
    )
    const forFamily = await prices(page)
    expect(forFamily.size).toBeGreaterThan(0)
    for (const [id, price] of forFamily) {
      expect(price).toContain(currencySign(code))
      if (forTwo.has(id)) expect(price).not.toBe(forTwo.get(id))
    }

    // Reviews: the tab, newest first, then families whose youngest child is under 6.
    await page
      .getByRole('navigation', { name: site(language, 'tabs.label') })
      .getByRole('link', { name: new RegExp(site(language, 'tabs.reviews')) })
      .click()
    await expect(page).toHaveURL(/tab=reviews/)
    await page.getByLabel(site(language, 'reviews.order'), { exact: true }).selectOption('newest-oldest')
    if (!javaScriptEnabled)
      await page.getByRole('button', { name: site(language, 'reviews.sort'), exact: true }).click()
    await expect(page).toHaveURL(/order=newest-oldest/)
    const groupName = site(language, 'reviews.group.family-with-youngest-child-lower-6-years')
    await page
      .getByRole('navigation', { name: site(language, 'reviews.groups') })
      .getByRole('link', { name: new RegExp(`^${groupName}`) })
      .click()
    await expect(page).toHaveURL(/group=family-with-youngest-child-lower-6-years/)
    await expect(page).toHaveURL(/order=newest-oldest/)
    await expect(page).toHaveURL(/children=4/)
    const dates = await page
      .getByTestId('review-date')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))
    expect(dates).toEqual([...dates].sort().reverse())
    for (const text of await page.getByTestId('review').allInnerTexts()) expect(text).toContain(groupName)
  })

  test(`${code}: ?accommodation= highlights that accommodation`, async ({ page, javaScriptEnabled }) => {
    const date = julySaturday()
    await page.goto(marketUrl(code, `/camping/france/dordogne?date=${date}`))
    await ready(page, javaScriptEnabled)
    const href = await bookableResult(page, language)
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .getAttribute('href')
    await page.goto(marketUrl(code, `${href}?date=${date}`))
    await expect(page.locator('article[id^="accommodation-"]').first()).toBeVisible()
    // A unit's facts name only what it has: a pitch has no "0 bedrooms", in any language.
    const facts = await page.locator('article[id^="accommodation-"] ul li').allInnerTexts()
    expect(facts.length).toBeGreaterThan(0)
    expect(facts.filter((fact) => /^0\s/.test(fact))).toEqual([])
    const last = page.locator('article[id^="accommodation-"]').last()
    const id = (await last.getAttribute('id'))!.replace('accommodation-', '')
    await page.goto(marketUrl(code, `${href}?date=${date}&accommodation=${id}`))
    await ready(page, javaScriptEnabled)
    const chosen = page.locator(`#accommodation-${id}`)
    await expect(chosen).toHaveAttribute('aria-current', 'true')
    await expect(chosen).toContainText(site(language, 'offer.highlighted'))
    // With JavaScript the page scrolls there; without it, the link at the top does.
    if (!javaScriptEnabled)
      await page.getByRole('link', { name: await chosen.getByRole('heading').innerText(), exact: true }).click()
    await expect(chosen).toBeInViewport()
    await expect(page.locator('article[aria-current="true"]')).toHaveCount(1)

    // The campsite is now among the recently viewed on the home page.
    const name = await page.getByRole('heading', { level: 1 }).innerText()
    await page.goto(marketUrl(code, '/'))
    const recent = page.getByRole('region', { name: message(language, 'recently-viewed.title') })
    await expect(
      recent.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toHaveAttribute('href', href!)
  })
}

test('a campsite page has no serious accessibility violations', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'axe runs as a script in the page')
  await page.goto(marketUrl('de-ch', '/camping/france/dordogne'))
  const href = await page
    .getByTestId('result-price')
    .first()
    .locator('xpath=ancestor::article')
    .getByRole('link')
    .first()
    .getAttribute('href')
  for (const tab of ['', '?tab=reviews', '?tab=important-info']) {
    await page.goto(marketUrl('de-ch', `${href}${tab}`))
    await ready(page, javaScriptEnabled)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      serious.map(
        (v) =>
          `${tab} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([])
  }
})
