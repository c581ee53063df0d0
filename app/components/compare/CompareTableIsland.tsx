import { island } from '~/lib/island'

/**
 * The compare table as an island: the server renders it in full (its remove and book buttons are
 * forms and links that work without JavaScript), and its code loads on first use or when the
 * browser is idle, so the compare page keeps within its 100 KB budget (docs/decisions/033, 036).
 */
export const CompareTableIsland = island(
  () => import('./CompareTable'),
  (module) => module.CompareTable,
)
