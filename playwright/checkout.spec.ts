import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import {
  currencySign,
  DEMO_CUSTOMER,
  fill,
  marketMessage,
  marketUrl,
  message,
  ready,
  saturdayNextYear,
  signInWithTestSession,
} from './helpers'

/**
 * Booking a holiday (issue 10): from a campsite's priced accommodation to the checkout, field
 * errors that keep what was typed, the booking, its confirmation, and no second booking on a
 * reload or a second submit. uk (GBP, English), nl-be (EUR, Dutch), de-ch (CHF, Swiss German) and it
 * (EUR, Italian), with and without JavaScript.
 */

const co = (language: string, key: string) => message(language as never, key, 'checkout')
const site = (language: string, key: string) => message(language as never, key, 'site')
const search = (language: string, key: string) => message(language as never, key, 'search')

/** A Saturday in July of next year (high season: whole weeks from Saturday). */
const julySaturday = () => saturdayNextYear(7, 8)

/** A birth date making someone `age` at `arrival`. */
function bornAged(age: number, arrival: string): string {
  const [y, m, d] = arrival.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y - age, m - 1, d - 30)).toISOString().slice(0, 10)
}

/** Parses "£1,234.56" or "€ 1.234,56" into a number. */
function amount(text: string): number {
  const digits = text.replace(/[^\d,.−-]/g, '')
  const negative = /[−-]/.test(digits)
  const normalised = /,\d{2}$/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '')
  return (negative ? -1 : 1) * Number(normalised.replace(/[−-]/g, ''))
}

/**
 * From an area's results (price order, a family of four) to a campsite with a priced, bookable
 * accommodation, then its "book" button: never assumes the first result is bookable.
 */
async function openCheckout(page: Page, code: MarketCode, javaScriptEnabled: boolean | undefined) {
  const { language } = MARKETS[code]
  const date = julySaturday()
  const party = `date=${date}&duration=7&adults=2&children=5`
  await page.goto(marketUrl(code, `/camping/france?${party}&sort=price-asc`))
  await ready(page, javaScriptEnabled)
  const results = page.getByRole('list', { name: search(language, 'results.list') })
  const priced = results.getByTestId('result-price').first().locator('xpath=ancestor::article[1]')
  const href = await priced.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
  await page.goto(marketUrl(code, `${href!.split('?')[0]}?${party}`))
  await ready(page, javaScriptEnabled)
  const offer = page.locator('article[id^="accommodation-"]').first()
  await expect(offer.getByTestId('accommodation-price')).toContainText(currencySign(code))
  const offered = amount(await offer.getByTestId('accommodation-price').innerText())
  const name = await offer.getByRole('heading', { level: 3 }).innerText()
  await offer.getByRole('button', { name: fill(site(language, 'offer.book-label'), { name }) }).click()
  await expect(page).toHaveURL(/\/[a-z]+\/[A-Za-z0-9_-]{22}$/)
  await ready(page, javaScriptEnabled)
  return { offered, date }
}

async function fillParticipants(page: Page, language: string, date: string, childBirth: string) {
  const adults = [
    ['Anna', 'Peeters', bornAged(38, date)],
    ['Bram', 'Peeters', bornAged(40, date)],
  ]
  for (const [index, [first, last, born]] of adults.entries()) {
    const group = page.getByRole('group', { name: fill(co(language, 'participants.adult'), { number: index + 1 }) })
    await group.getByLabel(co(language, 'fields.first-name'), { exact: true }).fill(first!)
    await group.getByLabel(co(language, 'fields.last-name'), { exact: true }).fill(last!)
    await group.getByLabel(co(language, 'fields.birth-date'), { exact: true }).fill(born!)
  }
  const child = page.getByRole('group', { name: fill(co(language, 'participants.child'), { number: 1, age: 5 }) })
  await child.getByLabel(co(language, 'fields.first-name'), { exact: true }).fill('Cas')
  await child.getByLabel(co(language, 'fields.last-name'), { exact: true }).fill('Peeters')
  await child.getByLabel(co(language, 'fields.birth-date'), { exact: true }).fill(childBirth)
}

