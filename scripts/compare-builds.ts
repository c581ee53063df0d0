/**
 * Two production builds side by side (issue 23; the harness behind decisions 039 and 040's
 * "B/A" figures): each build serves with one worker, autocannon loads one page at a time at 10
 * connections, the builds alternate for ROUNDS rounds, and the figure is the CPU of the server's
 * process tree (from /proc) per answered page, which noise on a shared machine moves less than
 * pages per second. Needs two builds inside the repository (their packages resolve from its
 * node_modules), e.g.:
 *
 *   npm run build && cp -r build .builds/a   # before the change
 *   npm run build && cp -r build .builds/b   # after it
 *   npm run bench:compare -- .builds/a .builds/b
 *
 * PAGES picks the public pages by name (comma-separated, default all of scripts/bench-pages.ts);
 * ROUNDS (default 3), SECONDS per measurement (default 6), after 3 s of uncounted warm-up per page;
 * CONNECTIONS (default 10).
 * Compare an identical pair first (`.builds/a .builds/a`): what it shows between them is this
 * machine's noise at that moment (about 5 % with the defaults in stop 32's runs).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { benchHost, PUBLIC_PAGES } from './bench-pages'

const PORT = Number(process.env.COMPARE_PORT ?? 3895)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 6)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10)
const wanted = process.env.PAGES?.split(',')
const pages = PUBLIC_PAGES.filter((page) => !wanted || wanted.includes(page.name))
const builds = process.argv.slice(2)
if (builds.length !== 2 || pages.length === 0) {
  console.error('usage: npx tsx scripts/compare-builds.ts <build A> <build B>  (PAGES=home,"campsite page")')
  process.exit(2)
}

/** CPU time (ms) of a process and its children so far: utime + stime at 100 ticks per second. */
function processTreeCpuMs(pid: number): number {
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    } catch {
      return []
    }
  })()
  let ticks = 0
  for (const each of [pid, ...children]) {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      /* gone */
    }
  }
  return ticks * 10
}

async function start(build: string): Promise<ChildProcess> {
  const child = spawn('node', [`${build}/server.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      WEB_CONCURRENCY: '1',
      SESSION_SECRET: 'compare',
      DATABASE_PATH: './data/bench.sqlite',
      LOG_LEVEL: 'silent',
      POST_RATE_LIMIT: '100000',
    },
    stdio: 'inherit',
  })
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${build} did not come up`)
}

const load = (path: string, duration: number) =>
  autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: CONNECTIONS,
    duration,
    headers: { host: benchHost(PORT) },
  })

const samples = new Map<string, number[]>()
for (let round = 1; round <= ROUNDS; round++) {
  for (const build of builds) {
    const child = await start(build)
    try {
      for (const page of pages) await load(page.path, 3)
      for (const page of pages) {
        const before = processTreeCpuMs(child.pid!)
        const result = await load(page.path, SECONDS)
        const perPage = (processTreeCpuMs(child.pid!) - before) / result['2xx']
        const key = `${page.name}|${build}`
        samples.set(key, [...(samples.get(key) ?? []), perPage])
        console.log(
          `round ${round}  ${build.padEnd(14)} ${page.name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(4)} pages/s  ${perPage.toFixed(2)} ms CPU per page`,
        )
      }
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log('\nmedian CPU per page (ms)')
for (const page of pages) {
  const [a, b] = builds.map((build) => median(samples.get(`${page.name}|${build}`)!)) as [number, number]
  console.log(`${page.name.padEnd(16)} A ${a.toFixed(2)}  B ${b.toFixed(2)}  B/A ${(b / a).toFixed(3)}`)
}
