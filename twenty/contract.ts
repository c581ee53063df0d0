/**
 * The twenty API contract: zod schemas of every request and response. The embedded API
 * (twenty/router.ts) validates requests with them; the storefront's client
 * (app/lib/twenty.server.ts) validates responses with them. One edit here changes both sides.
 *
 * Paths are relative to `/api/twenty/{v1|v2}/{brand}/{apiLocale}/`.
 */
import { z } from 'zod'
import {
  accessibilityFacetSchema,
  siteAccessibilityFilterSchema,
  unitAccessibilityFilterSchema,
} from './accessibility-contract'

export const API_LOCALES = ['couk', 'nl', 'be', 'ie', 'fr', 'de', 'ch', 'at', 'it'] as const
export const apiLocaleSchema = z.enum(API_LOCALES)
export type ApiLocale = z.infer<typeof apiLocaleSchema>

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/**
 * An id in a path or query is a canonical positive integer: `12`, never `012`, `12.0`, `0xc`,
 * ` 12` or `1e1` (issue 16: `customer-portal/bookings/01` read booking 1). Everything else is null.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,14}$/.test(value)) return null
  return Number(value)
}

/**
 * Headers of the storefront's own server-side calls (decision 014). When the API is embedded,
 * every path but the images needs the internal key; the client address lets the API's
 * per-client limits see the visitor rather than the storefront.
 */
export const TWENTY_INTERNAL_HEADER = 'x-twenty-internal'
export const TWENTY_CLIENT_HEADER = 'x-twenty-client'
/** The storefront's request id on every call, so the API's log lines join the page's (issue 22). */
export const REQUEST_ID_HEADER = 'x-request-id'
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** Every error answer: `{ error: { status, code, message } }`. */
export const apiErrorSchema = z.object({
  error: z.object({ status: z.number().int(), code: z.string(), message: z.string() }),
})
export type ApiError = z.infer<typeof apiErrorSchema>

// ---------------------------------------------------------------- navigation/groups (GET, v2)

export const navigationItemSchema = z.object({
  /** null renders a button (SPEC section 3). */
  url: z.string().nullable(),
  text: z.string(),
  icon: z.string().nullable(),
  openInNewTab: z.boolean(),
  isExternal: z.boolean(),
})
export type NavigationItem = z.infer<typeof navigationItemSchema>

export const footerLinkSchema = z.object({
  text: z.string(),
  url: z.string(),
  isExternal: z.boolean(),
  openInNewTab: z.boolean(),
})
export type FooterLink = z.infer<typeof footerLinkSchema>

export const socialIconSchema = z.object({ icon: z.string(), link: z.string() })
export type SocialIcon = z.infer<typeof socialIconSchema>

export const citySchema = z.object({ id: z.number().int(), name: z.string(), slug: slugSchema })
export type City = z.infer<typeof citySchema>

// Image sizes are contract too; kept free of zod so the browser can import them.
export { MEDIA_DENSITIES, MEDIA_SIZES, isMediaSize, type MediaSize } from './media-sizes'

export const imageSchema = z.object({
  /** Absolute path or URL of the image; accepts `w`, `h`, `dpr` and `fm` query parameters. */
  url: z.string(),
  alt: z.string(),
})

export const areaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: slugSchema,
  cities: z.array(citySchema),
  images: z.object({ small: imageSchema }),
  /** Popular areas are shown as image cards in the destinations menu (3 per country at most). */
  popular: z.boolean(),
  siteCount: z.number().int().nonnegative(),
  /** Lowest 7-night price of the area's campsites, in the market's currency (major units). */
  fromPrice: z.number().nonnegative().nullable().optional(),
})
export type Area = z.infer<typeof areaSchema>

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: slugSchema,
  /** ISO 3166-1 alpha-2, upper case. */
  code: z.string().length(2),
  title: z.string(),
  areas: z.array(areaSchema),
})
export type Country = z.infer<typeof countrySchema>

export const funnelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: slugSchema,
  defaultBookingDate: isoDate.nullable(),
  countries: z.array(countrySchema),
})
export type Funnel = z.infer<typeof funnelSchema>

export const footerSchema = z.object({
  /** Customer-service link columns (title + links). */
  columns: z.array(z.object({ title: z.string(), links: z.array(footerLinkSchema) })),
  socialIcons: z.array(socialIconSchema),
  gdprText: z.string(),
  newsletter: z.object({ title: z.string(), text: z.string() }),
  phone: z.string().nullable(),
  openingHours: z.string().nullable(),
  /** Customer service's postal address, line by line (the contact page shows it). */
  address: z.array(z.string()),
})
export type Footer = z.infer<typeof footerSchema>

