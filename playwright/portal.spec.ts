import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import type { Language, MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import {
  DEMO_CUSTOMER,
  internalApiHeaders,
  marketMessage,
  marketUrl,
  message,
  PORT,
  rawRequest,
  ready,
  sessionData,
  signInWithTestSession,
} from './helpers'

/** A field of the page's main part by its label (a required field's label ends in "*"). */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`))

/**
 * The customer portal's sign-in (issue 9), with and without JavaScript: sign-up with the link
 * from the outbox, password sign-in and sign-out, booking sign-in, login-fail and the lock after
 * repeated failures, the way back to the page asked for, and where the token may (not) appear.
 */

/** The test server's database (playwright.config.ts): the outbox is how tests read mails. */
function latestMail(recipient: string): { kind: string; link: string | null } {
  const db = new Database('./data/e2e.sqlite', { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare('SELECT kind, link FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
      .get(recipient) as { kind: string; link: string | null } | undefined
    if (!row) throw new Error(`no mail to ${recipient}`)
    return row
  } finally {
    db.close()
  }
}

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
const pt = (language: Language, key: string) => message(language, key, 'portal')

async function stepHeading(page: Page, language: Language, key: string) {
  await expect(page.getByRole('heading', { level: 2, name: pt(language, key) })).toBeVisible()
}

async function enterEmail(page: Page, language: Language, email: string, javaScriptEnabled: boolean | undefined) {
  await ready(page, javaScriptEnabled)
  await stepHeading(page, language, 'sign-in.title')
  await field(page, pt(language, 'fields.email')).fill(email)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'sign-in.submit') })
    .click()
}

async function signInWithPassword(
  page: Page,
  language: Language,
  email: string,
  password: string,
  javaScriptEnabled: boolean | undefined,
) {
  await enterEmail(page, language, email, javaScriptEnabled)
  await stepHeading(page, language, 'password.title')
  await expect(page.getByText(pt(language, 'password.text').replace('{{email}}', email))).toBeVisible()
  await field(page, pt(language, 'fields.password')).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'password.submit') })
    .click()
}

/** The step a mail link opens (its heading key): the new password twice, then save. */
async function choosePassword(
  page: Page,
  language: Language,
  titleKey: string,
  password: string,
  javaScriptEnabled: boolean | undefined,
) {
  await ready(page, javaScriptEnabled)
  await stepHeading(page, language, titleKey)
  await field(page, pt(language, 'fields.new-password')).fill(password)
  await field(page, pt(language, 'fields.confirm-password')).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'reset-password.submit') })
    .click()
}

async function signOut(page: Page, market: MarketCode, language: Language, javaScriptEnabled: boolean | undefined) {
  await ready(page, javaScriptEnabled)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'profile.sign-out') })
    .click()
  await expect(page).toHaveURL(marketUrl(market, '/'))
  await expect(page.getByRole('banner').getByRole('link', { name: message(language, 'header.login') })).toBeVisible()
}

for (const [market, language] of [
  ['uk', 'en'],
  ['fr', 'fr'],
  ['de-ch', 'de'],
  ['it', 'it'],
] as const) {
  test(`${market}: a new customer signs up, sets a password from the mail, signs out, and signs in by password and by booking`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000)
    const email = unique(`new-${market}`)
    const password = 'a tent under the pines'
    const login = marketUrl(market, href({ language }, 'login'))
    await page.goto(login)
    await expect(page.getByRole('banner').getByRole('link', { name: message(language, 'header.login') })).toBeVisible()

    // Unknown address (404): create-password, the sign-up form.
    await enterEmail(page, language, email, javaScriptEnabled)
    await stepHeading(page, language, 'create-password.title')
    await expect(page).toHaveURL(/step=create-password/)
    await expect(field(page, pt(language, 'fields.email'))).toHaveValue(email)
    await field(page, pt(language, 'fields.first-name')).fill('Robin')
    await field(page, pt(language, 'fields.last-name')).fill('Camper')
    await page
      .getByRole('main')
      .getByRole('button', { name: pt(language, 'create-password.submit') })
      .click()
    await stepHeading(page, language, 'check-inbox.title')
    await expect(page.getByText(pt(language, 'check-inbox.text').replace('{{email}}', email))).toBeVisible()

    // The mail's link: to this market's login page, the token taken out of the address bar.
    const mail = latestMail(email)
    expect(mail.kind).toBe('set-password')
    expect(mail.link).toMatch(
      new RegExp(`^http://${market}\\.localhost:${PORT}${href({ language }, 'login')}\\?step=create-password&token=`),
    )
    await page.goto(mail.link!)
    await expect(page).toHaveURL(`${login}?step=create-password`)
    await choosePassword(page, language, 'create-password.title-with-link', password, javaScriptEnabled)

    // A first password signs the customer in at once and says it was set (issue 17, item 9).
    await expect(page).toHaveURL(marketUrl(market, href({ language }, 'profile')))
    await expect(page.getByText(marketMessage(market, 'password-set-success', 'toasts')).first()).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: pt(language, 'profile.greeting').replace('{{name}}', 'Robin') }),
    ).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: message(language, 'header.profile') }),
    ).toBeVisible()
    await signOut(page, market, language, javaScriptEnabled)

    // Again with e-mail and password, from the header's Login link.
    await page
      .getByRole('banner')
      .getByRole('link', { name: message(language, 'header.login') })
      .click()
    await signInWithPassword(page, language, email, password, javaScriptEnabled)
    await expect(
      page.getByRole('heading', { level: 2, name: pt(language, 'profile.greeting').replace('{{name}}', 'Robin') }),
    ).toBeVisible()
    await signOut(page, market, language, javaScriptEnabled)

    // And with a booking reference plus the booking's address (a demo booking of the seed).
    await page.goto(login)
    await ready(page, javaScriptEnabled)
    await page.getByRole('link', { name: pt(language, 'links.booking-sign-in') }).click()
    await stepHeading(page, language, 'booking-sign-in.title')
    await field(page, pt(language, 'fields.booking-email')).fill(DEMO_CUSTOMER.email)
    await field(page, pt(language, 'fields.booking-ref')).fill(DEMO_CUSTOMER.bookingRef.toLowerCase())
    await page
      .getByRole('main')
      .getByRole('button', { name: pt(language, 'booking-sign-in.submit') })
      .click()
    await expect(page).toHaveURL(marketUrl(market, href({ language }, 'profile')))
    await expect(
      page.getByText(
        pt(language, 'profile.signed-in-with-booking')
          .replace('{{ref}}', DEMO_CUSTOMER.bookingRef)
          .replace('{{email}}', DEMO_CUSTOMER.email),
      ),
    ).toBeVisible()
    await signOut(page, market, language, javaScriptEnabled)
  })
}

