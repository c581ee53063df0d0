import { expect, test, type Locator, type Page } from '@playwright/test'
import { brandUrl, customerBookingId, DEMO_CUSTOMER, marketUrl, message, ready, signInWithTestSession } from './helpers'

/**
 * Visual regression: each theme (alpha: default brand, bravo: friferie, charlie: luxcamp) on a
 * desktop and a phone, and each layout (storefront, checkout, portal, full-screen, error page),
 * compared with the committed baselines in screenshots.spec.ts-snapshots/. Text that changes
 * with the date (the early-booking banner, the copyright year) is masked.
 * Refresh the baselines after an intended change: npx playwright test screenshots --update-snapshots
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'taken once, with JavaScript')

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

async function expectPage(page: Page, name: string, mask: Locator[] = []) {
  // Every image in place: lazy ones below the fold would otherwise load or not by timing.
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')),
  )
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))
  await page.evaluate(() => document.fonts.ready)
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    maxDiffPixelRatio: 0.01,
    mask: [page.getByTestId('early-booking-banner'), page.getByText(/©/), ...mask],
  })
}

const THEMES = [
  { theme: 'alpha', url: marketUrl('nl'), language: 'nl' as const },
  { theme: 'bravo', url: brandUrl('friferie', 'de'), language: 'de' as const },
  { theme: 'charlie', url: brandUrl('luxcamp', 'uk'), language: 'en' as const },
]

for (const { theme, url, language } of THEMES) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`home page, theme ${theme}, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(url)
      await ready(page, true)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(page.getByRole('heading', { level: 1, name: message(language, 'home.title') })).toBeVisible()
      // The search form swaps its plain fields for the enhanced ones once its code is in (idle).
      await expect(
        page.getByRole('search', { name: message(language, 'label', 'search-form') }).locator('input[role="combobox"]'),
      ).toBeVisible()
      await expectPage(page, `home-${theme}-${device}.png`)
    })
  }
}

test('destinations mega-menu, theme bravo', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(brandUrl('friferie', 'nl'))
  await ready(page, true)
  await page
    .getByRole('navigation', { name: message('nl', 'header.main-navigation') })
    .locator('summary', { hasText: message('nl', 'header.destinations') })
    .click()
  await expect(
    page.getByRole('link', { name: message('nl', 'destinations.view-all-areas').replace('{{country}}', '') }).first(),
  ).toBeVisible()
  await expect(page).toHaveScreenshot('destinations-bravo-desktop.png', {
    maxDiffPixelRatio: 0.01,
    mask: [page.getByTestId('early-booking-banner')],
  })
})

test('layouts: checkout, portal, full-screen payment and the 404 page', async ({ page, context }) => {
  await page.setViewportSize(DESKTOP)
  // The checkout layout around its one page that does not change with the date: a cart that is gone.
  await page.goto(marketUrl('uk', '/booking/AAAAAAAAAAAAAAAAAAAAAA'))
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'missing.title', 'checkout') })).toBeVisible()
  await expectPage(page, 'layout-checkout.png')

  await page.goto(marketUrl('uk', '/no-such-page'))
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'not-found.title', 'errors') })).toBeVisible()
  await expectPage(page, 'layout-404.png')

  await signInWithTestSession(context, 'uk.localhost')
  // A portal page whose content does not follow the date (My bookings lists dated bookings).
  await page.goto(marketUrl('uk', '/profile/favourites'))
  await expect(
    page.getByRole('heading', { level: 1, name: message('en', 'pages.profileFavourites.title') }),
  ).toBeVisible()
  await expectPage(page, 'layout-portal.png')

  // A paid booking's payment page says there is nothing to pay: the same words whatever the date.
  const jonas = await signInWithTestSession(context, 'uk.localhost', {
    email: 'jonas.gruber@example.com',
    password: DEMO_CUSTOMER.password,
  })
  await page.goto(marketUrl('uk', `/profile/my-bookings/${await customerBookingId(jonas, 'AT-260103')}/payment`))
  await expect(page.getByTestId('nothing-to-pay')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'pages.bookingPayment.title') })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  // The stay's dates follow the day the seed ran.
  await expectPage(page, 'layout-fullscreen.png', [page.getByText(/\d{4} – \d/)])
})
