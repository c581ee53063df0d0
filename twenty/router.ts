/**
 * The embedded twenty API as an Express router. The host mounts it at `/api/twenty`:
 *
 *   GET  /{v1|v2}/{brand}/{apiLocale}/navigation/groups
 *   POST /{v1|v2}/{brand}/{apiLocale}/newsletter/subscribe
 *   POST /{v1|v2}/{brand}/{apiLocale}/contact
 *   GET  /{v1|v2}/{brand}/{apiLocale}/catalogue/resolve?path=...
 *   GET  /{v1|v2}/{brand}/{apiLocale}/pages/{slug}
 *   POST /{v1|v2}/{brand}/{apiLocale}/search/sites
 *   POST /{v1|v2}/{brand}/{apiLocale}/search/accommodations
 *   GET  /{v1|v2}/{brand}/{apiLocale}/search/arrival-days?duration=&country=&area=&city=&site=&days=
 *   POST /{v1|v2}/{brand}/{apiLocale}/search/free
 *   POST /{v1|v2}/{brand}/{apiLocale}/autocomplete
 *   POST /{v1|v2}/{brand}/{apiLocale}/autocomplete/popular
 *   POST /{v1|v2}/{brand}/{apiLocale}/autocomplete/popular/save
 *   GET  /media/{areas|sites|accommodations}/{slug}?w=&h=&dpr=&fm=
 *   carts, checkout and customer-portal/bookings: twenty/checkout-router.ts
 *   customer-portal/favourites and search/site-prices: twenty/favourites-router.ts
 *   search/price-grid: twenty/price-grid-router.ts
 *   payment/..., customer/payment/getOrderId and a booking's voucher: twenty/payment-router.ts
 *   ...  /{v1|v2}/{brand}/{apiLocale}/customer-portal/...   accounts (portal-router.ts)
 *
 * Requests are validated with the contract (twenty/contract.ts); outside production the answers
 * are checked against it too. twenty/README.md documents every endpoint.
 */
import path from 'node:path'
import express, { type Request, type Response, type Router } from 'express'
import { z } from 'zod'
import { accountLimiters, DEFAULT_ACCOUNT_LIMITS, internalOnly, type AccountLimits, type LimitHooks } from './access'
import { mountAccessibilityRoutes } from './accessibility-router'
import { arrivalDays } from './arrival-days'
import { autocomplete, autocompleteIndex, popularSearches, savePopularSearch } from './autocomplete'
import { toIsoDate } from './calendar'
import { resolveCataloguePath, findTaggedPage } from './catalogue'
import type { Palette } from './catalogue-data'
import { mountCheckoutRoutes } from './checkout-router'
import { sendContactMessage } from './contact'
import {
  apiLocaleSchema,
  arrivalDaysQuerySchema,
  resolveQuerySchema,
  arrivalDaysResponseSchema,
  autocompletePopularRequestSchema,
  autocompletePopularSaveRequestSchema,
  autocompletePopularSaveResponseSchema,
  autocompleteRequestSchema,
  autocompleteResponseSchema,
  cataloguePathsResponseSchema,
  catalogueResolveSchema,
  freeSearchRequestSchema,
  freeSearchResponseSchema,
  navigationGroupsSchema,
  newsletterSubscribeRequestSchema,
  contactMessageRequestSchema,
  contactMessageResponseSchema,
  newsletterSubscribeResponseSchema,
  searchAccommodationsResponseSchema,
  searchRequestSchema,
  searchSitesResponseSchema,
  siteDetailResponseSchema,
  siteReviewsQuerySchema,
  siteReviewsResponseSchema,
  slugSchema,
  taggedPageResponseSchema,
  themeResponseSchema,
  themesResponseSchema,
  type ApiLocale,
} from './contract'
import { closeDatabase, openDatabase, type TwentyDatabase } from './db'
import { mountFavouriteRoutes } from './favourites-router'
import { searchFree } from './free-search'
import {
  ApiError,
  asyncHandler,
  consoleLogger,
  createResponder,
  describeIssues,
  errorHandler,
  methodNotAllowed,
  notFoundHandler,
  parseRequest,
  type TwentyLogger,
} from './http'
import { BRAND_IDS, languageOf, type BrandId } from './locales'
import { ImageRenderer, RenderQueueFullError } from './media'
import { isMediaSize, MEDIA_SIZES } from './media-sizes'
import { buildNavigationGroups } from './navigation'
import { subscribeToNewsletter } from './newsletter'
import { configurePasswordHashing } from './passwords'
import type { BamboraConfig, PaymentProvidersConfig, SaferpayConfig } from './payment-providers'
import { mountPaymentRoutes } from './payment-router'
import { mountPitchRoutes } from './pitch-router'
import { localStorefrontOrigin, type StorefrontOrigin } from './portal-mail'
import { customerPortalRouter } from './portal-router'
import { seedOnce } from './prepare'
import { mountPriceGridRoutes } from './price-grid-router'
import { hashString } from './random'
import { createPaymentSandbox } from './sandbox'
import type { Language } from './schema'
import type { ScryptPoolOptions } from './scrypt-pool'
import { searchAccommodations, searchSites } from './search'
import { searchIndex } from './search-index'
import { siteDetail, siteReviews } from './site-detail'
import { cataloguePaths } from './sitemap'
import { stayCatalogue, stayCatalogueStats, stayCatalogueVersion } from './stay-catalogue'
import { findTheme, listThemes } from './themes'

