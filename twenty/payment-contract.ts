/**
 * Contract of payments (issue 20): the providers a booking can be paid with and their fees, the
 * start of a payment (`getOrderId`), settlement from the providers' callbacks and returns, an
 * order's state for the return pages, and the payments a booking shows. Re-exported by
 * `contract.ts` (the app imports only that); this file imports nothing from it, so the re-export
 * cannot form an import cycle. Money is major units (2 decimals) unless a field says `Minor`.
 */
import { z } from 'zod'

export const PAYMENT_PROVIDERS = ['bambora', 'saferpay', 'gift_voucher'] as const
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS)
export type PaymentProvider = z.infer<typeof paymentProviderSchema>

/** Saferpay's payment methods; which ones a market offers: `twenty/payments.ts` (SAFERPAY_METHODS). */
export const SAFERPAY_METHODS = ['card', 'ideal', 'twint', 'bancontact'] as const
export const saferpayMethodSchema = z.enum(SAFERPAY_METHODS)
export type SaferpayMethod = z.infer<typeof saferpayMethodSchema>

export const PAYMENT_ORDER_STATUSES = ['created', 'settled', 'declined', 'cancelled', 'expired'] as const
export const paymentOrderStatusSchema = z.enum(PAYMENT_ORDER_STATUSES)
export type PaymentOrderStatus = z.infer<typeof paymentOrderStatusSchema>

const currencySchema = z.enum(['EUR', 'GBP', 'CHF'])
/** An order id hash: 32 characters base64url (random, unguessable). */
export const ORDER_ID_HASH_PATTERN = /^[A-Za-z0-9_-]{32}$/
export const orderIdHashSchema = z.string().regex(ORDER_ID_HASH_PATTERN, 'not an order id hash')

/** Major units with at most 2 decimals, at least 0.01. */
const amountSchema = z
  .number()
  .positive()
  .max(1_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most 2 decimals')

/** An absolute http(s) URL the provider leads the browser (or calls) back to. */
export const returnUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    } catch {
      return false
    }
  }, 'an absolute http(s) URL')

// ---------------------------------------------------------------- providers

/** One way to pay: a provider and its method, with its fee on the whole outstanding and per pending rate. */
export const paymentProviderOptionSchema = z.object({
  paymentProviderIdentifier: paymentProviderSchema,
  paymentMethodIdentifier: z.string(),
  /** The method's name in the request's language ("Credit card", "iDEAL", "TWINT", "Gift voucher"). */
  name: z.string(),
  /** The provider's fee for paying the whole outstanding (or the POSTed amount). */
  fullFeeAmount: z.number().nonnegative(),
  /** The fee for paying pending rate i (index into the pending rates in due-date order). */
  feePrices: z.array(z.number().nonnegative()),
})
export type PaymentProviderOption = z.infer<typeof paymentProviderOptionSchema>

/** `POST payment/providers/booking/{bookingId}`: the fees for paying this amount. */
export const paymentProvidersRequestSchema = z.strictObject({ amount: amountSchema })
export type PaymentProvidersRequest = z.infer<typeof paymentProvidersRequestSchema>

export const paymentProvidersResponseSchema = z.object({
  data: z.object({
    /** Bambora (cards) first, then Saferpay's methods of the market, then the gift voucher. */
    providers: z.array(paymentProviderOptionSchema),
    /** What is still to pay: the pending rates' outstanding amounts. */
    outstanding: z.number().nonnegative(),
    currency: currencySchema,
  }),
})
export type PaymentProviders = z.infer<typeof paymentProvidersResponseSchema>['data']

// ---------------------------------------------------------------- getOrderId

const orderCommon = {
  /** The booking reference (the Bearer's own booking). */
  ref: z.string().min(1).max(20),
  amount: amountSchema,
  /** The pending rate paid (its `index` in `booking.paymentRates`): then `amount` may be exactly that rate's outstanding. */
  rate: z.number().int().min(1).max(100).optional(),
  /** Opaque to the API; kept with the order and handed back on the return URLs by the storefront. */
  extras: z.string().max(500).optional(),
  /** The fee the customer was shown; when sent it must be the API's own for this method and amount. */
  fees: z.number().nonnegative().max(1000).optional(),
}

export const bamboraOrderRequestSchema = z.strictObject({
  ...orderCommon,
  slug: z.literal('bambora'),
  /** The method chosen (Bambora offers cards: `card`); optional. */
  paymentMethod: z.literal('card').optional(),
  acceptUrl: returnUrlSchema,
  callbackUrl: returnUrlSchema,
  cancelUrl: returnUrlSchema,
  /** Bambora's payment window language (1-8). */
  language: z.number().int().min(1).max(8).optional(),
})

