/**
 * Benchmark (never a pass/fail test; these machines are shared and noisy, so compare the ratios
 * of one run). Needs `npm run build` first. Measures, then writes the tables into README.md's
 * "Benchmark" section (between its markers; BENCH_README=0 leaves the README alone):
 * - requests per second, p50, p99, non-2xx and shed 503s of home, search-and-book (a country and a
 *   facility), a country page and a campsite page at 10 and 50 connections, with 1 worker and with
 *   all the container's cores (WEB_CONCURRENCY), next to the same page's own markup rendered by
 *   bare React (scripts/same-markup.ts, its own process: the page's HTML parsed once, the React
 *   tree rebuilt and rendered per request; issue 23);
 * - the campsite page at 50 connections for BENCH_SUSTAINED_SECONDS (default 30) with all cores:
 *   answers slower than 2 s, shed 503s, other 5xx;
 * - client JavaScript per page (gzip), the map's Leaflet chunk (loaded on demand) on its own;
 * - the home page's p99 alone and during a flood of image requests (listed and unlisted sizes);
 * - the embedded API's search/sites and autocomplete latency at SEED_SCALE=10 and 30 (10,000+ and
 *   30,000+ sites), the search snapshot's heap, and seeding times (scripts/bench-api.ts);
 * - Lighthouse 12 (mobile) performance of home, search-and-book and a campsite page, median of three.
 * Each page figure is the median of BENCH_ROUNDS (default 3) rounds of BENCH_SECONDS (default 5),
 * the storefront's and the baseline's rounds interleaved, so that a moment of noise from the shared
 * host lands in one round of one side and not in the figure (one 8 s measurement per side put the
 * country page's p99 at 173 ms in one run and 94-146 ms in four runs around it); each measurement
 * starts after a second of rest, once the previous one's last answers are out. After
 * BENCH_WARM_UP_SECONDS (default 2) of uncounted load per page on each server started;
 * BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_PORT its port (default 3890).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { containerCpuCount } from '../server/cpus'
import { closeDatabase, openDatabase } from '../twenty/db'
import { seedDatabase } from '../twenty/seed'
import { benchSearchApi } from './bench-api'
import { benchHost, CAMPSITE_PATH, PUBLIC_PAGES } from './bench-pages'
import {
  benchMarkdown,
  replaceBenchSection,
  type BenchResults,
  type PageFigures,
  type PageRow,
  type SustainedRun,
} from './bench-readme'
import { clientJavaScript, onDemandAssets } from './client-javascript'

const PORT = Number(process.env.BENCH_PORT ?? 3890)
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
const REST_MS = 1_000
const SUSTAINED_SECONDS = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 30)
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2)
const SLOW_MS = 2_000
const HOST = benchHost(PORT)
const BASE = `http://127.0.0.1:${PORT}`

async function waitFor(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url, { headers })).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

interface Measurement extends PageFigures {
  requests: number
  /** Answers slower than SLOW_MS, and requests autocannon gave up on (its timeout, 10 s). */
  slow: number
  /** 5xx other than 503 (shedding answers 503 with Retry-After). */
  other5xx: number
  /** Connection errors and timeouts. */
  errors: number
}

async function measure(url: string, connections: number, host?: string, duration = DURATION): Promise<Measurement> {
  await new Promise((resolve) => setTimeout(resolve, REST_MS))
  let slow = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, duration, headers: host ? { host } : {} }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    )
    run.on('response', (_client, _status, _bytes, responseTime) => {
      if (responseTime > SLOW_MS) slow++
    })
  })
  const codes = Object.entries(result.statusCodeStats as unknown as Record<string, { count: number }>)
  const count = (wanted: (status: number) => boolean) =>
    codes.filter(([status]) => wanted(Number(status))).reduce((sum, [, { count: c }]) => sum + c, 0)
  return {
    // Answered pages only: a shed 503 costs next to nothing and must not count as a page served.
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    shed: count((status) => status === 503),
    requests: result.requests.total,
    slow: slow + result.timeouts,
    other5xx: count((status) => status >= 500 && status !== 503),
    errors: result.errors,
  }
}

