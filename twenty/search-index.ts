/**
 * What `search/sites` reads besides the stay catalogue's objects (decision 034): the campsites as
 * columns (typed arrays by position, the catalogue's order, which is id order), their
 * accommodations' sizes as columns in the same order, a bit set per facility, the positions of
 * each country's, area's, city's and funnel's campsites, the popularity and review orders, and the
 * cheapest price of each campsite per stay, party and unit filters, computed on first use and
 * kept for the next search of the same stay.
 *
 * Built once per snapshot (a few tens of milliseconds at 30,000 campsites) and dropped with it. A
 * let merged into the snapshot (stay-catalogue.ts) clears that one campsite's cached prices.
 */
import { isAvailable, siteBill, totalCents, type StayQuote } from './pricing'
import { onAvailabilityChange, type CatalogueAccommodation, type StayCatalogue } from './stay-catalogue'
import { ACCOMMODATION_CATEGORIES } from './stays-data'

/** Cached price tables (one per stay, party, market and unit filters): about 8 bytes per campsite each. */
const PRICE_TABLES = 32

/** What a unit must have to count: the party fits, and the unit filters (null: any). */
export interface UnitCriteria {
  partySize: number
  /** Bit per category index (ACCOMMODATION_CATEGORIES); null: any. */
  categories: number | null
  /** Bit per bedroom count (0-20); null: any. */
  bedrooms: number | null
  bathrooms: number | null
  /** Accessibility features a unit must all have (accessibility-features.ts bits); 0: none asked. */
  access: number
}

/** The cheapest bookable unit of every campsite for one stay, party, market and unit filters. */
interface PriceTable {
  /** Total in euro cents; NaN: not worked out yet; -1: nothing bookable. */
  cents: Float64Array
  /** The cheapest unit's index in the campsite's `accommodations`. */
  unit: Int32Array
}

export interface SearchIndex {
  readonly size: number
  readonly siteId: Int32Array
  /** Ordinals (index into the catalogue's funnels, countries, areas): small count arrays per request. */
  readonly funnel: Uint8Array
  readonly country: Uint16Array
  readonly area: Uint16Array
  readonly city: Int32Array
  readonly rating: Float64Array
  /** The largest party any of the campsite's units takes (capped at 255). */
  readonly maxPersons: Uint8Array
  /** A campsite's units are `unitStart[i]` to `unitStart[i + 1]`, in its `accommodations` order. */
  readonly unitStart: Int32Array
  readonly unitPersons: Uint8Array
  /** 1 << the category's index in ACCOMMODATION_CATEGORIES (0: a category search does not know). */
  readonly unitCategoryBit: Uint8Array
  readonly unitBedrooms: Uint8Array
  readonly unitBathrooms: Uint8Array
  /** Accessibility bits of each unit and of each campsite (issue 24; 0: none surveyed). */
  readonly unitAccess: Uint8Array
  readonly siteAccess: Uint8Array
  /** A campsite's facilities as ordinals (index into the catalogue's facilities), `facilityStart[i]` on. */
  readonly facilityStart: Int32Array
  readonly facilityOrdinals: Uint8Array
  /** One bit per campsite position, per facility id. */
  readonly facilityBits: ReadonlyMap<number, Uint32Array>
  readonly facilityOrdinal: ReadonlyMap<number, number>
  readonly funnelOrdinal: ReadonlyMap<number, number>
  readonly countryOrdinal: ReadonlyMap<number, number>
  readonly areaOrdinal: ReadonlyMap<number, number>
  /** Positions in ascending order (= id order). */
  readonly byFunnel: ReadonlyMap<number, Int32Array>
  readonly byCountry: ReadonlyMap<number, Int32Array>
  readonly byArea: ReadonlyMap<number, Int32Array>
  readonly byCity: ReadonlyMap<number, Int32Array>
  readonly positionById: ReadonlyMap<number, number>
  /** Every position by (popularity, id), by (popularity descending, id), and the same for reviews (rating, count). */
  readonly popularAsc: Int32Array
  readonly popularDesc: Int32Array
  readonly reviewsAsc: Int32Array
  readonly reviewsDesc: Int32Array
  readonly funnelBySlug: ReadonlyMap<string, number>
  readonly countryBySlug: ReadonlyMap<string, number>
  readonly areaBySlug: ReadonlyMap<string, number>
  readonly cityBySlug: ReadonlyMap<string, number>
  /** Per-request scratch (searches are synchronous): a generation mark per position, keys to sort. */
  readonly mark: Uint32Array
  readonly positions: Int32Array
  readonly sortKeys: Float64Array
  generation: number
  readonly prices: Map<string, PriceTable>
}

const indexes = new WeakMap<StayCatalogue, SearchIndex>()

