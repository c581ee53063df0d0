/**
 * Benchmark (never a pass/fail test): requests per second and p99 latency of server-rendered
 * pages next to a bare Express + React renderToString page of similar size, measured in one run
 * on this machine, plus client JavaScript per page (gzip). Needs `npm run build` first.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import express from 'express'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const PORT = 3190
const BARE_PORT = 3191
const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const HOST = `uk.localhost:${PORT}`

async function waitFor(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url, { headers })).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

async function measure(url: string, host?: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers: host ? { host } : {} })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const server = spawn('node', ['build/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), SESSION_SECRET: 'bench', DATABASE_PATH: './data/bench.sqlite', LOG_LEVEL: 'silent' },
  stdio: 'inherit',
})
try {
  await waitFor(`http://127.0.0.1:${PORT}/`, { host: HOST })
  const home = await (await fetch(`http://127.0.0.1:${PORT}/`, { headers: { host: HOST } })).text()

  // A bare page of the same HTML size: the floor any framework is compared against.
  const bare = express()
  const filler = 'x'.repeat(Math.max(0, home.length - 200))
  bare.get('/', (_req, res) => {
    res.send(`<!doctype html>${renderToString(createElement('html', null, createElement('body', null, createElement('main', null, filler))))}`)
  })
  const bareServer = bare.listen(BARE_PORT)

  const pages = [
    ['home', '/'],
    ['search-and-book', '/search-and-book'],
    ['country page', '/camping/france'],
  ] as const
  const bareResult = await measure(`http://127.0.0.1:${BARE_PORT}/`)
  console.log(`\nbare Express + renderToString (${(home.length / 1024).toFixed(0)} KB): ${bareResult.rps.toFixed(0)} req/s, p99 ${bareResult.p99} ms`)
  for (const [name, path] of pages) {
    const r = await measure(`http://127.0.0.1:${PORT}${path}`, HOST)
    console.log(
      `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(5)} ms  ratio to bare ${(r.rps / bareResult.rps).toFixed(3)}${r.errors ? `  (${r.errors} errors)` : ''}`,
    )
  }
  bareServer.close()

  // Client JavaScript of the home page: the module scripts it loads, gzip.
  const scripts = [...new Set([...home.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))]
  const total = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(`build/client${src}`)).length, 0)
  console.log(`home page client JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`)
} finally {
  server.kill('SIGTERM')
}