export const earlyBookingPeriodSchema = z.object({
  active: z.boolean(),
  startDate: isoDate,
  endDate: isoDate,
  /** Banner text; no banner without it. */
  text: z.string().nullable(),
  /** Slug the banner links to, in the request's language: `/{link}`, or `/info/{link}` for danskbilferie. */
  link: z.string().nullable(),
})
export type EarlyBookingPeriod = z.infer<typeof earlyBookingPeriodSchema>

/**
 * `slug` is the page's path segment in the request's language (`kontakt`); `key` names the page
 * whatever the language (its English slug: `contact`, `safety-icons`).
 */
export const taggedPageSummarySchema = z.object({
  key: slugSchema,
  slug: slugSchema,
  title: z.string(),
  tags: z.array(z.string()),
})
export type TaggedPageSummary = z.infer<typeof taggedPageSummarySchema>

export const navigationGroupsSchema = z.object({
  data: z.object({
    funnels: z.array(funnelSchema),
    header: z.object({ top: z.array(navigationItemSchema), bottom: z.array(navigationItemSchema) }),
    /** The first element is used (SPEC section 3). */
    footer: z.array(footerSchema).min(1),
    analyticsData: z.object({
      season: z.object({
        current: z.object({ type: z.enum(['summer', 'winter']), year: z.number().int() }),
        next: z.object({ year: z.number().int() }),
      }),
    }),
    phonePrefixes: z.array(z.object({ countryCode: z.string().length(2), prefix: z.string() })),
    /** Countries a booking form may choose (code + name in the request's language). */
    countries: z.array(z.object({ code: z.string().length(2), name: z.string() })),
    defaultCalenderDate: isoDate,
    earlyBookingPeriod: earlyBookingPeriodSchema.nullable(),
    taggedPages: z.array(taggedPageSummarySchema),
  }),
})
export type NavigationGroups = z.infer<typeof navigationGroupsSchema>['data']

// ---------------------------------------------------------------- newsletter/subscribe (POST, v2)

export const newsletterSubscribeRequestSchema = z.object({
  email: z.email().max(254),
  /** Where the signup came from, e.g. `footer`. */
  reference: z.string().min(1).max(64),
})
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>

/**
 * The same answer for a new and an already subscribed address, so the API cannot tell anyone
 * who is subscribed.
 */
export const newsletterSubscribeResponseSchema = z.object({
  data: z.object({ subscribed: z.literal(true) }),
})

// ---------------------------------------------------------------- contact (POST, v2)

/** `POST contact`: a message from the contact page to customer service (written to the outbox). */
export const contactMessageRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  /** The booking it is about, if any. */
  bookingRef: z.string().trim().max(32).optional(),
  message: z.string().trim().min(1).max(4000),
})
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>
/** 202: accepted; customer service answers by e-mail. */
export const contactMessageResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) })

// ---------------------------------------------------------------- catalogue/resolve (GET, v2)

/**
 * `GET catalogue/resolve?path=camping/france/dordogne` tells what a catalogue path is:
 * funnel, country, area, city, site or tagged page. 404 when no such page exists.
 */
export const breadcrumbSchema = z.object({ name: z.string(), path: z.string() })
export type CatalogueBreadcrumb = z.infer<typeof breadcrumbSchema>

const resolvedBase = {
  /** Canonical path without leading slash. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  breadcrumbs: z.array(breadcrumbSchema),
}

export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() })

export const catalogueResolveSchema = z.object({
  data: z.discriminatedUnion('type', [
    z.object({ type: z.literal('funnel'), ...resolvedBase, funnel: z.object({ slug: z.string(), name: z.string() }) }),
    z.object({
      type: z.literal('country'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      country: z.object({ slug: z.string(), name: z.string(), code: z.string() }),
    }),
    z.object({
      type: z.literal('area'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      country: z.object({ slug: z.string(), name: z.string(), code: z.string() }),
      area: z.object({ slug: z.string(), name: z.string() }),
    }),
    z.object({
      type: z.literal('city'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      city: z.object({ slug: z.string(), name: z.string() }),
    }),
    z.object({
      type: z.literal('site'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      country: z.object({ slug: z.string(), name: z.string(), code: z.string() }),
      area: z.object({ slug: z.string(), name: z.string() }),
      site: z.object({ slug: z.string(), name: z.string(), coordinates: coordinatesSchema }),
    }),
    z.object({
      type: z.literal('taggedPage'),
      ...resolvedBase,
      /**
       * `slug` in the request's language, `key` the page's English slug. A path that names the page
       * by another language's slug resolves too, with `path` the page's own: the storefront
       * redirects there (decision 020).
       */
      page: z.object({ slug: z.string(), key: z.string(), tags: z.array(z.string()), body: z.string() }),
    }),
  ]),
})
export type CatalogueResolution = z.infer<typeof catalogueResolveSchema>['data']

