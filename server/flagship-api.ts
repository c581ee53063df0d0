/**
 * The storefront's own flag endpoints (SPEC section 7, issue 21):
 * - `GET /api/flagship/flags?visitorId&hasConsented&deviceType&brand&locale` -> `{flags, uniqueVisitorId}`
 * - `POST /api/flagship/event` `{visitorId, action}`
 * - `POST /api/flagship/transaction` `{visitorId, action, price}`
 * - `POST /api/flagship/visitorExpose` `{visitorId, key, brand, deviceType, hasConsented, locale}`
 * Input is parsed with zod (400 otherwise); the provider's failures are reported and swallowed
 * (SPEC section 8): flags fall back to the defaults, hits are answered 204 all the same.
 * Consent can only be narrowed by a request: a hit counts as consented when the body says so
 * and the visitor's `cookie-consent` cookie gives marketing consent (SPEC section 7).
 */
import { randomUUID } from 'node:crypto'
import express, { type RequestHandler } from 'express'
import { z } from 'zod'
import { consentFromCookieHeader } from '~/lib/consent.server'
import { BRAND_IDS } from '../market-config/brands'
import { MARKET_CODES } from '../market-config/markets'
import { DEVICE_TYPES, flagEntriesOf, readFlags, type FlagProvider } from './flags'
import { crossSiteGuard } from './guards'

/** A visitor id as this storefront makes them (a UUID) or Flagship's SDKs do. */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a visitor id')
const flagKeySchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a flag key')
const actionSchema = z.string().trim().min(1).max(100)
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true')

const flagsQuery = z.strictObject({
  visitorId: visitorIdSchema.optional(),
  hasConsented: booleanQuery.default(false),
  deviceType: z.enum(DEVICE_TYPES).default('desktop'),
  brand: z.enum(BRAND_IDS),
  locale: z.enum(MARKET_CODES),
})
const eventBody = z.strictObject({ visitorId: visitorIdSchema, action: actionSchema })
const transactionBody = z.strictObject({
  visitorId: visitorIdSchema,
  action: actionSchema,
  price: z.number().nonnegative().max(1_000_000),
})
const exposeBody = z.strictObject({
  visitorId: visitorIdSchema,
  key: flagKeySchema,
  brand: z.enum(BRAND_IDS),
  deviceType: z.enum(DEVICE_TYPES),
  hasConsented: z.boolean(),
  locale: z.enum(MARKET_CODES),
})

export interface FlagshipApiOptions {
  provider: FlagProvider
  /** Reported, never shown (Sentry when SENTRY_DSN is set). */
  onError: (error: unknown) => void
  /** The posts' limit per client address (server/limits.ts). */
  postLimit?: RequestHandler
  timeoutMs?: number
}

function badRequest(res: express.Response, error: z.ZodError): void {
  res
    .status(400)
    .set('Cache-Control', 'no-store')
    .json({
      error: {
        status: 400,
        code: 'bad_request',
        message: 'Invalid input',
        issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      },
    })
}

export function flagshipApi({ provider, onError, postLimit, timeoutMs }: FlagshipApiOptions): express.Router {
  const router = express.Router()
  const consented = (req: express.Request, claimed: boolean) =>
    claimed && consentFromCookieHeader(req.get('cookie'))?.marketing === true
  /** Answers 204 at once: the hit goes on in the background, and a failure is only reported. */
  const accepted = (res: express.Response, hit: () => Promise<void>) => {
    res.status(204).set('Cache-Control', 'no-store').end()
    hit().catch(onError)
  }

  router.get('/flags', (req, res, next) => {
    const query = flagsQuery.safeParse(req.query)
    if (!query.success) {
      badRequest(res, query.error)
      return
    }
    const { visitorId = randomUUID(), ...visitor } = query.data
    readFlags(
      provider,
      { ...visitor, visitorId, hasConsented: consented(req, visitor.hasConsented) },
      { onError, timeoutMs },
    )
      .then((flags) => {
        res
          .set({ 'Cache-Control': 'private, no-store' })
          .json({ flags: flagEntriesOf(flags), uniqueVisitorId: visitorId })
      })
      .catch(next)
  })

  // Hits: JSON from our own pages only, small, and limited per client address like every post.
  router.post('/*', crossSiteGuard, ...(postLimit ? [postLimit] : []), express.json({ limit: '2kb', strict: true }))

  router.post('/event', (req, res) => {
    const body = eventBody.safeParse(req.body)
    if (!body.success) {
      badRequest(res, body.error)
      return
    }
    const { visitorId, action } = body.data
    accepted(res, () => provider.event({ visitorId, hasConsented: consented(req, true) }, action))
  })
  router.post('/transaction', (req, res) => {
    const body = transactionBody.safeParse(req.body)
    if (!body.success) {
      badRequest(res, body.error)
      return
    }
    const { visitorId, action, price } = body.data
    accepted(res, () => provider.transaction({ visitorId, hasConsented: consented(req, true) }, action, price))
  })
  router.post('/visitorExpose', (req, res) => {
    const body = exposeBody.safeParse(req.body)
    if (!body.success) {
      badRequest(res, body.error)
      return
    }
    const { key, hasConsented, ...visitor } = body.data
    accepted(res, () => provider.expose({ ...visitor, hasConsented: consented(req, hasConsented) }, key))
  })

  router.all('*', (_req, res) => {
    res.status(404).json({ error: { status: 404, code: 'not_found', message: 'No such flag endpoint' } })
  })
  // A body that is not JSON, or too large: 400/413 with a short answer, never a stack.
  const bodyError: express.ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
    const status = error.status === 413 ? 413 : error.status === 400 || error.status === 415 ? error.status : null
    if (status === null) {
      next(error)
      return
    }
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .json({ error: { status, code: 'bad_request', message: 'Invalid body' } })
  }
  router.use(bodyError)
  return router
}
