/**
 * The payment endpoints (issue 20), mounted by `router.ts` on the scoped router
 * (`/{v1|v2}/{brand}/{apiLocale}/...`); every one is the storefront's own call (internal key):
 *
 *   GET|POST payment/providers/booking/{bookingId}   the ways to pay and their fees (Bearer, owner)
 *   POST     customer/payment/getOrderId             an order and the provider's session (Bearer, owner; not agents)
 *   POST     payment/bambora/callback                Bambora's signed parameters from the accept or callback URL
 *   POST     payment/saferpay/assert                 the browser came back: Assert, then settle
 *   POST     payment/saferpay/notify                 Saferpay's notification: the same, idempotent
 *   GET      payment/orders/{orderIdHash}            an order's state for the return pages (Bearer, owner)
 *   GET      customer-portal/bookings/{id}/voucher   the travel voucher PDF once fully paid (Bearer, owner)
 *
 * twenty/README.md documents them; decision 031 says where each URL lives and what is trusted.
 */
import type { Request, Response, Router } from 'express'
import { refuseReadOnlyHolder } from './agents'
import { readBooking } from './bookings'
import type { CheckoutScope } from './carts'
import type { Booking } from './checkout-contract'
import { parseId, type ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { statement } from './db'
import {
  ApiError,
  asyncHandler,
  bearerToken,
  methodNotAllowed,
  parseRequest,
  type Responder,
  type TwentyLogger,
} from './http'
import {
  bamboraCallbackRequestSchema,
  bamboraOrderResponseSchema,
  orderIdHashSchema,
  orderIdRequestSchema,
  paymentOrderResponseSchema,
  paymentProvidersRequestSchema,
  paymentProvidersResponseSchema,
  saferpayAssertRequestSchema,
  saferpayOrderResponseSchema,
  settlementResponseSchema,
} from './payment-contract'
import type { PaymentProvidersConfig } from './payment-providers'
import {
  assertSaferpayOrder,
  findOrder,
  paymentProviders,
  settleBamboraCallback,
  startBamboraPayment,
  startSaferpayPayment,
  type PaymentScope,
} from './payments'
import { sessionHolder, type SessionHolder } from './portal'
import type { StorefrontOrigin } from './portal-mail'
import type { Language } from './schema'
import { travelVoucher } from './voucher'

export interface PaymentRouteDeps {
  database: TwentyDatabase
  responder: Responder
  now: () => Date
  publicPath: string
  storefrontOrigin: StorefrontOrigin
  providers: PaymentProvidersConfig
  logger: TwentyLogger
}

export function mountPaymentRoutes(scoped: Router, deps: PaymentRouteDeps): void {
  const { database, responder } = deps
  const scopeOf = (res: Response): PaymentScope => {
    const { brand, apiLocale, language } = res.locals.twentyScope as {
      brand: string
      apiLocale: ApiLocale
      language: Language
    }
    return {
      brand,
      apiLocale,
      language,
      publicPath: deps.publicPath,
      now: deps.now(),
      storefrontOrigin: deps.storefrontOrigin,
      providers: deps.providers,
      logger: deps.logger,
    }
  }
  const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store')

  /** The Bearer session's holder, of this brand; else 401 (as the portal's other calls). */
  async function requireHolder(req: Request, scope: CheckoutScope): Promise<SessionHolder> {
    const token = bearerToken(req)
    const holder = token ? await sessionHolder({ db: database.db, now: scope.now }, scope, token) : null
    if (!holder)
      throw new ApiError(401, 'unauthenticated', 'A valid bearer token is required', { 'WWW-Authenticate': 'Bearer' })
    return holder
  }

  /**
   * The holder's own booking, or 404 (someone else's booking is answered like a missing one). A
   * booking-reference sign-in owns its one booking, and may pay it.
   */
  function ownBooking(holder: SessionHolder, bookingId: number | null, scope: CheckoutScope, label: string): Booking {
    const booking = bookingId === null ? null : readBooking(database, bookingId, scope)
    const own =
      booking &&
      booking.customer.id === holder.customerId &&
      (holder.bookingId === null || holder.bookingId === booking.bookingId)
    if (!own) throw ApiError.notFound(`No booking ${label}`)
    return booking
  }

  const providersHandler = asyncHandler(async (req, res) => {
    const scope = scopeOf(res)
    const holder = await requireHolder(req, scope)
    const booking = ownBooking(holder, parseId(req.params.bookingId), scope, req.params.bookingId ?? '')
    const amount =
      req.method === 'POST' ? parseRequest(paymentProvidersRequestSchema, req.body ?? {}).amount : undefined
    noStore(res)
    responder.send(res, 200, paymentProvidersResponseSchema, {
      data: paymentProviders(database, booking, scope, amount),
    })
  })
  scoped
    .route('/payment/providers/booking/:bookingId')
    .get(providersHandler)
    .post(providersHandler)
    .all(methodNotAllowed('GET', 'POST'))

  scoped
    .route('/customer/payment/getOrderId')
    .post(
      asyncHandler(async (req, res) => {
        const scope = scopeOf(res)
        const holder = await requireHolder(req, scope)
        // An agent reads the customer's bookings and payments, never pays (decision 027).
        refuseReadOnlyHolder(holder)
        const request = parseRequest(orderIdRequestSchema, req.body ?? {})
        if (request.slug === 'gift_voucher')
          throw new ApiError(400, 'provider_not_available', 'A gift voucher cannot be used to pay online')
        const ref = request.ref.trim().toUpperCase()
        const found = statement(database.sqlite, 'SELECT id FROM bookings WHERE ref = ? AND brand = ?').get(
          ref,
          scope.brand,
        ) as { id: number } | undefined
        const booking = ownBooking(holder, found?.id ?? null, scope, ref)
        noStore(res)
        if (request.slug === 'bambora') {
          responder.send(res, 200, bamboraOrderResponseSchema, {
            data: await startBamboraPayment(database, booking, request, scope),
          })
        } else {
          responder.send(res, 200, saferpayOrderResponseSchema, {
            data: await startSaferpayPayment(database, booking, request, scope),
          })
        }
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/payment/bambora/callback')
    .post(
      asyncHandler(async (req, res) => {
        const { params } = parseRequest(bamboraCallbackRequestSchema, req.body ?? {})
        noStore(res)
        responder.send(res, 200, settlementResponseSchema, {
          data: await settleBamboraCallback(database, scopeOf(res), params),
        })
      }),
    )
    .all(methodNotAllowed('POST'))

  for (const path of ['/payment/saferpay/assert', '/payment/saferpay/notify']) {
    scoped
      .route(path)
      .post(
        asyncHandler(async (req, res) => {
          const { orderIdHash } = parseRequest(saferpayAssertRequestSchema, req.body ?? {})
          noStore(res)
          responder.send(res, 200, settlementResponseSchema, {
            data: await assertSaferpayOrder(database, scopeOf(res), orderIdHash),
          })
        }),
      )
      .all(methodNotAllowed('POST'))
  }

  scoped
    .route('/payment/orders/:orderIdHash')
    .get(
      asyncHandler(async (req, res) => {
        const scope = scopeOf(res)
        const holder = await requireHolder(req, scope)
        const id = req.params.orderIdHash ?? ''
        const order = orderIdHashSchema.safeParse(id).success ? findOrder(database, scope.brand, id, scope.now) : null
        if (!order) throw ApiError.notFound(`No order ${id}`)
        ownBooking(holder, order.bookingId, scope, `of order ${id}`)
        noStore(res)
        responder.send(res, 200, paymentOrderResponseSchema, { data: order })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/customer-portal/bookings/:bookingId/voucher')
    .get(
      asyncHandler(async (req, res) => {
        const scope = scopeOf(res)
        const holder = await requireHolder(req, scope)
        const booking = ownBooking(holder, parseId(req.params.bookingId), scope, req.params.bookingId ?? '')
        if (booking.paymentStatus !== 'PAYMENT_OK' && booking.paymentStatus !== 'PAID_TOO_MUCH')
          throw new ApiError(409, 'not_fully_paid', 'The travel voucher is there once the booking is paid in full')
        const pdf = await travelVoucher(database, booking, scope)
        noStore(res)
        res
          .status(200)
          .set({
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="voucher-${booking.ref}.pdf"`,
          })
          .send(Buffer.from(pdf))
      }),
    )
    .all(methodNotAllowed('GET'))
}
