/**
 * `GET catalogue/resolve` and `GET pages/{slug}`: what a storefront path is. Catalogue paths
 * share dynamic shapes (`/{funnel}/{country}` and `/{funnel}/{city}` look alike), so one resolver
 * decides, and a path that names nothing is a 404.
 */
import type { Kysely } from 'kysely'
import { slugSchema, type CatalogueBreadcrumb, type CatalogueResolution, type TaggedPage } from './contract'
import { COPY } from './copy'
import { BRANDS, type BrandId } from './locales'
import type { Language, TwentySchema } from './schema'

export const MAX_CATALOGUE_DEPTH = 4
/** Meta descriptions are cut around this length (search engines show about 155 characters). */
const DESCRIPTION_LENGTH = 160

export interface ResolveRequest {
  brand: BrandId
  language: Language
  /** Storefront path without market prefix, e.g. `camping/france/dordogne` (slashes around allowed). */
  path: string
}

type Db = Kysely<TwentySchema>

interface FunnelRow {
  id: number
  slug: string
  name: string
  title: string
  place_label: string
  site_noun_one: string
  site_noun_other: string
}

/** Splits and checks a path; null when it cannot be a storefront page. */
export function catalogueSegments(path: string): string[] | null {
  const segments = path.split('/').filter((segment) => segment.length > 0)
  if (segments.length === 0 || segments.length > MAX_CATALOGUE_DEPTH) return null
  return segments.every((segment) => slugSchema.safeParse(segment).success) ? segments : null
}

/** Resolves a storefront path to the page it names, or null (404). */
export async function resolveCataloguePath(db: Db, request: ResolveRequest): Promise<CatalogueResolution | null> {
  const segments = catalogueSegments(request.path)
  if (!segments) return null
  const { brand, language } = request
  const [first, second, third, fourth] = segments as [string, string?, string?, string?]

  const prefix = BRANDS[brand].taggedPagePrefix
  if (prefix) {
    if (first === prefix) return segments.length === 2 && second ? resolveTaggedPage(db, brand, language, second) : null
  }

  const funnel = await findFunnel(db, language, first)
  if (!funnel) return segments.length === 1 && !prefix ? resolveTaggedPage(db, brand, language, first) : null
  if (second === undefined) return resolveFunnel(db, language, funnel)
  if (third === undefined) {
    return (await resolveCountry(db, language, funnel, second)) ?? (await resolveCity(db, language, funnel, second))
  }
  return resolveAreaOrSite(db, language, funnel, second, third, fourth)
}

/**
 * A tagged page by its slug in the language (`kontakt`), or else by its key, the English slug
 * (`contact`, which old links on a German site use): the answer's `slug` is the language's.
 */
export async function findTaggedPage(db: Db, language: Language, slug: string): Promise<TaggedPage | null> {
  const query = db
    .selectFrom('tagged_pages as p')
    .innerJoin('tagged_page_translations as t', (join) =>
      join.onRef('t.page_id', '=', 'p.id').on('t.language', '=', language),
    )
    .select(['p.slug as key', 't.slug', 'p.tags', 't.title', 't.body'])
  const page =
    (await query.where('t.slug', '=', slug).executeTakeFirst()) ??
    (await query.where('p.slug', '=', slug).executeTakeFirst())
  return page
    ? {
        slug: page.slug ?? page.key,
        key: page.key,
        title: page.title,
        tags: JSON.parse(page.tags) as string[],
        body: page.body,
      }
    : null
}

