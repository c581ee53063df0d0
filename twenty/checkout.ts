/**
 * Carts, checkout and bookings (issue 10).
 *
 * - A cart holds one stay of one unit for a party, the chosen extras and insurances and a payment
 *   kind. Every amount is computed here from the catalogue (twenty/pricing.ts): a client never
 *   sends a price. Carts expire (CART_LIFETIME_MS after the last change).
 * - Checkout turns a cart into a booking in ONE `BEGIN IMMEDIATE` transaction: the unit's
 *   availability is checked in the database and its let is written before the transaction ends,
 *   so two checkouts of the last free unit cannot both succeed, in this process or another
 *   (SQLite serialises writers). The cart records its booking (UNIQUE), so a repeated submit
 *   answers the booking made the first time instead of booking again.
 * - The bill is kept in the market's currency, minor units: each line is converted once and the
 *   total is their sum, so what the customer sees adds up to the cent (decision 013).
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { Selectable } from 'kysely'
import { addDays, daysBetween, toIsoDate } from './calendar'
import type { Translated } from './catalogue-data'
import { CART_ID_PATTERN, checkoutRequestSchema, updateCartRequestSchema } from './checkout-contract'
import type { Booking, Cart, CreateCartRequest, PaymentKind, PriceLine, UpdateCartRequest } from './checkout-contract'
import type { ApiLocale } from './contract'
import { ensureCustomerIn, sendMail } from './customers'
import type { TwentyDatabase } from './db'
import { EXTRAS, EXTRAS_BY_ID, maxQuantityOf, unitsPerQuantity } from './extras'
import { ApiError, parseRequest } from './http'
import { API_LOCALE_INFO, CUSTOMER_COUNTRIES, isApiLocale, languageOf } from './locales'
import { renderMail } from './mail'
import { MEDIA_SIZES } from './media-sizes'
import { sendSetPasswordMail, type MailBookings } from './portal'
import { bookingLink, termsLink, type StorefrontOrigin } from './portal-mail'
import { FEE_TYPE_NAMES, isAvailable, priceStay, quoteStay, type StayQuote } from './pricing'
import type { BookingsTable, CartsTable, Language, SiteCurrency } from './schema'
import { accommodationName, siteLocation, sitePath } from './search'
import {
  catchUpBookedStays,
  stayCatalogue,
  type CatalogueAccommodation,
  type CatalogueSite,
  type StayCatalogue,
} from './stay-catalogue'
import { CATEGORY_NAMES } from './stays-data'

/** A cart lives this long after it was made or last changed. */
export const CART_LIFETIME_MS = 2 * 60 * 60 * 1000
/** The balance of an upfront or pay-later booking is due this many days before arrival. */
export const BALANCE_DUE_DAYS = 42
/** Share of the total paid first (upfront: now; pay later: within PAYLATER_FIRST_RATE_DAYS). */
export const FIRST_RATE_SHARE = 0.3
export const PAYLATER_FIRST_RATE_DAYS = 7
/** Pay later needs its first rate due well before the balance. */
export const PAYLATER_MIN_DAYS = BALANCE_DUE_DAYS + 14
/** Extras can be changed until this many days before arrival. */
export const EXTRAS_CHANGE_DAYS = 14
/** An adult is this old at arrival (children are 0-17 in the party picker). */
export const ADULT_AGE = 18

export interface CheckoutScope {
  brand: string
  apiLocale: ApiLocale
  language: Language
  publicPath: string
  now: Date
  /** Where the set-password link of an account a booking created points (portal-mail.ts). */
  storefrontOrigin: StorefrontOrigin
}

const tr = (en: string, nl: string, de: string, fr: string, it: string): Translated => ({ en, nl, de, fr, it })
const LINE_NAMES = {
  rent: tr('Rent', 'Huur', 'Miete', 'Location', 'Affitto'),
  discount: tr('Discount', 'Korting', 'Rabatt', 'Remise', 'Sconto'),
}

// ---------------------------------------------------------------- the bill

interface Choices {
  extras: Record<string, number>
  liability: boolean
  travel: boolean
}

/** One bill line in minor units of the booking's currency; stored as a booking line. */
interface BillLine {
  kind: 'rent' | 'discount' | 'fee' | 'extra'
  feeTypeId: number | null
  extraId: string | null
  unit: string
  quantity: number
  minor: number
  mandatory: boolean
  payOnSite: boolean
}

interface Bill {
  currency: 'EUR' | 'GBP' | 'CHF'
  /** Paid with the booking, in `currency`. */
  lines: BillLine[]
  /** Mandatory, paid at the campsite, in `onSiteCurrency` (the campsite's own, never converted). */
  onSite: BillLine[]
  onSiteCurrency: SiteCurrency
  totalMinor: number
  onSiteMinor: number
  /** Optional insurances on offer (chosen or not), by fee type id. */
  insurances: Map<number, { minor: number; selected: boolean }>
  /** The extras on offer for this unit with the chosen quantity and amount. */
  extras: { id: string; unitMinor: number; quantity: number; maxQuantity: number; minor: number }[]
}

