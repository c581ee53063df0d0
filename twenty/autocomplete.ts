/**
 * The search box: `autocomplete` suggests countries, areas, cities and campsites whose name (in
 * the market's language) starts with, or has a word starting with, what was typed, accents and
 * case ignored ("zurich" finds "Zürich", "perigueux" "Périgueux"). `autocomplete/popular` lists
 * what visitors picked most from a page, topped up with the popular areas; `.../save` counts a pick.
 */
import type { z } from 'zod'
import type {
  AutocompleteResult,
  autocompletePopularRequestSchema,
  autocompletePopularSaveRequestSchema,
  autocompleteRequestSchema,
} from './contract'
import type { TwentyDatabase } from './db'
import { statement } from './db'
import { ApiError } from './http'
import type { Language } from './schema'
import { stayCatalogue, type StayCatalogue } from './stay-catalogue'
import { foldText } from './text'

export { foldText }

type Kind = AutocompleteResult['type']

interface Entry {
  id: number
  type: Kind
  /** Folded name: lower case, no accents, words separated by single spaces. */
  folded: string
  result: AutocompleteResult
  /** Sites per funnel id: places without any in the asked funnel are not suggested. */
  funnelSites: Map<number, number>
  weight: number
}

/** Suggestions by kind, when they match equally well: the broader place first. */
const KIND_ORDER: Record<Kind, number> = { country: 0, area: 1, city: 2, site: 3 }

const indexes = new WeakMap<StayCatalogue, Map<Language, Entry[]>>()

function entriesFor(catalogue: StayCatalogue, language: Language): Entry[] {
  let byLanguage = indexes.get(catalogue)
  if (!byLanguage) {
    byLanguage = new Map()
    indexes.set(catalogue, byLanguage)
  }
  let entries = byLanguage.get(language)
  if (!entries) {
    entries = buildEntries(catalogue, language)
    byLanguage.set(language, entries)
  }
  return entries
}

function buildEntries(catalogue: StayCatalogue, language: Language): Entry[] {
  const counts = {
    country: new Map<number, Map<number, number>>(),
    area: new Map<number, Map<number, number>>(),
    city: new Map<number, Map<number, number>>(),
  }
  const bump = (map: Map<number, Map<number, number>>, id: number, funnelId: number) => {
    let perFunnel = map.get(id)
    if (!perFunnel) map.set(id, (perFunnel = new Map<number, number>()))
    perFunnel.set(funnelId, (perFunnel.get(funnelId) ?? 0) + 1)
  }
  for (const site of catalogue.sites) {
    bump(counts.country, site.countryId, site.funnelId)
    bump(counts.area, site.areaId, site.funnelId)
    bump(counts.city, site.cityId, site.funnelId)
  }
  const total = (perFunnel: Map<number, number> | undefined) =>
    [...(perFunnel?.values() ?? [])].reduce((a, b) => a + b, 0)
  const entries: Entry[] = []
  const meta = (
    parts: Partial<Record<'country' | 'area' | 'city' | 'funnel' | 'site', string>>,
  ): AutocompleteResult['meta'] => ({
    country: parts.country ? { slug: parts.country } : null,
    area: parts.area ? { slug: parts.area } : null,
    city: parts.city ? { slug: parts.city } : null,
    funnel: parts.funnel ? { slug: parts.funnel } : null,
    site: parts.site ? { slug: parts.site } : null,
  })
  for (const country of catalogue.countries) {
    const name = country.name[language]
    entries.push({
      id: country.id,
      type: 'country',
      folded: foldText(name),
      funnelSites: counts.country.get(country.id) ?? new Map<number, number>(),
      weight: total(counts.country.get(country.id)),
      result: { id: country.id, type: 'country', name, description: '', meta: meta({ country: country.slug }) },
    })
  }
  for (const area of catalogue.areas) {
    const country = catalogue.countriesById.get(area.countryId)!
    const name = area.name[language]
    entries.push({
      id: area.id,
      type: 'area',
      folded: foldText(name),
      funnelSites: counts.area.get(area.id) ?? new Map<number, number>(),
      weight: total(counts.area.get(area.id)),
      result: {
        id: area.id,
        type: 'area',
        name,
        description: country.name[language],
        meta: meta({ country: country.slug, area: area.slug }),
      },
    })
  }
  for (const city of catalogue.cities) {
    const area = catalogue.areasById.get(city.areaId)!
    const country = catalogue.countriesById.get(area.countryId)!
    const name = city.name[language]
    entries.push({
      id: city.id,
      type: 'city',
      folded: foldText(name),
      funnelSites: counts.city.get(city.id) ?? new Map<number, number>(),
      weight: total(counts.city.get(city.id)),
      result: {
        id: city.id,
        type: 'city',
        name,
        description: `${area.name[language]}, ${country.name[language]}`,
        meta: meta({ country: country.slug, area: area.slug, city: city.slug }),
      },
    })
  }
  for (const site of catalogue.sites) {
    const area = catalogue.areasById.get(site.areaId)!
    const country = catalogue.countriesById.get(site.countryId)!
    const city = catalogue.citiesById.get(site.cityId)!
    entries.push({
      id: site.id,
      type: 'site',
      folded: foldText(site.name),
      funnelSites: new Map([[site.funnelId, 1]]),
      weight: site.popularity,
      result: {
        id: site.id,
        type: 'site',
        name: site.name,
        description: `${city.name[language]}, ${area.name[language]}`,
        meta: meta({
          country: country.slug,
          area: area.slug,
          city: city.slug,
          funnel: catalogue.funnelsById.get(site.funnelId)!.slug,
          site: site.slug,
        }),
      },
    })
  }
  return entries
}

