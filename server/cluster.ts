/**
 * The primary of `npm start` (node:cluster, decision 021): it prepares the embedded API's
 * database once (migrations and seed), then starts WEB_CONCURRENCY workers (default: the
 * container's CPUs, server/cpus.ts), which share the listening socket and accept from it
 * themselves (SCHED_NONE, see below). A worker that dies is replaced (after a growing pause when
 * workers keep dying young, so a broken release does not spin). `/metrics` is served here, on
 * METRICS_PORT, with the sum of every worker's metrics.
 *
 * SIGTERM or SIGINT: no worker is replaced any more; every worker is told to shut down
 * gracefully (server/worker.ts); the primary exits when they all have, or kills what is left
 * after SHUTDOWN_TIMEOUT_MS plus 5 s.
 */
import cluster, { type Worker } from 'node:cluster'
import type { Logger } from 'pino'
import { AggregatorRegistry } from 'prom-client'
import type { Env } from '~/lib/env.server'
import { prepareTwentyDatabase } from '../twenty/prepare'
import { containerCpuCount } from './cpus'
import { serveMetrics } from './metrics-server'
import { WORKER_MESSAGE } from './worker'

/** A worker that dies younger than this counts as a crash loop: the next start waits longer. */
const YOUNG_DEATH_MS = 10_000
const MAX_RESPAWN_DELAY_MS = 30_000

export function workerCount(env: Pick<Env, 'WEB_CONCURRENCY'>): number {
  return env.WEB_CONCURRENCY ?? containerCpuCount()
}

/**
 * The workers' Node flags: the primary's, plus a young generation of WORKER_SEMI_SPACE_MB
 * (decision 039). A page allocates a few MB that die with it; in Node's default young generation
 * the collector ran every few pages and moved survivors between spaces (11 % of a worker's time).
 * A flag the operator set (on the command line or in NODE_OPTIONS) wins.
 */
export function workerExecArgv(
  execArgv: readonly string[],
  env: Pick<Env, 'WORKER_SEMI_SPACE_MB'>,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): string[] {
  const flag = '--max-semi-space-size'
  const set = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => arg === flag || arg.startsWith(`${flag}=`))
  if (set || env.WORKER_SEMI_SPACE_MB === 0) return [...execArgv]
  return [...execArgv, `${flag}=${env.WORKER_SEMI_SPACE_MB}`]
}

export async function runPrimary({ env, logger }: { env: Env; logger: Logger }): Promise<void> {
  if (!env.TWENTY_API_URL) {
    prepareTwentyDatabase({
      databasePath: env.DATABASE_PATH,
      seedScale: env.SEED_SCALE,
      logger: logger.child({ module: 'twenty' }),
    })
  }
  const count = workerCount(env)
  // The workers accept connections themselves (the operating system hands each to one that is
  // waiting), not the primary round-robin: the primary keeps a connection it handed to a worker
  // that died before taking it open forever (Node's RoundRobinHandle waits for that worker's
  // answer), so a killed worker would leave a visitor hanging. A worker busy with a request does
  // not wait in accept(), so the idle one gets the next connection.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, env) })
  const aggregator = new AggregatorRegistry()
  const metricsServer = env.METRICS_PORT
    ? serveMetrics(
        { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() },
        {
          port: env.METRICS_PORT,
          host: env.HOST,
          token: env.METRICS_TOKEN,
          logger,
        },
      )
    : null

  const startedAt = new Map<number, number>()
  let youngDeaths = 0
  let stopping = false
  const fork = () => {
    if (stopping) return
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
  }
  const living = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker)

  cluster.on('exit', (worker, code, signal) => {
    const age = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    if (stopping) {
      if (living().length === 0) {
        metricsServer?.close()
        logger.info('all workers stopped')
        process.exit(0)
      }
      return
    }
    youngDeaths = age < YOUNG_DEATH_MS ? youngDeaths + 1 : 0
    const delay = youngDeaths <= 1 ? 0 : Math.min(MAX_RESPAWN_DELAY_MS, 1_000 * 2 ** (youngDeaths - 2))
    logger.error(
      { pid: worker.process.pid, code, signal, ageMs: age, restartInMs: delay },
      'worker died; starting another',
    )
    setTimeout(fork, delay)
  })
  let ready = 0
  cluster.on('message', (_worker, message: { type?: string }) => {
    if (message?.type === WORKER_MESSAGE.ready && ++ready === count)
      logger.info({ workers: count }, 'all workers ready')
  })

  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal, workers: living().length }, 'stopping the workers')
    for (const worker of living()) {
      if (worker.isConnected()) worker.send({ type: WORKER_MESSAGE.shutdown })
      else worker.kill('SIGTERM')
    }
    if (living().length === 0) process.exit(0)
    setTimeout(() => {
      for (const worker of living()) worker.process.kill('SIGKILL')
      logger.error('workers did not stop in time')
      process.exit(1)
    }, env.SHUTDOWN_TIMEOUT_MS + 5_000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  logger.info({ workers: count, port: env.PORT }, 'starting workers')
  for (let i = 0; i < count; i++) fork()
}
