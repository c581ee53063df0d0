/**
 * `search/sites` and `search/accommodations`: filters, facets, prices for the asked stay and
 * party, sorting and paging, over the in-memory stay catalogue (stay-catalogue.ts).
 *
 * Filter groups combine with AND. Within a group values combine with OR (countries, areas,
 * funnels, categories, bedrooms, bathrooms), except facilities: a site needs every chosen one.
 * Facet counts follow: an OR group's counts ignore the group's own choice (what you would get by
 * ticking the value too); facility counts are the results that also have the facility.
 */
import { accessibilityFacets, siteFeatureMask, unitFeatureMask } from './accessibility-features'
import { defaultCalendarDate, toIsoDate } from './calendar'
import { summarise } from './catalogue'
import { SEARCH_MAX_MAP_PINS, searchRequestSchema } from './contract'
import type {
  AccommodationAlternative,
  ApiLocale,
  SearchAccommodation,
  SearchAccommodationsResponse,
  SearchFacets,
  SearchRequest,
  SearchSite,
  SearchSitesResponse,
  SitePrices,
  SitePricesRequest,
  StayPrice,
} from './contract'
import type { TwentyDatabase } from './db'
import { matchingSiteIds } from './free-search'
import { ApiError } from './http'
import { API_LOCALE_INFO } from './locales'
import { MEDIA_SIZES } from './media-sizes'
import { isAvailable, priceStay, quoteStay, siteBill, totalCents, type PriceContext, type StayQuote } from './pricing'
import type { Language } from './schema'
import { addDays } from './seasons'
import { stayCatalogue, type CatalogueAccommodation, type CatalogueSite, type StayCatalogue } from './stay-catalogue'
import { ACCOMMODATION_CATEGORIES, CATEGORY_NAMES } from './stays-data'

export interface SearchContext {
  apiLocale: ApiLocale
  language: Language
  now: Date
  /** Where image URLs start (`/api/twenty`). */
  publicPath: string
}

/** The review score facet's steps ("9+", "8+", ...). */
const REVIEW_STEPS = [9, 8, 7, 6] as const
/** How far adjacent arrival dates may lie from the asked one. */
const ADJACENT_DAYS = 14
const ALTERNATIVES_PER_KIND = 3

// ---------------------------------------------------------------- criteria

/** The request resolved against the catalogue: slugs become ids, the stay a quote. */
interface Criteria {
  quote: StayQuote
  bookingDate: string
  /** Sites outside these are never considered (path parameters, free text). */
  scope: {
    funnelId?: number
    countryId?: number
    areaId?: number
    cityId?: number
    siteId?: number
    siteIds?: Set<number>
    nothing: boolean
  }
  funnels: Set<number> | null
  countries: Set<number> | null
  areas: Set<number> | null
  minReview: number | null
  facilities: number[]
  categories: Set<string> | null
  bedrooms: Set<number> | null
  bathrooms: Set<number> | null
  /** Accessibility features asked of a unit and of the campsite, as bit masks (issue 24). */
  unitAccess: number
  siteAccess: number
}

/** Resolves slugs to ids; an unknown slug matches nothing (a stale link gives no results, not an error). */
function idsOf(slugs: string[], lookup: (slug: string) => number | undefined): Set<number> | null {
  if (slugs.length === 0) return null
  return new Set(slugs.map((slug) => lookup(slug) ?? -1))
}

