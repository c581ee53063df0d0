/**
 * The favourites' endpoints (issue 19), mounted by `router.ts` on the scoped router
 * (`/{v1|v2}/{brand}/{apiLocale}/...`):
 *
 *   GET    customer-portal/favourites             Bearer: the favourites as a list shows them
 *   GET    customer-portal/favourites/ids         Bearer: their ids only (what a listing marks)
 *   POST   customer-portal/favourites             Bearer, {siteId}: 201 added | 200 already | 409 full
 *   POST   customer-portal/favourites/merge       Bearer, {siteIds}: a visitor's cookie, on sign-in
 *   DELETE customer-portal/favourites/{siteId}    Bearer: 200, also when it was not one
 *   POST   search/site-prices                     named campsites priced for one stay and party
 *
 * Favourites belong to the account: a booking-reference sign-in (which proves one booking, not
 * the account) gets 403 `booking_sign_in` on all of them; the storefront keeps its favourites in
 * the cookie, as a visitor's. twenty/README.md documents them.
 */
import type { Request, Response, Router } from 'express'
import { refuseReadOnlyHolder } from './agents'
import {
  favouriteAddRequestSchema,
  favouriteChangeResponseSchema,
  favouriteIdsResponseSchema,
  favouritesMergeRequestSchema,
  favouritesMergeResponseSchema,
  favouritesResponseSchema,
  parseId,
  sitePricesRequestSchema,
  sitePricesResponseSchema,
  type ApiLocale,
} from './contract'
import type { TwentyDatabase } from './db'
import {
  addFavourite,
  countFavourites,
  favouriteIds,
  listFavourites,
  mergeFavourites,
  removeFavourite,
} from './favourites'
import { ApiError, asyncHandler, bearerToken, methodNotAllowed, parseRequest, type Responder } from './http'
import { sessionHolder } from './portal'
import type { Language } from './schema'
import { priceSites } from './search'

export interface FavouriteRouteDeps {
  database: TwentyDatabase
  responder: Responder
  now: () => Date
  publicPath: string
}

interface Scope {
  brand: string
  apiLocale: ApiLocale
  language: Language
}

export function mountFavouriteRoutes(
  scoped: Router,
  { database, responder, now, publicPath }: FavouriteRouteDeps,
): void {
  const scopeOf = (res: Response) => res.locals.twentyScope as Scope
  const privateAnswer = (res: Response) => res.set('Cache-Control', 'private, no-store')

  /**
   * The account of the request's Bearer session token, of this brand; 401 without one. A
   * booking-reference sign-in may read its booking, not the account: 403.
   */
  async function requireAccount(req: Request, res: Response, { write = false } = {}): Promise<number> {
    const token = bearerToken(req)
    const holder = token ? await sessionHolder({ db: database.db, now: now() }, scopeOf(res), token) : null
    if (!holder)
      throw new ApiError(401, 'unauthenticated', 'A valid bearer token is required', { 'WWW-Authenticate': 'Bearer' })
    if (holder.loginType === 'booking_id')
      throw new ApiError(
        403,
        'booking_sign_in',
        'Favourites belong to the account; a booking sign-in keeps them in the browser',
      )
    // An agent reads the customer's favourites, never changes them (decision 027).
    if (write) refuseReadOnlyHolder(holder)
    return holder.customerId
  }

  scoped
    .route('/customer-portal/favourites')
    .get(
      asyncHandler(async (req, res) => {
        const customerId = await requireAccount(req, res)
        privateAnswer(res)
        responder.send(res, 200, favouritesResponseSchema, {
          data: { favourites: listFavourites(database, customerId, { language: scopeOf(res).language, publicPath }) },
        })
      }),
    )
    .post(
      asyncHandler(async (req, res) => {
        const customerId = await requireAccount(req, res, { write: true })
        const { siteId } = parseRequest(favouriteAddRequestSchema, req.body ?? {})
        const result = addFavourite(database, customerId, siteId, now())
        if (result === 'unknown') throw ApiError.notFound(`No campsite ${siteId}`)
        if (result === 'full')
          throw new ApiError(409, 'favourites_full', 'The account has as many favourites as it can keep')
        privateAnswer(res)
        responder.send(res, result === 'added' ? 201 : 200, favouriteChangeResponseSchema, {
          data: { siteId, favourite: true, count: countFavourites(database, customerId) },
        })
      }),
    )
    .all(methodNotAllowed('GET', 'POST'))

  scoped
    .route('/customer-portal/favourites/ids')
    .get(
      asyncHandler(async (req, res) => {
        const customerId = await requireAccount(req, res)
        privateAnswer(res)
        responder.send(res, 200, favouriteIdsResponseSchema, { data: { siteIds: favouriteIds(database, customerId) } })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/customer-portal/favourites/merge')
    .post(
      asyncHandler(async (req, res) => {
        const customerId = await requireAccount(req, res, { write: true })
        const { siteIds } = parseRequest(favouritesMergeRequestSchema, req.body ?? {})
        privateAnswer(res)
        responder.send(res, 200, favouritesMergeResponseSchema, {
          data: mergeFavourites(database, customerId, siteIds, now()),
        })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/customer-portal/favourites/:siteId')
    .delete(
      asyncHandler(async (req, res) => {
        const customerId = await requireAccount(req, res, { write: true })
        // Canonical ids only: `01`, `1.0` and `0x1` are not campsite 1 (issue 16).
        const siteId = parseId(req.params.siteId)
        if (siteId === null) throw ApiError.notFound(`No campsite ${req.params.siteId ?? ''}`)
        removeFavourite(database, customerId, siteId)
        privateAnswer(res)
        responder.send(res, 200, favouriteChangeResponseSchema, {
          data: { siteId, favourite: false, count: countFavourites(database, customerId) },
        })
      }),
    )
    .all(methodNotAllowed('DELETE'))

  scoped
    .route('/search/site-prices')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(sitePricesRequestSchema, req.body ?? {})
        const { apiLocale, language } = scopeOf(res)
        // Prices depend on today and on availability, as every search answer.
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, sitePricesResponseSchema, {
          data: priceSites(database, body, { apiLocale, language, now: now(), publicPath }),
        })
      }),
    )
    .all(methodNotAllowed('POST'))
}