// ---------------------------------------------------------------- pages/{slug} (GET, v2)

/** `GET pages/{slug}`: one tagged page in the request's language; 404 when there is none. */
export const taggedPageSchema = z.object({
  /** The page's slug in the request's language (its path segment). */
  slug: slugSchema,
  /** The page whatever the language: its English slug (`contact`). */
  key: slugSchema,
  title: z.string(),
  tags: z.array(z.string()),
  /** Plain text; paragraphs are separated by a blank line. */
  body: z.string(),
})
export type TaggedPage = z.infer<typeof taggedPageSchema>

export const taggedPageResponseSchema = z.object({ data: taggedPageSchema })

// ---------------------------------------------------------------- search (POST, v2)

/** Accommodation categories as slugs (DESIGN.md). */
export const ACCOMMODATION_CATEGORY_SLUGS = [
  'mobile-home',
  'safari-tents',
  'lodge-tent',
  'bungalow-tent',
  'pitch',
  'apartment',
] as const
export const accommodationCategorySchema = z.enum(ACCOMMODATION_CATEGORY_SLUGS)
export type AccommodationCategorySlug = z.infer<typeof accommodationCategorySchema>

/** SPEC section 9: the traveller groups reviews are filed under. */
export const TRAVELLER_GROUP_SLUGS = [
  'couple',
  'family-with-youngest-child-higher-6-years',
  'family-with-youngest-child-lower-6-years',
  'group-of-friends',
  'solo',
] as const

/** A calendar date that exists (2027-02-30 does not). */
const calendarDate = isoDate.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}, 'not a calendar date (YYYY-MM-DD)')

/** Clients send null for "not chosen" as often as they leave a field out: both mean absent. */
const absent = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? undefined)

const slugListSchema = z.array(slugSchema).max(50)
const smallCountListSchema = z.array(z.number().int().min(0).max(20)).max(21)

export const SEARCH_MAX_DURATION = 28
export const SEARCH_MAX_LIMIT = 50
/** Map pins are not paged; more than this many is a query to narrow down. */
export const SEARCH_MAX_MAP_PINS = 5000

export const searchOrderBySchema = z.enum(['popular', 'price', 'reviews'])
export const searchOrderSchema = z.enum(['asc', 'desc'])

export const personsSchema = z.object({
  adults: z.number().int().min(1).max(12).default(2),
  /** Children by age at arrival: under 3 stay free, 3-11 pay half the per-person charges. */
  children: z
    .array(z.object({ age: z.number().int().min(0).max(17) }))
    .max(10)
    .default([]),
})
export type Persons = z.infer<typeof personsSchema>

/**
 * The one body of `POST search/sites` and `POST search/accommodations` (DESIGN.md, "What is known
 * of the real twenty API"). Every part may be left out; defaults are SPEC's (2 adults, 7 nights,
 * popular first, 10 per page). Unknown keys are refused, so a misspelt filter is a 400, not a
 * silently ignored one.
 */
export const searchRequestSchema = z.strictObject({
  filters: z
    .strictObject({
      site: z
        .strictObject({
          /** Facility ids (e.g. 192 swimming pool, 4730 dogs allowed, 4723 Wi-Fi); a site needs all. */
          facilities: z.array(z.number().int().positive()).max(30).default([]),
          countries: slugListSchema.default([]),
          areas: slugListSchema.default([]),
          funnels: slugListSchema.default([]),
          /** Minimum review grades (out of 10); the lowest chosen applies ("8+" or "9+" means 8+). */
          reviewScores: z.array(z.number().int().min(1).max(10)).max(10).default([]),
          /** Accessibility features of the campsite (issue 24); a site needs all. */
          accessibility: siteAccessibilityFilterSchema.default([]),
        })
        .prefault({}),
      accommodation: z
        .strictObject({
          categories: z.array(accommodationCategorySchema).max(6).default([]),
          bedrooms: smallCountListSchema.default([]),
          bathrooms: smallCountListSchema.default([]),
          /** Accessibility features of a unit (issue 24); one unit for the party needs all. */
          accessibility: unitAccessibilityFilterSchema.default([]),
        })
        .prefault({}),
    })
    .prefault({}),
  parameters: z
    .strictObject({
      /** Adds `topFacilities` to every site. */
      includeTopFacilities: z.boolean().default(false),
      /** Brand product code; accepted for compatibility, the brand in the path decides. */
      product: absent(z.string().max(64)),
      funnel: absent(slugSchema),
      /** Arrival date; default: the default calendar date (navigation `defaultCalenderDate`). */
      date: absent(calendarDate),
      /** Nights. */
      duration: z.number().int().min(1).max(SEARCH_MAX_DURATION).default(7),
      country: absent(slugSchema),
      area: absent(slugSchema),
      /** A city page's campsites (an extension of the real API's body, in its style). */
      city: absent(slugSchema),
      persons: personsSchema.prefault({}),
      /** One campsite (search/accommodations: its accommodations). */
      site: absent(slugSchema),
      /** Free text narrowing the results (the FTS index of `search/free`). */
      filter: absent(z.string().trim().max(200)),
      /** Coordinates only (search/sites): every matching site as a map pin, no paging. */
      map: z.boolean().default(false),
    })
    .prefault({}),
  meta: z
    .strictObject({
      limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(10),
      /** Default: desc for popular and reviews, asc for price. */
      order: absent(searchOrderSchema),
      orderBy: searchOrderBySchema.default('popular'),
      /** The storefront's label of the chosen sort option; echoed back. */
      orderSettingsLabel: absent(z.string().max(100)),
      page: z.number().int().min(1).max(10_000).default(1),
    })
    .prefault({}),
})
export type SearchRequest = z.infer<typeof searchRequestSchema>
export type SearchRequestInput = z.input<typeof searchRequestSchema>

