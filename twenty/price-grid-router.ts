/**
 * `POST search/price-grid` (issue 24), mounted by `router.ts` on the scoped router
 * (`/{v1|v2}/{brand}/{apiLocale}/...`): a campsite's accommodations by arrival dates around the
 * asked one, each the party's total for the same length of stay. twenty/README.md documents it.
 */
import type { Response, Router } from 'express'
import type { ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { asyncHandler, methodNotAllowed, parseRequest, type Responder } from './http'
import { priceGrid } from './price-grid'
import { priceGridRequestSchema, priceGridResponseSchema } from './price-grid-contract'
import type { Language } from './schema'

export interface PriceGridRouteDeps {
  database: TwentyDatabase
  responder: Responder
  now: () => Date
}

export function mountPriceGridRoutes(scoped: Router, { database, responder, now }: PriceGridRouteDeps): void {
  const scopeOf = (res: Response) => res.locals.twentyScope as { apiLocale: ApiLocale; language: Language }
  scoped
    .route('/search/price-grid')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(priceGridRequestSchema, req.body ?? {})
        const { apiLocale, language } = scopeOf(res)
        // Prices depend on today and on availability, as every search answer.
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, priceGridResponseSchema, {
          data: priceGrid(database, body, { apiLocale, language, now: now() }),
        })
      }),
    )
    .all(methodNotAllowed('POST'))
}
