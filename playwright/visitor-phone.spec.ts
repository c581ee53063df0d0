import { expect, test, type Locator, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { brandUrl, currencySign, marketUrl, message, ready, signInWithTestSession } from './helpers'

/**
 * What a first-time visitor tripped over on campsite pages and phones (issue 17), with and
 * without JavaScript, in markets and brands the issue did not try: the campsite map says "not
 * available" only when nothing is, tabs and place chips never run off a phone's screen, a
 * booking reference stays in one piece, and map markers never hide each other at any zoom.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const site = (code: MarketCode, key: string) => message(MARKETS[code].language, key, 'site')
const search = (code: MarketCode, key: string) => message(MARKETS[code].language, key, 'search')

/** A Saturday in July of next year (high season). */
function julySaturday(): string {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 8))
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/**
 * A campsite page with something bookable for a July week (which campsite depends on the day the
 * tests run: the seed's bookings follow today's date), on its important-information tab.
 */
async function bookableCampsite(
  page: Page,
  url: (path: string) => string,
  code: MarketCode,
  javaScriptEnabled: boolean | undefined,
  tab = 'important-info',
) {
  const date = julySaturday()
  await page.goto(url(`/camping/france/dordogne?date=${date}&sort=price-asc`))
  await ready(page, javaScriptEnabled)
  const priced = page
    .getByRole('list', { name: search(code, 'results.list') })
    .getByTestId('result-price')
    .first()
    .locator('xpath=ancestor::article[1]')
  const path = await priced.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
  await page.goto(url(`${path}?date=${date}&tab=${tab}`))
  await ready(page, javaScriptEnabled)
  await expect(page.getByTestId('accommodation-price').first()).toContainText(currencySign(code))
  return { name: (await page.getByRole('heading', { level: 1 }).innerText()).trim() }
}

for (const { code, url } of [
  { code: 'ie' as const, url: (path: string) => marketUrl('ie', path) },
  { code: 'it' as const, url: (path: string) => marketUrl('it', path) },
  { code: 'fr' as const, url: (path: string) => marketUrl('fr', path) },
  { code: 'de' as const, url: (path: string) => brandUrl('friferie', 'de', path) },
]) {
  test(`${code}: a bookable campsite's map shows its price, not "not available"`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    const { name } = await bookableCampsite(page, url, code, javaScriptEnabled)
    const unavailable = search(code, 'results.unavailable')
    const map = page.getByRole('region', { name: search(code, 'map.title') })
    await expect(map).toBeVisible()
    if (!javaScriptEnabled) {
      // The map's list without JavaScript.
      await expect(map.getByTestId('map-list-price')).toContainText(currencySign(code))
      await expect(map.getByTestId('map-list-price')).not.toContainText(unavailable)
      return
    }
    const marker = map.locator('.search-map-pin')
    await expect(marker).toHaveCount(1)
    await expect(marker).toContainText(currencySign(code))
    await expect(marker).toHaveAttribute(
      'aria-label',
      new RegExp(
        `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .*${currencySign(code).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    )
    await expect(marker).not.toHaveAttribute('aria-label', new RegExp(unavailable))
  })
}

/** Every element of a locator lies within the viewport's width. */
async function expectWithinWidth(items: Locator, width: number) {
  const boxes = await items.evaluateAll((nodes) =>
    nodes
      .map((node) => node.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => [box.left, box.right]),
  )
  expect(boxes.length).toBeGreaterThan(0)
  for (const [left, right] of boxes) {
    expect(left).toBeGreaterThanOrEqual(0)
    expect(right).toBeLessThanOrEqual(width)
  }
}

for (const { code, url } of [
  { code: 'de-at' as const, url: (path: string) => marketUrl('de-at', path) },
  { code: 'nl' as const, url: (path: string) => brandUrl('luxcamp', 'nl', path) },
]) {
  test(`${code}: on a phone the campsite tabs wrap instead of running off the screen`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    await page.setViewportSize(PHONE)
    await bookableCampsite(page, url, code, javaScriptEnabled, 'reviews')
    const tabs = page.getByRole('navigation', { name: site(code, 'tabs.label') })
    await expect(tabs.getByRole('link')).toHaveCount(4)
    await expectWithinWidth(tabs.getByRole('link'), PHONE.width)
    expect(
      await tabs.evaluate(
        (nav) => nav.scrollWidth <= nav.clientWidth && nav.querySelector('ul')!.scrollWidth <= nav.clientWidth,
      ),
    ).toBe(true)
  })
}

for (const { code, url } of [
  { code: 'de' as const, url: (path: string) => brandUrl('friferie', 'de', path) },
  { code: 'it' as const, url: (path: string) => marketUrl('it', path) },
]) {
  test(`${code}: a country page's regions and towns wrap on a phone, the rest behind "show all"; a desktop shows them all`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(url('/camping/france'))
    await ready(page, javaScriptEnabled)
    const towns = page.getByRole('region', { name: search(code, 'catalogue.cities') })
    const visible = towns.getByRole('link')
    await expectWithinWidth(visible, PHONE.width)
    const shownFirst = await visible.count()
    const all = towns.locator('summary')
    await expect(all).toBeVisible()
    const count = Number(/\d+/.exec(await all.innerText())![0])
    expect(shownFirst).toBeLessThan(count)
    await all.click()
    await expect(visible).toHaveCount(count)
    await expectWithinWidth(visible, PHONE.width)
    expect(await towns.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true)

    await page.setViewportSize(DESKTOP)
    await page.reload()
    await ready(page, javaScriptEnabled)
    await expect(towns.locator('summary')).toBeHidden()
    await expect(visible).toHaveCount(count)
  })
}

test('uk: a booking reference is never broken across lines, even on the narrowest phone', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await signInWithTestSession(context, 'uk.localhost')
  await page.goto(marketUrl('uk', href({ language: 'en' }, 'myBookings')))
  await ready(page, javaScriptEnabled)
  // Each booking's reference (CS-240001), however it is marked up.
  const refs = page
    .getByRole('main')
    .locator('strong')
    .filter({ hasText: /^[A-Z]{2}-\d{6}$/ })
  await expect(refs.first()).toBeVisible()
  for (const ref of await refs.all()) {
    await expect(ref).toHaveText(/^[A-Z]{2}-\d{6}$/)
    expect(await ref.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('nowrap')
    expect(await ref.evaluate((node) => node.getClientRects().length)).toBe(1)
  }
})

/** The markers drawn in the map (pins and clusters) that overlap another one, as pairs of labels. */
async function overlappingMarkers(map: Locator): Promise<string[]> {
  return map.evaluate((container) => {
    const view = container.getBoundingClientRect()
    const boxes = [...container.querySelectorAll<HTMLElement>('.search-map-pin, .search-map-cluster')]
      .map((node) => ({
        label: node.getAttribute('aria-label') ?? '',
        box: (node.classList.contains('search-map-cluster') ? node.firstElementChild! : node).getBoundingClientRect(),
      }))
      .filter(
        ({ box }) => box.right > view.left && box.left < view.right && box.bottom > view.top && box.top < view.bottom,
      )
    const pairs: string[] = []
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const [one, two] = [boxes[a]!.box, boxes[b]!.box]
        if (one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom)
          pairs.push(`${boxes[a]!.label} / ${boxes[b]!.label}`)
      }
    return pairs
  })
}

