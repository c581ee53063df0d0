/**
 * Every migration, in order. Migrations are TypeScript modules (not .sql files read at run time)
 * so the bundled server (esbuild -> build/server.js) carries them without copying files.
 * Append new ones as `NNN_name.ts`; never edit one that has shipped.
 */
import * as catalogue001 from './001_catalogue'
import * as siteWeekPrices002 from './002_site_week_prices'
import * as stays003 from './003_stays'
import * as accountsAndBookings004 from './004_accounts_and_bookings'
import * as signInFailures005 from './005_sign_in_failures'
import * as cartsAndBookingDetails006 from './006_carts_and_booking_details'
import * as signInFailuresByAddress007 from './007_sign_in_failures_by_address'
import * as siteMoneyMailHtmlPageSlugs008 from './008_site_money_mail_html_page_slugs'
import * as agents009 from './009_agents'
import * as favourites010 from './010_favourites'
import * as bookingChanges011 from './011_booking_changes'
import * as payments012 from './012_payments'
import * as paymentSandbox013 from './013_payment_sandbox'
import * as accessibility014 from './014_accessibility'
import * as pitches015 from './015_pitches'
import * as siteSurroundings016 from './016_site_surroundings'

export interface Migration {
  version: number
  name: string
  sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, ...catalogue001 },
  { version: 2, ...siteWeekPrices002 },
  { version: 3, ...stays003 },
  { version: 4, ...accountsAndBookings004 },
  { version: 5, ...signInFailures005 },
  { version: 6, ...cartsAndBookingDetails006 },
  { version: 7, ...signInFailuresByAddress007 },
  { version: 8, ...siteMoneyMailHtmlPageSlugs008 },
  { version: 9, ...agents009 },
  { version: 10, ...favourites010 },
  { version: 11, ...bookingChanges011 },
  { version: 12, ...payments012 },
  { version: 13, ...paymentSandbox013 },
  { version: 14, ...accessibility014 },
  { version: 15, ...pitches015 },
  { version: 16, ...siteSurroundings016 },
]
