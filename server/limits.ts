/**
 * Form posts per client address (express-rate-limit), on top of the per-visitor rules kept in the
 * session (the newsletter's 15 s): a client that drops its cookies is still limited. This one
 * counts every post, whatever its URL; the login page's and the newsletter's own limits are taken
 * in their actions, keyed on the route (app/lib/form-limits.server.ts), so no URL variant
 * (`/login.data`, a market prefix) gets past them.
 */
import type { RequestHandler } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import { plainError } from './guards'

export interface PostLimit {
  /** Posts allowed per window and client address. */
  limit: number
  windowMs: number
  /** Where the counts live (Redis with REDIS_URL, server/limit-stores.ts); default memory. */
  store?: Store
  /** A post was refused (metrics). */
  onRefused?: () => void
}

export function postRateLimiter({ limit, windowMs, store, onRefused }: PostLimit): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    // A count that fails (Redis unreachable) lets the post through rather than failing it.
    passOnStoreError: true,
    skip: (req) => req.method !== 'POST',
    handler: (_req, res, _next, options) => {
      onRefused?.()
      plainError(
        res,
        options.statusCode,
        'Too many form posts from your address; please wait a minute and try again.',
        {
          'Retry-After': String(Math.ceil(windowMs / 1000)),
        },
      )
    },
  })
}

/** Every form, per client address. */
export const ALL_FORMS_WINDOW_MS = 60_000
