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
import { statement } from './db'
import { matchingSiteIds } from './free-search'
import { ApiError } from './http'
import { API_LOCALE_INFO } from './locales'
import { MEDIA_SIZES } from './media-sizes'
import { isAvailable, priceStay, quoteStay, siteBill, totalCents, type PriceContext, type StayQuote } from './pricing'
import type { Language } from './schema'
import {
  categoryBit,
  cheapestUnit,
  hasBit,
  nextGeneration,
  priceTable,
  searchIndex,
  unitCounts,
  type SearchIndex,
  type UnitCriteria,
} from './search-index'
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
  /** The unit filters as bit masks, with the party's size (search-index.ts). */
  units: UnitCriteria
  /** Accessibility features asked of the campsite, as a bit mask (issue 24); 0: none. */
  siteAccess: number
}

/** Resolves slugs to ids; an unknown slug matches nothing (a stale link gives no results, not an error). */
function idsOf(slugs: string[], lookup: ReadonlyMap<string, number>): Set<number> | null {
  if (slugs.length === 0) return null
  return new Set(slugs.map((slug) => lookup.get(slug) ?? -1))
}

const bitsOf = <T>(values: readonly T[], bit: (value: T) => number): number | null =>
  values.length === 0 ? null : values.reduce((bits, value) => bits | bit(value), 0)

function resolveCriteria(
  database: TwentyDatabase,
  catalogue: StayCatalogue,
  index: SearchIndex,
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
  const scope: Criteria['scope'] = { nothing: false }
  const pin = (slug: string | undefined, lookup: (slug: string) => number | undefined): number | undefined => {
    if (slug === undefined) return undefined
    const id = lookup(slug)
    if (id === undefined) scope.nothing = true
    return id
  }
  scope.funnelId = pin(parameters.funnel, (slug) => index.funnelBySlug.get(slug))
  scope.countryId = pin(parameters.country, (slug) => index.countryBySlug.get(slug))
  scope.areaId = pin(parameters.area, (slug) => index.areaBySlug.get(slug))
  scope.cityId = pin(parameters.city, (slug) => index.cityBySlug.get(slug))
  scope.siteId = pin(parameters.site, (slug) => catalogue.sitesBySlug.get(slug)?.id)
  if (parameters.filter) scope.siteIds = new Set(matchingSiteIds(database, parameters.filter))
  const { categories, bedrooms, bathrooms } = filters.accommodation
  return {
    quote,
    bookingDate: toIsoDate(context.now),
    scope,
    funnels: idsOf(filters.site.funnels, index.funnelBySlug),
    countries: idsOf(filters.site.countries, index.countryBySlug),
    areas: idsOf(filters.site.areas, index.areaBySlug),
    minReview: filters.site.reviewScores.length > 0 ? Math.min(...filters.site.reviewScores) : null,
    facilities: filters.site.facilities,
    categories: categories.length > 0 ? new Set(categories) : null,
    bedrooms: bedrooms.length > 0 ? new Set(bedrooms) : null,
    bathrooms: bathrooms.length > 0 ? new Set(bathrooms) : null,
    units: {
      partySize: quote.partySize,
      categories: bitsOf(categories, categoryBit),
      bedrooms: bitsOf(bedrooms, (count) => 1 << count),
      bathrooms: bitsOf(bathrooms, (count) => 1 << count),
      access: unitFeatureMask(filters.accommodation.accessibility),
    },
    siteAccess: siteFeatureMask(filters.site.accessibility),
  }
}

/**
 * The positions a scope can contain at all, ascending (id order): one site, or one city's,
 * area's, country's or funnel's, or the free text's matches; null: every site.
 */
function candidatePositions(index: SearchIndex, scope: Criteria['scope']): Int32Array | null {
  const none = new Int32Array(0)
  if (scope.nothing) return none
  if (scope.siteId !== undefined) {
    const position = index.positionById.get(scope.siteId)
    return position === undefined ? none : Int32Array.of(position)
  }
  if (scope.cityId !== undefined) return index.byCity.get(scope.cityId) ?? none
  if (scope.areaId !== undefined) return index.byArea.get(scope.areaId) ?? none
  if (scope.countryId !== undefined) return index.byCountry.get(scope.countryId) ?? none
  if (scope.siteIds) {
    const positions: number[] = []
    for (const id of scope.siteIds) {
      const position = index.positionById.get(id)
      if (position !== undefined) positions.push(position)
    }
    return Int32Array.from(positions).sort()
  }
  if (scope.funnelId !== undefined) return index.byFunnel.get(scope.funnelId) ?? none
  return null
}