function resolveCriteria(
  database: TwentyDatabase,
  catalogue: StayCatalogue,
  request: SearchRequest,
  context: SearchContext,
): Criteria {
  const { parameters, filters } = request
  const arrival = parameters.date ?? defaultCalendarDate(context.now)
  // The storefront clears a past date (SPEC section 5); one arriving here is a client bug.
  if (arrival <= toIsoDate(context.now))
    throw ApiError.validation('parameters.date: the arrival date must be after today')
  const party = { adults: parameters.persons.adults, childAges: parameters.persons.children.map((child) => child.age) }
  const quote = quoteStay(catalogue.calendar, arrival, parameters.duration, party)
  const bySlug = (items: { id: number; slug: string }[]) => {
    const map = new Map(items.map((item) => [item.slug, item.id]))
    return (slug: string) => map.get(slug)
  }
  const funnelId = bySlug(catalogue.funnels)
  const countryId = bySlug(catalogue.countries)
  const areaId = bySlug(catalogue.areas)
  const scope: Criteria['scope'] = { nothing: false }
  const pin = (slug: string | undefined, lookup: (slug: string) => number | undefined): number | undefined => {
    if (slug === undefined) return undefined
    const id = lookup(slug)
    if (id === undefined) scope.nothing = true
    return id
  }
  scope.funnelId = pin(parameters.funnel, funnelId)
  scope.countryId = pin(parameters.country, countryId)
  scope.areaId = pin(parameters.area, areaId)
  scope.cityId = pin(parameters.city, bySlug(catalogue.cities))
  scope.siteId = pin(parameters.site, (slug) => catalogue.sitesBySlug.get(slug)?.id)
  if (parameters.filter) scope.siteIds = new Set(matchingSiteIds(database, parameters.filter))
  return {
    quote,
    bookingDate: toIsoDate(context.now),
    scope,
    funnels: idsOf(filters.site.funnels, funnelId),
    countries: idsOf(filters.site.countries, countryId),
    areas: idsOf(filters.site.areas, areaId),
    minReview: filters.site.reviewScores.length > 0 ? Math.min(...filters.site.reviewScores) : null,
    facilities: filters.site.facilities,
    categories: filters.accommodation.categories.length > 0 ? new Set(filters.accommodation.categories) : null,
    bedrooms: filters.accommodation.bedrooms.length > 0 ? new Set(filters.accommodation.bedrooms) : null,
    bathrooms: filters.accommodation.bathrooms.length > 0 ? new Set(filters.accommodation.bathrooms) : null,
    unitAccess: unitFeatureMask(filters.accommodation.accessibility),
    siteAccess: siteFeatureMask(filters.site.accessibility),
  }
}

/** The sites a scope can contain at all: one site, or one area's or country's, when it names one. */
function candidateSites(catalogue: StayCatalogue, scope: Criteria['scope']): readonly CatalogueSite[] {
  if (scope.nothing) return []
  if (scope.siteId !== undefined) return [catalogue.sitesById.get(scope.siteId)!]
  if (scope.areaId !== undefined) return catalogue.sitesByArea.get(scope.areaId) ?? []
  // A city lies in one area: its sites are among the area's.
  if (scope.cityId !== undefined) return catalogue.sitesByArea.get(catalogue.citiesById.get(scope.cityId)!.areaId) ?? []
  if (scope.countryId !== undefined) return catalogue.sitesByCountry.get(scope.countryId) ?? []
  return catalogue.sites
}

function inScope(site: CatalogueSite, scope: Criteria['scope']): boolean {
  if (scope.nothing) return false
  if (scope.funnelId !== undefined && site.funnelId !== scope.funnelId) return false
  if (scope.countryId !== undefined && site.countryId !== scope.countryId) return false
  if (scope.areaId !== undefined && site.areaId !== scope.areaId) return false
  if (scope.cityId !== undefined && site.cityId !== scope.cityId) return false
  if (scope.siteId !== undefined && site.id !== scope.siteId) return false
  if (scope.siteIds && !scope.siteIds.has(site.id)) return false
  return true
}

/** Units that can take the whole party: smaller ones never show. */
const fitsParty = (accommodation: CatalogueAccommodation, quote: StayQuote) =>
  accommodation.maxPersons >= quote.partySize

function matchesAccommodationFilters(accommodation: CatalogueAccommodation, criteria: Criteria): boolean {
  return (
    (!criteria.categories || criteria.categories.has(accommodation.category)) &&
    (!criteria.bedrooms || criteria.bedrooms.has(accommodation.bedrooms)) &&
    (!criteria.bathrooms || criteria.bathrooms.has(accommodation.bathrooms)) &&
    (accommodation.accessibility & criteria.unitAccess) === criteria.unitAccess
  )
}

// ---------------------------------------------------------------- search/sites

