/**
 * Changes a customer makes to a booking in the portal (issue 19): its extras, re-priced in one
 * transaction with the difference spread over the payment rates, and its travellers. The
 * permissions are the booking's own (change-rules.ts) and are enforced here, not only in the UI.
 * The endpoints (checkout-router.ts) check first that the booking is the caller's.
 */
import { computeBill } from './billing'
import {
  changeExtrasRequestSchema,
  changeParticipantsRequestSchema,
  type BookingExtras,
  type ExtrasChange,
} from './booking-changes-contract'
import { readBooking, type BookingRow } from './bookings'
import { toIsoDate } from './calendar'
import { major, partyOf, quoteOf, type CheckoutScope } from './carts'
import {
  isPerPerson,
  mayEditParticipants,
  quantityRange,
  ratesTotal,
  receivedFor,
  respreadRates,
  type RateState,
} from './change-rules'
import { participantProblems } from './checkout'
import type { Booking } from './checkout-contract'
import type { TwentyDatabase } from './db'
import { statement } from './db'
import { EXTRAS_BY_ID } from './extras'
import { ApiError, parseRequest } from './http'
import { API_LOCALE_INFO } from './locales'
import { stayCatalogue } from './stay-catalogue'

type Scope = Pick<CheckoutScope, 'language' | 'publicPath' | 'now'>

const notAllowed = (message: string) => new ApiError(403, 'change_not_allowed', message)

function bookingRow(database: TwentyDatabase, bookingId: number): BookingRow {
  const row = statement(database.sqlite, 'SELECT * FROM bookings WHERE id = ?').get(bookingId) as BookingRow | undefined
  if (!row) throw ApiError.notFound(`No booking ${bookingId}`)
  return row
}

function readOrThrow(database: TwentyDatabase, bookingId: number, scope: Scope): Booking {
  const booking = readBooking(database, bookingId, scope)
  if (!booking) throw ApiError.notFound(`No booking ${bookingId}`)
  return booking
}

/** The payment status of what was received against a total (SPEC section 3). */
export function paymentStatusOf(paidMinor: number, totalMinor: number): Booking['paymentStatus'] {
  if (paidMinor === 0) return 'NO_PAYMENT_MADE'
  if (paidMinor < totalMinor) return 'PARTIALLY_PAID'
  return paidMinor > totalMinor ? 'PAID_TOO_MUCH' : 'PAYMENT_OK'
}

interface PricedExtra {
  id: string
  unitMinor: number
  maxQuantity: number
  /** Booked now, and what that costs (the stored line). */
  booked: number
  bookedMinor: number
}

/** The extras on offer for the booking's unit, priced as the checkout prices them, with what is booked. */
function pricedExtras(database: TwentyDatabase, row: BookingRow, quantities: Record<string, number>) {
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesById.get(row.site_id)
  const unit = catalogue.accommodationsById.get(row.accommodation_id)
  if (!site || !unit) throw ApiError.notFound(`No booking ${row.id}`)
  const bill = computeBill(
    catalogue,
    site,
    unit,
    quoteOf(catalogue, row),
    row.api_locale,
    row.created_at.slice(0, 10),
    {
      extras: quantities,
      liability: false,
      travel: false,
    },
  )
  return bill.extras
}

function bookedExtras(database: TwentyDatabase, bookingId: number): Map<string, { quantity: number; minor: number }> {
  const lines = statement(
    database.sqlite,
    "SELECT extra_id, quantity, amount_minor FROM booking_lines WHERE booking_id = ? AND kind = 'extra'",
  ).all(bookingId) as { extra_id: string | null; quantity: number; amount_minor: number }[]
  return new Map(lines.map((line) => [line.extra_id ?? '', { quantity: line.quantity, minor: line.amount_minor }]))
}

function offeredExtras(database: TwentyDatabase, row: BookingRow): PricedExtra[] {
  const booked = bookedExtras(database, row.id)
  return pricedExtras(database, row, {}).map((extra) => ({
    id: extra.id,
    unitMinor: extra.unitMinor,
    maxQuantity: extra.maxQuantity,
    booked: booked.get(extra.id)?.quantity ?? 0,
    bookedMinor: booked.get(extra.id)?.minor ?? 0,
  }))
}

