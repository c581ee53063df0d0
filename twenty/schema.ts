/**
 * Kysely table types of the twenty database; they mirror twenty/migrations/*.ts column for column
 * (snake_case, as stored). `Generated` marks columns the database fills in.
 */
import type { Generated, Insertable, Selectable } from 'kysely'

export const LANGUAGES = ['en', 'nl', 'de', 'fr', 'it'] as const
export type Language = (typeof LANGUAGES)[number]

export interface SchemaMigrationsTable {
  version: number
  name: string
  applied_at: string
}

export interface FunnelsTable {
  id: number
  slug: string
  position: number
  default_booking_date: string | null
}

export interface FunnelTranslationsTable {
  funnel_id: number
  language: Language
  name: string
  title: string
  place_label: string
  site_noun_one: string
  site_noun_other: string
}

export interface CountriesTable {
  id: number
  slug: string
  code: string
  position: number
}

export interface CountryTranslationsTable {
  country_id: number
  language: Language
  name: string
  locative: string
}

export interface AreasTable {
  id: number
  country_id: number
  slug: string
  position: number
  popular: 0 | 1
  lat: number
  lng: number
  image_seed: number
  image_palette: string
}

export interface AreaTranslationsTable {
  area_id: number
  language: Language
  name: string
}

export interface CitiesTable {
  id: number
  area_id: number
  slug: string
  name: string
  lat: number
  lng: number
}

export interface SitesTable {
  id: number
  slug: string
  name: string
  funnel_id: number
  country_id: number
  area_id: number
  city_id: number
  lat: number
  lng: number
  rating: number
  stars: number
  popularity: number
  /** Lowest 7-night rent in EUR (migration 002). */
  week_price_eur: number | null
}

export interface SiteTranslationsTable {
  site_id: number
  language: Language
  description: string
}

export interface TaggedPagesTable {
  id: number
  slug: string
  /** JSON array of strings. */
  tags: string
}

export interface TaggedPageTranslationsTable {
  page_id: number
  language: Language
  title: string
  body: string
}

export interface EarlyBookingPeriodsTable {
  id: number
  start_date: string
  end_date: string
  link_slug: string | null
}

export interface EarlyBookingPeriodTranslationsTable {
  period_id: number
  language: Language
  text: string
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>
  brand: string
  api_locale: string
  email: string
  reference: string
  created_at: string
}

export interface SeedInfoTable {
  id: number
  seed_version: number
  scale: number
  site_count: number
  seeded_at: string
}

export interface TwentySchema {
  schema_migrations: SchemaMigrationsTable
  funnels: FunnelsTable
  funnel_translations: FunnelTranslationsTable
  countries: CountriesTable
  country_translations: CountryTranslationsTable
  areas: AreasTable
  area_translations: AreaTranslationsTable
  cities: CitiesTable
  sites: SitesTable
  site_translations: SiteTranslationsTable
  tagged_pages: TaggedPagesTable
  tagged_page_translations: TaggedPageTranslationsTable
  early_booking_periods: EarlyBookingPeriodsTable
  early_booking_period_translations: EarlyBookingPeriodTranslationsTable
  newsletter_subscriptions: NewsletterSubscriptionsTable
  seed_info: SeedInfoTable
}

export type SiteRow = Selectable<SitesTable>
export type NewSite = Insertable<SitesTable>
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>