interface SiteVerdict {
  site: CatalogueSite
  funnels: boolean
  countries: boolean
  areas: boolean
  reviews: boolean
  facilities: boolean
  /**
   * Bit masks (bit = category index, bedroom count, bathroom count) of the fitting units that pass
   * the other two unit filters: the unit facets' counts. Masks, not sets: this runs per site.
   */
  categoryBits: number
  bedroomBits: number
  bathroomBits: number
  accommodations: boolean
  /** The campsite has every accessibility feature asked of it. */
  siteAccess: boolean
  /** Accessibility bits of the units that pass every unit filter: the unit features' counts. */
  unitAccessBits: number
}

const CATEGORY_BIT = new Map<string, number>(ACCOMMODATION_CATEGORIES.map((category, index) => [category, 1 << index]))

function hasAllFacilities(site: CatalogueSite, facilities: readonly number[]): boolean {
  for (const id of facilities) if (!site.facilitySet.has(id)) return false
  return true
}

function judgeSite(site: CatalogueSite, criteria: Criteria): SiteVerdict {
  const verdict: SiteVerdict = {
    site,
    funnels: !criteria.funnels || criteria.funnels.has(site.funnelId),
    countries: !criteria.countries || criteria.countries.has(site.countryId),
    areas: !criteria.areas || criteria.areas.has(site.areaId),
    reviews: criteria.minReview === null || site.rating >= criteria.minReview,
    facilities: hasAllFacilities(site, criteria.facilities),
    categoryBits: 0,
    bedroomBits: 0,
    bathroomBits: 0,
    accommodations: false,
    siteAccess: (site.accessibility & criteria.siteAccess) === criteria.siteAccess,
    unitAccessBits: 0,
  }
  // A site failing two groups counts in no facet: its units need not be looked at.
  const failed =
    +!verdict.funnels +
    +!verdict.countries +
    +!verdict.areas +
    +!verdict.reviews +
    +!verdict.facilities +
    +!verdict.siteAccess
  if (failed >= 2) return verdict
  const { partySize } = criteria.quote
  for (const accommodation of site.accommodations) {
    if (accommodation.maxPersons < partySize) continue
    const category = !criteria.categories || criteria.categories.has(accommodation.category)
    const bedrooms = !criteria.bedrooms || criteria.bedrooms.has(accommodation.bedrooms)
    const bathrooms = !criteria.bathrooms || criteria.bathrooms.has(accommodation.bathrooms)
    const access = (accommodation.accessibility & criteria.unitAccess) === criteria.unitAccess
    if (bedrooms && bathrooms && access) verdict.categoryBits |= CATEGORY_BIT.get(accommodation.category)!
    if (category && bathrooms && access) verdict.bedroomBits |= 1 << accommodation.bedrooms
    if (category && bedrooms && access) verdict.bathroomBits |= 1 << accommodation.bathrooms
    if (category && bedrooms && bathrooms && access) {
      verdict.accommodations = true
      verdict.unitAccessBits |= accommodation.accessibility
    }
  }
  return verdict
}

/** Adds one to every value whose bit is set. */
function countBits<K>(bits: number, valueOf: (bit: number) => K, map: Map<K, number>): void {
  for (let bit = 0; bits !== 0; bit++, bits >>>= 1) {
    if (bits & 1) map.set(valueOf(bit), (map.get(valueOf(bit)) ?? 0) + 1)
  }
}

const passesAll = (v: SiteVerdict) =>
  v.funnels && v.countries && v.areas && v.reviews && v.facilities && v.siteAccess && v.accommodations

