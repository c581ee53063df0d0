/**
 * Payments over real HTTP (issue 20): the providers and their fees, the start of a payment and
 * its checks, the sandbox Bambora window and Saferpay page driven as a browser without JavaScript
 * would (form posts, 303s followed by hand), the storefront's endpoints stood in for by a few
 * routes that hand what the providers send to the API, and settlement exactly once: duplicate,
 * early, replayed, tampered, wrong-amount, wrong-currency, expired and 20 concurrent callbacks;
 * Assert before anything is settled; partial payments, the rest, two tabs; the receipt mail and
 * the voucher.
 */
import { createHash } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import {
  API_LOCALES,
  apiErrorSchema,
  bamboraOrderResponseSchema,
  bookingResponseSchema,
  cartResponseSchema,
  checkoutResponseSchema,
  paymentOrderResponseSchema,
  paymentProvidersResponseSchema,
  saferpayOrderResponseSchema,
  searchAccommodationsResponseSchema,
  settlementResponseSchema,
  type ApiLocale,
  type Booking,
} from './contract'
import { issueToken } from './customers'
import { DEMO_PAYMENT_CONFIG } from './router'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-21T10:00:00Z')
const ARRIVAL = '2027-07-17'
let clock = NOW
const MD5_KEY = DEMO_PAYMENT_CONFIG.bambora.md5Key

/** What the stand-in storefront heard, and how it answers the providers' calls. */
const storefront = {
  callbacks: [] as URLSearchParams[],
  accepts: [] as URLSearchParams[],
  notifies: [] as URLSearchParams[],
  returns: [] as { kind: string; query: URLSearchParams }[],
  /** Answer this many of the next provider calls with 503 (a storefront that is restarting). */
  failNext: 0,
  /** Answer notifications 200 without handing them to the API (a test drives the API itself). */
  swallowNotify: false,
}