/** The middle round's rates and latencies; counts (non-2xx, shed, slow, 5xx, errors) of all rounds. */
function medianOfRounds(rounds: Measurement[]): Measurement {
  const middle = (pick: (m: Measurement) => number) => rounds.map(pick).sort((a, b) => a - b)[(rounds.length - 1) >> 1]!
  const total = (pick: (m: Measurement) => number) => rounds.reduce((sum, m) => sum + pick(m), 0)
  return {
    rps: middle((m) => m.rps),
    p50: middle((m) => m.p50),
    p99: middle((m) => m.p99),
    non2xx: total((m) => m.non2xx),
    shed: total((m) => m.shed),
    requests: total((m) => m.requests),
    slow: total((m) => m.slow),
    other5xx: total((m) => m.other5xx),
    errors: total((m) => m.errors),
  }
}

/**
 * The baseline: the pages' own markup rendered by bare React, in its own process (production
 * React), so that it never shares an event loop with the load generator. Serves the n-th page at `/{n}`.
 */
async function sameMarkupServer(htmls: string[]) {
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-markup-'))
  const files = htmls.map((html, index) => {
    const file = join(dir, `${index}.html`)
    writeFileSync(file, html)
    return file
  })
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/same-markup.ts', ...files], {
    env: { ...process.env, NODE_ENV: 'production', SAME_MARKUP_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Never left behind, even when the bench fails.
  process.once('exit', () => child.kill())
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\d+)/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`the same-markup server exited (${code})`)))
  })
  return {
    url: (index: number) => `http://127.0.0.1:${port}/${index}`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function clientJavaScriptKb(html: string): { kb: number; files: number } {
  const { bytes, files } = clientJavaScript(html)
  return { kb: bytes / 1024, files: files.length }
}

const fmt = (m: Measurement) =>
  `${m.rps.toFixed(0).padStart(6)} req/s  p50 ${String(m.p50).padStart(5)} p99 ${String(m.p99).padStart(5)} ms${m.non2xx ? ` (${m.non2xx} non-2xx, ${m.shed} shed)` : ''}${m.errors ? ` (${m.errors} errors)` : ''}`
const figures = ({ rps, p50, p99, non2xx, shed }: Measurement): PageFigures => ({ rps, p50, p99, non2xx, shed })

/**
 * Load that is not counted, on every page of a server just started: a fresh process compiles its
 * hot code, loads its route modules and fills its caches on its first few hundred pages, and the
 * first page measured used to pay for all of it (home came out at 0.40 in one run and 0.54 in the next).
 */
async function warmUp(urls: string[], host?: string) {
  for (const url of urls) await measure(url, 10, host, WARM_UP_SECONDS)
}

/**
 * Three scored runs. A run Lighthouse could not score (a `runtimeError`, e.g. a Chromium that
 * lost its first navigation: it once printed "performance 0, LCP undefined") is named and run
 * again instead of counting as a 0 in the median; after three such runs the page has fewer scores.
 */
async function lighthouseMedian(url: string, runs = 3): Promise<number[]> {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const scores: number[] = []
  let failed = 0
  for (let i = 0; scores.length < runs && failed < 3; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      })
      const audits = result?.lhr.audits
      const score = result?.lhr.categories.performance?.score
      if (typeof score !== 'number') {
        failed++
        console.log(`  run ${i + 1}: not scored (${result?.lhr.runtimeError?.code ?? 'no result'}), run again`)
        continue
      }
      scores.push(Math.round(score * 100))
      console.log(
        `  run ${i + 1}: performance ${scores.at(-1)}, TBT ${audits?.['total-blocking-time']?.numericValue?.toFixed(0)} ms, LCP ${audits?.['largest-contentful-paint']?.numericValue?.toFixed(0)} ms, CLS ${audits?.['cumulative-layout-shift']?.numericValue?.toFixed(3)}, DOM ${audits?.['dom-size']?.numericValue}`,
      )
    } finally {
      chrome.kill()
    }
  }
  return scores.sort((a, b) => a - b)
}

