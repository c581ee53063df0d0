/**
 * Carts, checkout and bookings over real HTTP (issue 10): server-side amounts that add up, one
 * booking per cart however often it is submitted, exactly one winner among 20 concurrent
 * checkouts of the last free unit, accounts made without a password, and the customer's bookings
 * behind a Bearer token.
 */
import { describe, expect, it } from 'vitest'
import { paymentPlans } from './billing'
import { ageOn, participantProblems } from './checkout'
import {
  apiErrorSchema,
  bookingResponseSchema,
  cartResponseSchema,
  checkoutResponseSchema,
  customerBookingsResponseSchema,
  searchAccommodationsResponseSchema,
  type Cart,
} from './contract'
import { issueToken } from './customers'
import { completeBookings } from './seed-bookings'
import { invalidateStayCatalogue } from './stay-catalogue'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-21T10:00:00Z')
const ARRIVAL = '2027-07-17'
let clock = NOW
const served = serveTestApi({ seedScale: 0.3, now: () => clock })

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  apiLocale = 'couk',
) {
  const response = await fetch(`${served.base()}/${apiLocale}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

/** Bookable units for two adults and a 4-year-old in July, cheapest first. */
async function bookableUnits(apiLocale = 'couk') {
  const { json } = await call(
    'POST',
    'search/accommodations',
    {
      parameters: { date: ARRIVAL, duration: 7, persons: { adults: 2, children: [{ age: 4 }] } },
      meta: { limit: 50, orderBy: 'price' },
    },
    {},
    apiLocale,
  )
  return searchAccommodationsResponseSchema.parse(json).data.accommodations
}

async function newCart(unit: { id: number; site: { slug: string } }, apiLocale = 'couk'): Promise<Cart> {
  const { status, json } = await call(
    'POST',
    'carts',
    {
      site: unit.site.slug,
      accommodationId: unit.id,
      date: ARRIVAL,
      duration: 7,
      persons: { adults: 2, children: [{ age: 4 }] },
    },
    {},
    apiLocale,
  )
  expect(status, JSON.stringify(json)).toBe(201)
  return cartResponseSchema.parse(json).data
}

const family = [
  { firstName: 'Anna', lastName: 'Smith', birthDate: '1988-03-02' },
  { firstName: 'Ben', lastName: 'Smith', birthDate: '1987-10-20' },
  { firstName: 'Cleo', lastName: 'Smith', birthDate: '2022-09-01' },
]
const checkoutBody = (email: string, extra: Record<string, unknown> = {}) => ({
  mainBooker: {
    firstName: 'Anna',
    lastName: 'Smith',
    email,
    phonePrefix: '+44',
    phone: '7700 900123',
    country: 'GB',
    street: '1 High Street',
    postcode: 'SW1A 1AA',
    city: 'London',
  },
  participants: family,
  acceptTerms: true,
  paymentKind: 'upfront',
  ...extra,
})

const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100

describe('carts', () => {
  it('prices a cart on the server: the total is the sum of its lines, extras and insurances opt-in', async () => {
    const [unit] = await bookableUnits()
    const cart = await newCart(unit!)
    expect(cart.status).toBe('open')
    expect(cart.currency).toBe('GBP')
    // Nothing optional is pre-chosen.
    expect(cart.insurances.liability?.selected).toBe(false)
    expect(cart.insurances.travel?.selected).toBe(false)
    expect(cart.extras.every((extra) => extra.quantity === 0)).toBe(true)
    expect(cart.price.total).toBe(unit!.totalPrice)
    expect(cart.price.total).toBe(sum(cart.price.lines.map((line) => line.amount)))

    const { status, json } = await call('PATCH', `carts/${cart.cartId}`, {
      extras: [{ id: 'breakfast', quantity: 3 }],
      insurances: { travel: true },
      paymentKind: 'upfront',
    })
    expect(status).toBe(200)
    const updated = cartResponseSchema.parse(json).data
    const breakfast = updated.extras.find((extra) => extra.id === 'breakfast')!
    // Per person per night: 3 persons × 7 nights.
    expect(breakfast.amount).toBe(Math.round(breakfast.unitPrice! * 21 * 100) / 100)
    expect(updated.price.lines.map((line) => line.kind)).toEqual(expect.arrayContaining(['rent', 'insurance', 'extra']))
    expect(updated.price.total).toBe(sum(updated.price.lines.map((line) => line.amount)))
    expect(updated.price.total).toBeGreaterThan(cart.price.total)
    const upfront = updated.paymentOptions.find((option) => option.kind === 'upfront')!
    expect(upfront.allowed).toBe(true)
    expect(sum(upfront.rates.map((rate) => rate.amount))).toBe(updated.price.total)
    expect(updated.price.payNow).toBe(upfront.rates[0]!.amount)
  })

  it('refuses what is not the stay of a unit: another site, too many persons, a price sent along', async () => {
    const [unit] = await bookableUnits()
    const base = {
      site: unit!.site.slug,
      accommodationId: unit!.id,
      date: ARRIVAL,
      duration: 7,
      persons: { adults: 2 },
    }
    expect((await call('POST', 'carts', { ...base, site: 'no-such-site' })).status).toBe(404)
    expect((await call('POST', 'carts', { ...base, persons: { adults: 12 } })).status).toBe(400)
    expect((await call('POST', 'carts', { ...base, totalPrice: 1 })).status).toBe(400)
    expect((await call('POST', 'carts', { ...base, date: '2027-07-14' })).status).toBe(400)
    expect((await call('GET', 'carts/unknown')).status).toBe(404)
  })

  it('expires: an old cart is answered as expired and cannot be booked', async () => {
    const [unit] = await bookableUnits()
    const cart = await newCart(unit!)
    clock = new Date(NOW.getTime() + 3 * 60 * 60 * 1000)
    try {
      const { json } = await call('GET', `carts/${cart.cartId}`)
      expect(cartResponseSchema.parse(json).data.status).toBe('expired')
      const booked = await call('POST', `carts/${cart.cartId}/checkout`, checkoutBody('late@example.com'))
      expect(booked.status).toBe(410)
      expect(apiErrorSchema.parse(booked.json).error.code).toBe('cart_expired')
      // A day after it expired, the next new cart clears it away.
      clock = new Date(NOW.getTime() + 27 * 60 * 60 * 1000)
      await newCart(unit!)
      expect((await call('GET', `carts/${cart.cartId}`)).status).toBe(404)
    } finally {
      clock = NOW
    }
  })
})

describe('checkout', () => {
  it('books once however often the cart is submitted, and makes the account without a password', async () => {
    const [, unit] = await bookableUnits()
    const cart = await newCart(unit!)
    const email = `once-${Date.now()}@example.com`
    const first = await call('POST', `carts/${cart.cartId}/checkout`, checkoutBody(email))
    expect(first.status, JSON.stringify(first.json)).toBe(201)
    const booking = checkoutResponseSchema.parse(first.json).data.booking
    expect(booking.ref).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(booking.participants).toHaveLength(3)
    expect(booking.paymentRates.map((rate) => rate.status)).toEqual(['pending', 'pending'])
    expect(sum(booking.paymentRates.map((rate) => rate.amount))).toBe(booking.total)
    expect(booking.fees.map((fee) => fee.feeTypeId)).toContain(1)
    expect(booking.paymentStatus).toBe('NO_PAYMENT_MADE')
    expect(booking.changePermissions).toEqual({ extras: 'FULL_CHANGES_ALLOWED', other: 'FULL_CHANGES_ALLOWED' })

    const again = await call('POST', `carts/${cart.cartId}/checkout`, checkoutBody(email))
    expect(again.status).toBe(200)
    expect(checkoutResponseSchema.parse(again.json).data).toMatchObject({
      created: false,
      booking: { bookingId: booking.bookingId, ref: booking.ref },
    })
    const { sqlite } = served.api().database
    expect(sqlite.prepare('SELECT count(*) AS n FROM bookings WHERE email = ?').get(email)).toEqual({ n: 1 })
    expect(sqlite.prepare('SELECT password_hash FROM customers WHERE email = ?').get(email)).toEqual({
      password_hash: null,
    })
    const mails = sqlite.prepare('SELECT kind, link FROM outbox WHERE recipient = ? ORDER BY id').all(email) as {
      kind: string
      link: string | null
    }[]
    expect(mails.map((mail) => mail.kind)).toEqual(['set-password', 'booking-confirmation'])
    // The portal's own invitation: its login page, at the step that sets a password from the link.
    expect(mails[0]!.link).toMatch(/\/login\?step=create-password&token=[\w-]{20,}$/)
    // And the status step sends that customer to check their inbox (401: no password yet).
    expect((await call('POST', 'customer-portal/status', { email })).status).toBe(401)

    // The cart now says it is booked, and leads to its booking.
    expect(cartResponseSchema.parse((await call('GET', `carts/${cart.cartId}`)).json).data).toMatchObject({
      status: 'booked',
      ref: booking.ref,
    })
    expect(bookingResponseSchema.parse((await call('GET', `carts/${cart.cartId}/booking`)).json).data.ref).toBe(
      booking.ref,
    )
  })

  it('refuses participants that are not the party, naming the field', async () => {
    const [unit] = await bookableUnits()
    const cart = await newCart(unit!)
    const wrongChild = await call(
      'POST',
      `carts/${cart.cartId}/checkout`,
      checkoutBody('kid@example.com', {
        participants: [family[0], family[1], { ...family[2], birthDate: '2015-01-01' }],
      }),
    )
    expect(wrongChild.status).toBe(400)
    expect(apiErrorSchema.parse(wrongChild.json).error.message).toContain('participants.2.birthDate')
    const missing = await call(
      'POST',
      `carts/${cart.cartId}/checkout`,
      checkoutBody('kid@example.com', { participants: family.slice(0, 2) }),
    )
    expect(missing.status).toBe(400)
    const noTerms = await call(
      'POST',
      `carts/${cart.cartId}/checkout`,
      checkoutBody('kid@example.com', { acceptTerms: false }),
    )
    expect(noTerms.status).toBe(400)
  })

  it('20 concurrent checkouts of the last free unit make exactly one booking', async () => {
    const units = await bookableUnits()
    const unit = units[units.length - 1]!
    const { sqlite } = served.api().database
    // Make it the last free unit of its kind for these dates.
    sqlite.prepare('UPDATE accommodations SET units = 1 WHERE id = ?').run(unit.id)
    invalidateStayCatalogue(served.api().database)
    const carts = await Promise.all(Array.from({ length: 20 }, () => newCart(unit)))
    const answers = await Promise.all(
      carts.map((cart, index) =>
        call('POST', `carts/${cart.cartId}/checkout`, checkoutBody(`race-${index}@example.com`)),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const answer of answers.filter((each) => each.status === 409))
      expect(apiErrorSchema.parse(answer.json).error.code).toBe('not_available')
    expect(
      sqlite
        .prepare('SELECT count(*) AS n FROM bookings WHERE accommodation_id = ? AND arrival = ?')
        .get(unit.id, ARRIVAL),
    ).toEqual({ n: 1 })
    // Only the winner got an account (and mails): the losers' accounts are never made.
    expect(sqlite.prepare("SELECT count(*) AS n FROM customers WHERE email LIKE 'race-%@example.com'").get()).toEqual({
      n: 1,
    })
    expect(
      sqlite
        .prepare("SELECT count(DISTINCT recipient) AS n FROM outbox WHERE recipient LIKE 'race-%@example.com'")
        .get(),
    ).toEqual({ n: 1 })
    // Searches see it taken at once (the snapshot is patched), and a new cart is refused.
    expect((await bookableUnits()).some((each) => each.id === unit.id)).toBe(false)
    expect(
      (
        await call('POST', 'carts', {
          site: unit.site.slug,
          accommodationId: unit.id,
          date: ARRIVAL,
          duration: 7,
          persons: { adults: 2 },
        })
      ).status,
    ).toBe(409)
  })
})

describe('customer-portal/bookings', () => {
  it('shows a customer their bookings after sign-in, and nobody else', async () => {
    const [unit] = await bookableUnits('be')
    const cart = await newCart(unit!, 'be')
    const email = `portal-${Date.now()}@example.com`
    const made = checkoutResponseSchema.parse(
      (await call('POST', `carts/${cart.cartId}/checkout`, checkoutBody(email, { paymentKind: 'full' }), {}, 'be'))
        .json,
    ).data.booking
    expect(made.currency).toBe('EUR')
    const { db } = served.api().database
    expect((await call('GET', 'customer-portal/bookings', undefined, {}, 'be')).status).toBe(401)
    const token = await issueToken(db, made.customer.id, 'session', NOW, { loginType: 'email' })
    const auth = { Authorization: `Bearer ${token}` }
    const list = customerBookingsResponseSchema.parse(
      (await call('GET', 'customer-portal/bookings', undefined, auth, 'be')).json,
    ).data.bookings
    expect(list.map((booking) => booking.ref)).toEqual([made.ref])
    expect(list[0]!.paymentRates).toHaveLength(1)
    const one = await call('GET', `customer-portal/bookings/${made.bookingId}`, undefined, auth, 'be')
    expect(bookingResponseSchema.parse(one.json).data.ref).toBe(made.ref)
    // A booking that is not theirs is not found.
    expect((await call('GET', `customer-portal/bookings/${made.bookingId + 1}`, undefined, auth, 'be')).status).toBe(
      404,
    )
  })

  it('the whole way: a booking without an account, the password from the mail, sign-in, the booking in the list', async () => {
    const [unit] = await bookableUnits('nl')
    const cart = await newCart(unit!, 'nl')
    const email = `whole-way-${Date.now()}@example.com`
    const made = checkoutResponseSchema.parse(
      (await call('POST', `carts/${cart.cartId}/checkout`, checkoutBody(email), {}, 'nl')).json,
    ).data.booking
    const { sqlite } = served.api().database
    const mail = sqlite.prepare("SELECT link FROM outbox WHERE recipient = ? AND kind = 'set-password'").get(email) as {
      link: string
    }
    const token = new URL(mail.link).searchParams.get('token')!
    const password = 'a caravan by the dunes'
    const set = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password, confirmed_password: password },
      { Authorization: `Bearer ${token}` },
      'nl',
    )
    expect(set.status).toBe(200)
    const signIn = await call('POST', 'customer-portal/authenticate', { email, password }, {}, 'nl')
    expect(signIn.status).toBe(200)
    const session = (signIn.json as { token: string }).token
    const list = customerBookingsResponseSchema.parse(
      (await call('GET', 'customer-portal/bookings', undefined, { Authorization: `Bearer ${session}` }, 'nl')).json,
    ).data.bookings
    expect(list.map((booking) => booking.ref)).toEqual([made.ref])
  })
})

describe('rules', () => {
  it('ages at arrival and the party', () => {
    expect(ageOn('2022-07-18', '2027-07-17')).toBe(4)
    expect(ageOn('2022-07-17', '2027-07-17')).toBe(5)
    expect(participantProblems(family, { adults: 2, childAges: [4] }, ARRIVAL, '2026-11-21')).toEqual([])
    expect(participantProblems(family, { adults: 2, childAges: [6] }, ARRIVAL, '2026-11-21')[0]).toContain(
      'participants.2.birthDate',
    )
    // A child in an adult's place: both places are named.
    const swapped = participantProblems(
      [family[2]!, family[0]!, family[1]!],
      { adults: 2, childAges: [4] },
      ARRIVAL,
      '2026-11-21',
    ).join('; ')
    expect(swapped).toContain('participants.0.birthDate')
    expect(swapped).toContain('participants.2.birthDate')
  })

  it('payment schedules: only full close to arrival; rates add up to the total', () => {
    const plans = paymentPlans(100_001, '2027-07-17', '2026-11-21')
    for (const plan of plans) expect(plan.rates.reduce((total, rate) => total + rate.minor, 0)).toBe(100_001)
    expect(plans.map((plan) => plan.allowed)).toEqual([true, true, true])
    expect(paymentPlans(1000, '2027-07-17', '2027-06-20').map((plan) => plan.allowed)).toEqual([true, false, false])
    expect(paymentPlans(1000, '2027-07-17', '2027-05-25').map((plan) => plan.allowed)).toEqual([true, true, false])
  })

  it('completes core booking rows (the portal seed) with participants, lines and rates', async () => {
    const { sqlite } = served.api().database
    const [unit] = await bookableUnits()
    const customer = sqlite
      .prepare(
        "INSERT INTO customers (brand, email, first_name, last_name, api_locale, created_at, updated_at) VALUES ('default', 'demo@example.com', 'Dee', 'Mo', 'couk', ?, ?)",
      )
      .run(NOW.toISOString(), NOW.toISOString())
    const accommodation = sqlite.prepare('SELECT site_id FROM accommodations WHERE id = ?').get(unit!.id) as {
      site_id: number
    }
    const booking = sqlite
      .prepare(
        "INSERT INTO bookings (ref, brand, api_locale, customer_id, email, site_id, accommodation_id, arrival, departure, adults, children, total_cents, created_at) VALUES ('DEMO-0001', 'default', 'couk', ?, 'demo@example.com', ?, ?, ?, '2027-07-24', 2, '[5]', 0, '2026-10-01T00:00:00Z')",
      )
      .run(customer.lastInsertRowid, accommodation.site_id, unit!.id, ARRIVAL)
    const stay = sqlite
      .prepare("INSERT INTO booked_stays (accommodation_id, arrival, departure, units) VALUES (?, ?, '2027-07-24', 1)")
      .run(unit!.id, ARRIVAL)
    expect(completeBookings(served.api().database, NOW)).toBe(1)
    // Its let is now the booking's own (a cancellation can find it).
    expect(sqlite.prepare('SELECT booking_id FROM booked_stays WHERE id = ?').get(stay.lastInsertRowid)).toEqual({
      booking_id: Number(booking.lastInsertRowid),
    })
    expect(completeBookings(served.api().database, NOW)).toBe(0)
    const token = await issueToken(served.api().database.db, Number(customer.lastInsertRowid), 'session', NOW)
    const one = bookingResponseSchema.parse(
      (
        await call('GET', `customer-portal/bookings/${booking.lastInsertRowid}`, undefined, {
          Authorization: `Bearer ${token}`,
        })
      ).json,
    ).data
    expect(one.participants).toHaveLength(3)
    expect(one.paymentRates.length).toBeGreaterThan(0)
    // The first rate of an upfront booking made in October was due then: paid.
    expect(one.paymentRates[0]!.status).toBe('paid')
    expect(one.paymentStatus).toBe('PARTIALLY_PAID')
  })

  it("keeps what is paid at the campsite in the campsite's currency, never converted, from cart to booking (issue 17)", async () => {
    const { sqlite } = served.api().database
    const depositOf = (siteSlug: string) =>
      sqlite
        .prepare(
          'SELECT f.amount_cents, f.currency FROM fees f JOIN sites s ON s.id = f.site_id WHERE s.slug = ? AND f.fee_type_id = 7',
        )
        .get(siteSlug) as { amount_cents: number; currency: string }
    const danish = sqlite
      .prepare("SELECT s.slug FROM sites s JOIN countries c ON c.id = s.country_id WHERE c.code = 'DK' LIMIT 1")
      .get() as { slug: string } | undefined
    expect(danish, 'the seed has Danish campsites').toBeDefined()
    expect(depositOf(danish!.slug).currency).toBe('DKK')
    for (const apiLocale of ['couk', 'ch', 'ie']) {
      const units = await bookableUnits(apiLocale)
      const unit = units.find((each) => depositOf(each.site.slug).currency === 'EUR')!
      const cart = await newCart(unit, apiLocale)
      const deposit = depositOf(unit.site.slug)
      expect(cart.price.payOnSiteCurrency).toBe('EUR')
      expect(cart.price.payOnSite.find((line) => line.feeTypeId === 7)!.amount).toBe(deposit.amount_cents / 100)
      expect(cart.currency).toBe({ couk: 'GBP', ch: 'CHF', ie: 'EUR' }[apiLocale])
      const email = `on-site-${apiLocale}@example.com`
      const { status, json } = await call(
        'POST',
        `carts/${cart.cartId}/checkout`,
        checkoutBody(email, { mainBooker: { ...checkoutBody(email).mainBooker } }),
        {},
        apiLocale,
      )
      expect(status, JSON.stringify(json)).toBe(201)
      const booking = checkoutResponseSchema.parse(json).data.booking
      expect(booking).toMatchObject({
        payOnSite: deposit.amount_cents / 100,
        payOnSiteCurrency: 'EUR',
        currency: cart.currency,
      })
      expect(booking.fees.find((fee) => fee.payOnSite)).toMatchObject({
        amount: deposit.amount_cents / 100,
        currency: 'EUR',
      })
      expect(booking.fees.filter((fee) => !fee.payOnSite).every((fee) => fee.currency === cart.currency)).toBe(true)
    }
    // A Danish campsite's deposit is in kroner on a pound market, as the campsite asks it.
    const { json } = await call('GET', `sites/${danish!.slug}`)
    expect(
      (json as { data: { importantInfo: { deposit: number; siteCurrency: string } } }).data.importantInfo,
    ).toMatchObject({
      deposit: depositOf(danish!.slug).amount_cents / 100,
      siteCurrency: 'DKK',
    })
  })
})
