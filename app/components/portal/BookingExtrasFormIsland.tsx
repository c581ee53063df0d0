import { island } from '~/lib/island'

/**
 * A booking's extras form as an island: the server renders it in full (quote and save post and
 * show their errors without JavaScript), and its code (conform, zod, the quote on change) loads on
 * first use or when the browser is idle (docs/decisions/033).
 */
export const BookingExtrasFormIsland = island(
  () => import('./BookingExtrasForm'),
  (module) => module.BookingExtrasForm,
)
