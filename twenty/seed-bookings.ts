/** The seed's steps that complete the demo bookings and write the issue 19 ones (seed.ts). */
import type Database from 'better-sqlite3'
import { computeBill, paymentPlans, tr } from './billing'
import { changeExtras } from './booking-changes'
import { BookingRow } from './bookings'
import { addDays, daysBetween, toIsoDate } from './calendar'
import { quoteOf } from './carts'
import { writeBookingParts } from './checkout'
import type { ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { API_LOCALE_INFO, languageOf } from './locales'
import type { StayQuote } from './pricing'
import { DEMO_BOOKINGS } from './seed-accounts'
import { invalidateStayCatalogue, stayCatalogue } from './stay-catalogue'
import { SEASONS } from './stays-data'

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

// ---------------------------------------------------------------- issue 19: demo bookings

/**
 * The change rules of the campsites (change-rules.ts): every 20th campsite from the 7th lets only
 * per-person extras change, every 20th from the 13th takes no changes (migration 011 gives a
 * catalogue seeded before it the same).
 */
export function writeChangePolicies(sqlite: Database.Database): void {
  sqlite.exec(`INSERT OR IGNORE INTO site_change_policies (site_id, policy)
    SELECT id, CASE WHEN id % 20 = 7 THEN 'person-extras' ELSE 'none' END FROM sites WHERE id % 20 IN (7, 13)`)
}

/** A high-season Saturday at least ten weeks after `today` (July, this summer or the next). */
export function demoSummerSaturday(today: string): string {
  for (let year = Number(today.slice(0, 4)); ; year++) {
    let day = `${year}-07-04`
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1)
    if (daysBetween(today, day) >= 70) return day
  }
}

/** A birth date that makes a child exactly `age` on arrival. */
function birthDateFor(age: number, arrival: string): string {
  const year = Number(arrival.slice(0, 4)) - age
  return addDays(`${year}-${arrival.slice(5, 7)}-01`, -150)
}

/**
 * The quote of a demo stay: the calendar's, or, for a stay the calendar does not open (a demo
 * booking a week from a winter's day, or one that is over), the same nights priced as low season,
 * so that every demo booking has a real bill whatever day the seed runs.
 */
function demoQuote(catalogue: ReturnType<typeof stayCatalogue>, row: Parameters<typeof quoteOf>[1]): StayQuote {
  const quote = quoteOf(catalogue, row)
  if (quote.problem !== 'closed') return quote
  return {
    ...quote,
    problem: null,
    season: 'low',
    allLowSeason: true,
    factorSum: quote.nights * SEASONS.low.priceFactor,
  }
}

/**
 * Writes the demo bookings of DEMO_BOOKINGS that are not there yet (by reference): each at a free
 * unit of a campsite with the change policy it needs, with dates relative to `now`, its bill,
 * travellers, payment rates (paid as it says) and later change of extras; so every payment status
 * and every change permission is there to see (README, "Demo bookings"). Returns how many it wrote.
 */
export function writeDemoBookings(database: TwentyDatabase, now: Date): number {
  const { sqlite } = database
  const known = sqlite.prepare('SELECT 1 FROM bookings WHERE ref = ?')
  const missing = DEMO_BOOKINGS.filter((spec) => known.get(spec.ref) === undefined)
  if (missing.length === 0) return 0
  const catalogue = stayCatalogue(database)
  const today = toIsoDate(now)
  const summer = demoSummerSaturday(today)
  const customerOf = sqlite.prepare('SELECT id, api_locale FROM customers WHERE brand = ? AND email = ?')
  const freeUnit = sqlite.prepare(
    `SELECT a.id FROM accommodations a
     WHERE a.category <> 'pitch' AND a.max_persons >= ?
       AND a.id NOT IN (SELECT accommodation_id FROM booked_stays)
       AND COALESCE((SELECT p.policy FROM site_change_policies p WHERE p.site_id = a.site_id), 'flexible') = ?
     ORDER BY a.id LIMIT 1`,
  )
  const insertBooking = sqlite.prepare(
    `INSERT INTO bookings (ref, brand, api_locale, customer_id, email, site_id, accommodation_id, arrival, departure, adults, children, status, total_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertStay = sqlite.prepare(
    'INSERT INTO booked_stays (accommodation_id, arrival, departure, units, booking_id) VALUES (?, ?, ?, 1, ?)',
  )
  let written = 0
  sqlite.transaction(() => {
    for (const spec of missing) {
      const customer = customerOf.get(spec.brand, spec.email) as { id: number; api_locale: ApiLocale } | undefined
      const found = freeUnit.get(spec.travellers.length, spec.policy) as { id: number } | undefined
      const unit = found && catalogue.accommodationsById.get(found.id)
      const site = unit && catalogue.sitesById.get(unit.siteId)
      if (!customer || !unit || !site) continue
      const arrival =
        'inDays' in spec.arrival ? addDays(today, spec.arrival.inDays) : addDays(summer, 7 * spec.arrival.summerWeek)
      const departure = addDays(arrival, spec.nights)
      const travellers = spec.travellers.map((each) => ({
        firstName: each.firstName,
        lastName: each.lastName,
        birthDate: each.birthDate ?? birthDateFor(each.age ?? 0, arrival),
      }))
      const ages = spec.travellers.filter((each) => each.age !== undefined).map((each) => each.age!)
      const row = { arrival, departure, adults: spec.travellers.length - ages.length, children: JSON.stringify(ages) }
      const bookedOn = addDays(today, -spec.bookedDaysAgo)
      const bill = computeBill(catalogue, site, unit, demoQuote(catalogue, row), customer.api_locale, bookedOn, {
        extras: spec.extras,
        liability: false,
        travel: false,
      })
      const plans = paymentPlans(bill.totalMinor, arrival, bookedOn)
      const plan = plans.find((each) => each.kind === spec.paymentKind && each.allowed) ?? plans[0]!
      const bookingId = Number(
        insertBooking.run(
          spec.ref,
          spec.brand,
          customer.api_locale,
          customer.id,
          spec.email,
          site.id,
          unit.id,
          arrival,
          departure,
          row.adults,
          row.children,
          spec.cancelled ? 'cancelled' : 'confirmed',
          Math.round(bill.totalMinor / API_LOCALE_INFO[customer.api_locale].eurRate),
          `${bookedOn}T10:00:00.000Z`,
        ).lastInsertRowid,
      )
      writeBookingParts(database, bookingId, {
        cartId: null,
        booker: { firstName: travellers[0]!.firstName, lastName: travellers[0]!.lastName },
        participants: travellers,
        paymentKind: plan.kind,
        bill,
        rates: plan.rates,
        rateStatus: (rate) => (spec.paid === 'all' || (spec.paid === 'first' && rate.index === 1) ? 'paid' : 'pending'),
      })
      if (spec.cancelled) {
        sqlite
          .prepare("UPDATE payment_rates SET status = 'cancelled' WHERE booking_id = ? AND status = 'pending'")
          .run(bookingId)
      } else {
        insertStay.run(unit.id, arrival, departure, bookingId)
      }
      if (spec.changedTo) {
        changeExtras(
          database,
          bookingId,
          { extras: Object.entries(spec.changedTo).map(([id, quantity]) => ({ id, quantity })) },
          { language: 'en', publicPath: '', now },
        )
      }
      written++
    }
  })()
  // Searches see the units these bookings let.
  invalidateStayCatalogue(database)
  return written
}
