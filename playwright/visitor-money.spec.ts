import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { fill, marketMessage, marketUrl, PORT, rawRequest, ready, signInWithTestSession } from './helpers'

/**
 * What a first-time visitor trips over, the money, mail and content half (issue 17, items 4, 5,
 * 8 and 9): on-site money in the campsite's currency from the campsite page to the mail, the
 * checkout's error summary, content pages at their language's slug, trust marks per market, the
 * contact page, and the confirmation's extras and payment kind. In markets the issue does not name
 * (ie, de-at, it, nl-be, de-ch with CHF, uk with a French campsite), with and without JavaScript.
 */

const co = (code: MarketCode, key: string) => marketMessage(code, key, 'checkout')
const common = (code: MarketCode, key: string) => marketMessage(code, key, 'common')
const currencyName = (code: MarketCode, currency: string) => common(code, `currency.${currency}`)
/** An amount as the market writes it, always with decimals (the checkout's and confirmation's format). */
const money = (code: MarketCode, amount: number, currency: string) =>
  new Intl.NumberFormat(MARKETS[code].currencyFormatterCode, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)

function julySaturday(): string {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 8))
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

function bornAged(age: number, arrival: string): string {
  const [y, m, d] = arrival.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y - age, m - 1, d - 30)).toISOString().slice(0, 10)
}

/** The test server's database: the outbox is how tests read mails. */
function mailsTo(recipient: string): { kind: string; subject: string; body: string; html: string | null }[] {
  const db = new Database('./data/e2e.sqlite', { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare('SELECT kind, subject, body, html FROM outbox WHERE recipient = ? ORDER BY id')
      .all(recipient) as never
  } finally {
    db.close()
  }
}

/** From the French campsites (cheapest first) to the checkout of a priced unit, for two adults. */
async function openCheckout(page: Page, code: MarketCode, javaScriptEnabled: boolean | undefined, country = 'france') {
  const date = julySaturday()
  const party = `date=${date}&duration=7&adults=2`
  await page.goto(marketUrl(code, `/camping/${country}?${party}&sort=price-asc`))
  await ready(page, javaScriptEnabled)
  const priced = page.getByTestId('result-price').first().locator('xpath=ancestor::article[1]')
  const href = await priced.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
  await page.goto(marketUrl(code, `${href!.split('?')[0]}?${party}`))
  await ready(page, javaScriptEnabled)
  const offer = page.locator('article[id^="accommodation-"]').first()
  await expect(offer.getByTestId('accommodation-price')).toBeVisible()
  const name = await offer.getByRole('heading', { level: 3 }).innerText()
  await offer.getByRole('button', { name: fill(marketMessage(code, 'offer.book-label', 'site'), { name }) }).click()
  await expect(page).toHaveURL(/\/[a-z]+\/[A-Za-z0-9_-]{22}$/)
  await ready(page, javaScriptEnabled)
  return { date }
}

async function fillBooking(page: Page, code: MarketCode, date: string, email: string) {
  for (const [index, [first, born]] of [
    ['Aoife', bornAged(38, date)],
    ['Cian', bornAged(41, date)],
  ].entries()) {
    const group = page.getByRole('group', { name: fill(co(code, 'participants.adult'), { number: index + 1 }) })
    await group.getByLabel(co(code, 'fields.first-name'), { exact: true }).fill(first!)
    await group.getByLabel(co(code, 'fields.last-name'), { exact: true }).fill('Byrne')
    await group.getByLabel(co(code, 'fields.birth-date'), { exact: true }).fill(born!)
  }
  const booker = page.getByRole('region', { name: co(code, 'booker.title') })
  await booker.getByLabel(co(code, 'fields.first-name'), { exact: true }).fill('Aoife')
  await booker.getByLabel(co(code, 'fields.last-name'), { exact: true }).fill('Byrne')
  await booker.getByLabel(co(code, 'fields.email'), { exact: true }).fill(email)
  await booker.getByLabel(co(code, 'fields.phone'), { exact: true }).fill('087 123 4567')
  await booker.getByLabel(co(code, 'fields.street'), { exact: true }).fill('1 Main Street')
  await booker.getByLabel(co(code, 'fields.postcode'), { exact: true }).fill('D02 XE61')
  await booker.getByLabel(co(code, 'fields.city'), { exact: true }).fill('Dublin')
  await page.getByRole('checkbox', { name: co(code, 'terms.accept') }).check()
}

// ------------------------------------------------------------------ item 4, 5, 9: money, mails, confirmation

for (const code of ['uk', 'de-ch', 'ie'] as MarketCode[]) {
  const { currency } = MARKETS[code]
  test(`${code}: a French campsite's deposit is in euros from checkout to confirmation and mail; the confirmation lists extras and the payment kind`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    const { date } = await openCheckout(page, code, javaScriptEnabled)
    const summary = page.getByTestId('stay-summary')
    // What is paid to us: the market's currency, said in words.
    await expect(summary.getByTestId('total-currency')).toHaveText(
      fill(co(code, 'summary.to-us'), { currency: currencyName(code, currency) }),
    )
    // What is paid at the campsite: the campsite's euros, unconverted (deposits are whole 50s).
    const onSite = summary.getByTestId('pay-on-site')
    await expect(onSite).toHaveAttribute('data-currency', 'EUR')
    await expect(onSite).toContainText(fill(co(code, 'summary.on-site-title'), { currency: currencyName(code, 'EUR') }))
    const deposit = Number(await onSite.locator('dd[data-amount]').first().getAttribute('data-amount'))
    expect(deposit % 50).toBe(0)
    await expect(onSite.locator('dd[data-amount]').first()).toHaveText(money(code, deposit, 'EUR'))

    // An extra (breakfast for two) and a payment kind.
    const extra = page.locator('select[name^="extras["]').first()
    const extraName = (await page.locator(`label[for="${await extra.getAttribute('id')}"]`).innerText()).trim()
    await extra.selectOption('2')
    const total = summary.getByTestId('total')
    if (!javaScriptEnabled) {
      await page
        .getByRole('button', { name: co(code, 'update') })
        .first()
        .click()
      await ready(page, javaScriptEnabled)
    }
    await expect(summary.getByTestId('price-lines')).toContainText(extraName.replace(/\s*\*$/, ''))
    const email = `money-${code}-${Date.now()}-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`
    await fillBooking(page, code, date, email)
    const bookedTotal = Number(await total.getAttribute('data-amount'))
    await page.getByRole('button', { name: co(code, 'book') }).click()

    await expect(page.getByRole('heading', { level: 1, name: co(code, 'confirmation.title') })).toBeVisible()
    await expect(
      page.getByText(fill(co(code, 'confirmation.total-to-us'), { currency: currencyName(code, currency) })),
    ).toBeVisible()
    await expect(page.getByTestId('booking-total')).toHaveText(money(code, bookedTotal, currency))
    await expect(
      page.getByText(fill(co(code, 'confirmation.on-site'), { currency: currencyName(code, 'EUR') })),
    ).toBeVisible()
    await expect(page.getByTestId('booking-on-site')).toContainText(money(code, deposit, 'EUR'))
    await expect(page.getByTestId('booking-extras')).toContainText(`${extraName.replace(/\s*\*$/, '')} × 2`)
    await expect(page.getByTestId('booking-payment-kind')).toHaveText(co(code, 'payment.kinds.full'))

    // The mail says the same, in both parts.
    const mail = mailsTo(email).find((each) => each.kind === 'booking-confirmation')!
    expect(mail).toBeDefined()
    for (const part of [mail.body, mail.html!]) {
      expect(part).toContain('Aoife')
      expect(part).toContain(
        new Intl.NumberFormat(MARKETS[code].currencyFormatterCode, { style: 'currency', currency: 'EUR' }).format(
          deposit,
        ),
      )
      expect(part).toContain(
        new Intl.NumberFormat(MARKETS[code].currencyFormatterCode, { style: 'currency', currency }).format(bookedTotal),
      )
      expect(part).toContain(extraName.replace(/\s*\*$/, ''))
    }
    const setPassword = mailsTo(email).find((each) => each.kind === 'set-password')!
    expect(setPassword.html).toContain(currencyName(code, 'EUR'))
  })
}

