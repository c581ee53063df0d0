/**
 * `GET sites/{slug}` and `GET sites/{slug}/reviews`: a campsite's page content (text, photos,
 * facilities, the rules guests need before booking, the review summary) and its reviews, sorted
 * and filtered the five ways of SPEC section 9. Read from the stay snapshot and the reviews table.
 */
import {
  TRAVELLER_GROUPS,
  type ApiLocale,
  type ReviewOrder,
  type ReviewSummary,
  type SiteDetail,
  type SiteReviews,
  type TravellerGroup,
} from './contract'
import type { TwentyDatabase } from './db'
import { statement } from './db'
import { MEDIA_SIZES } from './media-sizes'
import type { Language } from './schema'
import { siteLocation, sitePath } from './search'
import { comingSummer } from './seasons'
import { describeDistance, type Setting } from './site-descriptions'
import { stayCatalogue } from './stay-catalogue'
import { SEASONS } from './stays-data'

export interface SiteDetailContext {
  apiLocale: ApiLocale
  language: Language
  now: Date
  publicPath: string
}

/** Photos on the page: the campsite's, then one per accommodation type, at most this many. */
const MAX_GALLERY = 8
/** Security deposit (SPEC fee type 7), paid on site. */
const DEPOSIT_FEE_TYPE = 7
const DOGS_ALLOWED_FACILITY = 4730

/** First names shown with reviews (the guest's first name only, as booking sites do). */
const AUTHORS = [
  'Anna',
  'Bram',
  'Chloé',
  'Daan',
  'Elena',
  'Finn',
  'Giulia',
  'Hanna',
  'Isabel',
  'Jan',
  'Katrin',
  'Luca',
  'Marie',
  'Noah',
  'Olivia',
  'Pieter',
  'Sophie',
  'Tom',
  'Uwe',
  'Vera',
]

const round1 = (value: number) => Math.round(value * 10) / 10

function reviewSummary(database: TwentyDatabase, siteId: number): ReviewSummary {
  const rows = statement(
    database.sqlite,
    'SELECT grade, traveller_group AS "group", COUNT(*) AS count FROM reviews WHERE site_id = ? GROUP BY grade, traveller_group',
  ).all(siteId) as { grade: number; group: TravellerGroup; count: number }[]
  const count = rows.reduce((sum, row) => sum + row.count, 0)
  const sum = rows.reduce((total, row) => total + row.grade * row.count, 0)
  const grades = Array.from({ length: 10 }, (_, index) => 10 - index).map((grade) => ({
    grade,
    count: rows.filter((row) => row.grade === grade).reduce((total, row) => total + row.count, 0),
  }))
  const groups = TRAVELLER_GROUPS.map((group) => {
    const inGroup = rows.filter((row) => row.group === group)
    const n = inGroup.reduce((total, row) => total + row.count, 0)
    return {
      group,
      count: n,
      average: n ? round1(inGroup.reduce((total, row) => total + row.grade * row.count, 0) / n) : 0,
    }
  })
  return { average: count ? round1(sum / count) : 0, count, grades, groups }
}