/** `GET customer-portal/bookings/{id}/extras`: the extras on offer, with what the permission allows now. */
export function bookingExtras(database: TwentyDatabase, bookingId: number, scope: Scope): BookingExtras {
  const booking = readOrThrow(database, bookingId, scope)
  const row = bookingRow(database, bookingId)
  const permission = booking.changePermissions.extras
  return {
    bookingId,
    ref: booking.ref,
    currency: booking.currency,
    permission,
    extras: offeredExtras(database, row).map((extra) => {
      const data = EXTRAS_BY_ID.get(extra.id)!
      return {
        id: extra.id,
        name: data.name[scope.language],
        unit: data.unit,
        unitPrice: data.unit === 'info' ? null : major(extra.unitMinor),
        perPerson: isPerPerson(data.unit),
        quantity: extra.booked,
        maxQuantity: extra.maxQuantity,
        amount: major(extra.bookedMinor),
        ...quantityRange(permission, { unit: data.unit, booked: extra.booked, maxQuantity: extra.maxQuantity }),
      }
    }),
    total: booking.total,
  }
}

interface RateRow {
  position: number
  amount_minor: number
  paid_minor: number
  due_date: string
  status: RateState['status']
}

/**
 * `PUT customer-portal/bookings/{id}/extras`: the new quantities, checked against each extra's
 * maximum (a larger quantity is a 400, never capped) and the booking's extras permission (403),
 * priced as the checkout prices them. Saving writes the booking's extra lines, its total and its
 * payment rates in one `BEGIN IMMEDIATE` transaction (the rates always add up to the total);
 * `dryRun` answers the same quote and writes nothing.
 */
export function changeExtras(database: TwentyDatabase, bookingId: number, input: unknown, scope: Scope): ExtrasChange {
  const request = parseRequest(changeExtrasRequestSchema, input)
  const { sqlite } = database
  const change = (): ExtrasChange => {
    const booking = readOrThrow(database, bookingId, scope)
    const row = bookingRow(database, bookingId)
    const permission = booking.changePermissions.extras
    const offered = new Map(offeredExtras(database, row).map((extra) => [extra.id, extra]))
    const wanted = new Map<string, number>()
    request.extras.forEach((choice, index) => {
      const extra = offered.get(choice.id)
      const data = EXTRAS_BY_ID.get(choice.id)
      if (!extra || !data)
        throw ApiError.validation(`extras.${index}.id: "${choice.id}" is not offered for this booking`)
      if (wanted.has(choice.id)) throw ApiError.validation(`extras.${index}.id: "${choice.id}" is listed twice`)
      if (choice.quantity > Math.max(extra.maxQuantity, extra.booked)) {
        throw new ApiError(
          400,
          'quantity_above_maximum',
          `extras.${index}.quantity: at most ${extra.maxQuantity} of "${choice.id}"`,
        )
      }
      const range = quantityRange(permission, { unit: data.unit, booked: extra.booked, maxQuantity: extra.maxQuantity })
      if (choice.quantity !== extra.booked && (choice.quantity < range.min || choice.quantity > range.max)) {
        throw notAllowed(
          `extras.${index}.quantity: ${permission} allows ${range.min} to ${range.max} of "${choice.id}", not ${choice.quantity}`,
        )
      }
      wanted.set(choice.id, choice.quantity)
    })
    const changed = [...wanted].filter(([id, quantity]) => offered.get(id)!.booked !== quantity)
    // Every quantity as it will be, priced by the checkout's own bill.
    const quantities = Object.fromEntries([...offered.values()].map((extra) => [extra.id, extra.booked]))
    for (const [id, quantity] of changed) quantities[id] = quantity
    const priced = new Map(pricedExtras(database, row, quantities).map((extra) => [extra.id, extra]))
    const changes = changed.map(([id, quantity]) => {
      const before = offered.get(id)!
      return {
        id,
        name: EXTRAS_BY_ID.get(id)!.name[scope.language],
        from: before.booked,
        to: quantity,
        beforeMinor: before.bookedMinor,
        afterMinor: quantity === 0 ? 0 : (priced.get(id)?.minor ?? 0),
      }
    })
    const differenceMinor = changes.reduce((sum, each) => sum + each.afterMinor - each.beforeMinor, 0)
    const rateRows = statement(
      sqlite,
      'SELECT position, amount_minor, paid_minor, due_date, status FROM payment_rates WHERE booking_id = ? ORDER BY position',
    ).all(bookingId) as RateRow[]
    const rates: RateState[] = rateRows.map((rate) => ({
      index: rate.position,
      amountMinor: rate.amount_minor,
      paidMinor: rate.paid_minor,
      dueDate: rate.due_date,
      status: rate.status,
    }))
    const totalBefore = Math.round(booking.total * 100)
    const nextRates =
      differenceMinor === 0
        ? rates
        : respreadRates(rates, differenceMinor, { today: toIsoDate(scope.now), arrival: row.arrival })
    const totalAfter = totalBefore + differenceMinor
    const save = !request.dryRun && changes.length > 0
    if (save) {
      const deleteLine = statement(
        sqlite,
        "DELETE FROM booking_lines WHERE booking_id = ? AND kind = 'extra' AND extra_id = ?",
      )
      const insertLine = statement(
        sqlite,
        "INSERT INTO booking_lines (booking_id, kind, fee_type_id, extra_id, unit, quantity, amount_minor, mandatory, pay_on_site) VALUES (?, 'extra', NULL, ?, ?, ?, ?, 1, 0)",
      )
      for (const each of changes) {
        deleteLine.run(bookingId, each.id)
        if (each.to > 0) insertLine.run(bookingId, each.id, EXTRAS_BY_ID.get(each.id)!.unit, each.to, each.afterMinor)
      }
      // The core row keeps the total in euro cents, as the checkout writes it.
      const { eurRate } = API_LOCALE_INFO[row.api_locale]
      statement(sqlite, 'UPDATE booking_details SET total_minor = ? WHERE booking_id = ?').run(totalAfter, bookingId)
      statement(sqlite, 'UPDATE bookings SET total_cents = ? WHERE id = ?').run(
        Math.max(0, Math.round(totalAfter / eurRate)),
        bookingId,
      )
      const updateRate = statement(
        sqlite,
        'UPDATE payment_rates SET amount_minor = ?, paid_minor = ?, status = ? WHERE booking_id = ? AND position = ?',
      )
      const insertRate = statement(
        sqlite,
        'INSERT INTO payment_rates (booking_id, position, amount_minor, due_date, status, paid_minor) VALUES (?, ?, ?, ?, ?, ?)',
      )
      const existing = new Set(rates.map((rate) => rate.index))
      for (const rate of nextRates) {
        if (existing.has(rate.index))
          updateRate.run(rate.amountMinor, rate.paidMinor, rate.status, bookingId, rate.index)
        else insertRate.run(bookingId, rate.index, rate.amountMinor, rate.dueDate, rate.status, rate.paidMinor)
      }
    }
    if (ratesTotal(nextRates) !== totalAfter && rates.length > 0)
      throw new Error(`booking ${bookingId}: rates no longer add up to the total`)
    const paidMinor = nextRates.reduce((sum, rate) => sum + receivedFor(rate), 0)
    return {
      saved: save,
      previousTotal: major(totalBefore),
      total: major(totalAfter),
      difference: major(differenceMinor),
      changes: changes.map((each) => ({
        id: each.id,
        name: each.name,
        from: each.from,
        to: each.to,
        amountBefore: major(each.beforeMinor),
        amountAfter: major(each.afterMinor),
      })),
      paymentRates: nextRates.map((rate) => ({
        index: rate.index,
        amount: major(rate.amountMinor),
        dueDate: rate.dueDate,
        status: rate.status,
      })),
      paid: major(paidMinor),
      paymentStatus: paymentStatusOf(paidMinor, totalAfter),
    }
  }
  // The read, the check and the writes in one transaction that takes the write lock first.
  return request.dryRun ? change() : sqlite.transaction(change).immediate()
}

