/**
 * The bookable catalogue in memory: campsites with their facilities, accommodations, booked
 * stays, fees and discounts, and the season calendar. The catalogue only changes when the seed
 * runs, so searches read this snapshot (loaded once, about 0.1 s per 10,000 campsites) instead of
 * joining five tables per request: a country search with filters and facets then runs through a
 * few thousand objects in a millisecond or two. Availability is part of the snapshot: lets that
 * this process or any other on the same file writes are merged in before each use (`stayCatalogue`).
 */
import type Database from 'better-sqlite3'
import { loadAccessibilityMasks } from './accessibility-features'
import type { TwentyDatabase } from './db'
import { campsiteCurrency } from './locales'
import type { PricedDiscount, PricedFee, PricedUnit } from './pricing'
import { LANGUAGES, type Language, type SiteCurrency } from './schema'
import type { SeasonWeek } from './seasons'
import { FEE_NAMES, type AccommodationCategory } from './stays-data'

export interface CatalogueAccommodation extends PricedUnit {
  id: number
  siteId: number
  model: string
  category: AccommodationCategory
  bedrooms: number
  bathrooms: number
  maxPersons: number
  sizeM2: number
  aircondition: boolean
  dogAllowed: boolean
  imageCount: number
  popularity: number
  booked: { arrival: string; departure: string; units: number }[]
  /** Accessibility features of the type (accessibility-features.ts bits); 0 when not surveyed. */
  accessibility: number
}

export interface CatalogueSite {
  id: number
  slug: string
  name: string
  funnelId: number
  countryId: number
  areaId: number
  cityId: number
  lat: number
  lng: number
  rating: number
  reviewCount: number
  stars: number
  popularity: number
  /** Facility ids in display order (facility position). */
  facilities: number[]
  accommodations: CatalogueAccommodation[]
  fees: PricedFee[]
  discounts: PricedDiscount[]
  /** What the campsite charges on site in (its country's currency). */
  currency: SiteCurrency
  /** Accessibility features of the campsite (accessibility-features.ts bits); 0 when not surveyed. */
  accessibility: number
}

export interface CatalogueFacility {
  id: number
  slug: string
  position: number
  top: boolean
  openFilter: boolean
  name: Record<Language, string>
}

export interface CataloguePlace {
  id: number
  slug: string
  name: Record<Language, string>
}

export interface StayCatalogue {
  sites: CatalogueSite[]
  sitesById: Map<number, CatalogueSite>
  /** The same sites grouped by country and by area: a country search never visits the others. */
  sitesByCountry: Map<number, CatalogueSite[]>
  sitesByArea: Map<number, CatalogueSite[]>
  sitesBySlug: Map<string, CatalogueSite>
  accommodationsById: Map<number, CatalogueAccommodation>
  facilities: CatalogueFacility[]
  facilitiesById: Map<number, CatalogueFacility>
  funnels: CataloguePlace[]
  countries: (CataloguePlace & { code: string; position: number })[]
  areas: (CataloguePlace & { countryId: number; position: number; palette: string; popular: boolean })[]
  cities: (CataloguePlace & { areaId: number })[]
  funnelsById: Map<number, CataloguePlace>
  countriesById: Map<number, CataloguePlace & { code: string; position: number }>
  areasById: Map<number, CataloguePlace & { countryId: number; position: number; palette: string; popular: boolean }>
  citiesById: Map<number, CataloguePlace & { areaId: number }>
  calendar: Map<string, SeasonWeek>
  feeNames: Record<Language, Record<number, string>>
}

interface Snapshot {
  catalogue: StayCatalogue
  /** Which load of this process this is: a reload (a new seed) may end at the same high-water mark. */
  generation: number
  /** The highest `booked_stays` id merged into the catalogue. */
  stayHighWater: number
  /** `PRAGMA data_version` when the snapshot was last brought up to date. */
  dataVersion: number
  loadedAt: number
  /** Lets merged since the load that another connection (another worker) wrote. */
  syncedStays: number
  dataVersionQuery: Database.Statement
  newStaysQuery: Database.Statement
}

const snapshots = new WeakMap<Database.Database, Snapshot>()
let loads = 0

/**
 * The snapshot of this database, loaded on first use and brought up to date before each use
 * (decision 010, issue 22): several processes (the workers of a cluster) share the SQLite file,
 * and each has its own snapshot. SQLite's `PRAGMA data_version` changes whenever another
 * connection commits, which costs a microsecond to ask; only then are the lets written since
 * (`booked_stays` rows past the highest id merged) read and merged in place. So a booking made in
 * one worker is gone from every worker's next search, not only its own.
 */