export const moneySchema = z.number().nonnegative()
/**
 * Currencies of amounts: the markets' (EUR, GBP, CHF) for what is paid to us, and a campsite's
 * own (EUR in the euro area, DKK in Denmark, CHF in Switzerland) for what is paid at the campsite.
 */
export const SITE_CURRENCIES = ['EUR', 'GBP', 'CHF', 'DKK'] as const
export const siteCurrencySchema = z.enum(SITE_CURRENCIES)
export type SiteCurrency = z.infer<typeof siteCurrencySchema>

export const feeLineSchema = z.object({
  /** SPEC fee type ids: reservationFees 1, liabilityInsurance 2, securityFees 7, sgrFees 11, travelInsurance 12; touristTax 13. */
  feeTypeId: z.number().int(),
  type: z.string(),
  name: z.string(),
  /** SPEC price unit (stay, accommodation, personNight, ...). */
  unit: z.string(),
  /** Units charged: 1 per stay, person-nights for tourist tax (children by age). */
  quantity: z.number().nonnegative(),
  amount: moneySchema,
  /** The market's currency, or for a fee paid on site the campsite's own (never converted). */
  currency: siteCurrencySchema,
  /** Unavoidable: charged on every booking of this stay. */
  mandatory: z.boolean(),
  /** Paid at the campsite (a refundable deposit): never part of `totalPrice`. */
  payOnSite: z.boolean(),
  /** Counted in `totalPrice` (mandatory and paid with the booking). */
  includedInTotal: z.boolean(),
})
export type FeeLine = z.infer<typeof feeLineSchema>

export const stayPriceSchema = z.object({
  currency: z.enum(['EUR', 'GBP', 'CHF']),
  /** Rent of the whole stay before any discount. */
  priceBeforeFeesBeforeDiscount: moneySchema,
  /** Rent after the discount. */
  priceBeforeFeesAfterDiscount: moneySchema,
  /** Rent after the discount plus the unavoidable fees: what the booking costs (= totalPrice). */
  priceAfterDiscount: moneySchema,
  /** The amount to show: rent after discount + mandatory fees paid with the booking. */
  totalPrice: moneySchema,
  discount: z.object({ kind: z.string(), percent: z.number(), amount: moneySchema }).nullable(),
  fees: z.array(feeLineSchema),
  /** Mandatory amounts paid at the campsite (deposit), in `payOnSiteCurrency`. */
  payOnSite: moneySchema,
  /** The campsite's currency: what it charges on site in (EUR, DKK, ...), whatever the market's. */
  payOnSiteCurrency: siteCurrencySchema,
})
export type StayPrice = z.infer<typeof stayPriceSchema>

export const sizedImageSchema = imageSchema.extend({ width: z.number().int(), height: z.number().int() })

export const facilitySummarySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })

export const searchSiteSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  name: z.string(),
  /** "Sarlat-la-Canéda, Dordogne". */
  location: z.string(),
  /** The first sentences of the description, in the request's language. */
  description: z.string(),
  meta: z.object({
    country: z.object({ slug: slugSchema, code: z.string().length(2), name: z.string() }),
    area: z.object({ slug: slugSchema, name: z.string() }),
    city: z.object({ slug: slugSchema, name: z.string() }),
    funnel: z.object({ slug: slugSchema }),
  }),
  /** Catalogue path: `{funnel}/{country}/{area}/{site}`. */
  path: z.string(),
  coordinates: coordinatesSchema,
  image: sizedImageSchema,
  stars: z.number().int(),
  reviewScore: z.number(),
  reviewCount: z.number().int().nonnegative(),
  /** Only with parameters.includeTopFacilities. */
  topFacilities: z.array(facilitySummarySchema).optional(),
  /** False when no unit for the party can be booked for the asked stay. */
  available: z.boolean(),
  /** The cheapest bookable unit for the asked stay and party; null when none is. */
  cheapestAccommodation: z
    .object({ id: z.number().int(), name: z.string(), categorySlug: accommodationCategorySchema })
    .nullable(),
  price: stayPriceSchema.nullable(),
})
export type SearchSite = z.infer<typeof searchSiteSchema>

