/**
 * The Express host: parses the environment, builds the storefront app (server/app.ts) and
 * listens, with graceful shutdown.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { appEnvironment, getEnv } from './app/lib/env.server'
import { initServerSentry } from './app/lib/sentry.server'
import { configureTwentyTimeout } from './app/lib/twenty.server'
import { createStorefrontApp } from './server/app'

const env = (() => {
  try {
    return getEnv()
  } catch (error) {
    // A configuration mistake is reported plainly, without a stack trace.
    console.error((error as Error).message)
    process.exit(1)
  }
})()
const logger = pino({ level: env.LOG_LEVEL })
configureTwentyTimeout(env.TWENTY_TIMEOUT_MS)
initServerSentry(env.SENTRY_DSN, appEnvironment(env))

const port = env.PORT
// The embedded API is called over HTTP like the real one, on the address this process listens on.
const selfHost = ['0.0.0.0', '::', ''].includes(env.HOST)
  ? '127.0.0.1'
  : env.HOST.includes(':')
    ? `[${env.HOST}]`
    : env.HOST
const { app, close } = await createStorefrontApp({
  env,
  logger,
  // Bundled to build/server.js, so the Remix build sits beside this file.
  buildDir: env.NODE_ENV === 'production' ? path.dirname(fileURLToPath(import.meta.url)) : undefined,
  twentyBaseUrl: env.TWENTY_API_URL ?? `http://${selfHost}:${port}/api/twenty`,
})

const server = app.listen(port, env.HOST, () => {
  logger.info({ port, embeddedApi: !env.TWENTY_API_URL }, `storefront listening on http://localhost:${port}`)
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
    void close().finally(() => process.exit(0))
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
