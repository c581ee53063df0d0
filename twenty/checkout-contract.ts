/**
 * Contract of the checkout (issue 10): carts, checkout, the booking model the portal and payment
 * slices read, and a customer's bookings. Re-exported by `contract.ts` (the app imports only
 * that); this file imports nothing from it, so the re-export cannot form an import cycle.
 */
import { z } from 'zod'
import { bookingPaymentSchema } from './payment-contract'
import { pitchNumberSchema } from './pitch-contract'

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
/** A real calendar date, YYYY-MM-DD. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, 'not a calendar date')
const currencySchema = z.enum(['EUR', 'GBP', 'CHF'])
/** A campsite's own currency, for what is paid on site (contract.ts's SITE_CURRENCIES). */
const siteCurrencySchema = z.enum(['EUR', 'GBP', 'CHF', 'DKK'])
const trimmed = (max: number) => z.string().trim().max(max)

/** SPEC section 3. */
export const PAYMENT_KINDS = ['full', 'upfront', 'paylater'] as const
export const paymentKindSchema = z.enum(PAYMENT_KINDS)
export type PaymentKind = z.infer<typeof paymentKindSchema>

/** SPEC section 3's price units. */
export const PRICE_UNITS = [
  'person',
  'piece',
  'personNight',
  'personWeek',
  'accommodation',
  'stay',
  'week',
  'night',
  'hour',
  'info',
] as const
export const priceUnitSchema = z.enum(PRICE_UNITS)
export type PriceUnit = z.infer<typeof priceUnitSchema>

/** SPEC section 3: invoice or payment states. */
export const PAYMENT_RATE_STATUSES = ['pending', 'paid', 'cancelled'] as const
/** SPEC section 3: a booking's payment status. */
export const PAYMENT_STATUSES = ['PAYMENT_OK', 'PARTIALLY_PAID', 'PAID_TOO_MUCH', 'NO_PAYMENT_MADE'] as const
/** SPEC section 4: change permissions for extras, and for other changes. */
export const EXTRAS_CHANGE_PERMISSIONS = [
  'CHANGES_NOT_ALLOWED',
  'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL',
  'EXISTING_ONLY_ALLOWED',
  'FULL_CHANGES_ALLOWED',
  'CHANGES_ALLOWED_PERSON_PRICES',
] as const
export const OTHER_CHANGE_PERMISSIONS = [
  'CHANGES_NOT_ALLOWED',
  'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL',
  'CHANGES_ALLOWED_REQUIRES_PAYMENT',
  'FULL_CHANGES_ALLOWED',
] as const

export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

// ---------------------------------------------------------------- requests

export const cartPersonsSchema = z.strictObject({
  adults: z.number().int().min(1).max(12),
  /** Ages at arrival. */
  children: z
    .array(z.strictObject({ age: z.number().int().min(0).max(17) }))
    .max(10)
    .default([]),
})

/** `POST carts`: the stay of the campsite page's "book" button. */
export const createCartRequestSchema = z.strictObject({
  site: slug,
  accommodationId: z.number().int().positive(),
  date: isoDay,
  duration: z.number().int().min(1).max(28),
  persons: cartPersonsSchema,
  /** The pitch chosen on the site map (pitch accommodations only; issue 24). */
  pitch: pitchNumberSchema.optional(),
})
export type CreateCartRequest = z.input<typeof createCartRequestSchema>

export const extraChoiceSchema = z.strictObject({ id: slug.max(40), quantity: z.number().int().min(0).max(50) })

/** `PATCH carts/{cartId}`: what the customer may change in a cart. Prices are never sent. */
export const updateCartRequestSchema = z.strictObject({
  extras: z.array(extraChoiceSchema).max(20).optional(),
  insurances: z.strictObject({ liability: z.boolean().optional(), travel: z.boolean().optional() }).optional(),
  paymentKind: paymentKindSchema.optional(),
  /** A pitch of the site map, or null for any free one (issue 24). */
  pitch: pitchNumberSchema.nullable().optional(),
})
export type UpdateCartRequest = z.input<typeof updateCartRequestSchema>