/**
 * `PUT customer-portal/bookings/{id}/participants`: the travellers' names and birth dates, by the
 * checkout's rules (the same party: as many persons, adults of age at arrival, each child exactly
 * its age), where the booking's other-changes permission allows (`mayEditParticipants`).
 */
export function changeParticipants(database: TwentyDatabase, bookingId: number, input: unknown, scope: Scope): Booking {
  const request = parseRequest(changeParticipantsRequestSchema, input)
  const { sqlite } = database
  sqlite
    .transaction(() => {
      const booking = readOrThrow(database, bookingId, scope)
      const permission = booking.changePermissions.other
      if (!mayEditParticipants(permission)) throw notAllowed(`participants: ${permission}`)
      const row = bookingRow(database, bookingId)
      const problems = participantProblems(request.participants, partyOf(row), row.arrival, toIsoDate(scope.now))
      if (problems.length > 0) throw ApiError.validation(problems.join('; '))
      statement(sqlite, 'DELETE FROM booking_participants WHERE booking_id = ?').run(bookingId)
      const insert = statement(
        sqlite,
        'INSERT INTO booking_participants (booking_id, position, first_name, last_name, birth_date) VALUES (?, ?, ?, ?, ?)',
      )
      request.participants.forEach((each, index) =>
        insert.run(bookingId, index + 1, each.firstName, each.lastName, each.birthDate),
      )
    })
    .immediate()
  return readOrThrow(database, bookingId, scope)
}
