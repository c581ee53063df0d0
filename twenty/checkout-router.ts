/**
 * The checkout's endpoints (issue 10), mounted by `router.ts` on the scoped router
 * (`/{v1|v2}/{brand}/{apiLocale}/...`):
 *
 *   POST  carts                              a cart for one stay of one unit
 *   GET   carts/{cartId}                     the cart, priced now (status open, booked or expired)
 *   PATCH carts/{cartId}                     extras, insurances, payment kind
 *   POST  carts/{cartId}/checkout            the booking (201), or the cart's earlier one (200)
 *   GET   carts/{cartId}/booking             the booking a cart became (the confirmation page)
 *   GET   customer-portal/bookings           the signed-in customer's bookings (Bearer token)
 *   GET   customer-portal/bookings/{id}      one of them
 *   GET   customer-portal/bookings/{id}/extras        the extras on offer and what may change (issue 19)
 *   PUT   customer-portal/bookings/{id}/extras        new quantities, or their quote (`dryRun`)
 *   PUT   customer-portal/bookings/{id}/participants  the travellers' names and birth dates
 *
 * twenty/README.md documents them.
 */
import type { Request, Response, Router } from 'express'
import { refuseReadOnlyHolder } from './agents'
import { bookingExtras, changeExtras, changeParticipants } from './booking-changes'
import { bookingExtrasResponseSchema, extrasChangeResponseSchema } from './booking-changes-contract'
import { bookingOfCart, customerBookings, readBooking } from './bookings'
import { createCart, findCart, updateCart, type CheckoutScope } from './carts'
import { checkoutCart } from './checkout'
import {
  bookingResponseSchema,
  cartResponseSchema,
  checkoutResponseSchema,
  createCartRequestSchema,
  customerBookingsResponseSchema,
} from './checkout-contract'
import { parseId, type ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { ApiError, asyncHandler, bearerToken, methodNotAllowed, parseRequest, type Responder } from './http'
import { sessionHolder } from './portal'
import type { StorefrontOrigin } from './portal-mail'
import type { Language } from './schema'

export interface CheckoutRouteDeps {
  database: TwentyDatabase
  responder: Responder
  now: () => Date
  publicPath: string
  storefrontOrigin: StorefrontOrigin
}

export function mountCheckoutRoutes(
  scoped: Router,
  { database, responder, now, publicPath, storefrontOrigin }: CheckoutRouteDeps,
): void {
  const scopeOf = (res: Response): CheckoutScope => {
    const { brand, apiLocale, language } = res.locals.twentyScope as {
      brand: string
      apiLocale: ApiLocale
      language: Language
    }
    return { brand, apiLocale, language, publicPath, now: now(), storefrontOrigin }
  }
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store')

  scoped
    .route('/carts')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(createCartRequestSchema, req.body ?? {})
        noStore(res)
        responder.send(res, 201, cartResponseSchema, { data: createCart(database, scopeOf(res), body) })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/carts/:cartId')
    .get(
      asyncHandler(async (req, res) => {
        const cart = findCart(database, scopeOf(res), req.params.cartId ?? '')
        if (!cart) throw ApiError.notFound(`No cart "${req.params.cartId ?? ''}"`)
        noStore(res)
        responder.send(res, 200, cartResponseSchema, { data: cart })
      }),
    )
    .patch(
      asyncHandler(async (req, res) => {
        noStore(res)
        responder.send(res, 200, cartResponseSchema, {
          data: updateCart(database, scopeOf(res), req.params.cartId ?? '', req.body ?? {}),
        })
      }),
    )
    .all(methodNotAllowed('GET', 'PATCH'))

  scoped
    .route('/carts/:cartId/checkout')
    .post(
      asyncHandler(async (req, res) => {
        const result = await checkoutCart(database, scopeOf(res), req.params.cartId ?? '', req.body ?? {})
        noStore(res)
        responder.send(res, result.created ? 201 : 200, checkoutResponseSchema, { data: result })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/carts/:cartId/booking')
    .get(
      asyncHandler(async (req, res) => {
        const booking = bookingOfCart(database, scopeOf(res), req.params.cartId ?? '')
        if (!booking) throw ApiError.notFound(`No booking for cart "${req.params.cartId ?? ''}"`)
        noStore(res)
        responder.send(res, 200, bookingResponseSchema, { data: booking })
      }),
    )
    .all(methodNotAllowed('GET'))

  /** The customer of the request's Bearer session token, of this brand (as the portal's own calls); else 401. */
  async function requireHolder(req: Request, res: Response) {
    const scope = scopeOf(res)
    const token = bearerToken(req)
    const holder = token ? await sessionHolder({ db: database.db, now: scope.now }, scope, token) : null
    if (!holder)
      throw new ApiError(401, 'unauthenticated', 'A valid bearer token is required', { 'WWW-Authenticate': 'Bearer' })
    return { holder, scope }
  }

  scoped
    .route('/customer-portal/bookings')
    .get(
      asyncHandler(async (req, res) => {
        const { holder, scope } = await requireHolder(req, res)
        res.set('Cache-Control', 'private, no-store')
        responder.send(res, 200, customerBookingsResponseSchema, {
          data: { bookings: customerBookings(database, holder, scope) },
        })
      }),
    )
    .all(methodNotAllowed('GET'))

  /**
   * The caller's own booking, by its id in the path: someone else's booking is answered like a
   * missing one (ids reveal nothing), and so is a non-canonical id (`01`, `1.0` and `0x1` are not
   * booking 1, issue 16). A booking-reference sign-in owns its one booking only, and may change it
   * (its extras and travellers: the reference and address prove the booking); not the account.
   */
  async function requireOwnBooking(req: Request, res: Response, { write = false } = {}) {
    const { holder, scope } = await requireHolder(req, res)
    // An agent reads the customer's bookings, never changes them (decision 027).
    if (write) refuseReadOnlyHolder(holder)
    const id = parseId(req.params.bookingId)
    const booking = id === null ? null : readBooking(database, id, scope)
    const own =
      booking && booking.customer.id === holder.customerId && (holder.bookingId === null || holder.bookingId === id)
    if (!own) throw ApiError.notFound(`No booking ${req.params.bookingId ?? ''}`)
    res.set('Cache-Control', 'private, no-store')
    return { booking, scope }
  }

  scoped
    .route('/customer-portal/bookings/:bookingId')
    .get(
      asyncHandler(async (req, res) => {
        const { booking } = await requireOwnBooking(req, res)
        responder.send(res, 200, bookingResponseSchema, { data: booking })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/customer-portal/bookings/:bookingId/extras')
    .get(
      asyncHandler(async (req, res) => {
        const { booking, scope } = await requireOwnBooking(req, res)
        responder.send(res, 200, bookingExtrasResponseSchema, {
          data: bookingExtras(database, booking.bookingId, scope),
        })
      }),
    )
    .put(
      asyncHandler(async (req, res) => {
        const { booking, scope } = await requireOwnBooking(req, res, { write: true })
        responder.send(res, 200, extrasChangeResponseSchema, {
          data: changeExtras(database, booking.bookingId, req.body ?? {}, scope),
        })
      }),
    )
    .all(methodNotAllowed('GET', 'PUT'))

  scoped
    .route('/customer-portal/bookings/:bookingId/participants')
    .put(
      asyncHandler(async (req, res) => {
        const { booking, scope } = await requireOwnBooking(req, res, { write: true })
        responder.send(res, 200, bookingResponseSchema, {
          data: changeParticipants(database, booking.bookingId, req.body ?? {}, scope),
        })
      }),
    )
    .all(methodNotAllowed('PUT'))
}
