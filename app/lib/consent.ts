/**
 * Cookie consent (issue 21, decision 029): what the visitor allowed, kept for 365 days in the
 * `cookie-consent` cookie (SPEC section 7 reads marketing consent from it). Necessary cookies are
 * always on; analytics lets the tag manager load; marketing lets the chatbot and the Trustpilot
 * widget load and the flags' hits count (`hasConsented`). Types and names only: the browser gets
 * the parsed choice from the root loader (consent.server.ts parses the cookie).
 */
export const CONSENT_COOKIE = 'cookie-consent'
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60
/** A new category or purpose raises it, and everyone is asked again. */
export const CONSENT_VERSION = 1

export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

export interface Consent {
  necessary: true
  analytics: boolean
  marketing: boolean
  v: typeof CONSENT_VERSION
  /** When the choice was made (ms since the epoch). */
  at: number
}

/** The banner's and the settings page's buttons. */
export const CONSENT_INTENTS = ['accept', 'reject', 'save'] as const
export type ConsentIntent = (typeof CONSENT_INTENTS)[number]

/** The resource route every consent form posts to (`app/routes/consent.tsx`). */
export const CONSENT_ACTION_PATH = '/cookie-consent'
/** The body field a script adds: answer with data, not the redirect a plain form post gets. */
export const CONSENT_ENHANCED_FIELD = 'enhanced'
/** The footer's "Cookie settings" link asks an open page to show the settings (with JavaScript). */
export const OPEN_CONSENT_EVENT = 'consent:open'