/** Units that can take the whole party: smaller ones never show. */
const fitsParty = (accommodation: CatalogueAccommodation, quote: StayQuote) =>
  accommodation.maxPersons >= quote.partySize

function matchesAccommodationFilters(accommodation: CatalogueAccommodation, criteria: Criteria): boolean {
  return (
    (!criteria.categories || criteria.categories.has(accommodation.category)) &&
    (!criteria.bedrooms || criteria.bedrooms.has(accommodation.bedrooms)) &&
    (!criteria.bathrooms || criteria.bathrooms.has(accommodation.bathrooms)) &&
    (accommodation.accessibility & criteria.units.access) === criteria.units.access
  )
}

// ---------------------------------------------------------------- search/sites

/** An id filter as a flag per ordinal (null: no filter): a site's check is one array read. */
function ordinalFlags(ids: Set<number> | null, ordinals: ReadonlyMap<number, number>, size: number): Uint8Array | null {
  if (!ids) return null
  const flags = new Uint8Array(size)
  for (const id of ids) {
    const ordinal = ordinals.get(id)
    if (ordinal !== undefined) flags[ordinal] = 1
  }
  return flags
}

/** Facet counts by ordinal (search-index.ts), filled by the scan. */
interface FacetCounts {
  funnels: Int32Array
  countries: Int32Array
  areas: Int32Array
  reviews: Int32Array
  facilities: Int32Array
  categories: Int32Array
  bedrooms: Int32Array
  bathrooms: Int32Array
  /** By accessibility feature bit (issue 24): results that also have it, as facilities. */
  unitAccess: Int32Array
  siteAccess: Int32Array
}

/**
 * One pass over the scope's sites: every site that matches goes into `index.positions` (id order)
 * and is marked with the request's generation; with `counts`, the facets are counted on the way.
 *
 * Filter groups: funnels, countries, areas, review score, facilities (site level) and the units
 * (a unit for the party that passes the category, bedroom and bathroom filters). An OR group's
 * facet counts the sites that pass every other group; facility counts are results that also have
 * the facility, so a site without every chosen facility counts nowhere and its units are never
 * looked at; nor are those of a site failing two groups.
 */
