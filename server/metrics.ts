/**
 * Prometheus metrics (prom-client, issue 22). Every worker registers its metrics in prom-client's
 * global registry; the cluster's primary asks them all and answers the sum on its own port
 * (`METRICS_PORT`, server/cluster.ts), so one scrape sees the whole container. Nothing here is on
 * the public port.
 *
 * - `http_request_duration_seconds{method,route,status}`: per route id (Remix's route id, or the
 *   Express route pattern), never per URL, so the series stay few;
 * - `twenty_api_call_duration_seconds{method,endpoint,outcome}` and
 *   `twenty_api_call_errors_total{method,endpoint,reason}`: the storefront's calls to the twenty
 *   API per endpoint pattern (`sites/{slug}`, not the slug);
 * - `rate_limit_refusals_total{limit}` and `rate_limit_store_errors_total{limit}`;
 * - `twenty_search_snapshot_age_seconds` and `twenty_search_snapshot_synced_stays_total`: the
 *   embedded API's search snapshot (decision 010) and the lets it took over from other workers;
 * - prom-client's default process metrics, among them `nodejs_eventloop_lag_seconds` and the
 *   event-loop delay percentiles.
 */
import cluster from 'node:cluster'
import type { RequestHandler } from 'express'
import client from 'prom-client'

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 8, 10]

export interface TwentyCallObservation {
  method: string
  endpoint: string
  seconds: number
  /** `ok`, an HTTP status class (`4xx`, `5xx`), `timeout`, `unreachable` or `contract`. */
  outcome: string
}

export interface SnapshotStats {
  ageSeconds: number | null
  syncedStays: number
}

export interface StorefrontMetrics {
  registry: client.Registry
  httpDuration: client.Histogram<'method' | 'route' | 'status'>
  observeTwentyCall(call: TwentyCallObservation): void
  refused(limit: string): void
  storeError(limit: string): void
  /** Where the snapshot gauges read from (the embedded API, when it is mounted). */
  watchSnapshot(read: () => SnapshotStats): void
}

let metrics: StorefrontMetrics | undefined

/** The process's metrics, registered once (tests build several apps in one process). */
export function storefrontMetrics(): StorefrontMetrics {
  if (metrics) return metrics
  const registry = client.register
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  // A worker answers its primary's requests for these metrics (the listener comes with the class).
  if (cluster.isWorker) new client.AggregatorRegistry()

  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route id (not URL) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const twentyDuration = new client.Histogram({
    name: 'twenty_api_call_duration_seconds',
    help: 'Calls to the twenty API by endpoint pattern and outcome',
    labelNames: ['method', 'endpoint', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const twentyErrors = new client.Counter({
    name: 'twenty_api_call_errors_total',
    help: 'Calls to the twenty API that failed: timeout, unreachable, 5xx or a broken contract',
    labelNames: ['method', 'endpoint', 'reason'] as const,
    registers: [registry],
  })
  const refusals = new client.Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by limit',
    labelNames: ['limit'] as const,
    registers: [registry],
  })
  const storeErrors = new client.Counter({
    name: 'rate_limit_store_errors_total',
    help: 'Rate-limit counts that failed (Redis unreachable); the request was let through',
    labelNames: ['limit'] as const,
    registers: [registry],
  })
  let readSnapshot: (() => SnapshotStats) | undefined
  new client.Gauge({
    name: 'twenty_search_snapshot_age_seconds',
    help: 'Age of the embedded API search snapshot (decision 010); lets made since are merged into it',
    registers: [registry],
    // The oldest snapshot of the container's workers.
    aggregator: 'max',
    collect() {
      const age = readSnapshot?.().ageSeconds
      if (age !== null && age !== undefined) this.set(age)
    },
  })
  new client.Gauge({
    name: 'twenty_search_snapshot_synced_stays_total',
    help: 'Lets written by other processes that this process merged into its search snapshot',
    registers: [registry],
    collect() {
      const synced = readSnapshot?.().syncedStays
      if (synced !== undefined) this.set(synced)
    },
  })

  metrics = {
    registry,
    httpDuration,
    observeTwentyCall({ method, endpoint, seconds, outcome }) {
      twentyDuration.observe({ method, endpoint, outcome }, seconds)
      if (outcome !== 'ok' && outcome !== '4xx') twentyErrors.inc({ method, endpoint, reason: outcome })
    },
    refused: (limit) => refusals.inc({ limit }),
    storeError: (limit) => storeErrors.inc({ limit }),
    watchSnapshot(read) {
      readSnapshot = read
    },
  }
  return metrics
}

/**
 * Times every request; the route label is what the handler that answered left in
 * `res.locals.routeId` (the Remix adapter), else the Express route pattern, else a kind.
 */
export function requestMetrics(httpDuration: StorefrontMetrics['httpDuration']): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      httpDuration.observe({ method: req.method, route: routeLabel(req, res), status: String(res.statusCode) }, seconds)
    })
    next()
  }
}

function routeLabel(
  req: { baseUrl: string; route?: { path?: unknown }; path: string },
  res: { locals: Record<string, unknown> },
): string {
  if (typeof res.locals.routeId === 'string') return res.locals.routeId
  if (req.route && typeof req.route.path === 'string') {
    // The embedded API's routes sit under `/api/twenty/{version}/{brand}/{apiLocale}`: one series
    // per endpoint, not per brand and market.
    const scoped = req.baseUrl.startsWith('/api/twenty') && !req.route.path.startsWith('/media')
    return `${scoped ? '/api/twenty/{scope}' : req.baseUrl}${req.route.path}`
  }
  if (req.path.startsWith('/assets/')) return 'assets'
  if (req.baseUrl === '/api/twenty') return '/api/twenty'
  // Answered before any route: a guard, a redirect, a static file, a 404.
  return 'other'
}