export function siteDetail(database: TwentyDatabase, slug: string, context: SiteDetailContext): SiteDetail | null {
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesBySlug.get(slug)
  if (!site) return null
  const { language, publicPath } = context
  const country = catalogue.countriesById.get(site.countryId)!
  const area = catalogue.areasById.get(site.areaId)!
  const city = catalogue.citiesById.get(site.cityId)!
  const funnel = catalogue.funnelsById.get(site.funnelId)!
  const description = (
    statement(database.sqlite, 'SELECT description FROM site_translations WHERE site_id = ? AND language = ?').get(
      site.id,
      language,
    ) as { description: string } | undefined
  )?.description
  const photo = (url: string, alt: string) => ({ url, alt, ...MEDIA_SIZES.gallery })
  const images = [
    photo(`${publicPath}/media/sites/${site.slug}`, site.name),
    ...site.accommodations
      .filter((unit) => unit.imageCount > 0)
      .map((unit) => photo(`${publicPath}/media/accommodations/${unit.id}-1`, `${site.name}: ${unit.model}`)),
  ].slice(0, MAX_GALLERY)
  const deposit = site.fees.find((fee) => fee.feeTypeId === DEPOSIT_FEE_TYPE && fee.amountCents > 0)
  const summer = comingSummer(context.now)
  const openWeeks = [...catalogue.calendar.values()]
    .filter((week) => week.weekStart.startsWith(String(summer)))
    .map((week) => week.weekStart)
    .sort()
  const lastWeek = openWeeks.at(-1) ?? `${summer}-10-24`
  const closes = new Date(`${lastWeek}T00:00:00Z`)
  closes.setUTCDate(closes.getUTCDate() + 7)
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    location: siteLocation(catalogue, site, language),
    description: description ?? '',
    path: sitePath(catalogue, site),
    meta: {
      country: { slug: country.slug, code: country.code, name: country.name[language] },
      area: { slug: area.slug, name: area.name[language] },
      city: { slug: city.slug, name: city.name[language] },
      funnel: { slug: funnel.slug, name: funnel.name[language] },
    },
    coordinates: { lat: site.lat, lng: site.lng },
    stars: site.stars,
    images,
    facilities: site.facilities
      .map((id) => catalogue.facilitiesById.get(id)!)
      .map((facility) => ({ id: facility.id, slug: facility.slug, name: facility.name[language] })),
    importantInfo: {
      // Bigger campsites welcome guests earlier: a stable variation per site.
      checkIn: { from: site.id % 3 === 0 ? '14:00' : '15:00', until: '20:00' },
      checkOut: { until: site.id % 2 === 0 ? '10:00' : '11:00' },
      season: { opens: openWeeks[0] ?? `${summer}-04-04`, closes: closes.toISOString().slice(0, 10) },
      stayRules: (['low', 'mid', 'high'] as const).map((season) => ({
        season,
        arrivalDays: SEASONS[season].arrivalDays,
        minimumNights: SEASONS[season].minNights,
      })),
      dogsAllowed: site.facilities.includes(DOGS_ALLOWED_FACILITY),
      // The campsite's own charge in its own currency: never converted into the market's.
      deposit: deposit ? deposit.amountCents / 100 : null,
      siteCurrency: deposit?.currency ?? site.currency,
      reception: { opens: '08:30', closes: site.stars >= 4 ? '21:00' : '19:00' },
    },
    distances: siteDistances(database, site.id, language),
    reviews: reviewSummary(database, site.id),
  }
}

/** The campsite's measured surroundings (migration 016), none for a database seeded before it. */
function siteDistances(database: TwentyDatabase, siteId: number, language: Language): SiteDetail['distances'] {
  const row = statement(
    database.sqlite,
    'SELECT setting, distance_metres AS metres FROM site_surroundings WHERE site_id = ?',
  ).get(siteId) as { setting: Setting; metres: number } | undefined
  return row ? [{ to: row.setting, metres: row.metres, text: describeDistance(row.setting, row.metres, language) }] : []
}

const ORDER_SQL: Record<ReviewOrder, string> = {
  'most-helpful': 'helpful DESC, review_date DESC, id',
  'highest-grade': 'grade DESC, review_date DESC, id',
  'lowest-grade': 'grade ASC, review_date DESC, id',
  'oldest-newest': 'review_date ASC, id',
  'newest-oldest': 'review_date DESC, id DESC',
}

export function siteReviews(
  database: TwentyDatabase,
  slug: string,
  query: { order: ReviewOrder; group?: TravellerGroup; page: number; limit: number },
): SiteReviews | null {
  const site = stayCatalogue(database).sitesBySlug.get(slug)
  if (!site) return null
  const where = query.group ? 'site_id = ? AND traveller_group = ?' : 'site_id = ?'
  const params: (string | number)[] = query.group ? [site.id, query.group] : [site.id]
  const total = (
    statement(database.sqlite, `SELECT COUNT(*) AS n FROM reviews WHERE ${where}`).get(...params) as { n: number }
  ).n
  const rows = statement(
    database.sqlite,
    `SELECT id, grade, traveller_group AS "group", helpful, review_date AS date, language, text FROM reviews WHERE ${where} ORDER BY ${ORDER_SQL[query.order]} LIMIT ? OFFSET ?`,
  ).all(...params, query.limit, (query.page - 1) * query.limit) as Omit<
    SiteReviews['reviews'][number],
    'author' | 'verified'
  >[]
  return {
    reviews: rows.map((row) => ({ ...row, author: AUTHORS[row.id % AUTHORS.length]!, verified: true as const })),
    meta: {
      total,
      page: query.page,
      limit: query.limit,
      pages: Math.ceil(total / query.limit),
      order: query.order,
      group: query.group ?? null,
    },
  }
}