function scanSites(
  index: SearchIndex,
  catalogue: StayCatalogue,
  criteria: Criteria,
  generation: number,
  counts: FacetCounts | null,
): number {
  const { scope, units } = criteria
  const candidates = candidatePositions(index, scope)
  const end = candidates ? candidates.length : index.size
  const funnels = ordinalFlags(criteria.funnels, index.funnelOrdinal, catalogue.funnels.length)
  const countries = ordinalFlags(criteria.countries, index.countryOrdinal, catalogue.countries.length)
  const areas = ordinalFlags(criteria.areas, index.areaOrdinal, catalogue.areas.length)
  const scopeFunnel = scope.funnelId === undefined ? -1 : (index.funnelOrdinal.get(scope.funnelId) ?? -2)
  const scopeCountry = scope.countryId === undefined ? -1 : (index.countryOrdinal.get(scope.countryId) ?? -2)
  const scopeArea = scope.areaId === undefined ? -1 : (index.areaOrdinal.get(scope.areaId) ?? -2)
  const scopeCity = scope.cityId ?? -1
  const scopeSite = scope.siteId ?? -1
  const { siteIds } = scope
  // A facility no site has (or an unknown id): nothing matches, as no site has it.
  const facilityBits: Uint32Array[] = []
  for (const id of criteria.facilities) facilityBits.push(index.facilityBits.get(id) ?? new Uint32Array(0))
  const minReview = criteria.minReview
  const { siteAccess } = criteria
  const anyUnitFilter =
    units.categories !== null || units.bedrooms !== null || units.bathrooms !== null || units.access !== 0
  const { partySize } = units
  let total = 0
  for (let k = 0; k < end; k++) {
    const i = candidates ? candidates[k]! : k
    if (scopeFunnel !== -1 && index.funnel[i] !== scopeFunnel) continue
    if (scopeCountry !== -1 && index.country[i] !== scopeCountry) continue
    if (scopeArea !== -1 && index.area[i] !== scopeArea) continue
    if (scopeCity !== -1 && index.city[i] !== scopeCity) continue
    if (scopeSite !== -1 && index.siteId[i] !== scopeSite) continue
    if (siteIds && !siteIds.has(index.siteId[i]!)) continue
    let hasFacilities = true
    for (const bits of facilityBits) {
      if ((((bits[i >>> 5] ?? 0) >>> (i & 31)) & 1) === 0) {
        hasFacilities = false
        break
      }
    }
    if (!hasFacilities) continue
    // Accessibility asked of the campsite: as facilities, every one, or the site counts nowhere.
    if ((index.siteAccess[i]! & siteAccess) !== siteAccess) continue
    const inFunnel = funnels === null || funnels[index.funnel[i]!] === 1
    const inCountry = countries === null || countries[index.country[i]!] === 1
    const inArea = areas === null || areas[index.area[i]!] === 1
    const reviewed = minReview === null || index.rating[i]! >= minReview
    const failed = +!inFunnel + +!inCountry + +!inArea + +!reviewed
    if (failed >= 2) continue
    // The units: whether one counts, and (for a site passing every site-level group) the unit
    // facets' masks: the fitting units that pass the other two unit filters.
    let hasUnit: boolean
    let categoryBits = 0
    let bedroomBits = 0
    let bathroomBits = 0
    let accessBits = 0
    if (failed === 0 && counts) {
      hasUnit = false
      for (let u = index.unitStart[i]!, last = index.unitStart[i + 1]!; u < last; u++) {
        if (index.unitPersons[u]! < partySize) continue
        const category = units.categories === null || (units.categories & index.unitCategoryBit[u]!) !== 0
        const bedrooms = units.bedrooms === null || hasBit(units.bedrooms, index.unitBedrooms[u]!)
        const bathrooms = units.bathrooms === null || hasBit(units.bathrooms, index.unitBathrooms[u]!)
        // Accessibility asked of a unit: every feature, of the same unit (as facilities, an AND).
        if ((index.unitAccess[u]! & units.access) !== units.access) continue
        if (bedrooms && bathrooms) categoryBits |= index.unitCategoryBit[u]!
        if (category && bathrooms) bedroomBits |= 1 << index.unitBedrooms[u]!
        if (category && bedrooms) bathroomBits |= 1 << index.unitBathrooms[u]!
        if (category && bedrooms && bathrooms) {
          hasUnit = true
          accessBits |= index.unitAccess[u]!
        }
      }
    } else if (!anyUnitFilter) {
      hasUnit = index.maxPersons[i]! >= partySize
    } else {
      hasUnit = false
      for (let u = index.unitStart[i]!, last = index.unitStart[i + 1]!; u < last && !hasUnit; u++)
        hasUnit = unitCounts(index, u, units)
    }
    if (counts) {
      if (hasUnit) {
        if (inCountry && inArea && reviewed) counts.funnels[index.funnel[i]!]!++
        if (inFunnel && inArea && reviewed) counts.countries[index.country[i]!]!++
        if (inFunnel && inCountry && reviewed) counts.areas[index.area[i]!]!++
        if (inFunnel && inCountry && inArea) {
          const rating = index.rating[i]!
          for (let at = 0; at < REVIEW_STEPS.length; at++) if (rating >= REVIEW_STEPS[at]!) counts.reviews[at]!++
        }
      }
      if (failed === 0) {
        countBits(categoryBits, counts.categories)
        countBits(bedroomBits, counts.bedrooms)
        countBits(bathroomBits, counts.bathrooms)
        if (hasUnit) {
          for (let f = index.facilityStart[i]!, last = index.facilityStart[i + 1]!; f < last; f++)
            counts.facilities[index.facilityOrdinals[f]!]!++
          countBits(accessBits, counts.unitAccess)
          countBits(index.siteAccess[i]!, counts.siteAccess)
        }
      }
    }
    if (failed === 0 && hasUnit) {
      index.positions[total++] = i
      index.mark[i] = generation
    }
  }
  return total
}

/** Adds one to the count of every set bit. */
function countBits(bits: number, counts: Int32Array): void {
  for (let bit = 0; bits !== 0; bit++, bits >>>= 1) if (bits & 1) counts[bit]!++
}

