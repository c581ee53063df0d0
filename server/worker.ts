/**
 * One serving process: a cluster worker under `npm start`, or the only process under `npm run
 * dev`. It builds the storefront app, listens on PORT (shared by all workers through the
 * primary), and shuts down gracefully (decision 021):
 *
 *   SIGTERM (or the primary's word) -> readiness false (`/readyz` 503, answers ask to close the
 *   connection) -> the listener stops accepting, idle keep-alive connections close -> requests in
 *   flight finish, for up to SHUTDOWN_TIMEOUT_MS (25 s) -> the embedded API's private listener,
 *   the database and the Redis connection close -> exit 0.
 *
 * The embedded API is reached over HTTP on a private loopback port of this process (`exclusive`,
 * so not shared with the other workers): a page's API calls never land on another worker, and a
 * worker that dies takes only its own requests with it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from 'pino'
import type { Env } from '~/lib/env.server'
import { createStorefrontApp } from './app'
import { expressServerOptions } from './express-prototypes'
import { memoryLimitStores, redisLimitStores } from './limit-stores'

export const WORKER_MESSAGE = { ready: 'storefront:ready', shutdown: 'storefront:shutdown' } as const

export interface WorkerOptions {
  env: Env
  logger: Logger
  /** Directory of the production build; unset in development (Vite). */
  buildDir?: string
  /** A node:cluster worker: tells the primary when it listens, and stops when the primary goes. */
  clustered: boolean
}

function listen(server: http.Server, options: { port: number; host: string; exclusive?: boolean }) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

export async function runWorker({ env, logger, buildDir, clustered }: WorkerOptions): Promise<void> {
  const limitStores = env.REDIS_URL ? await redisLimitStores(env.REDIS_URL, logger) : memoryLimitStores

  // The embedded API's private door: loopback, a port of this process only.
  const internal = env.TWENTY_API_URL ? null : http.createServer()
  if (internal) await listen(internal, { port: 0, host: '127.0.0.1', exclusive: true })
  const internalPort = internal ? (internal.address() as AddressInfo).port : 0

  const storefront = await createStorefrontApp({
    env,
    logger,
    buildDir,
    twentyBaseUrl: env.TWENTY_API_URL ?? `http://127.0.0.1:${internalPort}/api/twenty`,
    limitStores,
    // A cluster's primary migrated and seeded the database before starting the workers.
    prepareDatabase: !clustered,
    // The API reaches the sandbox payment providers on the same private door (decision 031).
    paymentSandboxUrl: internal ? `http://127.0.0.1:${internalPort}/payment-sandbox` : undefined,
  })
  if (internal && storefront.internalApp) internal.on('request', storefront.internalApp)

  const server = http.createServer(expressServerOptions(storefront.app), storefront.app)
  // Longer than a load balancer's idle timeout (60 s on the common ones), so the balancer, not
  // this process, closes an idle connection, and never while it sends a request on it.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  let inFlight = 0
  server.on('request', (_req, res: http.ServerResponse) => {
    inFlight++
    res.once('close', () => inFlight--)
  })
  await listen(server, { port: env.PORT, host: env.HOST })
  logger.info(
    { port: env.PORT, embeddedApi: !env.TWENTY_API_URL, limits: limitStores.kind },
    `storefront listening on http://localhost:${env.PORT}`,
  )
  if (clustered) process.send?.({ type: WORKER_MESSAGE.ready })

  let stopping = false
  async function shutdown(reason: string) {
    if (stopping) return
    stopping = true
    const started = Date.now()
    logger.info({ reason, inFlight }, 'shutting down: not ready, not accepting, finishing requests in flight')
    storefront.stopAccepting()
    server.close()
    server.closeIdleConnections()
    while (inFlight > 0 && Date.now() - started < env.SHUTDOWN_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      // A keep-alive connection that just finished its last request is idle now.
      server.closeIdleConnections()
    }
    if (inFlight > 0) logger.warn({ inFlight }, 'shutdown: requests still running after the timeout; closing them')
    server.closeAllConnections()
    if (internal) {
      internal.close()
      internal.closeAllConnections()
    }
    await storefront.close().catch((error: unknown) => {
      logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'close failed')
    })
    logger.info({ ms: Date.now() - started }, 'shut down')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  if (clustered) {
    process.on('message', (message: { type?: string }) => {
      if (message?.type === WORKER_MESSAGE.shutdown) void shutdown('primary')
    })
    // The primary is gone (killed): nobody will restart us or route to us for long.
    process.on('disconnect', () => void shutdown('primary gone'))
  }
}