export const mapPinSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  /** As on a listed site: "Sarlat-la-Canéda, Dordogne" and `camping/france/dordogne/{slug}`. */
  location: z.string(),
  path: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Total price of the cheapest bookable unit (market currency), null when none is. */
  price: moneySchema.nullable(),
})
export type MapPin = z.infer<typeof mapPinSchema>

const facetValueSchema = z.object({ count: z.number().int().nonnegative(), selected: z.boolean() })
export const searchFacetsSchema = z.object({
  facilities: z.array(
    facetValueSchema.extend({ id: z.number().int(), slug: z.string(), name: z.string(), open: z.boolean() }),
  ),
  countries: z.array(facetValueSchema.extend({ slug: slugSchema, name: z.string() })),
  areas: z.array(facetValueSchema.extend({ slug: slugSchema, name: z.string(), country: slugSchema })),
  funnels: z.array(facetValueSchema.extend({ slug: slugSchema, name: z.string() })),
  reviewScores: z.array(facetValueSchema.extend({ value: z.number().int() })),
  categories: z.array(facetValueSchema.extend({ slug: accommodationCategorySchema, name: z.string() })),
  bedrooms: z.array(facetValueSchema.extend({ value: z.number().int() })),
  bathrooms: z.array(facetValueSchema.extend({ value: z.number().int() })),
  accessibility: z.array(accessibilityFacetSchema),
})
export type SearchFacets = z.infer<typeof searchFacetsSchema>

/** The stay the prices are for, and whether the calendar allows it at all. */
export const searchStaySchema = z.object({
  arrivalDate: isoDate,
  departureDate: isoDate,
  duration: z.number().int(),
  persons: personsSchema,
  season: z.enum(['low', 'mid', 'high']).nullable(),
  /** False when no campsite can take this stay (closed season, not a Saturday in high season, too short). */
  bookable: z.boolean(),
  reason: z.enum(['closed', 'arrivalDay', 'minimumStay', 'wholeWeeks']).nullable(),
})

export const searchPagingSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  pages: z.number().int().nonnegative(),
  orderBy: searchOrderBySchema,
  order: searchOrderSchema,
  orderSettingsLabel: z.string().nullable(),
})

export const searchSitesResponseSchema = z.object({
  data: z.discriminatedUnion('view', [
    z.object({
      view: z.literal('list'),
      sites: z.array(searchSiteSchema),
      facets: searchFacetsSchema,
      meta: searchPagingSchema,
      stay: searchStaySchema,
    }),
    z.object({
      view: z.literal('map'),
      sites: z.array(mapPinSchema),
      meta: z.object({ total: z.number().int().nonnegative(), truncated: z.boolean() }),
      stay: searchStaySchema,
    }),
  ]),
})
export type SearchSitesResponse = z.infer<typeof searchSitesResponseSchema>['data']

/**
 * POST search/site-prices (issue 19): named campsites priced for one stay and party (the
 * favourites page's "from" prices). Every known campsite is answered, in the order asked, as a
 * `search/sites` result (`price` null when no unit for the party can be booked); unknown ids are
 * left out. No filters, facets or paging.
 */
export const SITE_PRICES_MAX = 200
export const sitePricesRequestSchema = z.strictObject({
  siteIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(SITE_PRICES_MAX),
  parameters: z
    .strictObject({
      /** Arrival; default: the default calendar date, as `search/sites`. */
      date: absent(calendarDate),
      duration: z.number().int().min(1).max(SEARCH_MAX_DURATION).default(7),
      persons: personsSchema.prefault({}),
    })
    .prefault({}),
})
export type SitePricesRequest = z.infer<typeof sitePricesRequestSchema>
export type SitePricesRequestInput = z.input<typeof sitePricesRequestSchema>

export const sitePricesResponseSchema = z.object({
  data: z.object({ sites: z.array(searchSiteSchema), stay: searchStaySchema }),
})
export type SitePrices = z.infer<typeof sitePricesResponseSchema>['data']

