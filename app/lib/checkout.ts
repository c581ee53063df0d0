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

export interface CheckoutStay {
  arrival: string
  adults: number
  childAges: number[]
  today: string
}

/** The whole form for `book`: the party's participants must match its ages at arrival. */
export function checkoutFormSchema(stay: CheckoutStay) {
  const persons = stay.adults + stay.childAges.length
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
      participants: z
        .array(
          z.object({
            firstName: required(60),
            lastName: required(60),
            birthDate: isoDate,
          }),
        )
        .length(persons, 'errors.participants'),
      acceptTerms: z.boolean({ error: 'errors.terms' }).refine(Boolean, 'errors.terms'),
    })
    .superRefine(
      (value, context) => {
        // Runs even when other fields failed (`when` below), so every problem shows at once: the
        // value may then be partial.
        ;(Array.isArray(value.participants) ? value.participants : []).forEach((participant, index) => {
          if (typeof participant?.birthDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(participant.birthDate)) return
          const path = ['participants', index, 'birthDate']
          if (participant.birthDate > stay.today) {
            context.addIssue({
              code: 'custom',
              path,
              message: 'errors.birth-future',
            })
            return
          }
          const age = ageOn(participant.birthDate, stay.arrival)
          if (index < stay.adults) {
            if (age < ADULT_AGE)
              context.addIssue({
                code: 'custom',
                path,
                message: `errors.adult-age|${ADULT_AGE}`,
              })
          } else if (age !== stay.childAges[index - stay.adults]) {
            context.addIssue({
              code: 'custom',
              path,
              message: `errors.child-age|${stay.childAges[index - stay.adults] ?? ''}`,
            })
          }
        })
      },
      { when: () => true },
    )
}

export type CheckoutForm = z.infer<ReturnType<typeof checkoutFormSchema>>
