/**
 * The Express host: security headers, compression, logging, health check, the embedded twenty
 * API (when TWENTY_API_URL is unset) and the Remix request handler. Market and brand are
 * resolved here, once per request, and passed to Remix as load context.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { isbot } from 'isbot'
import pino from 'pino'
import { pinoHttp } from 'pino-http'
import { deviceTypeFromUserAgent } from './app/lib/device'
import { appEnvironment, getEnv } from './app/lib/env.server'
import { initServerSentry } from './app/lib/sentry.server'
import { getHostMap, storefrontForRequest } from './app/lib/storefront.server'
import { configureTwentyTimeout } from './app/lib/twenty.server'

const env = (() => {
  try {
    return getEnv()
  } catch (error) {
    // A configuration mistake is reported plainly, without a stack trace.
    console.error((error as Error).message)
    process.exit(1)
  }
})()
const isProduction = env.NODE_ENV === 'production'
const logger = pino({ level: env.LOG_LEVEL })
const hostMap = getHostMap()
configureTwentyTimeout(env.TWENTY_TIMEOUT_MS)

initServerSentry(env.SENTRY_DSN, appEnvironment(env))

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', true)

app.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' })
})

app.use(
  pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') === true || req.url === '/healthz' },
    // One short line per request: no header dumps.
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, string> }) => ({ method: req.method, url: req.url, host: req.headers.host }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      // pino-http invents an error with a stack for every 5xx; the real ones are logged where thrown.
      err: (err: Error) => ({ message: err.message }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  }),
)

const twentyApi = env.TWENTY_API_URL
  ? null
  : (await import('./twenty/router')).createTwentyApi({
      databasePath: env.DATABASE_PATH,
      seedScale: env.SEED_SCALE,
      logger: logger.child({ module: 'twenty' }),
    })
// The embedded API sits before helmet and compression: it answers JSON to this process over
// loopback, where page headers and gzip would only cost time.
if (twentyApi) app.use('/api/twenty', twentyApi.router)

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
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`, "'strict-dynamic'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: isProduction ? ["'self'"] : ["'self'", 'ws:'],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // TLS ends at the load balancer; upgrading here would break plain-HTTP local use.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }),
)
app.use(compression())

let viteDevServer: import('vite').ViteDevServer | undefined
let build: ServerBuild | (() => Promise<ServerBuild>)
if (isProduction) {
  // Bundled to build/server.js, so the Remix build sits beside this file.
  const buildDir = path.dirname(fileURLToPath(import.meta.url))
  build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
  const clientDir = path.join(buildDir, 'client')
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(clientDir, { maxAge: '1h' }))
} else {
  const vite = await import('vite')
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
  app.use(viteDevServer.middlewares)
  const devServer = viteDevServer
  build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  app.use(express.static('public', { maxAge: '1h' }))
}

const port = env.PORT
// The embedded API is called over HTTP like the real one, on the address this process listens on.
const selfHost = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST
const twentyBaseUrl = env.TWENTY_API_URL ?? `http://${selfHost}:${port}/api/twenty`

app.all(
  '*',
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => {
      const userAgent = req.get('user-agent') ?? null
      return {
        storefront: storefrontForRequest(req.get('host'), req.path, hostMap),
        cspNonce: res.locals.cspNonce as string,
        deviceType: deviceTypeFromUserAgent(userAgent),
        isBot: isbot(userAgent),
        twentyBaseUrl,
        clientIp: req.ip ?? '',
      }
    },
  }),
)

const server = app.listen(port, env.HOST, () => {
  logger.info({ port, embeddedApi: twentyApi !== null }, `storefront listening on http://localhost:${port}`)
})

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let shuttingDown = false
function shutdown(signal: string) {
  if (shuttingDown) return
  shuttingDown = true
  logger.info({ signal }, 'shutting down')
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  server.close(() => {
    twentyApi?.close()
    void viteDevServer?.close()
    process.exit(0)
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
