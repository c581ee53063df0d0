/** The seed's step that books the demo carts (seed.ts). */
import { computeBill, paymentPlans, tr } from './billing'
import { BookingRow } from './bookings'
import { toIsoDate } from './calendar'
import { quoteOf } from './carts'
import { writeBookingParts } from './checkout'
import type { TwentyDatabase } from './db'
import { API_LOCALE_INFO, languageOf } from './locales'
import { stayCatalogue } from './stay-catalogue'

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
