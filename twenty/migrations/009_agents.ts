/**
 * Migration 009 (issue 19, decision 027): agents, SPEC section 3's second actor kind. An agent is
 * customer-service staff of one brand who signs in with e-mail and password and sees the portal
 * of the one customer they are bound to, read-only. Their session tokens are the customer's
 * tokens (access_tokens.customer_id) that also name the agent (access_tokens.agent_id): every
 * read works as for the customer, and every write asks `refuseReadOnlyHolder` (twenty/agents.ts).
 */
export const name = 'agents'

export const sql = /* sql */ `
CREATE TABLE agents (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL,
  -- Trimmed and lower-cased like customers.email; never also a customer's address of the brand.
  email TEXT NOT NULL,
  -- Shown to the agent in the portal's read-only notice.
  name TEXT NOT NULL,
  -- scrypt, as customers.password_hash; agents always have one (no mail links for staff).
  password_hash TEXT NOT NULL,
  -- The customer whose portal this agent sees.
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (brand, email)
);

-- A session token earned by an agent: the customer's token, read-only (decision 027).
ALTER TABLE access_tokens ADD COLUMN agent_id INTEGER REFERENCES agents(id) ON DELETE CASCADE;
`
