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
  // Issue 19: their bookings (DEMO_BOOKINGS) cover every payment status and change permission.
  {
    email: 'jonas.gruber@example.com',
    brand: 'default',
    apiLocale: 'at',
    firstName: 'Jonas',
    lastName: 'Gruber',
    hasPassword: true,
    bookings: [],
  },
  {
    email: 'lena.schmidt@example.com',
    brand: 'friferie',
    apiLocale: 'de',
    firstName: 'Lena',
    lastName: 'Schmidt',
    hasPassword: true,
    bookings: [],
  },
]

/**
 * A demo booking written whole by the seed (seed-bookings.ts `writeDemoBookings`), with dates
 * relative to the seed day so that its payment status and change permissions (change-rules.ts)
 * are the ones named here whatever the day: README, "Demo bookings".
 */
export interface DemoBooking {
  ref: string
  brand: string
  email: string
  /** The campsite's rule for changes after booking (change-rules.ts). */
  policy: 'flexible' | 'person-extras' | 'none'
  /** Days from the seed day to arrival, or a high-season Saturday at least ten weeks ahead plus some weeks. */
  arrival: { inDays: number } | { summerWeek: number }
  nights: number
  bookedDaysAgo: number
  /** The travellers, adults first; a child's birth date follows from its age at arrival. */
  travellers: { firstName: string; lastName: string; birthDate?: string; age?: number }[]
  paymentKind: 'full' | 'upfront' | 'paylater'
  /** Which rates were paid: none, the first, or all. */
  paid: 'none' | 'first' | 'all'
  cancelled?: boolean
  extras: Record<string, number>
  /** Extras changed afterwards in the portal (a reduction of a paid booking leaves a credit). */
  changedTo?: Record<string, number>
  /** What it shows: payment status, extras permission, other-changes permission. */
  shows: [string, string, string]
}

