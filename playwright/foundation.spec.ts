import { expect, test } from '@playwright/test'
import {
  API_DOWN_PORT,
  brandUrl,
  demoToken,
  customerBookingId,
  marketUrl,
  message,
  PORT,
  ready,
  signInWithTestSession,
} from './helpers'

test.describe('portal access', () => {
  test('a portal page sends a visitor to login and, once signed in, back to that page', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const response = await page.goto(marketUrl('fr', '/mon-profil/mes-reservations?tri=recent'))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(
      marketUrl('fr', `/connexion?redirectTo=${encodeURIComponent('/mon-profil/mes-reservations?tri=recent')}`),
    )
    await expect(page.getByRole('heading', { level: 1, name: message('fr', 'pages.login.title') })).toBeVisible()
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('banner').getByRole('link', { name: message('fr', 'header.login') })).toBeVisible()

    // Sign-in itself comes with the portal slice: a session made here stands in for it.
    await signInWithTestSession(context, 'fr.localhost')
    await page.reload()
    await expect(page).toHaveURL(marketUrl('fr', '/mon-profil/mes-reservations?tri=recent'))
    await expect(page.getByRole('heading', { level: 1, name: message('fr', 'pages.myBookings.title') })).toBeVisible()
    // The header's account link (the breadcrumb trail also leads to "Mon profil").
    await expect(page.getByRole('banner').getByRole('link', { name: message('fr', 'header.profile') })).toBeVisible()

    // Payment pages need a signed-in customer too, and show no chrome: one of the customer's own bookings.
    const bookingId = await customerBookingId(await demoToken())
    await page.goto(marketUrl('fr', `/mon-profil/mes-reservations/${bookingId}/paiement`))
    await expect(
      page.getByRole('heading', { level: 1, name: message('fr', 'pages.bookingPayment.title') }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('a signed-in visit to login goes to the profile', async ({ page, context }) => {
    await signInWithTestSession(context, 'nl.localhost')
    await page.goto(marketUrl('nl', '/inloggen'))
    await expect(page).toHaveURL(marketUrl('nl', '/profiel'))
    await expect(page.getByRole('heading', { level: 1, name: message('nl', 'pages.profile.title') })).toBeVisible()
  })
})

test('the language selector follows client-side navigation to the same page elsewhere', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'client-side navigation needs JavaScript')
  await page.goto(marketUrl('nl-be'))
  await ready(page, true)
  await page
    .getByRole('navigation', { name: message('nl', 'header.main-navigation') })
    .getByRole('link', { name: 'Reisinspiratie' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: message('nl', 'pages.travelInspiration.title') }),
  ).toBeVisible()
  const selector = page
    .getByRole('banner')
    .locator('summary', { hasText: message('nl', 'language.label') })
    .first()
  await selector.click()
  const italy = page.getByRole('banner').getByRole('link', { name: 'Italia' }).first()
  await expect(italy).toHaveAttribute('href', marketUrl('it', '/ispirazione-di-viaggio'))
  await expect(italy).toHaveAttribute('hreflang', 'it-IT')
  await italy.click()
  await expect(page).toHaveURL(marketUrl('it', '/ispirazione-di-viaggio'))
  await expect(
    page.getByRole('heading', { level: 1, name: message('it', 'pages.travelInspiration.title') }),
  ).toBeVisible()
})

test('the language selector on a host that is not mapped keeps the page', async ({ page, javaScriptEnabled }) => {
  await page.goto(`http://localhost:${PORT}/zoek-en-boek`)
  expect((await page.goto(`http://localhost:${PORT}/search-and-book`))?.status()).toBe(200)
  await ready(page, javaScriptEnabled)
  await page
    .getByRole('banner')
    .locator('summary', { hasText: message('en', 'language.label') })
    .first()
    .click()
  const germany = page.getByRole('banner').getByRole('link', { name: 'Deutschland' }).first()
  await expect(germany).toHaveAttribute('href', '/de/camping-suche')
  await germany.click()
  await expect(page).toHaveURL(marketUrl('de', '/camping-suche'))
  await expect(page.getByRole('heading', { level: 1, name: message('de', 'pages.searchAndBook.title') })).toBeVisible()
})

