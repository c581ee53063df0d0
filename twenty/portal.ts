/**
 * Customer accounts of the portal (issue 9): the status step, sign-in by password or booking
 * reference, sign-up, password reset, booking references by e-mail, account details and the
 * current user. HTTP lives in portal-router.ts; this module holds the rules.
 *
 * - Passwords: passwords.ts (scrypt, constant-time, ASVS rules).
 * - Tokens: customers.ts (random, stored hashed, with expiry); reset and set-password tokens are
 *   single-use, and a new password ends every other session and link of the account.
 * - Failed sign-ins: MAX_FAILED_SIGN_INS within FAILURE_WINDOW_MS lock the account for
 *   LOCK_MS (429); the lock ends by itself and a password reset lifts it.
 * - Mails: the outbox (customers.sendMail) plus one log line, never a mail server.
 */
import { sql, type Kysely } from 'kysely'
import { agentById, findAgent } from './agents'
import type { Booking } from './checkout-contract'
import { accountDetailsSchema, canonicalPostcode, phoneFitsPrefix, postcodeFits } from './contract'
import type {
  AccountDetails,
  AccountUpdateErrorCode,
  ActorKind,
  PasswordErrorCode,
  PortalUpdateRequest,
  PortalUser,
} from './contract'
import { customerForToken, ensureCustomer, hashToken, issueToken, sendMail, TOKEN_LIFETIME_MS } from './customers'
import { loggableUrl } from './http'
import { CUSTOMER_COUNTRIES, isApiLocale } from './locales'
import { renderMail } from './mail'
import { normaliseEmail } from './newsletter'
import { hashPassword, passwordProblem, verifyPassword } from './passwords'
import { bookingLink, loginLink, termsLink, type StorefrontOrigin } from './portal-mail'
import type { TwentySchema } from './schema'

export const MAX_FAILED_SIGN_INS = 5
export const FAILURE_WINDOW_MS = 15 * 60_000
export const LOCK_MS = 15 * 60_000
/** A status lookup of an account without password mails a link at most this often. */
export const SET_PASSWORD_MAIL_INTERVAL_MS = 5 * 60_000
/** Set-password, reset and booking-reference mails: at most this many per address per hour (issue 16). */
export const ACCOUNT_MAILS_PER_HOUR = 3
const ACCOUNT_MAIL_KINDS = ['set-password', 'reset-password', 'booking-credentials'] as const

type Db = Kysely<TwentySchema>

export interface PortalScope {
  brand: string
  apiLocale: string
}

export interface PortalContext {
  db: Db
  now: Date
  storefrontOrigin: StorefrontOrigin
  /** One line per mail written, for developers (the outbox has the whole mail). */
  log?: (details: Record<string, unknown>, message: string) => void
  /** Aborts when the caller went away: a password check still waiting is dropped. */
  signal?: AbortSignal
  /**
   * The bookings a mail shows (what was booked), read in the mail's language; given by the
   * router (checkout.ts reads bookings, and imports this module). Without it mails show none.
   */
  mailBookings?: MailBookings
}

/** Reads bookings by id for a mail in an API locale's language. */
export type MailBookings = (bookingIds: readonly number[], apiLocale: string) => Booking[]

export type StatusAnswer = 204 | 401 | 404 | 429

interface CustomerRow {
  id: number
  brand: string
  email: string
  first_name: string
  last_name: string
  api_locale: string
  password_hash: string | null
  details: string
}

async function findCustomer(db: Db, brand: string, email: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'brand', 'email', 'first_name', 'last_name', 'api_locale', 'password_hash', 'details'])
    .where('brand', '=', brand)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst()
}

// ------------------------------------------------------------------------- failed sign-ins

/**
 * Failures are counted per e-mail address of the brand, whether or not it has an account
 * (migration 007): an unknown address locks exactly like a known one, so a 429 tells nothing.
 */
interface Address {
  brand: string
  email: string
}
const addressOf = (brand: string, email: string): Address => ({ brand, email: normaliseEmail(email) })

