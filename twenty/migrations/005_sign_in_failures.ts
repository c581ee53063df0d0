/**
 * Migration 005: failed sign-ins per account (portal, issue 9). After a few failures in a short
 * window the account answers 429 for a while; the lock ends by itself and a password reset lifts
 * it at once, so a stranger who knows an address cannot keep its owner out for good.
 */
export const name = 'sign_in_failures'

export const sql = /* sql */ `
CREATE TABLE sign_in_failures (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  -- Failures since first_failed_at (the window starts at the first failure).
  failures INTEGER NOT NULL CHECK (failures >= 0),
  first_failed_at TEXT NOT NULL,
  -- Set when the failures reached the limit: sign-in answers 429 until then.
  locked_until TEXT
);
`
