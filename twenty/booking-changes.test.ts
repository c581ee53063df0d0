/**
 * Changing a booking in the portal (issue 19): SPEC section 4's permissions as change-rules.ts
 * derives them, what each lets a customer add, lower and remove, the payment rates after every
 * change (they always add up to the total), the travellers, and that every endpoint answers only
 * the booking's owner. Over real HTTP against the seed's demo bookings (README, "Demo bookings").
 */
import { describe, expect, it } from 'vitest'
import {
  extrasPermission,
  otherPermission,
  quantityRange,
  ratesTotal,
  receivedFor,
  respreadRates,
  type ChangeFacts,
  type RateState,
} from './change-rules'
import {
  apiErrorSchema,
  bookingExtrasResponseSchema,
  bookingResponseSchema,
  cartResponseSchema,
  extrasChangeResponseSchema,
  searchAccommodationsResponseSchema,
  type Booking,
} from './contract'
import { issueToken } from './customers'
import { DEMO_BOOKINGS } from './seed-accounts'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-21T10:00:00Z')
const TODAY = '2026-11-21'
const served = serveTestApi({ seedScale: 0.3, now: () => NOW })

// ---------------------------------------------------------------- the rules, pure

const facts = (overrides: Partial<ChangeFacts> = {}): ChangeFacts => ({
  status: 'confirmed',
  arrival: '2027-07-10',
  departure: '2027-07-17',
  today: TODAY,
  policy: 'flexible',
  paidMinor: 0,
  ...overrides,
})

