/**
 * What a stay costs: rent by season, pitch surcharges per extra person (children by age), the
 * best discount, and the fees by SPEC fee type. What is paid to us is in euro cents until the very
 * end, where it turns into the market's currency in major units. What is paid at the campsite is
 * the campsite's own charge in its own currency, and is never converted (decision 019).
 */
import type { ApiLocale, FeeLine, StayPrice } from './contract'
import { API_LOCALE_INFO } from './locales'
import type { Language, SiteCurrency } from './schema'
import { addDays, isSaturday, weekStartOf, type SeasonWeek } from './seasons'
import type { Season } from './stays-data'

export interface Party {
  adults: number
  childAges: readonly number[]
}

export interface PricedFee {
  feeTypeId: number
  unit: string
  amountCents: number
  rentBasisPoints: number
  mandatory: boolean
  payOnSite: boolean
  /** API locales the fee applies to; null: all. */
  apiLocales: readonly string[] | null
  /**
   * Currency of `amountCents` (minor units): EUR for fees paid with the booking (they are ours and
   * are converted into the market's currency), the campsite's own for fees paid on site.
   */
  currency: SiteCurrency
}

export interface PricedDiscount {
  kind: 'earlyBooking' | 'longStay' | 'lowSeason'
  percent: number
  minNights: number
  bookBefore: string | null
  arrivalFrom: string | null
  arrivalTo: string | null
}

/** What pricing needs of an accommodation. */
export interface PricedUnit {
  units: number
  nightPriceCents: number
  extraPersonNightCents: number
  includedPersons: number
  /** Sorted by arrival. */
  booked: readonly { arrival: string; departure: string; units: number }[]
}

export type StayProblem = 'closed' | 'arrivalDay' | 'minimumStay' | 'wholeWeeks'

/**
 * The asked stay checked against the season calendar once per request: whether any campsite can
 * take it, and the sums every unit's rent is a multiple of.
 */
export interface StayQuote {
  arrival: string
  departure: string
  nights: number
  season: Season | null
  problem: StayProblem | null
  /** Σ over the nights of the week's price factor (per mille). */
  factorSum: number
  allLowSeason: boolean
  party: Party
  /** Persons counted for per-person charges: adults 1, children by age (see personShare). */
  personShares: number
  partySize: number
  /** Each person's share, largest first: the first ones are a pitch's included persons. */
  sharesLargestFirst: number[]
}

export const FEE_TYPE_NAMES: Record<number, string> = {
  1: 'reservationFees',
  2: 'liabilityInsurance',
  7: 'securityFees',
  11: 'sgrFees',
  12: 'travelInsurance',
  13: 'touristTax',
}

/** Children pay by age: under 3 free, 3 to 11 half, 12 and over as adults. */
export function personShare(age: number): number {
  if (age < 3) return 0
  if (age < 12) return 0.5
  return 1
}

/** Checks the stay against the calendar: open weeks, arrival day and minimum stay of the arrival week. */
export function quoteStay(
  calendar: ReadonlyMap<string, SeasonWeek>,
  arrival: string,
  nights: number,
  party: Party,
): StayQuote {
  const departure = addDays(arrival, nights)
  const firstWeek = calendar.get(weekStartOf(arrival))
  let factorSum = 0
  let allLowSeason = true
  let closed = !firstWeek
  let touchesHigh = false
  for (let night = 0; night < nights && !closed; night++) {
    const week = calendar.get(weekStartOf(addDays(arrival, night)))
    if (!week) {
      closed = true
      break
    }
    factorSum += week.priceFactor
    if (week.season !== 'low') allLowSeason = false
    if (week.arrivalDays === 'saturday') touchesHigh = true
  }
  let problem: StayProblem | null = null
  if (closed) problem = 'closed'
  // High season lets whole weeks, Saturday to Saturday; so does a stay that runs into it.
  else if (touchesHigh && !isSaturday(arrival)) problem = 'arrivalDay'
  else if (touchesHigh && nights % 7 !== 0) problem = 'wholeWeeks'
  else if (firstWeek && nights < firstWeek.minNights) problem = 'minimumStay'
  const personShares = party.adults + party.childAges.reduce((sum, age) => sum + personShare(age), 0)
  const sharesLargestFirst = [...Array<number>(party.adults).fill(1), ...party.childAges.map(personShare)].sort(
    (a, b) => b - a,
  )
  return {
    sharesLargestFirst,
    arrival,
    departure,
    nights,
    season: firstWeek?.season ?? null,
    problem,
    factorSum,
    allLowSeason,
    party,
    personShares,
    partySize: party.adults + party.childAges.length,
  }
}

