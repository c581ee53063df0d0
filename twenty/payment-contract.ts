/**
 * Payments (issue 20): the providers of a booking, starting a payment (an order and the
 * provider's session), settling it from the provider's callbacks, an order's state and the
 * travel voucher. Money is major units of the booking's currency unless a field says `Minor`.
 */
import { z } from 'zod'

const currencySchema = z.enum(['GBP', 'EUR', 'CHF'])

export const PAYMENT_PROVIDER_IDS = ['bambora', 'saferpay', 'gift_voucher'] as const

export const paymentProviderSchema = z.object({
  paymentProviderIdentifier: z.enum(PAYMENT_PROVIDER_IDS),
  paymentMethodIdentifier: z.string(),
  name: z.string(),
  /** The provider's fee on the whole outstanding amount (on the amount asked, in the POST answer). */
  fullFeeAmount: z.number().nonnegative(),
  /** The fee of paying each pending rate, by due date. */
  feePrices: z.array(z.number().nonnegative()),
})
export type PaymentProvider = z.infer<typeof paymentProviderSchema>

/** `GET|POST payment/providers/booking/{bookingId}`. */
export const paymentProvidersResponseSchema = z.object({
  data: z.object({
    providers: z.array(paymentProviderSchema),
    outstanding: z.number().nonnegative(),
    currency: currencySchema,
  }),
})
export type PaymentProviders = z.infer<typeof paymentProvidersResponseSchema>['data']

export const paymentProvidersRequestSchema = z.object({ amount: z.number().positive() }).strict()

const absoluteUrl = z.url({ protocol: /^https?$/ }).max(2048)

const orderCommon = {
  ref: z.string().max(20),
  amount: z.number().positive(),
  rate: z.number().int().positive().optional(),
  extras: z.string().max(200).optional(),
  fees: z.number().nonnegative().optional(),
}

/** `POST customer/payment/getOrderId`, Bambora. */
export const bamboraOrderRequestSchema = z
  .object({
    ...orderCommon,
    slug: z.literal('bambora'),
    acceptUrl: absoluteUrl,
    callbackUrl: absoluteUrl,
    cancelUrl: absoluteUrl,
    language: z.number().int().min(1).max(8).optional(),
  })
  .strict()
export type BamboraOrderRequest = z.infer<typeof bamboraOrderRequestSchema>

/** `POST customer/payment/getOrderId`, Saferpay. */
export const saferpayOrderRequestSchema = z
  .object({
    ...orderCommon,
    slug: z.literal('saferpay'),
    paymentMethod: z.string().max(40),
    successUrl: absoluteUrl,
    failUrl: absoluteUrl,
    abortUrl: absoluteUrl,
    notifyUrl: absoluteUrl,
  })
  .strict()
export type SaferpayOrderRequest = z.infer<typeof saferpayOrderRequestSchema>

export const bamboraOrderResponseSchema = z.object({
  data: z.object({
    orderIdHash: z.string(),
    /** Minor units. */
    amount: z.number().int(),
    merchantId: z.string(),
    currency: currencySchema,
    windowUrl: z.string(),
  }),
})
export type BamboraOrder = z.infer<typeof bamboraOrderResponseSchema>['data']

export const saferpayOrderResponseSchema = z.object({
  data: z.object({ orderIdHash: z.string(), saferpayUrl: z.string() }),
})
export type SaferpayOrder = z.infer<typeof saferpayOrderResponseSchema>['data']

export const PAYMENT_ORDER_STATUSES = ['created', 'settled', 'declined', 'cancelled', 'expired'] as const

/** `POST payment/bambora/callback`: every query parameter Bambora sent. */
export const bamboraCallbackRequestSchema = z.object({ params: z.record(z.string(), z.string()) }).strict()

/** `POST payment/saferpay/assert` and `payment/saferpay/notify`. */
export const saferpayAssertRequestSchema = z.object({ orderIdHash: z.string().max(64) }).strict()

export const paymentSettlementResponseSchema = z.object({
  data: z.object({
    orderIdHash: z.string(),
    bookingId: z.number().int(),
    outcome: z.enum(['settled', 'already-settled', 'declined', 'cancelled', 'pending']),
  }),
})
export type PaymentSettlement = z.infer<typeof paymentSettlementResponseSchema>['data']

/** `GET payment/orders/{orderIdHash}`. */
export const paymentOrderResponseSchema = z.object({
  data: z.object({
    orderIdHash: z.string(),
    bookingId: z.number().int(),
    status: z.enum(PAYMENT_ORDER_STATUSES),
    amount: z.number(),
    currency: currencySchema,
    provider: z.enum(PAYMENT_PROVIDER_IDS),
  }),
})
export type PaymentOrder = z.infer<typeof paymentOrderResponseSchema>['data']

/** A settled payment of a booking (`booking.payments`, newest first). */
export const bookingPaymentSchema = z.object({
  orderIdHash: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  amount: z.number(),
  currency: currencySchema,
  status: z.enum(PAYMENT_ORDER_STATUSES),
  settledAt: z.string().nullable(),
})
export type BookingPayment = z.infer<typeof bookingPaymentSchema>
