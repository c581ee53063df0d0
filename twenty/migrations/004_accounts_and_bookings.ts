/**
 * Migration 004: customer accounts and the core of a booking. Two slices build on it at once
 * (portal sign-in, issue 9; checkout, issue 10), so the tables both need are fixed here:
 * - customers: one account per brand and e-mail; no password yet means the status step answers
 *   401 and the customer sets one from an e-mail (a booking made without an account creates one);
 * - access_tokens: bearer, reset and set-password tokens, stored as SHA-256 hashes, with expiry;
 * - outbox: every e-mail the API "sends" (no mail server is assumed): tests and developers read it;
 * - bookings: the reference a customer signs in with, who booked and what; the checkout slice adds
 *   participants, extras, fees and payment rates in its own migration.
 */
export const name = 'accounts_and_bookings'

export const sql = /* sql */ `
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL,
  -- Trimmed and lower-cased (newsletter.normaliseEmail), so one address is one account.
  email TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  -- scrypt hash with its parameters and salt; NULL until the customer sets a password.
  password_hash TEXT,
  -- The API locale the account was made in: the language of its e-mails.
  api_locale TEXT NOT NULL,
  -- Account details of PUT customer-portal (address, phone, birth date...), JSON.
  details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (brand, email)
);

CREATE TABLE access_tokens (
  -- SHA-256 of the random token (hex): a leaked database holds no usable token.
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('session', 'reset', 'set-password')),
  -- How a session token was earned (SPEC section 3): 'email' or 'booking_id'.
  login_type TEXT CHECK (login_type IN ('email', 'booking_id')),
  -- A booking_id sign-in sees this booking only.
  booking_id INTEGER,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Reset and set-password tokens are single-use.
  used_at TEXT
);
CREATE INDEX access_tokens_customer ON access_tokens(customer_id, kind);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL,
  api_locale TEXT NOT NULL,
  recipient TEXT NOT NULL,
  -- What the mail is for: 'set-password', 'reset-password', 'booking-credentials', 'booking-confirmation', ...
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- The link the mail carries (set or reset password), when it has one.
  link TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox(recipient, id);

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  -- Human-friendly and unique: what a customer types to sign in with a booking.
  ref TEXT NOT NULL UNIQUE,
  brand TEXT NOT NULL,
  api_locale TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  -- The main booker's address at booking time (booking sign-in checks it with the ref).
  email TEXT NOT NULL,
  site_id INTEGER NOT NULL REFERENCES sites(id),
  accommodation_id INTEGER NOT NULL REFERENCES accommodations(id),
  arrival TEXT NOT NULL,
  departure TEXT NOT NULL CHECK (departure > arrival),
  adults INTEGER NOT NULL CHECK (adults >= 1),
  -- Children's ages, JSON array of integers.
  children TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  -- Whole booking total in euro cents (as every amount in the database); answers convert.
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX bookings_customer ON bookings(customer_id, arrival);
`
