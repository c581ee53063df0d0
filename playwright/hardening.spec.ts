import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { internalApiHeaders, marketMessage, marketUrl, PORT, ready, saturdayNextYear } from './helpers'

/**
 * Issue 16, as a visitor sees it, with and without JavaScript: a checkout that loses the race
 * for its unit says so and offers the campsite's other units; a confirmation shows the booker's
 * details only to the browser that booked.
 */

const API_LOCALE: Partial<Record<MarketCode, string>> = { uk: 'couk', 'de-ch': 'ch' }

async function api(method: string, path: string, apiLocale: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/default/${apiLocale}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...internalApiHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

/** The n-th Saturday of September next year (other tests book in July and on the first one). */
const septemberSaturday = (n: number) => saturdayNextYear(9, 1, n - 1)

const party = { adults: 2, children: [] as { age: number }[] }

type Unit = { id: number; site: { slug: string } }

/** The API's answer to a cart of `unit` for the party's week from `date`. */
const postCart = (apiLocale: string, unit: Unit, date: string) =>
  api('POST', 'carts', apiLocale, { site: unit.site.slug, accommodationId: unit.id, date, duration: 7, persons: party })

async function newCart(apiLocale: string, unit: Unit, date: string): Promise<string> {
  const cart = await postCart(apiLocale, unit, date)
  expect(cart.status, JSON.stringify(cart.json)).toBe(201)
  return cart.json.data.cartId as string
}

/**
 * A cart of one of `units`, tried in random order: one can be full by the time its cart is asked
 * for (the race test, running alongside, lowers a unit's count for a while), as a visitor's pick can.
 */
async function cartOfAnyUnit(apiLocale: string, units: Unit[], date: string) {
  for (const unit of [...units].sort(() => Math.random() - 0.5)) {
    const cart = await postCart(apiLocale, unit, date)
    if (cart.status === 201) return cart.json.data.cartId as string
    expect(cart.status, JSON.stringify(cart.json)).toBe(409)
  }
  throw new Error(`no unit free on ${date}`)
}

const bookBody = (email: string) => ({
  mainBooker: {
    firstName: 'Quick',
    lastName: 'Winner',
    email,
    phonePrefix: '+44',
    phone: '7700 900123',
    country: 'GB',
    street: '1 High Street',
    postcode: 'SW1A 1AA',
    city: 'London',
  },
  participants: [
    { firstName: 'Quick', lastName: 'Winner', birthDate: '1980-01-01' },
    { firstName: 'Also', lastName: 'Winner', birthDate: '1981-01-01' },
  ],
  acceptTerms: true,
  paymentKind: 'full',
})

/** Fills the checkout for two adults as a visitor would. */
async function fillCheckout(page: Page, market: MarketCode, email: string) {
  const co = (key: string) => marketMessage(market, key, 'checkout')
  for (const [index, [first, last, born]] of [
    ['Ada', 'Lovelace', '1980-12-10'],
    ['Charles', 'Babbage', '1981-12-26'],
  ].entries()) {
    const group = page.getByRole('group', { name: co('participants.adult').replace('{{number}}', String(index + 1)) })
    await group.getByLabel(co('fields.first-name'), { exact: true }).fill(first!)
    await group.getByLabel(co('fields.last-name'), { exact: true }).fill(last!)
    await group.getByLabel(co('fields.birth-date'), { exact: true }).fill(born!)
  }
  const booker = page.getByRole('region', { name: co('booker.title') })
  await booker.getByLabel(co('fields.first-name'), { exact: true }).fill('Ada')
  await booker.getByLabel(co('fields.last-name'), { exact: true }).fill('Lovelace')
  await booker.getByLabel(co('fields.email'), { exact: true }).fill(email)
  await booker.getByLabel(co('fields.phone'), { exact: true }).fill('7700 900777')
  await booker.getByLabel(co('fields.street'), { exact: true }).fill('221B Baker Street')
  await booker.getByLabel(co('fields.postcode'), { exact: true }).fill('NW1 6XE')
  await booker.getByLabel(co('fields.city'), { exact: true }).fill('London')
  await page.getByRole('checkbox', { name: co('terms.accept') }).check()
}

for (const market of ['uk', 'de-ch'] as MarketCode[]) {
  const apiLocale = API_LOCALE[market]!
  const link = { language: MARKETS[market].language }
  const co = (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, value),
      marketMessage(market, key, 'checkout'),
    )

  test(`${market}: a checkout that loses the race for the last unit says so and offers the campsite's other units`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    // Each run its own date and campsite: the runs go in parallel, and each changes its unit.
    const date = septemberSaturday(javaScriptEnabled ? 2 : 3)
    // A campsite with at least two units free for the stay; the first becomes its last one.
    const found = await api('POST', 'search/accommodations', apiLocale, {
      parameters: { date, duration: 7, persons: party },
      meta: { limit: 50, orderBy: 'price' },
    })
    const units = found.json.data.accommodations as { id: number; name: string; site: { slug: string } }[]
    const bySite = new Map<string, typeof units>()
    for (const unit of units) bySite.set(unit.site.slug, [...(bySite.get(unit.site.slug) ?? []), unit])
    const [unit] = [...bySite.values()].filter((list) => list.length >= 2)[market === 'uk' ? 0 : 1] ?? []
    expect(unit, 'a campsite with two free units').toBeDefined()
    const db = new Database('./data/e2e.sqlite', { timeout: 10_000 })
    const before = (db.prepare('SELECT units FROM accommodations WHERE id = ?').get(unit!.id) as { units: number })
      .units
    try {
      const taken = db
        .prepare(
          "SELECT COALESCE(SUM(units), 0) AS n FROM booked_stays WHERE accommodation_id = ? AND arrival < date(?, '+7 days') AND departure > ?",
        )
        .get(unit!.id, date, date) as { n: number }
      db.prepare('UPDATE accommodations SET units = ? WHERE id = ?').run(taken.n + 1, unit!.id)
      const mine = await newCart(apiLocale, unit!, date)
      const theirs = await newCart(apiLocale, unit!, date)

      await page.goto(marketUrl(market, href(link, 'checkout', { cartId: mine })))
      await ready(page, javaScriptEnabled)
      await fillCheckout(page, market, `race-${market}-${Date.now()}@example.com`)
      // Someone else books the same unit first.
      expect(
        (await api('POST', `carts/${theirs}/checkout`, apiLocale, bookBody(`winner-${Date.now()}@example.com`))).status,
      ).toBe(201)
      await page.getByRole('button', { name: co('book') }).click()

      const notice = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: co('taken.title', { name: unit!.name }) }) })
      await expect(notice).toBeVisible()
      await expect(notice.getByText(co('taken.others'))).toBeVisible()
      // Each offer's button names its unit ("Book … instead").
      const [before, after] = co('taken.book-label').split('{{name}}') as [string, string]
      const offers = notice.getByRole('button', {
        name: new RegExp(
          `^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.+${after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        ),
      })
      expect(await offers.count()).toBeGreaterThan(0)
      // What was typed is still there.
      await expect(
        page.getByRole('region', { name: co('booker.title') }).getByLabel(co('fields.city'), { exact: true }),
      ).toHaveValue('London')
      // One of the others books at once: a new checkout for it.
      await offers.first().click()
      await expect(page).not.toHaveURL(new RegExp(mine))
      await expect(page).toHaveURL(
        new RegExp(`${href(link, 'checkout', { cartId: 'x' }).replace(/x$/, '')}[A-Za-z0-9_-]{22}$`),
      )
      expect(page.url()).not.toContain(mine)
      await expect(page.getByRole('button', { name: co('book') })).toBeVisible()
    } finally {
      db.prepare('UPDATE accommodations SET units = ? WHERE id = ?').run(before, unit!.id)
      db.close()
    }
  })

  test(`${market}: the confirmation shows the booker's details to the browser that booked, and to nobody else`, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.slow()
    const date = septemberSaturday(4)
    const found = await api('POST', 'search/accommodations', apiLocale, {
      parameters: { date, duration: 7, persons: party },
      meta: { limit: 20, orderBy: 'price' },
    })
    const units = found.json.data.accommodations as { id: number; site: { slug: string } }[]
    const cartId = await cartOfAnyUnit(apiLocale, units, date)
    const email = `confirm-${market}-${Date.now()}-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`
    await page.goto(marketUrl(market, href(link, 'checkout', { cartId })))
    await ready(page, javaScriptEnabled)
    await fillCheckout(page, market, email)
    await page.getByRole('button', { name: co('book') }).click()
    await expect(page.getByRole('heading', { level: 1, name: co('confirmation.title') })).toBeVisible()
    await expect(page.getByText(co('confirmation.intro', { email }))).toBeVisible()

    // Someone else with the link: that the booking exists, and how to sign in; nothing personal.
    const stranger = await browser.newContext({ javaScriptEnabled })
    const other = await stranger.newPage()
    const confirmation = page.url()
    await other.goto(confirmation)
    await ready(other, javaScriptEnabled)
    await expect(other.getByRole('heading', { level: 1, name: co('private.title') })).toBeVisible()
    const signIn = other.getByRole('link', { name: co('private.sign-in') })
    await expect(signIn).toHaveAttribute(
      'href',
      `${href(link, 'login')}?redirectTo=${encodeURIComponent(new URL(confirmation).pathname)}`,
    )
    const html = await other.content()
    for (const secret of [email, 'Baker Street', '900777', 'Lovelace', 'Babbage'])
      expect(html, secret).not.toContain(secret)
    await stranger.close()
  })
}