/** Whether a unit is free for the whole stay: booked units overlapping it leave at least one. */
export function isAvailable(unit: PricedUnit, quote: StayQuote): boolean {
  let taken = 0
  for (const stay of unit.booked) {
    if (stay.arrival >= quote.departure) break
    if (stay.departure > quote.arrival) taken += stay.units
  }
  return taken < unit.units
}

/**
 * Rent of the whole stay in cents. Pitches include two persons; further persons pay the
 * per-person night charge by share, the largest shares counted as the included ones.
 */
export function rentCents(unit: PricedUnit, quote: StayQuote): number {
  let perNight = unit.nightPriceCents
  if (unit.extraPersonNightCents > 0) {
    let extra = 0
    for (let i = unit.includedPersons; i < quote.sharesLargestFirst.length; i++) extra += quote.sharesLargestFirst[i]!
    perNight += extra * unit.extraPersonNightCents
  }
  return Math.round((perNight * quote.factorSum) / 1000)
}

/** The best discount that applies (they do not stack). */
export function bestDiscount(
  discounts: readonly PricedDiscount[],
  quote: StayQuote,
  bookingDate: string,
): PricedDiscount | null {
  let best: PricedDiscount | null = null
  for (const discount of discounts) {
    if (quote.nights < discount.minNights) continue
    if (discount.bookBefore && bookingDate > discount.bookBefore) continue
    if (discount.arrivalFrom && quote.arrival < discount.arrivalFrom) continue
    if (discount.arrivalTo && quote.arrival > discount.arrivalTo) continue
    if (discount.kind === 'lowSeason' && !quote.allLowSeason) continue
    if (!best || discount.percent > best.percent) best = discount
  }
  return best
}

function feeQuantity(unit: string, quote: StayQuote): number {
  switch (unit) {
    case 'personNight':
      return quote.personShares * quote.nights
    case 'personWeek':
      return quote.personShares * Math.ceil(quote.nights / 7)
    case 'person':
      return quote.personShares
    case 'night':
      return quote.nights
    case 'week':
      return Math.ceil(quote.nights / 7)
    default:
      // stay, accommodation, piece: once per booking of one unit.
      return 1
  }
}

export interface PriceContext {
  apiLocale: ApiLocale
  language: Language
  /** Today: early booking discounts look at it. */
  bookingDate: string
  feeNames: Record<Language, Record<number, string>>
}

/**
 * The price of one unit for the quoted stay: what is paid with the booking in the market's
 * currency; what is paid at the campsite in the campsite's currency (`siteCurrency`), unconverted.
 */