function countFacets(
  verdicts: SiteVerdict[],
  criteria: Criteria,
  catalogue: StayCatalogue,
  language: Language,
): SearchFacets {
  const funnels = new Map<number, number>()
  const countries = new Map<number, number>()
  const areas = new Map<number, number>()
  const reviews = new Map<number, number>()
  const facilities = new Map<number, number>()
  const categories = new Map<string, number>()
  const bedrooms = new Map<number, number>()
  const bathrooms = new Map<number, number>()
  const unitAccess = new Map<number, number>()
  const siteAccess = new Map<number, number>()
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1)
  for (const v of verdicts) {
    if (!v.siteAccess) continue
    const siteLevel = v.funnels && v.countries && v.areas && v.reviews && v.facilities
    if (v.countries && v.areas && v.reviews && v.facilities && v.accommodations) bump(funnels, v.site.funnelId)
    if (v.funnels && v.areas && v.reviews && v.facilities && v.accommodations) bump(countries, v.site.countryId)
    if (v.funnels && v.countries && v.reviews && v.facilities && v.accommodations) bump(areas, v.site.areaId)
    if (v.funnels && v.countries && v.areas && v.facilities && v.accommodations) {
      for (const step of REVIEW_STEPS) if (v.site.rating >= step) bump(reviews, step)
    }
    if (siteLevel && v.accommodations) {
      for (const id of v.site.facilities) bump(facilities, id)
      // Accessibility features, as facilities: the results that also have the feature (issue 24).
      countBits(v.unitAccessBits, (bit) => bit, unitAccess)
      countBits(v.site.accessibility, (bit) => bit, siteAccess)
    }
    if (siteLevel) {
      countBits(v.categoryBits, (bit) => ACCOMMODATION_CATEGORIES[bit]!, categories)
      countBits(v.bedroomBits, (bit) => bit, bedrooms)
      countBits(v.bathroomBits, (bit) => bit, bathrooms)
    }
  }
  const chosen = <T>(set: Set<T> | null, value: T) => set?.has(value) ?? false
  const counted = <T extends { count: number; selected: boolean }>(items: T[]) =>
    items.filter((item) => item.count > 0 || item.selected)
  const numbers = (map: Map<number, number>, set: Set<number> | null) =>
    counted(
      [...new Set([...map.keys(), ...(set ?? [])])]
        .sort((a, b) => a - b)
        .map((value) => ({ value, count: map.get(value) ?? 0, selected: chosen(set, value) })),
    )
  return {
    facilities: catalogue.facilities.map((facility) => ({
      id: facility.id,
      slug: facility.slug,
      name: facility.name[language],
      open: facility.openFilter,
      count: facilities.get(facility.id) ?? 0,
      selected: criteria.facilities.includes(facility.id),
    })),
    countries: counted(
      catalogue.countries.map((country) => ({
        slug: country.slug,
        name: country.name[language],
        count: countries.get(country.id) ?? 0,
        selected: chosen(criteria.countries, country.id),
      })),
    ),
    areas: counted(
      catalogue.areas.map((area) => ({
        slug: area.slug,
        name: area.name[language],
        country: catalogue.countriesById.get(area.countryId)!.slug,
        count: areas.get(area.id) ?? 0,
        selected: chosen(criteria.areas, area.id),
      })),
    ),
    funnels: catalogue.funnels.map((funnel) => ({
      slug: funnel.slug,
      name: funnel.name[language],
      count: funnels.get(funnel.id) ?? 0,
      selected: chosen(criteria.funnels, funnel.id),
    })),
    reviewScores: REVIEW_STEPS.map((value) => ({
      value,
      count: reviews.get(value) ?? 0,
      selected: criteria.minReview === value,
    })),
    categories: ACCOMMODATION_CATEGORIES.map((slug) => ({
      slug,
      name: CATEGORY_NAMES[slug][language],
      count: categories.get(slug) ?? 0,
      selected: chosen(criteria.categories, slug),
    })),
    bedrooms: numbers(bedrooms, criteria.bedrooms),
    bathrooms: numbers(bathrooms, criteria.bathrooms),
    accessibility: accessibilityFacets(criteria.unitAccess, criteria.siteAccess, unitAccess, siteAccess),
  }
}

/** The cheapest unit of a site the party can book for the quoted stay, by total price. */
function cheapestBookable(
  site: CatalogueSite,
  criteria: Criteria,
  context: SearchContext,
): { accommodation: CatalogueAccommodation; cents: number } | null {
  if (criteria.quote.problem) return null
  let bill: ReturnType<typeof siteBill> | null = null
  let best: { accommodation: CatalogueAccommodation; cents: number } | null = null
  for (const accommodation of site.accommodations) {
    if (!fitsParty(accommodation, criteria.quote) || !matchesAccommodationFilters(accommodation, criteria)) continue
    if (!isAvailable(accommodation, criteria.quote)) continue
    bill ??= siteBill(site.fees, site.discounts, criteria.quote, context.apiLocale, criteria.bookingDate)
    const cents = totalCents(accommodation, bill, criteria.quote)
    if (!best || cents < best.cents) best = { accommodation, cents }
  }
  return best
}

