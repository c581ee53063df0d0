/**
 * The README's "Benchmark" section, written by `npm run bench` (issue 22): everything between
 * the two markers is replaced by the run's tables; the rest of the README stays as it is.
 */
export const BENCH_START = '<!-- bench:start (written by npm run bench; edits here are overwritten) -->'
export const BENCH_END = '<!-- bench:end -->'

export function replaceBenchSection(readme: string, markdown: string): string {
  const start = readme.indexOf(BENCH_START)
  const end = readme.indexOf(BENCH_END)
  if (start < 0 || end < start) throw new Error(`README.md has no bench markers (${BENCH_START} ... ${BENCH_END})`)
  return `${readme.slice(0, start + BENCH_START.length)}\n${markdown.trim()}\n${readme.slice(end)}`
}

/** One measurement of a page: 2xx answers per second, latency (ms), and the answers that were not 2xx. */
export interface PageFigures {
  rps: number
  p50: number
  p99: number
  /** Answers that were not 2xx, shed ones included. */
  non2xx: number
  /** 503s of the server's load shedding (with Retry-After), among `non2xx`. */
  shed: number
}

export interface PageRow {
  page: string
  connections: number
  /** The storefront by worker count, e.g. `1` and `2`. */
  storefront: Record<number, PageFigures>
  /** The same page's own markup rendered by bare React in a bare Express server (one process). */
  baseline: PageFigures
}

/** A long run at many connections: how many answers were slow or failed. */
export interface SustainedRun {
  page: string
  connections: number
  seconds: number
  workers: number
  requests: number
  p99: number
  /** Answers slower than `slowMs` (or not answered within autocannon's timeout). */
  slow: number
  slowMs: number
  shed: number
  /** 5xx other than shedding's 503s, and connection errors. */
  other5xx: number
  errors: number
}

export interface SearchScaleFigures {
  scale: number
  sites: number
  /** A fresh API, seeded with accounts and demo bookings, until it answers. */
  readySeconds: number
  /** Heap the search snapshot and its indexes take (after a full collection), and their load time. */
  snapshotMb: number
  snapshotSeconds: number
  rows: { label: string; p50: number; p95: number; p99: number; targetP95: number }[]
}

export interface BenchResults {
  machine: string
  workers: number[]
  pages: PageRow[]
  sustained: SustainedRun | null
  javascript: { page: string; kb: number; files: number }[]
  /** The embedded API's search calls, one entry per SEED_SCALE (issue 23, item 5). */
  search: SearchScaleFigures[]
  /** `seedDatabase` in memory, per SEED_SCALE (target: scale 30 in under a minute). */
  seeding: { scale: number; sites: number; seconds: number }[]
  /** Lighthouse performance scores per page, sorted (the middle one is the median). */
  lighthouse: { page: string; runs: number[] }[] | null
}

const n = (value: number, digits = 0) => value.toFixed(digits)

const cell = (m: PageFigures) =>
  `${n(m.rps)} (${n(m.p50)} / ${n(m.p99)})${m.non2xx ? `, ${m.non2xx} non-2xx${m.shed ? ` (${m.shed} shed)` : ''}` : ''}`

/** The section's Markdown: the machine, then one table per measurement. */
export function benchMarkdown(results: BenchResults): string {
  const [one, all] = [results.workers[0]!, results.workers.at(-1)!]
  const sustained = results.sustained
  const lines = [
    `Measured ${results.machine}. Load generator (autocannon) on the same machine, so the`,
    'all-cores figures share the cores with it; compare the ratios of one run.',
    '',
    "Pages against **the same page's own markup** rendered by bare React: the page's HTML parsed once",
    '(scripts dropped) into a React element tree, rebuilt and rendered with `renderToString` per request in a',
    'bare Express server (scripts/same-markup.ts). Each server is warmed up on every page first (uncounted).',
    "Each page asks again for the same stay, so its search answer is a kept one (decision 041); a stay's first search pays for the call.",
    'Targets (issue 23): at least 0.5 of it; p99 at 10',
    'connections at most 100 ms for home and 150 ms for the others; no non-2xx at 10 connections.',
    '',
    `| page | conns | ${results.workers.map((w) => `${w} worker${w > 1 ? 's' : ''} req/s (p50 / p99 ms)`).join(' | ')} | same markup req/s (p50 / p99 ms) | vs same markup (1 worker) | ${all} vs ${one} worker${one > 1 ? 's' : ''} |`,
    `|---|---:|${results.workers.map(() => '---:|').join('')}---:|---:|---:|`,
    ...results.pages.map((row) => {
      const cells = results.workers.map((w) => cell(row.storefront[w]!))
      return `| ${row.page} | ${row.connections} | ${cells.join(' | ')} | ${cell(row.baseline)} | ${n(row.storefront[one]!.rps / row.baseline.rps, 2)} | ${n(row.storefront[all]!.rps / row.storefront[one]!.rps, 2)}× |`
    }),
    '',
    sustained
      ? `${sustained.page}, ${sustained.connections} connections for ${sustained.seconds} s, ${sustained.workers} worker${sustained.workers > 1 ? 's' : ''}: ${sustained.requests.toLocaleString('en')} answers, p99 ${n(sustained.p99)} ms; **${sustained.slow}** slower than ${sustained.slowMs / 1000} s, **${sustained.shed}** shed (503 with Retry-After), **${sustained.other5xx}** other 5xx, ${sustained.errors} connection errors or timeouts.`
      : 'The sustained run at 50 connections was not run.',
    '',
    '| client JavaScript (gzip) | KB | files |',
    '|---|---:|---:|',
    ...results.javascript.map((row) => `| ${row.page} | ${n(row.kb, 1)} | ${row.files} |`),
    '',
    ...results.search.flatMap((scale) => [
      `| embedded API, SEED_SCALE=${scale.scale}: ${scale.sites.toLocaleString('en')} sites | p50 ms | p95 ms | p99 ms | target p95 |`,
      '|---|---:|---:|---:|---:|',
      ...scale.rows.map(
        (row) => `| ${row.label} | ${n(row.p50, 2)} | ${n(row.p95, 2)} | ${n(row.p99, 2)} | ≤ ${row.targetP95} ms |`,
      ),
      '',
      `SEED_SCALE=${scale.scale}: a fresh API seeded and ready in ${n(scale.readySeconds, 1)} s; the search snapshot and its indexes take ${n(scale.snapshotMb)} MB of heap, loaded in ${n(scale.snapshotSeconds, 2)} s.`,
      '',
    ]),
    `Seeding in memory (target: SEED_SCALE=30 in under a minute): ${results.seeding
      .map((run) => `SEED_SCALE=${run.scale} ${n(run.seconds, 2)} s (${run.sites.toLocaleString('en')} sites)`)
      .join('; ')}.`,
    '',
    results.lighthouse
      ? `Lighthouse 12 (mobile), performance, median of three: ${results.lighthouse
          .map((row) =>
            row.runs.length > 0
              ? `${row.page} **${row.runs[Math.floor(row.runs.length / 2)]}** (runs ${row.runs.join(', ')})`
              : `${row.page} **not scored** (Lighthouse could not score a run)`,
          )
          .join('; ')}.`
      : 'Lighthouse: not run (BENCH_LIGHTHOUSE=0).',
  ]
  return lines.join('\n')
}
