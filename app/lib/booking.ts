/**
 * A booking in the portal (issue 19), for the server and the browser alike: why a booking cannot
 * change, the extras one can, and the cancellation terms as dates of this booking. The forms'
 * schemas are in booking-forms.ts, so that a page without a form loads no zod (decision 033).
 */
import type { Booking, BookingExtra, ExtrasChange } from '../../twenty/contract'
import type { CheckoutStay } from './checkout'
import { addDays } from './days'

// ---------------------------------------------------------------- travellers

/** The party of a booking, as the checkout's participant rules need it. */
export function bookingStay(booking: Pick<Booking, 'arrivalDate' | 'persons'>, today: string): CheckoutStay {
  return {
    arrival: booking.arrivalDate,
    adults: booking.persons.adults,
    childAges: booking.persons.children.map((child) => child.age),
    today,
  }
}

// ---------------------------------------------------------------- extras

/** The extras the customer can change now: a choice between `min` and `max` (an `info` extra is a note). */
export const changeableExtras = (extras: readonly BookingExtra[]) =>
  extras.filter((extra) => extra.unit !== 'info' && extra.min < extra.max)

/** What the extras page shows after a quote: the change, and the key of the quantities it priced. */
export interface ExtrasQuote {
  change: ExtrasChange
  key: string
  /** `save` was asked for other quantities than the quote on the page: this is their price first. */
  review: boolean
}

/** The quantities as one string, the same for the same choices in any order. */
export const quantitiesKey = (choices: readonly { id: string; quantity: number }[]): string =>
  [...choices]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((choice) => `${choice.id}:${choice.quantity}`)
    .join(',')

// ---------------------------------------------------------------- why not

/** Why a booking's page shows it read-only (`agent`: the visitor is an agent, decision 027). */
export type LockedReason = 'cancelled' | 'over' | 'too-close' | 'campsite' | 'agent'

/**
 * Why a booking takes no changes, in words the page can show: cancelled, the stay is over, too
 * close to arrival, or the campsite's own rule (the API's `CHANGES_NOT_ALLOWED` covers the first
 * two and the last; the booking's status and dates tell them apart).
 */
export function lockedReason(
  booking: Pick<Booking, 'status' | 'departureDate'>,
  permission: Booking['changePermissions']['extras'] | Booking['changePermissions']['other'],
  today: string,
): LockedReason | null {
  if (permission === 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL') return 'too-close'
  if (permission !== 'CHANGES_NOT_ALLOWED') return null
  if (booking.status === 'cancelled') return 'cancelled'
  if (booking.departureDate <= today) return 'over'
  return 'campsite'
}

// ---------------------------------------------------------------- cancellation terms

/** The terms' numbers (the checkout's `terms.cancellation-*`): 14 days free, unless arrival is within 8 weeks; 30 % until 6 weeks. */
export const FREE_CANCELLATION_DAYS = 14
export const FREE_CANCELLATION_MIN_WEEKS_AHEAD = 8
export const PART_CANCELLATION_WEEKS = 6

/**
 * The cancellation terms that applied to this booking, as its dates: free until (the last day of
 * the 14 days after booking, and never within 8 weeks of arrival; null when that never applied),
 * 30 % until (the day before the last 6 weeks), the full price from then; and which stage is today's.
 */
export function cancellationTerms(booking: Pick<Booking, 'createdAt' | 'arrivalDate'>, today: string) {
  const booked = booking.createdAt.slice(0, 10)
  const fullFrom = addDays(booking.arrivalDate, -7 * PART_CANCELLATION_WEEKS)
  const freeEnd = [
    addDays(booked, FREE_CANCELLATION_DAYS),
    addDays(booking.arrivalDate, -7 * FREE_CANCELLATION_MIN_WEEKS_AHEAD - 1),
  ].sort()[0]!
  const freeUntil = freeEnd >= booked ? freeEnd : null
  const partUntil = addDays(fullFrom, -1)
  const now: 'free' | 'part' | 'full' =
    freeUntil !== null && today <= freeUntil ? 'free' : today < fullFrom ? 'part' : 'full'
  return { freeUntil, partUntil: partUntil >= booked ? partUntil : null, fullFrom, now }
}

/**
 * Whether the travellers' names and birth dates may be corrected: under `FULL_CHANGES_ALLOWED`,
 * and under `CHANGES_ALLOWED_REQUIRES_PAYMENT` too, since a correction within the same party costs
 * nothing (twenty/README.md, "Changing a booking"; the API decides the same).
 */
export const mayCorrectTravellers = (permission: Booking['changePermissions']['other']): boolean =>
  permission === 'FULL_CHANGES_ALLOWED' || permission === 'CHANGES_ALLOWED_REQUIRES_PAYMENT'