export function priceStay(
  unit: PricedUnit,
  fees: readonly PricedFee[],
  discounts: readonly PricedDiscount[],
  quote: StayQuote,
  context: PriceContext,
  siteCurrency: SiteCurrency,
): StayPrice {
  const { eurRate, currency } = API_LOCALE_INFO[context.apiLocale]
  const money = (cents: number) => Math.round(cents * eurRate) / 100
  const rent = rentCents(unit, quote)
  const discount = bestDiscount(discounts, quote, context.bookingDate)
  const discountCents = discount ? Math.round((rent * discount.percent) / 100) : 0
  const rentAfterDiscount = rent - discountCents
  const lines: FeeLine[] = []
  // The total is the sum of the lines as shown (each converted and rounded once), so a bill in
  // GBP or CHF adds up to the penny (the checkout lists the same lines).
  let includedMoney = 0
  let onSiteCents = 0
  for (const fee of fees) {
    if (fee.apiLocales && !fee.apiLocales.includes(context.apiLocale)) continue
    const quantity = fee.rentBasisPoints > 0 ? 1 : feeQuantity(fee.unit, quote)
    const cents =
      fee.rentBasisPoints > 0
        ? Math.round((rentAfterDiscount * fee.rentBasisPoints) / 10_000)
        : Math.round(fee.amountCents * quantity)
    const includedInTotal = fee.mandatory && !fee.payOnSite
    if (includedInTotal) includedMoney += Math.round(cents * eurRate)
    if (fee.mandatory && fee.payOnSite) onSiteCents += cents
    // The campsite's own charge: its amount in its currency is the truth, never converted.
    const onSite = fee.payOnSite
    lines.push({
      feeTypeId: fee.feeTypeId,
      type: FEE_TYPE_NAMES[fee.feeTypeId] ?? 'fee',
      name: context.feeNames[context.language][fee.feeTypeId] ?? FEE_TYPE_NAMES[fee.feeTypeId] ?? 'Fee',
      unit: fee.unit,
      quantity,
      amount: onSite ? cents / 100 : money(cents),
      currency: onSite ? fee.currency : currency,
      mandatory: fee.mandatory,
      payOnSite: fee.payOnSite,
      includedInTotal,
    })
  }
  const total = (Math.round(rentAfterDiscount * eurRate) + includedMoney) / 100
  return {
    currency,
    priceBeforeFeesBeforeDiscount: money(rent),
    priceBeforeFeesAfterDiscount: money(rentAfterDiscount),
    priceAfterDiscount: total,
    totalPrice: total,
    discount: discount ? { kind: discount.kind, percent: discount.percent, amount: money(discountCents) } : null,
    fees: lines,
    payOnSite: onSiteCents / 100,
    payOnSiteCurrency: siteCurrency,
  }
}

/**
 * What a campsite's bill adds to any of its units for the quoted stay: the discount that applies
 * and the mandatory fees paid with the booking. Computed once per site and request, so comparing
 * a site's units is arithmetic.
 */
export interface SiteBill {
  discountPercent: number
  /** Mandatory fees with a fixed amount, in cents. */
  fixedFeesCents: number
  /** Mandatory fees charged as a share of the rent, in basis points. */
  rentBasisPoints: number
}

export function siteBill(
  fees: readonly PricedFee[],
  discounts: readonly PricedDiscount[],
  quote: StayQuote,
  apiLocale: ApiLocale,
  bookingDate: string,
): SiteBill {
  let fixedFeesCents = 0
  let rentBasisPoints = 0
  for (const fee of fees) {
    if (!fee.mandatory || fee.payOnSite) continue
    if (fee.apiLocales && !fee.apiLocales.includes(apiLocale)) continue
    if (fee.rentBasisPoints > 0) rentBasisPoints += fee.rentBasisPoints
    else fixedFeesCents += Math.round(fee.amountCents * feeQuantity(fee.unit, quote))
  }
  return { discountPercent: bestDiscount(discounts, quote, bookingDate)?.percent ?? 0, fixedFeesCents, rentBasisPoints }
}

/** Total in cents (rent after discount + mandatory fees paid with the booking): what sorting compares. */
export function totalCents(unit: PricedUnit, bill: SiteBill, quote: StayQuote): number {
  const rent = rentCents(unit, quote)
  const rentAfterDiscount = rent - Math.round((rent * bill.discountPercent) / 100)
  return rentAfterDiscount + bill.fixedFeesCents + Math.round((rentAfterDiscount * bill.rentBasisPoints) / 10_000)
}
