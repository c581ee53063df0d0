/**
 * `GET navigation/groups`: everything the storefront's chrome needs (destinations menu, header,
 * footer, season, booking-form countries, early booking banner, tagged pages) in one answer.
 */
import type { Kysely } from 'kysely'
import { currentSeason, defaultCalendarDate, toIsoDate } from './calendar'
import type {
  ApiLocale,
  EarlyBookingPeriod,
  Footer,
  FooterLink,
  Funnel,
  NavigationGroups,
  NavigationItem,
} from './contract'
import { COPY } from './copy'
import { API_LOCALE_INFO, BRANDS, CUSTOMER_COUNTRIES, languageOf, priceInLocaleCurrency, type BrandId } from './locales'
import type { Language, TwentySchema } from './schema'

export interface NavigationRequest {
  brand: BrandId
  apiLocale: ApiLocale
  now: Date
  /** Where the host mounts the API (`/api/twenty`): image URLs start with it. */
  publicPath: string
}

/** Path of a tagged page on the storefront: `/{slug}`, or `/info/{slug}` for danskbilferie. */
export function taggedPagePath(brand: BrandId, slug: string): string {
  const prefix = BRANDS[brand].taggedPagePrefix
  return prefix ? `/${prefix}/${slug}` : `/${slug}`
}

export function areaImageUrl(publicPath: string, slug: string): string {
  return `${publicPath}/media/areas/${slug}`
}

/** Tagged pages in each footer column, in order; missing pages are left out. */
const FOOTER_COLUMNS: readonly (readonly string[])[] = [
  ['customer-service', 'contact', 'faq'],
  ['about-us', 'safety-icons', 'early-booking'],
  ['terms-and-conditions', 'privacy-policy', 'cookies'],
]

const SOCIAL_NETWORKS = [
  { icon: 'facebook', url: (handle: string) => `https://www.facebook.com/${handle}` },
  { icon: 'instagram', url: (handle: string) => `https://www.instagram.com/${handle}/` },
  { icon: 'youtube', url: (handle: string) => `https://www.youtube.com/@${handle}` },
  { icon: 'pinterest', url: (handle: string) => `https://www.pinterest.com/${handle}/` },
] as const

const internalLink = (url: string, text: string, icon: string | null = null): NavigationItem => ({
  url,
  text,
  icon,
  openInNewTab: false,
  isExternal: false,
})

interface TaggedPageRow {
  /** The page whatever the language (its English slug). */
  key: string
  /** Its path segment in the request's language. */
  slug: string
  title: string
  tags: string
}

export async function buildNavigationGroups(
  db: Kysely<TwentySchema>,
  request: NavigationRequest,
): Promise<NavigationGroups> {
  const { brand, apiLocale, now } = request
  const { language, phone, countryCode, address } = API_LOCALE_INFO[apiLocale]
  const copy = COPY[language]
  const today = toIsoDate(now)
  const [funnels, taggedPages, earlyBookingPeriod] = await Promise.all([
    loadFunnels(db, apiLocale, request.publicPath),
    db
      .selectFrom('tagged_pages as p')
      .innerJoin('tagged_page_translations as t', (join) =>
        join.onRef('t.page_id', '=', 'p.id').on('t.language', '=', language),
      )
      .select(['p.slug as key', 't.slug', 't.title', 'p.tags'])
      .orderBy('p.id')
      .execute(),
    loadEarlyBookingPeriod(db, language, today),
  ])
  // Pages by key; their links use the language's slug (`/kontakt` on German sites).
  const pageBySlug = new Map<string, TaggedPageRow>(
    taggedPages.map((page) => [page.key, { ...page, slug: page.slug ?? page.key }]),
  )
  const pathOf = (key: string) => taggedPagePath(brand, pageBySlug.get(key)?.slug ?? key)
  const pageLink = (slug: string, fallbackText: string) =>
    internalLink(pathOf(slug), pageBySlug.get(slug)?.title ?? fallbackText)

  const bottom: NavigationItem[] = funnels.map((funnel) => internalLink(`/${funnel.slug}`, funnel.name))
  bottom.push(internalLink(`/${copy.travelInspirationPath}`, copy.travelInspiration))
  if (pageBySlug.has('early-booking')) bottom.push(internalLink(pathOf('early-booking'), copy.earlyBooking))

  const footer: Footer = {
    columns: FOOTER_COLUMNS.map((slugs, index) => ({
      title: copy.footerColumnTitles[index] ?? '',
      links: slugs
        .filter((slug) => pageBySlug.has(slug))
        .map(
          (slug): FooterLink => ({
            text: pageBySlug.get(slug)?.title ?? slug,
            url: pathOf(slug),
            isExternal: false,
            openInNewTab: false,
          }),
        ),
    })).filter((column) => column.links.length > 0),
    socialIcons: SOCIAL_NETWORKS.map((network) => ({
      icon: network.icon,
      link: network.url(BRANDS[brand].socialHandle),
    })),
    gdprText: copy.gdprText,
    newsletter: copy.newsletter,
    phone,
    openingHours: copy.openingHours,
    address: [...address],
  }

  const regionNames = new Intl.DisplayNames([language], { type: 'region' })
  // The market's own country first: it is the likeliest answer in a booking form.
  const customerCountries = [...CUSTOMER_COUNTRIES].sort(
    (a, b) => Number(b.code === countryCode) - Number(a.code === countryCode),
  )
  const namedCountries = customerCountries.map((country) => ({
    code: country.code,
    name: regionNames.of(country.code) ?? country.code,
  }))
  const [home, ...others] = namedCountries

  return {
    funnels,
    header: {
      top: [
        pageLink('customer-service', copy.customerService),
        pageLink('contact', copy.contact),
        { url: null, text: phone, icon: 'phone', openInNewTab: false, isExternal: false },
      ],
      bottom,
    },
    footer: [footer],
    analyticsData: { season: currentSeason(now) },
    phonePrefixes: customerCountries.map((country) => ({ countryCode: country.code, prefix: country.prefix })),
    countries: home ? [home, ...others.sort((a, b) => a.name.localeCompare(b.name, language))] : [],
    defaultCalenderDate: defaultCalendarDate(now),
    earlyBookingPeriod:
      earlyBookingPeriod && earlyBookingPeriod.link
        ? { ...earlyBookingPeriod, link: pageBySlug.get(earlyBookingPeriod.link)?.slug ?? earlyBookingPeriod.link }
        : earlyBookingPeriod,
    taggedPages: [...pageBySlug.values()].map((page) => ({
      key: page.key,
      slug: page.slug,
      title: page.title,
      tags: JSON.parse(page.tags) as string[],
    })),
  }
}