function computeBill(
  catalogue: StayCatalogue,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  quote: StayQuote,
  apiLocale: ApiLocale,
  bookingDate: string,
  choices: Choices,
): Bill {
  const { eurRate, currency } = API_LOCALE_INFO[apiLocale]
  const price = priceStay(
    unit,
    site.fees,
    site.discounts,
    quote,
    { apiLocale, language: 'en', bookingDate, feeNames: catalogue.feeNames },
    site.currency,
  )
  const minor = (major: number) => Math.round(major * 100)
  const rent = minor(price.priceBeforeFeesBeforeDiscount)
  const line = (values: Partial<BillLine> & Pick<BillLine, 'kind' | 'minor'>): BillLine => ({
    feeTypeId: null,
    extraId: null,
    unit: 'stay',
    quantity: 1,
    mandatory: true,
    payOnSite: false,
    ...values,
  })
  const lines: BillLine[] = [line({ kind: 'rent', minor: rent })]
  if (price.discount) lines.push(line({ kind: 'discount', minor: minor(price.priceBeforeFeesAfterDiscount) - rent }))
  const onSite: BillLine[] = []
  const insurances = new Map<number, { minor: number; selected: boolean }>()
  for (const fee of price.fees) {
    const values = {
      kind: 'fee' as const,
      feeTypeId: fee.feeTypeId,
      unit: fee.unit,
      quantity: fee.quantity,
      minor: minor(fee.amount),
      mandatory: fee.mandatory,
      payOnSite: fee.payOnSite,
    }
    if (fee.includedInTotal) lines.push(line(values))
    else if (fee.mandatory && fee.payOnSite) onSite.push(line(values))
    else if (!fee.mandatory && !fee.payOnSite) {
      // Optional insurances: offered, never pre-ticked.
      const selected = fee.feeTypeId === 2 ? choices.liability : fee.feeTypeId === 12 ? choices.travel : false
      insurances.set(fee.feeTypeId, { minor: values.minor, selected })
      if (selected) lines.push(line(values))
    }
  }
  const extras: Bill['extras'] = []
  for (const extra of EXTRAS) {
    if (!extra.appliesTo(unit)) continue
    const unitMinor = Math.round(extra.priceCents * eurRate)
    const maxQuantity = maxQuantityOf(extra, quote.partySize)
    const quantity = Math.min(Math.max(0, Math.floor(choices.extras[extra.id] ?? 0)), maxQuantity)
    const amount = unitMinor * unitsPerQuantity(extra.unit, quote) * quantity
    extras.push({ id: extra.id, unitMinor, quantity, maxQuantity, minor: amount })
    if (quantity > 0 && extra.unit !== 'info')
      lines.push(line({ kind: 'extra', extraId: extra.id, unit: extra.unit, quantity, minor: amount }))
  }
  return {
    currency,
    lines,
    onSite,
    onSiteCurrency: price.payOnSiteCurrency,
    totalMinor: lines.reduce((sum, each) => sum + each.minor, 0),
    onSiteMinor: onSite.reduce((sum, each) => sum + each.minor, 0),
    insurances,
    extras,
  }
}

interface RatePlan {
  index: number
  minor: number
  dueDate: string
  payNow: boolean
}

/**
 * The payment schedules of a total: `full` everything today; `upfront` 30 % today and the balance
 * 6 weeks before arrival; `paylater` nothing today, 30 % within a week and the balance 6 weeks
 * before arrival. Close to arrival only `full` is allowed.
 */
export function paymentPlans(
  totalMinor: number,
  arrival: string,
  today: string,
): { kind: PaymentKind; allowed: boolean; rates: RatePlan[] }[] {
  const days = daysBetween(today, arrival)
  const first = Math.round(totalMinor * FIRST_RATE_SHARE)
  const balanceDue = addDays(arrival, -BALANCE_DUE_DAYS)
  return [
    { kind: 'full', allowed: true, rates: [{ index: 1, minor: totalMinor, dueDate: today, payNow: true }] },
    {
      kind: 'upfront',
      allowed: days > BALANCE_DUE_DAYS,
      rates: [
        { index: 1, minor: first, dueDate: today, payNow: true },
        { index: 2, minor: totalMinor - first, dueDate: balanceDue, payNow: false },
      ],
    },
    {
      kind: 'paylater',
      allowed: days >= PAYLATER_MIN_DAYS,
      rates: [
        { index: 1, minor: first, dueDate: addDays(today, PAYLATER_FIRST_RATE_DAYS), payNow: false },
        { index: 2, minor: totalMinor - first, dueDate: balanceDue, payNow: false },
      ],
    },
  ]
}

// ---------------------------------------------------------------- carts

/** A `carts` row as better-sqlite3 reads it (migration 006). */
type CartRow = Selectable<CartsTable>

function cartRow(
  database: TwentyDatabase,
  cartId: string,
  scope: Pick<CheckoutScope, 'brand' | 'apiLocale'>,
): CartRow | null {
  if (!CART_ID_PATTERN.test(cartId)) return null
  const row = database.sqlite.prepare('SELECT * FROM carts WHERE id = ?').get(cartId) as CartRow | undefined
  // A cart belongs to the storefront it was made on.
  if (!row || row.brand !== scope.brand || row.api_locale !== scope.apiLocale) return null
  return row
}

function partyOf(row: { adults: number; children: string }) {
  const ages = JSON.parse(row.children) as number[]
  return { adults: row.adults, childAges: ages }
}

function quoteOf(
  catalogue: StayCatalogue,
  row: { arrival: string; departure: string; adults: number; children: string },
): StayQuote {
  return quoteStay(catalogue.calendar, row.arrival, daysBetween(row.arrival, row.departure), partyOf(row))
}