/** 0: the whole name, 1: its start, 2: the start of a later word, 3: anywhere (3+ letters); null: no match. */
function matchQuality(folded: string, query: string): number | null {
  if (folded === query) return 0
  if (folded.startsWith(query)) return 1
  if (folded.includes(` ${query}`)) return 2
  if (query.length >= 3 && folded.includes(query)) return 3
  return null
}

function withFunnel(result: AutocompleteResult, funnelSlug: string | undefined): AutocompleteResult {
  return funnelSlug && result.type !== 'site'
    ? { ...result, meta: { ...result.meta, funnel: { slug: funnelSlug } } }
    : result
}

export function autocomplete(
  database: TwentyDatabase,
  language: Language,
  request: z.infer<typeof autocompleteRequestSchema>,
): AutocompleteResult[] {
  const catalogue = stayCatalogue(database)
  const query = foldText(request.searchString)
  if (query.length < 2) return []
  const funnel =
    request.funnel === undefined
      ? undefined
      : catalogue.funnels.find((candidate) => candidate.slug === request.funnel || candidate.id === request.funnel)
  const funnelId = request.funnel === undefined ? undefined : (funnel?.id ?? -1)
  const matches: { entry: Entry; quality: number }[] = []
  for (const entry of entriesFor(catalogue, language)) {
    if (funnelId !== undefined && !entry.funnelSites.has(funnelId)) continue
    const quality = matchQuality(entry.folded, query)
    if (quality !== null) matches.push({ entry, quality })
  }
  matches.sort(
    (a, b) =>
      a.quality - b.quality ||
      KIND_ORDER[a.entry.type] - KIND_ORDER[b.entry.type] ||
      b.entry.weight - a.entry.weight ||
      a.entry.folded.localeCompare(b.entry.folded),
  )
  return matches.slice(0, request.limit).map(({ entry }) => withFunnel(entry.result, funnel?.slug))
}

const DEFAULT_ORIGIN = { type: 'home', id: 0 }

export function popularSearches(
  database: TwentyDatabase,
  language: Language,
  request: z.infer<typeof autocompletePopularRequestSchema>,
): AutocompleteResult[] {
  const catalogue = stayCatalogue(database)
  const entries = entriesFor(catalogue, language)
  const byKey = new Map(entries.map((entry) => [`${entry.type}:${entry.id}`, entry]))
  const funnelId = request.funnelId ?? 0
  const funnelSlug = catalogue.funnelsById.get(funnelId)?.slug
  const rows = statement(
    database.sqlite,
    `SELECT searched_type, searched_id FROM popular_searches WHERE origin_type = ? AND origin_id = ? AND funnel_id = ?
       ORDER BY count DESC, searched_type, searched_id LIMIT ?`,
  ).all(request.originType ?? DEFAULT_ORIGIN.type, request.originId ?? DEFAULT_ORIGIN.id, funnelId, request.limit) as {
    searched_type: Kind
    searched_id: number
  }[]
  const picked: Entry[] = []
  for (const row of rows) {
    const entry = byKey.get(`${row.searched_type}:${row.searched_id}`)
    if (entry) picked.push(entry)
  }
  // Until visitors have picked enough, the popular areas with the most campsites fill the list.
  const popularAreas = catalogue.areas
    .filter((area) => area.popular)
    .map((area) => byKey.get(`area:${area.id}`)!)
    .filter((entry) => !funnelSlug || entry.funnelSites.has(funnelId))
    .sort((a, b) => b.weight - a.weight || a.id - b.id)
  for (const entry of popularAreas) {
    if (picked.length >= request.limit) break
    if (!picked.includes(entry)) picked.push(entry)
  }
  return picked.slice(0, request.limit).map((entry) => withFunnel(entry.result, funnelSlug))
}

export function savePopularSearch(
  database: TwentyDatabase,
  request: z.infer<typeof autocompletePopularSaveRequestSchema>,
): void {
  const catalogue = stayCatalogue(database)
  const exists =
    request.searchedType === 'site'
      ? catalogue.sitesById.has(request.searchedId)
      : request.searchedType === 'country'
        ? catalogue.countriesById.has(request.searchedId)
        : request.searchedType === 'area'
          ? catalogue.areasById.has(request.searchedId)
          : catalogue.citiesById.has(request.searchedId)
  if (!exists) throw ApiError.validation(`searchedId: no ${request.searchedType} ${request.searchedId}`)
  statement(
    database.sqlite,
    `INSERT INTO popular_searches (origin_type, origin_id, funnel_id, searched_type, searched_id, count) VALUES (?, ?, ?, ?, ?, 1)
       ON CONFLICT (origin_type, origin_id, funnel_id, searched_type, searched_id) DO UPDATE SET count = count + 1`,
  ).run(
    request.originType ?? DEFAULT_ORIGIN.type,
    request.originId ?? DEFAULT_ORIGIN.id,
    request.funnelId ?? 0,
    request.searchedType,
    request.searchedId,
  )
}
