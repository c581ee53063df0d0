/**
 * Free text over campsites: the FTS5 index `site_search` (migration 003) holds every site's name,
 * place words (town, area, country) and description in all five languages, folded with
 * `remove_diacritics 2`, so "perigueux" finds "Périgueux" and "Étang" matches "etang".
 */
import type { FreeSearchRequest, FreeSearchResponse } from './contract'
import type { TwentyDatabase } from './db'
import { MEDIA_SIZES } from './media-sizes'
import type { Language } from './schema'
import { stayCatalogue } from './stay-catalogue'

/**
 * Turns what a visitor typed into an FTS5 query: every word must match (as a prefix, so typing
 * is rewarded before the word is complete); FTS syntax characters are dropped, never interpreted.
 */
export function toFtsQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
  // A one-letter prefix matches half the index: such words only count when nothing else was typed.
  const meaningful = words.filter((word) => word.length > 1)
  const used = (meaningful.length > 0 ? meaningful : words).slice(0, 8)
  if (used.length === 0) return null
  return used.map((word) => `"${word}"*`).join(' ')
}

/** bm25 weights: a name match counts most, then the place, then the description. */
const RANK = 'bm25(site_search, 10.0, 4.0, 1.0)'

/** Site ids matching the text in any language, best first. */
export function matchingSiteIds(database: TwentyDatabase, text: string): number[] {
  const query = toFtsQuery(text)
  if (!query) return []
  // One row per matching language; a site ranks by its best one. (FTS5 functions may not sit
  // inside an aggregate, so the grouping happens here.)
  const rows = database.sqlite
    .prepare(`SELECT site_id, ${RANK} AS score FROM site_search WHERE site_search MATCH ?`)
    .raw()
    .all(query) as [number, number][]
  const best = new Map<number, number>()
  for (const [siteId, score] of rows) {
    const known = best.get(siteId)
    if (known === undefined || score < known) best.set(siteId, score)
  }
  return [...best].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([siteId]) => siteId)
}

export interface FreeSearchContext {
  language: Language
  publicPath: string
}

const MARK_OPEN = '\u0002'
const MARK_CLOSE = '\u0003'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** FTS snippet with its matches in <mark>, everything else escaped (the storefront may render it as HTML). */
const markSnippet = (snippet: string) =>
  escapeHtml(snippet).replaceAll(MARK_OPEN, '<mark>').replaceAll(MARK_CLOSE, '</mark>')

/** Lower case without accents, as the index folds text (`remove_diacritics 2`). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The typed words, folded, that count (as toFtsQuery uses them). */
function queryWords(text: string): string[] {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
  const meaningful = words.filter((word) => word.length > 1)
  return (meaningful.length > 0 ? meaningful : words).slice(0, 8).map(fold)
}

/** Words of an excerpt, as the FTS snippet's 16 tokens. */
const EXCERPT_WORDS = 16

/**
 * An excerpt of a text in the FTS snippet's form: about 16 words, starting a little before the
 * first word that begins with a typed one (or at the start), `…` where it is cut, typed words
 * marked, everything escaped.
 */
export function excerpt(text: string, words: string[]): string {
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)]
  const matches = (token: string) => words.some((word) => fold(token).startsWith(word))
  const first = tokens.findIndex((token) => matches(token[0]))
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - 3, tokens.length - EXCERPT_WORDS))
  const end = Math.min(tokens.length, start + EXCERPT_WORDS)
  if (tokens.length === 0) return escapeHtml(text)
  const from = start === 0 ? 0 : tokens[start]!.index
  const to = end === tokens.length ? text.length : tokens[end - 1]!.index + tokens[end - 1]![0].length
  let out = start === 0 ? '' : '…'
  let at = from
  for (const token of tokens.slice(start, end)) {
    out += escapeHtml(text.slice(at, token.index))
    out += matches(token[0]) ? `<mark>${escapeHtml(token[0])}</mark>` : escapeHtml(token[0])
    at = token.index + token[0].length
  }
  out += escapeHtml(text.slice(at, to))
  return end === tokens.length ? out : `${out}…`
}

/** `POST search/free`: campsites by free text, best match first, with a snippet in the request's language. */
export function searchFree(
  database: TwentyDatabase,
  request: FreeSearchRequest,
  context: FreeSearchContext,
): FreeSearchResponse {
  const catalogue = stayCatalogue(database)
  const funnelId = request.funnel
    ? (catalogue.funnels.find((funnel) => funnel.slug === request.funnel)?.id ?? -1)
    : undefined
  const ids = matchingSiteIds(database, request.query).filter(
    (id) => funnelId === undefined || catalogue.sitesById.get(id)?.funnelId === funnelId,
  )
  const { limit, page } = request
  const pageIds = ids.slice((page - 1) * limit, page * limit)
  const snippets = new Map<number, { text: string; language: Language }>()
  const query = toFtsQuery(request.query)
  if (query && pageIds.length > 0) {
    const inPage = pageIds.map(() => '?').join(', ')
    // The request's language when its row matched: the FTS snippet around the matches.
    const rows = database.sqlite
      .prepare(
        `SELECT site_id, language, snippet(site_search, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 16) AS snippet
         FROM site_search WHERE site_search MATCH ? AND site_id IN (${inPage})`,
      )
      .all(query, ...pageIds) as { site_id: number; language: Language; snippet: string }[]
    const others = new Map<number, { text: string; language: Language }>()
    for (const row of rows) {
      const snippet = { text: markSnippet(row.snippet), language: row.language }
      if (row.language === context.language) snippets.set(row.site_id, snippet)
      else if (!others.has(row.site_id)) others.set(row.site_id, snippet)
    }
    // A campsite found through another language's text ("lac" in the French description) still
    // shows the visitor's language when it has a description in it (issue 17): an excerpt of that
    // text, with the typed words marked where they occur; otherwise the matching language's.
    const missing = pageIds.filter((id) => !snippets.has(id))
    if (missing.length > 0) {
      const own = database.sqlite
        .prepare(
          `SELECT site_id, description FROM site_translations WHERE language = ? AND site_id IN (${missing.map(() => '?').join(', ')})`,
        )
        .all(context.language, ...missing) as { site_id: number; description: string }[]
      const words = queryWords(request.query)
      for (const row of own)
        if (row.description.trim())
          snippets.set(row.site_id, { text: excerpt(row.description, words), language: context.language })
      for (const id of missing) if (!snippets.has(id) && others.has(id)) snippets.set(id, others.get(id)!)
    }
  }
  return {
    sites: pageIds.map((id) => {
      const site = catalogue.sitesById.get(id)!
      const area = catalogue.areasById.get(site.areaId)!
      const city = catalogue.citiesById.get(site.cityId)!
      const path = [
        catalogue.funnelsById.get(site.funnelId)!.slug,
        catalogue.countriesById.get(site.countryId)!.slug,
        area.slug,
        site.slug,
      ].join('/')
      return {
        id,
        slug: site.slug,
        name: site.name,
        location: `${city.name[context.language]}, ${area.name[context.language]}`,
        snippet: snippets.get(id)?.text ?? escapeHtml(site.name),
        snippetLanguage: snippets.get(id)?.language ?? context.language,
        path,
        image: { url: `${context.publicPath}/media/sites/${site.slug}`, alt: site.name, ...MEDIA_SIZES.result },
        reviewScore: site.rating,
        reviewCount: site.reviewCount,
      }
    }),
    meta: { total: ids.length, page, limit, pages: Math.ceil(ids.length / limit) },
  }
}
