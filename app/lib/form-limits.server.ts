/**
 * Per-address limits of the forms that are worth abusing (issue 16): the login page's posts
 * (sign-in, sign-up, resets, booking references), the newsletter signup and the contact form.
 * They are taken in the route's action, not matched on the URL at the edge: `/login`,
 * `/login.data` (Remix's single fetch), `/connexion?step=password`, `/info/contact` and any other
 * way the same route is reached all count, as the action is the one door. The host hands the
 * actions one `FormLimits` per process in the load context, over express-rate-limit's store kind of
 * the host's other limits: Redis when REDIS_URL is set (so a limit holds across workers and
 * containers), else memory (decision 022). On top of the edge's limit on all form posts
 * (server/limits.ts) and the API's own (twenty/access.ts).
 */
import type { AppLoadContext } from '@remix-run/node'
import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit'
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

/** The limits of this process's environment (SIGN_IN_RATE_LIMIT and the others over the defaults). */
export function configuredFormLimits(env: {
  SIGN_IN_RATE_LIMIT?: number
  NEWSLETTER_RATE_LIMIT?: number
  CONTACT_RATE_LIMIT?: number
}): Record<FormLimitName, FormLimit> {
  return {
    'sign-in': { ...SIGN_IN_LIMIT, limit: env.SIGN_IN_RATE_LIMIT ?? SIGN_IN_LIMIT.limit },
    newsletter: { ...NEWSLETTER_LIMIT, limit: env.NEWSLETTER_RATE_LIMIT ?? NEWSLETTER_LIMIT.limit },
    contact: { ...CONTACT_LIMIT, limit: env.CONTACT_RATE_LIMIT ?? CONTACT_LIMIT.limit },
  }
}

export type FormLimitAnswer = { limited: false } | { limited: true; retryAfterS: number }

/** The forms' limits over one kind of store: the host makes one per process and hands it to actions. */
export interface FormLimits {
  take(name: FormLimitName, clientAddress: string): Promise<FormLimitAnswer>
  /** Forgets every count held in memory (tests). */
  reset(): void
}

export interface FormLimitsOptions {
  limits: Record<FormLimitName, FormLimit>
  /**
   * The store of one form's counts: express-rate-limit's Store interface, so the same kind as the
   * host's other limits (rate-limit-redis with REDIS_URL, decision 022). Default: memory.
   */
  store?: (name: FormLimitName) => Store
  /** A post was refused (metrics). */
  onRefused?: (name: FormLimitName) => void
  /** The store failed (Redis unreachable): the post is let through, and this is told. */
  onStoreError?: (name: FormLimitName, error: unknown) => void
}

export function createFormLimits(options: FormLimitsOptions): FormLimits {
  const stores = new Map<FormLimitName, Store>()
  function storeFor(name: FormLimitName): Store {
    let store = stores.get(name)
    if (!store) {
      store = options.store?.(name) ?? new MemoryStore()
      void Promise.resolve(store.init?.({ windowMs: options.limits[name].windowMs } as Options)).catch(
        (error: unknown) => options.onStoreError?.(name, error),
      )
      stores.set(name, store)
    }
    return store
  }
  return {
    async take(name, clientAddress) {
      const limit = options.limits[name]
      let counted: ClientRateLimitInfo
      try {
        counted = await storeFor(name).increment(clientAddress || 'unknown')
      } catch (error) {
        // A limit whose count cannot be taken does not turn into an error page; the edge's and
        // the API's own limits (and the database's sign-in lock) still stand.
        options.onStoreError?.(name, error)
        return { limited: false }
      }
      if (counted.totalHits <= limit.limit) return { limited: false }
      options.onRefused?.(name)
      const retryAfterS = Math.max(
        1,
        Math.ceil(((counted.resetTime?.getTime() ?? Date.now() + limit.windowMs) - Date.now()) / 1000),
      )
      return { limited: true, retryAfterS }
    },
    reset() {
      for (const store of stores.values()) (store as { shutdown?: () => void }).shutdown?.()
      stores.clear()
    },
  }
}

/** Used when the load context brings none (loaders and actions called directly, in tests). */
let inProcess: FormLimits | undefined
function inProcessLimits(): FormLimits {
  inProcess ??= createFormLimits({ limits: configuredFormLimits(getEnv()) })
  return inProcess
}

/** Counts one post of this form from the request's client address; says whether it is over the limit. */
export async function takeFormLimit(
  context: Pick<AppLoadContext, 'clientIp' | 'formLimits'>,
  name: FormLimitName,
): Promise<FormLimitAnswer> {
  return (context.formLimits ?? inProcessLimits()).take(name, context.clientIp)
}

/** Forgets every count of the in-process limits (tests). */
export function resetFormLimits(): void {
  inProcess?.reset()
  inProcess = undefined
}