export const searchAccommodationSchema = stayPriceSchema.extend({
  id: z.number().int(),
  /** "Mobile home Riviera": category in the request's language + model name. */
  name: z.string(),
  /** Category name in the request's language. */
  category: z.string(),
  categorySlug: accommodationCategorySchema,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  maxPersons: z.number().int(),
  /** m². */
  size: z.number(),
  arrivalDate: isoDate,
  departureDate: isoDate,
  duration: z.number().int(),
  aircondition: z.boolean(),
  dogAllowed: z.boolean(),
  images: z.array(sizedImageSchema),
  site: z.object({ slug: slugSchema, name: z.string(), path: z.string() }),
})
export type SearchAccommodation = z.infer<typeof searchAccommodationSchema>

export const accommodationAlternativeSchema = searchAccommodationSchema.extend({
  /** `alternative`: another unit for the asked dates; `adjacent`: the asked kind on the nearest other arrival date. */
  kind: z.enum(['alternative', 'adjacent']),
})
export type AccommodationAlternative = z.infer<typeof accommodationAlternativeSchema>

export const searchAccommodationsResponseSchema = z.object({
  data: z.object({
    accommodations: z.array(searchAccommodationSchema),
    /** Only when the asked stay has no bookable unit: other units, then nearest arrival dates. */
    alternatives: z.array(accommodationAlternativeSchema),
    meta: searchPagingSchema,
    stay: searchStaySchema,
  }),
})
export type SearchAccommodationsResponse = z.infer<typeof searchAccommodationsResponseSchema>['data']

// ---------------------------------------------------------------- search/arrival-days (GET, v2)

/**
 * What the calendar says of each arrival day for a stay of `duration` nights, one letter a day:
 * `o` a stay can start then; `c` closed (the campsites are shut on some of its nights); `a` not an
 * arrival day (in high season stays start on a Saturday); `m` too short for the season; `w` the
 * season lets whole weeks only. The same reasons `search/sites` gives in `stay.reason`.
 */
export const ARRIVAL_DAY_CODES = { o: null, c: 'closed', a: 'arrivalDay', m: 'minimumStay', w: 'wholeWeeks' } as const
export type ArrivalDayCode = keyof typeof ARRIVAL_DAY_CODES
export type ArrivalDayProblem = Exclude<(typeof ARRIVAL_DAY_CODES)[ArrivalDayCode], null>

export const ARRIVAL_DAYS_MAX = 800

/** The query of catalogue/resolve: a storefront path to look up. */
export const resolveQuerySchema = z.object({ path: z.string().min(1).max(512) })

export const arrivalDaysQuerySchema = z.strictObject({
  duration: z.coerce.number().int().min(1).max(SEARCH_MAX_DURATION).default(7),
  /** The destination, as search/sites names it; none: a day counts when any campsite takes it. */
  country: absent(slugSchema),
  area: absent(slugSchema),
  city: absent(slugSchema),
  site: absent(slugSchema),
  /** Days from `from` (tomorrow, the first arrival the API takes). */
  days: z.coerce.number().int().min(1).max(ARRIVAL_DAYS_MAX).default(731),
})
export type ArrivalDaysQuery = z.infer<typeof arrivalDaysQuerySchema>

export const arrivalDaysResponseSchema = z.object({
  data: z.object({
    /** The first day of `days`: tomorrow. */
    from: isoDate,
    duration: z.number().int(),
    /** One code a day from `from` on (ARRIVAL_DAY_CODES). */
    days: z
      .string()
      .regex(/^[ocamw]*$/)
      .max(ARRIVAL_DAYS_MAX),
  }),
})
export type ArrivalDays = z.infer<typeof arrivalDaysResponseSchema>['data']

// ---------------------------------------------------------------- search/free (POST, v2)

export const freeSearchRequestSchema = z.strictObject({
  query: z.string().trim().min(2).max(200),
  limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(10),
  page: z.number().int().min(1).max(1000).default(1),
  funnel: absent(slugSchema),
})
export type FreeSearchRequest = z.infer<typeof freeSearchRequestSchema>
/** What a client sends (defaults may be left out). */
export type FreeSearchRequestInput = z.input<typeof freeSearchRequestSchema>

export const freeSearchResponseSchema = z.object({
  data: z.object({
    sites: z.array(
      z.object({
        id: z.number().int(),
        slug: slugSchema,
        name: z.string(),
        location: z.string(),
        /** A fragment of the matching text with matches in `<mark>`; the rest is escaped. */
        snippet: z.string(),
        /**
         * The language the snippet is in: the request's whenever the campsite has a text in it
         * (matched or not), else the language whose text matched.
         */
        snippetLanguage: z.enum(['en', 'nl', 'de', 'fr', 'it']).optional(),
        path: z.string(),
        image: sizedImageSchema,
        reviewScore: z.number(),
        reviewCount: z.number().int(),
      }),
    ),
    meta: z.object({
      total: z.number().int().nonnegative(),
      page: z.number().int(),
      limit: z.number().int(),
      pages: z.number().int(),
    }),
  }),
})
export type FreeSearchResponse = z.infer<typeof freeSearchResponseSchema>['data']

