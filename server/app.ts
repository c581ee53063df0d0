/**
 * The storefront's Express app: logging, input guards, the embedded twenty API (when
 * TWENTY_API_URL is unset), security headers, static files, form-post limits and Remix.
 * server.ts builds it and listens; tests can build it too.
 */
import crypto from 'node:crypto'
import { readdirSync } from 'node:fs'
import http from 'node:http'
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
import { chatbotEnabled, mapTileOrigin, sessionSecrets, tagManagerId, type Env } from '~/lib/env.server'
import { configuredFormLimits, createFormLimits, SIGN_IN_LIMIT } from '~/lib/form-limits.server'
import { internalApiKey } from '~/lib/internal-api.server'
import { reportServerError } from '~/lib/sentry.server'
import { RequestSession } from '~/lib/session.server'
import { getHostMap, publicOriginFor, storefrontForHost } from '~/lib/storefront.server'
import { thirdPartyOrigins } from '~/lib/third-parties.server'
import { inProcessTransport, keepAliveTransport } from '~/lib/twenty-transport.server'
import { marketPrefixTarget } from '../market-config/hosts'
import { chatbotTokenHandler } from './chatbot'
import { currentUserHandler } from './current-user'
import { deviceTypeOf, localFlagProvider, readFlags, type FlagProvider } from './flags'
import { flagshipApi } from './flagship-api'
import { flagshipProvider } from './flagship-sdk'
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
import { loadShedding } from './shedding'
import { mailStorefrontOrigin } from './storefront-origin'

/**
 * Pages worked on at once with the embedded API: enough to keep a core busy while one waits on
 * the API's next tick, few enough that the pages waiting hold no data long enough for it to be
 * promoted (measured, decision 043).
 */
const EMBEDDED_API_PAGES_IN_PROGRESS = 10

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
   * Where feature flags come from: Flagship with FLAGSHIP_ENV_ID and FLAGSHIP_API_KEY, else
   * market-config/flags.ts (server/flags.ts); a test may pass its own.
   */
  flagProvider?: FlagProvider
  /**
   * Where the embedded API reaches the sandbox payment providers this app serves: the worker's
   * private loopback door (default: `http://127.0.0.1:{PORT}/payment-sandbox`).
   */
  paymentSandboxUrl?: string
}