test("uk: My bookings shows a seeded booking's deposit in the campsite's currency and its total in pounds", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await signInWithTestSession(context, 'uk.localhost')
  await page.goto(marketUrl('uk', '/profile/my-bookings'))
  await ready(page, javaScriptEnabled)
  const booking = page.getByTestId('booking').first()
  await expect(booking.getByTestId('booking-total')).toContainText('£')
  const onSite = booking.getByTestId('booking-on-site')
  const siteCurrency = (await onSite.getAttribute('data-currency'))!
  expect(['EUR', 'DKK']).toContain(siteCurrency)
  await expect(
    booking.getByText(fill(co('uk', 'confirmation.on-site'), { currency: currencyName('uk', siteCurrency) })),
  ).toBeVisible()
  await expect(onSite).not.toContainText('£')
})

test('uk: a Danish campsite asks its deposit in kroner, and says so, on the results and the campsite page', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(marketUrl('uk', `/camping/denmark?date=${julySaturday()}&duration=7&adults=2&sort=price-asc`))
  await ready(page, javaScriptEnabled)
  const card = page.getByTestId('result-price').first().locator('xpath=ancestor::article[1]')
  await expect(card).toContainText(currencyName('uk', 'DKK'))
  await expect(card).toContainText('DKK')
})

// ------------------------------------------------------------------ item 8: the error summary