/** The first paragraph, as many whole sentences as fit; a word boundary cut only when none does. */
export function summarise(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const paragraph = text.split(/\n\s*\n/)[0]?.trim() ?? ''
  if (paragraph.length <= maxLength) return paragraph
  let summary = ''
  for (const sentence of paragraph.match(/[^.!?]+[.!?]+(\s|$)/g) ?? []) {
    if ((summary + sentence).trim().length > maxLength) break
    summary += sentence
  }
  if (summary.trim()) return summary.trim()
  const cut = paragraph.slice(0, maxLength - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:.]+$/, '')}…`
}

function countedSites(funnel: FunnelRow, count: number, language: Language): string {
  const number = new Intl.NumberFormat(language).format(count)
  return `${number} ${count === 1 ? funnel.site_noun_one : funnel.site_noun_other}`
}

async function findFunnel(db: Db, language: Language, slug: string): Promise<FunnelRow | undefined> {
  return db
    .selectFrom('funnels as f')
    .innerJoin('funnel_translations as t', (join) =>
      join.onRef('t.funnel_id', '=', 'f.id').on('t.language', '=', language),
    )
    .select(['f.id', 'f.slug', 't.name', 't.title', 't.place_label', 't.site_noun_one', 't.site_noun_other'])
    .where('f.slug', '=', slug)
    .executeTakeFirst()
}

async function resolveTaggedPage(
  db: Db,
  brand: BrandId,
  language: Language,
  slug: string,
): Promise<CatalogueResolution | null> {
  const page = await findTaggedPage(db, language, slug)
  if (!page) return null
  const prefix = BRANDS[brand].taggedPagePrefix
  const path = prefix ? `${prefix}/${page.slug}` : page.slug
  return {
    type: 'taggedPage',
    path,
    title: page.title,
    description: summarise(page.body),
    breadcrumbs: [{ name: page.title, path }],
    page: { slug: page.slug, key: page.key, tags: page.tags, body: page.body },
  }
}

async function resolveFunnel(db: Db, language: Language, funnel: FunnelRow): Promise<CatalogueResolution | null> {
  const totals = await db
    .selectFrom('sites')
    .select((eb) => [
      eb.fn.countAll<number>().as('sites'),
      eb.fn.count<number>('country_id').distinct().as('countries'),
    ])
    .where('funnel_id', '=', funnel.id)
    .executeTakeFirstOrThrow()
  const copy = COPY[language]
  return {
    type: 'funnel',
    path: funnel.slug,
    title: funnel.title,
    description: copy.compare(countedSites(funnel, totals.sites, language), copy.inCountries(totals.countries)),
    breadcrumbs: [{ name: funnel.name, path: funnel.slug }],
    funnel: { slug: funnel.slug, name: funnel.name },
  }
}

async function findCountry(db: Db, language: Language, slug: string) {
  return db
    .selectFrom('countries as c')
    .innerJoin('country_translations as t', (join) =>
      join.onRef('t.country_id', '=', 'c.id').on('t.language', '=', language),
    )
    .select(['c.id', 'c.slug', 'c.code', 't.name', 't.locative'])
    .where('c.slug', '=', slug)
    .executeTakeFirst()
}

async function countSites(
  db: Db,
  funnelId: number,
  column: 'country_id' | 'area_id' | 'city_id',
  id: number,
): Promise<number> {
  const row = await db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('funnel_id', '=', funnelId)
    .where(column, '=', id)
    .executeTakeFirstOrThrow()
  return row.count
}

async function resolveCountry(
  db: Db,
  language: Language,
  funnel: FunnelRow,
  slug: string,
): Promise<CatalogueResolution | null> {
  const country = await findCountry(db, language, slug)
  if (!country) return null
  // A place without campsites in this funnel has no page (the menu does not list it either).
  const count = await countSites(db, funnel.id, 'country_id', country.id)
  if (count === 0) return null
  const path = `${funnel.slug}/${country.slug}`
  return {
    type: 'country',
    path,
    title: `${funnel.place_label} ${country.locative}`,
    description: COPY[language].compare(countedSites(funnel, count, language), country.locative),
    breadcrumbs: [funnelCrumb(funnel), { name: country.name, path }],
    funnel: { slug: funnel.slug, name: funnel.name },
    country: { slug: country.slug, name: country.name, code: country.code },
  }
}

async function resolveCity(
  db: Db,
  language: Language,
  funnel: FunnelRow,
  slug: string,
): Promise<CatalogueResolution | null> {
  const city = await db
    .selectFrom('cities as c')
    .innerJoin('area_translations as t', (join) =>
      join.onRef('t.area_id', '=', 'c.area_id').on('t.language', '=', language),
    )
    .select(['c.id', 'c.slug', 'c.name', 't.name as areaName'])
    .where('c.slug', '=', slug)
    .executeTakeFirst()
  if (!city) return null
  const count = await countSites(db, funnel.id, 'city_id', city.id)
  if (count === 0) return null
  const copy = COPY[language]
  const path = `${funnel.slug}/${city.slug}`
  return {
    type: 'city',
    path,
    title: copy.cityTitle(funnel.place_label, city.name),
    description: copy.compare(countedSites(funnel, count, language), copy.inCity(city.name, city.areaName)),
    breadcrumbs: [funnelCrumb(funnel), { name: city.name, path }],
    funnel: { slug: funnel.slug, name: funnel.name },
    city: { slug: city.slug, name: city.name },
  }
}

async function resolveAreaOrSite(
  db: Db,
  language: Language,
  funnel: FunnelRow,
  countrySlug: string,
  areaSlug: string,
  siteSlug: string | undefined,
): Promise<CatalogueResolution | null> {
  const country = await findCountry(db, language, countrySlug)
  if (!country) return null
  const area = await db
    .selectFrom('areas as a')
    .innerJoin('area_translations as t', (join) => join.onRef('t.area_id', '=', 'a.id').on('t.language', '=', language))
    .select(['a.id', 'a.slug', 't.name'])
    .where('a.slug', '=', areaSlug)
    .where('a.country_id', '=', country.id)
    .executeTakeFirst()
  if (!area) return null
  const copy = COPY[language]
  const funnelRef = { slug: funnel.slug, name: funnel.name }
  const countryRef = { slug: country.slug, name: country.name, code: country.code }
  const areaRef = { slug: area.slug, name: area.name }
  const areaPath = `${funnel.slug}/${country.slug}/${area.slug}`
  const crumbs: CatalogueBreadcrumb[] = [
    funnelCrumb(funnel),
    { name: country.name, path: `${funnel.slug}/${country.slug}` },
    { name: area.name, path: areaPath },
  ]

  if (siteSlug === undefined) {
    const count = await countSites(db, funnel.id, 'area_id', area.id)
    if (count === 0) return null
    return {
      type: 'area',
      path: areaPath,
      title: copy.areaTitle(funnel.place_label, area.name),
      description: copy.compare(countedSites(funnel, count, language), copy.inArea(area.name, country.name)),
      breadcrumbs: crumbs,
      funnel: funnelRef,
      country: countryRef,
      area: areaRef,
    }
  }

  const site = await db
    .selectFrom('sites as s')
    .innerJoin('site_translations as t', (join) => join.onRef('t.site_id', '=', 's.id').on('t.language', '=', language))
    .select(['s.slug', 's.name', 's.lat', 's.lng', 't.description'])
    .where('s.slug', '=', siteSlug)
    .where('s.area_id', '=', area.id)
    .where('s.funnel_id', '=', funnel.id)
    .executeTakeFirst()
  if (!site) return null
  const path = `${areaPath}/${site.slug}`
  return {
    type: 'site',
    path,
    title: site.name,
    description: summarise(site.description),
    breadcrumbs: [...crumbs, { name: site.name, path }],
    funnel: funnelRef,
    country: countryRef,
    area: areaRef,
    site: { slug: site.slug, name: site.name, coordinates: { lat: site.lat, lng: site.lng } },
  }
}

function funnelCrumb(funnel: FunnelRow): CatalogueBreadcrumb {
  return { name: funnel.name, path: funnel.slug }
}
