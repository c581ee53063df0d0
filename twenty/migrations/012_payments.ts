/**
 * Migration 012 (issue 20): payments.
 *
 * - payment_orders: one attempt to pay part of a booking through a provider. `id` is the order id
 *   hash the storefront and the provider see (random, 32 characters base64url: unguessable, so a
 *   return URL names nothing anyone could enumerate). `amount_minor` is what goes to the booking,
 *   `fee_minor` the provider's fee on top; the provider is asked for their sum. The status moves
 *   `created` -> `settled` | `declined` | `cancelled` | `expired` once, by one UPDATE that names
 *   the status it expects (twenty/payments.ts), so a second callback finds nothing to change;
 *   UNIQUE (provider, provider_txn) refuses one provider transaction settling two orders.
 * - payment_reminders: the reminder mails written for a rate (14 and 3 days before it is due),
 *   UNIQUE per booking, rate and kind: each is written once however often the job runs.
 * - job_leases: who runs a scheduled job now (several containers may try at once); taken by one
 *   UPDATE ... WHERE expires_at < now (twenty/jobs.ts).
 */
export const name = 'payments'

export const sql = /* sql */ `
CREATE TABLE payment_orders (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  api_locale TEXT NOT NULL,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  provider TEXT NOT NULL CHECK (provider IN ('bambora', 'saferpay')),
  method TEXT NOT NULL,
  -- Toward the booking, and the provider's fee on top; minor units of currency.
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  fee_minor INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'GBP', 'CHF')),
  -- The pending rate the customer chose to pay (its position), or NULL: in due-date order.
  rate_position INTEGER,
  extras TEXT,
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'settled', 'declined', 'cancelled', 'expired')),
  -- The provider's session token (Bambora) or payment page token (Saferpay).
  provider_token TEXT,
  -- The provider's transaction id, once settled.
  provider_txn TEXT,
  created_at TEXT NOT NULL,
  settled_at TEXT,
  UNIQUE (provider, provider_txn)
);
CREATE INDEX payment_orders_booking ON payment_orders(booking_id, status);

CREATE TABLE payment_reminders (
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  rate_position INTEGER NOT NULL,
  -- 'd14' or 'd3': how long before the due date.
  kind TEXT NOT NULL CHECK (kind IN ('d14', 'd3')),
  due_date TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (booking_id, rate_position, kind, due_date)
);

CREATE TABLE job_leases (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
`
