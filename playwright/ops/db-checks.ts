/**
 * What the database must say after the load (issue 22): no booking lost (every booking a visitor
 * saw confirmed is there), none duplicated (one booking per cart, one confirmed cart per
 * booking), no unit let twice (on no night do a unit's lets exceed its units), and every
 * booking's payment rates sum to its total (and its lines, less what is paid on site, too).
 */
import Database from 'better-sqlite3'

export interface DatabaseVerdict {
  bookingsSince: number
  problems: string[]
}

function nights(arrival: string, departure: string): string[] {
  const result: string[] = []
  for (let day = new Date(`${arrival}T00:00:00Z`); day < new Date(`${departure}T00:00:00Z`); ) {
    result.push(day.toISOString().slice(0, 10))
    day = new Date(day.getTime() + 86_400_000)
  }
  return result
}

export function checkDatabase(path: string, options: { since: string; confirmedCarts: Set<string> }): DatabaseVerdict {
  const sqlite = new Database(path, { readonly: true, fileMustExist: true })
  const problems: string[] = []
  try {
    const bookings = sqlite
      .prepare(
        `SELECT b.id, b.ref, d.cart_id AS cartId, d.total_minor AS total,
                (SELECT COALESCE(SUM(amount_minor), 0) FROM payment_rates r WHERE r.booking_id = b.id) AS rates,
                (SELECT COUNT(*) FROM payment_rates r WHERE r.booking_id = b.id) AS rateCount,
                (SELECT COALESCE(SUM(amount_minor), 0) FROM booking_lines l WHERE l.booking_id = b.id AND l.pay_on_site = 0) AS lines
         FROM bookings b LEFT JOIN booking_details d ON d.booking_id = b.id
         WHERE b.created_at >= ?`,
      )
      .all(options.since) as {
      id: number
      ref: string
      cartId: string | null
      total: number | null
      rates: number
      rateCount: number
      lines: number
    }[]

    // No booking lost: every confirmation a visitor saw has its booking.
    const byCart = new Map<string, number>()
    for (const booking of bookings)
      if (booking.cartId) byCart.set(booking.cartId, (byCart.get(booking.cartId) ?? 0) + 1)
    for (const cartId of options.confirmedCarts)
      if (!byCart.has(cartId)) problems.push(`lost: cart ${cartId} was confirmed to its visitor but has no booking`)
    // None duplicated: one booking per cart, and the cart points at it.
    for (const [cartId, count] of byCart)
      if (count > 1) problems.push(`duplicated: cart ${cartId} has ${count} bookings`)
    const mismatched = sqlite
      .prepare(
        `SELECT COUNT(*) FROM booking_details d JOIN carts c ON c.id = d.cart_id
         WHERE c.booking_id IS NOT d.booking_id`,
      )
      .pluck()
      .get() as number
    if (mismatched > 0) problems.push(`duplicated: ${mismatched} carts point at another booking than their own`)
    // Every booking's money adds up.
    for (const booking of bookings) {
      if (booking.total === null) problems.push(`booking ${booking.ref} has no details`)
      else if (booking.rateCount === 0 || booking.rates !== booking.total)
        problems.push(`booking ${booking.ref}: rates sum to ${booking.rates}, total is ${booking.total}`)
      else if (booking.lines !== booking.total)
        problems.push(`booking ${booking.ref}: lines sum to ${booking.lines}, total is ${booking.total}`)
    }

    // No unit let twice: per unit and night, the lets never exceed the unit's count.
    const lets = sqlite
      .prepare(
        `SELECT s.accommodation_id AS unit, s.arrival, s.departure, s.units, a.units AS capacity
         FROM booked_stays s JOIN accommodations a ON a.id = s.accommodation_id
         WHERE s.accommodation_id IN (SELECT accommodation_id FROM bookings WHERE created_at >= ?)`,
      )
      .all(options.since) as { unit: number; arrival: string; departure: string; units: number; capacity: number }[]
    const taken = new Map<string, { count: number; capacity: number }>()
    for (const stay of lets)
      for (const night of nights(stay.arrival, stay.departure)) {
        const key = `${stay.unit} ${night}`
        const entry = taken.get(key) ?? { count: 0, capacity: stay.capacity }
        entry.count += stay.units
        taken.set(key, entry)
      }
    for (const [key, { count, capacity }] of taken)
      if (count > capacity) problems.push(`let twice: unit and night ${key} let ${count} times, it has ${capacity}`)
    // Every booking of the run holds its let.
    const withoutLet = sqlite
      .prepare(
        `SELECT COUNT(*) FROM bookings b WHERE b.created_at >= ?
         AND NOT EXISTS (SELECT 1 FROM booked_stays s WHERE s.booking_id = b.id)`,
      )
      .pluck()
      .get(options.since) as number
    if (withoutLet > 0) problems.push(`${withoutLet} bookings hold no let`)
    return { bookingsSince: bookings.length, problems }
  } finally {
    sqlite.close()
  }
}