function resolveOrder(request: SearchRequest): { orderBy: SearchRequest['meta']['orderBy']; order: 'asc' | 'desc' } {
  const { orderBy } = request.meta
  return { orderBy, order: request.meta.order ?? (orderBy === 'price' ? 'asc' : 'desc') }
}

function priceContext(catalogue: StayCatalogue, context: SearchContext): PriceContext {
  return {
    apiLocale: context.apiLocale,
    language: context.language,
    bookingDate: toIsoDate(context.now),
    feeNames: catalogue.feeNames,
  }
}

function describeStay(criteria: Criteria, request: SearchRequest) {
  const { quote } = criteria
  return {
    arrivalDate: quote.arrival,
    departureDate: quote.departure,
    duration: quote.nights,
    persons: request.parameters.persons,
    season: quote.season,
    bookable: quote.problem === null,
    reason: quote.problem,
  }
}

export const sitePath = (catalogue: StayCatalogue, site: CatalogueSite) =>
  [
    catalogue.funnelsById.get(site.funnelId)!.slug,
    catalogue.countriesById.get(site.countryId)!.slug,
    catalogue.areasById.get(site.areaId)!.slug,
    site.slug,
  ].join('/')

export const siteLocation = (catalogue: StayCatalogue, site: CatalogueSite, language: Language) =>
  `${catalogue.citiesById.get(site.cityId)!.name[language]}, ${catalogue.areasById.get(site.areaId)!.name[language]}`

export function searchSites(
  database: TwentyDatabase,
  request: SearchRequest,
  context: SearchContext,
): SearchSitesResponse {
  const catalogue = stayCatalogue(database)
  const criteria = resolveCriteria(database, catalogue, request, context)
  const verdicts: SiteVerdict[] = []
  for (const site of candidateSites(catalogue, criteria.scope))
    if (inScope(site, criteria.scope)) verdicts.push(judgeSite(site, criteria))
  const matching = verdicts.filter(passesAll).map((verdict) => verdict.site)
  const stay = describeStay(criteria, request)

  if (request.parameters.map) {
    const pins = matching.slice(0, SEARCH_MAX_MAP_PINS).map((site) => {
      const cheapest = cheapestBookable(site, criteria, context)
      return {
        slug: site.slug,
        name: site.name,
        location: siteLocation(catalogue, site, context.language),
        path: sitePath(catalogue, site),
        lat: site.lat,
        lng: site.lng,
        price: cheapest ? money(cheapest.cents, context.apiLocale) : null,
      }
    })
    return {
      view: 'map',
      sites: pins,
      meta: { total: matching.length, truncated: matching.length > SEARCH_MAX_MAP_PINS },
      stay,
    }
  }

  const { orderBy, order } = resolveOrder(request)
  const direction = order === 'asc' ? 1 : -1
  let ordered: { site: CatalogueSite; cheapest?: ReturnType<typeof cheapestBookable> }[]
  if (orderBy === 'price') {
    // Sites with nothing bookable go last whichever way prices run.
    ordered = matching
      .map((site) => ({ site, cheapest: cheapestBookable(site, criteria, context) }))
      .sort((a, b) => {
        if (!a.cheapest || !b.cheapest) return (a.cheapest ? 0 : 1) - (b.cheapest ? 0 : 1) || a.site.id - b.site.id
        return direction * (a.cheapest.cents - b.cheapest.cents) || a.site.id - b.site.id
      })
  } else {
    const key =
      orderBy === 'reviews'
        ? (a: CatalogueSite, b: CatalogueSite) => a.rating - b.rating || a.reviewCount - b.reviewCount
        : (a: CatalogueSite, b: CatalogueSite) => a.popularity - b.popularity
    ordered = matching.sort((a, b) => direction * key(a, b) || a.id - b.id).map((site) => ({ site }))
  }

  const { limit, page } = request.meta
  const pageItems = ordered.slice((page - 1) * limit, page * limit)
  const descriptions = siteDescriptions(
    database,
    pageItems.map((item) => item.site.id),
    context.language,
  )
  const prices = priceContext(catalogue, context)
  const sites = pageItems.map(({ site, cheapest }) => {
    const best = cheapest === undefined ? cheapestBookable(site, criteria, context) : cheapest
    return presentSite(catalogue, site, {
      request,
      context,
      description: descriptions.get(site.id) ?? '',
      cheapest: best?.accommodation ?? null,
      price: best
        ? priceStay(best.accommodation, site.fees, site.discounts, criteria.quote, prices, site.currency)
        : null,
    })
  })
  return {
    view: 'list',
    sites,
    facets: countFacets(verdicts, criteria, catalogue, context.language),
    meta: {
      total: matching.length,
      page,
      limit,
      pages: Math.ceil(matching.length / limit),
      orderBy,
      order,
      orderSettingsLabel: request.meta.orderSettingsLabel ?? null,
    },
    stay,
  }
}

