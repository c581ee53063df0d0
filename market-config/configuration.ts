/**
 * Market configuration (SPEC section 3): per brand and market, the icons, sorting options,
 * footer layout, phone prefixes, booking-form countries and default filter-page date.
 */
import type { BrandId } from './brands'
import { MARKETS, type Currency, type MarketCode } from './markets'

export interface IconLink {
  /** File under /public/icons. */
  icon: string
  /** i18n key in `common` for the alt text. */
  labelKey: string
  width: number
  height: number
}

export interface SafetyIcons {
  footerCenter: IconLink[]
  paymentList: IconLink[]
  securityList: IconLink[]
  trust: IconLink[]
  headerLeft: IconLink[]
  headerRight: IconLink[]
}

export interface SortOption {
  orderBy: 'popular' | 'price' | 'reviews'
  order: 'asc' | 'desc'
  /** i18n key in `common`. */
  labelKey: string
}

/** The Trustpilot widget of a storefront (SPEC section 3): its business unit and a plain link to its reviews. */
export interface TrustpilotConfiguration {
  businessUnitId: string
  /** The reviews page on the market's Trustpilot site: the widget's fallback without JavaScript, consent or network. */
  reviewUrl: string
  /** The widget's language (`en-GB`). */
  locale: string
}

export interface MarketConfiguration {
  brand: BrandId
  locale: MarketCode
  currency: Currency
  safetyIcons: SafetyIcons
  socialIcons: string[]
  sortingOptions: {
    accommodations: SortOption[]
    sites: SortOption[]
    reviewSorting: string[]
    reviewGroupSorting: string[]
  }
  footer: { columns: 3 }
  /** Phone prefixes offered first in booking forms (the rest come from the API). */
  phonePrefixes: string[]
  /** Countries (ISO codes) listed first in booking forms. */
  bookingFormularCountries: string[]
  /** Date the filter pages search from when none is chosen: 'next-saturday' or a season start. */
  defaultFilterpageDate: 'api' | 'next-saturday'
  /** Pages not translated for this market (they fall back to the route table's path). */
  notTranslated: string[]
  /** Null where the brand has no Trustpilot reviews of its own for the market. */
  trustpilot: TrustpilotConfiguration | null
}

const icon = (path: string, labelKey: string, width: number, height: number): IconLink => ({
  icon: path,
  labelKey,
  width,
  height,
})

const SORT_SITES: SortOption[] = [
  { orderBy: 'popular', order: 'desc', labelKey: 'sorting.popular-desc' },
  { orderBy: 'price', order: 'asc', labelKey: 'sorting.price-asc' },
  { orderBy: 'price', order: 'desc', labelKey: 'sorting.price-desc' },
  { orderBy: 'reviews', order: 'desc', labelKey: 'sorting.review-desc' },
]
const SORT_ACCOMMODATIONS: SortOption[] = SORT_SITES.slice(0, 3)

export const REVIEW_SORTING = ['most-helpful', 'highest-grade', 'lowest-grade', 'oldest-newest', 'newest-oldest']
export const REVIEW_GROUPS = [
  'couple',
  'family-with-youngest-child-higher-6-years',
  'family-with-youngest-child-lower-6-years',
  'group-of-friends',
  'solo',
]

/**
 * Trust marks differ per market: each market shows its own country's bodies, never another
 * country's (issue 17: de-at showed the German DRV, ie the UK's ABTA).
 */
export const TRUST_BY_MARKET: Record<MarketCode, IconLink[]> = {
  uk: [icon('safety/abta.svg', 'safety.abta', 80, 50), icon('safety/atol.svg', 'safety.atol', 80, 50)],
  // Irish tour operators are licensed and bonded by the Commission for Aviation Regulation.
  ie: [icon('safety/car-ie.svg', 'safety.car', 110, 50), icon('safety/itaa.svg', 'safety.itaa', 90, 50)],
  nl: [icon('safety/sgr.svg', 'safety.sgr', 80, 50), icon('safety/anvr.svg', 'safety.anvr', 80, 50)],
  'nl-be': [icon('safety/garantiefonds.svg', 'safety.garantiefonds', 110, 50)],
  // An SSL certificate is no trust body: the security list's secure-payment mark says it everywhere (issue 21).
  fr: [icon('safety/apst.svg', 'safety.apst', 90, 50)],
  de: [icon('safety/drv.svg', 'safety.drv', 80, 50)],
  'de-ch': [icon('safety/garantiefonds-ch.svg', 'safety.garantiefonds-ch', 120, 50)],
  'de-at': [icon('safety/oerv.svg', 'safety.oerv', 90, 50)],
  it: [icon('safety/fiavet.svg', 'safety.fiavet', 100, 50)],
}

