/**
 * Migration 010 (issue 19): a customer's favourite campsites. One row per account and campsite
 * (adding one twice keeps the first); `created_at` orders them newest first. A visitor who is not
 * signed in (or signed in with a booking reference) keeps favourites in a cookie instead, which
 * the storefront merges into the account on sign-in; the API caps an account at 200
 * (favourites.ts).
 */
export const name = 'favourites'

export const sql = /* sql */ `
CREATE TABLE favourites (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, site_id)
);
`