export interface StorefrontApp {
  app: express.Express
  /**
   * What the worker's private loopback door serves when the API is embedded: the API and the
   * sandbox providers only, with the request id, none of the public app's middleware (decision 032).
   */
  internalApp: express.Express | null
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
  flagProvider = env.FLAGSHIP_ENV_ID && env.FLAGSHIP_API_KEY
    ? flagshipProvider({ envId: env.FLAGSHIP_ENV_ID, apiKey: env.FLAGSHIP_API_KEY })
    : localFlagProvider(),
  paymentSandboxUrl,
}: StorefrontAppOptions): Promise<StorefrontApp> {
  const isProduction = env.NODE_ENV === 'production'
  // A flag failure is reported (Sentry, when configured) and swallowed (SPEC section 8); the log
  // says it once in a while, not once per page.
  let lastFlagWarning = 0
  const onFlagError = (error: unknown) => {
    reportServerError(error)
    if (Date.now() - lastFlagWarning < 60_000) return
    lastFlagWarning = Date.now()
    logger.warn({ err: error, provider: flagProvider.name }, 'feature flags failed; the defaults are used')
  }
  if (env.GTM_ID && !tagManagerId(env))
    logger.warn({ id: env.GTM_ID }, 'GTM_ID is not GTM- or G- and upper-case letters and digits: no tag manager loads')
  const thirdParty = thirdPartyOrigins(env)
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
        // The payment providers: the sandboxes below unless real ones are configured (decision 031).
        payments: paymentProvidersFromEnv(
          env,
          sessionSecrets(env),
          paymentSandboxUrl ?? `http://127.0.0.1:${env.PORT}/payment-sandbox`,
        ),
      })
  // The embedded API sits before page headers and compression: it answers JSON to this process
  // over loopback, where those would only cost time. Its images are public (this mount); the
  // storefront's own calls come in through the private door below.
  if (twentyApi) app.use('/api/twenty', twentyApi.router)
  // The sandbox payment providers, public (browsers go there), only with the embedded API: they
  // stand for Bambora's and Saferpay's servers and send their own headers (decision 031).
  if (twentyApi) app.use('/payment-sandbox', twentyApi.paymentSandbox)
  if (twentyApi) metrics.watchSnapshot(() => twentyApi.snapshotStats())
  // Every call to the API, from the loaders and the host: to the embedded one in this process
  // through its private door's app (decision 039), to a real one over kept-alive connections
  // (decision 032).
  const internalApp = twentyApi ? internalDoorApp(twentyApi) : null
  const twentyTransport = twentyApi
    ? inProcessTransport(internalDoorApp(twentyApi, { inProcess: true }), twentyBaseUrl, keepAliveTransport())
    : keepAliveTransport()
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
      twentyFetch: twentyTransport.fetch,
      onTwentyCall: metrics.observeTwentyCall,
    }),
  )

  // Feature flags (SPEC section 7) and the chatbot's token (decision 030).
  app.use(
    '/api/flagship',
    flagshipApi({
      provider: flagProvider,
      onError: onFlagError,
      postLimit: postRateLimiter({
        limit: env.POST_RATE_LIMIT,
        windowMs: ALL_FORMS_WINDOW_MS,
        store: limitStores.store('flagship:'),
        onRefused: () => metrics.refused('flagship'),
      }),
    }),
  )
  app.get('/api/chatbot/token', chatbotTokenHandler({ hostMap, enabled: chatbotEnabled(env) }))

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
            // Browsers without 'strict-dynamic' (CSP 2): the configured third parties (issue 21).
            ...thirdParty.script,
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The search page's map tiles (MAP_TILE_URL), and the configured third parties.
          imgSrc: ["'self'", 'data:', 'blob:', mapTileOrigin(env), ...thirdParty.img],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [...(isProduction ? ["'self'"] : ["'self'", 'ws:']), ...thirdParty.connect],
          // The Trustpilot widget, and the tag manager's and the chatbot's frames when configured.
          frameSrc: ["'self'", ...thirdParty.frame],
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
    app.use(publicFiles(clientDir, { maxAge: '1h' }))
  } else {
    const vite = await import('vite')
    viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
    app.use(viteDevServer.middlewares)
    const devServer = viteDevServer
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    app.use(express.static('public', { maxAge: '1h' }))
  }

  // Beyond its capacity the worker answers a page 503 at once rather than late (decision 032).
  // Everything above (health, static files, the API's images) is never shed.
  const shedding = loadShedding({
    maxInFlight: env.SHED_MAX_IN_FLIGHT,
    maxLagMs: env.SHED_MAX_LAG_MS,
    retryAfterS: env.SHED_RETRY_AFTER_S,
    hostMap,
    onShed: (reason) => metrics.refused(`shed:${reason}`),
  })
  app.use(shedding.middleware)

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
      pagesInProgress: env.PAGES_IN_PROGRESS ?? (env.TWENTY_API_URL ? 0 : EMBEDDED_API_PAGES_IN_PROGRESS),
      getLoadContext: async (req, res, request) => {
        const userAgent = req.get('user-agent') ?? null
        const storefront = storefrontForHost(res.locals.host as string, hostMap)
        const session = await RequestSession.fromRequest(request)
        const isBot = isbot(userAgent)
        // The A/B split's visitor id: kept, or made on a page (a document), never for a bot.
        const document = (req.get('accept') ?? '').includes('text/html')
        const visitorId = isBot ? null : document ? session.startVisitor() : session.visitorId
        const deviceType = deviceTypeOf(userAgent ?? undefined, req.get('sec-ch-ua-mobile'))
        // Read once per request, within 150 ms; the defaults otherwise (server/flags.ts).
        const flags = await readFlags(
          flagProvider,
          visitorId
            ? {
                visitorId,
                hasConsented: session.consent?.marketing ?? false,
                deviceType,
                brand: storefront.brand.id,
                locale: storefront.market.code,
              }
            : null,
          { onError: onFlagError },
        )
        return {
          storefront,
          session,
          flags,
          visitorId,
          deviceType,
          cspNonce: res.locals.cspNonce as string,
          isBot,
          twentyBaseUrl,
          twentyInternalKey: internalKey,
          twentyTimeoutMs: env.TWENTY_TIMEOUT_MS,
          // The page's loaders share one budget for the API: none of them waits past it.
          twentyDeadline: Date.now() + env.TWENTY_TIMEOUT_MS,
          twentyFetch: twentyTransport.fetch,
          ...(twentyApi ? { twentySearchVersion: twentyApi.searchVersion } : {}),
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
    internalApp,
    stopAccepting: health.stopAccepting,
    async close() {
      await flagProvider.close().catch(() => undefined)
      await twentyTransport.close().catch(() => undefined)
      shedding.close()
      twentyApi?.close()
      await limitStores.close()
      await viteDevServer?.close()
    },
  }
}

/**
 * The files of the build's public folder (icons, logos), served as they are. Only a path that
 * names one of them reaches `express.static`: a page's path would otherwise cost a file-system
 * `stat` on every request before Remix sees it (4 % of My bookings' CPU under load, decision 032).
 */
export function publicFiles(dir: string, options: { maxAge: string }): express.RequestHandler {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
      .filter((file) => !file.startsWith('/assets/')),
  )
  const serve = express.static(dir, { ...options, index: false, redirect: false })
  return (req, res, next) => {
    let file: string
    try {
      file = decodeURIComponent(req.path)
    } catch {
      next()
      return
    }
    if (files.has(file)) serve(req, res, next)
    else next()
  }
}

/**
 * The private loopback door of the embedded API (server/worker.ts): the storefront's own calls
 * and the API's calls to the sandbox providers. Logging, guards, security headers, compression
 * and static files are the public app's business; here they would only cost every API call its
 * share of the page (decision 032). No ETag: nobody here asks again with If-None-Match.
 */
function internalDoorApp(
  twentyApi: { router: express.Router; paymentSandbox: express.Router },
  { inProcess = false } = {},
): express.Express {
  const internal = express()
  if (inProcess) {
    // light-my-request re-parents the prototypes behind an Express app's request and response so
    // that they inherit its socketless fakes, and those prototypes are shared by every Express
    // app in the process: the public app's requests lost their headers. This app gets private
    // copies; the loopback door (the other instance) keeps Node's.
    internal.request = privatePrototype(express.request, http.IncomingMessage.prototype, internal)
    internal.response = privatePrototype(express.response, http.ServerResponse.prototype, internal)
  }
  internal.disable('x-powered-by')
  internal.set('etag', false)
  internal.use(requestIdMiddleware)
  internal.use('/api/twenty', twentyApi.router)
  internal.use('/payment-sandbox', twentyApi.paymentSandbox)
  return internal
}

/** Express's request or response methods on a prototype of this app's own (see above). */
function privatePrototype<T extends object>(methods: T, base: object, app: express.Express): T {
  const own: T = Object.create(base, Object.getOwnPropertyDescriptors(methods)) as T
  return Object.create(own, { app: { configurable: true, enumerable: true, writable: true, value: app } }) as T
}
