/**
 * Migration 013 (issue 20): the sandbox payment providers' own state. The sandboxes stand for the
 * outside world (Bambora's and Saferpay's servers) and are served by this process only when the
 * API is embedded; they keep their sessions here rather than in memory because the cluster's
 * workers share the port: the browser's next request may reach another worker. Nothing of the
 * API reads this table: it knows only what the providers answer (decision 031).
 */
export const name = 'payment_sandbox'

export const sql = /* sql */ `
CREATE TABLE sandbox_payment_sessions (
  token TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('bambora', 'saferpay')),
  -- The session as the merchant created it (order, amount, currency, return and callback URLs), JSON.
  request TEXT NOT NULL,
  -- open -> challenge (3-D Secure) -> captured | declined | aborted; expired after 30 minutes.
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'challenge', 'captured', 'declined', 'aborted')),
  -- The card or bank chosen (masked card number, brand, method), JSON, once paid.
  means TEXT,
  txn_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  finished_at TEXT
);
`
