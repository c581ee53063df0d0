/**
 * The storefront's Express app: logging, input guards, the embedded twenty API (when
 * TWENTY_API_URL is unset), security headers, static files, form-post limits and Remix.
 * server.ts builds it and listens; tests can build it too.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type ErrorRequestHandler } from 'express'
import { MemoryStore } from 'express-rate-limit'
import helmet from 'helmet'
import { isbot } from 'isbot'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { mapTileOrigin, sessionSecrets, type Env } from '~/lib/env.server'
import { configuredFormLimits, createFormLimits, SIGN_IN_LIMIT } from '~/lib/form-limits.server'
import { internalApiKey } from '~/lib/internal-api.server'
import { RequestSession } from '~/lib/session.server'
import { getHostMap, publicOriginFor, storefrontForHost } from '~/lib/storefront.server'
import { marketPrefixTarget } from '../market-config/hosts'
import { currentUserHandler } from './current-user'
import {
  bodyErrorHandler,
  crossSiteGuard,
  formBody,
  hostGuard,
  logLevelFor,
  methodGuard,
  plainError,
  urlGuard,
} from './guards'
import { apiProbe, createHealth } from './health'
import { memoryLimitStores, type LimitStores } from './limit-stores'
import { ALL_FORMS_WINDOW_MS, postRateLimiter } from './limits'
import { requestMetrics, storefrontMetrics, type StorefrontMetrics } from './metrics'
import { paymentProvidersFromEnv } from './payment-config'
import { redactUrl } from './redact'
import { remixRequestHandler } from './remix-handler'
import { requestIdMiddleware } from './request-context'
import { routeIdMatcher } from './route-ids'
import { mailStorefrontOrigin } from './storefront-origin'

export interface StorefrontAppOptions {
  env: Env
  logger: Logger
  /** Directory of the production build (build/); unset in development (Vite middleware). */
  buildDir?: string
  /** Base URL of the twenty API the loaders call; the embedded one when TWENTY_API_URL is unset. */
  twentyBaseUrl: string
  /** Where the rate limits count: Redis with REDIS_URL (server/limit-stores.ts); default memory. */
  limitStores?: LimitStores
  /** The process's metrics (server/metrics.ts); default the shared one. */
  metrics?: StorefrontMetrics
  /** Migrate and seed the embedded API's database on start (default); a cluster's primary did it already. */
  prepareDatabase?: boolean
  /**
   * Where the embedded API reaches the sandbox payment providers this app serves: the worker's
   * private loopback door (default: `http://127.0.0.1:{PORT}/payment-sandbox`).
   */
  paymentSandboxUrl?: string
}

export interface StorefrontApp {
  app: express.Express
  /** Readiness goes false for good (SIGTERM): `/readyz` answers 503, answers close their connection. */
  stopAccepting(): void
  /** Closes the embedded API (its database) and the limits' store; after the listeners stopped. */
  close(): Promise<void>
}

