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
import { ApiError } from './http'
import type { Language } from './schema'
import { stayCatalogue, type StayCatalogue } from './stay-catalogue'
import { foldText } from './text'

export { foldText }

type Kind = AutocompleteResult['type']

/** Suggestions by kind, when they match equally well: the broader place first. */
const KIND_ORDER: Record<Kind, number> = { country: 0, area: 1, city: 2, site: 3 }

/** A place or campsite that can be suggested. */
interface Candidate {
  type: Kind
  id: number
  /** Folded name: lower case, no accents, words separated by single spaces. */
  folded: string
  /** Places: their campsites; campsites: popularity. */
  weight: number
  /** Bit per funnel (by its position in the catalogue) the candidate has campsites in. */
  funnels: number
}

/**
 * Candidates in rank order (kind, weight descending, name, catalogue order: how equally good
 * matches are ordered), with two ways in (decision 034):
 * - every word start of every name, sorted by the text from there on: the names with a word
 *   starting with the query are one range of it, found by binary search;
 * - all names in rank order in one string, `\n` after each: a name containing the query
 *   anywhere is found by `indexOf`, the best ranked first.
 */
interface NameIndex {
  candidates: Candidate[]
  wordCandidate: Int32Array
  wordOffset: Int32Array
  text: string
  /** Where each candidate's name starts in `text` (one more at the end). */
  textStart: Int32Array
}

/**
 * Campsites' names are the same in every language, so their index is built once per snapshot;
 * places (countries, areas, cities) are named per language and are few, an index per language.
 */
export interface AutocompleteIndex {
  sites: NameIndex
  places: Map<Language, NameIndex>
  /** Campsites per place and funnel, as `Candidate.weight` and `.funnels` of places. */
  placeCounts: Record<'country' | 'area' | 'city', Map<number, { weight: number; funnels: number }>>
}

const indexes = new WeakMap<StayCatalogue, AutocompleteIndex>()
const collator = new Intl.Collator()

/** The snapshot's autocomplete index, built on first use (or by the API's warm-up). */
export function autocompleteIndex(catalogue: StayCatalogue): AutocompleteIndex {
  let index = indexes.get(catalogue)
  if (!index) {
    const placeCounts: AutocompleteIndex['placeCounts'] = { country: new Map(), area: new Map(), city: new Map() }
    const bump = (counts: Map<number, { weight: number; funnels: number }>, id: number, funnelBit: number) => {
      const count = counts.get(id)
      if (count) {
        count.weight++
        count.funnels |= funnelBit
      } else counts.set(id, { weight: 1, funnels: funnelBit })
    }
    const sites: Candidate[] = []
    for (const site of catalogue.sites) {
      const funnelBit = funnelBitOf(catalogue, site.funnelId)
      bump(placeCounts.country, site.countryId, funnelBit)
      bump(placeCounts.area, site.areaId, funnelBit)
      bump(placeCounts.city, site.cityId, funnelBit)
      sites.push({
        type: 'site',
        id: site.id,
        folded: foldText(site.name),
        weight: site.popularity,
        funnels: funnelBit,
      })
    }
    index = { sites: buildNameIndex(sites), places: new Map(), placeCounts }
    indexes.set(catalogue, index)
  }
  return index
}

/** A funnel's bit in `Candidate.funnels` (the catalogue has two funnels; a 32nd would have none). */
function funnelBitOf(catalogue: StayCatalogue, funnelId: number): number {
  const position = catalogue.funnels.findIndex((funnel) => funnel.id === funnelId)
  return position >= 0 && position < 31 ? 1 << position : 0
}

function placeIndex(catalogue: StayCatalogue, language: Language): NameIndex {
  const index = autocompleteIndex(catalogue)
  let places = index.places.get(language)
  if (!places) {
    const candidates: Candidate[] = []
    const add = (type: 'country' | 'area' | 'city', id: number, name: string) => {
      const counts = index.placeCounts[type].get(id)
      candidates.push({ type, id, folded: foldText(name), weight: counts?.weight ?? 0, funnels: counts?.funnels ?? 0 })
    }
    for (const country of catalogue.countries) add('country', country.id, country.name[language])
    for (const area of catalogue.areas) add('area', area.id, area.name[language])
    for (const city of catalogue.cities) add('city', city.id, city.name[language])
    places = buildNameIndex(candidates)
    index.places.set(language, places)
  }
  return places
}