/** Waits for the map to settle after a zoom (Leaflet's animation, then the redraw). */
async function settled(page: Page, map: Locator) {
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0)
  await page.waitForTimeout(350)
}

for (const { code, url, viewport, device } of [
  { code: 'nl' as const, url: (path: string) => brandUrl('luxcamp', 'nl', path), viewport: DESKTOP, device: 'desktop' },
  { code: 'de-at' as const, url: (path: string) => marketUrl('de-at', path), viewport: PHONE, device: 'phone' },
]) {
  test(`${code}, ${device}: search map markers never hide each other, zooming in from the country to the deepest zoom`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript the map is a list')
    test.slow()
    await page.setViewportSize(viewport)
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    const path = href({ language: MARKETS[code].language }, 'searchAndBook')
    await page.goto(url(`${path}?country=france&date=${julySaturday()}&view=map`))
    await ready(page, true)
    const map = page.getByTestId('results-map')
    await expect(map.locator('.search-map-pin, .search-map-cluster').first()).toBeVisible()
    await settled(page, map)
    const zoomIn = map.locator('.leaflet-control-zoom-in')
    let sawCluster = false
    for (let step = 0; step < 24; step++) {
      expect(await overlappingMarkers(map), `zoom step ${step}`).toEqual([])
      if ((await zoomIn.getAttribute('class'))?.includes('leaflet-disabled')) break
      // Into the densest part: the biggest cluster in view (it zooms in on its campsites), else one step.
      const clusters = map.locator('.search-map-cluster')
      // Clusters are drawn a little beyond the view too: only those inside it can be clicked.
      const counts = await clusters.evaluateAll((nodes) => {
        const view = nodes[0]?.closest('[data-testid="results-map"]')?.getBoundingClientRect()
        return nodes.map((node) => {
          const box = node.firstElementChild!.getBoundingClientRect()
          const inside =
            view &&
            box.left > view.left + 8 &&
            box.right < view.right - 8 &&
            box.top > view.top + 80 &&
            box.bottom < view.bottom - 24
          return inside ? Number(node.getAttribute('data-count')) : 0
        })
      })
      if (counts.some((count) => count > 0)) {
        sawCluster = true
        await clusters.nth(counts.indexOf(Math.max(...counts))).click()
      } else await zoomIn.click()
      await settled(page, map)
    }
    expect(sawCluster).toBe(true)
    await expect(zoomIn).toHaveClass(/leaflet-disabled/)
  })
}