/** Whether the address is locked now (too many failed sign-ins lately). */
export async function isLocked(db: Db, address: Address, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_failures_by_address')
    .select('locked_until')
    .where('brand', '=', address.brand)
    .where('email', '=', address.email)
    .executeTakeFirst()
  return row?.locked_until != null && row.locked_until > now.toISOString()
}

/** Counts a failure; the one that reaches the limit starts the lock. Returns whether it is locked now. */
export async function recordFailure(db: Db, address: Address, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_failures_by_address')
    .selectAll()
    .where('brand', '=', address.brand)
    .where('email', '=', address.email)
    .executeTakeFirst()
  const stamp = now.toISOString()
  // A new window once the last one (or its lock) is over.
  const windowOver =
    !row ||
    (row.locked_until !== null
      ? row.locked_until <= stamp
      : new Date(row.first_failed_at).getTime() + FAILURE_WINDOW_MS <= now.getTime())
  const failures = windowOver ? 1 : row.failures + 1
  const firstFailedAt = windowOver ? stamp : row.first_failed_at
  const lockedUntil = failures >= MAX_FAILED_SIGN_INS ? new Date(now.getTime() + LOCK_MS).toISOString() : null
  await db
    .insertInto('sign_in_failures_by_address')
    .values({
      brand: address.brand,
      email: address.email,
      failures,
      first_failed_at: firstFailedAt,
      locked_until: lockedUntil,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['brand', 'email'])
        .doUpdateSet({ failures, first_failed_at: firstFailedAt, locked_until: lockedUntil }),
    )
    .execute()
  return lockedUntil !== null
}

async function clearFailures(db: Db, address: Address): Promise<void> {
  await db
    .deleteFrom('sign_in_failures_by_address')
    .where('brand', '=', address.brand)
    .where('email', '=', address.email)
    .execute()
}

// ------------------------------------------------------------------------- mails

/**
 * Whether another account mail may go to this address now: at most ACCOUNT_MAILS_PER_HOUR an hour,
 * so nobody can flood an inbox through the forms. A refused mail is simply not sent (the answer
 * stays the same, so it tells nothing either).
 */
export async function accountMailAllowed(db: Db, brand: string, recipient: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 60 * 60_000).toISOString()
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .where('brand', '=', brand)
    .where('recipient', '=', normaliseEmail(recipient))
    .where('kind', 'in', ACCOUNT_MAIL_KINDS)
    .where('created_at', '>', since)
    .executeTakeFirst()
  return (row?.sent ?? 0) < ACCOUNT_MAILS_PER_HOUR
}

/**
 * Renders and writes a portal mail: greeting, the link, and what the recipient has booked (the
 * coming bookings of the account, or for the references mail every booking of the address).
 */
async function writeMail(
  context: PortalContext,
  customer: Pick<CustomerRow, 'brand' | 'api_locale' | 'email' | 'first_name'>,
  kind: 'set-password' | 'reset-password' | 'booking-credentials',
  link: string,
  bookingIds: readonly number[] = [],
): Promise<void> {
  const apiLocale = isApiLocale(customer.api_locale) ? customer.api_locale : 'couk'
  const bookings = bookingIds.length > 0 && context.mailBookings ? context.mailBookings(bookingIds, apiLocale) : []
  const origin = context.storefrontOrigin
  const mail = await renderMail({
    kind,
    brand: customer.brand,
    apiLocale,
    firstName: customer.first_name,
    actionUrl: link,
    bookings,
    links: {
      booking: (booking) => bookingLink(origin, customer.brand, apiLocale, booking.bookingId),
      terms: termsLink(origin, customer.brand, apiLocale),
    },
  })
  await sendMail(
    context.db,
    {
      brand: customer.brand,
      apiLocale: customer.api_locale,
      recipient: customer.email,
      kind,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      link,
    },
    context.now,
  )
  context.log?.(
    { kind, brand: customer.brand, apiLocale: customer.api_locale, link: loggableUrl(link) },
    'outbox: mail written',
  )
}

