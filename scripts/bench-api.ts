/**
 * The embedded API's search calls at SEED_SCALE=10 (10,000 campsites, 100,000 units), for
 * `npm run bench`: latency percentiles of one client sending one request after another over
 * HTTP, as a loader does. Targets (issue 7): search/sites p95 < 20 ms, autocomplete p95 < 5 ms.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { createTwentyApi } from '../twenty/router'

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
    `${label.padEnd(44)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)}   < ${target} ms ${result.p95 < target ? 'met' : 'NOT met'}`,
  )
  return { label, ...result, targetP95: target }
}

export async function benchSearchApi(scale = 10, count = 400): Promise<{ sites: number; rows: ApiBenchRow[] }> {
  const started = performance.now()
  const api = createTwentyApi({
    databasePath: ':memory:',
    seedScale: scale,
    validateResponses: false,
    logger: { info() {}, warn() {}, error() {} },
  })
  const app = express()
  app.use('/api/twenty', api.router)
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  console.log(
    `\nEmbedded API at SEED_SCALE=${scale} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s), ${count} sequential calls each`,
  )
  const base = '/api/twenty/v2/default/couk'
  const july = `${new Date().getUTCFullYear() + 1}-07-10`
  const words = ['dor', 'bret', 'garda', 'zur', 'pro', 'costa', 'lac', 'ven', 'tosc', 'ams']
  let n = 0
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
        20,
      ],
      [
        'autocomplete: 3-5 letters',
        `${base}/autocomplete`,
        () => ({ searchString: words[n++ % words.length], limit: 5 }),
        5,
      ],
    ]
    console.log('call                                           p50         p95         p99      target p95')
    const measured: ApiBenchRow[] = []
    for (const [label, path, body, target] of rows) {
      const result = await timeCalls(port, path, body, count)
      measured.push({ label, ...result, targetP95: target })
      console.log(
        `${label.padEnd(44)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)}   < ${target} ms ${result.p95 < target ? 'met' : 'NOT met'}`,
      )
    }
    measured.push(await benchPriceGrid(port, base, api, count))
    const paths = (await (await fetch(`http://127.0.0.1:${port}${base}/catalogue/paths`)).json()) as {
      data: { sites: string[] }
    }
    const sites = paths.data.sites.length
    return { sites, rows: measured }
  } finally {
    agent.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    api.close()
  }
}

// `tsx scripts/bench-api.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchSearchApi(Number(process.env.SEED_SCALE ?? 10))