export async function createStorefrontApp({
  env,
  logger,
  buildDir,
  twentyBaseUrl,
  limitStores = memoryLimitStores,
  metrics = storefrontMetrics(),
  prepareDatabase = true,
  paymentSandboxUrl,
}: StorefrontAppOptions): Promise<StorefrontApp> {
  const isProduction = env.NODE_ENV === 'production'
  const hostMap = getHostMap()
  const app = express()
  app.disable('x-powered-by')
  // Only the configured number of proxies may tell us the client's address, host and protocol.
  app.set('trust proxy', env.TRUST_PROXY)

  // Every request gets its id first (on every log line, sent on to the API), then is timed.
  app.use(requestIdMiddleware, requestMetrics(metrics.httpDuration))

  // Liveness and readiness (the checks are set once the API is known, below).
  const health = createHealth()
  app.use(health.router)

  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as unknown as express.Response).locals.requestId as string,
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') },
      // One short line per request: no header dumps, no stacks for answers we chose to give.
      serializers: {
        req: (req: { method: string; url: string; headers: Record<string, string> }) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.headers.host,
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        err: (err: Error) => ({ message: err.message }),
      },
      // Shed load and refused floods (a full image or hashing queue) are counted by the API and
      // logged at debug: a flood must not become a flood of log lines (issue 16).
      customLogLevel: (_req, res, error) =>
        (res as unknown as express.Response).locals?.quietLog ? 'debug' : logLevelFor(res.statusCode, error),
    }),
  )
  app.use(hostGuard(env.TRUST_PROXY), urlGuard)

  // The storefront's own calls to the embedded API carry this key; nothing else reaches more than
  // its images (decision 014). A real API (TWENTY_API_URL) never sees it.
  const internalKey = env.TWENTY_API_URL ? null : internalApiKey(sessionSecrets(env))
  const signInLimit = env.SIGN_IN_RATE_LIMIT ?? SIGN_IN_LIMIT.limit
  const formLimits = createFormLimits({
    limits: configuredFormLimits(env),
    store: (name) => limitStores.store(`form:${name}:`) ?? new MemoryStore(),
    onRefused: (name) => metrics.refused(`form:${name}`),
    onStoreError: (name) => metrics.storeError(`form:${name}`),
  })
  const twentyApi = env.TWENTY_API_URL
    ? null
    : (await import('../twenty/router')).createTwentyApi({
        databasePath: env.DATABASE_PATH,
        seedScale: env.SEED_SCALE,
        prepareDatabase,
        logger: logger.child({ module: 'twenty' }),
        internalKey,
        limitHooks: {
          store: (name) => limitStores.store(`api:${name}:`),
          onRefused: (name) => metrics.refused(`api:${name}`),
        },
        // Like the login page's own limit per client address, with room for the calls a page
        // makes beside the posts (a mail link's check); status lookups per e-mail address.
        accountLimits: {
          perClient: { limit: 2 * signInLimit, windowMs: SIGN_IN_LIMIT.windowMs },
          ...(env.ACCOUNT_ADDRESS_RATE_LIMIT
            ? { statusPerAddress: { limit: env.ACCOUNT_ADDRESS_RATE_LIMIT, windowMs: 15 * 60_000 } }
            : {}),
        },
        // Links in the outbox's mails lead to the account's own storefront host.
        storefrontOrigin: mailStorefrontOrigin(env, hostMap),
        // The payment providers: the sandboxes below unless real ones are configured (decision 029).
        payments: paymentProvidersFromEnv(
          env,
          sessionSecrets(env),
          paymentSandboxUrl ?? `http://127.0.0.1:${env.PORT}/payment-sandbox`,
        ),
      })
  // The embedded API sits before page headers and compression: it answers JSON to this process
  // over loopback, where those would only cost time.
  if (twentyApi) app.use('/api/twenty', twentyApi.router)
  // The sandbox payment providers, public (browsers go there), only with the embedded API: they
  // stand for Bambora's and Saferpay's servers and send their own headers (decision 029).
  if (twentyApi) app.use('/payment-sandbox', twentyApi.paymentSandbox)
  if (twentyApi) metrics.watchSnapshot(() => twentyApi.snapshotStats())
  const probeApi = env.TWENTY_API_URL ? apiProbe(env.TWENTY_API_URL) : null
  health.setChecks(
    async (): Promise<Record<string, boolean>> =>
      twentyApi ? { database: twentyApi.databaseReady() } : { api: probeApi ? await probeApi() : true },
  )

  app.use(methodGuard)
  app.get(
    '/api/:locale/user',
    currentUserHandler({
      hostMap,
      twentyBaseUrl,
      twentyInternalKey: internalKey,
      twentyTimeoutMs: env.TWENTY_TIMEOUT_MS,
      onTwentyCall: metrics.observeTwentyCall,
    }),
  )

  // `localhost:3000/de-ch/...` leads to the market's own host: the visitor chose it by typing it.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next()
      return
    }
    const queryAt = req.originalUrl.indexOf('?')
    const target = marketPrefixTarget(
      {
        protocol: `${req.protocol}:`,
        host: res.locals.host as string,
        pathname: req.path,
        search: queryAt >= 0 ? req.originalUrl.slice(queryAt) : '',
      },
      hostMap,
    )
    if (target) {
      res.set('Cache-Control', 'no-store').redirect(302, target)
      return
    }
    next()
  })

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    next()
  })
  app.use(
    helmet({
      contentSecurityPolicy: {
        // Development keeps the policy report-only: Vite's HMR client injects its own scripts.
        reportOnly: !isProduction,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${String((res as express.Response).locals.cspNonce)}'`,
            "'strict-dynamic'",
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The search page's map tiles (MAP_TILE_URL).
          imgSrc: ["'self'", 'data:', 'blob:', mapTileOrigin(env)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: isProduction ? ["'self'"] : ["'self'", 'ws:'],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // TLS ends at the load balancer; upgrading here would break plain-HTTP local use.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // With `no-referrer`, browsers send `Origin: null` on our own form posts, which Remix's and
      // our cross-site checks must then refuse; this policy keeps the origin on same-site posts.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS belongs to the TLS terminator; here it would pin plain-HTTP local hosts.
      strictTransportSecurity: false,
    }),
  )
  app.use(compression())

  let viteDevServer: import('vite').ViteDevServer | undefined
  let build: ServerBuild | (() => Promise<ServerBuild>)
  if (buildDir) {
    build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
    const clientDir = path.join(buildDir, 'client')
    // Hashed files never change; an unknown one is a short 404, not a rendered page.
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    )
    app.use(express.static(clientDir, { maxAge: '1h' }))
  } else {
    const vite = await import('vite')
    viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
    app.use(viteDevServer.middlewares)
    const devServer = viteDevServer
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    app.use(express.static('public', { maxAge: '1h' }))
  }

  // Form posts: same site only, limited per client address, URL-encoded and small.
  app.use(crossSiteGuard)
  // Every post, whatever its URL; the login page, the newsletter and the contact form take their
  // own limits in their actions, keyed on the route (app/lib/form-limits.server.ts).
  app.use(
    postRateLimiter({
      limit: env.POST_RATE_LIMIT,
      windowMs: ALL_FORMS_WINDOW_MS,
      store: limitStores.store('post:'),
      onRefused: () => metrics.refused('post'),
    }),
  )
  app.use(formBody())

  app.all(
    '*',
    remixRequestHandler({
      build,
      mode: env.NODE_ENV,
      routeId: typeof build === 'function' ? undefined : routeIdMatcher(build.routes),
      getLoadContext: async (req, res, request) => {
        const userAgent = req.get('user-agent') ?? null
        const storefront = storefrontForHost(res.locals.host as string, hostMap)
        return {
          storefront,
          session: await RequestSession.fromRequest(request),
          cspNonce: res.locals.cspNonce as string,
          isBot: isbot(userAgent),
          twentyBaseUrl,
          twentyInternalKey: internalKey,
          twentyTimeoutMs: env.TWENTY_TIMEOUT_MS,
          requestId: res.locals.requestId as string,
          onTwentyCall: metrics.observeTwentyCall,
          formLimits,
          clientIp: req.ip ?? '',
          origin: res.locals.origin as string,
          publicOrigin: publicOriginFor(res.locals.origin as string, storefront, hostMap),
        }
      },
    }),
  )

  app.use(bodyErrorHandler)
  const unexpected: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) {
      next(error)
      return
    }
    logger.error({ err: error, method: req.method, url: redactUrl(req.originalUrl) }, 'request failed')
    plainError(res, 500, 'Something went wrong on our side. Please try again.')
  }
  app.use(unexpected)

  return {
    app,
    stopAccepting: health.stopAccepting,
    async close() {
      twentyApi?.close()
      await limitStores.close()
      await viteDevServer?.close()
    },
  }
}
