/**
 * Migration 006: carts and the rest of a booking (issue 10). Migration 004 fixed the core
 * `bookings` row both slices share; this one adds what the checkout writes beside it:
 * - carts: one stay, party, extras, insurances and payment kind being booked; they expire, and a
 *   cart records the booking it became (UNIQUE: one cart makes at most one booking, so a repeated
 *   submit or a reload never books twice);
 * - booking_details: the main booker's contact details, the payment kind and the currency the
 *   customer agreed to pay in;
 * - booking_participants, booking_lines (rent, discount, fees by SPEC type id, extras) and
 *   payment_rates. Lines and rates are in the booking's own currency, minor units (what the
 *   customer was shown and pays), unlike the catalogue's euro cents (decision 013);
 * - booked_stays.booking_id: the let a booking made (a cancellation can free it later).
 */
export const name = 'carts_and_booking_details'

export const sql = /* sql */ `
CREATE TABLE carts (
  -- Random, unguessable (128 bits): the id in /booking/{cartId} is the only key to the cart.
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  api_locale TEXT NOT NULL,
  site_id INTEGER NOT NULL REFERENCES sites(id),
  accommodation_id INTEGER NOT NULL REFERENCES accommodations(id),
  arrival TEXT NOT NULL,
  departure TEXT NOT NULL CHECK (departure > arrival),
  adults INTEGER NOT NULL CHECK (adults >= 1),
  -- Children's ages at arrival, JSON array of integers.
  children TEXT NOT NULL DEFAULT '[]',
  -- Chosen extras, JSON object {extraId: quantity}.
  extras TEXT NOT NULL DEFAULT '{}',
  liability_insurance INTEGER NOT NULL DEFAULT 0 CHECK (liability_insurance IN (0, 1)),
  travel_insurance INTEGER NOT NULL DEFAULT 0 CHECK (travel_insurance IN (0, 1)),
  payment_kind TEXT NOT NULL DEFAULT 'full' CHECK (payment_kind IN ('full', 'upfront', 'paylater')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- The booking this cart became; UNIQUE makes checkout idempotent per cart.
  booking_id INTEGER UNIQUE REFERENCES bookings(id)
);
CREATE INDEX carts_expiry ON carts(expires_at);

CREATE TABLE booking_details (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  cart_id TEXT UNIQUE REFERENCES carts(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_prefix TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  payment_kind TEXT NOT NULL CHECK (payment_kind IN ('full', 'upfront', 'paylater')),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'GBP', 'CHF')),
  -- Total paid with the booking (rates), and the deposit paid on site, minor units of currency.
  total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
  pay_on_site_minor INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE booking_participants (
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT,
  PRIMARY KEY (booking_id, position)
);

CREATE TABLE booking_lines (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('rent', 'discount', 'fee', 'extra')),
  -- SPEC fee type id for fees; null otherwise.
  fee_type_id INTEGER,
  -- twenty/extras.ts id for extras; null otherwise.
  extra_id TEXT,
  -- SPEC price unit.
  unit TEXT NOT NULL,
  quantity REAL NOT NULL,
  -- Minor units of the booking's currency; negative for a discount.
  amount_minor INTEGER NOT NULL,
  mandatory INTEGER NOT NULL DEFAULT 1,
  pay_on_site INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX booking_lines_booking ON booking_lines(booking_id);

CREATE TABLE payment_rates (
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  due_date TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  paid_at TEXT,
  PRIMARY KEY (booking_id, position)
);

ALTER TABLE booked_stays ADD COLUMN booking_id INTEGER REFERENCES bookings(id);
`