export const mainBookerSchema = z.strictObject({
  firstName: trimmed(60).min(1),
  lastName: trimmed(60).min(1),
  email: z.email().max(254),
  phonePrefix: z.string().regex(/^\+\d{1,4}$/),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 ()/-]{4,20}$/),
  /** ISO 3166 alpha-2 code (navigation `countries`). */
  country: z.string().regex(/^[A-Z]{2}$/),
  street: trimmed(120).min(1),
  postcode: trimmed(12).min(1),
  city: trimmed(80).min(1),
})
export type MainBooker = z.infer<typeof mainBookerSchema>

export const participantSchema = z.strictObject({
  firstName: trimmed(60).min(1),
  lastName: trimmed(60).min(1),
  birthDate: isoDay,
})

/**
 * `POST carts/{cartId}/checkout`: the cart's last choices, the main booker and every participant
 * (adults first, then the children in the order of their ages), and the accepted terms.
 */
export const checkoutRequestSchema = updateCartRequestSchema.extend({
  mainBooker: mainBookerSchema,
  participants: z.array(participantSchema).min(1).max(22),
  acceptTerms: z.literal(true),
})
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

// ---------------------------------------------------------------- answers

/** One line of a bill, in the market's currency (major units); a discount is negative. */
export const priceLineSchema = z.object({
  kind: z.enum(['rent', 'discount', 'fee', 'insurance', 'extra']),
  /** SPEC fee type id of fees and insurances, else null. */
  feeTypeId: z.number().int().nullable(),
  extraId: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  amount: z.number(),
})
export type PriceLine = z.infer<typeof priceLineSchema>

export const scheduledRateSchema = z.object({
  index: z.number().int().min(1),
  amount: z.number().nonnegative(),
  dueDate: isoDay,
  /** Paid when booking (today), as opposed to by the due date. */
  payNow: z.boolean(),
})
export type ScheduledRate = z.infer<typeof scheduledRateSchema>

export const paymentOptionSchema = z.object({
  kind: paymentKindSchema,
  /** False when arrival is too close for this kind (only `full` is always allowed). */
  allowed: z.boolean(),
  rates: z.array(scheduledRateSchema),
  payNow: z.number().nonnegative(),
})
export type PaymentOption = z.infer<typeof paymentOptionSchema>

export const cartExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: priceUnitSchema,
  /** Price of one `unit` (null for `info`, which is a note, not for sale). */
  unitPrice: z.number().nonnegative().nullable(),
  quantity: z.number().int().nonnegative(),
  maxQuantity: z.number().int().nonnegative(),
  amount: z.number().nonnegative(),
})
export type CartExtra = z.infer<typeof cartExtraSchema>

const insuranceSchema = z.object({
  feeTypeId: z.number().int(),
  name: z.string(),
  selected: z.boolean(),
  amount: z.number().nonnegative(),
})

const stayPlaceSchema = z.object({
  site: z.object({
    slug,
    name: z.string(),
    location: z.string(),
    path: z.string(),
    /** The campsite's photo (result size, 400x267): the portal's trip cards (issue 19). */
    image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  }),
  accommodation: z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.string(),
    maxPersons: z.number().int(),
    image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  }),
  arrivalDate: isoDay,
  departureDate: isoDay,
  duration: z.number().int(),
  persons: z.object({ adults: z.number().int(), children: z.array(z.object({ age: z.number().int() })) }),
})

export const cartSchema = stayPlaceSchema.extend({
  cartId: z.string(),
  /** `booked`: checkout done (bookingId and ref set); `expired`: too old to book, start again. */
  status: z.enum(['open', 'booked', 'expired']),
  expiresAt: z.string(),
  bookingId: z.number().int().nullable(),
  ref: z.string().nullable(),
  /** Whether the unit is still free for the stay (false: someone else booked it meanwhile). */
  available: z.boolean(),
  currency: currencySchema,
  extras: z.array(cartExtraSchema),
  insurances: z.object({ liability: insuranceSchema.nullable(), travel: insuranceSchema.nullable() }),
  paymentKind: paymentKindSchema,
  paymentOptions: z.array(paymentOptionSchema),
  /** Whether this unit is a pitch of the site map, which the visitor may choose (issue 24). */
  pitchChoice: z.boolean().default(false),
  /** The chosen pitch and whether it is still free for the stay; null: one is assigned at checkout. */
  pitch: z.object({ number: pitchNumberSchema, free: z.boolean() }).nullable().default(null),
  price: z.object({
    /** Everything paid with the booking; `total` is their sum. */
    lines: z.array(priceLineSchema),
    total: z.number().nonnegative(),
    /** What the chosen payment kind takes today. */
    payNow: z.number().nonnegative(),
    /**
     * Mandatory, paid at the campsite (the security deposit): never in `total`, and in the
     * campsite's currency (`payOnSiteCurrency`), not the market's.
     */
    payOnSite: z.array(priceLineSchema),
    payOnSiteTotal: z.number().nonnegative(),
    payOnSiteCurrency: siteCurrencySchema,
  }),
})
export type Cart = z.infer<typeof cartSchema>
export const cartResponseSchema = z.object({ data: cartSchema })