/** An account's bookings of its brand that have not ended yet, arrival first. */
async function comingBookingIds(db: Db, customer: { id: number; brand: string }, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('customer_id', '=', customer.id)
    .where('brand', '=', customer.brand)
    .where('status', '=', 'confirmed')
    .where('departure', '>', now.toISOString().slice(0, 10))
    .orderBy('arrival')
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Issues a set-password token (7 days, single-use) and writes the "choose your password" mail,
 * whose link opens the login page's create-password step of the account's market. The checkout
 * calls this too when a booking creates an account without a password.
 */
export async function sendSetPasswordMail(
  db: Db,
  customer: { id: number },
  now: Date,
  options: { storefrontOrigin: StorefrontOrigin; log?: PortalContext['log']; mailBookings?: MailBookings },
): Promise<void> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'brand', 'email', 'first_name', 'api_locale'])
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow()
  if (!(await accountMailAllowed(db, row.brand, row.email, now))) return
  const token = await issueToken(db, row.id, 'set-password', now)
  const link = loginLink(options.storefrontOrigin, row.brand, row.api_locale, 'create-password', token)
  await writeMail(
    { db, now, ...options },
    row,
    'set-password',
    link,
    await comingBookingIds(db, { id: row.id, brand: row.brand }, now),
  )
}

/** Whether a set-password mail went out to this account lately (so a status lookup does not mail again). */
async function setPasswordMailedLately(db: Db, customerId: number, now: Date): Promise<boolean> {
  const since = new Date(
    now.getTime() - SET_PASSWORD_MAIL_INTERVAL_MS + TOKEN_LIFETIME_MS['set-password'],
  ).toISOString()
  const row = await db
    .selectFrom('access_tokens')
    .select('token_hash')
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'set-password')
    .where('used_at', 'is', null)
    .where('expires_at', '>', since)
    .executeTakeFirst()
  return row !== undefined
}

// ------------------------------------------------------------------------- the calls

/**
 * POST customer-portal/status (SPEC section 4): 404 unknown address, 429 locked, 401 no password
 * yet (a set-password mail goes out, at most every few minutes), 204 password set.
 */
export async function accountStatus(context: PortalContext, scope: PortalScope, email: string): Promise<StatusAnswer> {
  if (await isLocked(context.db, addressOf(scope.brand, email), context.now)) return 429
  // An agent always has a password (decision 027): the password step.
  if (await findAgent(context.db, scope.brand, email)) return 204
  const customer = await findCustomer(context.db, scope.brand, email)
  if (!customer) return 404
  if (customer.password_hash === null) {
    if (!(await setPasswordMailedLately(context.db, customer.id, context.now))) {
      await sendSetPasswordMail(context.db, customer, context.now, context)
    }
    return 401
  }
  return 204
}

export type SignInResult = { ok: true; token: string } | { ok: false; status: 401 | 429 }

/**
 * POST customer-portal/authenticate: the same 401 for an unknown address, no password or a wrong
 * one, after the same work (one scrypt, against a dummy hash when there is no password to check),
 * and the same lock after five failures (decision 016).
 */
export async function authenticate(
  context: PortalContext,
  scope: PortalScope,
  email: string,
  password: string,
): Promise<SignInResult> {
  const address = addressOf(scope.brand, email)
  if (await isLocked(context.db, address, context.now)) return { ok: false, status: 429 }
  // An agent's address is never a customer's of the brand (signUp refuses it); agents first.
  const agent = await findAgent(context.db, scope.brand, email)
  const customer = agent ? undefined : await findCustomer(context.db, scope.brand, email)
  // Always one scrypt, so that the time taken does not tell whether the address has an account.
  const hash = agent?.password_hash ?? customer?.password_hash ?? null
  const valid = await verifyPassword(password, hash, context.signal)
  if ((!agent && !customer) || !valid) {
    if (await recordFailure(context.db, address, context.now)) return { ok: false, status: 429 }
    return { ok: false, status: 401 }
  }
  await clearFailures(context.db, address)
  // An agent's token is the bound customer's, naming the agent: read-only (decision 027).
  const token = agent
    ? await issueToken(context.db, agent.customer_id, 'session', context.now, { loginType: 'email', agentId: agent.id })
    : await issueToken(context.db, customer!.id, 'session', context.now, { loginType: 'email' })
  return { ok: true, token }
}

