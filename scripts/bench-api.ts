/**
 * The embedded API's search calls at a SEED_SCALE (10: 10,000 campsites, 100,000 units), for
 * `npm run bench`: latency percentiles of one client sending one request after another over
 * HTTP, as a loader does, the time to a seeded and ready API, and the heap the search snapshot
 * and its indexes take. Targets (issue 23, decision 034): search/sites p95 <= 10 ms at scale 10
 * and <= 20 ms at scale 30, autocomplete p95 <= 2 ms, seeding scale 30 in under a minute.
 *
 * `SEED_SCALE=30 npx tsx scripts/bench-api.ts` runs this part alone (the heap figures are after a
 * full collection).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import express from 'express'
import { createTwentyApi } from '../twenty/router'
import type { SearchScaleFigures } from './bench-readme'

interface Percentiles {
  p50: number
  p95: number
  p99: number
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function post(port: number, path: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

async function timeCalls(port: number, path: string, bodies: () => unknown, count: number): Promise<Percentiles> {
  // Warm-up: the first calls compile code paths and fill the snapshot.
  for (let i = 0; i < 20; i++) await post(port, path, bodies())
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const status = await post(port, path, bodies())
    samples.push(performance.now() - started)
    if (status !== 200) throw new Error(`${path} answered ${status}`)
  }
  return percentiles(samples)
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`

export interface ApiBenchRow {
  label: string
  p50: number
  p95: number
  p99: number
  targetP95: number
}

/**
 * V8's full collection, also when node was started without --expose-gc (`npm run bench` is):
 * without it the heap figures were whatever the young generation held, and came out negative.
 */
function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  v8.setFlagsFromString('--expose-gc')
  return vm.runInNewContext('gc') as () => void
}

/** Heap in use, after a full collection. */
function heapMb(): number {
  const collect = fullCollection()
  collect()
  collect()
  return process.memoryUsage().heapUsed / 2 ** 20
}

/**
 * `search/price-grid` (issue 24) for campsites with 12 accommodations: 43 days of one stay and
 * party around a mid-June arrival (low, mid and high season), every unit priced on each allowed day. Target p95 < 30 ms.
 */
async function benchPriceGrid(
  port: number,
  base: string,
  api: ReturnType<typeof createTwentyApi>,
  count: number,
): Promise<ApiBenchRow> {
  const slugs = api.database.sqlite
    .prepare(
      'SELECT s.slug FROM sites s JOIN accommodations a ON a.site_id = s.id GROUP BY s.id HAVING COUNT(*) = 12 ORDER BY s.id LIMIT 50',
    )
    .pluck()
    .all() as string[]
  if (slugs.length === 0) throw new Error('no campsite with 12 accommodations')
  const june = `${new Date().getUTCFullYear() + 1}-06-19`
  let n = 0
  const label = 'search/price-grid: 12 units, 6 weeks'
  const target = 30
  const result = await timeCalls(
    port,
    `${base}/search/price-grid`,
    () => ({
      site: slugs[n++ % slugs.length],
      parameters: { date: june, duration: 7, persons: { adults: 2, children: [{ age: 4 }] } },
    }),
    count,
  )
  console.log(
    `${label.padEnd(46)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)}  <= ${target} ms ${result.p95 <= target ? 'met' : 'NOT met'}`,
  )
  return { label, ...result, targetP95: target }
}

