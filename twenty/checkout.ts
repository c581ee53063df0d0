/**
 * The checkout (issue 10): a cart becomes a booking in one transaction.
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
import { randomInt } from 'node:crypto'
import { Bill, RatePlan, computeBill, paymentPlans } from './billing'
import { mailBookingsReader, sendBookingConfirmation } from './booking-mails'
import { readBooking } from './bookings'
import { toIsoDate } from './calendar'
import {
  CheckoutScope,
  applyChoices,
  cartExpired,
  cartRow,
  choicesOf,
  freeUnits,
  notAvailable,
  partyOf,
  quoteOf,
  refuseQuantitiesAboveMaximum,
  unknownCart,
} from './carts'
import { checkoutRequestSchema } from './checkout-contract'
import type { Booking, PaymentKind } from './checkout-contract'
import { ensureCustomerIn } from './customers'
import type { TwentyDatabase } from './db'
import { statement } from './db'
import { ApiError, parseRequest } from './http'
import { API_LOCALE_INFO, CUSTOMER_COUNTRIES } from './locales'
import { letPitch, pitchToLet } from './pitches'
import { sendSetPasswordMail } from './portal'
import { catchUpBookedStays, stayCatalogue } from './stay-catalogue'

/** An adult is this old at arrival (children are 0-17 in the party picker). */
export const ADULT_AGE = 18

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
  refuseQuantitiesAboveMaximum(database, row, request)
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
      const current = statement(sqlite, 'SELECT booking_id FROM carts WHERE id = ?').get(row.id) as {
        booking_id: number | null
      }
      if (current.booking_id !== null) return { bookingId: current.booking_id, created: false, customer: null }
      if (freeUnits(database, unit.id, row.arrival, row.departure) < 1) throw notAvailable()
      // The chosen pitch, or the first free one (issue 24); a chosen one let meanwhile is a 409.
      const pitch = pitchToLet(database, site, unit, row.pitch, row.arrival, row.departure)
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
      while (statement(sqlite, 'SELECT 1 FROM bookings WHERE ref = ?').get(ref)) ref = newBookingRef()
      const bookingId = Number(
        statement(
          sqlite,
          `INSERT INTO bookings (ref, brand, api_locale, customer_id, email, site_id, accommodation_id, arrival, departure, adults, children, total_cents, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
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
      const stay = statement(
        sqlite,
        'INSERT INTO booked_stays (accommodation_id, arrival, departure, units, booking_id) VALUES (?, ?, ?, 1, ?)',
      ).run(unit.id, row.arrival, row.departure, bookingId)
      if (pitch !== null)
        letPitch(sqlite, {
          accommodationId: unit.id,
          pitch,
          bookedStayId: Number(stay.lastInsertRowid),
          arrival: row.arrival,
          departure: row.departure,
        })
      statement(
        sqlite,
        'UPDATE carts SET booking_id = ?, extras = ?, liability_insurance = ?, travel_insurance = ?, payment_kind = ? WHERE id = ?',
      ).run(bookingId, next.extras, next.liability_insurance, next.travel_insurance, next.payment_kind, row.id)
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

export function writeBookingParts(
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
  statement(
    sqlite,
    `INSERT INTO booking_details (booking_id, cart_id, first_name, last_name, phone_prefix, phone, country, street, postcode, city, payment_kind, currency, total_minor, pay_on_site_minor, pay_on_site_currency)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
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
  const participant = statement(
    sqlite,
    'INSERT INTO booking_participants (booking_id, position, first_name, last_name, birth_date) VALUES (?, ?, ?, ?, ?)',
  )
  parts.participants.forEach((each, index) =>
    participant.run(bookingId, index + 1, each.firstName, each.lastName, each.birthDate),
  )
  const line = statement(
    sqlite,
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
  const rate = statement(
    sqlite,
    'INSERT INTO payment_rates (booking_id, position, amount_minor, due_date, status, paid_at, paid_minor) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const each of parts.rates) {
    const status = parts.rateStatus?.(each) ?? 'pending'
    const paid = status === 'paid'
    rate.run(bookingId, each.index, each.minor, each.dueDate, status, paid ? each.dueDate : null, paid ? each.minor : 0)
  }
}
