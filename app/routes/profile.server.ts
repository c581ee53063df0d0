/**
 * The portal home's server half (`/profile`, issue 19): which booking is the customer's next trip,
 * and what its card shows. The customer's name comes from the portal layout; the bookings from the
 * existing `customer-portal/bookings` call (a booking-reference sign-in gets its one booking).
 */
import type { NextTrip } from '~/components/portal/ProfileHome'
import { daysBetween } from '~/lib/days'
import type { Booking } from '../../twenty/contract'

/**
 * The next trip: the confirmed booking whose stay ends after today with the earliest arrival (a
 * stay under way counts: it is still the trip), or null when nothing is coming up.
 */
export function nextTrip(bookings: readonly Booking[], today: string): NextTrip | null {
  const next = bookings
    .filter((booking) => booking.status === 'confirmed' && booking.departureDate > today)
    .sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate) || a.bookingId - b.bookingId)[0]
  if (!next) return null
  const pending = next.paymentRates
    .filter((rate) => rate.status === 'pending')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.index - b.index)
  const first = pending[0]
  return {
    bookingId: next.bookingId,
    ref: next.ref,
    site: next.site,
    accommodation: next.accommodation.name,
    arrivalDate: next.arrivalDate,
    departureDate: next.departureDate,
    duration: next.duration,
    adults: next.persons.adults,
    childAges: next.persons.children.map((child) => child.age),
    daysToGo: daysBetween(today, next.arrivalDate),
    currency: next.currency,
    // Rates are amounts in major units rounded to cents: sum in cents so no float dust shows.
    toPay: pending.reduce((sum, rate) => sum + Math.round(rate.amount * 100), 0) / 100,
    nextRate: first ? { amount: first.amount, dueDate: first.dueDate } : null,
    pendingRates: pending.length,
  }
}
