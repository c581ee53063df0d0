import { island } from '~/lib/island'

/**
 * Every listing's search (fields, filters with counts, sort, list and map, paging; `SiteSearch`)
 * as an island: the server renders it in full, a GET form and links that work as they are, and
 * its code (about 15 KB of gzip with the cards, fields and date helpers) loads on first use or
 * when the browser is idle, off every listing page's first load (docs/decisions/033).
 */
export const SiteSearchIsland = island(
  () => import('./SiteSearch'),
  (module) => module.SiteSearch,
)
