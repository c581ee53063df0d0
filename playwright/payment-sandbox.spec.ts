/**
 * The sandbox payment providers' hosted pages (issue 20), in both projects (`js` and `no-js`: the
 * pages send no script, so they must work without it): Bambora's payment window (card form, a
 * declined card, the 3-D Secure step, the way back to the shop) and Saferpay's payment page (a
 * card, iDEAL with a bank), each checked by axe at 390 and 1280 px. The orders are made through
 * the embedded API as the storefront makes them (internal key, a demo customer's token); their
 * return URLs lead to the front page, so these tests pay nothing into the seed's bookings.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import {
  bamboraOrderResponseSchema,
  customerBookingsResponseSchema,
  paymentProvidersResponseSchema,
  saferpayOrderResponseSchema,
} from '../twenty/contract'
import { brandUrl, demoToken, internalApiHeaders, marketUrl, PORT } from './helpers'

const DECLINED = '4000 0000 0000 0010'
const THREE_D = '4000 0000 0000 1000'

async function api(path: string, token: string, body?: unknown, brand = 'default', apiLocale = 'couk') {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/${brand}/${apiLocale}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...internalApiHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as unknown
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** A demo customer's booking with something to pay, and what is outstanding. */
async function payable(token: string, brand = 'default', apiLocale = 'couk') {
  const { bookings } = customerBookingsResponseSchema.parse(
    await api('customer-portal/bookings', token, undefined, brand, apiLocale),
  ).data
  for (const booking of bookings) {
    if (
      booking.status !== 'confirmed' ||
      booking.paymentStatus === 'PAYMENT_OK' ||
      booking.paymentStatus === 'PAID_TOO_MUCH'
    )
      continue
    const { outstanding } = paymentProvidersResponseSchema.parse(
      await api(`payment/providers/booking/${booking.bookingId}`, token, undefined, brand, apiLocale),
    ).data
    return { booking, outstanding }
  }
  throw new Error('no demo booking with something to pay')
}

/**
 * axe at a phone's and a desktop's width: no serious or critical violation. axe runs in the page,
 * so the `no-js` project takes the screenshots only (the pages are the same: they send no script).
 */