for (const code of ['ie', 'it', 'de-at'] as MarketCode[]) {
  test(`${code}: a checkout posted with errors opens on an error summary that links to each field`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    await openCheckout(page, code, javaScriptEnabled)
    await page.getByRole('button', { name: co(code, 'book') }).click()
    const summary = page.getByTestId('error-summary')
    await expect(summary.getByRole('heading', { level: 2, name: co(code, 'error-summary.title') })).toBeVisible()
    await ready(page, javaScriptEnabled)
    // At the top, before the heading, and focused (without JavaScript by its autofocus attribute).
    await expect(summary).toBeFocused()
    const summaryBox = (await summary.boundingBox())!
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(summaryBox.y).toBeLessThan(headingBox.y)
    const links = summary.getByRole('link')
    expect(await links.count()).toBeGreaterThan(5)
    // Every link leads to a field of the form.
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')!))) {
      expect(await page.locator(`[id="${href.slice(1)}"]`).count(), href).toBe(1)
    }
    const email = summary.getByRole('link', { name: new RegExp(`^${co(code, 'fields.email')}:`) })
    await email.click()
    if (javaScriptEnabled) await expect(page.getByLabel(co(code, 'fields.email'), { exact: true })).toBeFocused()
    else await expect(page).toHaveURL(/#checkout-email$/)
  })
}

// ------------------------------------------------------------------ item 9: words and places

test("content pages live at their language's slug; an English slug there is a 301 to it", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const [code, english, translated] of [
    ['nl-be', 'faq', 'veelgestelde-vragen'],
    ['de-at', 'contact', 'kontakt'],
    ['it', 'early-booking', 'prenota-prima'],
    ['fr', 'terms-and-conditions', 'conditions-generales'],
    ['de-ch', 'about-us', 'ueber-uns'],
  ] as const) {
    const redirect = await rawRequest({ host: `${code}.localhost:${PORT}`, path: `/${english}` })
    expect(redirect.status, `${code} /${english}`).toBe(301)
    expect(redirect.headers.location).toBe(`/${translated}`)
    const response = await page.goto(marketUrl(code, `/${translated}`))
    expect(response?.status()).toBe(200)
    await ready(page, javaScriptEnabled)
    // The footer links the page at the same slug.
    await expect(page.getByRole('contentinfo').locator(`a[href="/${translated}"]`).first()).toBeVisible()
  }
  // English sites keep the English slugs.
  expect((await rawRequest({ host: `ie.localhost:${PORT}`, path: '/faq' })).status).toBe(200)
  expect((await rawRequest({ host: `uk.localhost:${PORT}`, path: '/kontakt' })).status).toBe(404)
})

test("trust marks are the market's own: no German DRV in Austria, no UK ABTA in Ireland", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const [code, own, foreign] of [
    ['de-at', 'safety.oerv', 'safety.drv'],
    ['ie', 'safety.car', 'safety.abta'],
    ['de-ch', 'safety.garantiefonds-ch', 'safety.drv'],
    ['it', 'safety.fiavet', 'safety.drv'],
  ] as const) {
    await page.goto(marketUrl(code, '/'))
    await ready(page, javaScriptEnabled)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('img', { name: common(code, own) })).toBeVisible()
    await expect(page.getByRole('img', { name: common(code, foreign) })).toHaveCount(0)
  }
})

test('de-at: the contact page gives an address, a phone and a form that reaches customer service', async ({
  page,
  javaScriptEnabled,
}) => {
  const code = 'de-at'
  await page.goto(marketUrl(code, '/kontakt'))
  await ready(page, javaScriptEnabled)
  await expect(page.getByTestId('contact-address')).toContainText('Wien')
  await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+43/)
  const form = page.getByRole('region', { name: common(code, 'contact.form-title') })
  await form.getByRole('button', { name: common(code, 'contact.submit') }).click()
  await expect(form.getByText(common(code, 'contact.errors.required')).first()).toBeVisible()
  await ready(page, javaScriptEnabled)
  const email = `contact-${Date.now()}-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`
  await form.getByLabel(common(code, 'contact.name'), { exact: true }).fill('Lena Huber')
  await form.getByLabel(common(code, 'contact.email'), { exact: true }).fill(email)
  await form.getByLabel(common(code, 'contact.message'), { exact: true }).fill('Können wir schon um 12 Uhr anreisen?')
  await form.getByRole('button', { name: common(code, 'contact.submit') }).click()
  await expect(page.getByText(marketMessage(code, 'toast-messages.contact-sent', 'toasts')).first()).toBeVisible()
  await expect(page).toHaveURL(marketUrl(code, '/kontakt'))
  const db = new Database('./data/e2e.sqlite', { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare("SELECT recipient, body FROM outbox WHERE kind = 'contact-message' AND link = ?")
      .get(`mailto:${email}`) as { recipient: string; body: string }
    expect(row.recipient).toBe('service@at.camping.example')
    expect(row.body).toContain('Können wir schon um 12 Uhr anreisen?')
  } finally {
    db.close()
  }
})

test('ie: the FAQ gives the check-in and check-out times the campsites give, and the payment kinds', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(marketUrl('ie', '/faq'))
  await ready(page, javaScriptEnabled)
  await expect(page.getByRole('main')).toContainText('check-out by 10:00 or 11:00')
  await expect(page.getByRole('main')).toContainText('a 30% deposit now and the balance six weeks before arrival')
})