/** A fresh account with a password (through the API, as the browser flow above does it). */
async function accountWithPassword(email: string, password: string): Promise<void> {
  const api = `http://127.0.0.1:${PORT}/api/twenty/v2/default/fr`
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${api}/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...internalApiHeaders(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  expect((await post('customer-portal', { firstName: 'Sam', lastName: 'Lock', email })).status).toBe(201)
  const token = new URL(latestMail(email).link!).searchParams.get('token')!
  expect(
    (await post('customer-portal/reset/password', { token, password, confirmed_password: password }, token)).status,
  ).toBe(200)
}

test('fr: a wrong password shows login-fail, and repeated failures reach sign-in-attempts-exceeded', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000)
  const email = unique('locked')
  await accountWithPassword(email, 'le bon mot de passe')
  await page.goto(marketUrl('fr', href({ language: 'fr' }, 'login')))
  await enterEmail(page, 'fr', email, javaScriptEnabled)
  for (let attempt = 1; attempt <= 5; attempt++) {
    await stepHeading(page, 'fr', 'password.title')
    await ready(page, javaScriptEnabled)
    await field(page, pt('fr', 'fields.password')).fill(`faux-mot-de-passe-${attempt}`)
    await page
      .getByRole('main')
      .getByRole('button', { name: pt('fr', 'password.submit') })
      .click()
    if (attempt < 5) {
      await expect(field(page, pt('fr', 'fields.password'))).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(message('fr', 'login-fail', 'toasts')).first()).toBeVisible()
    }
  }
  await stepHeading(page, 'fr', 'attempts-exceeded.title')
  await expect(page).toHaveURL(/step=sign-in-attempts-exceeded/)
  // Even the right password waits now; the way out is a new password or the booking.
  await expect(page.getByRole('link', { name: pt('fr', 'links.forgot-password') })).toBeVisible()
  await expect(page.getByRole('link', { name: pt('fr', 'links.booking-sign-in') })).toBeVisible()
})

