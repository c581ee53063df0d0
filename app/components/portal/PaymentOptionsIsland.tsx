import { island } from '~/lib/island'

/**
 * The payment options (the providers, the fee and total, the button with the amount, Bambora's
 * window in an overlay) as an island: the server renders the plain form, which starts the payment
 * on the provider's page without JavaScript, and its code loads on first use or when the browser
 * is idle; a submit before then waits for it, so Bambora's window still opens in the overlay
 * (docs/decisions/033).
 */
export const PaymentOptionsIsland = island(
  () => import('./PaymentOptions'),
  (module) => module.PaymentOptions,
)