export const saferpayOrderRequestSchema = z.strictObject({
  ...orderCommon,
  slug: z.literal('saferpay'),
  paymentMethod: saferpayMethodSchema,
  successUrl: returnUrlSchema,
  failUrl: returnUrlSchema,
  abortUrl: returnUrlSchema,
  notifyUrl: returnUrlSchema,
})

/** A gift voucher is listed and does nothing (SPEC): its start is answered 400 `provider_not_available`. */
export const giftVoucherOrderRequestSchema = z.looseObject({ slug: z.literal('gift_voucher') })

export const orderIdRequestSchema = z.discriminatedUnion('slug', [
  bamboraOrderRequestSchema,
  saferpayOrderRequestSchema,
  giftVoucherOrderRequestSchema,
])
export type OrderIdRequest = z.input<typeof orderIdRequestSchema>
export type BamboraOrderRequest = z.infer<typeof bamboraOrderRequestSchema>
export type SaferpayOrderRequest = z.infer<typeof saferpayOrderRequestSchema>

export const bamboraOrderResponseSchema = z.object({
  data: z.object({
    orderIdHash: orderIdHashSchema,
    /** What the window charges, minor units (the amount plus the fee, x100). */
    amount: z.number().int().positive(),
    merchantId: z.string(),
    currency: currencySchema,
    /** The payment window (a browser without JavaScript goes there). */
    windowUrl: z.string(),
  }),
})
export const saferpayOrderResponseSchema = z.object({
  data: z.object({ orderIdHash: orderIdHashSchema, saferpayUrl: z.string() }),
})
/** `POST customer/payment/getOrderId`: Bambora's or Saferpay's answer, by the request's slug. */
export const orderIdResponseSchema = z.union([bamboraOrderResponseSchema, saferpayOrderResponseSchema])
export type BamboraOrder = z.infer<typeof bamboraOrderResponseSchema>['data']
export type SaferpayOrder = z.infer<typeof saferpayOrderResponseSchema>['data']

// ---------------------------------------------------------------- settlement

/** `POST payment/bambora/callback`: every query parameter Bambora sent to the accept or callback URL, in order. */
export const bamboraCallbackRequestSchema = z.strictObject({
  params: z.record(z.string().max(64), z.string().max(2000)).refine((params) => Object.keys(params).length <= 40, {
    message: 'at most 40 parameters',
  }),
})
export type BamboraCallbackRequest = z.infer<typeof bamboraCallbackRequestSchema>

/** `POST payment/saferpay/assert` and `POST payment/saferpay/notify`. */
export const saferpayAssertRequestSchema = z.strictObject({ orderIdHash: orderIdHashSchema })

export const SETTLEMENT_OUTCOMES = ['settled', 'already-settled', 'declined', 'cancelled', 'pending'] as const
export const settlementResponseSchema = z.object({
  data: z.object({
    orderIdHash: orderIdHashSchema,
    bookingId: z.number().int(),
    outcome: z.enum(SETTLEMENT_OUTCOMES),
  }),
})
export type Settlement = z.infer<typeof settlementResponseSchema>['data']

/** `GET payment/orders/{orderIdHash}`: an order as its return pages show it. */
export const paymentOrderSchema = z.object({
  orderIdHash: orderIdHashSchema,
  bookingId: z.number().int(),
  status: paymentOrderStatusSchema,
  /** Toward the booking (the fee apart). */
  amount: z.number().nonnegative(),
  fee: z.number().nonnegative(),
  currency: currencySchema,
  provider: paymentProviderSchema,
  method: z.string(),
})
export type PaymentOrder = z.infer<typeof paymentOrderSchema>
export const paymentOrderResponseSchema = z.object({ data: paymentOrderSchema })

/** A settled payment of a booking (`booking.payments`, newest first). */
export const bookingPaymentSchema = z.object({
  orderIdHash: orderIdHashSchema,
  provider: paymentProviderSchema,
  /** The method: `card`, `ideal`, `twint`, `bancontact`. */
  method: z.string(),
  /** What went to the booking (the fee apart). */
  amount: z.number().nonnegative(),
  currency: currencySchema,
  status: paymentOrderStatusSchema,
  settledAt: z.string(),
})
export type BookingPayment = z.infer<typeof bookingPaymentSchema>

/** SPEC-style error codes of the payment endpoints. */
export const PAYMENT_ERROR_CODES = [
  'nothing_to_pay',
  'amount_out_of_range',
  'rate_not_pending',
  'fees_mismatch',
  'method_not_offered',
  'provider_not_available',
  'provider_unavailable',
  'invalid_signature',
  'amount_mismatch',
  'currency_mismatch',
  'unknown_order',
  'order_expired',
  'not_fully_paid',
] as const