async function checkAxe(page: Page, label: string, javaScriptEnabled: boolean | undefined) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${label}-${width}.png`), fullPage: true })
    if (javaScriptEnabled === false) continue
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect([label, width, serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)]).toEqual(
      [label, width, []],
    )
  }
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12/30')
  await page.getByLabel('Security code').fill('123')
  await page.getByLabel('Name on card').fill('Emma Walker')
}

test.describe('sandbox payment pages', () => {
  test('Bambora’s window: the card form, a declined card, 3-D Secure, then back to the shop', async ({
    page,
    javaScriptEnabled,
  }) => {
    const token = await demoToken()
    const { booking, outstanding } = await payable(token)
    const home = marketUrl('uk', '/')
    const order = bamboraOrderResponseSchema.parse(
      await api('customer/payment/getOrderId', token, {
        ref: booking.ref,
        slug: 'bambora',
        amount: outstanding,
        acceptUrl: `${home}?paid=bambora`,
        // The server-to-server callback: an address that answers 200 and settles nothing.
        callbackUrl: marketUrl('uk', '/healthz'),
        cancelUrl: `${home}?cancelled=bambora`,
      }),
    ).data
    expect(order.windowUrl.startsWith(marketUrl('uk', '/payment-sandbox/bambora/window/'))).toBe(true)

    await page.goto(order.windowUrl)
    await expect(page.getByRole('heading', { level: 1, name: /^Pay £/ })).toBeVisible()
    await expect(page.getByText('Camping Select')).toBeVisible()
    await checkAxe(page, 'bambora-card', javaScriptEnabled)

    await fillCard(page, DECLINED)
    await page.getByRole('button', { name: /^Pay £/ }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Payment declined')
    await expect(alert).toContainText('TRANSACTION_DECLINED')
    await checkAxe(page, 'bambora-declined', javaScriptEnabled)

    await fillCard(page, '1234 5678')
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true')
    await checkAxe(page, 'bambora-invalid', javaScriptEnabled)

    await fillCard(page, THREE_D)
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(page.getByRole('heading', { name: '3-D Secure: confirm it is you' })).toBeVisible()
    await checkAxe(page, 'bambora-3ds', javaScriptEnabled)
    await page.getByLabel('Verification code').fill('1234')
    await page.getByRole('button', { name: 'Confirm' }).click()
    // Back at the shop's accept URL with Bambora's signed parameters.
    await expect(page).toHaveURL(
      /[?&]paid=bambora&orderIdHash=[^&]+&txnid=\d+&orderid=.*&cardno=400000XXXXXX1000&hash=[0-9a-f]{32}$/,
    )
  })

  test('Bambora’s window: cancel leads back to the shop', async ({ page }) => {
    const token = await demoToken()
    const { booking, outstanding } = await payable(token)
    const home = marketUrl('uk', '/')
    const order = bamboraOrderResponseSchema.parse(
      await api('customer/payment/getOrderId', token, {
        ref: booking.ref,
        slug: 'bambora',
        amount: outstanding,
        acceptUrl: home,
        callbackUrl: marketUrl('uk', '/healthz'),
        cancelUrl: `${home}?cancelled=bambora`,
      }),
    ).data
    await page.goto(order.windowUrl)
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await expect(page).toHaveURL(/[?&]cancelled=bambora&orderIdHash=/)
    // The window of a cancelled payment says so.
    await page.goto(order.windowUrl)
    await expect(page.getByRole('heading', { name: 'This payment was cancelled' })).toBeVisible()
  })

  test('Saferpay’s page: a card, and iDEAL with a bank choice on the Dutch storefront', async ({
    page,
    javaScriptEnabled,
  }) => {
    const token = await demoToken()
    const { booking, outstanding } = await payable(token)
    const home = marketUrl('uk', '/')
    const returns = {
      successUrl: `${home}?saferpay=success`,
      failUrl: `${home}?saferpay=fail`,
      abortUrl: `${home}?saferpay=abort`,
      notifyUrl: marketUrl('uk', '/healthz'),
    }
    const card = saferpayOrderResponseSchema.parse(
      await api('customer/payment/getOrderId', token, {
        ref: booking.ref,
        slug: 'saferpay',
        paymentMethod: 'card',
        amount: outstanding,
        ...returns,
      }),
    ).data
    await page.goto(card.saferpayUrl)
    await expect(page.getByRole('heading', { level: 1, name: /^Pay £/ })).toBeVisible()
    await expect(page.getByText(booking.ref)).toBeVisible()
    await checkAxe(page, 'saferpay-card', javaScriptEnabled)
    await fillCard(page, DECLINED)
    await page.getByRole('button', { name: /^Pay £/ }).click()
    // Saferpay sends the browser to the fail URL unchanged; the shop learns why from Assert.
    await expect(page).toHaveURL(/[?&]saferpay=fail&orderIdHash=[A-Za-z0-9_-]{32}$/)

    const sanne = await demoToken('luxcamp', { email: 'sanne.devries@example.com', password: 'summer-by-the-lake' })
    const dutch = await payable(sanne, 'luxcamp', 'nl')
    const nlHome = brandUrl('luxcamp', 'nl', '/')
    const ideal = saferpayOrderResponseSchema.parse(
      await api(
        'customer/payment/getOrderId',
        sanne,
        {
          ref: dutch.booking.ref,
          slug: 'saferpay',
          paymentMethod: 'ideal',
          amount: dutch.outstanding,
          successUrl: `${nlHome}?saferpay=success`,
          failUrl: `${nlHome}?saferpay=fail`,
          abortUrl: `${nlHome}?saferpay=abort`,
          notifyUrl: brandUrl('luxcamp', 'nl', '/healthz'),
        },
        'luxcamp',
        'nl',
      ),
    ).data
    await page.goto(ideal.saferpayUrl)
    // In Dutch, the language the storefront asked for (Payer.LanguageCode).
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL')
    await expect(page.getByRole('heading', { name: 'Betalen met iDEAL' })).toBeVisible()
    await checkAxe(page, 'saferpay-ideal', javaScriptEnabled)
    await page.getByLabel('Je bank').selectOption('Rabobank')
    await page.getByRole('button', { name: /^€\s[\d.]+,\d\d goedkeuren$/ }).click()
    await expect(page).toHaveURL(/[?&]saferpay=success&orderIdHash=[A-Za-z0-9_-]{32}$/)
  })
})
