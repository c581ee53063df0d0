import { expect, test } from '@playwright/test'
import { marketUrl, message, ready } from './helpers'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('mobile menu drills down into a country and back', async ({ page, javaScriptEnabled }) => {
  await page.goto(marketUrl('nl'))
  await ready(page, javaScriptEnabled)
  const header = page.getByRole('banner')
  await header.locator('summary', { hasText: message('nl', 'header.menu') }).click()
  const menu = page.getByRole('navigation', { name: message('nl', 'header.menu') })
  await expect(menu).toBeVisible()
  // The same drill-down with and without JavaScript: a country, back, the country again.
  await menu.locator('label', { hasText: 'Frankrijk' }).first().click()
  await expect(menu.getByRole('heading', { name: 'Frankrijk' })).toBeVisible()
  await expect(menu.locator('label', { hasText: 'Spanje' }).first()).toBeHidden()
  await menu
    .locator('label', { hasText: message('nl', 'destinations.back') })
    .first()
    .click()
  await expect(menu.locator('label', { hasText: 'Spanje' }).first()).toBeVisible()
  await menu.locator('label', { hasText: 'Frankrijk' }).first().click()
  await menu.getByRole('link', { name: 'Dordogne' }).first().click()
  await expect(page).toHaveURL(/\/camping\/france\/dordogne$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dordogne')
  await expect(page.getByRole('navigation', { name: message('nl', 'breadcrumbs.label', 'ui') })).toContainText(
    'Frankrijk',
  )
})

test('opening mobile search closes the mobile menu and the reverse', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript both disclosures may be open at once')
  await page.goto(marketUrl('uk'))
  await ready(page, true)
  const header = page.getByRole('banner')
  await header.locator('summary', { hasText: message('en', 'header.menu') }).click()
  const menu = page.getByRole('navigation', { name: message('en', 'header.menu') })
  await expect(menu).toBeVisible()
  await header.locator('summary', { hasText: message('en', 'header.open-search') }).click()
  await expect(header.getByRole('heading', { name: message('en', 'header.mobile-search-title') })).toBeVisible()
  await expect(menu).toBeHidden()
  await header.locator('summary', { hasText: message('en', 'header.menu') }).click()
  await expect(menu).toBeVisible()
  await expect(header.getByRole('heading', { name: message('en', 'header.mobile-search-title') })).toBeHidden()
})

test('the search box goes to free search with the query', async ({ page, javaScriptEnabled }) => {
  await page.goto(marketUrl('it'))
  await ready(page, javaScriptEnabled)
  const header = page.getByRole('banner')
  await header.locator('summary', { hasText: message('it', 'header.open-search') }).click()
  await header
    .getByRole('searchbox', { name: message('it', 'header.search-label') })
    .last()
    .fill('Garda')
  await header
    .getByRole('searchbox', { name: message('it', 'header.search-label') })
    .last()
    .press('Enter')
  await expect(page).toHaveURL(/\/ricerca-libera\?query=Garda$/)
})