/** POST customer-portal/authenticate-booking: the reference of a booking made with this address. */
export async function authenticateBooking(
  context: PortalContext,
  scope: PortalScope,
  email: string,
  bookingRef: string,
): Promise<SignInResult> {
  const address = normaliseEmail(email)
  const lock = addressOf(scope.brand, address)
  if (await isLocked(context.db, lock, context.now)) return { ok: false, status: 429 }
  const booking = await context.db
    .selectFrom('bookings')
    .select(['id', 'customer_id'])
    .where('brand', '=', scope.brand)
    .where('ref', '=', bookingRef.trim().toUpperCase())
    .where('email', '=', address)
    .executeTakeFirst()
  if (!booking) {
    if (await recordFailure(context.db, lock, context.now)) return { ok: false, status: 429 }
    return { ok: false, status: 401 }
  }
  await clearFailures(context.db, lock)
  const token = await issueToken(context.db, booking.customer_id, 'session', context.now, {
    loginType: 'booking_id',
    bookingId: booking.id,
  })
  return { ok: true, token }
}

/** POST customer-portal: a new account without a password, and the mail to choose one. 409 when the address has one. */
export async function signUp(
  context: PortalContext,
  scope: PortalScope,
  request: { firstName: string; lastName: string; email: string },
): Promise<'created' | 'in-use'> {
  // A customer-service address is not a customer's (decision 027).
  if (await findAgent(context.db, scope.brand, request.email)) return 'in-use'
  const account = await ensureCustomer(context.db, { ...scope, ...request }, context.now)
  if (!account.created) return 'in-use'
  await sendSetPasswordMail(context.db, account, context.now, context)
  return 'created'
}

/** POST customer-portal/reset/link: a reset mail when the address has an account; the caller answers the same either way. */
export async function sendResetLink(context: PortalContext, scope: PortalScope, email: string): Promise<void> {
  const customer = await findCustomer(context.db, scope.brand, email)
  if (!customer) return
  if (customer.password_hash === null) return sendSetPasswordMail(context.db, customer, context.now, context)
  if (!(await accountMailAllowed(context.db, customer.brand, customer.email, context.now))) return
  const token = await issueToken(context.db, customer.id, 'reset', context.now)
  await writeMail(
    context,
    customer,
    'reset-password',
    loginLink(context.storefrontOrigin, customer.brand, customer.api_locale, 'reset-password', token),
    await comingBookingIds(context.db, customer, context.now),
  )
}

/** POST customer-portal/user/forgot-booking-credentials: the references of the address's bookings, if any. */
export async function sendBookingCredentials(context: PortalContext, scope: PortalScope, email: string): Promise<void> {
  const address = normaliseEmail(email)
  const bookings = await context.db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select(['bookings.id', 'bookings.ref', 'customers.first_name', 'customers.api_locale'])
    .where('bookings.brand', '=', scope.brand)
    .where('bookings.email', '=', address)
    .orderBy('bookings.arrival')
    .execute()
  if (bookings.length === 0) return
  if (!(await accountMailAllowed(context.db, scope.brand, address, context.now))) return
  const first = bookings[0]!
  const recipient = { brand: scope.brand, api_locale: first.api_locale, email: address, first_name: first.first_name }
  const link = loginLink(context.storefrontOrigin, scope.brand, first.api_locale, 'booking-sign-in')
  await writeMail(
    context,
    recipient,
    'booking-credentials',
    link,
    bookings.map((booking) => booking.id),
  )
}

export type ResetResult =
  | { ok: true; email: string }
  | { ok: false; status: 400; code: PasswordErrorCode }
  | { ok: false; status: 401 }

const PROBLEM_CODES = {
  'too-short': 'password_too_short',
  'too-long': 'password_too_long',
  'too-common': 'password_too_common',
  'contains-email': 'password_contains_email',
} as const satisfies Record<string, PasswordErrorCode>

/**
 * POST customer-portal/reset/password: a reset or set-password token (single-use, unexpired)
 * sets the password. Every session and link of the account ends, and a sign-in lock lifts.
 */