export const bookingPaymentRateSchema = z.object({
  index: z.number().int().min(1),
  amount: z.number().nonnegative(),
  dueDate: isoDay,
  status: z.enum(PAYMENT_RATE_STATUSES),
})

/**
 * A booking's bill as the checkout showed it (the same lines as a cart's `price`): what is paid to
 * us line by line and its total, and what is paid at the campsite in the campsite's currency.
 */
export const bookingPriceSchema = z.object({
  lines: z.array(priceLineSchema),
  total: z.number().nonnegative(),
  payOnSite: z.array(priceLineSchema),
  payOnSiteTotal: z.number().nonnegative(),
  payOnSiteCurrency: siteCurrencySchema,
})
export type BookingPrice = z.infer<typeof bookingPriceSchema>

/** The booking model the portal and payment slices read. */
export const bookingSchema = stayPlaceSchema.extend({
  bookingId: z.number().int(),
  ref: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  createdAt: z.string(),
  customer: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phonePrefix: z.string(),
    phone: z.string(),
    country: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
  }),
  participants: z.array(z.object({ firstName: z.string(), lastName: z.string(), birthDate: isoDay.nullable() })),
  extras: z.array(
    z.object({ id: z.string(), name: z.string(), unit: z.string(), quantity: z.number(), amount: z.number() }),
  ),
  /** Fees by SPEC type id (reservation 1, liability insurance 2, deposit 7, SGR 11, travel insurance 12, tourist tax 13). */
  fees: z.array(
    z.object({
      feeTypeId: z.number().int(),
      type: z.string(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number(),
      amount: z.number(),
      payOnSite: z.boolean(),
      /** `currency` for fees paid with the booking; the campsite's for those paid on site. */
      currency: siteCurrencySchema,
    }),
  ),
  rent: z.number(),
  discount: z.number(),
  currency: currencySchema,
  /** Paid with the booking: the sum of the payment rates. */
  total: z.number().nonnegative(),
  /** Paid at the campsite, in `payOnSiteCurrency` (the campsite's own, never converted). */
  payOnSite: z.number().nonnegative(),
  payOnSiteCurrency: siteCurrencySchema,
  paymentKind: paymentKindSchema.nullable(),
  paymentRates: z.array(bookingPaymentRateSchema),
  /** Received so far, in `currency`; above `total` after a reduction of a paid booking (a credit). */
  paid: z.number().nonnegative(),
  /** The bill line by line (issue 19): the checkout's breakdown, for the booking's own page. */
  price: bookingPriceSchema,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /**
   * What was paid when and how (issue 20): the settled payments, newest first. Empty when an
   * answer has none to tell (an API before payments).
   */
  payments: z.array(bookingPaymentSchema).default([]),
  changePermissions: z.object({ extras: z.enum(EXTRAS_CHANGE_PERMISSIONS), other: z.enum(OTHER_CHANGE_PERMISSIONS) }),
  /** The pitch let on the site map ("B12"), for a pitch accommodation (issue 24). */
  pitch: pitchNumberSchema.nullable().default(null),
})
export type Booking = z.infer<typeof bookingSchema>

export const bookingResponseSchema = z.object({ data: bookingSchema })
/** `POST carts/{cartId}/checkout`: 201 with `created: true`, or 200 with the cart's earlier booking. */
export const checkoutResponseSchema = z.object({ data: z.object({ created: z.boolean(), booking: bookingSchema }) })
export const customerBookingsResponseSchema = z.object({ data: z.object({ bookings: z.array(bookingSchema) }) })
