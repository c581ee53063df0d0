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
const counted = (text: string) => new RegExp(escape(text).replace(/\\\{\\\{count\\\}\\\}/g, "[\\d.,’' ]+"))

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

  test(`${code}: search, filter, sort by price and page through results (${path})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // Seven page loads in a row: more than the default budget on a busy two-core machine.
    test.slow()
    const response = await page.goto(marketUrl(code, path))
    expect(response?.status()).toBe(200)
    await ready(page, javaScriptEnabled)
    await expect(
      page.getByRole('heading', { level: 1, name: message(language, 'pages.searchAndBook.title') }),
    ).toBeVisible()

    // Search: France, a July week next year, 2 adults and a 4-year-old.
    const date = julySaturday()
    await page.getByLabel(search(language, 'form.country'), { exact: true }).selectOption('france')
    await page.getByLabel(search(language, 'form.date'), { exact: true }).fill(date)
    await page.getByLabel(search(language, 'form.duration'), { exact: true }).selectOption('7')
    await page.getByLabel(search(language, 'form.adults'), { exact: true }).selectOption('2')
    await page
      .getByLabel(search(language, 'form.child-age').replace('{{number}}', '1'), { exact: true })
      .selectOption('4')
    await page
      .getByRole('main')
      .getByRole('button', { name: search(language, 'form.submit'), exact: true })
      .click()

    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?.*country=france`))
    expect(new URL(page.url()).searchParams.get('date')).toBe(date)
    expect(new URL(page.url()).searchParams.getAll('children')).toEqual(['4'])
    await expect(
      page.getByRole('heading', { level: 2, name: counted(search(language, 'results.title_other')) }),
    ).toBeVisible()
    await expect(
      page.getByText(search(language, 'results.children_one').replace('{{count}}', '1')).first(),
    ).toBeVisible()
    const firstPrices = await shownPrices(page)
    expect(firstPrices.length).toBeGreaterThan(0)
    for (const price of firstPrices) expect(price).toContain(sign)
    await expect(page.getByText(search(language, 'results.includes-fees')).first()).toBeVisible()

    // Filter: swimming pool (an open filter) and 2 bedrooms.
    const filters = page.getByRole('region', { name: search(language, 'filters.title') })
    await filters
      .getByRole('group', { name: search(language, 'filters.popular') })
      .locator('input[value="192"]')
      .check()
    await filters
      .getByRole('group', { name: search(language, 'filters.bedrooms'), exact: true })
      .getByRole('checkbox', {
        name: new RegExp(`^${escape(search(language, 'filters.bedroom-count_other').replace('{{count}}', '2'))}`),
      })
      .check()
    await filters.getByRole('button', { name: search(language, 'filters.apply') }).click()
    // With JavaScript each tick applies at once: the URL passes through facilities only before it
    // holds both, so wait for the end state rather than reading the first match.
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams
        return [params.getAll('facilities'), params.getAll('bedrooms')]
      })
      .toEqual([['192'], ['2']])
    await expect(page.locator('input[name="facilities"][value="192"]')).toBeChecked()
    await expect(
      page.getByRole('heading', { level: 2, name: counted(search(language, 'results.title_other')) }),
    ).toBeVisible()

    // Sort by price, low to high: the shown totals ascend.
    await page.getByLabel(search(language, 'sort.label'), { exact: true }).selectOption('price-asc')
    await page.getByRole('button', { name: search(language, 'sort.submit'), exact: true }).click()
    await expect(page).toHaveURL(/sort=price-asc/)
    await expect(page.getByLabel(search(language, 'sort.label'), { exact: true })).toHaveValue('price-asc')
    // With JavaScript the URL changes a moment before the new results are on screen: wait for them.
    const ascending = (values: number[]) =>
      values.length > 1 && values.every((value, i) => i === 0 || values[i - 1]! <= value)
    await expect.poll(async () => ascending((await shownPrices(page)).map(amountOf))).toBe(true)
    const sorted = await shownPrices(page)
    const amounts = sorted.map(amountOf)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    for (const price of sorted) expect(price).toContain(sign)

    // Page 2 keeps the search, filters and sort; every result there has a price.
    const pagination = page.getByRole('navigation', { name: search(language, 'results.pagination') })
    const pageTwo = pagination.getByRole('link', {
      name: message(language, 'pagination.page', 'ui').replace('{{page}}', '2'),
      exact: true,
    })
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
    await page
      .getByRole('link', { name: search(language, 'filters.clear') })
      .first()
      .click()
    await expect(page).toHaveURL(marketUrl(code, `${path}?country=france`))
    await expect(page.getByTestId('result-price').first()).toContainText(currencySign(code))
  })
}

