/**
 * Who may call the embedded API, and how often (issue 16, decision 014).
 *
 * - Public: only the images (`GET /media/...`), which browsers load from pages. Every other path
 *   answers 403 unless the request carries the internal key, which only the storefront's own
 *   server-side client sends. The storefront is the API's one client: sign-in, sign-up, resets,
 *   carts and bookings all go through its pages, with their own limits, CSRF checks and session.
 * - Limits on the account endpoints (status, sign-in, sign-up, resets, booking references): per
 *   client address, and per e-mail address, with express-rate-limit (memory, or the host's Redis
 *   store when REDIS_URL is set: LimitHooks). Both answer
 *   429 with Retry-After. The client address is the visitor's: the storefront forwards it, and it
 *   is believed only together with the internal key.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit'
import { TWENTY_CLIENT_HEADER, TWENTY_INTERNAL_HEADER } from './contract'
import { ApiError } from './http'
import { normaliseEmail } from './newsletter'

export interface Limit {
  limit: number
  windowMs: number
}

export interface AccountLimits {
  /** Account calls per client address (all account endpoints together). */
  perClient: Limit
  /** Status lookups per e-mail address. */
  statusPerAddress: Limit
  /** Sign-ups per e-mail address. */
  signUpPerAddress: Limit
  /** Reset-link and booking-reference requests per e-mail address (the mails themselves: 3 an hour). */
  mailRequestsPerAddress: Limit
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  perClient: { limit: 20, windowMs: 60_000 },
  statusPerAddress: { limit: 20, windowMs: 15 * 60_000 },
  signUpPerAddress: { limit: 5, windowMs: 60 * 60_000 },
  mailRequestsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries the key whose digest is `keyDigest` (compared in constant time). */
function isInternal(req: Request, keyDigest: Buffer): boolean {
  const sent = req.get(TWENTY_INTERNAL_HEADER)
  return sent !== undefined && timingSafeEqual(digest(sent), keyDigest)
}

/** Paths anyone may reach: the images pages show. */
export function isPublicPath(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && path.startsWith('/media/')
}

/**
 * Closes every path but the public ones to requests without the internal key. With no key
 * configured (the API used as a library, its own tests), everything is open.
 */
export function internalOnly(internalKey: string | null): RequestHandler {
  // The key's digest is made once: every API call of every page passes this check.
  const keyDigest = internalKey === null ? null : digest(internalKey)
  return (req, res, next) => {
    res.locals.twentyInternal = keyDigest !== null && isInternal(req, keyDigest)
    if (internalKey === null || res.locals.twentyInternal || isPublicPath(req.method, req.path)) {
      next()
      return
    }
    next(new ApiError(403, 'forbidden', 'This endpoint serves the storefront only'))
  }
}

/** The visitor's address: the storefront's forwarded one on internal calls, else the socket's. */
export function clientAddress(req: Request, trusted: boolean): string {
  const forwarded = trusted ? req.get(TWENTY_CLIENT_HEADER)?.trim() : undefined
  const address = forwarded && forwarded.length <= 64 ? forwarded : (req.ip ?? req.socket.remoteAddress ?? '')
  // IPv6 clients count per /56, as express-rate-limit advises: one host has many addresses.
  return ipKeyGenerator(address)
}

/**
 * Where the limits count and who hears of a refusal. The host passes a Redis store per limit when
 * REDIS_URL is set (so a limit holds across workers and containers); default: memory.
 */
export interface LimitHooks {
  store?: (name: string) => Store | undefined
  onRefused?: (name: string) => void
}

function limiter(
  name: string,
  { limit, windowMs }: Limit,
  key: (req: Request) => string | null,
  hooks: LimitHooks,
): RequestHandler {
  const store = hooks.store?.(name)
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    // A count that fails (Redis unreachable) lets the call through; the sign-in lock is in the database.
    passOnStoreError: true,
    // Keys are built here (client address or e-mail address), not from req.ip.
    validate: { keyGeneratorIpFallback: false, trustProxy: false, xForwardedForHeader: false },
    skip: (req) => key(req) === null,
    keyGenerator: (req) => `${name}:${key(req) ?? ''}`,
    handler: (_req, _res, next) => {
      hooks.onRefused?.(name)
      next(
        new ApiError(429, 'too_many_attempts', 'Too many attempts; try again later', {
          'Retry-After': String(Math.ceil(windowMs / 1000)),
        }),
      )
    },
  })
}

/** The e-mail address in a JSON body, normalised, with the brand (accounts are per brand). */
function addressKey(req: Request): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string' || email.length === 0 || email.length > 254) return null
  const brand = (req.res?.locals.twentyScope as { brand?: string } | undefined)?.brand ?? ''
  return `${brand}:${normaliseEmail(email)}`
}

export interface AccountLimiters {
  perClient: RequestHandler
  statusPerAddress: RequestHandler
  signUpPerAddress: RequestHandler
  mailRequestsPerAddress: RequestHandler
}

export function accountLimiters(limits: AccountLimits, hooks: LimitHooks = {}): AccountLimiters {
  return {
    perClient: limiter(
      'client',
      limits.perClient,
      (req) => clientAddress(req, req.res?.locals.twentyInternal === true),
      hooks,
    ),
    statusPerAddress: limiter('status', limits.statusPerAddress, addressKey, hooks),
    signUpPerAddress: limiter('sign-up', limits.signUpPerAddress, addressKey, hooks),
    mailRequestsPerAddress: limiter('mail', limits.mailRequestsPerAddress, addressKey, hooks),
  }
}