const served = serveTestApi(
  { seedScale: 0.3, now: () => clock, payments: { sandboxRetryDelaysMs: [20, 40, 80] } },
  (app, _api, origin) => {
    // The storefront's payment endpoints (the payment UI slice builds the real ones): each hands
    // what the provider sent to the API, as the internal client would.
    const forward = async (path: string, apiLocale: string, body: unknown) => {
      const response = await fetch(`${origin()}/api/twenty/v2/default/${apiLocale}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as unknown }
    }
    const failing = (res: express.Response) => {
      if (storefront.failNext <= 0) return false
      storefront.failNext--
      res.status(503).send('restarting')
      return true
    }
    const query = (req: express.Request) => new URLSearchParams(req.originalUrl.split('?')[1] ?? '')
    for (const kind of ['callback', 'accept'] as const) {
      app.get(`/payment/bambora/${kind}`, (req, res, next) => {
        if (kind === 'callback' && failing(res)) return
        const params = query(req)
        ;(kind === 'callback' ? storefront.callbacks : storefront.accepts).push(params)
        forward('payment/bambora/callback', params.get('apiLocale') ?? 'couk', {
          params: Object.fromEntries(params),
        })
          .then((answer) => res.status(answer.status === 200 ? 200 : 400).json(answer.json))
          .catch(next)
      })
    }
    app.post('/payment/saferpay/notify', (req, res, next) => {
      if (failing(res)) return
      const params = query(req)
      storefront.notifies.push(params)
      if (storefront.swallowNotify) {
        res.status(200).send('ok')
        return
      }
      forward('payment/saferpay/notify', params.get('apiLocale') ?? 'couk', { orderIdHash: params.get('orderIdHash') })
        .then((answer) => res.status(answer.status === 200 ? 200 : 400).json(answer.json))
        .catch(next)
    })
    for (const kind of ['success', 'fail', 'abort', 'cancel']) {
      app.get(`/payment/:provider/${kind}`, (req, res) => {
        storefront.returns.push({ kind, query: query(req) })
        res.status(200).send(kind)
      })
    }
  },
)

afterEach(() => {
  clock = NOW
  storefront.failNext = 0
  storefront.swallowNotify = false
})

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  apiLocale = 'couk',
  brand = 'default',
) {
  const response = await fetch(`${served.origin()}/api/twenty/v2/${brand}/${apiLocale}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    type,
    json: type.includes('json') ? ((await response.json()) as unknown) : null,
    bytes: type.includes('json') ? null : new Uint8Array(await response.arrayBuffer()),
  }
}
const errorCode = (json: unknown) => apiErrorSchema.parse(json).error.code
const minor = (amount: number) => Math.round(amount * 100)

let unitsTaken = 0
let units: { id: number; site: { slug: string } }[] = []

interface Customer {
  booking: Booking
  auth: Record<string, string>
  apiLocale: string
}

/** A booking made through the checkout (upfront: two pending rates, or full: one), and its owner's session. */
async function newBooking(apiLocale = 'couk', paymentKind: 'upfront' | 'full' = 'upfront'): Promise<Customer> {
  if (units.length === 0) {
    const found = await call('POST', 'search/accommodations', {
      parameters: { date: ARRIVAL, duration: 7, persons: { adults: 2 } },
      meta: { limit: 50, orderBy: 'price' },
    })
    units = searchAccommodationsResponseSchema.parse(found.json).data.accommodations
  }
  const unit = units[unitsTaken++]!
  const cart = await call(
    'POST',
    'carts',
    { site: unit.site.slug, accommodationId: unit.id, date: ARRIVAL, duration: 7, persons: { adults: 2 } },
    {},
    apiLocale,
  )
  const cartId = cartResponseSchema.parse(cart.json).data.cartId
  const email = `payer-${unitsTaken}-${apiLocale}@example.com`
  const booked = await call(
    'POST',
    `carts/${cartId}/checkout`,
    {
      mainBooker: {
        firstName: 'Pat',
        lastName: 'Payer',
        email,
        phonePrefix: '+44',
        phone: '7700 900123',
        country: 'GB',
        street: '1 High Street',
        postcode: 'SW1A 1AA',
        city: 'London',
      },
      participants: [
        { firstName: 'Pat', lastName: 'Payer', birthDate: '1980-01-02' },
        { firstName: 'Sam', lastName: 'Payer', birthDate: '1981-03-04' },
      ],
      acceptTerms: true,
      paymentKind,
    },
    {},
    apiLocale,
  )
  expect(booked.status, JSON.stringify(booked.json)).toBe(201)
  const booking = checkoutResponseSchema.parse(booked.json).data.booking
  const token = await issueToken(served.api().database.db, booking.customer.id, 'session', NOW, { loginType: 'email' })
  return { booking, auth: { Authorization: `Bearer ${token}` }, apiLocale }
}

async function readBack(customer: Customer): Promise<Booking> {
  const answer = await call(
    'GET',
    `customer-portal/bookings/${customer.booking.bookingId}`,
    undefined,
    customer.auth,
    customer.apiLocale,
  )
  return bookingResponseSchema.parse(answer.json).data
}

const urls = (customer: Customer) => {
  const origin = served.origin()
  const common = `apiLocale=${customer.apiLocale}&bookingId=${customer.booking.bookingId}&redirectUrl=%2Fprofile%2Fmy-bookings`
  return {
    acceptUrl: `${origin}/payment/bambora/accept?${common}&extras=`,
    callbackUrl: `${origin}/payment/bambora/callback?${common}&extras=`,
    cancelUrl: `${origin}/payment/bambora/cancel?bookingId=${customer.booking.bookingId}`,
    successUrl: `${origin}/payment/saferpay/success?${common}&fees=0`,
    failUrl: `${origin}/payment/saferpay/fail?${common}`,
    abortUrl: `${origin}/payment/saferpay/abort?${common}`,
    notifyUrl: `${origin}/payment/saferpay/notify?apiLocale=${customer.apiLocale}`,
  }
}

async function startBambora(customer: Customer, amount: number, extra: Record<string, unknown> = {}) {
  const { acceptUrl, callbackUrl, cancelUrl } = urls(customer)
  return call(
    'POST',
    'customer/payment/getOrderId',
    { ref: customer.booking.ref, slug: 'bambora', amount, acceptUrl, callbackUrl, cancelUrl, language: 2, ...extra },
    customer.auth,
    customer.apiLocale,
  )
}

async function startSaferpay(
  customer: Customer,
  amount: number,
  paymentMethod = 'card',
  extra: Record<string, unknown> = {},
) {
  const { successUrl, failUrl, abortUrl, notifyUrl } = urls(customer)
  return call(
    'POST',
    'customer/payment/getOrderId',
    {
      ref: customer.booking.ref,
      slug: 'saferpay',
      paymentMethod,
      amount,
      successUrl,
      failUrl,
      abortUrl,
      notifyUrl,
      ...extra,
    },
    customer.auth,
    customer.apiLocale,
  )
}

/** A browser without JavaScript: a form post, redirects not followed. */
async function post(url: string, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}
const card = (cardnumber: string) => ({ cardnumber, expiry: '12/30', cvc: '123', name: 'Pat Payer' })
const APPROVED = '4000 0000 0000 0002'
const DECLINED = '4000 0000 0000 0010'
const THREE_D = '4000 0000 0000 1000'

/** Bambora's parameters for an order, signed with the merchant's MD5 key (as the provider would). */
function signedParams(order: { id: string; charge: number; currency: string }, changes: Record<string, string> = {}) {
  const params: Record<string, string> = {
    orderIdHash: order.id,
    apiLocale: 'couk',
    txnid: `T${order.id.slice(0, 8)}`,
    orderid: order.id,
    reference: 'R1',
    amount: String(order.charge),
    currency: order.currency,
    date: '20261121',
    time: '1000',
    feeid: '0',
    txnfee: '0',
    paymenttype: '3',
    cardno: '400000XXXXXX0002',
    ...changes,
  }
  const hash = createHash('md5')
    .update(Object.values(params).join('') + MD5_KEY)
    .digest('hex')
  return { ...params, hash }
}

const callback = (params: Record<string, string>, brand = 'default') =>
  call('POST', 'payment/bambora/callback', { params }, {}, 'couk', brand)

const receipts = (email: string) =>
  served
    .api()
    .database.sqlite.prepare(
      "SELECT subject, body, html, link FROM outbox WHERE recipient = ? AND kind = 'payment-receipt' ORDER BY id",
    )
    .all(email) as { subject: string; body: string; html: string; link: string }[]

/** Until a condition holds (a provider's retries in the background), or fail after a while. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The text a PDF's pages draw (pdf-lib writes each run as a hex string in a compressed stream). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes)
  let text = ''
  let at = 0
  for (;;) {
    const start = raw.indexOf('stream', at)
    if (start < 0) break
    const dataStart = raw[start + 6] === 0x0d ? start + 8 : start + 7
    const end = raw.indexOf('endstream', dataStart)
    if (end < 0) break
    try {
      const content = inflateSync(raw.subarray(dataStart, end)).toString('latin1')
      for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        text += `${Buffer.from(match[1]!, 'hex').toString('latin1')}\n`
    } catch {
      // Not a compressed content stream (a font, an image).
    }
    at = end + 9
  }
  return text
}

describe('payment providers', () => {
  it('lists Bambora, the market’s Saferpay methods and the gift voucher, with the outstanding and fees per rate', async () => {
    const uk = await newBooking('couk')
    const answer = await call('GET', `payment/providers/booking/${uk.booking.bookingId}`, undefined, uk.auth)
    expect(answer.status).toBe(200)
    const data = paymentProvidersResponseSchema.parse(answer.json).data
    expect(data.providers.map((each) => `${each.paymentProviderIdentifier}:${each.paymentMethodIdentifier}`)).toEqual([
      'bambora:card',
      'saferpay:card',
      'gift_voucher:gift_voucher',
    ])
    expect(data.currency).toBe('GBP')
    expect(data.outstanding).toBe(uk.booking.total)
    expect(data.providers.every((each) => each.feePrices.length === 2 && each.fullFeeAmount === 0)).toBe(true)
    expect(data.providers[0]!.name).toBe('Credit card')

    const nl = await newBooking('nl')
    const dutch = paymentProvidersResponseSchema.parse(
      (await call('GET', `payment/providers/booking/${nl.booking.bookingId}`, undefined, nl.auth, 'nl')).json,
    ).data
    expect(dutch.providers.map((each) => each.paymentMethodIdentifier)).toEqual([
      'card',
      'card',
      'ideal',
      'gift_voucher',
    ])
    expect(dutch.providers[0]!.name).toBe('Creditcard')

    const ch = await newBooking('ch')
    const swiss = paymentProvidersResponseSchema.parse(
      (await call('POST', `payment/providers/booking/${ch.booking.bookingId}`, { amount: 10 }, ch.auth, 'ch')).json,
    ).data
    expect(swiss.currency).toBe('CHF')
    const twint = swiss.providers.find((each) => each.paymentMethodIdentifier === 'twint')!
    expect(twint.fullFeeAmount).toBe(0.5)
    expect(twint.feePrices).toEqual([0.5, 0.5])

    const be = await newBooking('be')
    const belgian = paymentProvidersResponseSchema.parse(
      (await call('GET', `payment/providers/booking/${be.booking.bookingId}`, undefined, be.auth, 'be')).json,
    ).data
    expect(belgian.providers.map((each) => each.paymentMethodIdentifier)).toContain('bancontact')
  })

  it('answers 404 for another customer’s booking, 400 above the outstanding, 409 when nothing is left to pay', async () => {
    const mine = await newBooking()
    const theirs = await newBooking()
    expect(
      (await call('GET', `payment/providers/booking/${theirs.booking.bookingId}`, undefined, mine.auth)).status,
    ).toBe(404)
    expect(
      (await call('GET', `payment/providers/booking/0${mine.booking.bookingId}`, undefined, mine.auth)).status,
    ).toBe(404)
    expect((await call('GET', `payment/providers/booking/${mine.booking.bookingId}`)).status).toBe(401)
    const above = await call(
      'POST',
      `payment/providers/booking/${mine.booking.bookingId}`,
      { amount: mine.booking.total + 1 },
      mine.auth,
    )
    expect([above.status, errorCode(above.json)]).toEqual([400, 'amount_out_of_range'])
    expect(
      (await call('POST', `payment/providers/booking/${mine.booking.bookingId}`, { amount: 0 }, mine.auth)).status,
    ).toBe(400)
    expect(
      (await call('POST', `payment/providers/booking/${mine.booking.bookingId}`, { amount: 1.234 }, mine.auth)).status,
    ).toBe(400)

    // Paid in full by Bambora: then there is nothing to pay.
    const order = bamboraOrderResponseSchema.parse((await startBambora(mine, mine.booking.total)).json).data
    expect((await post(`${order.windowUrl}/pay`, card(APPROVED))).status).toBe(303)
    const paid = await call('GET', `payment/providers/booking/${mine.booking.bookingId}`, undefined, mine.auth)
    expect([paid.status, errorCode(paid.json)]).toEqual([409, 'nothing_to_pay'])
  })
})

describe('starting a payment (getOrderId)', () => {
  it('takes the next rate up to the outstanding, or exactly a named pending rate; nothing else', async () => {
    const customer = await newBooking()
    const [first, second] = customer.booking.paymentRates
    const refusedBelow = await startBambora(customer, first!.amount - 0.01)
    expect([refusedBelow.status, errorCode(refusedBelow.json)]).toEqual([400, 'amount_out_of_range'])
    const refusedAbove = await startBambora(customer, customer.booking.total + 0.01)
    expect([refusedAbove.status, errorCode(refusedAbove.json)]).toEqual([400, 'amount_out_of_range'])
    // The balance alone, named as rate 2: allowed although it is not the next one.
    const balance = await startBambora(customer, second!.amount, { rate: second!.index })
    expect(balance.status, JSON.stringify(balance.json)).toBe(200)
    const notPending = await startBambora(customer, 10, { rate: 7 })
    expect([notPending.status, errorCode(notPending.json)]).toEqual([400, 'rate_not_pending'])
    const ahead = await startBambora(customer, first!.amount + 1)
    expect(ahead.status).toBe(200)
    const order = bamboraOrderResponseSchema.parse(ahead.json).data
    expect(order.amount).toBe(minor(first!.amount + 1))
    expect(order.currency).toBe('GBP')
    expect(order.merchantId).toBe(DEMO_PAYMENT_CONFIG.bambora.merchant)
    expect(order.orderIdHash).toMatch(/^[A-Za-z0-9_-]{32}$/)
    // The window is on the storefront's own origin (decision 031).
    expect(order.windowUrl.startsWith(`${served.origin()}/payment-sandbox/bambora/window/`)).toBe(true)
  })

  it('refuses another customer’s reference (404), an agent (403), bad URLs, a wrong fee, an unknown method and the gift voucher', async () => {
    const mine = await newBooking()
    const theirs = await newBooking()
    const other = await startBambora({ ...mine, booking: { ...mine.booking, ref: theirs.booking.ref } }, 10)
    expect(other.status).toBe(404)
    const unknown = await startBambora({ ...mine, booking: { ...mine.booking, ref: 'ZZZZ-ZZZZ' } }, 10)
    expect(unknown.status).toBe(404)
    for (const acceptUrl of ['/payment/bambora/accept', 'ftp://uk.localhost/accept', 'javascript:alert(1)']) {
      const bad = await startBambora(mine, mine.booking.paymentRates[0]!.amount, { acceptUrl })
      expect([acceptUrl, bad.status, errorCode(bad.json)]).toEqual([acceptUrl, 400, 'validation_error'])
    }
    const fee = await startSaferpay(mine, mine.booking.paymentRates[0]!.amount, 'card', { fees: 1 })
    expect([fee.status, errorCode(fee.json)]).toEqual([400, 'fees_mismatch'])
    const ideal = await startSaferpay(mine, mine.booking.paymentRates[0]!.amount, 'ideal')
    expect([ideal.status, errorCode(ideal.json)]).toEqual([400, 'method_not_offered'])
    const voucher = await call(
      'POST',
      'customer/payment/getOrderId',
      { ref: mine.booking.ref, slug: 'gift_voucher', amount: 10 },
      mine.auth,
    )
    expect([voucher.status, errorCode(voucher.json)]).toEqual([400, 'provider_not_available'])
    const noToken = await startBambora({ ...mine, auth: {} }, 10)
    expect(noToken.status).toBe(401)

    // An agent reads the providers, never starts a payment (decision 027).
    const { sqlite, db } = served.api().database
    const agentId = Number(
      sqlite
        .prepare(
          `INSERT INTO agents (brand, email, name, password_hash, customer_id, created_at)
           VALUES ('default', 'agent.payments@example.com', 'Test Agent', 'unused', ?, ?)`,
        )
        .run(mine.booking.customer.id, NOW.toISOString()).lastInsertRowid,
    )
    const agent = {
      ...mine,
      auth: { Authorization: `Bearer ${await issueToken(db, mine.booking.customer.id, 'session', NOW, { agentId })}` },
    }
    expect(
      (await call('GET', `payment/providers/booking/${mine.booking.bookingId}`, undefined, agent.auth)).status,
    ).toBe(200)
    const refused = await startBambora(agent, mine.booking.paymentRates[0]!.amount)
    expect([refused.status, errorCode(refused.json)]).toEqual([403, 'agent_read_only'])

    // A booking-reference sign-in pays its own booking.
    const byRef = {
      ...mine,
      auth: {
        Authorization: `Bearer ${await issueToken(db, mine.booking.customer.id, 'session', NOW, {
          loginType: 'booking_id',
          bookingId: mine.booking.bookingId,
        })}`,
      },
    }
    expect((await startBambora(byRef, mine.booking.paymentRates[0]!.amount)).status).toBe(200)
  })
})

describe('a provider that cannot be reached', () => {
  const unreachable = serveTestApi({
    seedScale: 0.05,
    now: () => NOW,
    payments: { bambora: { apiUrl: 'http://127.0.0.1:9/payment-sandbox/bambora' }, timeoutMs: 2000 },
  })

  it('answers 502 provider_unavailable and leaves the order cancelled', async () => {
    const api = unreachable.api()
    const booking = api.database.sqlite
      .prepare(
        "SELECT b.id, b.ref, b.customer_id, b.api_locale FROM bookings b WHERE b.brand = 'default' AND EXISTS (SELECT 1 FROM payment_rates r WHERE r.booking_id = b.id AND r.status = 'pending') LIMIT 1",
      )
      .get() as { id: number; ref: string; customer_id: number; api_locale: string }
    const token = await issueToken(api.database.db, booking.customer_id, 'session', NOW)
    const rate = api.database.sqlite
      .prepare(
        "SELECT amount_minor - paid_minor AS owed FROM payment_rates WHERE booking_id = ? AND status = 'pending' ORDER BY due_date LIMIT 1",
      )
      .get(booking.id) as { owed: number }
    const response = await fetch(`${unreachable.base()}/${booking.api_locale}/customer/payment/getOrderId`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ref: booking.ref,
        slug: 'bambora',
        amount: rate.owed / 100,
        acceptUrl: 'http://uk.localhost:3000/payment/bambora/accept',
        callbackUrl: 'http://uk.localhost:3000/payment/bambora/callback',
        cancelUrl: 'http://uk.localhost:3000/',
      }),
    })
    expect(response.status).toBe(502)
    expect(errorCode(await response.json())).toBe('provider_unavailable')
    expect(
      api.database.sqlite.prepare('SELECT status FROM payment_orders WHERE booking_id = ?').all(booking.id),
    ).toEqual([{ status: 'cancelled' }])
  })
})

describe('Bambora: the window, the signed callback, settlement exactly once', () => {
  it('settles the first rate from the callback before the browser returns, once, with one receipt', async () => {
    const customer = await newBooking()
    const [first, second] = customer.booking.paymentRates
    const order = bamboraOrderResponseSchema.parse((await startBambora(customer, first!.amount)).json).data
    const window = await fetch(order.windowUrl)
    expect(window.status).toBe(200)
    const page = await window.text()
    expect(page).toContain(`Pay £`)
    expect(page).toContain('Card number')

    const callbacksBefore = storefront.callbacks.length
    const paid = await post(`${order.windowUrl}/pay`, card(APPROVED))
    expect(paid.status).toBe(303)
    // Early: the provider's server-to-server callback came before the browser is even back.
    expect(storefront.callbacks.length).toBe(callbacksBefore + 1)
    const early = await readBack(customer)
    expect(early.paymentRates.map((rate) => rate.status)).toEqual(['paid', 'pending'])
    expect(early.paymentStatus).toBe('PARTIALLY_PAID')
    expect(early.paid).toBe(first!.amount)
    expect(early.payments).toEqual([
      expect.objectContaining({
        orderIdHash: order.orderIdHash,
        provider: 'bambora',
        method: 'card',
        amount: first!.amount,
      }),
    ])

    // The browser returns to the accept URL with Bambora's signed parameters, the storefront's own first.
    const accept = new URL(paid.location!)
    expect(accept.pathname).toBe('/payment/bambora/accept')
    const keys = [...accept.searchParams.keys()]
    expect(keys.slice(0, 5)).toEqual(['apiLocale', 'bookingId', 'redirectUrl', 'extras', 'orderIdHash'])
    expect(keys.slice(5)).toEqual([
      'txnid',
      'orderid',
      'reference',
      'amount',
      'currency',
      'date',
      'time',
      'feeid',
      'txnfee',
      'paymenttype',
      'cardno',
      'hash',
    ])
    expect(accept.searchParams.get('cardno')).toBe('400000XXXXXX0002')
    expect(accept.searchParams.get('amount')).toBe(String(minor(first!.amount)))
    const back = await fetch(accept)
    expect(await back.json()).toMatchObject({ data: { outcome: 'already-settled' } })

    // A duplicate and a replay of the very same parameters change nothing more.
    const params = Object.fromEntries(accept.searchParams)
    for (let i = 0; i < 2; i++) {
      const again = await callback(params)
      expect(settlementResponseSchema.parse(again.json).data.outcome).toBe('already-settled')
    }
    const after = await readBack(customer)
    expect(after.paymentRates).toEqual(early.paymentRates)
    expect(after.paid).toBe(first!.amount)
    expect(after.paymentRates[1]!.amount).toBe(second!.amount)
    const mails = receipts(customer.booking.customer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Payment received for booking ${customer.booking.ref}`)
    expect(mails[0]!.body).toContain('Credit card')
    expect(mails[0]!.body).toContain('Still to pay')
    expect(mails[0]!.html).toContain('<html')
    expect(mails[0]!.link).toMatch(new RegExp(`/profile/my-bookings/${customer.booking.bookingId}$`))

    const state = await call('GET', `payment/orders/${order.orderIdHash}`, undefined, customer.auth)
    expect(paymentOrderResponseSchema.parse(state.json).data).toMatchObject({
      status: 'settled',
      bookingId: customer.booking.bookingId,
    })
    const stranger = await newBooking()
    expect((await call('GET', `payment/orders/${order.orderIdHash}`, undefined, stranger.auth)).status).toBe(404)
  })

  it('refuses a tampered hash, a wrong amount, a wrong currency, an unknown order, another brand’s and an expired one', async () => {
    const customer = await newBooking()
    const amount = customer.booking.paymentRates[0]!.amount
    const order = bamboraOrderResponseSchema.parse((await startBambora(customer, amount)).json).data
    const good = signedParams({ id: order.orderIdHash, charge: order.amount, currency: 'GBP' })
    const tampered = await callback({ ...good, amount: String(order.amount - 100) })
    expect([tampered.status, errorCode(tampered.json)]).toEqual([400, 'invalid_signature'])
    const badHash = await callback({ ...good, hash: 'f'.repeat(32) })
    expect([badHash.status, errorCode(badHash.json)]).toEqual([400, 'invalid_signature'])
    const noHash = await callback(Object.fromEntries(Object.entries(good).filter(([key]) => key !== 'hash')))
    expect(errorCode(noHash.json)).toBe('invalid_signature')
    const wrongAmount = await callback(
      signedParams({ id: order.orderIdHash, charge: order.amount - 1, currency: 'GBP' }),
    )
    expect([wrongAmount.status, errorCode(wrongAmount.json)]).toEqual([400, 'amount_mismatch'])
    const wrongCurrency = await callback(signedParams({ id: order.orderIdHash, charge: order.amount, currency: 'EUR' }))
    expect([wrongCurrency.status, errorCode(wrongCurrency.json)]).toEqual([400, 'currency_mismatch'])
    const unknown = await callback(signedParams({ id: 'x'.repeat(32), charge: order.amount, currency: 'GBP' }))
    expect([unknown.status, errorCode(unknown.json)]).toEqual([404, 'unknown_order'])
    const otherBrand = await callback(good, 'friferie')
    expect([otherBrand.status, errorCode(otherBrand.json)]).toEqual([404, 'unknown_order'])
    // Nothing of that touched the booking.
    const unchanged = await readBack(customer)
    expect(unchanged.paymentStatus).toBe('NO_PAYMENT_MADE')
    expect(unchanged.paymentRates.map((rate) => rate.status)).toEqual(['pending', 'pending'])

    // Past the provider session's life (and the retries' margin), the order is expired.
    clock = new Date(NOW.getTime() + 41 * 60_000)
    const late = await callback(good)
    expect([late.status, errorCode(late.json)]).toEqual([400, 'order_expired'])
    const state = await call('GET', `payment/orders/${order.orderIdHash}`, undefined, customer.auth)
    expect(paymentOrderResponseSchema.parse(state.json).data.status).toBe('expired')
    expect((await readBack(customer)).paymentStatus).toBe('NO_PAYMENT_MADE')
    expect(receipts(customer.booking.customer.email)).toHaveLength(0)
  })

  it('settles one order once among 20 concurrent callbacks: one settled, 19 already settled, one receipt', async () => {
    const customer = await newBooking()
    const [first] = customer.booking.paymentRates
    const order = bamboraOrderResponseSchema.parse((await startBambora(customer, first!.amount)).json).data
    const params = signedParams({ id: order.orderIdHash, charge: order.amount, currency: 'GBP' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(params)))
    const outcomes = answers.map((answer) => settlementResponseSchema.parse(answer.json).data.outcome)
    expect(outcomes.filter((outcome) => outcome === 'settled')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'already-settled')).toHaveLength(19)
    const after = await readBack(customer)
    expect(after.paymentRates.map((rate) => rate.status)).toEqual(['paid', 'pending'])
    expect(after.paid).toBe(first!.amount)
    expect(after.payments).toHaveLength(1)
    expect(receipts(customer.booking.customer.email)).toHaveLength(1)
  })

  it('retries a callback the storefront could not take, and settles on the retry', async () => {
    const customer = await newBooking()
    const order = bamboraOrderResponseSchema.parse(
      (await startBambora(customer, customer.booking.paymentRates[0]!.amount)).json,
    ).data
    const before = storefront.callbacks.length
    storefront.failNext = 2
    const paid = await post(`${order.windowUrl}/pay`, card(APPROVED))
    expect(paid.status).toBe(303)
    await eventually(() => storefront.callbacks.length === before + 1)
    await eventually(async () => (await readBack(customer)).paymentStatus === 'PARTIALLY_PAID')
    expect(storefront.failNext).toBe(0)
  })

  it('shows a declined card on the window and changes nothing; 3-D Secure asks for the code; cancel leads back', async () => {
    const customer = await newBooking()
    const order = bamboraOrderResponseSchema.parse(
      (await startBambora(customer, customer.booking.paymentRates[0]!.amount)).json,
    ).data
    const declined = await post(`${order.windowUrl}/pay`, card(DECLINED))
    expect(declined.status).toBe(402)
    expect(declined.html).toContain('role="alert"')
    expect(declined.html).toContain('TRANSACTION_DECLINED')
    const invalid = await post(`${order.windowUrl}/pay`, { ...card('1234'), expiry: '01/20' })
    expect(invalid.status).toBe(422)
    expect(invalid.html).toContain('aria-invalid="true"')
    expect((await readBack(customer)).paymentStatus).toBe('NO_PAYMENT_MADE')

    const challenged = await post(`${order.windowUrl}/pay`, card(THREE_D))
    expect([challenged.status, challenged.location]).toEqual([303, new URL(order.windowUrl).pathname])
    const challenge = await (await fetch(order.windowUrl)).text()
    expect(challenge).toContain('3-D Secure')
    const wrongCode = await post(`${order.windowUrl}/challenge`, { code: '0000' })
    expect(wrongCode.status).toBe(402)
    expect(wrongCode.html).toContain('declined')
    expect((await readBack(customer)).paymentStatus).toBe('NO_PAYMENT_MADE')
    await post(`${order.windowUrl}/pay`, card(THREE_D))
    const confirmed = await post(`${order.windowUrl}/challenge`, { code: '1234' })
    expect(confirmed.status).toBe(303)
    expect(new URL(confirmed.location!).pathname).toBe('/payment/bambora/accept')
    expect((await readBack(customer)).paymentStatus).toBe('PARTIALLY_PAID')

    const other = bamboraOrderResponseSchema.parse(
      (await startBambora(customer, customer.booking.paymentRates[1]!.amount)).json,
    ).data
    const cancelled = await post(`${other.windowUrl}/cancel`, {})
    expect(cancelled.status).toBe(303)
    expect(new URL(cancelled.location!).pathname).toBe('/payment/bambora/cancel')
    expect(new URL(cancelled.location!).searchParams.get('orderIdHash')).toBe(other.orderIdHash)
  })
})

describe('Saferpay: the payment page, Assert before anything is settled', () => {
  it('settles only after its own Assert; the notification and the return settle it once', async () => {
    const customer = await newBooking()
    const [first] = customer.booking.paymentRates
    const started = await startSaferpay(customer, first!.amount)
    expect(started.status, JSON.stringify(started.json)).toBe(200)
    const order = saferpayOrderResponseSchema.parse(started.json).data
    expect(order.saferpayUrl.startsWith(`${served.origin()}/payment-sandbox/saferpay/page/`)).toBe(true)

    // Before the customer paid, Assert says it is in progress: nothing is settled.
    const early = await call('POST', 'payment/saferpay/assert', { orderIdHash: order.orderIdHash })
    expect(settlementResponseSchema.parse(early.json).data.outcome).toBe('pending')
    expect((await readBack(customer)).paymentStatus).toBe('NO_PAYMENT_MADE')

    storefront.swallowNotify = true
    const page = await (await fetch(order.saferpayUrl)).text()
    expect(page).toContain('Card number')
    const paid = await post(`${order.saferpayUrl}/pay`, card(APPROVED))
    expect(paid.status).toBe(303)
    // The success URL comes back unchanged: nothing on it says how it went.
    const success = new URL(paid.location!)
    expect(success.pathname).toBe('/payment/saferpay/success')
    expect(success.searchParams.get('orderIdHash')).toBe(order.orderIdHash)
    expect([...success.searchParams.keys()]).toEqual(['apiLocale', 'bookingId', 'redirectUrl', 'fees', 'orderIdHash'])
    await eventually(() => storefront.notifies.some((each) => each.get('orderIdHash') === order.orderIdHash))

    // The notification and the browser's return at once, several times: settled once.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => call('POST', 'payment/saferpay/notify', { orderIdHash: order.orderIdHash })),
      ...Array.from({ length: 5 }, () => call('POST', 'payment/saferpay/assert', { orderIdHash: order.orderIdHash })),
    ])
    const outcomes = answers.map((answer) => settlementResponseSchema.parse(answer.json).data.outcome)
    expect(outcomes.filter((outcome) => outcome === 'settled')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'already-settled')).toHaveLength(9)
    const after = await readBack(customer)
    expect(after.paymentRates.map((rate) => rate.status)).toEqual(['paid', 'pending'])
    expect(after.payments[0]).toMatchObject({ provider: 'saferpay', method: 'card', amount: first!.amount })
    expect(receipts(customer.booking.customer.email)).toHaveLength(1)
  })

  it('a declined or aborted payment changes nothing but the order', async () => {
    const customer = await newBooking()
    const amount = customer.booking.paymentRates[0]!.amount
    const declinedOrder = saferpayOrderResponseSchema.parse((await startSaferpay(customer, amount)).json).data
    const declined = await post(`${declinedOrder.saferpayUrl}/pay`, card(DECLINED))
    expect(new URL(declined.location!).pathname).toBe('/payment/saferpay/fail')
    await eventually(() => storefront.notifies.some((each) => each.get('orderIdHash') === declinedOrder.orderIdHash))
    const asserted = await call('POST', 'payment/saferpay/assert', { orderIdHash: declinedOrder.orderIdHash })
    expect(settlementResponseSchema.parse(asserted.json).data.outcome).toBe('declined')
    const state = await call('GET', `payment/orders/${declinedOrder.orderIdHash}`, undefined, customer.auth)
    expect(paymentOrderResponseSchema.parse(state.json).data.status).toBe('declined')

    const abortedOrder = saferpayOrderResponseSchema.parse((await startSaferpay(customer, amount)).json).data
    const aborted = await post(`${abortedOrder.saferpayUrl}/cancel`, {})
    expect(new URL(aborted.location!).pathname).toBe('/payment/saferpay/abort')
    const abortAssert = await call('POST', 'payment/saferpay/assert', { orderIdHash: abortedOrder.orderIdHash })
    expect(settlementResponseSchema.parse(abortAssert.json).data.outcome).toBe('cancelled')

    const after = await readBack(customer)
    expect(after.paymentStatus).toBe('NO_PAYMENT_MADE')
    expect(after.payments).toEqual([])
    expect(receipts(customer.booking.customer.email)).toHaveLength(0)
    const unknown = await call('POST', 'payment/saferpay/assert', { orderIdHash: 'y'.repeat(32) })
    expect([unknown.status, errorCode(unknown.json)]).toEqual([404, 'unknown_order'])
  })

  it('retries a notification the storefront could not take', async () => {
    const customer = await newBooking()
    const order = saferpayOrderResponseSchema.parse(
      (await startSaferpay(customer, customer.booking.paymentRates[0]!.amount)).json,
    ).data
    storefront.failNext = 2
    await post(`${order.saferpayUrl}/pay`, card(APPROVED))
    await eventually(() => storefront.notifies.some((each) => each.get('orderIdHash') === order.orderIdHash))
    await eventually(async () => (await readBack(customer)).paymentStatus === 'PARTIALLY_PAID')
    expect(storefront.failNext).toBe(0)
  })

  it('pays by iDEAL in nl and by TWINT (with its fee) in de-ch', async () => {
    const nl = await newBooking('nl')
    const ideal = saferpayOrderResponseSchema.parse(
      (await startSaferpay(nl, nl.booking.paymentRates[0]!.amount, 'ideal')).json,
    ).data
    const page = await (await fetch(ideal.saferpayUrl)).text()
    expect(page).toContain('Je bank')
    expect(page).toContain('Betalen met iDEAL')
    await post(`${ideal.saferpayUrl}/approve`, { bank: 'ING' })
    await eventually(async () => (await readBack(nl)).paymentStatus === 'PARTIALLY_PAID')
    expect((await readBack(nl)).payments[0]!.method).toBe('ideal')

    const ch = await newBooking('ch')
    const noFee = await startSaferpay(ch, ch.booking.paymentRates[0]!.amount, 'twint', { fees: 0 })
    expect(errorCode(noFee.json)).toBe('fees_mismatch')
    const twint = saferpayOrderResponseSchema.parse(
      (await startSaferpay(ch, ch.booking.paymentRates[0]!.amount, 'twint', { fees: 0.5 })).json,
    ).data
    expect(await (await fetch(twint.saferpayUrl)).text()).toContain('TWINT')
    await post(`${twint.saferpayUrl}/approve`, {})
    await eventually(async () => (await readBack(ch)).paymentStatus === 'PARTIALLY_PAID')
    const paid = await readBack(ch)
    // The fee is the provider's: the booking received the rate's amount.
    expect(paid.paid).toBe(ch.booking.paymentRates[0]!.amount)
    const mail = served
      .api()
      .database.sqlite.prepare("SELECT subject, body FROM outbox WHERE recipient = ? AND kind = 'payment-receipt'")
      .get(ch.booking.customer.email) as { subject: string; body: string }
    expect(mail.subject).toBe(`Zahlung für Buchung ${ch.booking.ref} erhalten`)
    expect(mail.body).toContain('Zahlungsgebühr')
  })
})

describe('the hosted pages speak the shopper’s language', () => {
  /** The text a page shows (tags dropped, entities of apostrophes read). */
  const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'")

  it('Saferpay’s page in each market’s language (Payer.LanguageCode), with its amount, errors and alerts', async () => {
    const expected: Record<ApiLocale, { tag: string; label: string; error: string; amount: RegExp }> = {
      couk: { tag: 'en-GB', label: 'Card number', error: 'Enter the card number', amount: /Pay £[\d,]+\.\d\d/ },
      ie: { tag: 'en-GB', label: 'Card number', error: 'Enter the card number', amount: /Pay €[\d,]+\.\d\d/ },
      nl: { tag: 'nl-NL', label: 'Kaartnummer', error: 'Vul het kaartnummer in', amount: /€\s[\d.]+,\d\d betalen/ },
      be: { tag: 'nl-NL', label: 'Kaartnummer', error: 'Vul het kaartnummer in', amount: /€\s[\d.]+,\d\d betalen/ },
      fr: {
        tag: 'fr-FR',
        label: 'Numéro de carte',
        error: 'Saisissez le numéro de carte',
        amount: /Payer [\d\s]+,\d\d\s€/,
      },
      de: {
        tag: 'de-DE',
        label: 'Kartennummer',
        error: 'Geben Sie die Kartennummer ein',
        amount: /[\d.]+,\d\d\s€ bezahlen/,
      },
      at: {
        tag: 'de-DE',
        label: 'Kartennummer',
        error: 'Geben Sie die Kartennummer ein',
        amount: /[\d.]+,\d\d\s€ bezahlen/,
      },
      ch: {
        tag: 'de-CH',
        label: 'Kartennummer',
        error: 'Geben Sie die Kartennummer ein',
        amount: /CHF\s[\d’]+\.\d\d bezahlen/,
      },
      it: {
        tag: 'it-IT',
        label: 'Numero della carta',
        error: 'Inserisci il numero della carta',
        amount: /Paga [\d.]+,\d\d\s€/,
      },
    }
    for (const apiLocale of API_LOCALES) {
      const want = expected[apiLocale]
      const customer = await newBooking(apiLocale)
      const order = saferpayOrderResponseSchema.parse(
        (await startSaferpay(customer, customer.booking.paymentRates[0]!.amount)).json,
      ).data
      // The browser's language does not matter once the merchant named one.
      const page = await (await fetch(order.saferpayUrl, { headers: { 'Accept-Language': 'fr-FR' } })).text()
      expect(page, apiLocale).toContain(`<html lang="${want.tag}">`)
      expect(textOf(page), apiLocale).toContain(want.label)
      expect(textOf(page).replace(/\u00a0|\u202f/g, ' '), apiLocale).toMatch(want.amount)
      const invalid = await post(`${order.saferpayUrl}/pay`, { ...card('12'), expiry: '13/30' })
      expect(invalid.status, apiLocale).toBe(422)
      expect(textOf(invalid.html), apiLocale).toContain(want.error)
      // Swiss German has no "ß" (decision 002).
      if (apiLocale === 'ch') expect(invalid.html).not.toContain('ß')
    }
  })

  it('Bambora’s window in German for language 7, in English for the numbers the sandbox does not speak', async () => {
    const customer = await newBooking('at')
    const amount = customer.booking.paymentRates[0]!.amount
    const german = bamboraOrderResponseSchema.parse((await startBambora(customer, amount, { language: 7 })).json).data
    const page = await (await fetch(german.windowUrl)).text()
    expect(page).toContain('<html lang="de-DE">')
    expect(textOf(page)).toContain('Kartennummer')
    expect(textOf(page)).toContain('Zahlung abbrechen')
    expect(textOf(page)).toContain('Testkarten')
    const declined = await post(`${german.windowUrl}/pay`, card(DECLINED))
    expect(textOf(declined.html)).toContain('Zahlung abgelehnt')
    expect(textOf(declined.html)).toContain('TRANSACTION_DECLINED')
    const cancelled = await post(`${german.windowUrl}/cancel`, {})
    expect(cancelled.status).toBe(303)
    expect(textOf(await (await fetch(german.windowUrl)).text())).toContain('Diese Zahlung wurde abgebrochen')

    const danish = bamboraOrderResponseSchema.parse((await startBambora(customer, amount, { language: 1 })).json).data
    const fallback = await (await fetch(danish.windowUrl)).text()
    expect(fallback).toContain('<html lang="en-GB">')
    expect(textOf(fallback)).toContain('Card number')
  })

  it('a page it cannot tie to a session speaks the browser’s language, else English', async () => {
    const unknown = `${served.origin()}/payment-sandbox/saferpay/page/${'x'.repeat(24)}`
    const french = await fetch(unknown, { headers: { 'Accept-Language': 'da, fr-CH;q=0.9, en;q=0.5' } })
    expect(french.status).toBe(404)
    const frenchPage = await french.text()
    expect(frenchPage).toContain('<html lang="fr-FR">')
    expect(textOf(frenchPage)).toContain('Page de paiement introuvable')
    const swiss = await (await fetch(unknown, { headers: { 'Accept-Language': 'de-CH' } })).text()
    expect(swiss).toContain('<html lang="de-CH">')
    const plain = await (await fetch(`${served.origin()}/payment-sandbox/bambora/window/${'x'.repeat(24)}`)).text()
    expect(plain).toContain('<html lang="en-GB">')
    expect(textOf(plain)).toContain('Payment session not found')
  })
})