export function stayCatalogue({ sqlite }: TwentyDatabase): StayCatalogue {
  const snapshot = snapshots.get(sqlite)
  if (!snapshot) return loadSnapshot(sqlite).catalogue
  if (snapshot.dataVersionQuery.get() !== snapshot.dataVersion) mergeNewStays(snapshot, true)
  return snapshot.catalogue
}

function loadSnapshot(sqlite: Database.Database): Snapshot {
  const dataVersionQuery = sqlite.prepare('PRAGMA data_version').pluck()
  // One read transaction: the catalogue, its highest let and the data version agree.
  const snapshot = sqlite.transaction(
    (): Snapshot => ({
      catalogue: loadStayCatalogue(sqlite),
      generation: ++loads,
      stayHighWater: (sqlite.prepare('SELECT COALESCE(MAX(id), 0) FROM booked_stays').pluck().get() as number) ?? 0,
      dataVersion: dataVersionQuery.get() as number,
      loadedAt: Date.now(),
      syncedStays: 0,
      dataVersionQuery,
      newStaysQuery: sqlite.prepare(
        'SELECT id, accommodation_id, arrival, departure, units FROM booked_stays WHERE id > ? ORDER BY id',
      ),
    }),
  )()
  snapshots.set(sqlite, snapshot)
  return snapshot
}

/** Merges the lets written since the snapshot's high-water mark (ids only grow: lets are never deleted). */
function mergeNewStays(snapshot: Snapshot, fromOthers: boolean): void {
  const rows = snapshot.newStaysQuery.all(snapshot.stayHighWater) as {
    id: number
    accommodation_id: number
    arrival: string
    departure: string
    units: number
  }[]
  snapshot.dataVersion = snapshot.dataVersionQuery.get() as number
  for (const row of rows) {
    insertStay(snapshot.catalogue, row.accommodation_id, row)
    snapshot.stayHighWater = Math.max(snapshot.stayHighWater, row.id)
  }
  if (fromOthers) snapshot.syncedStays += rows.length
}

function insertStay(
  catalogue: StayCatalogue,
  accommodationId: number,
  stay: { arrival: string; departure: string; units: number },
): void {
  const accommodation = catalogue.accommodationsById.get(accommodationId)
  if (!accommodation) return
  const at = accommodation.booked.findIndex((other) => other.arrival > stay.arrival)
  accommodation.booked.splice(at === -1 ? accommodation.booked.length : at, 0, {
    arrival: stay.arrival,
    departure: stay.departure,
    units: stay.units,
  })
  for (const listener of availabilityListeners.get(catalogue) ?? []) listener(accommodation.siteId)
}

const availabilityListeners = new WeakMap<StayCatalogue, ((siteId: number) => void)[]>()

/**
 * Calls `listener` with the campsite's id whenever a let is merged into this snapshot (what is
 * derived from availability, the search's cached prices, forgets that campsite).
 */
export function onAvailabilityChange(catalogue: StayCatalogue, listener: (siteId: number) => void): void {
  const listeners = availabilityListeners.get(catalogue)
  if (listeners) listeners.push(listener)
  else availabilityListeners.set(catalogue, [listener])
}

/**
 * What a search's answer is made of, as a short string (decision 041): the snapshot loaded and
 * the lets merged into it, brought up to date with every process's commits first, as a search
 * would. Two equal versions mean the same catalogue and the same availability, so the same
 * request gets the same answer (on the same day: the caller adds the date).
 */
export function stayCatalogueVersion(database: TwentyDatabase): string {
  stayCatalogue(database)
  const snapshot = snapshots.get(database.sqlite)!
  return `${snapshot.generation}.${snapshot.stayHighWater}`
}

/** Drops the snapshot (after a new seed, or a change to the catalogue itself); the next use loads a fresh one. */
export function invalidateStayCatalogue({ sqlite }: TwentyDatabase): void {
  snapshots.delete(sqlite)
}

/**
 * After this process committed a let (checkout): merge it, and any other process's written
 * before it, into the loaded snapshot in place (decision 010). Our own commits do not change our
 * connection's data version, so this is not left to the next `stayCatalogue` call. No snapshot
 * yet: nothing to do, the next load reads `booked_stays`.
 */
export function catchUpBookedStays({ sqlite }: TwentyDatabase): void {
  const snapshot = snapshots.get(sqlite)
  if (snapshot) mergeNewStays(snapshot, false)
}

/** For metrics: the snapshot's age and the lets it took over from other processes; null before the first load. */
export function stayCatalogueStats({ sqlite }: TwentyDatabase): { ageSeconds: number | null; syncedStays: number } {
  const snapshot = snapshots.get(sqlite)
  return snapshot
    ? { ageSeconds: (Date.now() - snapshot.loadedAt) / 1000, syncedStays: snapshot.syncedStays }
    : { ageSeconds: null, syncedStays: 0 }
}

