/**
 * What an operator relies on (issue 22), piece by piece: liveness apart from readiness and
 * readiness false on shutdown; the API timeout, request id and call metrics that reach the
 * loaders through the load context (the host's module copy is not the Remix build's); the
 * request-duration metric per route id, not URL; the request id on every log line; the worker
 * count from the container's CPU quota. The running cluster (workers, respawn, SIGTERM under load)
 * is exercised by `npm run test:reliability`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import express from 'express'
import client from 'prom-client'
import { afterAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_TWENTY_TIMEOUT_MS,
  TwentyUnavailableError,
  endpointOf,
  twentyFor,
  type TwentyCallReport,
} from '~/lib/twenty.server'
import { workerExecArgv } from '../server/cluster'
import { cgroupCpuQuota, containerCpuCount } from '../server/cpus'
import { apiProbe, createHealth } from '../server/health'
import { requestMetrics } from '../server/metrics'
import { createLogger, requestIdFrom, requestIdMiddleware } from '../server/request-context'
import { NO_ROUTE, routeIdMatcher } from '../server/route-ids'
import { loadContextFor } from './support/context'

const servers: http.Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('liveness and readiness', () => {
  it('/healthz answers while /readyz follows its checks and turns 503 for good on shutdown', async () => {
    const health = createHealth()
    let databaseUp = true
    health.setChecks(async () => ({ database: databaseUp }))
    const base = await listen(express().use(health.router))
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`)
      return { status: response.status, connection: response.headers.get('connection'), body: await response.json() }
    }
    expect((await get('/readyz')).status).toBe(200)
    databaseUp = false
    expect(await get('/readyz')).toMatchObject({ status: 503, body: { database: false, accepting: true } })
    expect((await get('/healthz')).status).toBe(200)
    databaseUp = true
    health.stopAccepting()
    const draining = await get('/readyz')
    expect(draining).toMatchObject({ status: 503, body: { status: 'not ready', accepting: false } })
    expect(draining.connection).toBe('close')
    expect((await get('/healthz')).status).toBe(200)
  })

  it("a real API's readiness: reachable is any answer under 500, asked at most every 5 s", async () => {
    let calls = 0
    let status = 200
    const api = await listen((_req, res) => {
      calls++
      res.writeHead(status).end('{}')
    })
    const probe = apiProbe(`${api}/api/twenty`)
    expect(await probe()).toBe(true)
    status = 500
    expect(await probe()).toBe(true) // cached
    expect(calls).toBe(1)
    expect(await apiProbe(`${api}/api/twenty`)()).toBe(false)
    expect(await apiProbe('http://127.0.0.1:9/api/twenty')()).toBe(false)
  })
})

describe('the API client from the load context', () => {
  it('takes its timeout from the load context (TWENTY_TIMEOUT_MS), not from a module setting', async () => {
    const slow = await listen((_req, res) => void setTimeout(() => res.writeHead(200).end('{"data":{}}'), 1_000))
    const context = {
      ...(await loadContextFor('uk.localhost', { twentyBaseUrl: `${slow}/api/twenty` })),
      twentyTimeoutMs: 100,
    }
    const started = performance.now()
    const error = await twentyFor(context)
      .navigationGroups()
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(TwentyUnavailableError)
    expect((error as TwentyUnavailableError).kind).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(800)
    expect(DEFAULT_TWENTY_TIMEOUT_MS).toBe(8000)
  })

  it('sends the request id and reports each call by endpoint pattern and outcome', async () => {
    const seen: (string | undefined)[] = []
    const api = await listen((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined)
      if (req.url?.includes('/sites/'))
        return void res.writeHead(404).end('{"error":{"status":404,"code":"not_found","message":"x"}}')
      res.writeHead(503).end()
    })
    const reports: TwentyCallReport[] = []
    const context = {
      ...(await loadContextFor('uk.localhost', { twentyBaseUrl: `${api}/api/twenty` })),
      requestId: 'req-1234abcd',
      onTwentyCall: (call: TwentyCallReport) => reports.push(call),
    }
    await twentyFor(context)
      .siteDetail('camping-le-lac')
      .catch(() => null)
    await twentyFor(context)
      .cart('0123456789abcdef')
      .catch(() => null)
    expect(seen).toEqual(['req-1234abcd', 'req-1234abcd'])
    expect(reports.map(({ method, endpoint, outcome }) => ({ method, endpoint, outcome }))).toEqual([
      { method: 'GET', endpoint: 'sites/{slug}', outcome: '4xx' },
      { method: 'GET', endpoint: 'carts/{cartId}', outcome: '5xx' },
    ])
    expect(reports.every((report) => report.seconds >= 0)).toBe(true)
  })

  it('names endpoints without their ids or query strings', () => {
    expect(endpointOf('catalogue/resolve?path=%2Fcamping')).toBe('catalogue/resolve')
    expect(endpointOf('sites/le-lac/reviews?order=newest-oldest')).toBe('sites/{slug}/reviews')
    expect(endpointOf('themes/beach')).toBe('themes/{slug}')
    expect(endpointOf('carts/abc/checkout')).toBe('carts/{cartId}/checkout')
    expect(endpointOf('customer-portal/user')).toBe('customer-portal/user')
  })
})

describe('request metrics', () => {
  it('times requests per route pattern or Remix route id, never per URL', async () => {
    const histogram = new client.Histogram({
      name: 'test_request_duration_seconds',
      help: 'test',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [],
    })
    const app = express()
    app.use(requestMetrics(histogram))
    app.get('/things/:slug', (_req, res) => void res.send('ok'))
    app.get('/page/*', (_req, res) => {
      res.locals.routeId = 'catalogue'
      res.send('page')
    })
    const base = await listen(app)
    for (const path of ['/things/a', '/things/b', '/page/x/y', '/nothing']) await fetch(`${base}${path}`)
    const values = (await histogram.get()).values.filter(
      (value) => value.metricName === 'test_request_duration_seconds_count',
    )
    expect(values.map((value) => [value.labels.route, value.labels.status, value.value]).sort()).toEqual([
      ['/things/:slug', '200', 2],
      ['catalogue', '200', 1],
      ['other', '404', 1],
    ])
  })

  it("matches Remix's route table the way Remix does, single-fetch .data URLs as their page", () => {
    const routeId = routeIdMatcher({
      root: { id: 'root', path: '', module: {} },
      layout: { id: 'layout', parentId: 'root', module: {} },
      'home.en': { id: 'home.en', parentId: 'layout', index: true, module: {} },
      'search.de': { id: 'search.de', parentId: 'layout', path: ':market?/camping-suche', module: {} },
      catalogue: { id: 'catalogue', parentId: 'layout', path: '*', module: {} },
    } as never)
    expect(routeId('/')).toBe('home.en')
    expect(routeId('/_root.data')).toBe('home.en')
    expect(routeId('/de-ch/camping-suche')).toBe('search.de')
    expect(routeId('/camping-suche.data')).toBe('search.de')
    expect(routeId('/camping/france/dordogne')).toBe('catalogue')
    expect(routeIdMatcher({ root: { id: 'root', path: '', module: {} } } as never)('/x')).toBe(NO_ROUTE)
  })
})

describe('request ids', () => {
  it('every line logged while a request runs carries its id, which the answer also names', async () => {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()))
        done()
      },
    })
    const capture = createLogger('info', {}, sink).child({ module: 'twenty' })
    const app = express()
    app.use(requestIdMiddleware)
    app.get('/work', (_req, res, next) => {
      capture.info('before the await')
      new Promise((resolve) => setTimeout(resolve, 5))
        .then(() => {
          capture.warn('after the await')
          res.send('done')
        })
        .catch(next)
    })
    const base = await listen(app)
    const given = await fetch(`${base}/work`, { headers: { 'X-Request-Id': 'lb-7f3a9c21e5' } })
    const made = await fetch(`${base}/work`, { headers: { 'X-Request-Id': 'not ok <script>' } })
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a9c21e5')
    const madeId = made.headers.get('x-request-id')!
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['before the await', 'lb-7f3a9c21e5'],
      ['after the await', 'lb-7f3a9c21e5'],
      ['before the await', madeId],
      ['after the await', madeId],
    ])
    capture.info('outside any request')
    expect(lines.at(-1)!.reqId).toBeUndefined()
    expect(requestIdFrom(['first-id-123', 'second'])).toBe('first-id-123')
  })
})

describe('worker count', () => {
  const files = (entries: Record<string, string>) => (path: string) => entries[path] ?? null

  it("is the container's CPU quota rounded up, at most the cores, at least one", () => {
    expect(containerCpuCount(files({ '/sys/fs/cgroup/cpu.max': '150000 100000\n' }), 16)).toBe(2)
    expect(containerCpuCount(files({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }), 4)).toBe(4)
    expect(containerCpuCount(files({ '/sys/fs/cgroup/cpu.max': '800000 100000' }), 2)).toBe(2)
    expect(containerCpuCount(files({ '/sys/fs/cgroup/cpu.max': '50000 100000' }), 8)).toBe(1)
    // cgroup v1
    expect(
      containerCpuCount(
        files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '300000', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000' }),
        8,
      ),
    ).toBe(3)
    expect(
      cgroupCpuQuota(
        files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000' }),
      ),
    ).toBeNull()
    expect(containerCpuCount(files({}), 6)).toBe(6)
  })
})

describe('worker flags', () => {
  it('give each worker a young generation of WORKER_SEMI_SPACE_MB unless the operator set one', () => {
    expect(workerExecArgv(['--enable-source-maps'], { WORKER_SEMI_SPACE_MB: 32 }, '')).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=32',
    ])
    // 0 keeps Node's default; a flag on the command line or in NODE_OPTIONS is the operator's.
    expect(workerExecArgv([], { WORKER_SEMI_SPACE_MB: 0 }, '')).toEqual([])
    expect(workerExecArgv(['--max-semi-space-size=8'], { WORKER_SEMI_SPACE_MB: 32 }, '')).toEqual([
      '--max-semi-space-size=8',
    ])
    expect(workerExecArgv([], { WORKER_SEMI_SPACE_MB: 32 }, '--inspect --max-semi-space-size=16')).toEqual([])
  })
})