describe('what the booking owes afterwards', () => {
  it('a partial payment lowers the next rate; the rest by Saferpay makes it PAYMENT_OK; the voucher comes then', async () => {
    const customer = await newBooking()
    const [first, second] = customer.booking.paymentRates
    const voucherBefore = await call(
      'GET',
      `customer-portal/bookings/${customer.booking.bookingId}/voucher`,
      undefined,
      customer.auth,
    )
    expect([voucherBefore.status, errorCode(voucherBefore.json)]).toEqual([409, 'not_fully_paid'])

    // The first rate and 100.00 more by Bambora.
    const ahead = bamboraOrderResponseSchema.parse((await startBambora(customer, first!.amount + 100)).json).data
    await post(`${ahead.windowUrl}/pay`, card(APPROVED))
    const partly = await readBack(customer)
    expect(partly.paymentRates.map((rate) => rate.status)).toEqual(['paid', 'pending'])
    expect(partly.paid).toBe(Math.round((first!.amount + 100) * 100) / 100)
    const providers = paymentProvidersResponseSchema.parse(
      (await call('GET', `payment/providers/booking/${customer.booking.bookingId}`, undefined, customer.auth)).json,
    ).data
    expect(providers.outstanding).toBe(Math.round((second!.amount - 100) * 100) / 100)
    expect(providers.providers[0]!.feePrices).toHaveLength(1)

    // The rest by Saferpay.
    const rest = saferpayOrderResponseSchema.parse((await startSaferpay(customer, providers.outstanding)).json).data
    await post(`${rest.saferpayUrl}/pay`, card(APPROVED))
    await eventually(async () => (await readBack(customer)).paymentStatus === 'PAYMENT_OK')
    const done = await readBack(customer)
    expect(done.paymentRates.map((rate) => rate.status)).toEqual(['paid', 'paid'])
    expect(done.paid).toBe(customer.booking.total)
    expect(done.payments.map((payment) => payment.provider)).toEqual(['saferpay', 'bambora'])
    const last = receipts(customer.booking.customer.email).at(-1)!
    expect(last.body).toContain('paid in full')
    expect(last.body).toContain('travel voucher')

    const voucher = await call(
      'GET',
      `customer-portal/bookings/${customer.booking.bookingId}/voucher`,
      undefined,
      customer.auth,
    )
    expect(voucher.status).toBe(200)
    expect(voucher.type).toBe('application/pdf')
    expect(Buffer.from(voucher.bytes!).subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(voucher.bytes!)
    expect(text).toContain(customer.booking.ref)
    expect(text).toContain('Travel voucher')
    expect(text).toContain('CAMPSITE')
    expect(text).toContain('Pat Payer')
    const stranger = await newBooking()
    expect(
      (await call('GET', `customer-portal/bookings/${customer.booking.bookingId}/voucher`, undefined, stranger.auth))
        .status,
    ).toBe(404)
  })

  it('two tabs paying the same amount: both settle, and the booking shows PAID_TOO_MUCH', async () => {
    const customer = await newBooking('couk', 'full')
    expect(customer.booking.paymentRates).toHaveLength(1)
    const tabs = await Promise.all([
      startBambora(customer, customer.booking.total),
      startBambora(customer, customer.booking.total),
    ])
    const [one, two] = tabs.map((tab) => bamboraOrderResponseSchema.parse(tab.json).data)
    await post(`${one!.windowUrl}/pay`, card(APPROVED))
    expect((await readBack(customer)).paymentStatus).toBe('PAYMENT_OK')
    await post(`${two!.windowUrl}/pay`, card(APPROVED))
    const twice = await readBack(customer)
    expect(twice.paymentStatus).toBe('PAID_TOO_MUCH')
    expect(twice.paid).toBe(Math.round(customer.booking.total * 200) / 100)
    expect(twice.payments).toHaveLength(2)
    expect(receipts(customer.booking.customer.email).at(-1)!.body).toContain('more than the booking costs')
    // Fully paid (and more): the voucher is there.
    expect(
      (await call('GET', `customer-portal/bookings/${customer.booking.bookingId}/voucher`, undefined, customer.auth))
        .status,
    ).toBe(200)
  })
})
