/**
 * A booking's portal forms (issue 19), for the server and the browser alike: travellers by the
 * checkout's own rules, extras within what the booking's permission allows. Error messages are
 * keys (`booking:` ones carry their namespace; the others are the checkout's). Apart from
 * booking.ts, so that a booking's pages without a form load no zod (docs/decisions/033).
 */
import { z } from 'zod'
import type { BookingExtra } from '../../twenty/contract'
import { participantListSchema, refineParticipants, type CheckoutStay } from './checkout'

// ---------------------------------------------------------------- travellers

/** The travellers' form: the checkout's fields and rules (the same party, each of the right age). */
export function participantsFormSchema(stay: CheckoutStay) {
  return z
    .object({ participants: participantListSchema(stay) })
    .superRefine((value, context) => refineParticipants(stay)(value, context), { when: () => true })
}

// ---------------------------------------------------------------- extras

export const EXTRAS_INTENTS = ['quote', 'save'] as const

/**
 * The extras form: `quote` prices the chosen quantities, `save` saves them. A quantity above an
 * extra's maximum is a field error (never capped); one the booking's permission does not allow is
 * one too. `quoted` names the quantities the customer saw the price of (`quantitiesKey`).
 */
export function extrasFormSchema(extras: readonly Pick<BookingExtra, 'id' | 'min' | 'max' | 'maxQuantity'>[]) {
  const byId = new Map(extras.map((extra) => [extra.id, extra]))
  return z
    .object({
      intent: z.enum(EXTRAS_INTENTS),
      extras: z
        .array(z.object({ id: z.string().max(40), quantity: z.number({ error: 'errors.required' }).int().min(0) }))
        .max(20)
        .default([]),
      quoted: z.string().max(800).optional(),
    })
    .superRefine((value, context) => {
      value.extras.forEach((choice, index) => {
        const extra = byId.get(choice.id)
        const path = ['extras', index, 'quantity']
        if (!extra) context.addIssue({ code: 'custom', path, message: 'booking:errors.not-offered' })
        else if (choice.quantity > extra.maxQuantity)
          context.addIssue({ code: 'custom', path, message: `booking:errors.quantity-max|${extra.maxQuantity}` })
        else if (choice.quantity < extra.min || choice.quantity > extra.max)
          context.addIssue({ code: 'custom', path, message: 'booking:errors.not-allowed' })
      })
    })
}