export type { TwentyLogger } from './http'

export interface TwentyApiOptions {
  /** SQLite file (created with its folder when missing), or `:memory:`. */
  databasePath: string
  /** Scale of the seed written into an empty database: 1 is about 1,000 campsites. */
  seedScale?: number
  logger?: TwentyLogger
  /** Where the host mounts the router; image URLs in answers start with it. */
  publicPath?: string
  /** Check every answer against the contract. Default: on outside production. */
  validateResponses?: boolean
  /** The clock (tests pin it). */
  now?: () => Date
  /** Load the search snapshot just after start-up instead of on the first search. Default: true. */
  warmSearch?: boolean
  /**
   * Folder of rendered images kept on disk (bounded). Default: `media-cache/` beside the
   * database file; none for an in-memory database.
   */
  mediaCacheDir?: string | null
  /** Origin of a brand's market storefront, for the links in e-mails. Default: `{market}[.{brand}].localhost:3000`. */
  storefrontOrigin?: StorefrontOrigin
  /**
   * The key the storefront's own calls carry (`x-twenty-internal`, decision 014). Set, every path
   * but the images answers 403 without it; unset (a library user, the API's own tests), all are open.
   */
  internalKey?: string | null
  /**
   * Migrate and seed the database when opening it. Default true; the cluster's workers pass false,
   * as their primary did it once before starting them (`prepareTwentyDatabase`).
   */
  prepareDatabase?: boolean
  /** Limits of the account endpoints; DEFAULT_ACCOUNT_LIMITS for what is not given. */
  accountLimits?: Partial<AccountLimits>
  /** Where those limits count (a shared Redis store per limit) and who hears of refusals; default memory. */
  limitHooks?: LimitHooks
  /** Threads and queue of password hashing (scrypt-pool.ts). */
  hashing?: ScryptPoolOptions
  /**
   * The payment providers (issue 20): base URLs and credentials of Bambora and Saferpay. Default:
   * the sandboxes (`paymentSandbox`) at `http://127.0.0.1:3000/payment-sandbox/...` with demo
   * credentials; the host passes its own origin and credentials (decision 031).
   */
  payments?: {
    bambora?: Partial<BamboraConfig>
    saferpay?: Partial<SaferpayConfig>
    timeoutMs?: number
    /** Pauses before the sandboxes retry a failed callback or notification. */
    sandboxRetryDelaysMs?: readonly number[]
  }
}

/** The sandboxes' demo credentials, when the host gives none (never real ones). */
export const DEMO_PAYMENT_CONFIG: PaymentProvidersConfig = {
  bambora: {
    apiUrl: 'http://127.0.0.1:3000/payment-sandbox/bambora',
    merchant: 'T638000001',
    apiKey: 'sandbox-bambora-api-key',
    md5Key: 'sandbox-bambora-md5-key',
  },
  saferpay: {
    apiUrl: 'http://127.0.0.1:3000/payment-sandbox/saferpay/api',
    customerId: '245294',
    terminalId: '17757531',
    username: 'API_245294_08700063',
    password: 'sandbox-saferpay-password',
  },
  timeoutMs: 8000,
}