describe('change permissions (SPEC section 4)', () => {
  it('extras: not allowed, too close, existing only, per-person prices, full, by the first rule that applies', () => {
    expect(extrasPermission(facts())).toBe('FULL_CHANGES_ALLOWED')
    expect(extrasPermission(facts({ status: 'cancelled' }))).toBe('CHANGES_NOT_ALLOWED')
    expect(extrasPermission(facts({ arrival: '2026-11-10', departure: '2026-11-17' }))).toBe('CHANGES_NOT_ALLOWED')
    expect(extrasPermission(facts({ policy: 'none' }))).toBe('CHANGES_NOT_ALLOWED')
    // 13 days to arrival (and during the stay): too close; 14 is not.
    expect(extrasPermission(facts({ arrival: '2026-12-04', departure: '2026-12-11' }))).toBe(
      'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL',
    )
    expect(extrasPermission(facts({ arrival: '2026-11-20', departure: '2026-11-27' }))).toBe(
      'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL',
    )
    expect(extrasPermission(facts({ arrival: '2026-12-05', departure: '2026-12-12' }))).toBe('EXISTING_ONLY_ALLOWED')
    // Under six weeks the balance is due: existing only, whatever the campsite's policy.
    expect(extrasPermission(facts({ arrival: '2027-01-01', departure: '2027-01-08', policy: 'person-extras' }))).toBe(
      'EXISTING_ONLY_ALLOWED',
    )
    expect(extrasPermission(facts({ arrival: '2027-01-02', departure: '2027-01-09' }))).toBe('FULL_CHANGES_ALLOWED')
    expect(extrasPermission(facts({ policy: 'person-extras' }))).toBe('CHANGES_ALLOWED_PERSON_PRICES')
    // A campsite that takes no changes beats the closeness of arrival.
    expect(extrasPermission(facts({ policy: 'none', arrival: '2026-11-25', departure: '2026-12-02' }))).toBe(
      'CHANGES_NOT_ALLOWED',
    )
  })

  it('other changes: not allowed, too close, requires payment once something is paid, else full', () => {
    expect(otherPermission(facts())).toBe('FULL_CHANGES_ALLOWED')
    expect(otherPermission(facts({ paidMinor: 1 }))).toBe('CHANGES_ALLOWED_REQUIRES_PAYMENT')
    expect(otherPermission(facts({ status: 'cancelled', paidMinor: 1 }))).toBe('CHANGES_NOT_ALLOWED')
    expect(otherPermission(facts({ policy: 'none' }))).toBe('CHANGES_NOT_ALLOWED')
    expect(otherPermission(facts({ arrival: '2026-12-01', departure: '2026-12-08', paidMinor: 5 }))).toBe(
      'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL',
    )
    // The person-extras policy concerns extras only.
    expect(otherPermission(facts({ policy: 'person-extras' }))).toBe('FULL_CHANGES_ALLOWED')
  })

  it('what each extras permission lets a customer add, lower and remove', () => {
    const breakfast = { unit: 'personNight', booked: 2, maxQuantity: 4 }
    const cleaning = { unit: 'accommodation', booked: 1, maxQuantity: 1 }
    const cot = { unit: 'piece', booked: 0, maxQuantity: 2 }
    // Anything from none to the maximum.
    expect(quantityRange('FULL_CHANGES_ALLOWED', breakfast)).toEqual({ min: 0, max: 4 })
    expect(quantityRange('FULL_CHANGES_ALLOWED', cot)).toEqual({ min: 0, max: 2 })
    // Lower or remove what is booked; add nothing, raise nothing.
    expect(quantityRange('EXISTING_ONLY_ALLOWED', breakfast)).toEqual({ min: 0, max: 2 })
    expect(quantityRange('EXISTING_ONLY_ALLOWED', cot)).toEqual({ min: 0, max: 0 })
    // Per-person extras freely; the others stay as booked.
    expect(quantityRange('CHANGES_ALLOWED_PERSON_PRICES', breakfast)).toEqual({ min: 0, max: 4 })
    expect(quantityRange('CHANGES_ALLOWED_PERSON_PRICES', { ...breakfast, unit: 'person' })).toEqual({ min: 0, max: 4 })
    expect(quantityRange('CHANGES_ALLOWED_PERSON_PRICES', { ...breakfast, unit: 'personWeek' })).toEqual({
      min: 0,
      max: 4,
    })
    expect(quantityRange('CHANGES_ALLOWED_PERSON_PRICES', cleaning)).toEqual({ min: 1, max: 1 })
    expect(quantityRange('CHANGES_ALLOWED_PERSON_PRICES', cot)).toEqual({ min: 0, max: 0 })
    // Nothing changes.
    for (const permission of ['CHANGES_NOT_ALLOWED', 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL'] as const) {
      expect(quantityRange(permission, breakfast)).toEqual({ min: 2, max: 2 })
      expect(quantityRange(permission, cot)).toEqual({ min: 0, max: 0 })
    }
  })
})

describe('payment rates after a change: they always add up to the total', () => {
  const when = { today: TODAY, arrival: '2027-07-10' }
  const upfront = (firstPaid: boolean): RateState[] => [
    {
      index: 1,
      amountMinor: 30_000,
      paidMinor: firstPaid ? 30_000 : 0,
      dueDate: TODAY,
      status: firstPaid ? 'paid' : 'pending',
    },
    { index: 2, amountMinor: 70_000, paidMinor: 0, dueDate: '2027-05-29', status: 'pending' },
  ]
  const allPaid = (): RateState[] =>
    upfront(true).map((rate) => ({ ...rate, paidMinor: rate.amountMinor, status: 'paid' as const }))
  const received = (rates: RateState[]) => rates.reduce((sum, rate) => sum + receivedFor(rate), 0)

  it('adds to the last pending rate (the balance), paid rates untouched', () => {
    const next = respreadRates(upfront(true), 4_500, when)
    expect(next.map((rate) => rate.amountMinor)).toEqual([30_000, 74_500])
    expect(ratesTotal(next)).toBe(104_500)
  })

  it('lowers pending rates from the last one back, never below zero, and cancels an emptied one', () => {
    const next = respreadRates(upfront(false), -75_000, when)
    expect(next.map((rate) => [rate.amountMinor, rate.status])).toEqual([
      [25_000, 'pending'],
      [0, 'cancelled'],
    ])
    expect(ratesTotal(next)).toBe(25_000)
  })

  it('removes down to a paid rate: the rest becomes a credit, what was received stays', () => {
    const next = respreadRates(upfront(true), -80_000, when)
    expect(next.map((rate) => [rate.amountMinor, rate.status])).toEqual([
      [20_000, 'paid'],
      [0, 'cancelled'],
    ])
    expect(ratesTotal(next)).toBe(20_000)
    expect(received(next)).toBe(30_000)
  })

  it('all paid: a reduction is a credit, and a later addition uses the credit before a new rate', () => {
    const lowered = respreadRates(allPaid(), -2_000, when)
    expect(lowered.map((rate) => rate.amountMinor)).toEqual([30_000, 68_000])
    expect(received(lowered)).toBe(100_000)
    // 2,000 back from the credit, 1,000 as a new rate due in a week.
    const raised = respreadRates(lowered, 3_000, when)
    expect(raised.map((rate) => [rate.index, rate.amountMinor, rate.status, rate.dueDate])).toEqual([
      [1, 30_000, 'paid', TODAY],
      [2, 70_000, 'paid', '2027-05-29'],
      [3, 1_000, 'pending', '2026-11-28'],
    ])
    expect(ratesTotal(raised)).toBe(101_000)
  })

  it('every sequence of changes keeps the rates at the total', () => {
    let rates = upfront(true)
    let total = 100_000
    for (const difference of [4_500, -10_000, -64_500, 2_000, -30_000, 12_345, -1, 99_999]) {
      rates = respreadRates(rates, difference, when)
      total += difference
      expect(ratesTotal(rates)).toBe(total)
      expect(rates.every((rate) => rate.amountMinor >= 0)).toBe(true)
    }
    expect(() => respreadRates(rates, -(total + 1), when)).toThrow(RangeError)
  })
})

// ---------------------------------------------------------------- over HTTP

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; brand?: string; apiLocale?: string } = {},
) {
  const base = served.base().replace(/\/default$/, `/${options.brand ?? 'default'}`)
  const response = await fetch(`${base}/${options.apiLocale ?? 'at'}/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

function customerId(email: string, brand = 'default'): number {
  return (
    served
      .api()
      .database.sqlite.prepare('SELECT id FROM customers WHERE email = ? AND brand = ?')
      .get(email, brand) as { id: number }
  ).id
}
const bookingIdOf = (ref: string) =>
  (served.api().database.sqlite.prepare('SELECT id FROM bookings WHERE ref = ?').get(ref) as { id: number }).id

const jonas = () => issueToken(served.api().database.db, customerId('jonas.gruber@example.com'), 'session', NOW)
const lena = () =>
  issueToken(served.api().database.db, customerId('lena.schmidt@example.com', 'friferie'), 'session', NOW)

async function booking(ref: string, token: string, brand = 'default'): Promise<Booking> {
  const answer = await call('GET', `customer-portal/bookings/${bookingIdOf(ref)}`, { token, brand })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return bookingResponseSchema.parse(answer.json).data
}
async function extras(ref: string, token: string, brand = 'default') {
  const answer = await call('GET', `customer-portal/bookings/${bookingIdOf(ref)}/extras`, { token, brand })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return bookingExtrasResponseSchema.parse(answer.json).data
}
const put = (ref: string, token: string, body: unknown, brand = 'default') =>
  call('PUT', `customer-portal/bookings/${bookingIdOf(ref)}/extras`, { token, body, brand })
const cents = (amount: number) => Math.round(amount * 100)
const rateSum = (rates: { amount: number }[]) => rates.reduce((sum, rate) => sum + cents(rate.amount), 0)
const errorCode = (json: unknown) => apiErrorSchema.parse(json).error.code

describe('the demo bookings', () => {
  it('cover every payment status and change permission, as the README lists them', async () => {
    const tokens = { default: await jonas(), friferie: await lena() }
    for (const spec of DEMO_BOOKINGS) {
      const one = await booking(spec.ref, tokens[spec.brand as 'default' | 'friferie'], spec.brand)
      expect([spec.ref, one.paymentStatus, one.changePermissions.extras, one.changePermissions.other]).toEqual([
        spec.ref,
        ...spec.shows,
      ])
      expect(rateSum(one.paymentRates)).toBe(cents(one.total))
      expect(cents(one.price.total)).toBe(cents(one.total))
      expect(one.price.lines.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(cents(one.total))
    }
    const shown = DEMO_BOOKINGS.map((spec) => spec.shows)
    expect(new Set(shown.map((each) => each[0]))).toEqual(
      new Set(['PAYMENT_OK', 'PARTIALLY_PAID', 'PAID_TOO_MUCH', 'NO_PAYMENT_MADE']),
    )
    expect(new Set(shown.map((each) => each[1])).size).toBe(5)
    expect(new Set(shown.map((each) => each[2])).size).toBe(4)
  })
})

describe('PUT customer-portal/bookings/{id}/extras', () => {
  it('FULL_CHANGES_ALLOWED: a quote saves nothing; saving adds, raises and removes, the difference on the balance', async () => {
    const token = await jonas()
    const before = await booking('AT-260101', token)
    const offer = await extras('AT-260101', token)
    expect(offer.permission).toBe('FULL_CHANGES_ALLOWED')
    const breakfast = offer.extras.find((extra) => extra.id === 'breakfast')!
    expect(breakfast).toMatchObject({ quantity: 3, min: 0, max: 3, perPerson: true, maxQuantity: 3 })

    const body = {
      extras: [
        { id: 'breakfast', quantity: 2 },
        { id: 'bike-rental', quantity: 2 },
        { id: 'welcome-pack', quantity: 0 },
      ],
    }
    const quote = extrasChangeResponseSchema.parse((await put('AT-260101', token, { ...body, dryRun: true })).json).data
    expect(quote.saved).toBe(false)
    expect(quote.changes.map((change) => [change.id, change.from, change.to])).toEqual([
      ['breakfast', 3, 2],
      ['bike-rental', 0, 2],
      ['welcome-pack', 1, 0],
    ])
    const expected = quote.changes.reduce(
      (sum, change) => sum + cents(change.amountAfter) - cents(change.amountBefore),
      0,
    )
    expect(cents(quote.difference)).toBe(expected)
    expect(cents(quote.total)).toBe(cents(before.total) + expected)
    expect(rateSum(quote.paymentRates)).toBe(cents(quote.total))
    // Nothing saved yet.
    expect((await booking('AT-260101', token)).total).toBe(before.total)

    const saved = extrasChangeResponseSchema.parse((await put('AT-260101', token, body)).json).data
    expect(saved).toMatchObject({ saved: true, total: quote.total, difference: quote.difference })
    const after = await booking('AT-260101', token)
    expect(after.total).toBe(quote.total)
    expect(after.extras.map((extra) => [extra.id, extra.quantity])).toEqual(
      expect.arrayContaining([
        ['breakfast', 2],
        ['bike-rental', 2],
      ]),
    )
    expect(after.extras.find((extra) => extra.id === 'welcome-pack')).toBeUndefined()
    expect(rateSum(after.paymentRates)).toBe(cents(after.total))
    // The first rate (pay later: nothing paid) as agreed; the balance took the difference.
    expect(after.paymentRates[0]!.amount).toBe(before.paymentRates[0]!.amount)
    expect(cents(after.paymentRates[1]!.amount)).toBe(cents(before.paymentRates[1]!.amount) + expected)
    expect(after.price.lines.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(cents(after.total))
  })

  it('refuses a quantity above the maximum with the field, never caps it', async () => {
    const token = await jonas()
    const before = await booking('AT-260101', token)
    const answer = await put('AT-260101', token, { extras: [{ id: 'breakfast', quantity: 4 }] })
    expect(answer.status).toBe(400)
    expect(apiErrorSchema.parse(answer.json).error).toMatchObject({
      code: 'quantity_above_maximum',
      message: expect.stringContaining('extras.0.quantity') as unknown,
    })
    expect((await booking('AT-260101', token)).total).toBe(before.total)
    // An extra the unit does not offer, or one listed twice: 400.
    expect((await put('AT-260101', token, { extras: [{ id: 'no-such-extra', quantity: 1 }] })).status).toBe(400)
    const twice = {
      extras: [
        { id: 'breakfast', quantity: 1 },
        { id: 'breakfast', quantity: 2 },
      ],
    }
    expect((await put('AT-260101', token, twice)).status).toBe(400)
  })

  it('EXISTING_ONLY_ALLOWED: lowers and removes booked extras, adds and raises none', async () => {
    const token = await jonas()
    const offer = await extras('AT-260103', token)
    expect(offer.permission).toBe('EXISTING_ONLY_ALLOWED')
    expect(offer.extras.find((extra) => extra.id === 'breakfast')).toMatchObject({ quantity: 2, min: 0, max: 2 })
    expect(offer.extras.find((extra) => extra.id === 'welcome-pack')).toMatchObject({ quantity: 0, min: 0, max: 0 })
    for (const refused of [
      { id: 'extra-car', quantity: 2 },
      { id: 'welcome-pack', quantity: 1 },
    ]) {
      const answer = await put('AT-260103', token, { extras: [refused] })
      expect([refused.id, answer.status, errorCode(answer.json)]).toEqual([refused.id, 403, 'change_not_allowed'])
    }
    // Everything was paid: lowering leaves a credit, the rates still add up to the total.
    const before = await booking('AT-260103', token)
    expect(before.paymentStatus).toBe('PAYMENT_OK')
    const lowered = await put('AT-260103', token, {
      extras: [
        { id: 'breakfast', quantity: 1 },
        { id: 'extra-car', quantity: 0 },
      ],
    })
    expect(lowered.status).toBe(200)
    const after = await booking('AT-260103', token)
    expect(after.total).toBeLessThan(before.total)
    expect(after.paid).toBe(before.paid)
    expect(after.paymentStatus).toBe('PAID_TOO_MUCH')
    expect(rateSum(after.paymentRates)).toBe(cents(after.total))
    expect(after.paymentRates.every((rate) => rate.status === 'paid')).toBe(true)
  })

  it('CHANGES_ALLOWED_PERSON_PRICES: per-person extras change, the others stay as booked', async () => {
    const token = await jonas()
    const offer = await extras('AT-260102', token)
    expect(offer.permission).toBe('CHANGES_ALLOWED_PERSON_PRICES')
    expect(offer.extras.find((extra) => extra.id === 'final-cleaning')).toMatchObject({ quantity: 1, min: 1, max: 1 })
    expect(offer.extras.find((extra) => extra.id === 'baby-cot')).toMatchObject({ min: 0, max: 0 })
    expect((await put('AT-260102', token, { extras: [{ id: 'final-cleaning', quantity: 0 }] })).status).toBe(403)
    expect((await put('AT-260102', token, { extras: [{ id: 'baby-cot', quantity: 1 }] })).status).toBe(403)
    // Unchanged non-person extras may be sent as they are.
    const before = await booking('AT-260102', token)
    const answer = await put('AT-260102', token, {
      extras: [
        { id: 'final-cleaning', quantity: 1 },
        { id: 'bike-rental', quantity: 2 },
        { id: 'bed-linen', quantity: 0 },
      ],
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    const after = await booking('AT-260102', token)
    expect(after.extras.map((extra) => extra.id).sort()).toEqual(['bike-rental', 'breakfast', 'final-cleaning'])
    expect(rateSum(after.paymentRates)).toBe(cents(after.total))
    // The paid first rate is untouched; the balance carries the difference.
    expect(after.paymentRates[0]).toEqual(before.paymentRates[0])
    expect(after.paymentStatus).toBe('PARTIALLY_PAID')
  })

  it('TOO_CLOSE and NOT_ALLOWED: nothing changes (403), a quote neither', async () => {
    const token = await jonas()
    for (const ref of ['AT-260104', 'AT-260106', 'AT-260107', 'AT-260108']) {
      const offer = await extras(ref, token)
      expect(offer.extras.every((extra) => extra.min === extra.quantity && extra.max === extra.quantity)).toBe(true)
      const answer = await put(ref, token, { extras: [{ id: 'welcome-pack', quantity: 0 }], dryRun: true })
      const added = await put(ref, token, { extras: [{ id: 'late-checkout', quantity: 1 }] })
      expect([ref, answer.status === 200 || answer.status === 403, added.status]).toEqual([ref, true, 403])
    }
  })

  it('all paid: an addition becomes a new rate, after using up a credit first', async () => {
    const token = await jonas()
    const before = await booking('AT-260105', token)
    expect(before.paymentStatus).toBe('PAID_TOO_MUCH')
    const credit = cents(before.paid) - cents(before.total)
    expect(credit).toBeGreaterThan(0)
    // Breakfast for two for a week costs more than the credit left by removing it.
    const answer = await put('AT-260105', token, {
      extras: [
        { id: 'breakfast', quantity: 2 },
        { id: 'bed-linen', quantity: 2 },
      ],
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    const change = extrasChangeResponseSchema.parse(answer.json).data
    const after = await booking('AT-260105', token)
    expect(rateSum(after.paymentRates)).toBe(cents(after.total))
    const added = after.paymentRates.at(-1)!
    expect(added).toMatchObject({ index: before.paymentRates.length + 1, status: 'pending', dueDate: '2026-11-28' })
    expect(cents(added.amount)).toBe(cents(change.difference) - credit)
    expect(after.paymentStatus).toBe('PARTIALLY_PAID')
  })
})

describe('PUT customer-portal/bookings/{id}/participants', () => {
  it('corrects names and birth dates where allowed, by the checkout’s rules', async () => {
    const token = await jonas()
    const before = await booking('AT-260101', token)
    expect(before.changePermissions.other).toBe('FULL_CHANGES_ALLOWED')
    const [felix] = before.participants.slice(2)
    const participants = [
      { firstName: 'Jonas', lastName: 'Gruber-Huber', birthDate: '1984-05-12' },
      { firstName: 'Anna', lastName: 'Gruber-Huber', birthDate: '1986-09-30' },
      { firstName: 'Felix', lastName: 'Gruber-Huber', birthDate: felix!.birthDate! },
    ]
    const path = `customer-portal/bookings/${before.bookingId}/participants`
    const saved = await call('PUT', path, { token, body: { participants } })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(bookingResponseSchema.parse(saved.json).data.participants.map((each) => each.lastName)).toEqual([
      'Gruber-Huber',
      'Gruber-Huber',
      'Gruber-Huber',
    ])
    // Not the party: a person missing, an adult under 18, a child of another age.
    for (const wrong of [
      participants.slice(0, 2),
      [{ ...participants[0]!, birthDate: '2015-01-01' }, ...participants.slice(1)],
      [...participants.slice(0, 2), { ...participants[2]!, birthDate: '2010-01-01' }],
    ]) {
      const answer = await call('PUT', path, { token, body: { participants: wrong } })
      expect(answer.status).toBe(400)
    }
    // Something paid: still a free correction (CHANGES_ALLOWED_REQUIRES_PAYMENT).
    const paid = await booking('AT-260103', token)
    expect(paid.changePermissions.other).toBe('CHANGES_ALLOWED_REQUIRES_PAYMENT')
    const corrected = paid.participants.map((each, index) => ({
      firstName: index === 0 ? 'Jonas Maria' : each.firstName,
      lastName: each.lastName,
      birthDate: each.birthDate!,
    }))
    expect(
      (
        await call('PUT', `customer-portal/bookings/${paid.bookingId}/participants`, {
          token,
          body: { participants: corrected },
        })
      ).status,
    ).toBe(200)
  })

  it('refuses them where the booking takes no changes (403)', async () => {
    const token = await jonas()
    for (const ref of ['AT-260104', 'AT-260106', 'AT-260108']) {
      const one = await booking(ref, token)
      const participants = one.participants.map((each) => ({ ...each, birthDate: each.birthDate! }))
      const answer = await call('PUT', `customer-portal/bookings/${one.bookingId}/participants`, {
        token,
        body: { participants },
      })
      expect([ref, answer.status, errorCode(answer.json)]).toEqual([ref, 403, 'change_not_allowed'])
    }
  })
})

describe('owned, always', () => {
  const endpoints = (id: string | number) =>
    [
      ['GET', `customer-portal/bookings/${id}`, undefined],
      ['GET', `customer-portal/bookings/${id}/extras`, undefined],
      ['PUT', `customer-portal/bookings/${id}/extras`, { extras: [{ id: 'breakfast', quantity: 1 }], dryRun: true }],
      [
        'PUT',
        `customer-portal/bookings/${id}/participants`,
        { participants: [{ firstName: 'A', lastName: 'B', birthDate: '1980-01-01' }] },
      ],
    ] as const

  it("another customer's booking is a 404 on every endpoint, and so is a non-canonical id", async () => {
    const emma = await issueToken(served.api().database.db, customerId('emma.walker@example.com'), 'session', NOW)
    const id = bookingIdOf('AT-260101')
    for (const [method, path, body] of endpoints(id)) {
      const answer = await call(method, path, { token: emma, body })
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    const token = await jonas()
    for (const variant of [`0${id}`, `${id}.0`, `0x${id.toString(16)}`, 'abc', '-1', '0'])
      for (const [method, path, body] of endpoints(variant)) {
        expect([method, path, (await call(method, path, { token, body })).status]).toEqual([method, path, 404])
      }
    // Without a token: 401; another brand's session does not reach this brand's bookings.
    expect((await call('GET', `customer-portal/bookings/${id}/extras`)).status).toBe(401)
    expect((await call('GET', `customer-portal/bookings/${id}/extras`, { token: await lena() })).status).toBe(401)
  })

  it('a booking-reference sign-in sees and changes its one booking only', async () => {
    const id = bookingIdOf('FF-260201')
    const token = await issueToken(
      served.api().database.db,
      customerId('lena.schmidt@example.com', 'friferie'),
      'session',
      NOW,
      {
        loginType: 'booking_id',
        bookingId: id,
      },
    )
    const offer = await extras('FF-260201', token, 'friferie')
    expect(offer.permission).toBe('FULL_CHANGES_ALLOWED')
    const answer = await put('FF-260201', token, { extras: [{ id: 'welcome-pack', quantity: 1 }] }, 'friferie')
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    // The same customer's other booking: not for this sign-in.
    for (const [method, path, body] of endpoints(bookingIdOf('FF-260203'))) {
      expect([method, path, (await call(method, path, { token, body, brand: 'friferie' })).status]).toEqual([
        method,
        path,
        404,
      ])
    }
  })
})

describe('agents (decision 027)', () => {
  it("read a customer's booking and its extras, and change nothing: 403 agent_read_only, quotes too", async () => {
    const { sqlite } = served.api().database
    const customer = customerId('jonas.gruber@example.com')
    const now = NOW.toISOString()
    const agentId = Number(
      sqlite
        .prepare(
          `INSERT INTO agents (brand, email, name, password_hash, customer_id, created_at)
           VALUES ('default', 'agent.for.jonas@example.com', 'Test Agent', 'unused', ?, ?)`,
        )
        .run(customer, now).lastInsertRowid,
    )
    const token = await issueToken(served.api().database.db, customer, 'session', NOW, { agentId })
    const id = bookingIdOf('AT-260101')
    const before = await booking('AT-260101', token)
    await extras('AT-260101', token)
    for (const [method, path, body] of [
      ['PUT', `customer-portal/bookings/${id}/extras`, { extras: [{ id: 'breakfast', quantity: 1 }], dryRun: true }],
      ['PUT', `customer-portal/bookings/${id}/extras`, { extras: [{ id: 'breakfast', quantity: 1 }] }],
      [
        'PUT',
        `customer-portal/bookings/${id}/participants`,
        { participants: [{ firstName: 'A', lastName: 'B', birthDate: '1980-01-01' }] },
      ],
    ] as const) {
      const answer = await call(method, path, { token, body })
      expect([method, path, answer.status]).toEqual([method, path, 403])
      expect(errorCode(answer.json)).toBe('agent_read_only')
    }
    expect(await booking('AT-260101', token)).toEqual(before)
  })
})

describe('the checkout refuses a quantity above an extra’s maximum (never capped)', () => {
  it('PATCH carts and the checkout answer 400 with the field', async () => {
    const search = await call('POST', 'search/accommodations', {
      apiLocale: 'couk',
      body: {
        filters: { accommodation: { categories: ['mobile-home'] } },
        parameters: { date: '2027-07-17', duration: 7, persons: { adults: 2, children: [] } },
        meta: { limit: 10, orderBy: 'price' },
      },
    })
    expect(search.status, JSON.stringify(search.json).slice(0, 300)).toBe(200)
    const unit = searchAccommodationsResponseSchema.parse(search.json).data.accommodations[0]!
    const made = await call('POST', 'carts', {
      apiLocale: 'couk',
      body: {
        site: unit.site.slug,
        accommodationId: unit.id,
        date: '2027-07-17',
        duration: 7,
        persons: { adults: 2, children: [] },
      },
    })
    const cart = cartResponseSchema.parse(made.json).data
    expect(cart.extras.find((extra) => extra.id === 'breakfast')!.maxQuantity).toBe(2)
    const patch = await call('PATCH', `carts/${cart.cartId}`, {
      apiLocale: 'couk',
      body: {
        extras: [
          { id: 'final-cleaning', quantity: 1 },
          { id: 'breakfast', quantity: 3 },
        ],
      },
    })
    expect(patch.status).toBe(400)
    expect(apiErrorSchema.parse(patch.json).error).toMatchObject({
      code: 'quantity_above_maximum',
      message: expect.stringContaining('extras.1.quantity') as unknown,
    })
    // Nothing was stored.
    const now = cartResponseSchema.parse((await call('GET', `carts/${cart.cartId}`, { apiLocale: 'couk' })).json).data
    expect(now.extras.every((extra) => extra.quantity === 0)).toBe(true)
    const checkout = await call('POST', `carts/${cart.cartId}/checkout`, {
      apiLocale: 'couk',
      body: {
        extras: [{ id: 'breakfast', quantity: 5 }],
        mainBooker: {
          firstName: 'Anna',
          lastName: 'Smith',
          email: 'anna.max@example.com',
          phonePrefix: '+44',
          phone: '7700 900123',
          country: 'GB',
          street: '1 High Street',
          postcode: 'SW1A 1AA',
          city: 'London',
        },
        participants: [
          { firstName: 'Anna', lastName: 'Smith', birthDate: '1988-03-02' },
          { firstName: 'Ben', lastName: 'Smith', birthDate: '1987-10-20' },
        ],
        acceptTerms: true,
      },
    })
    expect([checkout.status, errorCode(checkout.json)]).toEqual([400, 'quantity_above_maximum'])
  })
})
