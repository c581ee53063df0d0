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
  /**
   * Trustpilot's business unit of the market's domain (its reviews, the widget's
   * `data-businessunit-id`; public on the brand's Trustpilot page).
   */
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
    trustpilotBusinessId: '4bf5fbc2000064000508a4c1',
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
    trustpilotBusinessId: '4c0b8aba000064000509bd46',
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
    trustpilotBusinessId: '4f3a7d2a000064000513c0e2',
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
    trustpilotBusinessId: '5a1e4c8f0000ff0005b2f3a1',
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
    trustpilotBusinessId: '4d5b3e1a00006400050f0b7c',
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
    trustpilotBusinessId: '4e8c2a5f0000640005108d93',
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
    trustpilotBusinessId: '5b7d1e3c9a2b4f0001c4e8d2',
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
    trustpilotBusinessId: '5c2e9f1b7d3a4e0001a6b5c7',
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
    trustpilotBusinessId: '5d8a3c2e1f4b6a0001b9c3d4',
  }),
}

export const DEFAULT_MARKET: MarketCode = 'uk'

export function isMarketCode(value: string | undefined | null): value is MarketCode {
  return value != null && (MARKET_CODES as readonly string[]).includes(value)
}
