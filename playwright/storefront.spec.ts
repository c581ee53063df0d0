import { expect, test } from '@playwright/test'
import { MARKETS, MARKET_CODES } from '../market-config/markets'
import { currencySign, marketUrl, message, PORT, ready } from './helpers'

test.describe('home page in every market', () => {
  for (const code of MARKET_CODES) {
    const market = MARKETS[code]
    test(`${code}: language, currency, header, footer and Destinations menu`, async ({ page, javaScriptEnabled }) => {
      const response = await page.goto(marketUrl(code))
      expect(response?.status()).toBe(200)
      await ready(page, javaScriptEnabled)
      await expect(page.locator('html')).toHaveAttribute('lang', market.languageTag)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: message(market.language, 'home.title') })).toBeVisible()

      // Prices are in the market's currency.
      const prices = page.getByRole('main').getByText(currencySign(code))
      await expect(prices.first()).toBeVisible()

      // Destinations: open the menu, follow a country's "all areas" link.
      await page
        .getByRole('navigation', { name: message(market.language, 'header.main-navigation') })
        .locator('summary', { hasText: message(market.language, 'header.destinations') })
        .click()
      const allAreas = page
        .getByRole('link', { name: message(market.language, 'destinations.view-all-areas').replace('{{country}}', '') })
        .first()
      await expect(allAreas).toBeVisible()
      await allAreas.click()
      await expect(page).toHaveURL(/\/camping\/[a-z-]+$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: message(market.language, 'breadcrumbs.label', 'ui') }),
      ).toBeVisible()
    })
  }
})

test.describe('translated routes', () => {
  test('a search path answers in its own market and is a 404 in another', async ({ page }) => {
    const own = await page.goto(marketUrl('de', '/camping-suche'))
    expect(own?.status()).toBe(200)
    await expect(
      page.getByRole('heading', { level: 1, name: message('de', 'pages.searchAndBook.title') }),
    ).toBeVisible()

    const foreign = await page.goto(marketUrl('uk', '/camping-suche'))
    expect(foreign?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: message('en', 'not-found.title', 'errors') }),
    ).toBeVisible()
  })

  test('a market prefix on an unmapped host leads to that market', async ({ page }) => {
    const response = await page.goto(`http://localhost:${PORT}/fr/rechercher-et-reserver?adults=3`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(marketUrl('fr', '/rechercher-et-reserver?adults=3'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    await expect(
      page.getByRole('heading', { level: 1, name: message('fr', 'pages.searchAndBook.title') }),
    ).toBeVisible()
    const wrong = await page.goto(`http://localhost:${PORT}/fr/zoek-en-boek`)
    expect(wrong?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: message('fr', 'not-found.title', 'errors') }),
    ).toBeVisible()
  })

  test('brand hosts carry their brand', async ({ page }) => {
    await page.goto(`http://nl.luxcamp.localhost:${PORT}/`)
    await expect(page.getByRole('banner').getByRole('img', { name: 'Luxcamp' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'charlie')
  })
})

test('an unknown path shows the 404 page with status 404', async ({ page, javaScriptEnabled }) => {
  const response = await page.goto(marketUrl('nl', '/dit-bestaat-niet'))
  expect(response?.status()).toBe(404)
  await ready(page, javaScriptEnabled)
  await expect(page.getByRole('heading', { level: 1, name: message('nl', 'not-found.title', 'errors') })).toBeVisible()
  await expect(page.getByText(message('nl', 'not-found.gone', 'errors'))).toBeVisible()
  await expect(page.getByText(message('nl', 'not-found.retry', 'errors'))).toBeVisible()
  await page.getByRole('link', { name: message('nl', 'not-found.home', 'errors') }).click()
  await expect(page).toHaveURL(marketUrl('nl', '/'))
  await expect(page.getByRole('heading', { level: 1, name: message('nl', 'home.title') })).toBeVisible()
})

test.describe('newsletter signup', () => {
  test('rejects a bad address and accepts a good one', async ({ page, javaScriptEnabled }) => {
    await page.goto(marketUrl('uk'))
    await ready(page, javaScriptEnabled)
    const footer = page.getByRole('contentinfo')
    const email = footer.getByLabel(message('en', 'newsletter.email-label'))
    const submit = footer.getByRole('button', { name: message('en', 'newsletter.submit') })

    await email.fill('camper@')
    await submit.click()
    // With JavaScript the error shows beside the footer field; without, on the newsletter page.
    const form = javaScriptEnabled ? footer : page.getByRole('main')
    await expect(form.getByText(message('en', 'validations.email'))).toBeVisible()
    await expect(form.getByLabel(message('en', 'newsletter.email-label'))).toHaveValue('camper@')

    await form.getByLabel(message('en', 'newsletter.email-label')).fill(`family-${Date.now()}@example.nl`)
    await form.getByRole('button', { name: message('en', 'newsletter.submit') }).click()
    await expect(
      page.getByText(message('en', 'toast-messages.newsletter-signup-success', 'toasts')).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(marketUrl('uk', '/'))
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'home.title') })).toBeVisible()
    await expect(footer.getByText(message('en', 'validations.email'))).toHaveCount(0)
    await expect(footer.getByLabel(message('en', 'newsletter.email-label'))).toHaveValue('')
  })

  test('after a client-side navigation, a footer signup returns to the page it is on', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'client-side navigation needs JavaScript')
    await page.goto(marketUrl('ie'))
    await ready(page, javaScriptEnabled)
    await page.getByRole('banner').getByRole('link').first().click()
    await expect(page).toHaveURL(marketUrl('ie', '/early-booking'))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/early/i)

    const footer = page.getByRole('contentinfo')
    await footer.getByLabel(message('en', 'newsletter.email-label')).fill(`after-navigation-${Date.now()}@example.ie`)
    await footer.getByRole('button', { name: message('en', 'newsletter.submit') }).click()
    await expect(
      page.getByText(message('en', 'toast-messages.newsletter-signup-success', 'toasts')).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(marketUrl('ie', '/early-booking'))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/early/i)
  })

  test('requires an address', async ({ page, javaScriptEnabled }) => {
    await page.goto(marketUrl('de'))
    await ready(page, javaScriptEnabled)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('button', { name: message('de', 'newsletter.submit') }).click()
    const form = javaScriptEnabled ? footer : page.getByRole('main')
    await expect(form.getByText(message('de', 'validations.required'))).toBeVisible()
  })
})