for (const code of ['uk', 'nl-be', 'de-ch', 'it'] as MarketCode[]) {
  const { language } = MARKETS[code]
  // The checkout's copy as this market shows it (de-CH writes "ss" for "ß").
  const co = (_language: string, key: string) => marketMessage(code, key, 'checkout')

  test(`${code}: book a holiday for two adults and a child, once`, async ({ page, javaScriptEnabled }) => {
    test.slow()
    const { offered, date } = await openCheckout(page, code, javaScriptEnabled)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const checkoutUrl = page.url()

    // The total is the campsite page's price and the sum of its lines; the deposit is apart.
    const summary = page.getByTestId('stay-summary')
    const total = amount(await summary.getByTestId('total').innerText())
    expect(total).toBe(offered)
    const lines = await summary
      .getByTestId('price-lines')
      .locator('dd[data-amount]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-amount'))))
    const sum = Math.round(lines.slice(0, -1).reduce((all, each) => all + each * 100, 0)) / 100
    expect(sum).toBe(total)
    await expect(summary).toContainText(co(language, 'lines.rent'))
    await expect(summary).toContainText(currencySign(code))

    // Insurances are offered, never pre-ticked; the final button says that booking obliges payment.
    const travel = page.getByRole('checkbox', { name: new RegExp(co(language, 'insurance.travel').split(':')[0]!) })
    await expect(travel).not.toBeChecked()
    const book = page.getByRole('button', { name: co(language, 'book') })
    await expect(book).toBeVisible()
    await expect(page.getByText(co(language, 'terms.cancellation-1'))).toBeVisible()

    // Errors: nothing filled but an invalid address and a child's birth date that contradicts the party.
    await page.getByLabel(co(language, 'fields.email'), { exact: true }).fill('not-an-address')
    await fillParticipants(page, language, date, bornAged(9, date))
    await page
      .getByRole('group', { name: fill(co(language, 'participants.adult'), { number: 1 }) })
      .getByLabel(co(language, 'fields.first-name'), { exact: true })
      .fill('')
    await book.click()
    // Each field says what is wrong (the error summary above the form repeats it, linked).
    const form = page.locator('form#checkout')
    await expect(form.getByText(co(language, 'errors.email'))).toBeVisible()
    await expect(form.getByText(fill(co(language, 'errors.child-age'), { value: 5 }))).toBeVisible()
    await expect(form.getByText(co(language, 'errors.required')).first()).toBeVisible()
    await expect(form.getByText(co(language, 'errors.terms'))).toBeVisible()
    // What was typed is still there.
    await expect(page.getByLabel(co(language, 'fields.email'), { exact: true })).toHaveValue('not-an-address')
    await expect(
      page
        .getByRole('group', { name: fill(co(language, 'participants.adult'), { number: 2 }) })
        .getByLabel(co(language, 'fields.first-name'), { exact: true }),
    ).toHaveValue('Bram')

    // Fix everything, choose the travel insurance and book.
    await ready(page, javaScriptEnabled)
    await page
      .getByLabel(co(language, 'fields.email'), { exact: true })
      .fill(`family-${code}-${Date.now()}-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`)
    await fillParticipants(page, language, date, bornAged(5, date))
    await page.getByLabel(co(language, 'fields.first-name'), { exact: true }).last().fill('Anna')
    await page.getByLabel(co(language, 'fields.last-name'), { exact: true }).last().fill('Peeters')
    await page.getByLabel(co(language, 'fields.phone'), { exact: true }).fill('0470 12 34 56')
    await page.getByLabel(co(language, 'fields.street'), { exact: true }).fill('Kerkstraat 1')
    await page.getByLabel(co(language, 'fields.postcode'), { exact: true }).fill('2000')
    await page.getByLabel(co(language, 'fields.city'), { exact: true }).fill('Antwerpen')
    await page.getByRole('checkbox', { name: co(language, 'terms.accept') }).check()
    await book.click()

    await expect(page.getByRole('heading', { level: 1, name: co(language, 'confirmation.title') })).toBeVisible()
    const ref = (await page.getByTestId('booking-ref').innerText()).trim()
    expect(ref).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    await expect(page.getByTestId('booking-total')).toContainText(currencySign(code))
    // The stay as an .ics of its own route (issue 19), for this browser before it ever signs in.
    const calendarLink = page.getByRole('link', { name: co(language, 'confirmation.calendar') })
    await expect(calendarLink).toHaveAttribute('href', /^\/profile\/bookings\/\d+\/calendar\.ics\?cart=/)
    const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()])
    expect(download.suggestedFilename()).toBe(`${ref}.ics`)
    await expect(page.getByRole('table')).toBeVisible()

    // A reload shows the same booking; the checkout's address now leads to it too: one booking.
    const confirmation = page.url()
    await page.reload()
    await expect(page.getByTestId('booking-ref')).toHaveText(ref)
    await page.goto(checkoutUrl)
    await expect(page).toHaveURL(confirmation)
    await expect(page.getByTestId('booking-ref')).toHaveText(ref)
  })
}

