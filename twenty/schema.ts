/**
 * Kysely table types of the twenty database; they mirror twenty/migrations/*.ts column for column
 * (snake_case, as stored). `Generated` marks columns the database fills in.
 */
import type { Generated, Insertable, Selectable } from 'kysely'
/** Currencies money can be in: the markets' (EUR, GBP, CHF) and campsites' own (EUR, CHF, DKK). */
export type SiteCurrency = 'EUR' | 'GBP' | 'CHF' | 'DKK'

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
  /** Lowest 7-night low-season rent in EUR (migration 002; the seed derives it from accommodations). */
  week_price_eur: number | null
  /** Number of reviews; `rating` is their average (migration 003). */
  review_count: Generated<number>
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
  /** The page's path segment in this language (migration 008). */
  slug: string
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

export interface FacilitiesTable {
  id: number
  slug: string
  position: number
  top: 0 | 1
  open_filter: 0 | 1
}

export interface FacilityTranslationsTable {
  facility_id: number
  language: Language
  name: string
}

export interface SiteFacilitiesTable {
  site_id: number
  facility_id: number
}

export interface AccommodationsTable {
  id: number
  site_id: number
  model: string
  category: 'mobile-home' | 'safari-tents' | 'lodge-tent' | 'bungalow-tent' | 'pitch' | 'apartment'
  bedrooms: number
  bathrooms: number
  max_persons: number
  size_m2: number
  aircondition: 0 | 1
  dog_allowed: 0 | 1
  units: number
  night_price_cents: number
  extra_person_night_cents: number
  included_persons: number
  image_count: number
  popularity: number
}

export interface SeasonWeeksTable {
  week_start: string
  season: 'low' | 'mid' | 'high'
  price_factor: number
  arrival_days: 'saturday' | 'any'
  min_nights: number
}

export interface BookedStaysTable {
  id: Generated<number>
  accommodation_id: number
  arrival: string
  departure: string
  units: number
  /** Migration 006: the booking that let it (null for the seed's lets). */
  booking_id: Generated<number | null>
}

export interface FeesTable {
  id: Generated<number>
  fee_type_id: number
  site_id: number | null
  country_id: number | null
  /** JSON array of API locales, or null for every market. */
  api_locales: string | null
  unit: string
  amount_cents: number
  rent_basis_points: number
  mandatory: 0 | 1
  pay_on_site: 0 | 1
  /** Currency of amount_cents (minor units): EUR for what is paid to us, the campsite's own for what is paid on site (migration 008). */
  currency: Generated<SiteCurrency>
}

export interface DiscountsTable {
  id: Generated<number>
  site_id: number
  kind: 'earlyBooking' | 'longStay' | 'lowSeason'
  percent: number
  min_nights: number
  book_before: string | null
  arrival_from: string | null
  arrival_to: string | null
}

export interface ReviewsTable {
  id: number
  site_id: number
  grade: number
  traveller_group: string
  helpful: number
  review_date: string
  language: Language
  text: string
}

export interface PopularSearchesTable {
  origin_type: string
  origin_id: number
  funnel_id: number
  searched_type: 'site' | 'country' | 'city' | 'area'
  searched_id: number
  count: Generated<number>
}

/** FTS5 table (migration 003); `rank` and `bm25()` come with it. */
export interface SiteSearchTable {
  name: string
  place: string
  description: string
  site_id: number
  language: Language
}

/** Migration 004: one account per brand and e-mail (lower-cased). */
export interface CustomersTable {
  id: Generated<number>
  brand: string
  email: string
  first_name: Generated<string>
  last_name: Generated<string>
  /** NULL until the customer sets a password. */
  password_hash: string | null
  api_locale: string
  /** JSON of the account details. */
  details: Generated<string>
  created_at: string
  updated_at: string
}

export type AccessTokenKind = 'session' | 'reset' | 'set-password'
export type LoginType = 'email' | 'booking_id'

export interface AccessTokensTable {
  /** SHA-256 of the token, hex. */
  token_hash: string
  customer_id: number
  kind: AccessTokenKind
  login_type: LoginType | null
  booking_id: number | null
  created_at: string
  expires_at: string
  used_at: string | null
  /** Migration 009: set when an agent earned this session token; it acts for customer_id, read-only. */
  agent_id: Generated<number | null>
}