/** The index of this snapshot, built on first use. */
export function searchIndex(catalogue: StayCatalogue): SearchIndex {
  let index = indexes.get(catalogue)
  if (!index) {
    index = buildSearchIndex(catalogue)
    indexes.set(catalogue, index)
    const built = index
    // A let merged into the snapshot changes one campsite's availability: forget its prices.
    onAvailabilityChange(catalogue, (siteId) => {
      const position = built.positionById.get(siteId)
      if (position === undefined) return
      for (const table of built.prices.values()) table.cents[position] = Number.NaN
    })
  }
  return index
}

const CATEGORY_INDEX = new Map<string, number>(ACCOMMODATION_CATEGORIES.map((category, index) => [category, index]))

/** Bit of a category for `UnitCriteria.categories` and `unitCategoryBit`. */
export const categoryBit = (category: string): number => {
  const index = CATEGORY_INDEX.get(category)
  return index === undefined ? 0 : 1 << index
}

const byte = (value: number) => Math.max(0, Math.min(255, value))

function positionsBy(size: number, keyOf: (position: number) => number): Map<number, Int32Array> {
  const lists = new Map<number, number[]>()
  for (let position = 0; position < size; position++) {
    const key = keyOf(position)
    const list = lists.get(key)
    if (list) list.push(position)
    else lists.set(key, [position])
  }
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]))
}

function buildSearchIndex(catalogue: StayCatalogue): SearchIndex {
  const { sites } = catalogue
  const size = sites.length
  const ordinals = (items: readonly { id: number }[]) => new Map(items.map((item, index) => [item.id, index]))
  const funnelOrdinal = ordinals(catalogue.funnels)
  const countryOrdinal = ordinals(catalogue.countries)
  const areaOrdinal = ordinals(catalogue.areas)
  const facilityOrdinal = ordinals(catalogue.facilities)

  const siteId = new Int32Array(size)
  const funnel = new Uint8Array(size)
  const country = new Uint16Array(size)
  const area = new Uint16Array(size)
  const city = new Int32Array(size)
  const rating = new Float64Array(size)
  const maxPersons = new Uint8Array(size)
  const unitStart = new Int32Array(size + 1)
  const facilityStart = new Int32Array(size + 1)
  let unitCount = 0
  let facilityCount = 0
  for (const site of sites) {
    unitCount += site.accommodations.length
    facilityCount += site.facilities.length
  }
  const unitPersons = new Uint8Array(unitCount)
  const unitCategoryBit = new Uint8Array(unitCount)
  const unitBedrooms = new Uint8Array(unitCount)
  const unitBathrooms = new Uint8Array(unitCount)
  const unitAccess = new Uint8Array(unitCount)
  const siteAccess = new Uint8Array(size)
  const facilityOrdinals = new Uint8Array(facilityCount)
  const words = (size + 31) >>> 5
  const facilityBits = new Map(catalogue.facilities.map((facility) => [facility.id, new Uint32Array(words)]))

  let unit = 0
  let facilityAt = 0
  sites.forEach((site, position) => {
    siteId[position] = site.id
    funnel[position] = funnelOrdinal.get(site.funnelId) ?? 255
    country[position] = countryOrdinal.get(site.countryId) ?? 0xffff
    area[position] = areaOrdinal.get(site.areaId) ?? 0xffff
    city[position] = site.cityId
    rating[position] = site.rating
    siteAccess[position] = site.accessibility
    unitStart[position] = unit
    let largest = 0
    for (const accommodation of site.accommodations) {
      unitPersons[unit] = byte(accommodation.maxPersons)
      unitCategoryBit[unit] = categoryBit(accommodation.category)
      unitBedrooms[unit] = byte(accommodation.bedrooms)
      unitBathrooms[unit] = byte(accommodation.bathrooms)
      unitAccess[unit] = accommodation.accessibility
      largest = Math.max(largest, byte(accommodation.maxPersons))
      unit++
    }
    maxPersons[position] = largest
    facilityStart[position] = facilityAt
    for (const id of site.facilities) {
      facilityOrdinals[facilityAt++] = facilityOrdinal.get(id) ?? 255
      const bits = facilityBits.get(id)
      if (bits) bits[position >>> 5]! |= 1 << (position & 31)
    }
  })
  unitStart[size] = unit
  facilityStart[size] = facilityAt

  const order = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: size }, (_, position) => position).sort(compare)
  const popularity = (position: number) => sites[position]!.popularity
  const reviewCount = (position: number) => sites[position]!.reviewCount
  // Positions are id order, so `a - b` is the id tie-break every search sort ends with.
  const reviews = (a: number, b: number) => rating[a]! - rating[b]! || reviewCount(a) - reviewCount(b)
  const bySlug = (items: readonly { id: number; slug: string }[]) => new Map(items.map((item) => [item.slug, item.id]))

  return {
    size,
    siteId,
    funnel,
    country,
    area,
    city,
    rating,
    maxPersons,
    unitStart,
    unitPersons,
    unitCategoryBit,
    unitBedrooms,
    unitBathrooms,
    unitAccess,
    siteAccess,
    facilityStart,
    facilityOrdinals,
    facilityBits,
    facilityOrdinal,
    funnelOrdinal,
    countryOrdinal,
    areaOrdinal,
    byFunnel: positionsBy(size, (position) => sites[position]!.funnelId),
    byCountry: positionsBy(size, (position) => sites[position]!.countryId),
    byArea: positionsBy(size, (position) => sites[position]!.areaId),
    byCity: positionsBy(size, (position) => sites[position]!.cityId),
    positionById: new Map(sites.map((site, position) => [site.id, position])),
    popularAsc: order((a, b) => popularity(a) - popularity(b) || a - b),
    popularDesc: order((a, b) => popularity(b) - popularity(a) || a - b),
    reviewsAsc: order((a, b) => reviews(a, b) || a - b),
    reviewsDesc: order((a, b) => reviews(b, a) || a - b),
    funnelBySlug: bySlug(catalogue.funnels),
    countryBySlug: bySlug(catalogue.countries),
    areaBySlug: bySlug(catalogue.areas),
    cityBySlug: bySlug(catalogue.cities),
    mark: new Uint32Array(size),
    positions: new Int32Array(size),
    sortKeys: new Float64Array(size),
    generation: 0,
    prices: new Map(),
  }
}