/** Free units of an accommodation over a stay, read from the database (not the snapshot). */
function freeUnits(database: TwentyDatabase, accommodationId: number, arrival: string, departure: string): number {
  const row = database.sqlite
    .prepare(
      `SELECT a.units - COALESCE((SELECT SUM(b.units) FROM booked_stays b
         WHERE b.accommodation_id = a.id AND b.arrival < ? AND b.departure > ?), 0) AS free
       FROM accommodations a WHERE a.id = ?`,
    )
    .get(departure, arrival, accommodationId) as { free: number } | undefined
  return row?.free ?? 0
}

const notAvailable = () =>
  new ApiError(409, 'not_available', 'This accommodation is no longer available for these dates')
const cartExpired = () => new ApiError(410, 'cart_expired', 'This cart has expired; start again from the campsite')
const unknownCart = (cartId: string) => ApiError.notFound(`No cart "${cartId}"`)

/** `POST carts`: a cart for a bookable stay of one unit, with nothing optional chosen. */
export function createCart(database: TwentyDatabase, scope: CheckoutScope, request: CreateCartRequest): Cart {
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesBySlug.get(request.site)
  const unit = catalogue.accommodationsById.get(request.accommodationId)
  if (!site || !unit || unit.siteId !== site.id)
    throw ApiError.notFound(`No accommodation ${request.accommodationId} at "${request.site}"`)
  const children = (request.persons.children ?? []).map((child) => child.age)
  const quote = quoteStay(catalogue.calendar, request.date, request.duration, {
    adults: request.persons.adults,
    childAges: children,
  })
  const today = toIsoDate(scope.now)
  if (request.date <= today) throw ApiError.validation('date: the arrival must be after today')
  if (quote.problem)
    throw new ApiError(400, 'stay_not_bookable', `The calendar does not allow this stay (${quote.problem})`)
  if (unit.maxPersons < quote.partySize)
    throw new ApiError(400, 'party_too_large', `This accommodation sleeps at most ${unit.maxPersons}`)
  if (!isAvailable(unit, quote) || freeUnits(database, unit.id, quote.arrival, quote.departure) < 1)
    throw notAvailable()
  const id = randomBytes(16).toString('base64url')
  const stamp = scope.now.toISOString()
  // Carts nobody booked go a day after they expired (the day keeps the "expired" page possible),
  // so abandoned carts cannot pile up; the expiry index makes this a range delete.
  database.sqlite
    .prepare('DELETE FROM carts WHERE expires_at < ? AND booking_id IS NULL')
    .run(new Date(scope.now.getTime() - 24 * 60 * 60 * 1000).toISOString())
  database.sqlite
    .prepare(
      `INSERT INTO carts (id, brand, api_locale, site_id, accommodation_id, arrival, departure, adults, children, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      scope.brand,
      scope.apiLocale,
      site.id,
      unit.id,
      quote.arrival,
      quote.departure,
      quote.party.adults,
      JSON.stringify(children),
      stamp,
      new Date(scope.now.getTime() + CART_LIFETIME_MS).toISOString(),
    )
  return presentCart(database, scope, cartRow(database, id, scope)!)
}

/** `GET carts/{cartId}`: the cart priced now, or null when there is no such cart here. */
export function findCart(database: TwentyDatabase, scope: CheckoutScope, cartId: string): Cart | null {
  const row = cartRow(database, cartId, scope)
  return row ? presentCart(database, scope, row) : null
}

function choicesOf(row: CartRow): Choices {
  return {
    extras: JSON.parse(row.extras) as Record<string, number>,
    liability: row.liability_insurance === 1,
    travel: row.travel_insurance === 1,
  }
}

function applyChoices(row: CartRow, request: UpdateCartRequest): CartRow {
  const next = { ...row }
  if (request.extras) {
    const extras: Record<string, number> = {}
    for (const choice of request.extras) {
      if (!EXTRAS_BY_ID.has(choice.id)) throw ApiError.validation(`extras: unknown extra "${choice.id}"`)
      if (choice.quantity > 0) extras[choice.id] = choice.quantity
    }
    next.extras = JSON.stringify(extras)
  }
  if (request.insurances?.liability !== undefined) next.liability_insurance = request.insurances.liability ? 1 : 0
  if (request.insurances?.travel !== undefined) next.travel_insurance = request.insurances.travel ? 1 : 0
  if (request.paymentKind) next.payment_kind = request.paymentKind
  return next
}

/** `PATCH carts/{cartId}`: extras, insurances and payment kind; prices follow on the server. */
export function updateCart(database: TwentyDatabase, scope: CheckoutScope, cartId: string, input: unknown): Cart {
  const request = parseRequest(updateCartRequestSchema, input)
  const row = cartRow(database, cartId, scope)
  if (!row) throw unknownCart(cartId)
  if (row.booking_id !== null) throw new ApiError(409, 'cart_booked', 'This cart has been booked already')
  if (row.expires_at <= scope.now.toISOString()) throw cartExpired()
  const next = applyChoices(row, request)
  database.sqlite
    .prepare(
      'UPDATE carts SET extras = ?, liability_insurance = ?, travel_insurance = ?, payment_kind = ?, expires_at = ? WHERE id = ?',
    )
    .run(
      next.extras,
      next.liability_insurance,
      next.travel_insurance,
      next.payment_kind,
      new Date(scope.now.getTime() + CART_LIFETIME_MS).toISOString(),
      row.id,
    )
  return presentCart(database, scope, cartRow(database, cartId, scope)!)
}

function stayPlace(
  catalogue: StayCatalogue,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  row: { arrival: string; departure: string; adults: number; children: string },
  language: Language,
  publicPath: string,
) {
  const name = accommodationName(unit, language)
  return {
    site: {
      slug: site.slug,
      name: site.name,
      location: siteLocation(catalogue, site, language),
      path: sitePath(catalogue, site),
    },
    accommodation: {
      id: unit.id,
      name,
      category: CATEGORY_NAMES[unit.category][language],
      maxPersons: unit.maxPersons,
      image:
        unit.imageCount > 0
          ? {
              url: `${publicPath}/media/accommodations/${unit.id}-1`,
              alt: `${name}, ${site.name}`,
              ...MEDIA_SIZES.accommodation,
            }
          : null,
    },
    arrivalDate: row.arrival,
    departureDate: row.departure,
    duration: daysBetween(row.arrival, row.departure),
    persons: { adults: row.adults, children: (JSON.parse(row.children) as number[]).map((age) => ({ age })) },
  }
}

function lineName(
  line: Pick<BillLine, 'kind' | 'feeTypeId' | 'extraId'>,
  catalogue: StayCatalogue,
  language: Language,
): string {
  if (line.kind === 'rent' || line.kind === 'discount') return LINE_NAMES[line.kind][language]
  if (line.kind === 'extra') return EXTRAS_BY_ID.get(line.extraId ?? '')?.name[language] ?? line.extraId ?? ''
  return catalogue.feeNames[language][line.feeTypeId ?? 0] ?? FEE_TYPE_NAMES[line.feeTypeId ?? 0] ?? 'Fee'
}

const major = (minor: number) => Math.round(minor) / 100

function presentLine(line: BillLine, catalogue: StayCatalogue, language: Language): PriceLine {
  return {
    kind: line.kind === 'fee' && !line.mandatory ? 'insurance' : line.kind,
    feeTypeId: line.feeTypeId,
    extraId: line.extraId,
    name: lineName(line, catalogue, language),
    unit: line.unit,
    quantity: line.quantity,
    amount: major(line.minor),
  }
}

function presentCart(database: TwentyDatabase, scope: CheckoutScope, row: CartRow): Cart {
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesById.get(row.site_id)!
  const unit = catalogue.accommodationsById.get(row.accommodation_id)!
  const { language } = scope
  const quote = quoteOf(catalogue, row)
  const today = toIsoDate(scope.now)
  const bill = computeBill(catalogue, site, unit, quote, scope.apiLocale, today, choicesOf(row))
  const plans = paymentPlans(bill.totalMinor, row.arrival, today)
  const chosen = plans.find((plan) => plan.kind === row.payment_kind && plan.allowed) ?? plans[0]!
  const booking =
    row.booking_id !== null
      ? (database.sqlite.prepare('SELECT ref FROM bookings WHERE id = ?').get(row.booking_id) as { ref: string })
      : null
  const expired = booking === null && row.expires_at <= scope.now.toISOString()
  const insurance = (feeTypeId: number) => {
    const offer = bill.insurances.get(feeTypeId)
    return offer
      ? {
          feeTypeId,
          name: catalogue.feeNames[language][feeTypeId] ?? '',
          selected: offer.selected,
          amount: major(offer.minor),
        }
      : null
  }
  return {
    cartId: row.id,
    status: booking ? 'booked' : expired ? 'expired' : 'open',
    expiresAt: row.expires_at,
    bookingId: row.booking_id,
    ref: booking?.ref ?? null,
    ...stayPlace(catalogue, site, unit, row, language, scope.publicPath),
    available:
      booking !== null || (quote.problem === null && freeUnits(database, unit.id, row.arrival, row.departure) > 0),
    currency: bill.currency,
    extras: bill.extras.map((extra) => {
      const data = EXTRAS_BY_ID.get(extra.id)!
      return {
        id: extra.id,
        name: data.name[language],
        unit: data.unit,
        unitPrice: data.unit === 'info' ? null : major(extra.unitMinor),
        quantity: extra.quantity,
        maxQuantity: extra.maxQuantity,
        amount: major(extra.minor),
      }
    }),
    insurances: { liability: insurance(2), travel: insurance(12) },
    paymentKind: chosen.kind,
    paymentOptions: plans.map((plan) => ({
      kind: plan.kind,
      allowed: plan.allowed,
      rates: plan.rates.map((rate) => ({
        index: rate.index,
        amount: major(rate.minor),
        dueDate: rate.dueDate,
        payNow: rate.payNow,
      })),
      payNow: major(plan.rates.filter((rate) => rate.payNow).reduce((sum, rate) => sum + rate.minor, 0)),
    })),
    price: {
      lines: bill.lines.map((line) => presentLine(line, catalogue, language)),
      total: major(bill.totalMinor),
      payNow: major(chosen.rates.filter((rate) => rate.payNow).reduce((sum, rate) => sum + rate.minor, 0)),
      payOnSite: bill.onSite.map((line) => presentLine(line, catalogue, language)),
      payOnSiteTotal: major(bill.onSiteMinor),
      payOnSiteCurrency: bill.onSiteCurrency,
    },
  }
}

// ---------------------------------------------------------------- checkout

/** Whole years between a birth date and a day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/**
 * The participants must be the party: as many as it has, adults of age at arrival, and each
 * child (in the order of the cart's ages) exactly that age at arrival.
 */
export function participantProblems(
  participants: readonly { birthDate: string }[],
  party: { adults: number; childAges: readonly number[] },
  arrival: string,
  today: string,
): string[] {
  const expected = party.adults + party.childAges.length
  if (participants.length !== expected)
    return [`participants: the party has ${expected} persons, ${participants.length} were given`]
  const problems: string[] = []
  participants.forEach((participant, index) => {
    if (participant.birthDate > today) problems.push(`participants.${index}.birthDate: in the future`)
    const age = ageOn(participant.birthDate, arrival)
    if (index < party.adults) {
      if (age < ADULT_AGE) problems.push(`participants.${index}.birthDate: an adult is ${ADULT_AGE} or over at arrival`)
    } else if (age !== party.childAges[index - party.adults]) {
      problems.push(
        `participants.${index}.birthDate: this child is ${party.childAges[index - party.adults] ?? '?'} at arrival, not ${age}`,
      )
    }
  })
  return problems
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Eight characters without look-alikes (no 0/O, 1/I), grouped: "K7QM-4PXD". */
export function newBookingRef(): string {
  const pick = () => Array.from({ length: 4 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('')
  return `${pick()}-${pick()}`
}

/**
 * `POST carts/{cartId}/checkout`. Returns the booking and whether this call made it (false: the
 * cart was booked before, by an earlier submit). Throws 404 (no cart), 410 (expired), 409 (the
 * unit is no longer free), 400 (participants that are not the party, a payment kind arrival is
 * too close for).
 */
export async function checkoutCart(
  database: TwentyDatabase,
  scope: CheckoutScope,
  cartId: string,
  input: unknown,
): Promise<{ created: boolean; booking: Booking }> {
  const request = parseRequest(checkoutRequestSchema, input)
  const row = cartRow(database, cartId, scope)
  if (!row) throw unknownCart(cartId)
  if (row.booking_id !== null) return { created: false, booking: readBooking(database, row.booking_id, scope)! }
  if (row.expires_at <= scope.now.toISOString()) throw cartExpired()
  const today = toIsoDate(scope.now)
  const problems = participantProblems(request.participants, partyOf(row), row.arrival, today)
  if (problems.length > 0) throw ApiError.validation(problems.join('; '))
  // Only the countries the booking form offers (navigation `countries`): never `ZZ` (issue 16).
  if (!CUSTOMER_COUNTRIES.some((country) => country.code === request.mainBooker.country)) {
    throw ApiError.validation(
      `mainBooker.country: "${request.mainBooker.country}" is not a country we take bookings from`,
    )
  }
  const next = applyChoices(row, request)
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesById.get(row.site_id)!
  const unit = catalogue.accommodationsById.get(row.accommodation_id)!
  const quote = quoteOf(catalogue, row)
  if (quote.problem)
    throw new ApiError(400, 'stay_not_bookable', `The calendar does not allow this stay (${quote.problem})`)
  const bill = computeBill(catalogue, site, unit, quote, scope.apiLocale, today, choicesOf(next))
  const plan = paymentPlans(bill.totalMinor, row.arrival, today).find((each) => each.kind === next.payment_kind)!
  if (!plan.allowed)
    throw new ApiError(
      400,
      'payment_kind_not_allowed',
      `paymentKind: "${plan.kind}" is not possible this close to arrival`,
    )
  const booker = request.mainBooker
  const stamp = scope.now.toISOString()
  const { sqlite } = database
  const eurRate = API_LOCALE_INFO[scope.apiLocale].eurRate
  // The check and the writes in one BEGIN IMMEDIATE transaction: SQLite takes the write lock
  // first, so no other checkout (here or in another process) reads availability in between.
  // The customer's account is made in the same transaction: a visitor who lost the race for the
  // last unit is left with no account made for nothing.
  const book = sqlite.transaction(
    (): { bookingId: number; created: boolean; customer: ReturnType<typeof ensureCustomerIn> | null } => {
      const current = sqlite.prepare('SELECT booking_id FROM carts WHERE id = ?').get(row.id) as {
        booking_id: number | null
      }
      if (current.booking_id !== null) return { bookingId: current.booking_id, created: false, customer: null }
      if (freeUnits(database, unit.id, row.arrival, row.departure) < 1) throw notAvailable()
      const customer = ensureCustomerIn(
        sqlite,
        {
          brand: scope.brand,
          apiLocale: scope.apiLocale,
          email: booker.email,
          firstName: booker.firstName,
          lastName: booker.lastName,
        },
        scope.now,
      )
      let ref = newBookingRef()
      while (sqlite.prepare('SELECT 1 FROM bookings WHERE ref = ?').get(ref)) ref = newBookingRef()
      const bookingId = Number(
        sqlite
          .prepare(
            `INSERT INTO bookings (ref, brand, api_locale, customer_id, email, site_id, accommodation_id, arrival, departure, adults, children, total_cents, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            ref,
            scope.brand,
            scope.apiLocale,
            customer.id,
            booker.email.trim().toLowerCase(),
            site.id,
            unit.id,
            row.arrival,
            row.departure,
            row.adults,
            row.children,
            Math.round(bill.totalMinor / eurRate),
            stamp,
          ).lastInsertRowid,
      )
      writeBookingParts(database, bookingId, {
        cartId: row.id,
        booker,
        participants: request.participants,
        paymentKind: plan.kind,
        bill,
        rates: plan.rates,
      })
      sqlite
        .prepare(
          'INSERT INTO booked_stays (accommodation_id, arrival, departure, units, booking_id) VALUES (?, ?, ?, 1, ?)',
        )
        .run(unit.id, row.arrival, row.departure, bookingId)
      sqlite
        .prepare(
          'UPDATE carts SET booking_id = ?, extras = ?, liability_insurance = ?, travel_insurance = ?, payment_kind = ? WHERE id = ?',
        )
        .run(bookingId, next.extras, next.liability_insurance, next.travel_insurance, next.payment_kind, row.id)
      return { bookingId, created: true, customer }
    },
  )
  const { bookingId, created, customer } = book.immediate()
  if (created && customer) {
    // Later searches and quotes see the unit taken (decision 010: patch the snapshot in place).
    catchUpBookedStays(database)
    const booking = readBooking(database, bookingId, scope)!
    // An account this booking created has no password yet: the customer sets one from the mail.
    if (customer.created && !customer.hasPassword) {
      await sendSetPasswordMail(database.db, { id: customer.id }, scope.now, {
        storefrontOrigin: scope.storefrontOrigin,
        mailBookings: mailBookingsReader(database, scope.now),
      })
    }
    await sendBookingConfirmation(database, booking, scope)
    return { created, booking }
  }
  return { created, booking: readBooking(database, bookingId, scope)! }
}

