import { island } from '~/lib/island'

/**
 * The free-text search's results as an island: the server renders them in full (cards, links,
 * hearts that post, the pages), and their code (the campsite card with its rating, price and
 * heart, the pagination) loads on first use or when the browser is idle (docs/decisions/033).
 */
export const FreeSearchResultsIsland = island(
  () => import('./FreeSearchResults'),
  (module) => module.FreeSearchResults,
)