/** A fresh generation for `mark`: positions marked with it are this request's. */
export function nextGeneration(index: SearchIndex): number {
  if (index.generation === 0xffffffff) {
    index.mark.fill(0)
    index.generation = 0
  }
  return ++index.generation
}

/** Whether unit `u` of the index counts for the criteria (the party fits, the unit filters pass). */
export function unitCounts(index: SearchIndex, u: number, criteria: UnitCriteria): boolean {
  if (index.unitPersons[u]! < criteria.partySize) return false
  if (criteria.categories !== null && (criteria.categories & index.unitCategoryBit[u]!) === 0) return false
  if (criteria.bedrooms !== null && !hasBit(criteria.bedrooms, index.unitBedrooms[u]!)) return false
  if (criteria.bathrooms !== null && !hasBit(criteria.bathrooms, index.unitBathrooms[u]!)) return false
  if ((index.unitAccess[u]! & criteria.access) !== criteria.access) return false
  return true
}

/** Whether `value`'s bit is set; values above 31 have none (filters name 0 to 20). */
export const hasBit = (bits: number, value: number) => value < 32 && ((bits >>> value) & 1) === 1

export interface PriceKey {
  quote: StayQuote
  apiLocale: Parameters<typeof siteBill>[3]
  bookingDate: string
  units: UnitCriteria
}

/**
 * The cheapest unit (by total price) of the campsite at `position` that takes the party, passes
 * the unit filters and is free for the whole stay, or null; read from the table of this stay and
 * worked out on first use. The same unit and total as trying every unit in turn: the first of
 * the cheapest in the campsite's order.
 */
export function cheapestUnit(
  index: SearchIndex,
  catalogue: StayCatalogue,
  table: PriceTable,
  position: number,
  key: PriceKey,
): { accommodation: CatalogueAccommodation; cents: number } | null {
  let cents = table.cents[position]!
  if (Number.isNaN(cents)) {
    cents = -1
    let best = -1
    const site = catalogue.sites[position]!
    const start = index.unitStart[position]!
    const end = index.unitStart[position + 1]!
    let bill: ReturnType<typeof siteBill> | null = null
    for (let u = start; u < end; u++) {
      if (!unitCounts(index, u, key.units)) continue
      const accommodation = site.accommodations[u - start]!
      if (!isAvailable(accommodation, key.quote)) continue
      bill ??= siteBill(site.fees, site.discounts, key.quote, key.apiLocale, key.bookingDate)
      const total = totalCents(accommodation, bill, key.quote)
      if (best === -1 || total < cents) {
        best = u - start
        cents = total
      }
    }
    table.cents[position] = cents
    table.unit[position] = best
  }
  if (cents < 0) return null
  return { accommodation: catalogue.sites[position]!.accommodations[table.unit[position]!]!, cents }
}

/** The price table of a stay, party, market and unit filters: the cached one, or a new one (the oldest dropped). */
export function priceTable(index: SearchIndex, key: PriceKey): PriceTable {
  const { quote, units } = key
  const name = [
    quote.arrival,
    quote.nights,
    quote.sharesLargestFirst.join(','),
    key.apiLocale,
    key.bookingDate,
    units.categories,
    units.bedrooms,
    units.bathrooms,
    units.access,
  ].join('|')
  let table = index.prices.get(name)
  if (table) {
    // Most recently used last: the map's first key is the one to drop.
    index.prices.delete(name)
  } else {
    if (index.prices.size >= PRICE_TABLES) index.prices.delete(index.prices.keys().next().value!)
    table = { cents: new Float64Array(index.size).fill(Number.NaN), unit: new Int32Array(index.size) }
  }
  index.prices.set(name, table)
  return table
}
