/**
 * The payment page's form (issue 20), for the server and the browser alike: apart from payment.ts,
 * so that a page showing what is to pay loads no zod (docs/decisions/033). Error messages are keys
 * of the `payment` namespace, a value after `|` (`payment:errors.amount-min|120.5`).
 */
import { z } from 'zod'
import {
  minimumAmount,
  offersFreeAmount,
  offersRates,
  parseAmount,
  rateChoice,
  toMajor,
  toMinor,
  type PaymentPlan,
} from './payment'

/**
 * The payment page's form: a choice among what the plan offers, and the amount when the choice is
 * "another amount" (between the next rate and the balance, in cents). The same schema runs on the
 * server always and in the browser once hydrated.
 */
export function paymentChoiceSchema(plan: PaymentPlan) {
  const rates = offersRates(plan) ? plan.pending.map((rate) => rateChoice(rate.index)) : []
  const allowed = ['full', ...rates, ...(offersFreeAmount(plan) ? ['amount'] : [])]
  const min = toMinor(minimumAmount(plan))
  const max = toMinor(plan.outstanding)
  return z
    .object({
      choice: z
        .string({ error: 'payment:errors.choose' })
        .refine((value) => allowed.includes(value), { message: 'payment:errors.choose' }),
      amount: z.string().max(20).optional(),
    })
    .superRefine((value, context) => {
      if (value.choice !== 'amount' || !allowed.includes('amount')) return
      const path = ['amount']
      if (!value.amount) {
        context.addIssue({ code: 'custom', path, message: 'payment:errors.amount-required' })
        return
      }
      const minor = parseAmount(value.amount)
      if (minor === null) context.addIssue({ code: 'custom', path, message: 'payment:errors.amount-invalid' })
      else if (minor < min)
        context.addIssue({ code: 'custom', path, message: `payment:errors.amount-min|${toMajor(min)}` })
      else if (minor > max)
        context.addIssue({ code: 'custom', path, message: `payment:errors.amount-max|${toMajor(max)}` })
    })
}
