/**
 * The e-mails of the customer portal, in the account's language, with absolute links to the
 * storefront's login page of the account's market. twenty imports nothing from the storefront,
 * so it keeps its own small table of what a link needs (as locales.ts does for phone numbers).
 */
import type { ApiLocale } from './contract'
import { languageOf, BRANDS, isApiLocale, isBrandId } from './locales'
import type { Language } from './schema'
import { taggedPageSlug } from './tagged-pages-data'

/** The storefront market of each API locale (its host's first label). */
export const MARKET_OF_API_LOCALE: Record<ApiLocale, string> = {
  couk: 'uk',
  ie: 'ie',
  nl: 'nl',
  be: 'nl-be',
  fr: 'fr',
  de: 'de',
  ch: 'de-ch',
  at: 'de-at',
  it: 'it',
}

/** The login page's path in each language (the storefront's route table says the same). */
export const LOGIN_PATHS: Record<Language, string> = {
  en: 'login',
  nl: 'inloggen',
  de: 'anmelden',
  fr: 'connexion',
  it: 'accedi',
}

/**
 * The storefront origin of a brand's market, e.g. `http://de-ch.luxcamp.localhost:3000`. The host
 * passes its own (TwentyApiOptions.storefrontOrigin); this default fits the local host names.
 */
export type StorefrontOrigin = (brand: string, market: string) => string
export const localStorefrontOrigin =
  (port = 3000): StorefrontOrigin =>
  (brand, market) =>
    `http://${brand === 'default' ? market : `${market}.${brand}`}.localhost:${port}`

export type PortalMailKind = 'set-password' | 'reset-password' | 'booking-credentials'

/** The login page with a step and its token: the step reads the token and removes it from the address. */
export function loginLink(
  origin: StorefrontOrigin,
  brand: string,
  apiLocale: string,
  step: string,
  token?: string,
): string {
  const market = isApiLocale(apiLocale) ? MARKET_OF_API_LOCALE[apiLocale] : 'uk'
  const language = isApiLocale(apiLocale) ? languageOf(apiLocale) : 'en'
  const params = new URLSearchParams({ step })
  if (token) params.set('token', token)
  return `${origin(brand, market)}/${LOGIN_PATHS[language]}?${params}`
}

/** My bookings' path in each language (the storefront's route table says the same; tests/mail.test.ts checks). */
export const MY_BOOKINGS_PATHS: Record<Language, string> = {
  en: 'profile/my-bookings',
  nl: 'profiel/mijn-boekingen',
  de: 'profil/meine-buchungen',
  fr: 'mon-profil/mes-reservations',
  it: 'profilo/le-mie-prenotazioni',
}

function marketOf(apiLocale: string): { market: string; language: Language } {
  return isApiLocale(apiLocale)
    ? { market: MARKET_OF_API_LOCALE[apiLocale], language: languageOf(apiLocale) }
    : { market: 'uk', language: 'en' }
}

/** A booking in My bookings (the portal asks for sign-in first, then shows it). */
export function bookingLink(origin: StorefrontOrigin, brand: string, apiLocale: string, bookingId: number): string {
  const { market, language } = marketOf(apiLocale)
  return `${origin(brand, market)}/${MY_BOOKINGS_PATHS[language]}#booking-${bookingId}`
}

/** The terms and conditions page (with the cancellation terms) at its slug in the language. */
export function termsLink(origin: StorefrontOrigin, brand: string, apiLocale: string): string {
  const { market, language } = marketOf(apiLocale)
  const prefix = isBrandId(brand) ? BRANDS[brand].taggedPagePrefix : ''
  const slug = taggedPageSlug('terms-and-conditions', language)
  return `${origin(brand, market)}/${prefix ? `${prefix}/` : ''}${slug}`
}

/** The payment page's last segment per language (the storefront's route table says the same). */
export const PAYMENT_SEGMENTS: Record<Language, string> = {
  en: 'payment',
  nl: 'betaling',
  de: 'zahlung',
  fr: 'paiement',
  it: 'pagamento',
}

/** A booking's own page in the portal (issue 19), e.g. `/profil/meine-buchungen/42`. */
export function bookingPageLink(origin: StorefrontOrigin, brand: string, apiLocale: string, bookingId: number): string {
  const { market, language } = marketOf(apiLocale)
  return `${origin(brand, market)}/${MY_BOOKINGS_PATHS[language]}/${bookingId}`
}

/** A booking's payment page (issue 20), e.g. `/profil/meine-buchungen/42/zahlung`. */
export function paymentPageLink(origin: StorefrontOrigin, brand: string, apiLocale: string, bookingId: number): string {
  const { language } = marketOf(apiLocale)
  return `${bookingPageLink(origin, brand, apiLocale, bookingId)}/${PAYMENT_SEGMENTS[language]}`
}
