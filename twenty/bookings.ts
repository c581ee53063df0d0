/** Bookings as the API answers them: one booking, the booking of a cart, a customer's bookings. */
import type { Selectable } from 'kysely'
import type { BillLine } from './billing'
import { toIsoDate } from './calendar'
import { CheckoutScope, cartRow, lineName, major, presentLine, stayPlace } from './carts'
import { extrasPermission, otherPermission, receivedFor, type ChangePolicy } from './change-rules'
import type { Booking, PaymentKind } from './checkout-contract'
import type { ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { statement } from './db'
import { EXTRAS_BY_ID } from './extras'
import { API_LOCALE_INFO } from './locales'
import type { BookingPayment } from './payment-contract'
import { bookingPitch } from './pitches'
import { FEE_TYPE_NAMES } from './pricing'
import type { BookingsTable, SiteCurrency } from './schema'
import { stayCatalogue } from './stay-catalogue'

// ---------------------------------------------------------------- bookings

/** A `bookings` row (migration 004); the API locale was checked when it was written. */
export type BookingRow = Omit<Selectable<BookingsTable>, 'api_locale'> & { api_locale: ApiLocale }

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
  const row = statement(sqlite, 'SELECT * FROM bookings WHERE id = ?').get(bookingId) as BookingRow | undefined
  if (!row) return null
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesById.get(row.site_id)
  const unit = catalogue.accommodationsById.get(row.accommodation_id)
  if (!site || !unit) return null
  const { language } = scope
  const customer = statement(sqlite, 'SELECT email, first_name, last_name FROM customers WHERE id = ?').get(
    row.customer_id,
  ) as { email: string; first_name: string; last_name: string } | undefined
  const details = statement(sqlite, 'SELECT * FROM booking_details WHERE booking_id = ?').get(row.id) as
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
  const participants = statement(
    sqlite,
    'SELECT first_name, last_name, birth_date FROM booking_participants WHERE booking_id = ? ORDER BY position',
  ).all(row.id) as {
    first_name: string
    last_name: string
    birth_date: string | null
  }[]
  const lines = statement(sqlite, 'SELECT * FROM booking_lines WHERE booking_id = ? ORDER BY id').all(row.id) as {
    kind: BillLine['kind']
    fee_type_id: number | null
    extra_id: string | null
    unit: string
    quantity: number
    amount_minor: number
    mandatory: number
    pay_on_site: number
  }[]
  const rates = statement(
    sqlite,
    'SELECT position, amount_minor, paid_minor, due_date, status FROM payment_rates WHERE booking_id = ? ORDER BY position',
  ).all(row.id) as {
    position: number
    amount_minor: number
    paid_minor: number
    due_date: string
    status: 'pending' | 'paid' | 'cancelled'
  }[]
  const { currency, eurRate } = API_LOCALE_INFO[row.api_locale] ?? API_LOCALE_INFO.ie
  const bookingCurrency = details?.currency ?? currency
  const onSiteCurrency = details?.pay_on_site_currency ?? site.currency
  const totalMinor = details?.total_minor ?? Math.round(row.total_cents * eurRate)
  const paidMinor = rates.reduce(
    (sum, rate) =>
      sum + receivedFor({ amountMinor: rate.amount_minor, paidMinor: rate.paid_minor, status: rate.status }),
    0,
  )
  const facts = {
    status: row.status,
    arrival: row.arrival,
    departure: row.departure,
    today: toIsoDate(scope.now),
    policy: changePolicyOf(database, row.site_id),
    paidMinor,
  }
  const billLine = (line: (typeof lines)[number]): BillLine => ({
    kind: line.kind,
    feeTypeId: line.fee_type_id,
    extraId: line.extra_id,
    unit: line.unit,
    quantity: line.quantity,
    minor: line.amount_minor,
    mandatory: line.mandatory === 1,
    payOnSite: line.pay_on_site === 1,
  })
  const toUs = lines.filter((line) => line.pay_on_site !== 1).map(billLine)
  const onSiteLines = lines.filter((line) => line.pay_on_site === 1).map(billLine)
  return {
    bookingId: row.id,
    ref: row.ref,
    status: row.status,
    createdAt: row.created_at,
    ...stayPlace(catalogue, site, unit, row, language, scope.publicPath),
    pitch: bookingPitch(database, row.id),
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
    paid: major(paidMinor),
    price: {
      lines: toUs.map((line) => presentLine(line, catalogue, language)),
      total: major(totalMinor),
      payOnSite: onSiteLines.map((line) => presentLine(line, catalogue, language)),
      payOnSiteTotal: major(details?.pay_on_site_minor ?? 0),
      payOnSiteCurrency: onSiteCurrency,
    },
    paymentStatus:
      paidMinor === 0
        ? 'NO_PAYMENT_MADE'
        : paidMinor < totalMinor
          ? 'PARTIALLY_PAID'
          : paidMinor > totalMinor
            ? 'PAID_TOO_MUCH'
            : 'PAYMENT_OK',
    payments: bookingPayments(database, row.id),
    // SPEC section 4's permissions, by the rules of change-rules.ts.
    changePermissions: { extras: extrasPermission(facts), other: otherPermission(facts) },
  }
}

/** A booking's settled payments, newest first (issue 20: what was paid when and how). */
export function bookingPayments(database: TwentyDatabase, bookingId: number): BookingPayment[] {
  const rows = statement(
    database.sqlite,
    "SELECT id, provider, method, amount_minor, currency, settled_at, created_at FROM payment_orders WHERE booking_id = ? AND status = 'settled' ORDER BY settled_at DESC, rowid DESC",
  ).all(bookingId) as {
    id: string
    provider: BookingPayment['provider']
    method: string
    amount_minor: number
    currency: BookingPayment['currency']
    settled_at: string | null
    created_at: string
  }[]
  return rows.map((row) => ({
    orderIdHash: row.id,
    provider: row.provider,
    method: row.method,
    amount: major(row.amount_minor),
    currency: row.currency,
    status: 'settled',
    settledAt: row.settled_at ?? row.created_at,
  }))
}

/** A campsite's rule for changes after booking (migration 011); no row is `flexible`. */
export function changePolicyOf(database: TwentyDatabase, siteId: number): ChangePolicy {
  const row = statement(database.sqlite, 'SELECT policy FROM site_change_policies WHERE site_id = ?').get(siteId) as
    | { policy: ChangePolicy }
    | undefined
  return row?.policy ?? 'flexible'
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
  const ids = statement(
    database.sqlite,
    'SELECT id FROM bookings WHERE customer_id = ? AND brand = ? ORDER BY arrival, id',
  ).all(holder.customerId, scope.brand) as { id: number }[]
  return ids
    .filter(({ id }) => holder.bookingId === null || holder.bookingId === id)
    .map(({ id }) => readBooking(database, id, scope))
    .filter((booking): booking is Booking => booking !== null)
}