export interface TwentyApi {
  router: Router
  database: TwentyDatabase
  /** Whether the database answers a query (readiness). */
  databaseReady(): boolean
  /** The search snapshot's age and the lets it merged from other processes (metrics). */
  snapshotStats(): { ageSeconds: number | null; syncedStays: number }
  /**
   * The version of what `search/sites` and `search/accommodations` answer from (decision 041): the
   * search snapshot, the lets merged into it and today's date. While it is unchanged, the same
   * request gets the same answer, so the storefront in this process may keep it. Null once the
   * database is closed (shutdown): no version is known, so nothing may be kept.
   */
  searchVersion(): string | null
  /**
   * The sandbox payment providers (issue 20): the host mounts them at `/payment-sandbox`, public,
   * when it embeds the API (decision 031).
   */
  paymentSandbox: Router
  /** Closes the database; call once the server stopped taking requests. */
  close(): void
}

/** Request bodies are small JSON objects; anything bigger is a mistake or an attack. */
const JSON_BODY_LIMIT = '16kb'
const CATALOGUE_CACHE_CONTROL = 'public, max-age=300'
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const scopeSchema = z.object({
  brand: z.enum(BRAND_IDS),
  apiLocale: apiLocaleSchema,
})

const mediaQuerySchema = z
  .object({
    w: z.coerce.number().int().default(MEDIA_SIZES.card.width),
    h: z.coerce.number().int().default(MEDIA_SIZES.card.height),
    dpr: z
      .enum(['1', '2'])
      .default('1')
      .transform((value) => (value === '2' ? 2 : 1)),
    fm: z.enum(['webp', 'svg']).default('webp'),
  })
  .refine((query) => isMediaSize(query.w, query.h), {
    message: `unlisted size; sizes: ${Object.values(MEDIA_SIZES)
      .map((size) => `${size.width}x${size.height}`)
      .join(', ')}`,
    path: ['w'],
  })

interface Scope {
  brand: BrandId
  apiLocale: ApiLocale
  language: Language
}

/**
 * Swiss German has no "ß": every text answered for apiLocale `ch` writes "ss". One place for all
 * endpoints, on the serialised answer (slugs and URLs never contain "ß").
 */
function writeSwissOrthography(res: Response): void {
  const send = res.send.bind(res)
  res.send = (body?: unknown) => send(typeof body === 'string' ? body.replace(/ß/g, 'ss') : body)
}

function scopeOf(res: Response): Scope {
  return res.locals.twentyScope as Scope
}

