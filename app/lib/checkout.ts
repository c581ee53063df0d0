/**
 * The checkout form's schemas, shared by the action (always) and the browser (an enhancement).
 * Error messages are keys of the `checkout` namespace; `key|value` carries one value to
 * interpolate (a child's age). Two submits share the form: `update` recalculates the price with
 * the chosen extras, insurances and payment kind; `book` books.
 */
import { z } from 'zod'
import { PAYMENT_KINDS } from '../../twenty/contract'

export const CHECKOUT_INTENTS = ['update', 'book'] as const
export const ADULT_AGE = 18

const required = (max: number) =>
  z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(max, 'errors.too-long')
const isoDate = z
  .string({ error: 'errors.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.date')
  .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), 'errors.date')

/** What `update` may change: the cart's choices. */
export const checkoutChoicesSchema = z.object({
  intent: z.enum(CHECKOUT_INTENTS),
  extras: z
    .array(
      z.object({
        id: z.string().max(40),
        quantity: z.number().int().min(0).max(50).default(0),
      }),
    )
    .max(20)
    .default([]),
  liability: z.boolean().default(false),
  travel: z.boolean().default(false),
  paymentKind: z.enum(PAYMENT_KINDS).default('full'),
})

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** The main booker's fields filled in for a signed-in customer (their account's name, e-mail and address). */
export interface ContactDefaults {
  firstName: string
  lastName: string
  email: string
  phonePrefix?: string
  phone?: string
  country?: string
  street?: string
  postcode?: string
  city?: string
}

export interface CheckoutStay {
  arrival: string
  adults: number
  childAges: number[]
  today: string
}

/**
 * The most of each extra one may order (the cart's or booking's `maxQuantity`): a larger quantity
 * is a field error on its `extras[i].quantity`, never capped (issue 19).
 */
export type ExtraLimits = readonly { id: string; maxQuantity: number }[]

export function refineExtraLimits(limits: ExtraLimits) {
  const maxOf = new Map(limits.map((extra) => [extra.id, extra.maxQuantity]))
  return (value: { extras?: unknown }, context: z.RefinementCtx) => {
    ;(Array.isArray(value.extras) ? (value.extras as { id?: unknown; quantity?: unknown }[]) : []).forEach(
      (extra, index) => {
        const max = typeof extra.id === 'string' ? maxOf.get(extra.id) : undefined
        if (max !== undefined && typeof extra.quantity === 'number' && extra.quantity > max)
          context.addIssue({
            code: 'custom',
            path: ['extras', index, 'quantity'],
            message: `booking:errors.quantity-max|${max}`,
          })
      },
    )
  }
}

/** `update` with the cart's own limits: a quantity above an extra's maximum is a field error. */
export function checkoutChoicesSchemaFor(limits: ExtraLimits) {
  return checkoutChoicesSchema.superRefine(refineExtraLimits(limits))
}

/** One traveller as the checkout and the portal ask for them. */
export const participantFieldsSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  birthDate: isoDate,
})

/** Every person of the party, no more, no fewer. */
export const participantListSchema = (stay: Pick<CheckoutStay, 'adults' | 'childAges'>) =>
  z.array(participantFieldsSchema).length(stay.adults + stay.childAges.length, 'errors.participants')

/**
 * The party's rules for its travellers (the API's too): no birth date in the future, adults of age
 * at arrival, each child exactly its age at arrival. Runs on a value that may be partial (other
 * fields failed), so every problem shows at once.
 */
export function refineParticipants(stay: CheckoutStay) {
  return (value: { participants?: unknown }, context: z.RefinementCtx) => {
    const participants = Array.isArray(value.participants)
      ? (value.participants as ({ birthDate?: unknown } | undefined)[])
      : []
    participants.forEach((participant, index) => {
      if (typeof participant?.birthDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(participant.birthDate)) return
      const path = ['participants', index, 'birthDate']
      if (participant.birthDate > stay.today) {
        context.addIssue({ code: 'custom', path, message: 'errors.birth-future' })
        return
      }
      const age = ageOn(participant.birthDate, stay.arrival)
      if (index < stay.adults) {
        if (age < ADULT_AGE) context.addIssue({ code: 'custom', path, message: `errors.adult-age|${ADULT_AGE}` })
      } else if (age !== stay.childAges[index - stay.adults]) {
        context.addIssue({
          code: 'custom',
          path,
          message: `errors.child-age|${stay.childAges[index - stay.adults] ?? ''}`,
        })
      }
    })
  }
}

/**
 * The whole form for `book`: the party's participants must match its ages at arrival, and no
 * extra may be ordered above its maximum.
 */
export function checkoutFormSchema(stay: CheckoutStay, limits: ExtraLimits = []) {
  return checkoutChoicesSchema
    .extend({
      paymentKind: z.enum(PAYMENT_KINDS, { error: 'errors.payment-kind' }),
      firstName: required(60),
      lastName: required(60),
      email: z.string({ error: 'errors.required' }).trim().pipe(z.email('errors.email').max(254, 'errors.email')),
      phonePrefix: z.string({ error: 'errors.required' }).regex(/^\+\d{1,4}$/, 'errors.required'),
      phone: z
        .string({ error: 'errors.required' })
        .trim()
        .regex(/^[0-9 ()/-]{4,20}$/, 'errors.phone'),
      country: z.string({ error: 'errors.required' }).regex(/^[A-Z]{2}$/, 'errors.required'),
      street: required(120),
      postcode: required(12),
      city: required(80),
      participants: participantListSchema(stay),
      acceptTerms: z.boolean({ error: 'errors.terms' }).refine(Boolean, 'errors.terms'),
    })
    .superRefine(
      (value, context) => {
        // Runs even when other fields failed (`when` below), so every problem shows at once: the
        // value may then be partial.
        refineParticipants(stay)(value, context)
        refineExtraLimits(limits)(value, context)
      },
      { when: () => true },
    )
}

export type CheckoutForm = z.infer<ReturnType<typeof checkoutFormSchema>>

/**
 * The posted form with its extras lined up with the cart's: one `extras[i]` per extra for sale, in
 * the cart's order, with the posted quantity for that extra, or the cart's own when the post left
 * it out. A post with fewer (or other) extras fields than the page has saved half a change and
 * then broke the page's render (a 500, issue 16); now every post means the whole list.
 */
export function lineUpExtras(
  formData: FormData,
  cart: { extras: readonly { id: string; unit: string; quantity: number }[] },
): FormData {
  const posted = new Map<string, string>()
  for (let index = 0; formData.has(`extras[${index}].id`) || formData.has(`extras[${index}].quantity`); index++) {
    const id = formData.get(`extras[${index}].id`)
    const quantity = formData.get(`extras[${index}].quantity`)
    if (typeof id === 'string' && typeof quantity === 'string' && !posted.has(id)) posted.set(id, quantity)
    if (index > 100) break
  }
  const lined = new FormData()
  // A bare `extras` or `participants` (a value where the form has a list) is dropped too: conform
  // would echo it back, and the page's list fields cannot render from it (a 500; the fuzz found it).
  for (const [name, value] of formData)
    if (!name.startsWith('extras[') && name !== 'extras' && name !== 'participants') lined.append(name, value)
  cart.extras
    .filter((extra) => extra.unit !== 'info')
    .forEach((extra, index) => {
      lined.set(`extras[${index}].id`, extra.id)
      lined.set(`extras[${index}].quantity`, posted.get(extra.id) ?? String(extra.quantity))
    })
  return lined
}
