import { island } from '~/lib/island'

/**
 * The checkout form as an island: the server renders it in full (one Remix form that posts its
 * `update` and `book` intents and shows the errors without JavaScript), and its code (conform, the
 * zod schemas of the browser's validation, the live price) loads on first use or when the browser
 * is idle; a submit before then waits for it (docs/decisions/033).
 */
export const CheckoutPageIsland = island(
  () => import('./CheckoutPage'),
  (module) => module.CheckoutPage,
)
