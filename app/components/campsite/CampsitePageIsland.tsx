import { island } from '~/lib/island'

/**
 * The campsite page (gallery, facts, stay form, priced accommodations, tabs, reviews) as an
 * island: the server renders it in full, links, tabs as links and forms that work as they are,
 * and its code loads on first use or when the browser is idle (docs/decisions/033).
 */
export const CampsitePageIsland = island(
  () => import('./CampsitePage'),
  (module) => module.CampsitePage,
)
