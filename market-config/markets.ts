/**
 * The nine market storefronts (SPEC section 1) with every locale-entry field of SPEC section 3.
 * Pure data, safe for the client bundle: maps keys here are public browser keys.
 */
export const LANGUAGES = ['en', 'nl', 'de', 'fr', 'it'] as const
export type Language = (typeof LANGUAGES)[number]

export const MARKET_CODES = ['uk', 'nl', 'nl-be', 'ie', 'fr', 'de', 'de-ch', 'de-at', 'it'] as const
export type MarketCode = (typeof MARKET_CODES)[number]

export type Currency = 'GBP' | 'EUR' | 'CHF'

/** Translation sets: one per language, plus Swiss German (the German text with "ss" for "ß"). */
export const I18N_LOCALES = ['en', 'nl', 'de', 'de-CH', 'fr', 'it'] as const
export type I18nLocale = (typeof I18N_LOCALES)[number]

export interface Market {
  /** Our code, also the optional path prefix on unmapped hosts (`/de-ch/...`). */
  code: MarketCode
  /** Locale segment of twenty API paths (`/api/twenty/v2/{brand}/{apiLocale}`). */
  apiLocale: string
  /** Business market code (ALGB, ALNL, ...). */
  marketCode: string
  /** Language of the route paths and of the API's texts. */
  language: Language
  /**
   * i18next language of the storefront's own texts: the language, except where a market writes
   * it differently (Swiss German has no "ß").
   */
  i18nLocale: I18nLocale
  /** BCP 47 tag for `<html lang>` and Intl. */
  languageTag: string
  /** Locale for the date picker (weeks start on Monday everywhere). */
  calendarLocale: string
  /** ISO 3166 code of the flag shown in the language selector. */
  flagCode: string
  /** Value of the language cookie. */
  cookieLanguage: string
  currency: Currency
  /** Locale used with Intl.NumberFormat for prices. */
  currencyFormatterCode: string
  name: string
  /** Production domain of the default brand. */
  domain: string
  mapsMapId: string
  mapsKey: string
  trustpilotBusinessId: string
}

const market = (m: Market) => m

export const MARKETS: Record<MarketCode, Market> = {
  uk: market({
    code: 'uk',
    apiLocale: 'couk',
    marketCode: 'ALGB',
    language: 'en',
    i18nLocale: 'en',
    languageTag: 'en-GB',
    calendarLocale: 'en-GB',
    flagCode: 'gb',
    cookieLanguage: 'en',
    currency: 'GBP',
    currencyFormatterCode: 'en-GB',
    name: 'United Kingdom',
    domain: 'www.vacanceselect.co.uk',
    mapsMapId: 'camping-uk',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  nl: market({
    code: 'nl',
    apiLocale: 'nl',
    marketCode: 'ALNL',
    language: 'nl',
    i18nLocale: 'nl',
    languageTag: 'nl-NL',
    calendarLocale: 'nl-NL',
    flagCode: 'nl',
    cookieLanguage: 'nl',
    currency: 'EUR',
    currencyFormatterCode: 'nl-NL',
    name: 'Nederland',
    domain: 'www.vacanceselect.nl',
    mapsMapId: 'camping-nl',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  'nl-be': market({
    code: 'nl-be',
    apiLocale: 'be',
    marketCode: 'ALBE',
    language: 'nl',
    i18nLocale: 'nl',
    languageTag: 'nl-BE',
    calendarLocale: 'nl-BE',
    flagCode: 'be',
    cookieLanguage: 'nl-be',
    currency: 'EUR',
    currencyFormatterCode: 'nl-BE',
    name: 'België',
    domain: 'www.vacanceselect.be',
    mapsMapId: 'camping-be',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  ie: market({
    code: 'ie',
    apiLocale: 'ie',
    marketCode: 'ALIE',
    language: 'en',
    i18nLocale: 'en',
    languageTag: 'en-IE',
    calendarLocale: 'en-GB',
    flagCode: 'ie',
    cookieLanguage: 'en-ie',
    currency: 'EUR',
    currencyFormatterCode: 'en-IE',
    name: 'Ireland',
    domain: 'www.vacanceselect.ie',
    mapsMapId: 'camping-ie',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  fr: market({
    code: 'fr',
    apiLocale: 'fr',
    marketCode: 'ALFR',
    language: 'fr',
    i18nLocale: 'fr',
    languageTag: 'fr-FR',
    calendarLocale: 'fr-FR',
    flagCode: 'fr',
    cookieLanguage: 'fr',
    currency: 'EUR',
    currencyFormatterCode: 'fr-FR',
    name: 'France',
    domain: 'www.vacanceselect.fr',
    mapsMapId: 'camping-fr',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  de: market({
    code: 'de',
    apiLocale: 'de',
    marketCode: 'ALDE',
    language: 'de',
    i18nLocale: 'de',
    languageTag: 'de-DE',
    calendarLocale: 'de-DE',
    flagCode: 'de',
    cookieLanguage: 'de',
    currency: 'EUR',
    currencyFormatterCode: 'de-DE',
    name: 'Deutschland',
    domain: 'www.vacanceselect.de',
    mapsMapId: 'camping-de',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  'de-ch': market({
    code: 'de-ch',
    apiLocale: 'ch',
    marketCode: 'ALCH',
    language: 'de',
    i18nLocale: 'de-CH',
    languageTag: 'de-CH',
    calendarLocale: 'de-CH',
    flagCode: 'ch',
    cookieLanguage: 'de-ch',
    currency: 'CHF',
    currencyFormatterCode: 'de-CH',
    name: 'Schweiz',
    domain: 'www.vacanceselect.ch',
    mapsMapId: 'camping-ch',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  'de-at': market({
    code: 'de-at',
    apiLocale: 'at',
    marketCode: 'ALAT',
    language: 'de',
    i18nLocale: 'de',
    languageTag: 'de-AT',
    calendarLocale: 'de-AT',
    flagCode: 'at',
    cookieLanguage: 'de-at',
    currency: 'EUR',
    currencyFormatterCode: 'de-AT',
    name: 'Österreich',
    domain: 'www.vacanceselect.at',
    mapsMapId: 'camping-at',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
  it: market({
    code: 'it',
    apiLocale: 'it',
    marketCode: 'ALIT',
    language: 'it',
    i18nLocale: 'it',
    languageTag: 'it-IT',
    calendarLocale: 'it-IT',
    flagCode: 'it',
    cookieLanguage: 'it',
    currency: 'EUR',
    currencyFormatterCode: 'it-IT',
    name: 'Italia',
    domain: 'www.vacanceselect.it',
    mapsMapId: 'camping-it',
    mapsKey: '',
    trustpilotBusinessId: '',
  }),
}

export const DEFAULT_MARKET: MarketCode = 'uk'

export function isMarketCode(value: string | undefined | null): value is MarketCode {
  return value != null && (MARKET_CODES as readonly string[]).includes(value)
}