/**
 * `search/site-prices` (issue 19): the named campsites priced for one stay and party, in the
 * order asked (the favourites page). The same prices as `search/sites` gives them: the cheapest
 * unit for the party that can be booked, or none; a campsite whose units are all too small for
 * the party is answered too, unpriced. Unknown ids are left out.
 */
export function priceSites(database: TwentyDatabase, request: SitePricesRequest, context: SearchContext): SitePrices {
  const catalogue = stayCatalogue(database)
  const search = searchRequestSchema.parse({ parameters: request.parameters })
  const criteria = resolveCriteria(database, catalogue, search, context)
  const known = [...new Set(request.siteIds)]
    .map((id) => catalogue.sitesById.get(id))
    .filter((site): site is CatalogueSite => site !== undefined)
  const descriptions = siteDescriptions(
    database,
    known.map((site) => site.id),
    context.language,
  )
  const prices = priceContext(catalogue, context)
  return {
    sites: known.map((site) => {
      const best = cheapestBookable(site, criteria, context)
      return presentSite(catalogue, site, {
        request: search,
        context,
        description: descriptions.get(site.id) ?? '',
        cheapest: best?.accommodation ?? null,
        price: best
          ? priceStay(best.accommodation, site.fees, site.discounts, criteria.quote, prices, site.currency)
          : null,
      })
    }),
    stay: describeStay(criteria, search),
  }
}

/** Euro cents to the market's currency in major units (the rates of navigation "from" prices). */
const money = (cents: number, apiLocale: ApiLocale) => Math.round(cents * API_LOCALE_INFO[apiLocale].eurRate) / 100

