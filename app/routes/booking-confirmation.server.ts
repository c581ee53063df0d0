import type { AppLoadContext } from '@remix-run/node'
import { optionalCustomer } from '~/lib/auth.server'
import type { Booking } from '../../twenty/contract'

/**
 * Whether this request may see the booking's personal details (the booker's address, phone and
 * e-mail, the travellers): the browser that booked it, for a day, or its signed-in owner. Anyone
 * else with the link learns only that a booking exists (issue 16). Fails closed.
 */
export async function mayReadBooking(context: AppLoadContext, cartId: string, booking: Booking): Promise<boolean> {
  if (context.session.bookedCart(cartId)) return true
  const user = await optionalCustomer(context)
  // A booking-reference sign-in is the owner of that one booking only.
  return (
    user !== null &&
    user.id === booking.customer.id &&
    (user.loginType !== 'booking_id' || user.bookingRef === booking.ref)
  )
}

/**
 * The stay as an iCalendar file (RFC 5545) for the confirmation page: one all-day event from
 * arrival to departure (DTEND is exclusive, so the departure day is the end), with the booking
 * reference. Served as a data: URL link, so it needs no route of its own and works without
 * JavaScript.
 */
export interface CalendarStay {
  ref: string
  siteName: string
  location: string
  accommodationName: string
  arrivalDate: string
  departureDate: string
  brandName: string
  host: string
}

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
const day = (iso: string) => iso.replace(/-/g, '')

/** Lines longer than 75 octets are folded (continuation lines start with a space). */
function fold(line: string): string {
  const parts: string[] = []
  let rest = line
  while (Buffer.byteLength(rest, 'utf8') > 75) {
    let cut = 74
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > 74) cut--
    parts.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  parts.push(rest)
  return parts.join('\r\n ')
}

export function stayCalendar(stay: CalendarStay, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(stay.brandName)}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:booking-${stay.ref}@${stay.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day(stay.arrivalDate)}`,
    `DTEND;VALUE=DATE:${day(stay.departureDate)}`,
    `SUMMARY:${escapeText(`${stay.siteName} (${stay.ref})`)}`,
    `LOCATION:${escapeText(stay.location)}`,
    `DESCRIPTION:${escapeText(`${stay.accommodationName}, ${stay.siteName}. ${stay.ref}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n')
}
