/**
 * Customer accounts as the portal (issue 9) and the checkout (issue 10) both need them: find or
 * create an account by e-mail, issue and check tokens (random, stored as SHA-256 hashes, with
 * expiry), and write e-mails to the outbox. Password hashing and the sign-in rules live in the
 * portal's own module; this one holds only what a booking needs too.
 */
import { createHash, randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { Kysely } from 'kysely'
import { statement } from './db'
import { normaliseEmail } from './newsletter'
import type { AccessTokenKind, LoginType, TwentySchema } from './schema'

export interface CustomerIdentity {
  brand: string
  apiLocale: string
  email: string
  firstName?: string
  lastName?: string
}

/** How long each kind of token lasts. Reset and set-password tokens are also single-use. */
export const TOKEN_LIFETIME_MS: Record<AccessTokenKind, number> = {
  session: 30 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  'set-password': 7 * 24 * 60 * 60 * 1000,
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The account of this brand and address, created without a password when there is none (the
 * status step then answers 401 and the customer sets a password from the e-mail).
 */
export async function ensureCustomer(
  db: Kysely<TwentySchema>,
  identity: CustomerIdentity,
  now: Date,
): Promise<{ id: number; created: boolean; hasPassword: boolean }> {
  const email = normaliseEmail(identity.email)
  const stamp = now.toISOString()
  const inserted = await db
    .insertInto('customers')
    .values({
      brand: identity.brand,
      email,
      first_name: identity.firstName ?? '',
      last_name: identity.lastName ?? '',
      password_hash: null,
      api_locale: identity.apiLocale,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((conflict) => conflict.columns(['brand', 'email']).doNothing())
    .executeTakeFirst()
  const row = await db
    .selectFrom('customers')
    .select(['id', 'password_hash'])
    .where('brand', '=', identity.brand)
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return {
    id: row.id,
    created: Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0,
    hasPassword: row.password_hash !== null,
  }
}

/**
 * `ensureCustomer` on the raw connection, for a caller inside a better-sqlite3 transaction (the
 * checkout's, where the account must come with the booking or not at all).
 */
export function ensureCustomerIn(
  sqlite: Database.Database,
  identity: CustomerIdentity,
  now: Date,
): { id: number; created: boolean; hasPassword: boolean } {
  const email = normaliseEmail(identity.email)
  const stamp = now.toISOString()
  const inserted = statement(
    sqlite,
    `INSERT INTO customers (brand, email, first_name, last_name, password_hash, api_locale, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?) ON CONFLICT (brand, email) DO NOTHING`,
  ).run(identity.brand, email, identity.firstName ?? '', identity.lastName ?? '', identity.apiLocale, stamp, stamp)
  const row = statement(sqlite, 'SELECT id, password_hash FROM customers WHERE brand = ? AND email = ?').get(
    identity.brand,
    email,
  ) as { id: number; password_hash: string | null }
  return { id: row.id, created: inserted.changes > 0, hasPassword: row.password_hash !== null }
}

/** A new random token of this kind for the customer; only its hash is stored. */
export async function issueToken(
  db: Kysely<TwentySchema>,
  customerId: number,
  kind: AccessTokenKind,
  now: Date,
  options: { loginType?: LoginType; bookingId?: number; agentId?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // The customer's dead tokens go as a new one comes, so the table holds live ones only.
  await db
    .deleteFrom('access_tokens')
    .where('customer_id', '=', customerId)
    .where('expires_at', '<=', now.toISOString())
    .execute()
  // One live mail link per account (issue 16): a new reset or set-password link ends the older
  // ones, so only the newest mail can set the password.
  if (kind !== 'session') {
    await db
      .deleteFrom('access_tokens')
      .where('customer_id', '=', customerId)
      .where('kind', 'in', ['reset', 'set-password'])
      .where('used_at', 'is', null)
      .execute()
  }
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      kind,
      login_type: options.loginType ?? null,
      booking_id: options.bookingId ?? null,
      agent_id: options.agentId ?? null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]).toISOString(),
      used_at: null,
    })
    .execute()
  return token
}

export interface TokenHolder {
  customerId: number
  brand: string
  loginType: LoginType | null
  bookingId: number | null
  /** The agent who earned this session token (migration 009), acting for the customer read-only. */
  agentId: number | null
}

/** The customer a live, unused token of this kind belongs to, or null. */
export async function customerForToken(
  db: Kysely<TwentySchema>,
  token: string,
  kind: AccessTokenKind,
  now: Date,
): Promise<TokenHolder | null> {
  if (!token) return null
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('customers', 'customers.id', 'access_tokens.customer_id')
    .select([
      'access_tokens.customer_id',
      'access_tokens.login_type',
      'access_tokens.booking_id',
      'access_tokens.agent_id',
      'access_tokens.expires_at',
      'access_tokens.used_at',
      'customers.brand',
    ])
    .where('access_tokens.token_hash', '=', hashToken(token))
    .where('access_tokens.kind', '=', kind)
    .executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) return null
  return {
    customerId: row.customer_id,
    brand: row.brand,
    loginType: row.login_type,
    bookingId: row.booking_id,
    agentId: row.agent_id,
  }
}

export interface OutboxMail {
  brand: string
  apiLocale: string
  recipient: string
  kind: string
  subject: string
  /** The plain-text part. */
  body: string
  /** The HTML part (twenty/mail.tsx). */
  html?: string
  link?: string
}

/** "Sends" an e-mail: a row in the outbox (no mail server is assumed). */
export async function sendMail(db: Kysely<TwentySchema>, mail: OutboxMail, now: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      brand: mail.brand,
      api_locale: mail.apiLocale,
      recipient: normaliseEmail(mail.recipient),
      kind: mail.kind,
      subject: mail.subject,
      body: mail.body,
      html: mail.html ?? null,
      link: mail.link ?? null,
      created_at: now.toISOString(),
    })
    .execute()
}
