/**
 * Per-address limits of the forms that are worth abusing (issue 16): the login page's posts
 * (sign-in, sign-up, resets, booking references), the newsletter signup and the contact form.
 * They are taken in the route's action, not matched on the URL at the edge: `/login`,
 * `/login.data` (Remix's single fetch), `/connexion?step=password`, `/info/contact` and any other
 * way the same route is reached all count, as the action is the one door. express-rate-limit's memory store counts; on top of the edge's
 * limit on all form posts (server/limits.ts) and the API's own (twenty/access.ts).
 */
import type { AppLoadContext } from '@remix-run/node'
import { MemoryStore, type Options } from 'express-rate-limit'
import { getEnv } from './env.server'

export interface FormLimit {
  /** Posts allowed per window and client address. */
  limit: number
  windowMs: number
}

export type FormLimitName = 'sign-in' | 'newsletter' | 'contact'

/** The login page's posts, per client address. */
export const SIGN_IN_LIMIT: FormLimit = { limit: 10, windowMs: 60_000 }
/** The newsletter signup, per client address: the SPEC's 15 s holds per visitor (cookie). */
export const NEWSLETTER_LIMIT: FormLimit = { limit: 6, windowMs: 60_000 }
/** The contact page's form, per client address (each post writes a mail to customer service). */
export const CONTACT_LIMIT: FormLimit = { limit: 5, windowMs: 60_000 }

function configured(name: FormLimitName): FormLimit {
  const env = getEnv()
  if (name === 'sign-in') return { ...SIGN_IN_LIMIT, limit: env.SIGN_IN_RATE_LIMIT ?? SIGN_IN_LIMIT.limit }
  if (name === 'contact') return { ...CONTACT_LIMIT, limit: env.CONTACT_RATE_LIMIT ?? CONTACT_LIMIT.limit }
  return { ...NEWSLETTER_LIMIT, limit: env.NEWSLETTER_RATE_LIMIT ?? NEWSLETTER_LIMIT.limit }
}

const stores = new Map<FormLimitName, { store: MemoryStore; limit: FormLimit }>()

function storeFor(name: FormLimitName) {
  let entry = stores.get(name)
  if (!entry) {
    const limit = configured(name)
    const store = new MemoryStore()
    store.init({ windowMs: limit.windowMs } as Options)
    entry = { store, limit }
    stores.set(name, entry)
  }
  return entry
}

export type FormLimitAnswer = { limited: false } | { limited: true; retryAfterS: number }

/** Counts one post of this form from the request's client address; says whether it is over the limit. */
export async function takeFormLimit(
  context: Pick<AppLoadContext, 'clientIp'>,
  name: FormLimitName,
): Promise<FormLimitAnswer> {
  const { store, limit } = storeFor(name)
  const { totalHits, resetTime } = await store.increment(context.clientIp || 'unknown')
  if (totalHits <= limit.limit) return { limited: false }
  const retryAfterS = Math.max(
    1,
    Math.ceil(((resetTime?.getTime() ?? Date.now() + limit.windowMs) - Date.now()) / 1000),
  )
  return { limited: true, retryAfterS }
}

/** Forgets every count (tests). */
export function resetFormLimits(): void {
  for (const { store } of stores.values()) store.shutdown()
  stores.clear()
}