function presentFacets(counts: FacetCounts, criteria: Criteria, catalogue: StayCatalogue, language: Language) {
  const chosen = <T>(set: Set<T> | null, value: T) => set?.has(value) ?? false
  const counted = <T extends { count: number; selected: boolean }>(items: T[]) =>
    items.filter((item) => item.count > 0 || item.selected)
  const numbers = (values: Int32Array, set: Set<number> | null) =>
    counted(
      [...new Set([...values.keys()].filter((value) => values[value]! > 0).concat([...(set ?? [])]))]
        .sort((a, b) => a - b)
        .map((value) => ({ value, count: values[value] ?? 0, selected: chosen(set, value) })),
    )
  const facets: SearchFacets = {
    facilities: catalogue.facilities.map((facility, ordinal) => ({
      id: facility.id,
      slug: facility.slug,
      name: facility.name[language],
      open: facility.openFilter,
      count: counts.facilities[ordinal]!,
      selected: criteria.facilities.includes(facility.id),
    })),
    countries: counted(
      catalogue.countries.map((country, ordinal) => ({
        slug: country.slug,
        name: country.name[language],
        count: counts.countries[ordinal]!,
        selected: chosen(criteria.countries, country.id),
      })),
    ),
    areas: counted(
      catalogue.areas.map((area, ordinal) => ({
        slug: area.slug,
        name: area.name[language],
        country: catalogue.countriesById.get(area.countryId)!.slug,
        count: counts.areas[ordinal]!,
        selected: chosen(criteria.areas, area.id),
      })),
    ),
    funnels: catalogue.funnels.map((funnel, ordinal) => ({
      slug: funnel.slug,
      name: funnel.name[language],
      count: counts.funnels[ordinal]!,
      selected: chosen(criteria.funnels, funnel.id),
    })),
    reviewScores: REVIEW_STEPS.map((value, at) => ({
      value,
      count: counts.reviews[at]!,
      selected: criteria.minReview === value,
    })),
    categories: ACCOMMODATION_CATEGORIES.map((slug, bit) => ({
      slug,
      name: CATEGORY_NAMES[slug][language],
      count: counts.categories[bit]!,
      selected: chosen(criteria.categories, slug),
    })),
    bedrooms: numbers(counts.bedrooms, criteria.bedrooms),
    bathrooms: numbers(counts.bathrooms, criteria.bathrooms),
    accessibility: accessibilityFacets(
      criteria.units.access,
      criteria.siteAccess,
      counts.unitAccess,
      counts.siteAccess,
    ),
  }
  return facets
}

