import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import type { Language, MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import {
  brandUrl,
  DEMO_CUSTOMER,
  internalApiHeaders,
  marketMessage,
  marketUrl,
  message,
  PORT,
  ready,
  signedInSessionCookie,
} from './helpers'

/**
 * Favourites (issue 19), with and without JavaScript, in two markets: ie (default brand, theme
 * alpha) and nl of friferie (theme bravo). A visitor adds a favourite from the search results
 * while signed out, signs up (the mail's link sets the password and signs in), finds it on the
 * favourites page priced for the last search, removes it and sees the empty state; the heart on
 * the campsite page toggles, by keyboard too; a booking-reference sign-in keeps favourites in the
 * browser; axe finds nothing serious on the favourites page at phone and desktop width.
 */

const MARKETS = [
  { market: 'ie', language: 'en', brand: 'default', url: (path: string) => marketUrl('ie', path) },
  { market: 'nl', language: 'nl', brand: 'friferie', url: (path: string) => brandUrl('friferie', 'nl', path) },
] as const satisfies readonly { market: MarketCode; language: Language; brand: string; url: (path: string) => string }[]

const ui = (language: Language, key: string, name?: string) =>
  message(language, key, 'ui').replace('{{name}}', name ?? '')
const fav = (language: Language, key: string, name?: string) =>
  message(language, key, 'favourites').replace('{{name}}', name ?? '')
const pt = (language: Language, key: string) => message(language, key, 'portal')

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** The test server's database (playwright.config.ts): the outbox is how tests read mails. */
function latestMailLink(recipient: string): string {
  const db = new Database('./data/e2e.sqlite', { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('SELECT link FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(recipient) as
      | { link: string | null }
      | undefined
    if (!row?.link) throw new Error(`no mail with a link to ${recipient}`)
    return row.link
  } finally {
    db.close()
  }
}

/** The heart of a campsite, by its accessible name (what pressing it does). */
const heart = (page: Page, language: Language, name: string, pressed: boolean) =>
  page.getByRole('button', { name: ui(language, pressed ? 'favourite.remove' : 'favourite.add', name), exact: true })

/** Presses a heart: with JavaScript the fetcher's answer is awaited, without it the page comes back. */
async function press(page: Page, button: ReturnType<typeof heart>, javaScriptEnabled: boolean | undefined) {
  if (!javaScriptEnabled) {
    await button.click()
    return
  }
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/favourite') && response.request().method() === 'POST',
  )
  await button.click()
  expect((await answered).status()).toBe(200)
}

/** The first campsite of the search results: its name. */
async function firstResultName(page: Page, language: Language): Promise<string> {
  const results = page.getByRole('list', { name: message(language, 'results.list', 'search') })
  const name = await results.getByRole('heading', { level: 3 }).first().textContent()
  expect(name).toBeTruthy()
  return name!.trim()
}

const favouritesCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name.endsWith('favourites'))

const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`))

/** Sign-up on the login page, then the mail's link: the new account is signed in at once. */
async function signUp(page: Page, url: (path: string) => string, language: Language, email: string, js?: boolean) {
  await page.goto(url(href({ language }, 'login')))
  await ready(page, js)
  await field(page, pt(language, 'fields.email')).fill(email)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'sign-in.submit') })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: pt(language, 'create-password.title') })).toBeVisible()
  await ready(page, js)
  await field(page, pt(language, 'fields.first-name')).fill('Robin')
  await field(page, pt(language, 'fields.last-name')).fill('Camper')
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'create-password.submit') })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: pt(language, 'check-inbox.title') })).toBeVisible()
  await page.goto(latestMailLink(email))
  await ready(page, js)
  await field(page, pt(language, 'fields.new-password')).fill('a tent under the pines')
  await field(page, pt(language, 'fields.confirm-password')).fill('a tent under the pines')
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'reset-password.submit') })
    .click()
  await expect(page).toHaveURL(url(href({ language }, 'profile')))
}

for (const { market, language, brand, url } of MARKETS) {
  test(`${market} (${brand}): a favourite added from the search while signed out is on the favourites page after sign-up, and is removed`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000)
    const search = url(href({ language }, 'searchAndBook'))
    await page.goto(search)
    await ready(page, javaScriptEnabled)
    const name = await firstResultName(page, language)
    await expect(heart(page, language, name, false)).toHaveAttribute('aria-pressed', 'false')

    // With JavaScript only the root's data is asked again afterwards: the search is not run again.
    const revalidated = javaScriptEnabled
      ? page.waitForRequest((request) => request.method() === 'GET' && request.url().includes('.data?_routes='))
      : null
    await press(page, heart(page, language, name, false), javaScriptEnabled)
    // Pressed, and named for what pressing it again does.
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')
    if (revalidated) expect(new URL((await revalidated).url()).searchParams.get('_routes')).toBe('root')
    if (!javaScriptEnabled) {
      // Back on the same search, at the heart, with the toast.
      await expect(page).toHaveURL(new RegExp(`${href({ language }, 'searchAndBook')}#favourite-\\d+$`))
      await expect(page.getByText(marketMessage(market, 'favourite.added', 'ui'))).toBeVisible()
    }
    expect(await favouritesCookie(context)).toBeDefined()
    // Kept in the browser: a new page load shows it pressed.
    await page.goto(search)
    await ready(page, javaScriptEnabled)
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')

    // Sign-up; the first password signs in, and the cookie's favourite moves into the account.
    await signUp(page, url, language, unique(`fav-${market}`), javaScriptEnabled)
    expect(await favouritesCookie(context)).toBeUndefined()
    // The search knows it from the account now.
    await page.goto(search)
    await ready(page, javaScriptEnabled)
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')

    await page.goto(url(href({ language }, 'profileFavourites')))
    await ready(page, javaScriptEnabled)
    await expect(
      page.getByRole('heading', { level: 1, name: message(language, 'pages.profileFavourites.title') }),
    ).toBeVisible()
    const card = page.getByTestId('favourite')
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible()
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/(camping|glamping)\//)
    // Its photo (the rating's badges are images too, named for the grade).
    await expect(card.getByRole('img', { name, exact: true })).toBeVisible()
    // Priced for the last search's stay and party (2 adults, 7 nights by default), or said why not.
    await expect(page.getByTestId('favourites-stay')).toContainText(
      message(language, 'adults_other', 'favourites').replace('{{count}}', '2'),
    )
    await expect(card.getByTestId('favourite-price').or(card.getByText(fav(language, 'unavailable')))).toBeVisible()

    await card.getByRole('button', { name: fav(language, 'remove-label', name) }).click()
    await expect(page.getByText(marketMessage(market, 'favourite.removed', 'ui')).first()).toBeVisible()
    await expect(page.getByTestId('favourite')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: fav(language, 'empty-title') })).toBeVisible()
    await page.getByRole('link', { name: fav(language, 'empty-search') }).click()
    await expect(page).toHaveURL(search)
    await ready(page, javaScriptEnabled)
    await expect(heart(page, language, name, false)).toHaveAttribute('aria-pressed', 'false')
  })

  test(`${market} (${brand}): the heart on the campsite page toggles, by keyboard too, and stays as left`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(url(href({ language }, 'searchAndBook')))
    await ready(page, javaScriptEnabled)
    const name = await firstResultName(page, language)
    await page.getByRole('link', { name, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await ready(page, javaScriptEnabled)
    const campsite = page.url()

    await press(page, heart(page, language, name, false), javaScriptEnabled)
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')
    await page.goto(campsite)
    await ready(page, javaScriptEnabled)
    await expect(heart(page, language, name, true)).toHaveAttribute('aria-pressed', 'true')

    // By keyboard: focused, Enter presses it (a 44 px target).
    const pressed = heart(page, language, name, true)
    const box = await pressed.boundingBox()
    expect(box!.width).toBeGreaterThanOrEqual(44)
    expect(box!.height).toBeGreaterThanOrEqual(44)
    await pressed.focus()
    if (javaScriptEnabled) {
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/favourite'))
      await page.keyboard.press('Enter')
      await answered
    } else {
      await page.keyboard.press('Enter')
      await expect(page.getByText(marketMessage(market, 'favourite.removed', 'ui'))).toBeVisible()
    }
    await expect(heart(page, language, name, false)).toHaveAttribute('aria-pressed', 'false')
    await page.goto(campsite)
    await ready(page, javaScriptEnabled)
    await expect(heart(page, language, name, false)).toHaveAttribute('aria-pressed', 'false')
  })
}

