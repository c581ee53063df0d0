/**
 * Deterministic seed of the catalogue: the same scale (and date) always writes the same rows, so
 * tests, screenshots and bug reports agree. Synchronous, one transaction, prepared statements:
 * 1,000 campsites take a fraction of a second.
 */
import type Database from 'better-sqlite3'
import { addDays } from 'date-fns'
import type { Insertable } from 'kysely'
import { writeAccessibilitySurvey } from './accessibility'
import {
  COUNTRIES,
  FUNNELS,
  GLAMPING_PREFIXES,
  SITE_NAME_PARTS,
  type AreaData,
  type CityData,
  type CountryData,
  type FunnelData,
} from './catalogue-data'
import { closeDatabase, openDatabase, type TwentyDatabase } from './db'
import { campsiteCurrency } from './locales'
import { assignPitchLets } from './pitches'
import { createRandom, type Random } from './random'
import { LANGUAGES, type Language, type TwentySchema } from './schema'
import { writeDemoAccounts } from './seed-accounts'
import { writeDemoAgents } from './seed-agents'
import { completeBookings, writeChangePolicies, writeDemoBookings } from './seed-bookings'
import { StaysWriter, type SeededSite } from './seed-stays'
import { describeSite, FACILITIES, AUDIENCES, SETTINGS_BY_PALETTE, type Setting } from './site-descriptions'
import { invalidateStayCatalogue } from './stay-catalogue'
import { EARLY_BOOKING_BANNER, TAGGED_PAGES, taggedPageSlug } from './tagged-pages-data'
import { foldText } from './text'

/** Bump when the generated rows change, so a database can tell which seed it holds. */
export const SEED_VERSION = 2
/** The PRNG seed: fixed, so that runs agree. */
const RANDOM_SEED = 0x7e4e7
/** Its own stream for accommodations, prices and reviews, so the campsites stay as they were. */
const STAYS_RANDOM_SEED = 0x57a75
const SITES_PER_SCALE = 1000
export const MAX_SEED_SCALE = 100

export interface SeedOptions {
  /** 1 is about 1,000 campsites, 10 about 10,000. Fractions allowed (tests). */
  scale?: number
  /** Seed time: only the early booking period and the seed record depend on it. */
  now?: Date
}

export interface CatalogueCounts {
  funnels: number
  countries: number
  areas: number
  cities: number
  sites: number
  taggedPages: number
  earlyBookingPeriods: number
  newsletterSubscriptions: number
  facilities: number
  accommodations: number
  reviews: number
  bookedStays: number
}

export interface SeedInfo {
  seedVersion: number
  scale: number
  siteCount: number
  seededAt: string
}

/** True once a catalogue is present (the seed writes everything in one transaction). */
export function isSeeded({ sqlite }: TwentyDatabase): boolean {
  return sqlite.prepare('SELECT 1 FROM funnels LIMIT 1').get() !== undefined
}

/** Seeds only an empty catalogue; returns whether it seeded. Safe to call on every start. */
export function ensureSeeded(database: TwentyDatabase, options: SeedOptions = {}): boolean {
  const now = options.now ?? new Date()
  const wrote = isSeeded(database)
    ? [upgradeSeed(database, now), writeDemoAccounts(database.sqlite, now)].some(Boolean)
    : (seedDatabase(database, options), true)
  // A catalogue seeded before migration 014 gets its accessibility survey (issue 24), once.
  if (writeAccessibilitySurvey(database.sqlite)) invalidateStayCatalogue(database)
  // Demo bookings (the accounts' seed writes their core rows) get participants, lines and rates.
  completeBookings(database, now)
  // The demo bookings of every payment status and change permission (issue 19).
  const wroteBookings = writeDemoBookings(database, now) > 0
  // Demo agents, each bound to a customer of its brand (decision 027).
  writeDemoAgents(database.sqlite, now)
  // Every let of a pitch accommodation holds numbered pitches of the site map (issue 24).
  assignPitchLets(database)
  return wroteBookings || wrote
}

/**
 * A catalogue of seed version 1 (campsites only) gets what its campsites offer, in place, so an
 * existing database keeps its newsletter subscriptions: the version 1 campsites are generated
 * again in a scratch database (the same scale gives the same rows) to recover the facts the
 * stays are derived from. Returns whether it wrote anything.
 */
