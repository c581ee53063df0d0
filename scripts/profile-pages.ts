/**
 * CPU profiles of the production build under load, one page at a time (issue 23, decision 032):
 * `node --cpu-prof build/server.js` with one worker, autocannon at 10 connections (PROFILE_CONNECTIONS) for
 * PROFILE_SECONDS (default 20) on the page, then SIGTERM (the profiles are written on exit) and
 * the worker's profile summarised by function and by package (scripts/cpu-profile-summary.ts).
 * Needs `npm run build` first; run it under the shared lock, the machine is shared:
 *
 *   flock /tmp/heavy.lock npx tsx scripts/profile-pages.ts [page name ...]
 *
 * Profiles go to PROFILE_DIR (default /tmp/perf-profiles/{page}); they are never committed.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { benchHost, PUBLIC_PAGES, statefulPages, type BenchPage } from './bench-pages'
import { formatSummary, summariseProfile } from './cpu-profile-summary'

const PORT = Number(process.env.PROFILE_PORT ?? 3882)
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10)
const DIR = process.env.PROFILE_DIR ?? '/tmp/perf-profiles'
const SECRET = 'profile'
const BASE = `http://127.0.0.1:${PORT}`

async function startProfiledServer(dir: string) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const child = spawn('node', ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'build/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      WEB_CONCURRENCY: '1',
      SESSION_SECRET: SECRET,
      DATABASE_PATH: './data/profile.sqlite',
      LOG_LEVEL: 'silent',
      POST_RATE_LIMIT: '100000',
    },
    stdio: 'inherit',
  })
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) break
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('the server did not come up')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

async function profile(page: BenchPage | ((base: string) => Promise<BenchPage>), name: string) {
  const dir = path.join(DIR, name.replace(/\W+/g, '-'))
  const stop = await startProfiledServer(dir)
  try {
    const target = typeof page === 'function' ? await page(BASE) : page
    const result = await autocannon({
      url: `${BASE}${target.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { host: benchHost(PORT), ...target.headers },
    })
    console.log(
      `\n== ${name} (${target.path}): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    )
  } finally {
    await stop()
  }
  // The primary's profile is small (it only forks); the worker's is the one that served.
  const [worker] = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => path.join(dir, file))
    .sort((a, b) => statSync(b).size - statSync(a).size)
  if (!worker) throw new Error(`no profile in ${dir}`)
  console.log(worker)
  console.log(formatSummary(summariseProfile(JSON.parse(readFileSync(worker, 'utf8')) as never), 30))
}

const wanted = process.argv.slice(2)
const stateful = (index: number) => async (base: string) => (await statefulPages(base, SECRET))[index]!
const all: [string, BenchPage | ((base: string) => Promise<BenchPage>)][] = [
  ...PUBLIC_PAGES.map((page): [string, BenchPage] => [page.name, page]),
  ['checkout', stateful(0)],
  ['my bookings', stateful(1)],
]
for (const [name, page] of all) {
  if (wanted.length === 0 || wanted.includes(name)) await profile(page, name)
}