/** The embedded API as the storefront calls it (the test servers' internal key). */
async function api(path: string, body: unknown, token?: string, brand = 'default', apiLocale = 'ie') {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/${brand}/${apiLocale}/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...internalApiHeaders(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, any> | null }
}

/** A fresh account with a password, signed in through a session cookie on the host; returns its token. */
async function signedInAccount(context: BrowserContext, host: string): Promise<string> {
  const email = unique('fav-page')
  const password = 'pitches by the river'
  expect((await api('customer-portal', { firstName: 'Alex', lastName: 'Outdoors', email })).status).toBe(201)
  const link = new URL(latestMailLink(email)).searchParams.get('token')!
  expect(
    (await api('customer-portal/reset/password', { token: link, password, confirmed_password: password }, link)).status,
  ).toBe(200)
  const token = (await api('customer-portal/authenticate', { email, password })).json!.token as string
  const cookie = await signedInSessionCookie(token)
  await context.addCookies([{ ...cookie, domain: host, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }])
  return token
}

test('ie: a booking-reference sign-in keeps favourites in this browser and says so', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const booking = await api('customer-portal/authenticate-booking', {
    email: DEMO_CUSTOMER.email,
    bookingRef: DEMO_CUSTOMER.bookingRef,
  })
  expect(booking.status).toBe(200)
  const cookie = await signedInSessionCookie(booking.json!.token as string, 'booking_id')
  await context.addCookies([
    { ...cookie, domain: 'ie.localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
  ])
  await page.goto(marketUrl('ie', href({ language: 'en' }, 'searchAndBook')))
  await ready(page, javaScriptEnabled)
  const name = await firstResultName(page, 'en')
  await press(page, heart(page, 'en', name, false), javaScriptEnabled)
  await expect(heart(page, 'en', name, true)).toBeVisible()
  expect(await favouritesCookie(context)).toBeDefined()

  await page.goto(marketUrl('ie', href({ language: 'en' }, 'profileFavourites')))
  await expect(page.getByText(fav('en', 'browser-only'))).toBeVisible()
  await expect(page.getByTestId('favourite').getByRole('heading', { level: 3, name })).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`the favourites page at ${width}px has no serious accessibility violations, listed and empty`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    await page.setViewportSize({ width, height: 900 })
    const token = await signedInAccount(context, 'ie.localhost')
    const axe = async () => {
      const results = await new AxeBuilder({ page }).analyze()
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        )
    }
    const favourites = marketUrl('ie', href({ language: 'en' }, 'profileFavourites'))
    await page.goto(favourites)
    await ready(page, true)
    await expect(page.getByRole('heading', { level: 2, name: fav('en', 'empty-title') })).toBeVisible()
    expect(await axe()).toEqual([])

    const db = new Database('./data/e2e.sqlite', { readonly: true, fileMustExist: true })
    const sites = db.prepare('SELECT id FROM sites ORDER BY popularity DESC LIMIT 4').pluck().all() as number[]
    db.close()
    for (const siteId of sites) expect((await api('customer-portal/favourites', { siteId }, token)).status).toBe(201)
    await page.goto(favourites)
    await ready(page, true)
    await expect(page.getByTestId('favourite')).toHaveCount(4)
    expect(await axe()).toEqual([])
    await page.evaluate(() =>
      document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')),
    )
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))
    await page.screenshot({ path: test.info().outputPath(`favourites-${width}.png`), fullPage: true })
  })
}