// ---------------------------------------------------------------- autocomplete (POST, v2)

export const AUTOCOMPLETE_TYPES = ['site', 'country', 'city', 'area'] as const
export const autocompleteTypeSchema = z.enum(AUTOCOMPLETE_TYPES)

export const autocompleteRequestSchema = z.strictObject({
  /** SPEC: queries start at 2 trimmed characters. */
  searchString: z.string().trim().min(2).max(100),
  limit: z.number().int().min(1).max(20).default(5),
  /** Funnel slug (or id, as `autocomplete/popular` names it): only places with campsites in it. */
  funnel: absent(z.union([slugSchema, z.number().int().positive()])),
})

export const autocompleteResultSchema = z.object({
  id: z.number().int(),
  type: autocompleteTypeSchema,
  name: z.string(),
  /** Where it lies: "Dordogne, France" for a city. */
  description: z.string(),
  meta: z.object({
    country: z.object({ slug: slugSchema }).nullable(),
    area: z.object({ slug: slugSchema }).nullable(),
    city: z.object({ slug: slugSchema }).nullable(),
    funnel: z.object({ slug: slugSchema }).nullable(),
    site: z.object({ slug: slugSchema }).nullable(),
  }),
})
export type AutocompleteResult = z.infer<typeof autocompleteResultSchema>

export const autocompleteResponseSchema = z.object({ data: z.array(autocompleteResultSchema) })

/** SPEC section 7: `{originId, originType, limit 5, funnelId}`. */
export const autocompletePopularRequestSchema = z.strictObject({
  originId: absent(z.number().int().nonnegative()),
  originType: absent(z.string().min(1).max(32)),
  limit: z.number().int().min(1).max(20).default(5),
  funnelId: absent(z.number().int().positive()),
})

export const autocompletePopularSaveRequestSchema = z.strictObject({
  originId: absent(z.number().int().nonnegative()),
  originType: absent(z.string().min(1).max(32)),
  funnelId: absent(z.number().int().positive()),
  searchedId: z.number().int().positive(),
  searchedType: autocompleteTypeSchema,
  /** True when the visitor picked it from the popular list (not typed). */
  popularSearch: z.boolean().default(false),
})

export const autocompletePopularSaveResponseSchema = z.object({ data: z.object({ saved: z.literal(true) }) })

// ---------------------------------------------------------------- sites/{slug} and its reviews (GET, v2)

/** SPEC section 9's review orders and traveller groups (the review filters). */
export const REVIEW_ORDERS = [
  'most-helpful',
  'highest-grade',
  'lowest-grade',
  'oldest-newest',
  'newest-oldest',
] as const
export type ReviewOrder = (typeof REVIEW_ORDERS)[number]
export const TRAVELLER_GROUPS = [
  'couple',
  'family-with-youngest-child-higher-6-years',
  'family-with-youngest-child-lower-6-years',
  'group-of-friends',
  'solo',
] as const
export type TravellerGroup = (typeof TRAVELLER_GROUPS)[number]

export const reviewSummarySchema = z.object({
  /** Average grade out of 10, one decimal; 0 without reviews. */
  average: z.number().min(0).max(10),
  count: z.number().int().nonnegative(),
  /** Reviews per grade, 10 first (every grade listed, zero counts too). */
  grades: z.array(z.object({ grade: z.number().int().min(1).max(10), count: z.number().int().nonnegative() })),
  /** Reviews per traveller group, in SPEC's order. */
  groups: z.array(
    z.object({
      group: z.enum(TRAVELLER_GROUPS),
      count: z.number().int().nonnegative(),
      average: z.number().min(0).max(10),
    }),
  ),
})
export type ReviewSummary = z.infer<typeof reviewSummarySchema>