function writeBookingParts(
  database: TwentyDatabase,
  bookingId: number,
  parts: {
    cartId: string | null
    booker: {
      firstName: string
      lastName: string
      phonePrefix?: string
      phone?: string
      country?: string
      street?: string
      postcode?: string
      city?: string
    }
    participants: readonly { firstName: string; lastName: string; birthDate: string | null }[]
    paymentKind: PaymentKind
    bill: Bill
    rates: readonly RatePlan[]
    rateStatus?: (rate: RatePlan) => 'pending' | 'paid'
  },
): void {
  const { sqlite } = database
  const { booker, bill } = parts
  sqlite
    .prepare(
      `INSERT INTO booking_details (booking_id, cart_id, first_name, last_name, phone_prefix, phone, country, street, postcode, city, payment_kind, currency, total_minor, pay_on_site_minor, pay_on_site_currency)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      bookingId,
      parts.cartId,
      booker.firstName,
      booker.lastName,
      booker.phonePrefix ?? '',
      booker.phone ?? '',
      booker.country ?? '',
      booker.street ?? '',
      booker.postcode ?? '',
      booker.city ?? '',
      parts.paymentKind,
      bill.currency,
      bill.totalMinor,
      bill.onSiteMinor,
      bill.onSiteCurrency,
    )
  const participant = sqlite.prepare(
    'INSERT INTO booking_participants (booking_id, position, first_name, last_name, birth_date) VALUES (?, ?, ?, ?, ?)',
  )
  parts.participants.forEach((each, index) =>
    participant.run(bookingId, index + 1, each.firstName, each.lastName, each.birthDate),
  )
  const line = sqlite.prepare(
    'INSERT INTO booking_lines (booking_id, kind, fee_type_id, extra_id, unit, quantity, amount_minor, mandatory, pay_on_site) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  for (const each of [...bill.lines, ...bill.onSite]) {
    line.run(
      bookingId,
      each.kind,
      each.feeTypeId,
      each.extraId,
      each.unit,
      each.quantity,
      each.minor,
      each.mandatory ? 1 : 0,
      each.payOnSite ? 1 : 0,
    )
  }
  const rate = sqlite.prepare(
    'INSERT INTO payment_rates (booking_id, position, amount_minor, due_date, status, paid_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  for (const each of parts.rates) {
    const status = parts.rateStatus?.(each) ?? 'pending'
    rate.run(bookingId, each.index, each.minor, each.dueDate, status, status === 'paid' ? each.dueDate : null)
  }
}

// ---------------------------------------------------------------- bookings

/** A `bookings` row (migration 004); the API locale was checked when it was written. */
type BookingRow = Omit<Selectable<BookingsTable>, 'api_locale'> & { api_locale: ApiLocale }

/**
 * The booking model. Reads core rows without details too (the portal's demo bookings before the
 * seed step completed them): no participants, lines or rates, the total from `total_cents`.
 */
export function readBooking(
  database: TwentyDatabase,
  bookingId: number,
  scope: Pick<CheckoutScope, 'language' | 'publicPath' | 'now'>,
): Booking | null {
  const { sqlite } = database
  const row = sqlite.prepare('SELECT * FROM bookings WHERE id = ?').get(bookingId) as BookingRow | undefined
  if (!row) return null
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesById.get(row.site_id)
  const unit = catalogue.accommodationsById.get(row.accommodation_id)
  if (!site || !unit) return null
  const { language } = scope
  const customer = sqlite
    .prepare('SELECT email, first_name, last_name FROM customers WHERE id = ?')
    .get(row.customer_id) as { email: string; first_name: string; last_name: string } | undefined
  const details = sqlite.prepare('SELECT * FROM booking_details WHERE booking_id = ?').get(row.id) as
    | {
        first_name: string
        last_name: string
        phone_prefix: string
        phone: string
        country: string
        street: string
        postcode: string
        city: string
        payment_kind: PaymentKind
        currency: 'EUR' | 'GBP' | 'CHF'
        total_minor: number
        pay_on_site_minor: number
        pay_on_site_currency: SiteCurrency | null
      }
    | undefined
  const participants = sqlite
    .prepare(
      'SELECT first_name, last_name, birth_date FROM booking_participants WHERE booking_id = ? ORDER BY position',
    )
    .all(row.id) as {
    first_name: string
    last_name: string
    birth_date: string | null
  }[]
  const lines = sqlite.prepare('SELECT * FROM booking_lines WHERE booking_id = ? ORDER BY id').all(row.id) as {
    kind: BillLine['kind']
    fee_type_id: number | null
    extra_id: string | null
    unit: string
    quantity: number
    amount_minor: number
    mandatory: number
    pay_on_site: number
  }[]
  const rates = sqlite
    .prepare(
      'SELECT position, amount_minor, due_date, status FROM payment_rates WHERE booking_id = ? ORDER BY position',
    )
    .all(row.id) as {
    position: number
    amount_minor: number
    due_date: string
    status: 'pending' | 'paid' | 'cancelled'
  }[]
  const { currency, eurRate } = API_LOCALE_INFO[row.api_locale] ?? API_LOCALE_INFO.ie
  const bookingCurrency = details?.currency ?? currency
  const onSiteCurrency = details?.pay_on_site_currency ?? site.currency
  const totalMinor = details?.total_minor ?? Math.round(row.total_cents * eurRate)
  const paidMinor = rates.filter((rate) => rate.status === 'paid').reduce((sum, rate) => sum + rate.amount_minor, 0)
  const today = toIsoDate(scope.now)
  const daysToArrival = daysBetween(today, row.arrival)
  const cancelled = row.status === 'cancelled' || row.departure <= today
  return {
    bookingId: row.id,
    ref: row.ref,
    status: row.status,
    createdAt: row.created_at,
    ...stayPlace(catalogue, site, unit, row, language, scope.publicPath),
    customer: {
      id: row.customer_id,
      email: row.email,
      firstName: details?.first_name ?? customer?.first_name ?? '',
      lastName: details?.last_name ?? customer?.last_name ?? '',
      phonePrefix: details?.phone_prefix ?? '',
      phone: details?.phone ?? '',
      country: details?.country ?? '',
      street: details?.street ?? '',
      postcode: details?.postcode ?? '',
      city: details?.city ?? '',
    },
    participants: participants.map((each) => ({
      firstName: each.first_name,
      lastName: each.last_name,
      birthDate: each.birth_date,
    })),
    extras: lines
      .filter((line) => line.kind === 'extra')
      .map((line) => ({
        id: line.extra_id ?? '',
        name: EXTRAS_BY_ID.get(line.extra_id ?? '')?.name[language] ?? line.extra_id ?? '',
        unit: line.unit,
        quantity: line.quantity,
        amount: major(line.amount_minor),
      })),
    fees: lines
      .filter((line) => line.kind === 'fee')
      .map((line) => ({
        feeTypeId: line.fee_type_id ?? 0,
        type: FEE_TYPE_NAMES[line.fee_type_id ?? 0] ?? 'fee',
        name: lineName({ kind: 'fee', feeTypeId: line.fee_type_id, extraId: null }, catalogue, language),
        unit: line.unit,
        quantity: line.quantity,
        amount: major(line.amount_minor),
        payOnSite: line.pay_on_site === 1,
        currency: line.pay_on_site === 1 ? onSiteCurrency : bookingCurrency,
      })),
    rent: major(lines.find((line) => line.kind === 'rent')?.amount_minor ?? 0),
    discount: major(lines.find((line) => line.kind === 'discount')?.amount_minor ?? 0),
    currency: bookingCurrency,
    total: major(totalMinor),
    payOnSite: major(details?.pay_on_site_minor ?? 0),
    payOnSiteCurrency: onSiteCurrency,
    paymentKind: details?.payment_kind ?? null,
    paymentRates: rates.map((rate) => ({
      index: rate.position,
      amount: major(rate.amount_minor),
      dueDate: rate.due_date,
      status: rate.status,
    })),
    paymentStatus:
      paidMinor === 0
        ? 'NO_PAYMENT_MADE'
        : paidMinor < totalMinor
          ? 'PARTIALLY_PAID'
          : paidMinor > totalMinor
            ? 'PAID_TOO_MUCH'
            : 'PAYMENT_OK',
    changePermissions: {
      extras: cancelled
        ? 'CHANGES_NOT_ALLOWED'
        : daysToArrival < EXTRAS_CHANGE_DAYS
          ? 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL'
          : 'FULL_CHANGES_ALLOWED',
      other: cancelled
        ? 'CHANGES_NOT_ALLOWED'
        : daysToArrival < EXTRAS_CHANGE_DAYS
          ? 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL'
          : paidMinor > 0
            ? 'CHANGES_ALLOWED_REQUIRES_PAYMENT'
            : 'FULL_CHANGES_ALLOWED',
    },
  }
}

/** The booking a cart became (the confirmation page), or null. */
export function bookingOfCart(database: TwentyDatabase, scope: CheckoutScope, cartId: string): Booking | null {
  const row = cartRow(database, cartId, scope)
  return row?.booking_id ? readBooking(database, row.booking_id, scope) : null
}

/**
 * A customer's bookings of this brand, arrival first. A booking-reference sign-in (`bookingId`)
 * sees that booking only.
 */
export function customerBookings(
  database: TwentyDatabase,
  holder: { customerId: number; bookingId: number | null },
  scope: CheckoutScope,
): Booking[] {
  const ids = database.sqlite
    .prepare('SELECT id FROM bookings WHERE customer_id = ? AND brand = ? ORDER BY arrival, id')
    .all(holder.customerId, scope.brand) as { id: number }[]
  return ids
    .filter(({ id }) => holder.bookingId === null || holder.bookingId === id)
    .map(({ id }) => readBooking(database, id, scope))
    .filter((booking): booking is Booking => booking !== null)
}

// ---------------------------------------------------------------- e-mails

/** Reads bookings for a mail, in the language of the mail's API locale (portal.ts's MailBookings). */
export function mailBookingsReader(database: TwentyDatabase, now: Date): MailBookings {
  return (bookingIds, apiLocale) => {
    const language = isApiLocale(apiLocale) ? languageOf(apiLocale) : 'en'
    return bookingIds
      .map((id) => readBooking(database, id, { language, publicPath: '', now }))
      .filter((booking): booking is Booking => booking !== null)
  }
}

/** The booking confirmation: the whole booking, its schedule and links, as text and HTML (twenty/mail.tsx). */
async function sendBookingConfirmation(
  database: TwentyDatabase,
  booking: Booking,
  scope: CheckoutScope,
): Promise<void> {
  const origin = scope.storefrontOrigin
  const mail = await renderMail({
    kind: 'booking-confirmation',
    brand: scope.brand,
    apiLocale: scope.apiLocale,
    firstName: booking.customer.firstName,
    bookings: [booking],
    links: {
      booking: (each) => bookingLink(origin, scope.brand, scope.apiLocale, each.bookingId),
      terms: termsLink(origin, scope.brand, scope.apiLocale),
    },
  })
  await sendMail(
    database.db,
    {
      brand: scope.brand,
      apiLocale: scope.apiLocale,
      recipient: booking.customer.email,
      kind: 'booking-confirmation',
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      link: bookingLink(origin, scope.brand, scope.apiLocale, booking.bookingId),
    },
    scope.now,
  )
}

// ---------------------------------------------------------------- seed step

/**
 * Gives every booking row without payment rates (the portal's demo bookings are core rows only)
 * its details, participants, bill lines and rates, computed from its stay: upfront when arrival
 * allows it, else full; rates due by `now` count as paid. Idempotent; returns how many it completed.
 */
/** A seeded booking's travellers beyond the booker, named in the booking's language. */
const GUEST = tr('Guest', 'Gast', 'Gast', 'Invité', 'Ospite')

export function completeBookings(database: TwentyDatabase, now: Date): number {
  const { sqlite } = database
  const rows = sqlite
    .prepare('SELECT b.* FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM payment_rates r WHERE r.booking_id = b.id)')
    .all() as BookingRow[]
  if (rows.length === 0) return 0
  const catalogue = stayCatalogue(database)
  const today = toIsoDate(now)
  let done = 0
  sqlite.transaction(() => {
    for (const row of rows) {
      const site = catalogue.sitesById.get(row.site_id)
      const unit = catalogue.accommodationsById.get(row.accommodation_id)
      if (!site || !unit) continue
      const quote = quoteOf(catalogue, row)
      const bookedOn = row.created_at.slice(0, 10)
      const bill = computeBill(catalogue, site, unit, quote, row.api_locale, bookedOn, {
        extras: {},
        liability: false,
        travel: false,
      })
      const plans = paymentPlans(bill.totalMinor, row.arrival, bookedOn)
      const plan = plans.find((each) => each.kind === 'upfront' && each.allowed) ?? plans[0]!
      const customer = sqlite
        .prepare('SELECT first_name, last_name FROM customers WHERE id = ?')
        .get(row.customer_id) as { first_name: string; last_name: string } | undefined
      const firstName = customer?.first_name || row.email.split('@')[0]!
      const lastName = customer?.last_name ?? ''
      const ages = JSON.parse(row.children) as number[]
      sqlite.prepare('DELETE FROM booking_details WHERE booking_id = ?').run(row.id)
      sqlite.prepare('DELETE FROM booking_participants WHERE booking_id = ?').run(row.id)
      sqlite.prepare('DELETE FROM booking_lines WHERE booking_id = ?').run(row.id)
      writeBookingParts(database, row.id, {
        cartId: null,
        booker: { firstName, lastName },
        participants: [
          { firstName, lastName, birthDate: null },
          ...Array.from({ length: row.adults - 1 + ages.length }, (_, index) => ({
            firstName: `${GUEST[languageOf(row.api_locale)]} ${index + 2}`,
            lastName,
            birthDate: null,
          })),
        ],
        paymentKind: plan.kind,
        bill,
        rates: plan.rates,
        rateStatus: (rate) => (rate.dueDate <= today && row.status === 'confirmed' ? 'paid' : 'pending'),
      })
      sqlite
        .prepare('UPDATE bookings SET total_cents = ? WHERE id = ?')
        .run(Math.round(bill.totalMinor / API_LOCALE_INFO[row.api_locale].eurRate), row.id)
      // The let the booking holds (written before migration 006 knew bookings) becomes its own.
      sqlite
        .prepare(
          'UPDATE booked_stays SET booking_id = ? WHERE id = (SELECT id FROM booked_stays WHERE accommodation_id = ? AND arrival = ? AND departure = ? AND booking_id IS NULL LIMIT 1)',
        )
        .run(row.id, row.accommodation_id, row.arrival, row.departure)
      done++
    }
  })()
  return done
}