/** Migration 009: customer-service agents, each bound to one customer whose portal they see read-only (decision 027). */
export interface AgentsTable {
  id: Generated<number>
  brand: string
  email: string
  name: string
  password_hash: string
  customer_id: number
  created_at: string
}

export interface OutboxTable {
  id: Generated<number>
  brand: string
  api_locale: string
  recipient: string
  kind: string
  subject: string
  body: string
  link: string | null
  created_at: string
  /** The HTML part (migration 008); `body` is the plain-text part. */
  html: string | null
}

export interface BookingsTable {
  id: Generated<number>
  ref: string
  brand: string
  api_locale: string
  customer_id: number
  email: string
  site_id: number
  accommodation_id: number
  arrival: string
  departure: string
  adults: number
  /** JSON array of ages. */
  children: Generated<string>
  status: Generated<'confirmed' | 'cancelled'>
  total_cents: number
  created_at: string
}

/** Migration 006: a stay being booked; `booking_id` is set once it became a booking. */
export interface CartsTable {
  id: string
  brand: string
  api_locale: string
  site_id: number
  accommodation_id: number
  arrival: string
  departure: string
  adults: number
  /** JSON array of ages. */
  children: Generated<string>
  /** JSON object {extraId: quantity}. */
  extras: Generated<string>
  liability_insurance: Generated<0 | 1>
  travel_insurance: Generated<0 | 1>
  payment_kind: Generated<PaymentKind>
  created_at: string
  expires_at: string
  booking_id: number | null
  /** Migration 015: the chosen pitch ("B12"); null: any free one (issue 24). */
  pitch: Generated<string | null>
}

/** Migration 015: which numbered pitch a let holds over its nights (issue 24). */
export interface PitchLetsTable {
  id: Generated<number>
  accommodation_id: number
  pitch: string
  booked_stay_id: number
  arrival: string
  departure: string
}

/** Migration 016: the campsite's setting and how far it lies (issue 24: the compare page's distances). */
export interface SiteSurroundingsTable {
  site_id: number
  setting: 'beach' | 'lake' | 'river' | 'village' | 'forest' | 'cableCar'
  distance_metres: number
}

export type PaymentKind = 'full' | 'upfront' | 'paylater'
export type PaymentRateStatus = 'pending' | 'paid' | 'cancelled'

export interface BookingDetailsTable {
  booking_id: number
  cart_id: string | null
  first_name: string
  last_name: string
  phone_prefix: Generated<string>
  phone: Generated<string>
  country: Generated<string>
  street: Generated<string>
  postcode: Generated<string>
  city: Generated<string>
  payment_kind: PaymentKind
  currency: 'EUR' | 'GBP' | 'CHF'
  total_minor: number
  pay_on_site_minor: Generated<number>
  /** Currency of the on-site lines and pay_on_site_minor: the campsite's (migration 008). */
  pay_on_site_currency: SiteCurrency | null
}

export interface BookingParticipantsTable {
  booking_id: number
  position: number
  first_name: string
  last_name: string
  birth_date: string | null
}

export interface BookingLinesTable {
  id: Generated<number>
  booking_id: number
  kind: 'rent' | 'discount' | 'fee' | 'extra'
  fee_type_id: number | null
  extra_id: string | null
  unit: string
  quantity: number
  amount_minor: number
  mandatory: Generated<0 | 1>
  pay_on_site: Generated<0 | 1>
}

export interface PaymentRatesTable {
  booking_id: number
  position: number
  amount_minor: number
  due_date: string
  status: Generated<PaymentRateStatus>
  paid_at: string | null
  /** What was received for the rate (migration 011); above `amount_minor` after a reduction: a credit. */
  paid_minor: Generated<number>
}

/** Migration 011: a campsite's rule for changes after booking; no row is `flexible` (change-rules.ts). */
export interface SiteChangePoliciesTable {
  site_id: number
  policy: 'person-extras' | 'none'
}