test('uk: a date the API cannot take shows a message, not an error page', async ({ page }) => {
  const response = await page.goto(marketUrl('uk', '/search-and-book?duration=40'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('alert')).toContainText(search('en', 'problem.invalid'))
})

for (const [width, view] of [
  [1280, 'list'],
  [390, 'list'],
  [1280, 'map'],
] as const) {
  test(`uk: the search page at ${width}px (${view}) has no serious accessibility violations`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    // axe walks the whole page: more than the default budget on a busy two-core machine.
    test.slow()
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    await page.setViewportSize({ width, height: 900 })
    await page.goto(
      marketUrl(
        'uk',
        `/search-and-book?country=france&date=${julySaturday()}&children=4&facilities=192${view === 'map' ? '&view=map' : ''}`,
      ),
    )
    await ready(page, true)
    // Leaflet loads after hydration; a busy machine can take a while (a wait, not a timing check).
    if (view === 'map')
      await expect(page.getByTestId('results-map').locator('.leaflet-marker-icon').first()).toBeVisible({
        timeout: 30_000,
      })
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
}

/** The number in "1,234 campsites found" (any market's digit grouping). */
async function resultCount(page: Page, language: string): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: counted(search(language, 'results.title_other')) })
  return Number((await heading.innerText()).replace(/[^\d]/g, ''))
}

/** The "(12)" count beside a filter value. */
async function facetCount(page: Page, id: string): Promise<number> {
  return Number(/\((\d+)\)/.exec(await page.locator(`label[for="${id}"]`).innerText())![1])
}

const COUNTRY_OF: Record<string, string> = { uk: 'france', 'de-ch': 'italy', it: 'italy' }

for (const code of MARKETS_UNDER_TEST) {
  const { language } = MARKETS[code]
  const path = href({ language }, 'searchAndBook')
  const country = COUNTRY_OF[code]!

  test(`${code}: filter by area and review score`, async ({ page, javaScriptEnabled }) => {
    test.slow()
    await page.goto(marketUrl(code, `${path}?country=${country}&date=${julySaturday()}`))
    await ready(page, javaScriptEnabled)
    const filters = page.getByRole('region', { name: search(language, 'filters.title') })
    const apply = async () => {
      // Without JavaScript the visitor applies; with it, the change applied itself.
      if (!javaScriptEnabled) await filters.getByRole('button', { name: search(language, 'filters.apply') }).click()
    }

    // An area: the results become exactly the count shown beside it, all in that area.
    const areas = filters.getByRole('group', { name: search(language, 'filters.areas'), exact: true })
    const area = areas.getByRole('checkbox').and(page.locator(':enabled')).first()
    const slug = (await area.getAttribute('value'))!
    const areaCount = await facetCount(page, `facet-areas-${slug}`)
    const areaName = (await page.locator(`label[for="facet-areas-${slug}"]`).innerText()).replace(
      /\s*\(\d+\)[\s\S]*$/,
      '',
    )
    await area.check()
    await apply()
    await expect(page).toHaveURL(new RegExp(`areas=${slug}`))
    await expect.poll(() => resultCount(page, language)).toBe(areaCount)
    for (const location of await page.locator('main ol > li article h3 + p').allInnerTexts())
      expect(location).toContain(areaName)

    // A minimum review score, as a radio button.
    const scores = filters.getByRole('group', { name: search(language, 'filters.review-score'), exact: true })
    const seven = scores.getByRole('radio', {
      name: new RegExp(`^${escape(search(language, 'filters.review-score-long').replace('{{score}}', '7'))}`),
    })
    const sevenCount = await facetCount(page, 'facet-reviewScores-7')
    await seven.check()
    await apply()
    await expect(page).toHaveURL(/reviewScores=7/)
    expect(new URL(page.url()).searchParams.getAll('areas')).toEqual([slug])
    await expect.poll(() => resultCount(page, language)).toBe(sevenCount)
    await expect(seven).toBeChecked()
    // "Any score" takes the filter off again.
    await scores.getByRole('radio', { name: search(language, 'filters.review-score-any') }).check()
    await apply()
    await expect.poll(() => new URL(page.url()).searchParams.get('reviewScores') ?? '').toBe('')
    await expect.poll(() => resultCount(page, language)).toBe(areaCount)
  })
}