const grubers = [
  { firstName: 'Jonas', lastName: 'Gruber', birthDate: '1984-05-12' },
  { firstName: 'Anna', lastName: 'Gruber', birthDate: '1986-09-30' },
]
const schmidts = [
  { firstName: 'Lena', lastName: 'Schmidt', birthDate: '1989-02-17' },
  { firstName: 'Markus', lastName: 'Schmidt', birthDate: '1987-11-03' },
]
const jonas = { brand: 'default', email: 'jonas.gruber@example.com' }
const lena = { brand: 'friferie', email: 'lena.schmidt@example.com' }

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  {
    ...jonas,
    ref: 'AT-260101',
    policy: 'flexible',
    arrival: { summerWeek: 0 },
    nights: 7,
    bookedDaysAgo: 3,
    travellers: [...grubers, { firstName: 'Felix', lastName: 'Gruber', age: 6 }],
    paymentKind: 'paylater',
    paid: 'none',
    extras: { breakfast: 3, 'welcome-pack': 1 },
    shows: ['NO_PAYMENT_MADE', 'FULL_CHANGES_ALLOWED', 'FULL_CHANGES_ALLOWED'],
  },
  {
    ...jonas,
    ref: 'AT-260102',
    policy: 'person-extras',
    arrival: { summerWeek: 1 },
    nights: 7,
    bookedDaysAgo: 30,
    travellers: grubers,
    paymentKind: 'upfront',
    paid: 'first',
    extras: { 'final-cleaning': 1, breakfast: 2, 'bed-linen': 2 },
    shows: ['PARTIALLY_PAID', 'CHANGES_ALLOWED_PERSON_PRICES', 'CHANGES_ALLOWED_REQUIRES_PAYMENT'],
  },
  {
    ...jonas,
    ref: 'AT-260103',
    policy: 'flexible',
    arrival: { inDays: 28 },
    nights: 7,
    bookedDaysAgo: 90,
    travellers: grubers,
    paymentKind: 'upfront',
    paid: 'all',
    extras: { breakfast: 2, 'bike-rental': 2, 'extra-car': 1 },
    shows: ['PAYMENT_OK', 'EXISTING_ONLY_ALLOWED', 'CHANGES_ALLOWED_REQUIRES_PAYMENT'],
  },
  {
    ...jonas,
    ref: 'AT-260104',
    policy: 'flexible',
    arrival: { inDays: 7 },
    nights: 7,
    bookedDaysAgo: 60,
    travellers: grubers,
    paymentKind: 'full',
    paid: 'all',
    extras: { 'bed-linen': 2 },
    shows: ['PAYMENT_OK', 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL', 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL'],
  },
  {
    ...jonas,
    ref: 'AT-260105',
    policy: 'flexible',
    arrival: { summerWeek: 2 },
    nights: 7,
    bookedDaysAgo: 20,
    travellers: grubers,
    paymentKind: 'full',
    paid: 'all',
    extras: { breakfast: 2, 'late-checkout': 2 },
    changedTo: { breakfast: 0 },
    shows: ['PAID_TOO_MUCH', 'FULL_CHANGES_ALLOWED', 'CHANGES_ALLOWED_REQUIRES_PAYMENT'],
  },
  {
    ...jonas,
    ref: 'AT-260106',
    policy: 'none',
    arrival: { summerWeek: 3 },
    nights: 7,
    bookedDaysAgo: 10,
    travellers: grubers,
    paymentKind: 'upfront',
    paid: 'first',
    extras: { 'welcome-pack': 1 },
    shows: ['PARTIALLY_PAID', 'CHANGES_NOT_ALLOWED', 'CHANGES_NOT_ALLOWED'],
  },
  {
    ...jonas,
    ref: 'AT-260107',
    policy: 'flexible',
    arrival: { inDays: -40 },
    nights: 7,
    bookedDaysAgo: 200,
    travellers: grubers,
    paymentKind: 'full',
    paid: 'all',
    extras: {},
    shows: ['PAYMENT_OK', 'CHANGES_NOT_ALLOWED', 'CHANGES_NOT_ALLOWED'],
  },
  {
    ...jonas,
    ref: 'AT-260108',
    policy: 'flexible',
    arrival: { summerWeek: 4 },
    nights: 7,
    bookedDaysAgo: 15,
    travellers: grubers,
    paymentKind: 'paylater',
    paid: 'none',
    cancelled: true,
    extras: {},
    shows: ['NO_PAYMENT_MADE', 'CHANGES_NOT_ALLOWED', 'CHANGES_NOT_ALLOWED'],
  },
  {
    ...lena,
    ref: 'FF-260201',
    policy: 'flexible',
    arrival: { summerWeek: 0 },
    nights: 7,
    bookedDaysAgo: 5,
    travellers: [...schmidts, { firstName: 'Mia', lastName: 'Schmidt', age: 9 }],
    paymentKind: 'upfront',
    paid: 'first',
    extras: { breakfast: 3 },
    shows: ['PARTIALLY_PAID', 'FULL_CHANGES_ALLOWED', 'CHANGES_ALLOWED_REQUIRES_PAYMENT'],
  },
  {
    ...lena,
    ref: 'FF-260202',
    policy: 'flexible',
    arrival: { inDays: 30 },
    nights: 7,
    bookedDaysAgo: 100,
    travellers: schmidts,
    paymentKind: 'upfront',
    paid: 'first',
    extras: { breakfast: 2, 'bike-rental': 2 },
    shows: ['PARTIALLY_PAID', 'EXISTING_ONLY_ALLOWED', 'CHANGES_ALLOWED_REQUIRES_PAYMENT'],
  },
  {
    ...lena,
    ref: 'FF-260203',
    policy: 'person-extras',
    arrival: { summerWeek: 1 },
    nights: 7,
    bookedDaysAgo: 2,
    travellers: schmidts,
    paymentKind: 'paylater',
    paid: 'none',
    extras: { 'final-cleaning': 1 },
    shows: ['NO_PAYMENT_MADE', 'CHANGES_ALLOWED_PERSON_PRICES', 'FULL_CHANGES_ALLOWED'],
  },
  {
    ...lena,
    ref: 'FF-260204',
    policy: 'flexible',
    arrival: { inDays: 10 },
    nights: 7,
    bookedDaysAgo: 70,
    travellers: schmidts,
    paymentKind: 'full',
    paid: 'all',
    extras: {},
    shows: ['PAYMENT_OK', 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL', 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL'],
  },
  {
    ...lena,
    ref: 'FF-260205',
    policy: 'none',
    arrival: { summerWeek: 2 },
    nights: 7,
    bookedDaysAgo: 12,
    travellers: schmidts,
    paymentKind: 'full',
    paid: 'all',
    extras: { 'welcome-pack': 1 },
    shows: ['PAYMENT_OK', 'CHANGES_NOT_ALLOWED', 'CHANGES_NOT_ALLOWED'],
  },
]

let demoHash: string | undefined
export function demoPasswordHash(): string {
  // One scrypt per process (about 0.3 s at OWASP's cost): every demo account shares it.
  demoHash ??= hashPasswordSync(DEMO_PASSWORD, createHash('sha256').update('twenty-demo-salt').digest().subarray(0, 16))
  return demoHash
}

/**
 * Writes the demo accounts that are not there yet, with their core booking rows (`bookings`);
 * returns whether it wrote. A database seeded before a demo account was added gets it too.
 */
export function writeDemoAccounts(sqlite: Database.Database, now: Date): boolean {
  const exists = sqlite.prepare('SELECT 1 FROM customers WHERE brand = ? AND email = ?')
  const missing = DEMO_CUSTOMERS.filter((customer) => exists.get(customer.brand, customer.email) === undefined)
  if (missing.length === 0) return false
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
    if (!missing.includes(customer)) {
      n += customer.bookings.length
      continue
    }
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