/** The account a live, unused reset or set-password token of this brand belongs to, or null. */
export async function mailLinkHolder(context: PortalContext, scope: PortalScope, token: string) {
  const holder =
    (await customerForToken(context.db, token, 'reset', context.now)) ??
    (await customerForToken(context.db, token, 'set-password', context.now))
  return holder && holder.brand === scope.brand ? holder : null
}

export async function resetPassword(
  context: PortalContext,
  scope: PortalScope,
  request: { token: string; password: string; confirmed_password: string },
): Promise<ResetResult> {
  const holder = await mailLinkHolder(context, scope, request.token)
  if (!holder) return { ok: false, status: 401 }
  const customer = await context.db
    .selectFrom('customers')
    .select(['email'])
    .where('id', '=', holder.customerId)
    .executeTakeFirstOrThrow()
  if (request.password !== request.confirmed_password) return { ok: false, status: 400, code: 'password_mismatch' }
  const problem = passwordProblem(request.password, customer.email)
  if (problem) return { ok: false, status: 400, code: PROBLEM_CODES[problem] }
  const passwordHash = await hashPassword(request.password)
  const stamp = context.now.toISOString()
  await context.db
    .transaction()
    .execute(async (trx) => {
      // Single use: the token is spent only if nobody spent it meanwhile.
      const spent = await trx
        .updateTable('access_tokens')
        .set({ used_at: stamp })
        .where('token_hash', '=', hashToken(request.token))
        .where('used_at', 'is', null)
        .executeTakeFirst()
      if (Number(spent.numUpdatedRows) !== 1) throw new TokenSpentError()
      await trx
        .updateTable('customers')
        .set({ password_hash: passwordHash, updated_at: stamp })
        .where('id', '=', holder.customerId)
        .execute()
      // A new password ends every other way in: sessions and outstanding links.
      await trx
        .deleteFrom('access_tokens')
        .where('customer_id', '=', holder.customerId)
        .where('used_at', 'is', null)
        .execute()
      await trx
        .deleteFrom('sign_in_failures_by_address')
        .where('brand', '=', holder.brand)
        .where('email', '=', customer.email)
        .execute()
    })
    .catch((error: unknown) => {
      if (error instanceof TokenSpentError) return null
      throw error
    })
  const after = await context.db
    .selectFrom('customers')
    .select('password_hash')
    .where('id', '=', holder.customerId)
    .executeTakeFirstOrThrow()
  if (after.password_hash !== passwordHash) return { ok: false, status: 401 }
  return { ok: true, email: customer.email }
}

class TokenSpentError extends Error {}

export interface SessionHolder {
  customerId: number
  loginType: 'email' | 'booking_id'
  bookingId: number | null
  /** SPEC section 3: the customer, or an agent acting for them read-only (decision 027). */
  actorKind: ActorKind
  agentId: number | null
}

/** The customer a bearer session token belongs to, within the brand; null when unknown or expired. */
export async function sessionHolder(
  context: Pick<PortalContext, 'db' | 'now'>,
  scope: PortalScope,
  token: string,
): Promise<SessionHolder | null> {
  const holder = await customerForToken(context.db, token, 'session', context.now)
  if (!holder || holder.brand !== scope.brand) return null
  if (holder.agentId !== null) {
    // An agent's token holds while the agent is still bound to this customer.
    const agent = await agentById(context.db, holder.agentId)
    if (!agent || agent.customer_id !== holder.customerId) return null
  }
  return {
    customerId: holder.customerId,
    loginType: holder.loginType ?? 'email',
    bookingId: holder.bookingId,
    actorKind: holder.agentId === null ? 'customer' : 'agent',
    agentId: holder.agentId,
  }
}

/**
 * Stored details field by field: a value that no longer passes (an older, looser rule) is left
 * out alone instead of taking the whole address with it.
 */