test('at most one header menu is open at a time', async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(marketUrl('de'))
  await ready(page, javaScriptEnabled)
  const header = page.getByRole('banner')
  await header
    .getByRole('navigation', { name: message('de', 'header.main-navigation') })
    .locator('summary', { hasText: message('de', 'header.destinations') })
    .click()
  const allAreas = page
    .getByRole('link', { name: message('de', 'destinations.view-all-areas').replace('{{country}}', '') })
    .first()
  await expect(allAreas).toBeVisible()
  await header
    .locator('summary', { hasText: message('de', 'language.label') })
    .first()
    .click()
  await expect(header.getByRole('link', { name: 'Italia' }).first()).toBeVisible()
  await expect(allAreas).toBeHidden()
})

test.describe('tagged pages', () => {
  test('render their text once, at /{slug} and at /info/{slug} for danskbilferie', async ({ page }) => {
    const response = await page.goto(marketUrl('uk', '/safety-icons'))
    expect(response?.status()).toBe(200)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).not.toHaveText(message('en', 'not-found.title', 'errors'))
    const paragraphs = await page.getByRole('main').locator('article p').allInnerTexts()
    expect(paragraphs.length).toBeGreaterThan(1)
    expect(new Set(paragraphs).size).toBe(paragraphs.length)

    const dansk = await page.goto(brandUrl('danskbilferie', 'uk', '/info/safety-icons'))
    expect(dansk?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await heading.innerText())
    expect((await page.goto(brandUrl('danskbilferie', 'uk', '/safety-icons')))?.status()).toBe(404)
  })

  test('the safety icons in the footer link to their page', async ({ page, javaScriptEnabled }) => {
    await page.goto(marketUrl('nl'))
    await ready(page, javaScriptEnabled)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: message('nl', 'footer.safety') })
      .click()
    // At the page's Dutch slug (issue 17).
    await expect(page).toHaveURL(marketUrl('nl', '/veilig-boeken'))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(message('nl', 'not-found.title', 'errors'))
    await expect(page.getByRole('main').locator('article p').first()).toBeVisible()
  })
})

test('free search shows what was searched, and an empty search goes to the front page', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(marketUrl('it'))
  await ready(page, javaScriptEnabled)
  const search = page
    .getByRole('banner')
    .getByRole('searchbox', { name: message('it', 'header.search-label') })
    .first()
  await search.fill('Garda')
  await search.press('Enter')
  await expect(page).toHaveURL(marketUrl('it', '/ricerca-libera?query=Garda'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Garda')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('it', 'heading', 'free-search').replace('{{query}}', 'Garda'),
  )
  const empty = await page.goto(marketUrl('it', '/ricerca-libera?query=%20'))
  expect(empty?.status()).toBe(200)
  await expect(page).toHaveURL(marketUrl('it', '/'))
  await expect(page.getByRole('heading', { level: 1, name: message('it', 'home.title') })).toBeVisible()
})

test.describe('when the booking system is down', () => {
  test('the 503 page explains it in the market language, with the header still usable', async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto(marketUrl('de-ch', '/', API_DOWN_PORT))
    expect(response?.status()).toBe(503)
    await ready(page, javaScriptEnabled)
    await expect(
      page.getByRole('heading', { level: 1, name: message('de', 'unavailable.title', 'errors') }),
    ).toBeVisible()
    await expect(page.getByText(message('de', 'unavailable.text', 'errors'))).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(message('de', 'unavailable.title', 'errors')))

    // Search and book needs the search API: the 503 page too.
    const search = await page.goto(marketUrl('de-ch', '/camping-suche', API_DOWN_PORT))
    expect(search?.status()).toBe(503)
    await expect(
      page.getByRole('heading', { level: 1, name: message('de', 'unavailable.title', 'errors') }),
    ).toBeVisible()

    // A page that needs no catalogue data still renders, with a header that lost only its menus.
    const login = await page.goto(marketUrl('de-ch', '/anmelden', API_DOWN_PORT))
    expect(login?.status()).toBe(200)
    await ready(page, javaScriptEnabled)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /Camping Select/ })).toBeVisible()
    await expect(header.getByRole('searchbox').first()).toBeAttached()
    await expect(header.getByRole('link', { name: message('de', 'header.login') })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: message('de', 'pages.login.title') })).toBeVisible()
  })

  test('search engines get the status without an error page being cached as content', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    const page = await context.newPage()
    const response = await page.goto(marketUrl('nl', '/', API_DOWN_PORT))
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBeDefined()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const missing = await page.goto(marketUrl('nl', '/bestaat-niet'))
    expect(missing?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: message('nl', 'not-found.title', 'errors') }),
    ).toBeVisible()
    await context.close()
  })
})