function buildNameIndex(unordered: Candidate[]): NameIndex {
  // Array.prototype.sort is stable: equal names keep the catalogue's order, as they always did.
  const candidates = [...unordered].sort(
    (a, b) => KIND_ORDER[a.type] - KIND_ORDER[b.type] || b.weight - a.weight || collator.compare(a.folded, b.folded),
  )
  const words: { candidate: number; offset: number; rest: string }[] = []
  const textStart = new Int32Array(candidates.length + 1)
  let length = 0
  candidates.forEach((candidate, position) => {
    textStart[position] = length
    length += candidate.folded.length + 1
    for (let offset = 0; offset !== -1; offset = candidate.folded.indexOf(' ', offset) + 1 || -1) {
      words.push({ candidate: position, offset, rest: candidate.folded.slice(offset) })
    }
  })
  textStart[candidates.length] = length
  // Code unit order, the order `compareStart` reads in.
  words.sort((a, b) => (a.rest < b.rest ? -1 : a.rest > b.rest ? 1 : a.candidate - b.candidate))
  return {
    candidates,
    wordCandidate: Int32Array.from(words, (word) => word.candidate),
    wordOffset: Int32Array.from(words, (word) => word.offset),
    text: candidates.map((candidate) => `${candidate.folded}\n`).join(''),
    textStart,
  }
}

/** <0, 0 or >0 as the text of word `k` sorts before, starts with, or sorts after the query. */
function compareStart(index: NameIndex, k: number, query: string): number {
  const folded = index.candidates[index.wordCandidate[k]!]!.folded
  const offset = index.wordOffset[k]!
  for (let i = 0; i < query.length; i++) {
    if (offset + i >= folded.length) return -1
    const difference = folded.charCodeAt(offset + i) - query.charCodeAt(i)
    if (difference !== 0) return difference
  }
  return 0
}

/** The first word index in [0, length) for which `test` holds (it holds for all after it). */
function firstWhere(length: number, test: (k: number) => boolean): number {
  let low = 0
  let high = length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (test(middle)) high = middle
    else low = middle + 1
  }
  return low
}

/**
 * The best `limit` suggestions, kept in order: a key is the match quality, then the rank. A
 * candidate found twice (two of its words start with the query) keeps its better key.
 */
class Best {
  readonly keys: number[] = []
  readonly picks: { index: NameIndex; candidate: number; rank: number }[] = []

  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.keys.length >= this.limit
  }

  has(rank: number): boolean {
    return this.picks.some((pick) => pick.rank === rank)
  }

  offer(quality: number, rank: number, index: NameIndex, candidate: number): void {
    const key = quality * 2 ** 32 + rank
    if (this.full && key >= this.keys[this.keys.length - 1]!) return
    const existing = this.picks.findIndex((pick) => pick.rank === rank)
    if (existing !== -1) {
      if (this.keys[existing]! <= key) return
      this.keys.splice(existing, 1)
      this.picks.splice(existing, 1)
    }
    let at = this.keys.length
    while (at > 0 && this.keys[at - 1]! > key) at--
    this.keys.splice(at, 0, key)
    this.picks.splice(at, 0, { index, candidate, rank })
    if (this.keys.length > this.limit) {
      this.keys.pop()
      this.picks.pop()
    }
  }
}

/**
 * Matches of the query in one name index: 0 the whole name, 1 its start, 2 the start of a later
 * word (the word index's range), and with 3+ letters, when fewer than `limit` matched so far, 3
 * anywhere (the best ranked names first, so the scan stops once the list is full). Ranks start at
 * `rankBase`: places rank before campsites at the same quality.
 */
function collectWordMatches(index: NameIndex, query: string, funnelBit: number | null, rankBase: number, best: Best) {
  const words = index.wordCandidate.length
  const from = firstWhere(words, (k) => compareStart(index, k, query) >= 0)
  const to = firstWhere(words, (k) => compareStart(index, k, query) > 0)
  for (let k = from; k < to; k++) {
    const position = index.wordCandidate[k]!
    const candidate = index.candidates[position]!
    if (funnelBit !== null && (candidate.funnels & funnelBit) === 0) continue
    const quality = index.wordOffset[k]! === 0 ? (candidate.folded.length === query.length ? 0 : 1) : 2
    best.offer(quality, rankBase + position, index, position)
  }
}

function collectInnerMatches(index: NameIndex, query: string, funnelBit: number | null, rankBase: number, best: Best) {
  for (let at = index.text.indexOf(query); at !== -1 && !best.full; ) {
    const position = firstWhere(index.candidates.length + 1, (k) => index.textStart[k]! > at) - 1
    const candidate = index.candidates[position]!
    // Every better match is already listed (the list is not full): a name not listed is a 3.
    if ((funnelBit === null || (candidate.funnels & funnelBit) !== 0) && !best.has(rankBase + position))
      best.offer(3, rankBase + position, index, position)
    at = index.text.indexOf(query, index.textStart[position + 1])
  }
}

