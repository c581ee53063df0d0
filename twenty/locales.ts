/**
 * Brands and API locales as the twenty API knows them. This is the backend's own copy: twenty/
 * imports nothing from the storefront (market-config/), as the real API would not either.
 */
import { API_LOCALES, type ApiLocale } from './contract'
import type { Language, SiteCurrency } from './schema'

export const BRAND_IDS = ['default', 'vacanceselect', 'friferie', 'luxcamp', 'danskbilferie'] as const
export type BrandId = (typeof BRAND_IDS)[number]

export interface BrandInfo {
  id: BrandId
  name: string
  /** Account name on the social networks (facebook.com/{handle}, ...). */
  socialHandle: string
  /** danskbilferie serves tagged pages under /info/{slug}; the others at /{slug}. */
  taggedPagePrefix: '' | 'info'
}

export const BRANDS: Record<BrandId, BrandInfo> = {
  default: { id: 'default', name: 'Camping Select', socialHandle: 'campingselect', taggedPagePrefix: '' },
  vacanceselect: { id: 'vacanceselect', name: 'Vacanceselect', socialHandle: 'vacanceselect', taggedPagePrefix: '' },
  friferie: { id: 'friferie', name: 'Friferie', socialHandle: 'friferie', taggedPagePrefix: '' },
  luxcamp: { id: 'luxcamp', name: 'Luxcamp', socialHandle: 'luxcamp', taggedPagePrefix: '' },
  danskbilferie: { id: 'danskbilferie', name: 'Danskbilferie', socialHandle: 'danskbilferie', taggedPagePrefix: 'info' },
}

export function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value)
}

export function isApiLocale(value: string): value is ApiLocale {
  return (API_LOCALES as readonly string[]).includes(value)
}

export interface ApiLocaleInfo {
  language: Language
  /** ISO code of the market's country: first in the phone prefix and booking country lists. */
  countryCode: string
  /** Customer-service number shown in the header and footer (invented numbers). */
  phone: string
  /** Prices are answered in the market's currency, converted from EUR at a fixed rate. */
  currency: 'EUR' | 'GBP' | 'CHF'
  eurRate: number
}

export const API_LOCALE_INFO: Record<ApiLocale, ApiLocaleInfo> = {
  couk: { language: 'en', countryCode: 'GB', phone: '+44 20 3808 4213', currency: 'GBP', eurRate: 0.86 },
  ie: { language: 'en', countryCode: 'IE', phone: '+353 1 513 4820', currency: 'EUR', eurRate: 1 },
  nl: { language: 'nl', countryCode: 'NL', phone: '+31 88 200 3000', currency: 'EUR', eurRate: 1 },
  be: { language: 'nl', countryCode: 'BE', phone: '+32 2 808 4120', currency: 'EUR', eurRate: 1 },
  de: { language: 'de', countryCode: 'DE', phone: '+49 30 5683 7410', currency: 'EUR', eurRate: 1 },
  ch: { language: 'de', countryCode: 'CH', phone: '+41 44 508 3290', currency: 'CHF', eurRate: 0.94 },
  at: { language: 'de', countryCode: 'AT', phone: '+43 1 267 4830', currency: 'EUR', eurRate: 1 },
  fr: { language: 'fr', countryCode: 'FR', phone: '+33 1 85 14 72 60', currency: 'EUR', eurRate: 1 },
  it: { language: 'it', countryCode: 'IT', phone: '+39 02 9475 3180', currency: 'EUR', eurRate: 1 },
}

export function languageOf(apiLocale: ApiLocale): Language {
  return API_LOCALE_INFO[apiLocale].language
}

/** Countries a customer may live in (booking forms) with their dialling prefixes. */
export const CUSTOMER_COUNTRIES: readonly { code: string; prefix: string }[] = [
  { code: 'GB', prefix: '+44' },
  { code: 'IE', prefix: '+353' },
  { code: 'NL', prefix: '+31' },
  { code: 'BE', prefix: '+32' },
  { code: 'LU', prefix: '+352' },
  { code: 'DE', prefix: '+49' },
  { code: 'AT', prefix: '+43' },
  { code: 'CH', prefix: '+41' },
  { code: 'FR', prefix: '+33' },
  { code: 'IT', prefix: '+39' },
  { code: 'ES', prefix: '+34' },
  { code: 'DK', prefix: '+45' },
  { code: 'PL', prefix: '+48' },
]

/** A EUR amount in the API locale's currency, in whole units (what "from" prices show). */
export function priceInLocaleCurrency(apiLocale: ApiLocale, eur: number): number {
  return Math.round(eur * API_LOCALE_INFO[apiLocale].eurRate)
}

/**
 * The currency a campsite charges in on site, by its country (ISO 3166 code): the euro everywhere
 * in the euro area (Croatia included), the krone in Denmark, the franc in Switzerland.
 */
export const CAMPSITE_CURRENCIES: Readonly<Record<string, SiteCurrency>> = { DK: 'DKK', CH: 'CHF', GB: 'GBP' }

export function campsiteCurrency(countryCode: string): SiteCurrency {
  return CAMPSITE_CURRENCIES[countryCode] ?? 'EUR'
}