test('the language selector leads to the same page in another market', async ({ page, javaScriptEnabled }) => {
  await page.goto(marketUrl('de-ch', '/camping-suche'))
  await ready(page, javaScriptEnabled)
  const topBar = page.getByRole('banner')
  await topBar
    .locator('summary', { hasText: message('de', 'language.label') })
    .first()
    .click()
  await topBar.getByRole('link', { name: 'Österreich' }).first().click()
  await expect(page).toHaveURL(marketUrl('de-at', '/camping-suche'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
})

test('the early-booking banner links to its tagged page', async ({ page, javaScriptEnabled }) => {
  await page.goto(marketUrl('ie'))
  await ready(page, javaScriptEnabled)
  const banner = page.getByRole('banner').getByRole('link').first()
  await expect(banner).toHaveAttribute('href', '/early-booking')
  const bannerText = (await banner.innerText()).trim()
  expect(bannerText.length).toBeGreaterThan(0)
  const response = page.waitForResponse((r) => r.url().includes('early-booking'))
  await banner.click()
  await expect(page).toHaveURL(marketUrl('ie', '/early-booking'))
  expect((await response).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(message('en', 'not-found.title', 'errors'))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/early/i)
})

test('health check and security headers', async ({ request }) => {
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })
  const home = await request.get('/', { headers: { host: `uk.localhost:${PORT}` } })
  const csp = home.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]
  expect(await home.text()).toContain(`nonce="${nonce}"`)
})

test('the UI-kit catalogue does not exist in the production build', async ({ request }) => {
  const response = await request.get('/_dev/ui-kit', { headers: { host: `uk.localhost:${PORT}` } })
  expect(response.status()).toBe(404)
})

test('the Destinations menu works from the keyboard and closes on Escape', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'Escape handling is an enhancement')
  await page.goto(marketUrl('uk'))
  await ready(page, true)
  const nav = page.getByRole('navigation', { name: message('en', 'header.main-navigation') })
  const toggle = nav.locator('summary', { hasText: message('en', 'header.destinations') })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const allAreas = page
    .getByRole('link', { name: message('en', 'destinations.view-all-areas').replace('{{country}}', '') })
    .first()
  await expect(allAreas).toBeVisible()
  await allAreas.focus()
  await page.keyboard.press('Escape')
  await expect(allAreas).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('a menu opened before the scripts have run stays open once they have', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'hydration needs JavaScript')
  // Hold every script back: the visitor opens the menu on the server-rendered page.
  const held: Array<() => Promise<void>> = []
  let holding = true
  await page.route('**/assets/*.js', (route) => (holding ? void held.push(() => route.continue()) : route.continue()))
  await page.goto(marketUrl('uk'), { waitUntil: 'domcontentloaded' })
  const nav = page.getByRole('navigation', { name: message('en', 'header.main-navigation') })
  await nav.locator('summary', { hasText: message('en', 'header.destinations') }).click()
  await expect(nav.locator('details[data-menu="destinations"]')).toHaveAttribute('open', '')
  holding = false
  await Promise.all(held.map((release) => release()))
  await ready(page, true)
  // One frame after hydration, React has rendered the menus it controls.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
  const allAreas = page
    .getByRole('link', { name: message('en', 'destinations.view-all-areas').replace('{{country}}', '') })
    .first()
  await expect(allAreas).toBeVisible()
})