function storedDetails(json: string): AccountDetails {
  let raw: unknown
  try {
    raw = JSON.parse(json || '{}')
  } catch {
    return {}
  }
  if (raw === null || typeof raw !== 'object') return {}
  const details: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(accountDetailsSchema.shape)) {
    const parsed = schema.safeParse((raw as Record<string, unknown>)[key])
    if (parsed.success && parsed.data !== undefined) details[key] = parsed.data
  }
  // Each kept value passed its own schema, so the whole passes.
  return accountDetailsSchema.parse(details)
}

/** GET customer-portal/user */
export async function currentUser(db: Db, holder: SessionHolder): Promise<PortalUser> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash', 'details'])
    .where('id', '=', holder.customerId)
    .executeTakeFirstOrThrow()
  const booking =
    holder.bookingId === null
      ? undefined
      : await db.selectFrom('bookings').select('ref').where('id', '=', holder.bookingId).executeTakeFirst()
  const agent = holder.agentId === null ? undefined : await agentById(db, holder.agentId)
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    loginType: holder.loginType,
    bookingRef: booking?.ref ?? null,
    hasPassword: row.password_hash !== null,
    details: storedDetails(row.details),
    actorKind: holder.actorKind,
    agentName: agent?.name ?? null,
  }
}

export type AccountUpdateResult = { ok: true; user: PortalUser } | { ok: false; code: AccountUpdateErrorCode }

/**
 * PUT customer-portal: a partial update (issue 19). The name parts given replace the stored ones;
 * the details given are merged into the stored details in one statement (`json_patch`: a value
 * replaces, null removes), so one section saved never wipes another. The rules that need the
 * stored account or the API's lists are checked here against what the account will hold: the
 * postcode against the country (the one given, else the stored one), the phone number against
 * its prefix, the country and prefix against the booking form's (navigation `countries`).
 * The caller has refused read-only holders (agents, booking sign-ins).
 */
export async function updateAccount(
  context: Pick<PortalContext, 'db' | 'now'>,
  holder: SessionHolder,
  request: PortalUpdateRequest,
): Promise<AccountUpdateResult> {
  const row = await context.db
    .selectFrom('customers')
    .select('details')
    .where('id', '=', holder.customerId)
    .executeTakeFirstOrThrow()
  const stored = storedDetails(row.details)
  const given = request.details ?? {}
  const patch: Record<string, string | null> = {}
  for (const [key, value] of Object.entries(given)) if (value !== undefined) patch[key] = value
  if (given.phone !== undefined) patch.phone = given.phone.replace(/ +/g, ' ')
  const after = { ...stored, ...patch }
  if (given.postalCode !== undefined) patch.postalCode = canonicalPostcode(after.country, given.postalCode)

  if (given.country !== undefined && !CUSTOMER_COUNTRIES.some((country) => country.code === given.country))
    return { ok: false, code: 'country_not_offered' }
  if (given.phonePrefix !== undefined && !CUSTOMER_COUNTRIES.some((country) => country.prefix === given.phonePrefix))
    return { ok: false, code: 'phone_prefix_not_offered' }
  if (given.postalCode !== undefined && !postcodeFits(after.country, given.postalCode))
    return { ok: false, code: 'postcode_not_of_country' }
  if (
    (given.phone !== undefined || given.phonePrefix !== undefined) &&
    after.phone &&
    after.phonePrefix &&
    !phoneFitsPrefix(after.phonePrefix, after.phone)
  )
    return { ok: false, code: 'phone_too_long_for_prefix' }

  await context.db
    .updateTable('customers')
    .set({
      ...(request.firstName !== undefined ? { first_name: request.firstName } : {}),
      ...(request.lastName !== undefined ? { last_name: request.lastName } : {}),
      ...(Object.keys(patch).length > 0
        ? {
            details: sql<string>`json_patch(CASE WHEN json_valid(details) THEN details ELSE '{}' END, ${JSON.stringify(patch)})`,
          }
        : {}),
      updated_at: context.now.toISOString(),
    })
    .where('id', '=', holder.customerId)
    .execute()
  return { ok: true, user: await currentUser(context.db, holder) }
}

/** POST customer-portal/logout: the token stops working at once. */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .deleteFrom('access_tokens')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'session')
    .execute()
}