export function upgradeSeed(database: TwentyDatabase, now: Date): boolean {
  const info = readSeedInfo(database)
  if (!info || info.seedVersion !== 1) return false
  const { sqlite } = database
  if (sqlite.prepare('SELECT 1 FROM accommodations LIMIT 1').get() !== undefined) return false
  const scratch = openDatabase(':memory:')
  let sites: SeededSite[]
  try {
    sites = scratch.sqlite.transaction(() =>
      new CatalogueWriter(scratch.sqlite, createRandom(RANDOM_SEED)).write(info.scale, new Date(info.seededAt)),
    )()
  } finally {
    closeDatabase(scratch)
  }
  const existing = sqlite.prepare('SELECT count(*) AS n FROM sites').get() as { n: number }
  if (existing.n !== sites.length) return false
  sqlite.transaction(() => {
    new StaysWriter(sqlite, createRandom(STAYS_RANDOM_SEED), now).write(sites)
    sqlite.prepare('UPDATE seed_info SET seed_version = ? WHERE id = 1').run(SEED_VERSION)
  })()
  return true
}

export function readSeedInfo({ sqlite }: TwentyDatabase): SeedInfo | null {
  const row = sqlite.prepare('SELECT seed_version, scale, site_count, seeded_at FROM seed_info WHERE id = 1').get() as
    | { seed_version: number; scale: number; site_count: number; seeded_at: string }
    | undefined
  return row
    ? { seedVersion: row.seed_version, scale: row.scale, siteCount: row.site_count, seededAt: row.seeded_at }
    : null
}