function siteDescriptions(database: TwentyDatabase, ids: number[], language: Language): Map<number, string> {
  if (ids.length === 0) return new Map()
  const rows = database.sqlite
    .prepare(
      `SELECT site_id, description FROM site_translations WHERE language = ? AND site_id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(language, ...ids) as { site_id: number; description: string }[]
  return new Map(rows.map((row) => [row.site_id, summarise(row.description)]))
}

function presentSite(
  catalogue: StayCatalogue,
  site: CatalogueSite,
  extra: {
    request: SearchRequest
    context: SearchContext
    description: string
    cheapest: CatalogueAccommodation | null
    price: StayPrice | null
  },
): SearchSite {
  const { language, publicPath } = extra.context
  const country = catalogue.countriesById.get(site.countryId)!
  const area = catalogue.areasById.get(site.areaId)!
  const city = catalogue.citiesById.get(site.cityId)!
  const result: SearchSite = {
    id: site.id,
    slug: site.slug,
    name: site.name,
    location: siteLocation(catalogue, site, language),
    description: extra.description,
    meta: {
      country: { slug: country.slug, code: country.code, name: country.name[language] },
      area: { slug: area.slug, name: area.name[language] },
      city: { slug: city.slug, name: city.name[language] },
      funnel: { slug: catalogue.funnelsById.get(site.funnelId)!.slug },
    },
    path: sitePath(catalogue, site),
    coordinates: { lat: site.lat, lng: site.lng },
    image: { url: `${publicPath}/media/sites/${site.slug}`, alt: site.name, ...MEDIA_SIZES.result },
    stars: site.stars,
    reviewScore: site.rating,
    reviewCount: site.reviewCount,
    available: extra.price !== null,
    cheapestAccommodation: extra.cheapest
      ? {
          id: extra.cheapest.id,
          name: accommodationName(extra.cheapest, language),
          categorySlug: extra.cheapest.category,
        }
      : null,
    price: extra.price,
  }
  if (extra.request.parameters.includeTopFacilities) {
    // Headline facilities first (pool, slides, beach...), then the rest in catalogue order.
    const facilities = site.facilities.map((id) => catalogue.facilitiesById.get(id)!)
    result.topFacilities = [...facilities.filter((f) => f.top), ...facilities.filter((f) => !f.top)]
      .slice(0, 4)
      .map((facility) => ({ id: facility.id, slug: facility.slug, name: facility.name[language] }))
  }
  return result
}

export const accommodationName = (accommodation: CatalogueAccommodation, language: Language) =>
  `${CATEGORY_NAMES[accommodation.category][language]} ${accommodation.model}`

// ---------------------------------------------------------------- search/accommodations

function presentAccommodation(
  catalogue: StayCatalogue,
  accommodation: CatalogueAccommodation,
  quote: StayQuote,
  context: SearchContext,
): SearchAccommodation {
  const site = catalogue.sitesById.get(accommodation.siteId)!
  const { language, publicPath } = context
  const name = accommodationName(accommodation, language)
  return {
    id: accommodation.id,
    name,
    category: CATEGORY_NAMES[accommodation.category][language],
    categorySlug: accommodation.category,
    bedrooms: accommodation.bedrooms,
    bathrooms: accommodation.bathrooms,
    maxPersons: accommodation.maxPersons,
    size: accommodation.sizeM2,
    arrivalDate: quote.arrival,
    departureDate: quote.departure,
    duration: quote.nights,
    aircondition: accommodation.aircondition,
    dogAllowed: accommodation.dogAllowed,
    ...priceStay(accommodation, site.fees, site.discounts, quote, priceContext(catalogue, context), site.currency),
    images: Array.from({ length: accommodation.imageCount }, (_, index) => ({
      url: `${publicPath}/media/accommodations/${accommodation.id}-${index + 1}`,
      alt: `${name}, ${site.name}`,
      ...MEDIA_SIZES.accommodation,
    })),
    site: { slug: site.slug, name: site.name, path: sitePath(catalogue, site) },
  }
}

const bookable = (accommodation: CatalogueAccommodation, quote: StayQuote) =>
  quote.problem === null && isAvailable(accommodation, quote)

/**
 * Units of the matching campsites (usually one: parameters.site) that take the party and can be
 * booked for the asked stay. When none can, `alternatives` offers other units of the same sites
 * for those dates (kind `alternative`, the unit filters dropped) and the asked units on the
 * nearest arrival dates the calendar and availability allow (kind `adjacent`).
 */
export function searchAccommodations(
  database: TwentyDatabase,
  request: SearchRequest,
  context: SearchContext,
): SearchAccommodationsResponse {
  const catalogue = stayCatalogue(database)
  const criteria = resolveCriteria(database, catalogue, request, context)
  const sites: CatalogueSite[] = []
  for (const site of candidateSites(catalogue, criteria.scope)) {
    if (!inScope(site, criteria.scope)) continue
    const verdict = judgeSite(site, criteria)
    if (
      verdict.funnels &&
      verdict.countries &&
      verdict.areas &&
      verdict.reviews &&
      verdict.facilities &&
      verdict.siteAccess
    )
      sites.push(site)
  }
  const { quote } = criteria
  const asked: CatalogueAccommodation[] = []
  for (const site of sites) {
    for (const accommodation of site.accommodations) {
      if (fitsParty(accommodation, quote) && matchesAccommodationFilters(accommodation, criteria))
        asked.push(accommodation)
    }
  }
  const available = asked.filter((accommodation) => bookable(accommodation, quote))
  const { orderBy, order } = resolveOrder(request)
  const direction = order === 'asc' ? 1 : -1
  const cents = new Map<number, number>()
  const priceOf = (accommodation: CatalogueAccommodation) => {
    let value = cents.get(accommodation.id)
    if (value === undefined) {
      const site = catalogue.sitesById.get(accommodation.siteId)!
      value = totalCents(
        accommodation,
        siteBill(site.fees, site.discounts, quote, context.apiLocale, criteria.bookingDate),
        quote,
      )
      cents.set(accommodation.id, value)
    }
    return value
  }
  available.sort((a, b) => {
    const difference =
      orderBy === 'price'
        ? priceOf(a) - priceOf(b)
        : orderBy === 'reviews'
          ? catalogue.sitesById.get(a.siteId)!.rating - catalogue.sitesById.get(b.siteId)!.rating
          : a.popularity - b.popularity
    return direction * difference || a.id - b.id
  })
  const { limit, page } = request.meta
  const accommodations = available
    .slice((page - 1) * limit, page * limit)
    .map((accommodation) => presentAccommodation(catalogue, accommodation, quote, context))
  const alternatives =
    available.length === 0 ? findAlternatives(catalogue, sites, asked, criteria, request, context) : []
  return {
    accommodations,
    alternatives,
    meta: {
      total: available.length,
      page,
      limit,
      pages: Math.ceil(available.length / limit),
      orderBy,
      order,
      orderSettingsLabel: request.meta.orderSettingsLabel ?? null,
    },
    stay: describeStay(criteria, request),
  }
}

function findAlternatives(
  catalogue: StayCatalogue,
  sites: CatalogueSite[],
  asked: CatalogueAccommodation[],
  criteria: Criteria,
  request: SearchRequest,
  context: SearchContext,
): AccommodationAlternative[] {
  const { quote } = criteria
  const alternatives: AccommodationAlternative[] = []
  const total = (accommodation: CatalogueAccommodation, stayQuote: StayQuote) => {
    const site = catalogue.sitesById.get(accommodation.siteId)!
    return totalCents(
      accommodation,
      siteBill(site.fees, site.discounts, stayQuote, context.apiLocale, criteria.bookingDate),
      stayQuote,
    )
  }
  const byPrice = (stayQuote: StayQuote) => (a: CatalogueAccommodation, b: CatalogueAccommodation) =>
    total(a, stayQuote) - total(b, stayQuote) || a.id - b.id
  // Other units for the same dates: the party still has to fit; the unit filters are dropped.
  if (quote.problem === null) {
    const askedIds = new Set(asked.map((accommodation) => accommodation.id))
    const others = sites
      .flatMap((site) => site.accommodations)
      .filter(
        (accommodation) =>
          !askedIds.has(accommodation.id) && fitsParty(accommodation, quote) && isAvailable(accommodation, quote),
      )
      .sort(byPrice(quote))
      .slice(0, ALTERNATIVES_PER_KIND)
    for (const accommodation of others)
      alternatives.push({ kind: 'alternative', ...presentAccommodation(catalogue, accommodation, quote, context) })
  }
  // The asked units on the nearest other arrival dates, closest first (earlier before later).
  const party = quote.party
  for (
    let offset = 1;
    offset <= ADJACENT_DAYS && alternatives.filter((a) => a.kind === 'adjacent').length < ALTERNATIVES_PER_KIND;
    offset++
  ) {
    for (const arrival of [addDays(quote.arrival, -offset), addDays(quote.arrival, offset)]) {
      if (arrival <= toIsoDate(context.now)) continue
      const candidate = quoteStay(catalogue.calendar, arrival, request.parameters.duration, party)
      if (candidate.problem) continue
      const free = asked.filter((accommodation) => isAvailable(accommodation, candidate)).sort(byPrice(candidate))[0]
      if (free && alternatives.filter((a) => a.kind === 'adjacent').length < ALTERNATIVES_PER_KIND) {
        alternatives.push({ kind: 'adjacent', ...presentAccommodation(catalogue, free, candidate, context) })
      }
    }
  }
  return alternatives
}