/** The cheapest bookable unit of each site for the request's stay: a cached table (search-index.ts). */
function cheapestPrices(index: SearchIndex, catalogue: StayCatalogue, criteria: Criteria, context: SearchContext) {
  if (criteria.quote.problem) return () => null
  const key = {
    quote: criteria.quote,
    apiLocale: context.apiLocale,
    bookingDate: criteria.bookingDate,
    units: criteria.units,
  }
  const table = priceTable(index, key)
  return function priceOf(position: number) {
    return cheapestUnit(index, catalogue, table, position, key)
  }
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

/**
 * The positions of one page of the `total` matching sites (in `index.positions`, marked with
 * `generation`), in the asked order; ties by id. Popularity and reviews walk the index's
 * presorted orders and stop at the page's end; price sorts the matches by their cached totals,
 * those with nothing bookable last whichever way prices run.
 */
function pagePositions(
  index: SearchIndex,
  total: number,
  generation: number,
  request: SearchRequest,
  priceOf: (position: number) => { cents: number } | null,
): number[] {
  const { orderBy, order } = resolveOrder(request)
  const { limit, page } = request.meta
  const from = (page - 1) * limit
  const to = Math.min(total, page * limit)
  const picked: number[] = []
  if (from >= to) return picked
  if (orderBy !== 'price') {
    const sorted =
      orderBy === 'reviews'
        ? order === 'asc'
          ? index.reviewsAsc
          : index.reviewsDesc
        : order === 'asc'
          ? index.popularAsc
          : index.popularDesc
    let seen = 0
    for (let k = 0; k < sorted.length && seen < to; k++) {
      const position = sorted[k]!
      if (index.mark[position] !== generation) continue
      if (seen >= from) picked.push(position)
      seen++
    }
    return picked
  }
  // One number per site: the total (or the largest for nothing bookable) above the position, so
  // a plain numeric sort orders by price, then id. Exact while below 2^53.
  const spread = 2 ** Math.ceil(Math.log2(index.size + 1))
  const ceiling = Math.floor(Number.MAX_SAFE_INTEGER / spread) - 1
  const keys = index.sortKeys.subarray(0, total)
  for (let k = 0; k < total; k++) {
    const position = index.positions[k]!
    const cheapest = priceOf(position)
    const cents = cheapest ? Math.min(cheapest.cents, ceiling - 1) : ceiling
    const rank = cheapest && order === 'desc' ? ceiling - 1 - cents : cents
    keys[k] = rank * spread + position
  }
  keys.sort()
  for (let k = from; k < to; k++) picked.push(keys[k]! % spread)
  return picked
}

export function searchSites(
  database: TwentyDatabase,
  request: SearchRequest,
  context: SearchContext,
): SearchSitesResponse {
  const catalogue = stayCatalogue(database)
  const index = searchIndex(catalogue)
  const criteria = resolveCriteria(database, catalogue, index, request, context)
  const stay = describeStay(criteria, request)
  const generation = nextGeneration(index)
  const priceOf = cheapestPrices(index, catalogue, criteria, context)

  if (request.parameters.map) {
    const total = scanSites(index, catalogue, criteria, generation, null)
    const pins = Array.from(index.positions.subarray(0, Math.min(total, SEARCH_MAX_MAP_PINS)), (position) => {
      const site = catalogue.sites[position]!
      const cheapest = priceOf(position)
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
    return { view: 'map', sites: pins, meta: { total, truncated: total > SEARCH_MAX_MAP_PINS }, stay }
  }

  const counts: FacetCounts = {
    funnels: new Int32Array(catalogue.funnels.length),
    countries: new Int32Array(catalogue.countries.length),
    areas: new Int32Array(catalogue.areas.length),
    reviews: new Int32Array(REVIEW_STEPS.length),
    facilities: new Int32Array(catalogue.facilities.length),
    categories: new Int32Array(ACCOMMODATION_CATEGORIES.length),
    bedrooms: new Int32Array(32),
    bathrooms: new Int32Array(32),
    unitAccess: new Int32Array(8),
    siteAccess: new Int32Array(8),
  }
  const total = scanSites(index, catalogue, criteria, generation, counts)
  const { orderBy, order } = resolveOrder(request)
  const { limit, page } = request.meta
  const pageItems = pagePositions(index, total, generation, request, priceOf).map(
    (position) => catalogue.sites[position]!,
  )
  const descriptions = siteDescriptions(
    database,
    pageItems.map((site) => site.id),
    context.language,
  )
  const prices = priceContext(catalogue, context)
  const sites = pageItems.map((site) => {
    const best = priceOf(index.positionById.get(site.id)!)
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
    facets: presentFacets(counts, criteria, catalogue, context.language),
    meta: {
      total,
      page,
      limit,
      pages: Math.ceil(total / limit),
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
  const index = searchIndex(catalogue)
  const search = searchRequestSchema.parse({ parameters: request.parameters })
  const criteria = resolveCriteria(database, catalogue, index, search, context)
  const priceOf = cheapestPrices(index, catalogue, criteria, context)
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
      const best = priceOf(index.positionById.get(site.id)!)
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
  const rows = statement(
    database.sqlite,
    `SELECT site_id, description FROM site_translations WHERE language = ? AND site_id IN (${ids.map(() => '?').join(', ')})`,
  ).all(language, ...ids) as { site_id: number; description: string }[]
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

/** The site-level filter groups (funnels, countries, areas, review score, every chosen facility). */
const passesSiteFilters = (site: CatalogueSite, criteria: Criteria) =>
  (!criteria.funnels || criteria.funnels.has(site.funnelId)) &&
  (!criteria.countries || criteria.countries.has(site.countryId)) &&
  (!criteria.areas || criteria.areas.has(site.areaId)) &&
  (criteria.minReview === null || site.rating >= criteria.minReview) &&
  criteria.facilities.every((id) => site.facilities.includes(id)) &&
  (site.accessibility & criteria.siteAccess) === criteria.siteAccess

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
  const index = searchIndex(catalogue)
  const criteria = resolveCriteria(database, catalogue, index, request, context)
  const sites: CatalogueSite[] = []
  const candidates = candidatePositions(index, criteria.scope) ?? index.positionById.values()
  for (const position of candidates) {
    const site = catalogue.sites[position]!
    if (inScope(site, criteria.scope) && passesSiteFilters(site, criteria)) sites.push(site)
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