test('uk: a profile page asked for while signed out is where sign-in leads', async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000)
  const details = href({ language: 'en' }, 'profileDetails')
  await page.goto(marketUrl('uk', `${details}?tab=address`))
  await expect(page).toHaveURL(marketUrl('uk', `/login?redirectTo=${encodeURIComponent(`${details}?tab=address`)}`))
  await signInWithPassword(page, 'en', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, javaScriptEnabled)
  await expect(page).toHaveURL(marketUrl('uk', `${details}?tab=address`))
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'pages.profileDetails.title') })).toBeVisible()
  // Signed in, login itself goes to the profile.
  await page.goto(marketUrl('uk', '/login'))
  await expect(page).toHaveURL(marketUrl('uk', '/profile'))
})

test('uk: a redirect target off the site is never followed after sign-in', async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000)
  await page.goto(marketUrl('uk', `/login?redirectTo=${encodeURIComponent('//evil.example/profile')}`))
  await signInWithPassword(page, 'en', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, javaScriptEnabled)
  await expect(page).toHaveURL(marketUrl('uk', '/profile'))
})

test('uk: the session cookie is httpOnly and the token appears in no page or script', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  await page.goto(marketUrl('uk', '/login'))
  await signInWithPassword(page, 'en', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, javaScriptEnabled)
  await expect(page).toHaveURL(marketUrl('uk', '/profile'))
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-session')!
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })
  // The token, read from the sealed cookie the way the server reads it; the cookie itself gives
  // nothing away, however it is decoded (decision 015).
  const token = sessionData(cookie.value)?.token as string
  expect(token).toMatch(/^[\w-]{40,}$/)
  const decoded = decodeURIComponent(cookie.value)
  for (const layer of [
    decoded,
    Buffer.from(decoded, 'base64').toString('latin1'),
    Buffer.from(
      Buffer.from(decoded, 'base64')
        .toString('latin1')
        .replace(/^"v1\./, '')
        .replace(/"$/, ''),
      'base64url',
    ).toString('latin1'),
  ]) {
    expect(layer).not.toContain(token)
    expect(layer).not.toContain(DEMO_CUSTOMER.email)
  }
  const html = await page.content()
  expect(html).not.toContain(token)
  const cookieHeader = { cookie: `${cookie.name}=${cookie.value}` }
  for (const path of ['/profile', '/', '/profile/details', '/login']) {
    const answer = await rawRequest({ host: 'uk.localhost', path, headers: cookieHeader })
    expect(answer.body.toString('utf8'), path).not.toContain(token)
  }
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => document.cookie)).not.toContain('session')
    // Every JavaScript file the page loaded (module preloads and imports), and the inline scripts.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    )
    expect(await page.evaluate(() => [...document.scripts].map((s) => s.textContent).join('\n'))).not.toContain(token)
    expect(scripts.length).toBeGreaterThan(0)
    for (const path of scripts)
      expect((await rawRequest({ host: 'uk.localhost', path })).body.toString('utf8'), path).not.toContain(token)
  }
  // The user endpoint answers from the session, without the token; without a session, 401.
  const user = await rawRequest({ host: 'uk.localhost', path: '/api/uk/user', headers: cookieHeader })
  expect(user.status).toBe(200)
  expect(user.body.toString('utf8')).toContain(DEMO_CUSTOMER.email)
  expect(user.body.toString('utf8')).not.toContain(token)
  expect((await rawRequest({ host: 'uk.localhost', path: '/api/uk/user' })).status).toBe(401)
})

