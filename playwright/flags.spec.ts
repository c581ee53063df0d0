import { expect, test, type Page } from '@playwright/test'
import { E2E_VISITOR_A, E2E_VISITOR_B, NO_COOKIES } from './consent-state'
import { marketUrl, PORT, rawRequest, ready } from './helpers'

/**
 * Feature flags (issue 21): the home hero's search form is an A/B test. A visitor keeps their
 * variation (the `visitorId` cookie, 34,560,000 s), both variations work with and without
 * JavaScript, and the page tells the flag endpoints once per visit that the variation was seen.
 */
test.use({ storageState: NO_COOKIES })

const heroForm = (page: Page) => page.locator('form[role="search"][data-layout]')

async function asVisitor(page: Page, visitorId: string) {
  await page
    .context()
    .addCookies([{ name: 'visitorId', value: visitorId, domain: 'uk.localhost', path: '/', httpOnly: true }])
}

for (const [variation, visitorId] of [
  ['A', E2E_VISITOR_A],
  ['B', E2E_VISITOR_B],
] as const) {
  test(`variation ${variation}: the hero's search form in its layout, and it searches`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await asVisitor(page, visitorId)
    await page.goto(marketUrl('uk'))
    await ready(page, javaScriptEnabled)
    await expect(heroForm(page)).toHaveAttribute('data-layout', variation)
    const form = (await heroForm(page).boundingBox())!
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    if (variation === 'B') {
      // Beside the headline on a wide screen, one card of stacked fields.
      expect(form.x).toBeGreaterThan(heading.x + 300)
      expect(form.width).toBeLessThan(500)
    } else {
      // Under the headline, the fields in one row.
      expect(form.y).toBeGreaterThan(heading.y + heading.height)
      expect(form.width).toBeGreaterThan(1000)
    }
    // The same for the flag endpoint as for the page.
    const answer = await rawRequest({
      host: `uk.localhost:${PORT}`,
      path: `/api/flagship/flags?visitorId=${visitorId}&brand=default&locale=uk&deviceType=desktop&hasConsented=false`,
    })
    expect((JSON.parse(answer.body.toString()) as { flags: { key: string; value: string }[] }).flags).toContainEqual(
      expect.objectContaining({ key: 'homeSearchLayout', value: variation }),
    )
    await heroForm(page)
      .getByRole('button', { name: /search/i })
      .click()
    await expect(page).toHaveURL(/\/search-and-book/)
  })
}

test('a new visitor gets a visitor id for 400 days and keeps their variation', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.goto(marketUrl('uk'))
  await ready(page, javaScriptEnabled)
  const cookie = (await context.cookies()).find((c) => c.name === 'visitorId')!
  expect(cookie.httpOnly).toBe(true)
  // 34,560,000 s (SPEC section 9), give or take the test's own time.
  expect(Math.abs(cookie.expires - Date.now() / 1000 - 34_560_000)).toBeLessThan(120)
  const first = await heroForm(page).getAttribute('data-layout')
  for (let i = 0; i < 3; i++) {
    await page.reload()
    await ready(page, javaScriptEnabled)
    await expect(heroForm(page)).toHaveAttribute('data-layout', first!)
  }
  expect((await context.cookies()).find((c) => c.name === 'visitorId')!.value).toBe(cookie.value)
})

test('the variation seen is exposed once per visit', async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the exposure is sent by the page')
  const exposures: Record<string, unknown>[] = []
  await context.route('**/api/flagship/visitorExpose', async (route) => {
    exposures.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.continue()
  })
  await asVisitor(page, E2E_VISITOR_B)
  await page.goto(marketUrl('uk'))
  await ready(page, true)
  await expect.poll(() => exposures.length).toBe(1)
  expect(exposures[0]).toEqual({
    visitorId: E2E_VISITOR_B,
    key: 'homeSearchLayout',
    brand: 'default',
    deviceType: 'desktop',
    hasConsented: false,
    locale: 'uk',
  })
  // The same visit (this tab): not again.
  await page.reload()
  await ready(page, true)
  await page.waitForTimeout(3000)
  expect(exposures).toHaveLength(1)
  // A new visit (another tab) counts again.
  const second = await context.newPage()
  await second.goto(marketUrl('uk'))
  await ready(second, true)
  await expect.poll(() => exposures.length).toBe(2)
})
