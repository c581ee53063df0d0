import { island } from '~/lib/island'

/**
 * The payment page's choice of amount as an island: the server renders it in full (a form that
 * posts and shows its errors without JavaScript), and its code (conform, zod, the amount field
 * that opens with its radio) loads on first use or when the browser is idle (docs/decisions/033).
 */
export const PaymentChoiceFormIsland = island(
  () => import('./PaymentChoice'),
  (module) => module.PaymentChoiceForm,
)
