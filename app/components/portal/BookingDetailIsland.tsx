import { island } from '~/lib/island'

/**
 * A booking's overview as an island: the server renders it in full (its state, stay, campsite,
 * travellers, extras, price and payments, with links that work as they are), and its code (the
 * price breakdown, the payment schedule, the booking and payment rules) loads on first use or
 * when the browser is idle, off the page's first load (docs/decisions/033).
 */
export const BookingDetailIsland = island(
  () => import('./BookingDetail'),
  (module) => module.BookingDetail,
)