type Row = Record<string, unknown>
const all = <T = Row>(sqlite: Database.Database, sql: string) => sqlite.prepare(sql).all() as T[]

function translations(sqlite: Database.Database, table: string, key: string): Map<number, Record<Language, string>> {
  const names = new Map<number, Record<Language, string>>()
  for (const row of all<{ id: number; language: Language; name: string }>(
    sqlite,
    `SELECT ${key} AS id, language, name FROM ${table}`,
  )) {
    let entry = names.get(row.id)
    if (!entry) {
      entry = {} as Record<Language, string>
      names.set(row.id, entry)
    }
    entry[row.language] = row.name
  }
  return names
}

export function loadStayCatalogue(sqlite: Database.Database): StayCatalogue {
  const funnelNames = translations(sqlite, 'funnel_translations', 'funnel_id')
  const countryNames = translations(sqlite, 'country_translations', 'country_id')
  const areaNames = translations(sqlite, 'area_translations', 'area_id')
  const facilityNames = translations(sqlite, 'facility_translations', 'facility_id')

  const funnels = all<{ id: number; slug: string }>(sqlite, 'SELECT id, slug FROM funnels ORDER BY position').map(
    (row) => ({
      ...row,
      name: funnelNames.get(row.id)!,
    }),
  )
  const countries = all<{ id: number; slug: string; code: string; position: number }>(
    sqlite,
    'SELECT id, slug, code, position FROM countries ORDER BY position',
  ).map((row) => ({ ...row, name: countryNames.get(row.id)! }))
  const areas = all<{
    id: number
    slug: string
    countryId: number
    position: number
    palette: string
    popular: number
  }>(
    sqlite,
    'SELECT id, slug, country_id AS countryId, position, image_palette AS palette, popular FROM areas ORDER BY country_id, position',
  ).map((row) => ({ ...row, popular: row.popular === 1, name: areaNames.get(row.id)! }))
  const cities = all<{ id: number; slug: string; areaId: number; name: string }>(
    sqlite,
    'SELECT id, slug, area_id AS areaId, name FROM cities ORDER BY id',
  ).map((row) => ({
    id: row.id,
    slug: row.slug,
    areaId: row.areaId,
    name: Object.fromEntries(LANGUAGES.map((l) => [l, row.name])) as Record<Language, string>,
  }))
  const facilities = all<{ id: number; slug: string; position: number; top: number; open_filter: number }>(
    sqlite,
    'SELECT id, slug, position, top, open_filter FROM facilities ORDER BY position',
  ).map((row) => ({
    id: row.id,
    slug: row.slug,
    position: row.position,
    top: row.top === 1,
    openFilter: row.open_filter === 1,
    name: facilityNames.get(row.id)!,
  }))
  const facilityPosition = new Map(facilities.map((facility) => [facility.id, facility.position]))

  // Built field by field: rows from the driver are dictionary-like objects, and the search loops
  // over thousands of sites per request, where one stable object shape is several times faster.
  const currencyOfCountry = new Map(countries.map((country) => [country.id, campsiteCurrency(country.code)]))
  const sites: CatalogueSite[] = all(
    sqlite,
    `SELECT id, slug, name, funnel_id, country_id, area_id, city_id, lat, lng, rating, review_count, stars, popularity
     FROM sites ORDER BY id`,
  ).map((row) => ({
    id: row.id as number,
    slug: row.slug as string,
    name: row.name as string,
    funnelId: row.funnel_id as number,
    countryId: row.country_id as number,
    areaId: row.area_id as number,
    cityId: row.city_id as number,
    lat: row.lat as number,
    lng: row.lng as number,
    rating: row.rating as number,
    reviewCount: row.review_count as number,
    stars: row.stars as number,
    popularity: row.popularity as number,
    facilities: [],
    accommodations: [],
    fees: [],
    discounts: [],
    currency: currencyOfCountry.get(row.country_id as number) ?? 'EUR',
    accessibility: 0,
  }))
  const sitesById = new Map(sites.map((site) => [site.id, site]))

  for (const row of sqlite.prepare('SELECT site_id, facility_id FROM site_facilities').raw().all() as [
    number,
    number,
  ][]) {
    const site = sitesById.get(row[0])
    if (site) site.facilities.push(row[1])
  }
  for (const site of sites) {
    site.facilities.sort((a, b) => (facilityPosition.get(a) ?? 0) - (facilityPosition.get(b) ?? 0))
  }

  const accommodationsById = new Map<number, CatalogueAccommodation>()
  // Raw rows (arrays): at SEED_SCALE=10 this is 100,000 units.
  const unitRows = sqlite
    .prepare(
      `SELECT id, site_id, model, category, bedrooms, bathrooms, max_persons, size_m2, aircondition, dog_allowed, units,
         night_price_cents, extra_person_night_cents, included_persons, image_count, popularity FROM accommodations ORDER BY id`,
    )
    .raw()
    .all() as [
    number,
    number,
    string,
    AccommodationCategory,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ][]
  for (const row of unitRows) {
    const accommodation: CatalogueAccommodation = {
      id: row[0],
      siteId: row[1],
      model: row[2],
      category: row[3],
      bedrooms: row[4],
      bathrooms: row[5],
      maxPersons: row[6],
      sizeM2: row[7],
      aircondition: row[8] === 1,
      dogAllowed: row[9] === 1,
      units: row[10],
      nightPriceCents: row[11],
      extraPersonNightCents: row[12],
      includedPersons: row[13],
      imageCount: row[14],
      popularity: row[15],
      booked: [],
      accessibility: 0,
    }
    accommodationsById.set(accommodation.id, accommodation)
    sitesById.get(accommodation.siteId)?.accommodations.push(accommodation)
  }
  for (const row of all<{ accommodation_id: number; arrival: string; departure: string; units: number }>(
    sqlite,
    'SELECT accommodation_id, arrival, departure, units FROM booked_stays ORDER BY accommodation_id, arrival',
  )) {
    accommodationsById
      .get(row.accommodation_id)
      ?.booked.push({ arrival: row.arrival, departure: row.departure, units: row.units })
  }

  const access = loadAccessibilityMasks(sqlite)
  for (const [id, mask] of access.sites) sitesById.get(id)!.accessibility = mask
  for (const [id, mask] of access.units) accommodationsById.get(id)!.accessibility = mask

  const globalFees: PricedFee[] = []
  const countryFees = new Map<number, PricedFee[]>()
  for (const row of all(sqlite, 'SELECT * FROM fees ORDER BY fee_type_id, id')) {
    const fee: PricedFee = {
      feeTypeId: row.fee_type_id as number,
      unit: row.unit as string,
      amountCents: row.amount_cents as number,
      rentBasisPoints: row.rent_basis_points as number,
      mandatory: row.mandatory === 1,
      payOnSite: row.pay_on_site === 1,
      apiLocales: row.api_locales ? (JSON.parse(row.api_locales as string) as string[]) : null,
      currency: (row.currency as SiteCurrency | undefined) ?? 'EUR',
    }
    if (row.site_id != null) sitesById.get(row.site_id as number)?.fees.push(fee)
    else if (row.country_id != null)
      countryFees.set(row.country_id as number, [...(countryFees.get(row.country_id as number) ?? []), fee])
    else globalFees.push(fee)
  }
  // One list per site, built once, in fee type order: the bill reads the same everywhere.
  for (const site of sites) {
    site.fees = [...globalFees, ...(countryFees.get(site.countryId) ?? []), ...site.fees].sort(
      (a, b) => a.feeTypeId - b.feeTypeId,
    )
  }

  for (const row of all(sqlite, 'SELECT * FROM discounts ORDER BY site_id, id')) {
    sitesById.get(row.site_id as number)?.discounts.push({
      kind: row.kind as PricedDiscount['kind'],
      percent: row.percent as number,
      minNights: row.min_nights as number,
      bookBefore: row.book_before as string | null,
      arrivalFrom: row.arrival_from as string | null,
      arrivalTo: row.arrival_to as string | null,
    })
  }

  const calendar = new Map<string, SeasonWeek>()
  for (const row of all(sqlite, 'SELECT * FROM season_weeks')) {
    calendar.set(row.week_start as string, {
      weekStart: row.week_start as string,
      season: row.season as SeasonWeek['season'],
      priceFactor: row.price_factor as number,
      arrivalDays: row.arrival_days as SeasonWeek['arrivalDays'],
      minNights: row.min_nights as number,
    })
  }

  const feeNames = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(Object.entries(FEE_NAMES).map(([id, name]) => [id, name[language]])),
    ]),
  ) as Record<Language, Record<number, string>>

  return {
    sites,
    sitesById,
    sitesByCountry: groupBy(sites, (site) => site.countryId),
    sitesByArea: groupBy(sites, (site) => site.areaId),
    sitesBySlug: new Map(sites.map((site) => [site.slug, site])),
    accommodationsById,
    facilities,
    facilitiesById: new Map(facilities.map((facility) => [facility.id, facility])),
    funnels,
    countries,
    areas,
    cities,
    funnelsById: new Map(funnels.map((funnel) => [funnel.id, funnel])),
    countriesById: new Map(countries.map((country) => [country.id, country])),
    areasById: new Map(areas.map((area) => [area.id, area])),
    citiesById: new Map(cities.map((city) => [city.id, city])),
    calendar,
    feeNames,
  }
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}
