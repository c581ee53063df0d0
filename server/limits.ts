/**
 * Form posts per client address (express-rate-limit), on top of the per-visitor rules kept in the
 * session (the newsletter's 15 s): a client that drops its cookies is still limited.
 */
import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { PAGES } from '../market-config/routes'
import { TAGGED_PAGE_SLUGS } from '../twenty/tagged-pages-data'
import { plainError } from './guards'

export interface PostLimit {
  /** Posts allowed per window and client address. */
  limit: number
  windowMs: number
}

export function postRateLimiter({ limit, windowMs }: PostLimit): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => req.method !== 'POST',
    handler: (_req, res, _next, options) => {
      plainError(res, options.statusCode, 'Too many form posts from your address; please wait a minute and try again.', {
        'Retry-After': String(Math.ceil(windowMs / 1000)),
      })
    },
  })
}

/** Every form, per client address. */
export const ALL_FORMS_WINDOW_MS = 60_000
/** The newsletter signup, per client address: the SPEC's 15 s holds per visitor (cookie). */
export const NEWSLETTER_LIMIT: PostLimit = { limit: 6, windowMs: 60_000 }
/** The login page's posts (sign-in, sign-up, reset links), per client address. */
export const SIGN_IN_LIMIT: PostLimit = { limit: 10, windowMs: 60_000 }

/** The contact page's form, per client address (each post writes a mail to customer service). */
export const CONTACT_LIMIT: PostLimit = { limit: 5, windowMs: 60_000 }

/**
 * The contact page's paths in every language (`/contact`, `/kontakt`, `/contatti`), under the
 * `/info/` prefix some brands use and with a market prefix. The slugs are the embedded API's
 * (twenty/tagged-pages-data.ts); a real API with other slugs still has every form's limit.
 */
export function contactPaths(): string[] {
  const slugs = [...new Set(['contact', ...Object.values(TAGGED_PAGE_SLUGS.contact ?? {})])]
  return slugs.flatMap((slug) => [`/${slug}`, `/info/${slug}`, `/:market/${slug}`, `/:market/info/${slug}`])
}

/** The login page's paths in every language, with and without a market prefix (`/de-ch/anmelden`). */
export function signInPaths(): string[] {
  return [...new Set(Object.values(PAGES.login.paths))].flatMap((path) => [`/${path}`, `/:market/${path}`])
}