function present(catalogue: StayCatalogue, type: Kind, id: number, language: Language): AutocompleteResult | null {
  const meta = (
    parts: Partial<Record<'country' | 'area' | 'city' | 'funnel' | 'site', string>>,
  ): AutocompleteResult['meta'] => ({
    country: parts.country ? { slug: parts.country } : null,
    area: parts.area ? { slug: parts.area } : null,
    city: parts.city ? { slug: parts.city } : null,
    funnel: parts.funnel ? { slug: parts.funnel } : null,
    site: parts.site ? { slug: parts.site } : null,
  })
  switch (type) {
    case 'country': {
      const country = catalogue.countriesById.get(id)
      if (!country) return null
      const name = country.name[language]
      return { id, type, name, description: '', meta: meta({ country: country.slug }) }
    }
    case 'area': {
      const area = catalogue.areasById.get(id)
      if (!area) return null
      const country = catalogue.countriesById.get(area.countryId)!
      return {
        id,
        type,
        name: area.name[language],
        description: country.name[language],
        meta: meta({ country: country.slug, area: area.slug }),
      }
    }
    case 'city': {
      const city = catalogue.citiesById.get(id)
      if (!city) return null
      const area = catalogue.areasById.get(city.areaId)!
      const country = catalogue.countriesById.get(area.countryId)!
      return {
        id,
        type,
        name: city.name[language],
        description: `${area.name[language]}, ${country.name[language]}`,
        meta: meta({ country: country.slug, area: area.slug, city: city.slug }),
      }
    }
    case 'site': {
      const site = catalogue.sitesById.get(id)
      if (!site) return null
      const area = catalogue.areasById.get(site.areaId)!
      const country = catalogue.countriesById.get(site.countryId)!
      const city = catalogue.citiesById.get(site.cityId)!
      return {
        id,
        type,
        name: site.name,
        description: `${city.name[language]}, ${area.name[language]}`,
        meta: meta({
          country: country.slug,
          area: area.slug,
          city: city.slug,
          funnel: catalogue.funnelsById.get(site.funnelId)!.slug,
          site: site.slug,
        }),
      }
    }
  }
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
  // An unknown funnel has no places: no bit matches it.
  const funnelBit = request.funnel === undefined ? null : funnel ? funnelBitOf(catalogue, funnel.id) : 0
  const places = placeIndex(catalogue, language)
  const { sites } = autocompleteIndex(catalogue)
  const siteBase = places.candidates.length
  const best = new Best(request.limit)
  collectWordMatches(places, query, funnelBit, 0, best)
  collectWordMatches(sites, query, funnelBit, siteBase, best)
  if (query.length >= 3 && !best.full) {
    collectInnerMatches(places, query, funnelBit, 0, best)
    collectInnerMatches(sites, query, funnelBit, siteBase, best)
  }
  return best.picks.map(({ index, candidate }) => {
    const { type, id } = index.candidates[candidate]!
    return withFunnel(present(catalogue, type, id, language)!, funnel?.slug)
  })
}

const DEFAULT_ORIGIN = { type: 'home', id: 0 }

export function popularSearches(
  database: TwentyDatabase,
  language: Language,
  request: z.infer<typeof autocompletePopularRequestSchema>,
): AutocompleteResult[] {
  const catalogue = stayCatalogue(database)
  const { placeCounts } = autocompleteIndex(catalogue)
  const funnelId = request.funnelId ?? 0
  const funnelSlug = catalogue.funnelsById.get(funnelId)?.slug
  const rows = database.sqlite
    .prepare(
      `SELECT searched_type, searched_id FROM popular_searches WHERE origin_type = ? AND origin_id = ? AND funnel_id = ?
       ORDER BY count DESC, searched_type, searched_id LIMIT ?`,
    )
    .all(request.originType ?? DEFAULT_ORIGIN.type, request.originId ?? DEFAULT_ORIGIN.id, funnelId, request.limit) as {
    searched_type: Kind
    searched_id: number
  }[]
  const picked: AutocompleteResult[] = []
  for (const row of rows) {
    const result = present(catalogue, row.searched_type, row.searched_id, language)
    if (result) picked.push(result)
  }
  // Until visitors have picked enough, the popular areas with the most campsites fill the list.
  const funnelBit = funnelSlug ? funnelBitOf(catalogue, funnelId) : null
  const weightOf = (areaId: number) => placeCounts.area.get(areaId)?.weight ?? 0
  const popularAreas = catalogue.areas
    .filter((area) => area.popular)
    .filter((area) => funnelBit === null || ((placeCounts.area.get(area.id)?.funnels ?? 0) & funnelBit) !== 0)
    .sort((a, b) => weightOf(b.id) - weightOf(a.id) || a.id - b.id)
  for (const area of popularAreas) {
    if (picked.length >= request.limit) break
    if (!picked.some((result) => result.type === 'area' && result.id === area.id))
      picked.push(present(catalogue, 'area', area.id, language)!)
  }
  return picked.slice(0, request.limit).map((result) => withFunnel(result, funnelSlug))
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
  database.sqlite
    .prepare(
      `INSERT INTO popular_searches (origin_type, origin_id, funnel_id, searched_type, searched_id, count) VALUES (?, ?, ?, ?, ?, 1)
       ON CONFLICT (origin_type, origin_id, funnel_id, searched_type, searched_id) DO UPDATE SET count = count + 1`,
    )
    .run(
      request.originType ?? DEFAULT_ORIGIN.type,
      request.originId ?? DEFAULT_ORIGIN.id,
      request.funnelId ?? 0,
      request.searchedType,
      request.searchedId,
    )
}
