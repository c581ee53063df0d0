/**
 * A booking's stay as an iCalendar file (RFC 5545): one all-day event from arrival to departure
 * (DTEND is exclusive, so the departure day is the end), with the booking reference. Served by its
 * own resource route (`routes/booking-calendar.tsx`), linked from the confirmation and the
 * booking's page in the portal.
 */
import type { AppLoadContext } from '@remix-run/node'
import type { Booking } from '../../twenty/contract'
import { translatorFor } from './i18n.server'

export interface CalendarStay {
  ref: string
  siteName: string
  location: string
  accommodationName: string
  /** The pitch in the booking's language ("Pitch B12"), for a pitch of the site map (issue 24). */
  pitch?: string | null
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
    `LOCATION:${escapeText(stay.pitch ? `${stay.pitch}, ${stay.siteName}, ${stay.location}` : stay.location)}`,
    `DESCRIPTION:${escapeText(`${stay.accommodationName}${stay.pitch ? `, ${stay.pitch}` : ''}, ${stay.siteName}. ${stay.ref}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n')
}

/**
 * The .ics download of a booking: `text/calendar`, an attachment named after the reference, never
 * stored by a cache (it is the customer's own).
 */
export function bookingCalendarResponse(
  booking: Pick<Booking, 'ref' | 'site' | 'accommodation' | 'arrivalDate' | 'departureDate' | 'pitch'>,
  context: Pick<AppLoadContext, 'storefront' | 'publicOrigin'>,
  now = new Date(),
): Response {
  const calendar = stayCalendar(
    {
      ref: booking.ref,
      siteName: booking.site.name,
      location: booking.site.location,
      accommodationName: booking.accommodation.name,
      pitch: booking.pitch
        ? translatorFor(context.storefront.market.i18nLocale, 'pitch')('pitch', { number: booking.pitch })
        : null,
      arrivalDate: booking.arrivalDate,
      departureDate: booking.departureDate,
      brandName: context.storefront.brand.name,
      host: new URL(context.publicOrigin).hostname,
    },
    now,
  )
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${booking.ref.replace(/[^A-Za-z0-9-]/g, '')}.ics"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
