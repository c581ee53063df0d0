import { expect, test } from '@playwright/test'
import { marketUrl, message, ready } from './helpers'

/** Screenshots for review (playwright/.screenshots); they assert only that the page rendered. */
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`home page screenshot, ${name}`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'screenshots are taken once, with JavaScript')
    await page.setViewportSize(viewport)
    await page.goto(marketUrl('nl'))
    await ready(page, true)
    await expect(page.getByRole('heading', { level: 1, name: message('nl', 'home.title') })).toBeVisible()
    await page.screenshot({ path: `playwright/.screenshots/home-${name}.png`, fullPage: true })
  })
}

test('destinations mega-menu screenshot', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'screenshots are taken once, with JavaScript')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(marketUrl('de-ch'))
  await ready(page, true)
  await page.getByRole('navigation', { name: message('de', 'header.main-navigation') }).locator('summary', { hasText: message('de', 'header.destinations') }).click()
  await expect(page.getByRole('link', { name: message('de', 'destinations.view-all-areas').replace('{{country}}', '') }).first()).toBeVisible()
  await page.screenshot({ path: 'playwright/.screenshots/destinations-desktop.png' })
})