export function countCatalogue({ sqlite }: TwentyDatabase): CatalogueCounts {
  const count = (table: keyof TwentySchema) =>
    (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
  return {
    funnels: count('funnels'),
    countries: count('countries'),
    areas: count('areas'),
    cities: count('cities'),
    sites: count('sites'),
    taggedPages: count('tagged_pages'),
    earlyBookingPeriods: count('early_booking_periods'),
    newsletterSubscriptions: count('newsletter_subscriptions'),
    facilities: count('facilities'),
    accommodations: count('accommodations'),
    reviews: count('reviews'),
    bookedStays: count('booked_stays'),
  }
}

/** Writes the whole catalogue into an empty database. Throws when a catalogue is already there. */
export function seedDatabase(database: TwentyDatabase, options: SeedOptions = {}): CatalogueCounts {
  const scale = options.scale ?? 1
  if (!(scale > 0 && scale <= MAX_SEED_SCALE)) throw new RangeError(`seed scale must be in (0, ${MAX_SEED_SCALE}]`)
  if (isSeeded(database)) throw new Error('The database already holds a catalogue; reset it before seeding again.')
  const now = options.now ?? new Date()
  const { sqlite } = database
  sqlite.transaction(() => {
    const sites = new CatalogueWriter(sqlite, createRandom(RANDOM_SEED)).write(scale, now)
    new StaysWriter(sqlite, createRandom(STAYS_RANDOM_SEED), now).write(sites)
    writeChangePolicies(sqlite)
    writeDemoAccounts(sqlite, now)
    writeAccessibilitySurvey(sqlite)
  })()
  return countCatalogue(database)
}

/** A typed `INSERT` with named parameters for every listed column. */
function insertInto<T extends keyof TwentySchema>(
  sqlite: Database.Database,
  table: T,
  columns: readonly (keyof Insertable<TwentySchema[T]> & string)[],
): Database.Statement<[Insertable<TwentySchema[T]>]> {
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`
  return sqlite.prepare(sql) as Database.Statement<[Insertable<TwentySchema[T]>]>
}

/** Lower-case ASCII slug: "Domaine de L'Étang" -> "domaine-de-l-etang". */
export function slugify(text: string): string {
  return foldText(text).replace(/ /g, '-')
}

/** "Les Pins" -> "des Pins", so that the estate reads "Domaine des Pins". */
function frenchGenitive(name: string): string {
  const contracted = name
    .replace(/^Les /, 'des ')
    .replace(/^Le /, 'du ')
    .replace(/^La /, 'de la ')
    .replace(/^L'/, "de l'")
  return contracted === name ? `de ${name}` : contracted
}

/** Reviews are written mostly in the language of the campsite's country, when we have it. */
const LOCAL_LANGUAGES: Record<string, Language> = { FR: 'fr', IT: 'it', NL: 'nl', BE: 'nl', DE: 'de', AT: 'de' }

const round = (value: number, decimals: number) => Number(value.toFixed(decimals))
const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** Summer the early booking discount is for: next summer, or this one while it is still winter. */
function advertisedSummer(now: Date): number {
  return now.getUTCMonth() <= 2 ? now.getUTCFullYear() : now.getUTCFullYear() + 1
}

interface PlacedArea {
  id: number
  data: AreaData
  country: PlacedCountry
  cities: PlacedCity[]
}
interface PlacedCountry {
  id: number
  data: CountryData
  areas: PlacedArea[]
}
interface PlacedCity {
  id: number
  data: CityData
  area: PlacedArea
}

class CatalogueWriter {
  private readonly funnelIds = new Map<FunnelData, number>()
  private readonly countries: PlacedCountry[] = []
  private readonly siteSlugs = new Set<string>()
  private readonly seededSites: SeededSite[] = []

  constructor(
    private readonly sqlite: Database.Database,
    private readonly random: Random,
  ) {}

  /** Returns what the rest of the seed needs to know about each campsite. */
  write(scale: number, now: Date): SeededSite[] {
    this.writeFunnels()
    this.writePlaces()
    const siteCount = this.writeSites(Math.max(1, Math.round(SITES_PER_SCALE * scale)))
    this.writeTaggedPages(now)
    this.writeEarlyBookingPeriod(now)
    insertInto(this.sqlite, 'seed_info', ['id', 'seed_version', 'scale', 'site_count', 'seeded_at']).run({
      id: 1,
      seed_version: SEED_VERSION,
      scale,
      site_count: siteCount,
      seeded_at: now.toISOString(),
    })
    return this.seededSites
  }

  private writeFunnels(): void {
    const insertFunnel = insertInto(this.sqlite, 'funnels', ['id', 'slug', 'position', 'default_booking_date'])
    const insertTranslation = insertInto(this.sqlite, 'funnel_translations', [
      'funnel_id',
      'language',
      'name',
      'title',
      'place_label',
      'site_noun_one',
      'site_noun_other',
    ])
    FUNNELS.forEach((funnel, index) => {
      const id = index + 1
      this.funnelIds.set(funnel, id)
      insertFunnel.run({ id, slug: funnel.slug, position: index, default_booking_date: null })
      for (const language of LANGUAGES) {
        insertTranslation.run({
          funnel_id: id,
          language,
          name: funnel.name[language],
          title: funnel.title[language],
          place_label: funnel.placeLabel[language],
          site_noun_one: funnel.siteNoun.one[language],
          site_noun_other: funnel.siteNoun.other[language],
        })
      }
    })
  }

  private writePlaces(): void {
    const insertCountry = insertInto(this.sqlite, 'countries', ['id', 'slug', 'code', 'position'])
    const insertCountryName = insertInto(this.sqlite, 'country_translations', [
      'country_id',
      'language',
      'name',
      'locative',
    ])
    const insertArea = insertInto(this.sqlite, 'areas', [
      'id',
      'country_id',
      'slug',
      'position',
      'popular',
      'lat',
      'lng',
      'image_seed',
      'image_palette',
    ])
    const insertAreaName = insertInto(this.sqlite, 'area_translations', ['area_id', 'language', 'name'])
    const insertCity = insertInto(this.sqlite, 'cities', ['id', 'area_id', 'slug', 'name', 'lat', 'lng'])

    let areaId = 0
    let cityId = 0
    COUNTRIES.forEach((countryData, countryIndex) => {
      const country: PlacedCountry = { id: countryIndex + 1, data: countryData, areas: [] }
      this.countries.push(country)
      insertCountry.run({ id: country.id, slug: countryData.slug, code: countryData.code, position: countryIndex })
      for (const language of LANGUAGES) {
        insertCountryName.run({
          country_id: country.id,
          language,
          name: countryData.name[language],
          locative: countryData.locative[language],
        })
      }
      countryData.areas.forEach((areaData, areaIndex) => {
        const area: PlacedArea = { id: ++areaId, data: areaData, country, cities: [] }
        country.areas.push(area)
        const centre = (pick: (city: CityData) => number) =>
          round(areaData.cities.reduce((sum, city) => sum + pick(city), 0) / areaData.cities.length, 5)
        insertArea.run({
          id: area.id,
          country_id: country.id,
          slug: areaData.slug,
          position: areaIndex,
          popular: areaData.popular ? 1 : 0,
          lat: centre((city) => city.lat),
          lng: centre((city) => city.lng),
          image_seed: this.random.int(1, 0x7fffffff),
          image_palette: areaData.palette,
        })
        for (const language of LANGUAGES) {
          insertAreaName.run({ area_id: area.id, language, name: areaData.name[language] })
        }
        for (const cityData of areaData.cities) {
          const city: PlacedCity = { id: ++cityId, data: cityData, area }
          area.cities.push(city)
          insertCity.run({
            id: city.id,
            area_id: area.id,
            slug: cityData.slug,
            name: cityData.name,
            lat: cityData.lat,
            lng: cityData.lng,
          })
        }
      })
    })
  }

  /** Every area gets a campsite first, so no area page is empty; the rest follow the weights. */
  private writeSites(count: number): number {
    const insertSite = insertInto(this.sqlite, 'sites', [
      'id',
      'slug',
      'name',
      'funnel_id',
      'country_id',
      'area_id',
      'city_id',
      'lat',
      'lng',
      'rating',
      'stars',
      'popularity',
      'week_price_eur',
    ])
    const insertDescription = insertInto(this.sqlite, 'site_translations', ['site_id', 'language', 'description'])
    const insertSurroundings = insertInto(this.sqlite, 'site_surroundings', ['site_id', 'setting', 'distance_metres'])
    const allAreas = this.countries.flatMap((country) => country.areas)
    const [camping, glamping] = FUNNELS as [FunnelData, FunnelData]

    for (let id = 1; id <= count; id++) {
      const coverage = id <= allAreas.length
      const area = coverage ? (allAreas[id - 1] as PlacedArea) : this.pickArea()
      const city = this.random.pick(area.cities)
      const funnel = !coverage && this.random.chance(glamping.share) ? glamping : camping
      const isGlamping = funnel === glamping
      const name = this.siteName(area, city, isGlamping)
      const slug = this.uniqueSiteSlug(name, city)
      const latitude = city.data.lat + this.random.gaussian() * 0.035
      const longitude = city.data.lng + (this.random.gaussian() * 0.035) / Math.cos((city.data.lat * Math.PI) / 180)
      const rating = round(Math.min(9.8, Math.max(5.8, 7.7 + this.random.gaussian() * 0.55)), 1)
      const stars = isGlamping
        ? this.random.weighted([3, 4, 5], (s) => [0.1, 0.5, 0.4][s - 3] ?? 0)
        : this.random.weighted([2, 3, 4, 5], (s) => [0.06, 0.34, 0.42, 0.18][s - 2] ?? 0)
      insertSite.run({
        id,
        slug,
        name,
        funnel_id: this.funnelIds.get(funnel) ?? 1,
        country_id: area.country.id,
        area_id: area.id,
        city_id: city.id,
        lat: round(latitude, 5),
        lng: round(longitude, 5),
        rating,
        stars,
        popularity: Math.round(rating * 80 + stars * 40 + this.random.int(0, 300)),
        week_price_eur: weekPriceEur(id, stars, rating, isGlamping),
      })
      const setting: Setting = this.random.pick(SETTINGS_BY_PALETTE[area.data.palette])
      const nearby = setting === 'beach' || setting === 'lake' || setting === 'river'
      const facts = {
        name,
        glamping: isGlamping,
        stars,
        city: city.data.name,
        setting,
        distanceMetres: nearby ? this.random.int(3, 80) * 10 : this.random.int(4, 45) * 100,
        facilities: this.pickDistinct(FACILITIES.length, 3) as [number, number, number],
        audience: isGlamping ? this.random.pick([1, 3]) : this.random.int(0, AUDIENCES.length - 1),
      }
      // What the description says, as data (migration 016): draws nothing more from the random stream.
      insertSurroundings.run({ site_id: id, setting, distance_metres: facts.distanceMetres })
      this.seededSites.push({
        id,
        glamping: isGlamping,
        stars,
        rating,
        setting,
        distanceMetres: facts.distanceMetres,
        describedFacilities: facts.facilities,
        audience: facts.audience,
        localLanguage: LOCAL_LANGUAGES[area.country.data.code] ?? null,
        currency: campsiteCurrency(area.country.data.code),
      })
      for (const language of LANGUAGES) {
        insertDescription.run({
          site_id: id,
          language,
          description: describeSite({ ...facts, area: area.data.name[language] }, language),
        })
      }
    }
    return count
  }

  private pickArea(): PlacedArea {
    const country = this.random.weighted(this.countries, (c) => c.data.weight)
    return this.random.weighted(country.areas, (a) => (a.data.popular ? 2 : 1))
  }

  private pickDistinct(range: number, howMany: number): number[] {
    const picked: number[] = []
    while (picked.length < howMany) {
      const index = this.random.int(0, range - 1)
      if (!picked.includes(index)) picked.push(index)
    }
    return picked
  }

  private siteName(area: PlacedArea, city: PlacedCity, isGlamping: boolean): string {
    const parts = SITE_NAME_PARTS[area.data.namingStyle ?? area.country.data.namingStyle]
    const prefix = this.random.pick(isGlamping ? GLAMPING_PREFIXES : parts.prefixes)
    // A few sites are simply named after their town, as many municipal campsites are.
    if (this.random.chance(0.08)) return `${prefix} ${city.data.name}`
    const name = this.random.pick(parts.names)
    return prefix === 'Domaine' ? `Domaine ${frenchGenitive(name)}` : `${prefix} ${name}`
  }

  /** Names repeat across Europe; slugs may not: add the town, then a number. */
  private uniqueSiteSlug(name: string, city: PlacedCity): string {
    const base = slugify(name)
    let slug = this.siteSlugs.has(base) ? `${base}-${city.data.slug}` : base
    for (let n = 2; this.siteSlugs.has(slug); n++) slug = `${base}-${city.data.slug}-${n}`
    this.siteSlugs.add(slug)
    return slug
  }

  private writeTaggedPages(now: Date): void {
    const insertPage = insertInto(this.sqlite, 'tagged_pages', ['id', 'slug', 'tags'])
    const insertText = insertInto(this.sqlite, 'tagged_page_translations', [
      'page_id',
      'language',
      'title',
      'body',
      'slug',
    ])
    const summer = String(advertisedSummer(now))
    TAGGED_PAGES.forEach((page, index) => {
      const id = index + 1
      insertPage.run({ id, slug: page.slug, tags: JSON.stringify(page.tags) })
      for (const language of LANGUAGES) {
        insertText.run({
          page_id: id,
          language,
          title: page.title[language],
          body: page.body[language].replaceAll('{summer}', summer),
          slug: taggedPageSlug(page.slug, language),
        })
      }
    })
  }

  /** One period running now: started 30 days before the seed, ends 120 days after it. */
  private writeEarlyBookingPeriod(now: Date): void {
    const summer = String(advertisedSummer(now))
    insertInto(this.sqlite, 'early_booking_periods', ['id', 'start_date', 'end_date', 'link_slug']).run({
      id: 1,
      start_date: isoDate(addDays(now, -30)),
      end_date: isoDate(addDays(now, 120)),
      link_slug: 'early-booking',
    })
    const insertText = insertInto(this.sqlite, 'early_booking_period_translations', ['period_id', 'language', 'text'])
    for (const language of LANGUAGES) {
      insertText.run({ period_id: 1, language, text: EARLY_BOOKING_BANNER[language].replaceAll('{summer}', summer) })
    }
  }
}

/**
 * Lowest 7-night rent in EUR: glamping costs more, as do more stars and better reviews; derived
 * from the site's own facts (no extra random draws, so the rest of the seed is unchanged).
 */
export function weekPriceEur(id: number, stars: number, rating: number, isGlamping: boolean): number {
  const base = isGlamping ? 560 : 240
  const price = base + stars * 70 + (rating - 7) * 60 + ((id * 7919) % 9) * 15
  return Math.max(150, Math.round(price / 5) * 5)
}
