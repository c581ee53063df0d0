import { describe, expect, it } from 'vitest'
import type { ApiLocale } from './contract'
import {
  bestDiscount,
  isAvailable,
  personShare,
  priceStay,
  quoteStay,
  type PricedDiscount,
  type PricedFee,
  type PricedUnit,
} from './pricing'
import { LANGUAGES } from './schema'
import { buildSeasonCalendar } from './seasons'
import { FEE_NAMES } from './stays-data'

const calendar = new Map(buildSeasonCalendar([2027]).map((week) => [week.weekStart, week]))
const feeNames = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(Object.entries(FEE_NAMES).map(([id, name]) => [id, name[language]])),
  ]),
) as Parameters<typeof priceStay>[4]['feeNames']

const pitch: PricedUnit = {
  units: 2,
  nightPriceCents: 3000,
  extraPersonNightCents: 600,
  includedPersons: 2,
  booked: [],
}
const mobileHome: PricedUnit = {
  units: 1,
  nightPriceCents: 8000,
  extraPersonNightCents: 0,
  includedPersons: 0,
  booked: [],
}

const fees: PricedFee[] = [
  {
    feeTypeId: 1,
    unit: 'stay',
    amountCents: 2900,
    rentBasisPoints: 0,
    mandatory: true,
    payOnSite: false,
    apiLocales: null,
    currency: 'EUR',
  },
  {
    feeTypeId: 2,
    unit: 'stay',
    amountCents: 950,
    rentBasisPoints: 0,
    mandatory: false,
    payOnSite: false,
    apiLocales: null,
    currency: 'EUR',
  },
  {
    feeTypeId: 7,
    unit: 'accommodation',
    amountCents: 10000,
    rentBasisPoints: 0,
    mandatory: true,
    payOnSite: true,
    apiLocales: null,
    currency: 'EUR',
  },
  {
    feeTypeId: 11,
    unit: 'stay',
    amountCents: 500,
    rentBasisPoints: 0,
    mandatory: true,
    payOnSite: false,
    apiLocales: ['nl'],
    currency: 'EUR',
  },
  {
    feeTypeId: 12,
    unit: 'stay',
    amountCents: 0,
    rentBasisPoints: 550,
    mandatory: false,
    payOnSite: false,
    apiLocales: null,
    currency: 'EUR',
  },
  {
    feeTypeId: 13,
    unit: 'personNight',
    amountCents: 100,
    rentBasisPoints: 0,
    mandatory: true,
    payOnSite: false,
    apiLocales: null,
    currency: 'EUR',
  },
]
const discounts: PricedDiscount[] = [
  {
    kind: 'earlyBooking',
    percent: 10,
    minNights: 1,
    bookBefore: '2027-01-31',
    arrivalFrom: '2027-04-01',
    arrivalTo: '2027-10-31',
  },
  { kind: 'longStay', percent: 5, minNights: 14, bookBefore: null, arrivalFrom: null, arrivalTo: null },
]
const context = (apiLocale: ApiLocale, bookingDate = '2026-11-21') => ({
  apiLocale,
  language: 'en' as const,
  bookingDate,
  feeNames,
})

describe('personShare', () => {
  it('lets children under 3 stay free and charges 3-11 half', () => {
    expect([0, 2, 3, 11, 12, 17].map(personShare)).toEqual([0, 0, 0.5, 0.5, 1, 1])
  })
})

describe('quoteStay', () => {
  const party = { adults: 2, childAges: [] }
  it('sums the season factors of the nights', () => {
    // 2027-05-01 is a Saturday in low season (factor 1000 per night).
    expect(quoteStay(calendar, '2027-05-01', 7, party)).toMatchObject({
      problem: null,
      season: 'low',
      factorSum: 7000,
      allLowSeason: true,
    })
    // High season: 1850 per night.
    expect(quoteStay(calendar, '2027-07-17', 7, party)).toMatchObject({
      problem: null,
      season: 'high',
      factorSum: 12_950,
      allLowSeason: false,
    })
  })

  it('lets high season only from Saturday, by whole weeks, and not outside the season', () => {
    expect(quoteStay(calendar, '2027-07-18', 7, party).problem).toBe('arrivalDay')
    expect(quoteStay(calendar, '2027-07-17', 10, party).problem).toBe('wholeWeeks')
    expect(quoteStay(calendar, '2027-05-04', 2, party).problem).toBe('minimumStay')
    expect(quoteStay(calendar, '2027-05-04', 3, party).problem).toBeNull()
    expect(quoteStay(calendar, '2027-12-04', 7, party).problem).toBe('closed')
  })
})

