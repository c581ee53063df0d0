/**
 * The Express host's entry point: parses the environment, then
 * - production (`npm start`): the node:cluster primary (server/cluster.ts) prepares the database
 *   and starts WEB_CONCURRENCY workers, each of which serves the storefront (server/worker.ts);
 * - development (`npm run dev`, Vite middleware): one process serves.
 * Both shut down gracefully on SIGTERM (decision 021).
 */
import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'prom-client'
import { appEnvironment, getEnv } from './app/lib/env.server'
import { initServerSentry } from './app/lib/sentry.server'
import { runPrimary } from './server/cluster'
import { startJobSchedule } from './server/job-schedule'
import { serveMetrics } from './server/metrics-server'
import { createLogger, routeConsoleToLogger } from './server/request-context'
import { runWorker } from './server/worker'

const env = (() => {
  try {
    return getEnv()
  } catch (error) {
    // A configuration mistake is reported plainly, without a stack trace.
    console.error((error as Error).message)
    process.exit(1)
  }
})()
const production = env.NODE_ENV === 'production'
const logger = createLogger(env.LOG_LEVEL, cluster.isPrimary ? { role: 'primary' } : { role: 'worker' })
if (production) routeConsoleToLogger(logger)

if (production && cluster.isPrimary) {
  await runPrimary({ env, logger })
  // The scheduled jobs run in the primary only: one schedule per container (server/job-schedule.ts).
  const jobs = startJobSchedule({ env, logger })
  if (jobs) process.once('SIGTERM', () => jobs.stop())
} else {
  initServerSentry(env.SENTRY_DSN, appEnvironment(env))
  // Bundled to build/server.js, so the Remix build sits beside this file.
  const buildDir = production ? path.dirname(fileURLToPath(import.meta.url)) : undefined
  await runWorker({ env, logger, buildDir, clustered: cluster.isWorker })
  // One process alone serves its own metrics, and runs the scheduled jobs.
  if (!cluster.isWorker && env.METRICS_PORT) {
    serveMetrics(register, { port: env.METRICS_PORT, host: env.HOST, token: env.METRICS_TOKEN, logger })
  }
  if (!cluster.isWorker) startJobSchedule({ env, logger })
}
