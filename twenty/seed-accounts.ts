/**
 * Demo customers and bookings (issue 9), written by the seed: a few accounts in different
 * brands and markets that sign in with one documented password, one account still without a
 * password, and bookings with fixed references for booking sign-in. Each booking takes its unit
 * in `booked_stays`, so the unit is really let. Deterministic: the same catalogue and date give
 * the same rows (the password hash uses a fixed salt; these are public demo passwords anyway).
 */
import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'
import { hashPasswordSync } from './passwords'
import { addDays, comingSummer } from './seasons'

/** The password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'summer-by-the-lake'

export interface DemoCustomer {
  email: string
  brand: string
  apiLocale: string
  firstName: string
  lastName: string
  hasPassword: boolean
  /** Fixed booking references of this customer. */
  bookings: string[]
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'emma.walker@example.com',
    brand: 'default',
    apiLocale: 'couk',
    firstName: 'Emma',
    lastName: 'Walker',
    hasPassword: true,
    bookings: ['CS-240001', 'CS-240002'],
  },
  {
    email: 'camille.martin@example.com',
    brand: 'default',
    apiLocale: 'fr',
    firstName: 'Camille',
    lastName: 'Martin',
    hasPassword: true,
    bookings: ['CS-240003'],
  },
  {
    email: 'lukas.meier@example.com',
    brand: 'default',
    apiLocale: 'ch',
    firstName: 'Lukas',
    lastName: 'Meier',
    hasPassword: false,
    bookings: ['CS-240004'],
  },
  {
    email: 'sanne.devries@example.com',
    brand: 'luxcamp',
    apiLocale: 'nl',
    firstName: 'Sanne',
    lastName: 'de Vries',
    hasPassword: true,
    bookings: ['LC-240005'],
  },
  {
    email: 'giulia.rossi@example.com',
    brand: 'vacanceselect',
    apiLocale: 'it',
    firstName: 'Giulia',
    lastName: 'Rossi',
    hasPassword: true,
    bookings: [],
  },
]

let demoHash: string | undefined
export function demoPasswordHash(): string {
  // One scrypt per process (about 0.3 s at OWASP's cost): every demo account shares it.
  demoHash ??= hashPasswordSync(DEMO_PASSWORD, createHash('sha256').update('twenty-demo-salt').digest().subarray(0, 16))
  return demoHash
}

/** Writes the demo accounts and bookings unless they are there; returns whether it wrote. */
export function writeDemoAccounts(sqlite: Database.Database, now: Date): boolean {
  if (sqlite.prepare('SELECT 1 FROM customers WHERE email = ?').get(DEMO_CUSTOMERS[0]!.email) !== undefined)
    return false
  const stamp = now.toISOString()
  const insertCustomer =
    sqlite.prepare(`INSERT INTO customers (brand, email, first_name, last_name, password_hash, api_locale, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  // Units nobody has booked yet, in id order: the same catalogue gives the same units.
  const freeUnits = sqlite
    .prepare(
      `SELECT a.id, a.site_id, a.night_price_cents, a.max_persons FROM accommodations a
      WHERE a.id NOT IN (SELECT accommodation_id FROM booked_stays) ORDER BY a.id LIMIT 8`,
    )
    .all() as { id: number; site_id: number; night_price_cents: number; max_persons: number }[]
  const insertBooking =
    sqlite.prepare(`INSERT INTO bookings (ref, brand, api_locale, customer_id, email, site_id, accommodation_id,
    arrival, departure, adults, children, total_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertStay = sqlite.prepare(
    'INSERT INTO booked_stays (accommodation_id, arrival, departure, units) VALUES (?, ?, ?, 1)',
  )
  // Saturdays of the coming summer's high season, one week apart per booking.
  const firstJulySaturday = (() => {
    let day = `${comingSummer(now)}-07-01`
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1)
    return day
  })()
  let n = 0
  for (const customer of DEMO_CUSTOMERS) {
    const result = insertCustomer.run(
      customer.brand,
      customer.email,
      customer.firstName,
      customer.lastName,
      customer.hasPassword ? demoPasswordHash() : null,
      customer.apiLocale,
      stamp,
      stamp,
    )
    for (const ref of customer.bookings) {
      const unit = freeUnits[n % Math.max(1, freeUnits.length)]
      if (!unit) break
      const arrival = addDays(firstJulySaturday, 7 * n)
      const departure = addDays(arrival, 7)
      const adults = Math.min(2, unit.max_persons)
      insertBooking.run(
        ref,
        customer.brand,
        customer.apiLocale,
        result.lastInsertRowid,
        customer.email,
        unit.site_id,
        unit.id,
        arrival,
        departure,
        adults,
        '[]',
        unit.night_price_cents * 7,
        stamp,
      )
      insertStay.run(unit.id, arrival, departure)
      n++
    }
  }
  return true
}