test('fr: a forgotten password is reset from the mailed link, which works once', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000)
  const language: Language = 'fr'
  const email = unique('forgot')
  await accountWithPassword(email, 'first password by the river')
  const login = marketUrl('fr', href({ language }, 'login'))
  await page.goto(login)
  await enterEmail(page, language, email, javaScriptEnabled)
  await stepHeading(page, language, 'password.title')

  // Forgot the password: the link, the address carried over, the mail, back to sign-in (SPEC 4).
  await page
    .getByRole('main')
    .getByRole('link', { name: pt(language, 'links.forgot-password') })
    .click()
  await stepHeading(page, language, 'forgot-password.title')
  await expect(field(page, pt(language, 'fields.email'))).toHaveValue(email)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt(language, 'forgot-password.submit') })
    .click()
  await stepHeading(page, language, 'sign-in.title')
  await expect(page.getByText(message(language, 'password-send-success', 'toasts')).first()).toBeVisible()

  // The mail's link: a new password, then sign-in with it.
  const mail = latestMail(email)
  expect(mail.kind).toBe('reset-password')
  const newPassword = 'second password under canvas'
  await page.goto(mail.link!)
  await choosePassword(page, language, 'reset-password.title', newPassword, javaScriptEnabled)
  await stepHeading(page, language, 'sign-in.title')
  await expect(page.getByText(message(language, 'password-update-success', 'toasts')).first()).toBeVisible()
  await signInWithPassword(page, language, email, newPassword, javaScriptEnabled)
  await expect(page).toHaveURL(marketUrl('fr', href({ language }, 'profile')))
  await signOut(page, 'fr', language, javaScriptEnabled)

  // The same link again says at once that it no longer works, with a way to a new one.
  await page.goto(mail.link!)
  await ready(page, javaScriptEnabled)
  await stepHeading(page, language, 'reset-password.expired-title')
  await expect(page.getByRole('main').getByText(pt(language, 'errors.link-expired'))).toBeVisible()
  expect(page.url()).not.toContain('token=')
  await expect(field(page, pt(language, 'fields.new-password'))).toHaveCount(0)
  await page
    .getByRole('main')
    .getByRole('link', { name: pt(language, 'links.new-link') })
    .click()
  await stepHeading(page, language, 'forgot-password.title')
})

test("uk: My bookings lists the customer's bookings with their payment schedule, or says there are none", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  const language: Language = 'en'
  await signInWithTestSession(context, 'uk.localhost')
  await page.goto(marketUrl('uk', href({ language }, 'myBookings')))
  await ready(page, javaScriptEnabled)
  const list = page.getByRole('list', { name: pt(language, 'bookings.list') })
  // The demo customer's two seeded bookings (README, demo accounts), each with its schedule in pounds.
  for (const ref of ['CS-240001', 'CS-240002']) {
    const booking = list.getByRole('article').filter({ hasText: ref })
    await expect(booking.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(booking.getByRole('table')).toContainText('£')
  }

  // A new account has none yet: the empty state leads to the search.
  await context.clearCookies()
  const email = unique('no-bookings')
  await accountWithPassword(email, 'a quiet pitch by the lake')
  await page.goto(marketUrl('uk', href({ language }, 'login')))
  await signInWithPassword(page, language, email, 'a quiet pitch by the lake', javaScriptEnabled)
  await expect(page).toHaveURL(marketUrl('uk', href({ language }, 'profile')))
  await page.goto(marketUrl('uk', href({ language }, 'myBookings')))
  await expect(page.getByRole('heading', { level: 2, name: pt(language, 'bookings.empty-title') })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: pt(language, 'bookings.search') })).toHaveAttribute(
    'href',
    href({ language }, 'searchAndBook'),
  )
})