describe('priceStay', () => {
  it('charges pitch extras and tourist tax by age, applies the best discount and adds the unavoidable fees', () => {
    // 2 adults, a 13-year-old (adult share), a 5-year-old (half) and a baby (free), 7 low-season nights.
    const quote = quoteStay(calendar, '2027-05-01', 7, { adults: 2, childAges: [13, 5, 1] })
    const price = priceStay(pitch, fees, discounts, quote, context('fr'), 'EUR')
    // Two persons included; the 13-year-old pays 6.00 and the 5-year-old 3.00 a night: (30 + 9) x 7.
    expect(price.priceBeforeFeesBeforeDiscount).toBe(273)
    expect(price.discount).toEqual({ kind: 'earlyBooking', percent: 10, amount: 27.3 })
    expect(price.priceBeforeFeesAfterDiscount).toBe(245.7)
    const touristTax = price.fees.find((fee) => fee.type === 'touristTax')!
    expect(touristTax).toMatchObject({ quantity: 3.5 * 7, amount: 24.5, includedInTotal: true })
    // No SGR outside the Dutch market; deposit shown but paid on site; insurances optional.
    expect(price.fees.map((fee) => fee.feeTypeId)).toEqual([1, 2, 7, 12, 13])
    expect(price.fees.find((fee) => fee.feeTypeId === 7)).toMatchObject({
      payOnSite: true,
      includedInTotal: false,
      amount: 100,
    })
    expect(price.fees.find((fee) => fee.feeTypeId === 12)).toMatchObject({
      mandatory: false,
      includedInTotal: false,
      amount: 13.51,
    })
    expect(price.totalPrice).toBe(245.7 + 29 + 24.5)
    expect(price.priceAfterDiscount).toBe(price.totalPrice)
    expect(price.payOnSite).toBe(100)
  })

  it('adds the guarantee fund for Dutch bookings and converts to pounds for the UK', () => {
    const quote = quoteStay(calendar, '2027-07-17', 7, { adults: 2, childAges: [] })
    const dutch = priceStay(mobileHome, fees, discounts, quote, context('nl'), 'EUR')
    // 80 x 1.85 x 7 = 1036, early booking 10 % off = 932.40, + booking 29 + SGR 5 + tax 14.
    expect(dutch.priceBeforeFeesBeforeDiscount).toBe(1036)
    expect(dutch.totalPrice).toBe(932.4 + 29 + 5 + 14)
    const british = priceStay(mobileHome, fees, discounts, quote, context('couk'), 'EUR')
    expect(british.currency).toBe('GBP')
    expect(british.priceBeforeFeesBeforeDiscount).toBe(Math.round(103_600 * 0.86) / 100)
  })

  it("keeps what is paid at the campsite in the campsite's own currency, unconverted, on every market (issue 17)", () => {
    const quote = quoteStay(calendar, '2027-07-17', 7, { adults: 2, childAges: [] })
    for (const apiLocale of ['couk', 'ch', 'ie', 'nl'] as const) {
      const french = priceStay(mobileHome, fees, discounts, quote, context(apiLocale), 'EUR')
      expect(french.payOnSite).toBe(100)
      expect(french.payOnSiteCurrency).toBe('EUR')
      expect(french.fees.find((fee) => fee.feeTypeId === 7)).toMatchObject({ amount: 100, currency: 'EUR' })
      // What is paid to us is in the market's currency.
      expect(french.fees.find((fee) => fee.feeTypeId === 1)!.currency).toBe(french.currency)
    }
    const danishFees = fees.map((fee) =>
      fee.feeTypeId === 7 ? { ...fee, amountCents: 75_000, currency: 'DKK' as const } : fee,
    )
    const danish = priceStay(mobileHome, danishFees, discounts, quote, context('couk'), 'DKK')
    expect(danish).toMatchObject({ currency: 'GBP', payOnSite: 750, payOnSiteCurrency: 'DKK' })
  })

  it('takes the best discount that applies and none after the booking deadline', () => {
    const fortnight = quoteStay(calendar, '2027-05-01', 14, { adults: 2, childAges: [] })
    expect(bestDiscount(discounts, fortnight, '2027-03-01')?.kind).toBe('longStay')
    expect(bestDiscount(discounts, fortnight, '2027-01-15')?.kind).toBe('earlyBooking')
    const week = quoteStay(calendar, '2027-05-01', 7, { adults: 2, childAges: [] })
    expect(bestDiscount(discounts, week, '2027-03-01')).toBeNull()
  })
})

describe('isAvailable', () => {
  it('counts booked units overlapping the stay', () => {
    const quote = quoteStay(calendar, '2027-07-17', 7, { adults: 2, childAges: [] })
    const booked = (units: number, arrival = '2027-07-17', departure = '2027-07-24') => ({
      ...pitch,
      booked: [{ arrival, departure, units }],
    })
    expect(isAvailable(booked(1), quote)).toBe(true)
    expect(isAvailable(booked(2), quote)).toBe(false)
    expect(isAvailable(booked(2, '2027-07-10', '2027-07-17'), quote)).toBe(true)
    expect(isAvailable(booked(2, '2027-07-24', '2027-07-31'), quote)).toBe(true)
  })
})