export async function benchSearchApi(scale = 10, count = 400): Promise<SearchScaleFigures> {
  const started = performance.now()
  const api = createTwentyApi({
    databasePath: ':memory:',
    seedScale: scale,
    validateResponses: false,
    // Built below, on the first search, so its time and heap can be told apart from the seed's.
    warmSearch: false,
    logger: { info() {}, warn() {}, error() {} },
  })
  const readySeconds = (performance.now() - started) / 1000
  const app = express()
  app.use('/api/twenty', api.router)
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  const base = '/api/twenty/v2/default/couk'
  const july = `${new Date().getUTCFullYear() + 1}-07-10`
  const words = ['dor', 'bret', 'garda', 'zur', 'pro', 'costa', 'lac', 'ven', 'tosc', 'ams']
  let n = 0
  // The first search and autocomplete load the snapshot and build the indexes: their heap.
  const heapBefore = heapMb()
  const loading = performance.now()
  await post(port, `${base}/search/sites`, { parameters: { country: 'france' } })
  await post(port, `${base}/autocomplete`, { searchString: 'dor' })
  const snapshotSeconds = (performance.now() - loading) / 1000
  const snapshotMb = heapMb() - heapBefore
  console.log(
    `\nEmbedded API at SEED_SCALE=${scale}: seeded and ready in ${readySeconds.toFixed(1)} s; search snapshot and indexes ` +
      `${snapshotMb.toFixed(0)} MB of heap, loaded in ${snapshotSeconds.toFixed(2)} s; ${count} sequential calls each`,
  )
  try {
    const rows: [string, string, () => unknown, number][] = [
      [
        'search/sites: a country, two filters, facets',
        `${base}/search/sites`,
        () => ({
          filters: { site: { facilities: [192, 4730] }, accommodation: {} },
          parameters: {
            country: 'france',
            date: july,
            duration: 7,
            persons: { adults: 2, children: [{ age: 4 }] },
            includeTopFacilities: true,
          },
          meta: { limit: 10, page: 1 + (n++ % 3), orderBy: 'price', order: 'asc' },
        }),
        scale > 10 ? 20 : 10,
      ],
      [
        'search/sites: the same, by popularity',
        `${base}/search/sites`,
        () => ({
          filters: { site: { facilities: [192, 4730] }, accommodation: {} },
          parameters: {
            country: 'france',
            date: july,
            duration: 7,
            persons: { adults: 2, children: [{ age: 4 }] },
            includeTopFacilities: true,
          },
          meta: { limit: 10, page: 1 + (n++ % 3) },
        }),
        scale > 10 ? 20 : 10,
      ],
      [
        'search/sites: a new stay every call, by price',
        `${base}/search/sites`,
        () => ({
          filters: { site: { facilities: [192, 4730] }, accommodation: {} },
          parameters: {
            country: 'france',
            date: `${new Date().getUTCFullYear() + 1}-0${4 + (n % 6)}-${String(1 + (n % 28)).padStart(2, '0')}`,
            duration: 3 + (n++ % 11),
            persons: { adults: 2, children: [{ age: 4 }] },
            includeTopFacilities: true,
          },
          meta: { limit: 10, page: 1, orderBy: 'price', order: 'asc' },
        }),
        scale > 10 ? 20 : 10,
      ],
      [
        'autocomplete: 3-5 letters',
        `${base}/autocomplete`,
        () => ({ searchString: words[n++ % words.length], limit: 5 }),
        2,
      ],
    ]
    console.log('call                                             p50         p95         p99      target p95')
    const measured: ApiBenchRow[] = []
    for (const [label, path, body, target] of rows) {
      const result = await timeCalls(port, path, body, count)
      measured.push({ label, ...result, targetP95: target })
      console.log(
        `${label.padEnd(46)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)}  <= ${target} ms ${result.p95 <= target ? 'met' : 'NOT met'}`,
      )
    }
    measured.push(await benchPriceGrid(port, base, api, count))
    const paths = (await (await fetch(`http://127.0.0.1:${port}${base}/catalogue/paths`)).json()) as {
      data: { sites: string[] }
    }
    const sites = paths.data.sites.length
    const after = heapMb()
    console.log(
      `${sites.toLocaleString('en')} campsites; heap after the calls (cached price tables included): ${(after - heapBefore).toFixed(0)} MB above the seeded API`,
    )
    return { scale, sites, rows: measured, readySeconds, snapshotMb, snapshotSeconds }
  } finally {
    agent.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    api.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearchApi(Number(process.env.SEED_SCALE ?? 10))
