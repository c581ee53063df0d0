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

/** `POST search/free`: campsites by free text, best match first, with a snippet in the request's language. */
export function searchFree(database: TwentyDatabase, request: FreeSearchRequest, context: FreeSearchContext): FreeSearchResponse {
  const catalogue = stayCatalogue(database)
  const funnelId = request.funnel ? catalogue.funnels.find((funnel) => funnel.slug === request.funnel)?.id ?? -1 : undefined
  const ids = matchingSiteIds(database, request.query).filter(
    (id) => funnelId === undefined || catalogue.sitesById.get(id)?.funnelId === funnelId,
  )
  const { limit, page } = request
  const pageIds = ids.slice((page - 1) * limit, page * limit)
  const snippets = new Map<number, string>()
  const query = toFtsQuery(request.query)
  if (query && pageIds.length > 0) {
    // Prefer the request's language; a site found through another language's text shows that text.
    const rows = database.sqlite
      .prepare(
        `SELECT site_id, language, snippet(site_search, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 16) AS snippet
         FROM site_search WHERE site_search MATCH ? AND site_id IN (${pageIds.map(() => '?').join(', ')})`,
      )
      .all(query, ...pageIds) as { site_id: number; language: Language; snippet: string }[]
    for (const row of rows) {
      if (row.language === context.language || !snippets.has(row.site_id)) snippets.set(row.site_id, markSnippet(row.snippet))
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
        snippet: snippets.get(id) ?? escapeHtml(site.name),
        path,
        image: { url: `${context.publicPath}/media/sites/${site.slug}`, alt: site.name, ...MEDIA_SIZES.result },
        reviewScore: site.rating,
        reviewCount: site.reviewCount,
      }
    }),
    meta: { total: ids.length, page, limit, pages: Math.ceil(ids.length / limit) },
  }
}