/** Migration 005: failed sign-ins per account, and the temporary lock they lead to. */
export interface SignInFailuresByAddressTable {
  brand: string
  email: string
  failures: number
  first_failed_at: string
  locked_until: string | null
}

/** Migration 010: a customer's favourite campsites (newest first by `created_at`). */
export interface FavouritesTable {
  customer_id: number
  site_id: number
  created_at: string
}

/** Migration 012: one attempt to pay part of a booking through a provider (twenty/payments.ts). */
export interface PaymentOrdersTable {
  id: string
  brand: string
  api_locale: string
  booking_id: number
  provider: 'bambora' | 'saferpay'
  method: string
  amount_minor: number
  fee_minor: Generated<number>
  currency: 'EUR' | 'GBP' | 'CHF'
  rate_position: number | null
  extras: string | null
  status: Generated<'created' | 'settled' | 'declined' | 'cancelled' | 'expired'>
  provider_token: string | null
  provider_txn: string | null
  created_at: string
  settled_at: string | null
}

/** Migration 012: reminder mails written per rate (14 and 3 days before it is due), once each. */
export interface PaymentRemindersTable {
  booking_id: number
  rate_position: number
  kind: 'd14' | 'd3'
  due_date: string
  sent_at: string
}

/** Migration 012: who runs a scheduled job now (twenty/jobs.ts). */
export interface JobLeasesTable {
  name: string
  holder: string
  expires_at: string
}

/** Migration 013: the sandbox providers' sessions (twenty/sandbox/). */
export interface SandboxPaymentSessionsTable {
  token: string
  provider: 'bambora' | 'saferpay'
  request: string
  state: Generated<'open' | 'challenge' | 'captured' | 'declined' | 'aborted'>
  means: string | null
  txn_id: string | null
  created_at: string
  finished_at: string | null
}

/** Migration 014 (issue 24): a campsite's accessibility survey. */
export interface SiteAccessibilityTable {
  site_id: number
  sanitary_max_distance_m: number | null
  sanitary_level_shower: number
  sanitary_grab_rails: number
  sanitary_transfer_space: number
  parking_bays: number
  parking_distance_m: number
  pool_entry: 'hoist' | 'ramp' | null
}

/** Migration 014 (issue 24): an accommodation type's accessibility survey. */
export interface AccommodationAccessibilityTable {
  accommodation_id: number
  entrance: 'level' | 'ramp' | 'steps'
  entrance_steps: number
  ramp_gradient: number | null
  threshold_cm: number
  narrowest_door_cm: number
  shower: 'level-access' | 'tray'
  tray_step_cm: number
  grab_rails: number
  shower_seat: number
  turning_space_cm: number
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
  facilities: FacilitiesTable
  facility_translations: FacilityTranslationsTable
  site_facilities: SiteFacilitiesTable
  accommodations: AccommodationsTable
  season_weeks: SeasonWeeksTable
  booked_stays: BookedStaysTable
  fees: FeesTable
  discounts: DiscountsTable
  reviews: ReviewsTable
  popular_searches: PopularSearchesTable
  site_search: SiteSearchTable
  customers: CustomersTable
  access_tokens: AccessTokensTable
  outbox: OutboxTable
  bookings: BookingsTable
  carts: CartsTable
  booking_details: BookingDetailsTable
  booking_participants: BookingParticipantsTable
  booking_lines: BookingLinesTable
  payment_rates: PaymentRatesTable
  site_change_policies: SiteChangePoliciesTable
  sign_in_failures_by_address: SignInFailuresByAddressTable
  favourites: FavouritesTable
  agents: AgentsTable
  payment_orders: PaymentOrdersTable
  payment_reminders: PaymentRemindersTable
  job_leases: JobLeasesTable
  sandbox_payment_sessions: SandboxPaymentSessionsTable
  pitch_lets: PitchLetsTable
  site_surroundings: SiteSurroundingsTable
  site_accessibility: SiteAccessibilityTable
  accommodation_accessibility: AccommodationAccessibilityTable
}

export type SiteRow = Selectable<SitesTable>
export type NewSite = Insertable<SitesTable>
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>
