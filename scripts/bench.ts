/**
 * Benchmark (never a pass/fail test; these machines are shared and noisy, so compare the ratios
 * of one run). Needs `npm run build` first. Prints:
 * - requests per second and p99 of home, search-and-book and a country page at 10 and 50
 *   connections, next to a bare Express + React renderToString page with as many elements and
 *   as much text as the measured page;
 * - client JavaScript per page (gzip), home's beside search-and-book's (list and map view; the
 *   map's Leaflet chunk, loaded on demand, reported on its own);
 * - the home page's p99 alone and during a flood of image requests (listed and unlisted sizes);
 * - the embedded API's search/sites and autocomplete latency at SEED_SCALE=10 (scripts/bench-api.ts);
 * - Lighthouse 12 (mobile) performance of the home page, median of three runs.
 * BENCH_SECONDS sets each measurement's length (default 8); BENCH_LIGHTHOUSE=0 skips Lighthouse.
 */
import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import express from 'express'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { closeDatabase, openDatabase } from '../twenty/db'
import { seedDatabase } from '../twenty/seed'
import { benchSearchApi } from './bench-api'
import { clientJavaScript, onDemandAssets } from './client-javascript'

const PORT = 3190
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
  p99: number
  errors: number
}

async function measure(url: string, connections: number, host?: string, duration = DURATION): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration, headers: host ? { host } : {} })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
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
  `${m.rps.toFixed(0).padStart(6)} req/s  p99 ${String(m.p99).padStart(5)} ms${m.errors ? ` (${m.errors} errors)` : ''}`

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

const server = spawn('node', ['build/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    SESSION_SECRET: 'bench',
    DATABASE_PATH: './data/bench.sqlite',
    LOG_LEVEL: 'silent',
    POST_RATE_LIMIT: '100000',
  },
  stdio: 'inherit',
})
try {
  await waitFor(`${BASE}/healthz`)
  const pages = [
    ['home', '/'],
    ['search-and-book', '/search-and-book'],
    ['country page', '/camping/france'],
  ] as const

  console.log(`\nPages against a bare Express + React renderToString page of the same shape (${DURATION} s each)`)
  console.log('page              conns  storefront                       bare                             ratio')
  for (const [name, path] of pages) {
    const html = await (await fetch(`${BASE}${path}`, { headers: { host: HOST } })).text()
    const shape = shapeOf(html)
    const bare = await bareServer(shape.elements, shape.text)
    const bareHtml = await (await fetch(bare.url)).text()
    const bareShape = shapeOf(bareHtml)
    console.log(
      `${name}: ${(shape.bytes / 1024).toFixed(0)} KB, ${shape.elements} elements (bare: ${(bareShape.bytes / 1024).toFixed(0)} KB, ${bareShape.elements} elements)`,
    )
    for (const connections of [10, 50]) {
      const page = await measure(`${BASE}${path}`, connections, HOST)
      const floor = await measure(bare.url, connections)
      console.log(
        `${''.padEnd(18)}${String(connections).padStart(5)}  ${fmt(page)}   ${fmt(floor)}   ${(page.rps / floor.rps).toFixed(3)}`,
      )
    }
    bare.close()
  }

  console.log('\nClient JavaScript per page (gzip -9)')
  // The search page's map view loads Leaflet only once the map shows: not in its count, beside it.
  for (const [name, path] of [...pages, ['search, map view', '/search-and-book?view=map&country=italy']] as const) {
    const html = await (await fetch(`${BASE}${path}`, { headers: { host: HOST } })).text()
    const { kb, files } = clientJavaScriptKb(html)
    console.log(`${name.padEnd(18)}${kb.toFixed(1).padStart(6)} KB in ${files} files`)
  }
  const map = onDemandAssets('leaflet-map')
  console.log(
    `${'  + map on demand'.padEnd(18)}${(map.bytes / 1024).toFixed(1).padStart(6)} KB in ${map.files.length} files (Leaflet JS and CSS)`,
  )

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

  await benchSearchApi(10)

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

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log('\nLighthouse 12, mobile, home page (three runs)')
    const scores = await lighthouseMedian(`http://uk.localhost:${PORT}/`)
    console.log(`performance median ${scores[1]} (runs ${scores.join(', ')})`)
  }
} finally {
  server.kill('SIGTERM')
}
