import { island } from '~/lib/island'

/**
 * The favourites as an island: the server renders them in full (cards with their links, prices
 * and the remove buttons, forms that post), and their code (the card, rating and price) loads on
 * first use or when the browser is idle; a remove before then waits for it (docs/decisions/033).
 */
export const FavouriteListIsland = island(
  () => import('./FavouriteList'),
  (module) => module.FavouriteList,
)
