/**
 * Migration 007 (issue 16): failed sign-ins are counted per e-mail address, not per account, so
 * an address without an account locks exactly like one with an account and the 429 after five
 * failures no longer tells whether an account exists (decision 016). The counts of migration
 * 005 move over. Also an index for the mail limit (at most 3 account mails per address per hour).
 */
export const name = 'sign_in_failures_by_address'

export const sql = /* sql */ `
CREATE TABLE sign_in_failures_by_address (
  brand TEXT NOT NULL,
  -- Normalised like customers.email (trimmed, lower-cased).
  email TEXT NOT NULL,
  -- Failures since first_failed_at (the window starts at the first failure).
  failures INTEGER NOT NULL CHECK (failures >= 0),
  first_failed_at TEXT NOT NULL,
  -- Set when the failures reached the limit: status and sign-in answer 429 until then.
  locked_until TEXT,
  PRIMARY KEY (brand, email)
);
INSERT INTO sign_in_failures_by_address (brand, email, failures, first_failed_at, locked_until)
  SELECT customers.brand, customers.email, sign_in_failures.failures, sign_in_failures.first_failed_at, sign_in_failures.locked_until
  FROM sign_in_failures JOIN customers ON customers.id = sign_in_failures.customer_id;
DROP TABLE sign_in_failures;

CREATE INDEX outbox_mail_limit ON outbox(brand, recipient, kind, created_at);
`