/** `GET sites/{slug}`: what a campsite page shows besides its priced accommodations. */
export const siteDetailResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    slug: slugSchema,
    name: z.string(),
    location: z.string(),
    /** The whole text in the request's language, paragraphs separated by a blank line. */
    description: z.string(),
    path: z.string(),
    meta: z.object({
      country: z.object({ slug: slugSchema, code: z.string(), name: z.string() }),
      area: z.object({ slug: slugSchema, name: z.string() }),
      city: z.object({ slug: slugSchema, name: z.string() }),
      funnel: z.object({ slug: slugSchema, name: z.string() }),
    }),
    coordinates: coordinatesSchema,
    stars: z.number().int().min(1).max(5),
    /** The campsite's photo first, then its accommodations' (960x640). */
    images: z.array(sizedImageSchema),
    facilities: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    importantInfo: z.object({
      checkIn: z.object({ from: z.string(), until: z.string() }),
      checkOut: z.object({ until: z.string() }),
      /** Open from and to in the coming summer (`YYYY-MM-DD`). */
      season: z.object({ opens: isoDate, closes: isoDate }),
      /** Arrival days and shortest stays by season. */
      stayRules: z.array(
        z.object({
          season: z.enum(['low', 'mid', 'high']),
          arrivalDays: z.enum(['any', 'saturday']),
          minimumNights: z.number().int(),
        }),
      ),
      dogsAllowed: z.boolean(),
      /** The security deposit per unit, paid on site, in the campsite's currency (major units); null when none. */
      deposit: z.number().nonnegative().nullable(),
      /** The campsite's currency: the deposit's, and that of anything paid on site. */
      siteCurrency: siteCurrencySchema,
      reception: z.object({ opens: z.string(), closes: z.string() }),
    }),
    /**
     * What lies near, measured (issue 24: the compare page): the setting of its description and
     * how far, in the request's language ("350 m from the beach"); empty when not recorded.
     */
    distances: z
      .array(
        z.object({
          to: z.enum(['beach', 'lake', 'river', 'village', 'forest', 'cableCar']),
          metres: z.number().int().nonnegative(),
          text: z.string(),
        }),
      )
      .default([]),
    reviews: reviewSummarySchema,
  }),
})
export type SiteDetail = z.infer<typeof siteDetailResponseSchema>['data']

export const siteReviewsQuerySchema = z.strictObject({
  order: z.enum(REVIEW_ORDERS).default('most-helpful'),
  group: z.enum(TRAVELLER_GROUPS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})

export const siteReviewSchema = z.object({
  id: z.number().int(),
  grade: z.number().int().min(1).max(10),
  group: z.enum(TRAVELLER_GROUPS),
  helpful: z.number().int().nonnegative(),
  date: isoDate,
  /** The language the guest wrote in. */
  language: z.enum(['en', 'nl', 'de', 'fr', 'it']),
  text: z.string(),
  author: z.string(),
  /** Every review comes from a guest who stayed: sent after departure to the booking's e-mail. */
  verified: z.literal(true),
})
export type SiteReview = z.infer<typeof siteReviewSchema>

/** `GET sites/{slug}/reviews`: one page of reviews in an order, for one traveller group or all. */
export const siteReviewsResponseSchema = z.object({
  data: z.object({
    reviews: z.array(siteReviewSchema),
    meta: z.object({
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
      pages: z.number().int(),
      order: z.enum(REVIEW_ORDERS),
      group: z.enum(TRAVELLER_GROUPS).nullable(),
    }),
  }),
})
export type SiteReviews = z.infer<typeof siteReviewsResponseSchema>['data']

// ---------------------------------------------------------------- catalogue/paths (GET, v2)

/** `GET catalogue/paths`: every catalogue page of the brand (paths without a leading slash), for sitemaps. */
export const cataloguePathsResponseSchema = z.object({
  data: z.object({
    funnels: z.array(z.string()),
    countries: z.array(z.string()),
    areas: z.array(z.string()),
    cities: z.array(z.string()),
    sites: z.array(z.string()),
    taggedPages: z.array(z.string()),
  }),
})
export type CataloguePaths = z.infer<typeof cataloguePathsResponseSchema>['data']

// ---------------------------------------------------------------- themes (GET, v2)

/** A travel-inspiration theme: a holiday idea and the search that finds its campsites. */
export const themeSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  intro: z.string(),
  /** Paragraphs separated by a blank line. */
  text: z.string(),
  image: sizedImageSchema,
  /** The `filters.site` a search for the theme's campsites sends. */
  search: z.object({ facilities: z.array(z.number().int()) }),
})
export type Theme = z.infer<typeof themeSchema>

export const themesResponseSchema = z.object({ data: z.object({ themes: z.array(themeSchema) }) })
export const themeResponseSchema = z.object({ data: themeSchema })

// ---------------------------------------------------------------- carts, checkout, bookings (issue 10)
export * from './checkout-contract'
// ---------------------------------------------------------------- a booking's changes in the portal (issue 19)
export * from './booking-changes-contract'
// ---------------------------------------------------------------- customer-portal (issue 9)
export * from './portal-contract'
// ---------------------------------------------------------------- favourites (issue 19)
export * from './favourites-contract'
// ---------------------------------------------------------------- account details rules (issue 19)
export * from './account-contract'
// ---------------------------------------------------------------- payments (issue 20)
export * from './payment-contract'
// ---------------------------------------------------------------- the campsite page's price grid (issue 24)
export * from './price-grid-contract'
// ---------------------------------------------------------------- choosing your pitch (issue 24)
export * from './pitch-contract'
// ---------------------------------------------------------------- accessible stays (issue 24)
export * from './accessibility-contract'