/** The production build with `workers` workers; resolves once it serves. */
async function startServer(workers: number) {
  const child = spawn('node', ['build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      WEB_CONCURRENCY: String(workers),
      SESSION_SECRET: 'bench',
      DATABASE_PATH: './data/bench.sqlite',
      LOG_LEVEL: 'silent',
      POST_RATE_LIMIT: '100000',
    },
    stdio: 'inherit',
  })
  await waitFor(`${BASE}/readyz`)
  return {
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

const pages = PUBLIC_PAGES.map((page) => [page.name, page.path] as const)
const allCores = containerCpuCount()
const workerCounts = allCores > 1 ? [1, allCores] : [1]
const machine = `on ${os.cpus()[0]?.model.trim() ?? 'an unknown CPU'}, ${allCores} CPU${allCores > 1 ? 's' : ''} for the container (${os.cpus().length} seen), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${os.type()} ${os.release()}; ${new Date().toISOString().slice(0, 10)}, load average ${os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ')} at the start; median of ${ROUNDS} interleaved rounds of ${DURATION} s per figure`
const benchStarted = Date.now()
const rows = new Map<string, PageRow>()
const javascript: BenchResults['javascript'] = []
let sustained: SustainedRun | null = null
let baseline: Awaited<ReturnType<typeof sameMarkupServer>> | null = null

for (const workers of workerCounts) {
  const server = await startServer(workers)
  try {
    // The baseline renders each page's own markup, as the storefront answered it first.
    if (!baseline) {
      baseline = await sameMarkupServer(
        await Promise.all(
          pages.map(async ([, pagePath]) => (await fetch(`${BASE}${pagePath}`, { headers: { host: HOST } })).text()),
        ),
      )
      await warmUp(pages.map((_page, index) => baseline!.url(index)))
    }
    await warmUp(
      pages.map(([, pagePath]) => `${BASE}${pagePath}`),
      HOST,
    )
    console.log(
      `\n${workers} worker${workers > 1 ? 's' : ''}: pages against their own markup rendered by bare React (median of ${ROUNDS} interleaved rounds of ${DURATION} s)`,
    )
    console.log(
      'page              conns  storefront                              same markup                             ratio',
    )
    for (const [index, [name, pagePath]] of pages.entries()) {
      for (const connections of [10, 50]) {
        const key = `${name} ${connections}`
        // The baseline once (one process): the floor every worker count is compared with.
        const pageRounds: Measurement[] = []
        const floorRounds: Measurement[] = []
        for (let round = 0; round < ROUNDS; round++) {
          pageRounds.push(await measure(`${BASE}${pagePath}`, connections, HOST))
          if (!rows.has(key)) floorRounds.push(await measure(baseline.url(index), connections))
        }
        const page = medianOfRounds(pageRounds)
        const floor = rows.get(key)?.baseline ?? figures(medianOfRounds(floorRounds))
        const row = rows.get(key) ?? { page: name, connections, storefront: {}, baseline: floor }
        row.storefront[workers] = figures(page)
        rows.set(key, row)
        console.log(
          `${name.padEnd(18)}${String(connections).padStart(5)}  ${fmt(page)}   ${fmt({ ...floor, requests: 0, slow: 0, other5xx: 0, errors: 0 })}   ${(page.rps / floor.rps).toFixed(3)}`,
        )
      }
    }
    if (workers === workerCounts.at(-1)) {
      console.log(`\nCampsite page, 50 connections for ${SUSTAINED_SECONDS} s, ${workers} worker(s)`)
      const run = await measure(`${BASE}${CAMPSITE_PATH}`, 50, HOST, SUSTAINED_SECONDS)
      sustained = {
        page: 'campsite page',
        connections: 50,
        seconds: SUSTAINED_SECONDS,
        workers,
        requests: run.requests,
        p99: run.p99,
        slow: run.slow,
        slowMs: SLOW_MS,
        shed: run.shed,
        other5xx: run.other5xx,
        errors: run.errors,
      }
      console.log(
        `${fmt(run)}; ${run.requests} answers, ${run.slow} slower than ${SLOW_MS} ms, ${run.shed} shed, ${run.other5xx} other 5xx`,
      )
    }
    if (workers !== 1) continue

    console.log('\nClient JavaScript per page (gzip -9)')
    // The search page's map view loads Leaflet only once the map shows: not in its count, beside it.
    for (const [name, path] of [...pages, ['search, map view', '/search-and-book?view=map&country=italy']] as const) {
      const pageHtml = await (await fetch(`${BASE}${path}`, { headers: { host: HOST } })).text()
      const { kb, files } = clientJavaScriptKb(pageHtml)
      javascript.push({ page: name, kb, files })
      console.log(`${name.padEnd(18)}${kb.toFixed(1).padStart(6)} KB in ${files} files`)
    }
    const map = onDemandAssets('leaflet-map')
    javascript.push({ page: 'map view, on demand (Leaflet)', kb: map.bytes / 1024, files: map.files.length })
    console.log(
      `${'  + map on demand'.padEnd(18)}${(map.bytes / 1024).toFixed(1).padStart(6)} KB in ${map.files.length} files (Leaflet JS and CSS)`,
    )

    console.log('\nImage work must not delay pages: home page p99 at 10 connections')
    const alone = await measure(`${BASE}/`, 10, HOST)
    console.log(`alone                               ${fmt(alone)}`)
    for (const [label, size] of [
      ['listed size (cached after first)', () => 'w=289&h=173'],
      [
        'unlisted sizes (refused)',
        () => `w=${300 + Math.floor(Math.random() * 1500)}&h=${200 + Math.floor(Math.random() * 1500)}`,
      ],
    ] as const) {
      const flood = autocannon({
        url: `${BASE}/api/twenty/media/areas/dordogne`,
        connections: 20,
        duration: DURATION,
        requests: [
          { setupRequest: (req) => ({ ...req, path: `/api/twenty/media/areas/dordogne?${size()}&dpr=2&fm=webp` }) },
        ],
      })
      const during = await measure(`${BASE}/`, 10, HOST)
      const floodResult = await flood
      console.log(
        `during a flood, ${label.padEnd(33)} ${fmt(during)}   (images: ${floodResult.requests.average.toFixed(0)} req/s, statuses ${JSON.stringify(floodResult.statusCodeStats)})`,
      )
    }
  } finally {
    await server.stop()
  }
}

await baseline?.close()

console.log('\nSeeding the embedded API (in memory)')
const seeding: BenchResults['seeding'] = []
for (const scale of [1, 10, 30]) {
  const database = openDatabase(':memory:')
  const started = performance.now()
  const counts = seedDatabase(database, { scale })
  const seconds = (performance.now() - started) / 1000
  seeding.push({ scale, sites: counts.sites, seconds })
  console.log(`scale ${String(scale).padEnd(3)} ${seconds.toFixed(2).padStart(6)} s  (${counts.sites} sites)`)
  closeDatabase(database)
}

const search = [await benchSearchApi(10), await benchSearchApi(30)]

let lighthouse: BenchResults['lighthouse'] = null
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const server = await startServer(1)
  try {
    lighthouse = []
    for (const page of PUBLIC_PAGES.filter((p) => p.name !== 'country page')) {
      console.log(`\nLighthouse 12, mobile, ${page.name} (three runs)`)
      const runs = await lighthouseMedian(`http://${HOST}${page.path}`)
      lighthouse.push({ page: page.name, runs })
      console.log(`performance median ${runs[Math.floor(runs.length / 2)] ?? 'none'} (runs ${runs.join(', ')})`)
    }
  } finally {
    await server.stop()
  }
}

const results: BenchResults = {
  machine,
  workers: workerCounts,
  pages: [...rows.values()],
  sustained,
  javascript,
  search,
  seeding,
  lighthouse,
}
if (process.env.BENCH_README !== '0') {
  writeFileSync('README.md', replaceBenchSection(readFileSync('README.md', 'utf8'), benchMarkdown(results)))
  console.log('\nREADME.md: the "Benchmark" section is written.')
}
console.log(`\nThe bench took ${((Date.now() - benchStarted) / 60_000).toFixed(1)} min.`)