test('uk: with JavaScript a ticked filter applies in place: no page load, the URL follows, focus stays, the count is announced', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'the change applies on its own only with JavaScript')
  await page.goto(marketUrl('uk', `/search-and-book?country=france&date=${julySaturday()}`))
  await ready(page, true)
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  const pool = page.locator('#facet-facilities-192')
  const poolCount = await facetCount(page, 'facet-facilities-192')
  expect(poolCount).toBeLessThan(await resultCount(page, 'en'))
  await pool.check()
  await expect.poll(() => resultCount(page, 'en')).toBe(poolCount)
  expect(new URL(page.url()).searchParams.getAll('facilities')).toEqual(['192'])
  await expect(pool).toBeChecked()
  await expect(pool).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: counted(search('en', 'results.title_other')) })).toHaveText(
    search('en', 'results.title_other').replace('{{count}}', String(poolCount)),
  )
  // The same document: a full page load would have dropped the marker.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  // The sort applies on change too.
  await page.getByLabel(search('en', 'sort.label'), { exact: true }).focus()
  await page.getByLabel(search('en', 'sort.label'), { exact: true }).selectOption('price-asc')
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(page.getByLabel(search('en', 'sort.label'), { exact: true })).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
})

for (const [code, width] of [
  ['de-ch', 390],
  ['de-ch', 1280],
] as [MarketCode, number][]) {
  test(`${code}: at ${width}px the filters are ${width < 1024 ? 'folded away under the results count until opened' : 'open'}`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(marketUrl(code, `/camping-suche?country=italy&facilities=192`))
    await ready(page, javaScriptEnabled)
    const filters = page.getByRole('region', { name: search('de', 'filters.title') })
    const pool = filters.locator('#facet-facilities-192')
    const summary = filters.locator('summary')
    // The summary says how many filters are on.
    await expect(summary).toContainText(search('de', 'filters.selected_one').replace('{{count}}', '1'))
    if (width >= 1024) {
      await expect(pool).toBeVisible()
      return
    }
    await expect(pool).toBeHidden()
    await expect(
      page.getByRole('heading', { level: 2, name: counted(search('de', 'results.title_other')) }),
    ).toBeVisible()
    await summary.click()
    await expect(pool).toBeVisible()
    await expect(pool).toBeChecked()
  })
}