/** Trustpilot's site of each market, for the reviews link. */
const TRUSTPILOT_HOST: Record<MarketCode, string> = {
  uk: 'uk.trustpilot.com',
  ie: 'ie.trustpilot.com',
  nl: 'nl.trustpilot.com',
  'nl-be': 'nl-be.trustpilot.com',
  fr: 'fr.trustpilot.com',
  de: 'de.trustpilot.com',
  'de-ch': 'ch.trustpilot.com',
  'de-at': 'at.trustpilot.com',
  it: 'it.trustpilot.com',
}

/**
 * The market's Trustpilot business unit is that of its domain, which is Vacanceselect's (and the
 * default storefront's, which stands in for it locally): the other brands trade under their own
 * names and have no reviews there, so they show neither the widget nor the Trustpilot mark
 * rather than another brand's reviews (issue 21).
 */
export function trustpilotConfiguration(brand: BrandId, market: MarketCode): TrustpilotConfiguration | null {
  if (brand !== 'vacanceselect' && brand !== 'default') return null
  const entry = MARKETS[market]
  if (!entry.trustpilotBusinessId) return null
  return {
    businessUnitId: entry.trustpilotBusinessId,
    reviewUrl: `https://${TRUSTPILOT_HOST[market]}/review/${entry.domain}`,
    locale: entry.languageTag,
  }
}

/** Visa and Mastercard everywhere; iDEAL in the Netherlands (SPEC section 9). */
function paymentIcons(market: MarketCode): IconLink[] {
  const cards = [
    icon('payment/visa.svg', 'payment.visa', 48, 32),
    icon('payment/mastercard.svg', 'payment.mastercard', 48, 32),
  ]
  return market === 'nl' ? [...cards, icon('payment/ideal.svg', 'payment.ideal', 48, 32)] : cards
}

export function marketConfiguration(brand: BrandId, market: MarketCode): MarketConfiguration {
  const trust = TRUST_BY_MARKET[market]
  const trustpilot = trustpilotConfiguration(brand, market)
  return {
    brand,
    locale: market,
    currency: MARKETS[market].currency,
    safetyIcons: {
      footerCenter: trust,
      paymentList: paymentIcons(market),
      securityList: [icon('safety/secure-payment.svg', 'safety.secure-payment', 110, 50)],
      trust: trustpilot ? [icon('safety/trustpilot.svg', 'safety.reviews', 110, 50)] : [],
      headerLeft: [],
      headerRight: trust.slice(0, 1),
    },
    socialIcons: ['facebook', 'instagram', 'youtube', 'pinterest'],
    sortingOptions: {
      accommodations: SORT_ACCOMMODATIONS,
      sites: SORT_SITES,
      reviewSorting: REVIEW_SORTING,
      reviewGroupSorting: REVIEW_GROUPS,
    },
    footer: { columns: 3 },
    phonePrefixes: PHONE_PREFIX_FIRST[market],
    bookingFormularCountries: BOOKING_COUNTRIES_FIRST[market],
    defaultFilterpageDate: 'api',
    notTranslated: ['bookingExtras'],
    trustpilot,
  }
}

const PHONE_PREFIX_FIRST: Record<MarketCode, string[]> = {
  uk: ['+44'],
  ie: ['+353', '+44'],
  nl: ['+31', '+32'],
  'nl-be': ['+32', '+31'],
  fr: ['+33'],
  de: ['+49'],
  'de-ch': ['+41'],
  'de-at': ['+43'],
  it: ['+39'],
}
const BOOKING_COUNTRIES_FIRST: Record<MarketCode, string[]> = {
  uk: ['GB'],
  ie: ['IE', 'GB'],
  nl: ['NL', 'BE'],
  'nl-be': ['BE', 'NL'],
  fr: ['FR'],
  de: ['DE'],
  'de-ch': ['CH'],
  'de-at': ['AT'],
  it: ['IT'],
}