test('an unknown cart is a clear page, not an error', async ({ page }) => {
  const response = await page.goto(marketUrl('uk', '/booking/AAAAAAAAAAAAAAAAAAAAAA'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: co('en', 'missing.title') })).toBeVisible()
  const confirmation = await page.goto(marketUrl('nl-be', '/boeking/bevestiging/AAAAAAAAAAAAAAAAAAAAAA'))
  expect(confirmation?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: co('nl', 'missing.title') })).toBeVisible()
})

test('uk: a signed-in customer finds their name and e-mail filled in as the main booker', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await signInWithTestSession(context, 'uk.localhost')
  await openCheckout(page, 'uk', javaScriptEnabled)
  const booker = page.getByRole('region', { name: co('en', 'booker.title') })
  await expect(booker.getByLabel(co('en', 'fields.email'), { exact: true })).toHaveValue(DEMO_CUSTOMER.email)
  await expect(booker.getByLabel(co('en', 'fields.first-name'), { exact: true })).toHaveValue(DEMO_CUSTOMER.firstName)
})

test('nl-be: the checkout, with and without field errors, has no serious accessibility violations', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'axe runs as a script in the page')
  test.slow()
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await openCheckout(page, 'nl-be', javaScriptEnabled)
    expect(await serious()).toEqual([])
    // Booking with nothing filled in: every field error on the page at once.
    await page.getByRole('button', { name: co('nl', 'book') }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    expect(await serious()).toEqual([])
  }
})

test('uk: with JavaScript a ticked insurance prices itself at once, keeping what was typed and the focus', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the "Update price" button does it (the booking test above)')
  test.slow()
  await openCheckout(page, 'uk', javaScriptEnabled)
  const total = page.getByTestId('total')
  const before = Number(await total.getAttribute('data-amount'))
  const booker = page.getByRole('region', { name: co('en', 'booker.title') })
  await booker.getByLabel(co('en', 'fields.city'), { exact: true }).fill('Leeds')
  const travel = page.getByRole('checkbox', { name: new RegExp(co('en', 'insurance.travel').split(':')[0]!) })
  await travel.check()
  // No click on "Update price": the total grows by the insurance, which is now a line of its own.
  await expect.poll(async () => Number(await total.getAttribute('data-amount'))).toBeGreaterThan(before)
  await expect(travel).toBeChecked()
  await expect(travel).toBeFocused()
  await expect(booker.getByLabel(co('en', 'fields.city'), { exact: true })).toHaveValue('Leeds')
  const lines = await page
    .getByTestId('price-line')
    .locator('dd')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-amount'))))
  expect(Math.round(lines.reduce((sum, amount) => sum + amount, 0) * 100)).toBe(
    Math.round(Number(await total.getAttribute('data-amount')) * 100),
  )
})