for (const code of ['uk', 'it'] as MarketCode[]) {
  const { language } = MARKETS[code]
  const path = href({ language }, 'searchAndBook')

  test(`${code}: the map view shows a pin per campsite with the tiles unreachable, or a list without JavaScript`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    // No tile server answers (there is no internet here, and a test must not depend on one).
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    await page.goto(marketUrl(code, `${path}?country=italy&date=${julySaturday()}&facilities=192`))
    await ready(page, javaScriptEnabled)
    const total = await resultCount(page, language)
    expect(total).toBeGreaterThan(1)
    await page
      .getByRole('navigation', { name: search(language, 'view.label') })
      .getByRole('link', { name: search(language, 'view.map') })
      .click()
    await expect(page).toHaveURL(/view=map/)
    await expect(page.getByRole('link', { name: search(language, 'view.map'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    if (!javaScriptEnabled) {
      await expect(page.getByText(search(language, 'map.no-js'))).toBeVisible()
      const items = page.getByRole('list', { name: search(language, 'map.list') }).getByRole('listitem')
      await expect(items).toHaveCount(total)
      await expect(page.getByTestId('map-list-price').first()).toContainText(currencySign(code))
      // Filters keep the map view.
      await page
        .getByRole('region', { name: search(language, 'filters.title') })
        .getByRole('button', { name: search(language, 'filters.apply') })
        .click()
      await expect(page).toHaveURL(/view=map/)
      return
    }

    const map = page.getByTestId('results-map')
    const markers = map.locator('.leaflet-marker-icon')
    const clusters = map.locator('.search-map-cluster')
    const pins = map.locator('.search-map-pin')
    // Every campsite is on the map once: as its own pin or counted in a cluster. (Leaflet loads on
    // demand; a busy machine can take a while: a wait, not a timing check.)
    const campsitesOnMap = () =>
      markers.evaluateAll((nodes) => nodes.reduce((sum, node) => sum + Number(node.getAttribute('data-count') ?? 1), 0))
    await expect.poll(campsitesOnMap, { timeout: 30_000 }).toBe(total)
    await expect(markers.first()).toBeVisible()
    expect(await page.getByText(search(language, 'map.no-js')).count()).toBe(0)

    // Where every pin is in a cluster, a cluster (a button, by keyboard) zooms in to them.
    while ((await pins.count()) === 0) {
      await clusters.first().focus()
      await page.keyboard.press('Enter')
      await expect(markers.first()).toBeVisible()
    }

    // A pin (a button; pins may overlap, so by keyboard) opens a popup with the name, total and link.
    const label = (await pins.first().getAttribute('aria-label'))!
    await pins.first().focus()
    await page.keyboard.press('Enter')
    const popup = map.locator('.leaflet-popup')
    await expect(popup).toContainText(label.split(',')[0]!)
    await expect(popup.getByRole('link', { name: search(language, 'map.view-site') })).toHaveAttribute(
      'href',
      /^\/camping\/italy\//,
    )

    // Full screen, closed with Escape.
    await page.getByRole('button', { name: search(language, 'map.fullscreen') }).click()
    const close = page.getByRole('button', { name: search(language, 'map.close') })
    await expect(close).toBeFocused()
    const box = (await map.boundingBox())!
    expect(box.width).toBeGreaterThan(1200)
    // Still Leaflet's map (its classes and stylesheet), only bigger.
    await expect(map).toHaveClass(/leaflet-container/)
    await page.keyboard.press('Escape')
    await expect(close).toHaveCount(0)
    await expect(page.getByRole('button', { name: search(language, 'map.fullscreen') })).toBeFocused()
    await expect(markers.first()).toBeVisible()
  })

  test(`${code}: a country's hundreds of campsites are clusters on the map, each zooming in to its campsites`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'the list stands in for the map without JavaScript (the test above)')
    test.slow()
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    await page.goto(marketUrl(code, `${path}?country=france&date=${julySaturday()}&view=map`))
    await ready(page, javaScriptEnabled)
    const total = await resultCount(page, language)
    const map = page.getByTestId('results-map')
    const clusters = map.locator('.search-map-cluster')
    await expect(clusters.first()).toBeVisible({ timeout: 30_000 })
    // Fewer markers than campsites, and the clusters' counts add up to all of them.
    const counts = await map
      .locator('.leaflet-marker-icon')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-count') ?? 1)))
    expect(counts.length).toBeLessThan(total)
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total)
    // A cluster's name says how many campsites it holds and from what price.
    const biggest = Math.max(...counts)
    const cluster = clusters.and(map.locator(`[data-count="${biggest}"]`)).first()
    const named = escape(search(language, 'map.cluster-from'))
      .replace('\\{\\{count\\}\\}', String(biggest))
      .replace('\\{\\{price\\}\\}', '.+')
    await expect(cluster).toHaveAttribute('aria-label', new RegExp(`^${named}$`))
    await cluster.focus()
    await page.keyboard.press('Enter')
    // Zoomed in: that cluster has parted into smaller ones or single campsites.
    await expect(map.locator(`.search-map-cluster[data-count="${biggest}"]`)).toHaveCount(0)
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
  })

  test(`${code}: a stay nothing can take offers other arrival dates`, async ({ page, javaScriptEnabled }) => {
    // A Wednesday in the high season: the calendar takes Saturday arrivals only.
    const wednesday = new Date(`${julySaturday()}T00:00:00Z`)
    wednesday.setUTCDate(wednesday.getUTCDate() + 4)
    await page.goto(marketUrl(code, `${path}?country=italy&date=${wednesday.toISOString().slice(0, 10)}`))
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('alert')).toContainText(search(language, 'problem.arrivalDay'))
    await expect(page.getByTestId('result-price')).toHaveCount(0)
    const offers = page.getByRole('region', { name: search(language, 'alternatives.title') })
    const links = offers.getByRole('link')
    await expect(links).toHaveCount(2)
    // The Saturday before, then the one after.
    await links.first().click()
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(julySaturday())
    await expect(page.getByTestId('result-price').first()).toContainText(currencySign(code))
    await expect(page.getByRole('region', { name: search(language, 'alternatives.title') })).toHaveCount(0)
  })
}

for (const code of ['uk', 'de-ch'] as MarketCode[]) {
  const { language } = MARKETS[code]
  const textSearch = href({ language }, 'search')
  test(`${code}: ${textSearch} narrows the booking search by free text, priced for the party; without text it is the plain search`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const date = julySaturday()
    const response = await page.goto(marketUrl(code, `${textSearch}?query=perigueux&date=${date}&children=4`))
    expect(response?.status()).toBe(200)
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(language, 'heading', 'free-search').replace('{{query}}', 'perigueux'),
    )
    const results = page.getByRole('list', { name: search(language, 'results.list') }).locator(':scope > li')
    await expect(results.first()).toBeVisible()
    // Free text over names, places and descriptions: Périgueux lies in the Dordogne.
    for (const text of await results.allInnerTexts()) expect(text).toMatch(/P[ée]rigueux|Dordo/i)
    for (const price of await shownPrices(page)) expect(price).toContain(currencySign(code))
    // Free text makes no page for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // The form keeps the text: sorting stays on /search.
    await page.getByLabel(search(language, 'sort.label'), { exact: true }).selectOption('price-asc')
    if (!javaScriptEnabled)
      await page.getByRole('button', { name: search(language, 'sort.submit'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${escape(textSearch)}\\?.*query=perigueux.*sort=price-asc`))

    // No text: the plain booking search, keeping the party (and the date the search cookie kept).
    await page.goto(marketUrl(code, `${textSearch}?adults=3`))
    await expect(page).toHaveURL(new RegExp(`${escape(href({ language }, 'searchAndBook'))}\\?date=${date}&adults=3$`))
  })
}
