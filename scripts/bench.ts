/**
 * Benchmark (never a pass/fail test; these machines are shared and noisy, so compare the ratios
 * of one run). Needs `npm run build` first. Measures, then writes the tables into README.md's
 * "Benchmark" section (between its markers; BENCH_README=0 leaves the README alone):
 * - requests per second, p50 and p99 of home, search-and-book and a country page at 1 and 10
 *   connections, with 1 worker and with all the container's cores (WEB_CONCURRENCY), next to a
 *   bare Express + React renderToString page with as many elements and as much text;
 * - client JavaScript per page (gzip), the map's Leaflet chunk (loaded on demand) on its own;
 * - the home page's p99 alone and during a flood of image requests (listed and unlisted sizes);
 * - the embedded API's search/sites and autocomplete latency at SEED_SCALE=10 (10,000+ sites,
 *   scripts/bench-api.ts);
 * - Lighthouse 12 (mobile) performance of the home page, median of three runs.
 * BENCH_SECONDS sets each measurement's length (default 8); BENCH_LIGHTHOUSE=0 skips Lighthouse;
 * BENCH_PORT its port (default 3190).
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import autocannon from 'autocannon'
import express from 'express'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { containerCpuCount } from '../server/cpus'
import { closeDatabase, openDatabase } from '../twenty/db'
import { seedDatabase } from '../twenty/seed'
import { benchSearchApi } from './bench-api'
import { benchMarkdown, replaceBenchSection, type BenchResults, type PageRow } from './bench-readme'
import { clientJavaScript, onDemandAssets } from './client-javascript'

const PORT = Number(process.env.BENCH_PORT ?? 3190)
const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const HOST = `uk.localhost:${PORT}`
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

interface Measurement {
  rps: number
  p50: number
  p99: number
  errors: number
}

async function measure(url: string, connections: number, host?: string, duration = DURATION): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration, headers: host ? { host } : {} })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** Element and text counts of an HTML page (scripts and styles aside). */
function shapeOf(html: string) {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '')
  const elements = (body.match(/<[a-zA-Z][^>]*>/g) ?? []).length
  const text = body.replace(/<[^>]*>/g, '').length
  return { elements, text, bytes: html.length }
}

/**
 * A bare page with as many elements and as much text: nested sections of lists of links, the
 * shape of a storefront page, rendered by React on every request.
 */
function bareTree(elements: number, text: number): ReactElement {
  const perItem = 3 // li > a > span
  const items = Math.max(1, Math.floor(elements / perItem))
  const words = 'Camping holiday mobile home lodge tent pitch Dordogne Zeeland Garda '
  const perText = Math.max(1, Math.floor(text / items))
  const label = (i: number) =>
    words.repeat(Math.ceil(perText / words.length)).slice(0, perText - String(i).length) + String(i)
  const sections: ReactElement[] = []
  for (let start = 0; start < items; start += 50) {
    const lis = []
    for (let i = start; i < Math.min(items, start + 50); i++) {
      lis.push(
        createElement(
          'li',
          { key: i, className: 'item' },
          createElement('a', { href: `/camping/${i}` }, createElement('span', null, label(i))),
        ),
      )
    }
    sections.push(createElement('ul', { key: start, className: 'list' }, lis))
  }
  return createElement(
    'html',
    { lang: 'en' },
    createElement('head', null, createElement('title', null, 'bare')),
    createElement('body', null, createElement('main', null, sections)),
  )
}

async function bareServer(elements: number, text: number) {
  const app = express()
  app.get('/', (_req, res) => {
    res.type('html').send(`<!DOCTYPE html>${renderToString(bareTree(elements, text))}`)
  })
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }
}

function clientJavaScriptKb(html: string): { kb: number; files: number } {
  const { bytes, files } = clientJavaScript(html)
  return { kb: bytes / 1024, files: files.length }
}

const fmt = (m: Measurement) =>
  `${m.rps.toFixed(0).padStart(6)} req/s  p50 ${String(m.p50).padStart(5)} p99 ${String(m.p99).padStart(5)} ms${m.errors ? ` (${m.errors} errors)` : ''}`

async function lighthouseMedian(url: string, runs = 3): Promise<number[]> {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const scores: number[] = []
  for (let i = 0; i < runs; i++) {
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
      scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100))
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

const pages = [
  ['home', '/'],
  ['search-and-book', '/search-and-book'],
  ['country page', '/camping/france'],
] as const
const allCores = containerCpuCount()
const workerCounts = allCores > 1 ? [1, allCores] : [1]
const machine = `on ${os.cpus()[0]?.model.trim() ?? 'an unknown CPU'}, ${allCores} CPU${allCores > 1 ? 's' : ''} for the container (${os.cpus().length} seen), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${os.type()} ${os.release()}; ${new Date().toISOString().slice(0, 10)}, load average ${os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ')} at the start; ${DURATION} s per measurement`
const rows = new Map<string, PageRow>()
const javascript: BenchResults['javascript'] = []

for (const workers of workerCounts) {
  const server = await startServer(workers)
  try {
    console.log(
      `\n${workers} worker${workers > 1 ? 's' : ''}: pages against a bare Express + React renderToString page of the same shape (${DURATION} s each)`,
    )
    console.log(
      'page              conns  storefront                              bare                                    ratio',
    )
    for (const [name, path] of pages) {
      const html = await (await fetch(`${BASE}${path}`, { headers: { host: HOST } })).text()
      const shape = shapeOf(html)
      const bare = await bareServer(shape.elements, shape.text)
      try {
        for (const connections of [1, 10]) {
          const key = `${name} ${connections}`
          const page = await measure(`${BASE}${path}`, connections, HOST)
          // The bare page once (one process): the floor every worker count is compared with.
          const floor = rows.get(key)?.bare ?? (await measure(bare.url, connections))
          const row = rows.get(key) ?? { page: name, connections, storefront: {}, bare: floor }
          row.storefront[workers] = page
          rows.set(key, row)
          console.log(
            `${name.padEnd(18)}${String(connections).padStart(5)}  ${fmt(page)}   ${fmt(floor)}   ${(page.rps / floor.rps).toFixed(3)}`,
          )
        }
      } finally {
        bare.close()
      }
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

console.log('\nSeeding the embedded API (in memory)')
for (const scale of [1, 10]) {
  const database = openDatabase(':memory:')
  const started = performance.now()
  const counts = seedDatabase(database, { scale })
  console.log(
    `scale ${String(scale).padEnd(3)} ${((performance.now() - started) / 1000).toFixed(2).padStart(6)} s  (${counts.sites} sites)`,
  )
  closeDatabase(database)
}

const search = await benchSearchApi(10)

let lighthouse: number[] | null = null
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const server = await startServer(1)
  try {
    console.log('\nLighthouse 12, mobile, home page (three runs)')
    lighthouse = await lighthouseMedian(`http://uk.localhost:${PORT}/`)
    console.log(`performance median ${lighthouse[1]} (runs ${lighthouse.join(', ')})`)
  } finally {
    await server.stop()
  }
}

const results: BenchResults = {
  machine,
  workers: workerCounts,
  pages: [...rows.values()],
  javascript,
  search,
  lighthouse,
}
if (process.env.BENCH_README !== '0') {
  writeFileSync('README.md', replaceBenchSection(readFileSync('README.md', 'utf8'), benchMarkdown(results)))
  console.log('\nREADME.md: the "Benchmark" section is written.')
}
