/**
 * Liveness and readiness (issue 22), apart:
 * - `GET /healthz`: the process runs and its event loop answers. Never asks the database or the
 *   API, so a slow dependency does not get every container restarted by its liveness probe.
 * - `GET /readyz`: whether this process should get traffic: 503 once it is shutting down
 *   (SIGTERM), or while its checks fail (the embedded API's database answers a query; a real
 *   twenty API, with TWENTY_API_URL, answers at all).
 * Once shutting down, every answer also asks its client to close the connection, so the client
 * opens its next request elsewhere.
 */
import express, { type Router } from 'express'
import { DEFAULT_BRAND } from '../market-config/brands'

export type ReadinessChecks = () => Promise<Record<string, boolean>>

export interface Health {
  router: Router
  /** Readiness false for good: the process is shutting down. */
  stopAccepting(): void
  /** What readiness checks besides the shutdown (set once the API is known). */
  setChecks(checks: ReadinessChecks): void
}

export function createHealth(): Health {
  let accepting = true
  let checks: ReadinessChecks = async () => ({})
  const router = express.Router()
  router.use((_req, res, next) => {
    if (!accepting) res.setHeader('Connection', 'close')
    next()
  })
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  router.get('/readyz', (_req, res, next) => {
    checks()
      .then((results) => {
        const ready = accepting && Object.values(results).every(Boolean)
        res
          .status(ready ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json({ status: ready ? 'ready' : 'not ready', accepting, ...results })
      })
      .catch(next)
  })
  return {
    router,
    stopAccepting: () => {
      accepting = false
    },
    setChecks: (next) => {
      checks = next
    },
  }
}

/** How long a readiness check of a real twenty API (TWENTY_API_URL) is believed. */
const API_PROBE_TTL_MS = 5_000
const API_PROBE_TIMEOUT_MS = 2_000

/**
 * Whether a real twenty API answers at all (any status below 500) within 2 s, asked at most every
 * 5 s however many probes come: one cheap GET of the default storefront's navigation.
 */
export function apiProbe(baseUrl: string): () => Promise<boolean> {
  let checkedAt = 0
  let last: Promise<boolean> = Promise.resolve(false)
  return () => {
    if (Date.now() - checkedAt < API_PROBE_TTL_MS) return last
    checkedAt = Date.now()
    last = fetch(`${baseUrl.replace(/\/$/, '')}/v2/${DEFAULT_BRAND}/couk/navigation/groups`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(API_PROBE_TIMEOUT_MS),
    })
      .then(async (response) => {
        await response.arrayBuffer().catch(() => null)
        return response.status < 500
      })
      .catch(() => false)
    return last
  }
}