/** Funnels -> countries -> areas -> cities, keeping only places that have sites in the funnel. */
async function loadFunnels(db: Kysely<TwentySchema>, apiLocale: ApiLocale, publicPath: string): Promise<Funnel[]> {
  const language = languageOf(apiLocale)
  const [funnels, countries, areas, cities, areaCounts, cityCounts] = await Promise.all([
    db
      .selectFrom('funnels as f')
      .innerJoin('funnel_translations as t', (join) =>
        join.onRef('t.funnel_id', '=', 'f.id').on('t.language', '=', language),
      )
      .select(['f.id', 'f.slug', 'f.default_booking_date', 't.name', 't.place_label'])
      .orderBy('f.position')
      .execute(),
    db
      .selectFrom('countries as c')
      .innerJoin('country_translations as t', (join) =>
        join.onRef('t.country_id', '=', 'c.id').on('t.language', '=', language),
      )
      .select(['c.id', 'c.slug', 'c.code', 't.name', 't.locative'])
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('areas as a')
      .innerJoin('area_translations as t', (join) =>
        join.onRef('t.area_id', '=', 'a.id').on('t.language', '=', language),
      )
      .select(['a.id', 'a.country_id', 'a.slug', 'a.popular', 't.name'])
      .orderBy('a.position')
      .execute(),
    db.selectFrom('cities').select(['id', 'area_id', 'slug', 'name']).orderBy('name').execute(),
    db
      .selectFrom('sites')
      .select((eb) => [
        'funnel_id',
        'area_id',
        eb.fn.countAll<number>().as('count'),
        eb.fn.min<number | null>('week_price_eur').as('from_price_eur'),
      ])
      .groupBy(['funnel_id', 'area_id'])
      .execute(),
    db
      .selectFrom('sites')
      .select((eb) => ['funnel_id', 'city_id', eb.fn.countAll<number>().as('count')])
      .groupBy(['funnel_id', 'city_id'])
      .execute(),
  ])
  const areaCount = new Map(areaCounts.map((row) => [`${row.funnel_id}:${row.area_id}`, row.count]))
  const areaFromPriceEur = new Map(areaCounts.map((row) => [`${row.funnel_id}:${row.area_id}`, row.from_price_eur]))
  const cityCount = new Map(cityCounts.map((row) => [`${row.funnel_id}:${row.city_id}`, row.count]))
  const copy = COPY[language]

  return funnels.map((funnel) => ({
    id: funnel.id,
    name: funnel.name,
    slug: funnel.slug,
    defaultBookingDate: funnel.default_booking_date,
    countries: countries
      .map((country) => ({
        id: country.id,
        name: country.name,
        slug: country.slug,
        code: country.code,
        title: `${funnel.place_label} ${country.locative}`,
        areas: areas
          .filter((area) => area.country_id === country.id && (areaCount.get(`${funnel.id}:${area.id}`) ?? 0) > 0)
          .map((area) => ({
            id: area.id,
            name: area.name,
            slug: area.slug,
            cities: cities
              .filter((city) => city.area_id === area.id && (cityCount.get(`${funnel.id}:${city.id}`) ?? 0) > 0)
              .map((city) => ({ id: city.id, name: city.name, slug: city.slug })),
            images: { small: { url: areaImageUrl(publicPath, area.slug), alt: copy.imageAlt(area.name) } },
            popular: area.popular === 1,
            siteCount: areaCount.get(`${funnel.id}:${area.id}`) ?? 0,
            fromPrice: fromPrice(apiLocale, areaFromPriceEur.get(`${funnel.id}:${area.id}`)),
          })),
      }))
      .filter((country) => country.areas.length > 0),
  }))
}

/** The period running today, else the next one to come; null when there is neither. */
async function loadEarlyBookingPeriod(
  db: Kysely<TwentySchema>,
  language: Language,
  today: string,
): Promise<EarlyBookingPeriod | null> {
  const periods = await db
    .selectFrom('early_booking_periods as p')
    .leftJoin('early_booking_period_translations as t', (join) =>
      join.onRef('t.period_id', '=', 'p.id').on('t.language', '=', language),
    )
    .select(['p.start_date', 'p.end_date', 'p.link_slug', 't.text'])
    .where('p.end_date', '>=', today)
    .orderBy('p.start_date')
    .execute()
  const period = periods.find((row) => row.start_date <= today) ?? periods[0]
  if (!period) return null
  return {
    active: period.start_date <= today && today <= period.end_date,
    startDate: period.start_date,
    endDate: period.end_date,
    text: period.text,
    link: period.link_slug,
  }
}

function fromPrice(apiLocale: ApiLocale, eur: number | null | undefined): number | null {
  return eur == null ? null : priceInLocaleCurrency(apiLocale, eur)
}