export function createTwentyApi(options: TwentyApiOptions): TwentyApi {
  const logger = options.logger ?? consoleLogger
  const now = options.now ?? (() => new Date())
  const publicPath = (options.publicPath ?? '/api/twenty').replace(/\/+$/, '')
  const validateResponses = options.validateResponses ?? process.env.NODE_ENV !== 'production'
  const responder = createResponder(validateResponses)

  const database = openDatabase(options.databasePath, { migrate: options.prepareDatabase ?? true })
  if (options.prepareDatabase ?? true) seedOnce(database, options.seedScale ?? 1, now(), logger)
  const { db } = database
  // Searches read an in-memory snapshot of the bookable catalogue (stay-catalogue.ts) and its
  // indexes (decision 034): build them right after start-up rather than during the first
  // visitor's search (0.5 s at SEED_SCALE=10, 1.6 s at 30).
  if (options.warmSearch ?? true) {
    setTimeout(() => {
      if (!database.sqlite.open) return
      const catalogue = stayCatalogue(database)
      searchIndex(catalogue)
      autocompleteIndex(catalogue)
    }, 0).unref()
  }
  const images = new ImageRenderer(logger, {
    diskCacheDir:
      options.mediaCacheDir !== undefined
        ? options.mediaCacheDir
        : options.databasePath === ':memory:' || options.databasePath === ''
          ? null
          : path.join(path.dirname(options.databasePath), 'media-cache'),
  })

  // Navigation is asked for on every page and only changes with the date: keep the serialised
  // answer per brand, locale and day (the promise, so concurrent first requests share one build).
  const navigationCache = new Map<string, Promise<string>>()
  let navigationCacheDay = ''
  function navigationJson(scope: Scope): Promise<string> {
    const today = now()
    const day = toIsoDate(today)
    if (day !== navigationCacheDay) {
      navigationCache.clear()
      navigationCacheDay = day
    }
    const key = `${scope.brand}/${scope.apiLocale}`
    let json = navigationCache.get(key)
    if (!json) {
      json = buildNavigationGroups(db, { brand: scope.brand, apiLocale: scope.apiLocale, now: today, publicPath }).then(
        (data) => {
          const body = { data }
          if (validateResponses) navigationGroupsSchema.parse(body)
          return JSON.stringify(body)
        },
      )
      navigationCache.set(key, json)
      json.catch(() => navigationCache.delete(key))
    }
    return json
  }

  if (options.hashing) configurePasswordHashing(options.hashing)
  const limits = accountLimiters({ ...DEFAULT_ACCOUNT_LIMITS, ...options.accountLimits }, options.limitHooks)

  const router = express.Router()
  router.use((_req, res, next) => {
    // Answers are JSON or images: never let a browser guess another type.
    res.set('X-Content-Type-Options', 'nosniff')
    next()
  })
  // Before the body is even read: only the images are public (decision 014).
  router.use(internalOnly(options.internalKey ?? null))
  router.use(express.json({ limit: JSON_BODY_LIMIT }))

  router
    .route('/media/:kind(areas|sites|accommodations)/:slug')
    .get(
      asyncHandler(async (req, res) => {
        const slug = req.params.slug ?? ''
        if (!slugSchema.safeParse(slug).success) throw ApiError.notFound('No such image')
        const query = mediaQuerySchema.safeParse(req.query)
        // A flood of odd sizes is refused quietly: counted, logged at debug (issue 16).
        if (!query.success) throw ApiError.validation(describeIssues(query.error)).quiet('image-size-refused')
        const subject =
          req.params.kind === 'areas'
            ? await areaImageSubject(slug)
            : req.params.kind === 'sites'
              ? await siteImageSubject(slug)
              : accommodationImageSubject(slug)
        if (!subject) throw ApiError.notFound('No such image')
        const image = await images
          .render({ ...subject, width: query.data.w, height: query.data.h, pixelRatio: query.data.dpr }, query.data.fm)
          .catch((error: unknown) => {
            if (error instanceof RenderQueueFullError)
              throw new ApiError(503, 'busy', error.message, { 'Retry-After': '2' }).quiet('image-render-queue-full')
            throw error
          })
        res
          .status(200)
          .set({ 'Content-Type': image.contentType, 'Cache-Control': IMAGE_CACHE_CONTROL })
          .send(image.body)
      }),
    )
    .all(methodNotAllowed('GET'))

  async function areaImageSubject(slug: string) {
    const area = await db
      .selectFrom('areas')
      .select(['image_seed', 'image_palette'])
      .where('slug', '=', slug)
      .executeTakeFirst()
    return area ? { seed: area.image_seed, palette: area.image_palette as Palette } : null
  }

  async function siteImageSubject(slug: string) {
    const site = await db
      .selectFrom('sites')
      .innerJoin('areas', 'areas.id', 'sites.area_id')
      .select(['sites.slug', 'areas.image_palette'])
      .where('sites.slug', '=', slug)
      .executeTakeFirst()
    // Sites share their area's landscape family; the slug varies the picture.
    return site ? { seed: hashString(site.slug), palette: site.image_palette as Palette } : null
  }

  /** `{id}-{n}`: the n-th picture of an accommodation, in its campsite's landscape family. */
  function accommodationImageSubject(slug: string) {
    // Canonical numbers only (issue 16): `01-1` is not accommodation 1's picture.
    const match = /^([1-9]\d{0,8})-([1-9]\d?)$/.exec(slug)
    if (!match) return null
    const catalogue = stayCatalogue(database)
    const accommodation = catalogue.accommodationsById.get(Number(match[1]))
    const picture = Number(match[2])
    if (!accommodation || picture < 1 || picture > accommodation.imageCount) return null
    const site = catalogue.sitesById.get(accommodation.siteId)!
    const palette = catalogue.areasById.get(site.areaId)!.palette as Palette
    return { seed: hashString(`accommodation-${slug}`), palette }
  }

  const scoped = express.Router({ mergeParams: true })
  router.use(
    '/:version(v1|v2)/:brand/:apiLocale',
    (req, res, next) => {
      const parsed = scopeSchema.safeParse(req.params)
      if (!parsed.success) {
        const unknown = BRAND_IDS.includes(req.params.brand as BrandId)
          ? `API locale "${req.params.apiLocale ?? ''}"`
          : `brand "${req.params.brand ?? ''}"`
        next(ApiError.notFound(`Unknown ${unknown}`))
        return
      }
      const scope: Scope = { ...parsed.data, language: languageOf(parsed.data.apiLocale) }
      res.locals.twentyScope = scope
      if (scope.apiLocale === 'ch') writeSwissOrthography(res)
      next()
    },
    scoped,
  )

  scoped
    .route('/navigation/groups')
    .get(
      asyncHandler(async (_req, res) => {
        const json = await navigationJson(scopeOf(res))
        res
          .status(200)
          .set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CATALOGUE_CACHE_CONTROL })
          .send(json)
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/newsletter/subscribe')
    .post(
      asyncHandler(async (req: Request, res) => {
        const body = parseRequest(newsletterSubscribeRequestSchema, req.body)
        const { brand, apiLocale } = scopeOf(res)
        await subscribeToNewsletter(db, { brand, apiLocale, email: body.email, reference: body.reference, now: now() })
        res.set('Cache-Control', 'no-store')
        // The same answer whether or not the address was subscribed already.
        responder.send(res, 200, newsletterSubscribeResponseSchema, { data: { subscribed: true } })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/contact')
    .post(
      asyncHandler(async (req: Request, res) => {
        const body = parseRequest(contactMessageRequestSchema, req.body)
        const { brand, apiLocale } = scopeOf(res)
        await sendContactMessage(db, { brand, apiLocale, now: now() }, body)
        res.set('Cache-Control', 'no-store')
        responder.send(res, 202, contactMessageResponseSchema, { data: { received: true } })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/catalogue/resolve')
    .get(
      asyncHandler(async (req, res) => {
        const { path } = parseRequest(resolveQuerySchema, req.query)
        const { brand, language } = scopeOf(res)
        const resolution = await resolveCataloguePath(db, { brand, language, path })
        if (!resolution) throw ApiError.notFound(`Page Not Found: /${path.replace(/^\/+/, '')}`)
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, catalogueResolveSchema, { data: resolution })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/catalogue/paths')
    .get(
      asyncHandler(async (_req, res) => {
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, cataloguePathsResponseSchema, {
          data: cataloguePaths(database, scopeOf(res).brand, scopeOf(res).language),
        })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/themes')
    .get(
      asyncHandler(async (_req, res) => {
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, themesResponseSchema, {
          data: { themes: listThemes(scopeOf(res).language, publicPath) },
        })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/themes/:slug')
    .get(
      asyncHandler(async (req, res) => {
        const slug = req.params.slug ?? ''
        const theme = slugSchema.safeParse(slug).success ? findTheme(slug, scopeOf(res).language, publicPath) : null
        if (!theme) throw ApiError.notFound(`No theme "${slug}"`)
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, themeResponseSchema, { data: theme })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/pages/:slug')
    .get(
      asyncHandler(async (req, res) => {
        const slug = req.params.slug ?? ''
        const page = slugSchema.safeParse(slug).success ? await findTaggedPage(db, scopeOf(res).language, slug) : null
        if (!page) throw ApiError.notFound(`No page "${slug}"`)
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, taggedPageResponseSchema, { data: page })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/sites/:slug')
    .get(
      asyncHandler(async (req, res) => {
        const slug = req.params.slug ?? ''
        const { apiLocale, language } = scopeOf(res)
        const site = slugSchema.safeParse(slug).success
          ? siteDetail(database, slug, { apiLocale, language, now: now(), publicPath })
          : null
        if (!site) throw ApiError.notFound(`No campsite "${slug}"`)
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, siteDetailResponseSchema, { data: site })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/sites/:slug/reviews')
    .get(
      asyncHandler(async (req, res) => {
        const slug = req.params.slug ?? ''
        const query = parseRequest(siteReviewsQuerySchema, req.query)
        const reviews = slugSchema.safeParse(slug).success ? siteReviews(database, slug, query) : null
        if (!reviews) throw ApiError.notFound(`No campsite "${slug}"`)
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, siteReviewsResponseSchema, { data: reviews })
      }),
    )
    .all(methodNotAllowed('GET'))

  // Search answers depend on today (default arrival date, early booking discounts) and on
  // availability: never cached by a shared cache.
  const searchContext = (res: Response) => {
    const { apiLocale, language } = scopeOf(res)
    return { apiLocale, language, now: now(), publicPath }
  }

  scoped
    .route('/search/sites')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(searchRequestSchema, req.body ?? {})
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, searchSitesResponseSchema, { data: searchSites(database, body, searchContext(res)) })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/search/accommodations')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(searchRequestSchema, req.body ?? {})
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, searchAccommodationsResponseSchema, {
          data: searchAccommodations(database, body, searchContext(res)),
        })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/search/arrival-days')
    .get(
      asyncHandler(async (req, res) => {
        const query = parseRequest(arrivalDaysQuerySchema, req.query)
        // Depends on today only: the same for everyone for the rest of the day.
        res.set('Cache-Control', 'public, max-age=600')
        responder.send(res, 200, arrivalDaysResponseSchema, { data: arrivalDays(database, query, toIsoDate(now())) })
      }),
    )
    .all(methodNotAllowed('GET'))

  scoped
    .route('/search/free')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(freeSearchRequestSchema, req.body ?? {})
        const { language } = scopeOf(res)
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, freeSearchResponseSchema, {
          data: searchFree(database, body, { language, publicPath }),
        })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/autocomplete')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(autocompleteRequestSchema, req.body ?? {})
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, autocompleteResponseSchema, {
          data: autocomplete(database, scopeOf(res).language, body),
        })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/autocomplete/popular')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(autocompletePopularRequestSchema, req.body ?? {})
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, autocompleteResponseSchema, {
          data: popularSearches(database, scopeOf(res).language, body),
        })
      }),
    )
    .all(methodNotAllowed('POST'))

  scoped
    .route('/autocomplete/popular/save')
    .post(
      asyncHandler(async (req, res) => {
        const body = parseRequest(autocompletePopularSaveRequestSchema, req.body ?? {})
        savePopularSearch(database, body)
        res.set('Cache-Control', 'no-store')
        responder.send(res, 200, autocompletePopularSaveResponseSchema, { data: { saved: true } })
      }),
    )
    .all(methodNotAllowed('POST'))

  const storefrontOrigin = options.storefrontOrigin ?? localStorefrontOrigin()
  mountCheckoutRoutes(scoped, { database, responder, now, publicPath, storefrontOrigin })
  mountFavouriteRoutes(scoped, { database, responder, now, publicPath })
  mountPriceGridRoutes(scoped, { database, responder, now })
  mountPitchRoutes(router, scoped, { database, responder, publicPath })
  mountAccessibilityRoutes(router, scoped, { database, responder, publicPath })
  const providers: PaymentProvidersConfig = {
    bambora: { ...DEMO_PAYMENT_CONFIG.bambora, ...options.payments?.bambora },
    saferpay: { ...DEMO_PAYMENT_CONFIG.saferpay, ...options.payments?.saferpay },
    timeoutMs: options.payments?.timeoutMs ?? DEMO_PAYMENT_CONFIG.timeoutMs,
  }
  mountPaymentRoutes(scoped, { database, responder, now, publicPath, storefrontOrigin, providers, logger })
  scoped.use(customerPortalRouter({ database, now, responder, logger, storefrontOrigin, scopeOf, limits }))

  router.use(notFoundHandler)
  router.use(errorHandler(logger))

  const ping = database.sqlite.prepare('SELECT 1').pluck()
  return {
    router,
    database,
    databaseReady: () => {
      try {
        return database.sqlite.open && ping.get() === 1
      } catch {
        return false
      }
    },
    snapshotStats: () => stayCatalogueStats(database),
    searchVersion: () => (database.sqlite.open ? `${stayCatalogueVersion(database)}.${toIsoDate(now())}` : null),
    paymentSandbox: createPaymentSandbox({
      database,
      logger,
      now,
      bambora: providers.bambora,
      saferpay: providers.saferpay,
      retryDelaysMs: options.payments?.sandboxRetryDelaysMs,
    }),
    close: () => closeDatabase(database),
  }
}
