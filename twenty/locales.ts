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
  danskbilferie: {
    id: 'danskbilferie',
    name: 'Danskbilferie',
    socialHandle: 'danskbilferie',
    taggedPagePrefix: 'info',
  },
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
  /** Customer service's postal address (invented), line by line. */
  address: readonly string[]
  /** Customer service's e-mail address: contact-page messages go there (the outbox). */
  serviceEmail: string
  /** BCP 47 tag of the market's formats (dates, numbers and money in mails): the storefront's `currencyFormatterCode`. */
  locale: string
}

export const API_LOCALE_INFO: Record<ApiLocale, ApiLocaleInfo> = {
  couk: {
    language: 'en',
    countryCode: 'GB',
    phone: '+44 20 3808 4213',
    currency: 'GBP',
    eurRate: 0.86,
    address: ['Camping Select Ltd', '27 Old Gloucester Street', 'London WC1N 3AX', 'United Kingdom'],
    serviceEmail: 'service@uk.camping.example',
    locale: 'en-GB',
  },
  ie: {
    language: 'en',
    countryCode: 'IE',
    phone: '+353 1 513 4820',
    currency: 'EUR',
    eurRate: 1,
    address: ['Camping Select Ireland', '12 Merrion Square North', 'Dublin 2, D02 XE61', 'Ireland'],
    serviceEmail: 'service@ie.camping.example',
    locale: 'en-IE',
  },
  nl: {
    language: 'nl',
    countryCode: 'NL',
    phone: '+31 88 200 3000',
    currency: 'EUR',
    eurRate: 1,
    address: ['Camping Select B.V.', 'Stationsplein 45', '3511 ED Utrecht', 'Nederland'],
    serviceEmail: 'service@nl.camping.example',
    locale: 'nl-NL',
  },
  be: {
    language: 'nl',
    countryCode: 'BE',
    phone: '+32 2 808 4120',
    currency: 'EUR',
    eurRate: 1,
    address: ['Camping Select België', 'Kunstlaan 21', '1000 Brussel', 'België'],
    serviceEmail: 'service@be.camping.example',
    locale: 'nl-BE',
  },
  de: {
    language: 'de',
    countryCode: 'DE',
    phone: '+49 30 5683 7410',
    currency: 'EUR',
    eurRate: 1,
    address: ['Camping Select GmbH', 'Friedrichstraße 68', '10117 Berlin', 'Deutschland'],
    serviceEmail: 'service@de.camping.example',
    locale: 'de-DE',
  },
  ch: {
    language: 'de',
    countryCode: 'CH',
    phone: '+41 44 508 3290',
    currency: 'CHF',
    eurRate: 0.94,
    address: ['Camping Select Schweiz AG', 'Bahnhofstrasse 10', '8001 Zürich', 'Schweiz'],
    serviceEmail: 'service@ch.camping.example',
    locale: 'de-CH',
  },
  at: {
    language: 'de',
    countryCode: 'AT',
    phone: '+43 1 267 4830',
    currency: 'EUR',
    eurRate: 1,
    address: ['Camping Select Österreich GmbH', 'Mariahilfer Straße 47', '1060 Wien', 'Österreich'],
    serviceEmail: 'service@at.camping.example',
    locale: 'de-AT',
  },
  fr: {
    language: 'fr',
    countryCode: 'FR',
    phone: '+33 1 85 14 72 60',
    currency: 'EUR',
    eurRate: 1,
    address: ['Camping Select France SAS', '18 rue de la Paix', '75002 Paris', 'France'],
    serviceEmail: 'service@fr.camping.example',
    locale: 'fr-FR',
  },
  it: {
    language: 'it',
    countryCode: 'IT',
    phone: '+39 02 9475 3180',
    currency: 'EUR',
    eurRate: 1,
    address: ['Camping Select Italia S.r.l.', 'Via Dante 14', '20121 Milano', 'Italia'],
    serviceEmail: 'service@it.camping.example',
    locale: 'it-IT',
  },
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

/**
 * Each brand's colours for its e-mails: the storefront theme's tokens (market-config/themes.ts;
 * tests/mail-brands.test.ts keeps the two the same), since twenty imports nothing from the
 * storefront.
 */
export interface MailColours {
  primary: string
  onPrimary: string
  ink: string
  muted: string
  line: string
  surface: string
  canvas: string
  footer: string
  onFooter: string
  buttonRadius: string
  font: string
}

const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", serif'
const ALPHA: MailColours = {
  primary: '#0b6e4f',
  onPrimary: '#ffffff',
  ink: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  surface: '#ffffff',
  canvas: '#f5f7fa',
  footer: '#0f2e24',
  onFooter: '#e6f0ec',
  buttonRadius: '0.5rem',
  font: SANS,
}
const BRAVO: MailColours = {
  primary: '#1d4ed8',
  onPrimary: '#ffffff',
  ink: '#0f172a',
  muted: '#475569',
  line: '#cbd5e1',
  surface: '#ffffff',
  canvas: '#f1f5f9',
  footer: '#0f172a',
  onFooter: '#e2e8f0',
  buttonRadius: '9999px',
  font: SANS,
}
const CHARLIE: MailColours = {
  primary: '#3f3a35',
  onPrimary: '#fdfaf5',
  ink: '#262220',
  muted: '#6b625a',
  line: '#e2d9cc',
  surface: '#ffffff',
  canvas: '#faf7f2',
  footer: '#262220',
  onFooter: '#efe6d6',
  buttonRadius: '0.125rem',
  font: SERIF,
}

export const MAIL_COLOURS: Record<BrandId, MailColours> = {
  default: ALPHA,
  vacanceselect: ALPHA,
  friferie: BRAVO,
  luxcamp: CHARLIE,
  danskbilferie: BRAVO,
}
