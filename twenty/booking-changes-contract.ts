/**
 * Contract of the changes a customer makes to a booking in the portal (issue 19): its extras
 * (with a quote before saving) and its travellers. Re-exported by `contract.ts`; it imports only
 * the checkout's contract, so the re-export cannot form an import cycle.
 */
import { z } from 'zod'
import {
  EXTRAS_CHANGE_PERMISSIONS,
  PAYMENT_STATUSES,
  bookingPaymentRateSchema,
  extraChoiceSchema,
  participantSchema,
  priceUnitSchema,
} from './checkout-contract'

/** One extra on offer for the booking's unit: what is booked, and what it may be changed to now. */
export const bookingExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: priceUnitSchema,
  /** Price of one `unit` in the booking's currency (null for `info`, a note, not for sale). */
  unitPrice: z.number().nonnegative().nullable(),
  /** Charged per person (SPEC units person, personNight, personWeek). */
  perPerson: z.boolean(),
  /** Booked now. */
  quantity: z.number().int().nonnegative(),
  /** The most anyone may book (per-person extras: the party). A larger quantity is refused, never capped. */
  maxQuantity: z.number().int().nonnegative(),
  /** What the booked quantity costs. */
  amount: z.number().nonnegative(),
  /** The quantities the booking's extras permission allows now, from `min` to `max`. */
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
})
export type BookingExtra = z.infer<typeof bookingExtraSchema>

/** `GET customer-portal/bookings/{id}/extras`. */
export const bookingExtrasSchema = z.object({
  bookingId: z.number().int(),
  ref: z.string(),
  currency: z.enum(['EUR', 'GBP', 'CHF']),
  permission: z.enum(EXTRAS_CHANGE_PERMISSIONS),
  extras: z.array(bookingExtraSchema),
  total: z.number().nonnegative(),
})
export type BookingExtras = z.infer<typeof bookingExtrasSchema>
export const bookingExtrasResponseSchema = z.object({ data: bookingExtrasSchema })

/**
 * `PUT customer-portal/bookings/{id}/extras`: the quantities to set (extras left out stay as
 * booked). `dryRun: true` answers what the change would cost and do to the rates, saving nothing.
 */
export const changeExtrasRequestSchema = z.strictObject({
  extras: z.array(extraChoiceSchema).min(1).max(20),
  dryRun: z.boolean().default(false),
})
export type ChangeExtrasRequest = z.input<typeof changeExtrasRequestSchema>

/** The quote or the result of a change of extras: the new total and rates, nothing else changes. */
export const extrasChangeSchema = z.object({
  saved: z.boolean(),
  previousTotal: z.number().nonnegative(),
  total: z.number().nonnegative(),
  /** `total - previousTotal`: negative for a reduction. */
  difference: z.number(),
  changes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      from: z.number().int().nonnegative(),
      to: z.number().int().nonnegative(),
      /** What the extra costs before and after. */
      amountBefore: z.number().nonnegative(),
      amountAfter: z.number().nonnegative(),
    }),
  ),
  /** The rates after the change: they add up to `total`. */
  paymentRates: z.array(bookingPaymentRateSchema),
  paid: z.number().nonnegative(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
})
export type ExtrasChange = z.infer<typeof extrasChangeSchema>
export const extrasChangeResponseSchema = z.object({ data: extrasChangeSchema })

/**
 * `PUT customer-portal/bookings/{id}/participants`: every traveller, adults first, then the
 * children in the order of the booking's ages, by the checkout's rules. Answers the booking.
 */
export const changeParticipantsRequestSchema = z.strictObject({
  participants: z.array(participantSchema).min(1).max(22),
})
export type ChangeParticipantsRequest = z.input<typeof changeParticipantsRequestSchema>
