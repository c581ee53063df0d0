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

export interface PageRow {
  page: string
  connections: number
  /** Requests per second and latency (ms) by worker count, e.g. `1` and `2`. */
  storefront: Record<number, { rps: number; p50: number; p99: number; errors: number }>
  bare: { rps: number; p50: number; p99: number; errors: number }
}

export interface BenchResults {
  machine: string
  workers: number[]
  pages: PageRow[]
  javascript: { page: string; kb: number; files: number }[]
  search: { sites: number; rows: { label: string; p50: number; p95: number; p99: number; targetP95: number }[] }
  lighthouse: number[] | null
}

const n = (value: number, digits = 0) => value.toFixed(digits)

/** The section's Markdown: the machine, then one table per measurement. */
export function benchMarkdown(results: BenchResults): string {
  const [one, all] = [results.workers[0]!, results.workers.at(-1)!]
  const lines = [
    `Measured ${results.machine}. Load generator (autocannon) on the same machine, so the`,
    'all-cores figures share the cores with it; compare the ratios of one run.',
    '',
    `| page | conns | ${results.workers.map((w) => `${w} worker${w > 1 ? 's' : ''} req/s (p50 / p99 ms)`).join(' | ')} | bare page req/s (p50 / p99 ms) | vs bare (1 worker) | ${all} vs ${one} worker${one > 1 ? 's' : ''} |`,
    `|---|---:|${results.workers.map(() => '---:|').join('')}---:|---:|---:|`,
    ...results.pages.map((row) => {
      const cells = results.workers.map((w) => {
        const m = row.storefront[w]!
        return `${n(m.rps)} (${n(m.p50)} / ${n(m.p99)})${m.errors ? ` ${m.errors} errors` : ''}`
      })
      return `| ${row.page} | ${row.connections} | ${cells.join(' | ')} | ${n(row.bare.rps)} (${n(row.bare.p50)} / ${n(row.bare.p99)}) | ${n(row.storefront[one]!.rps / row.bare.rps, 2)} | ${n(row.storefront[all]!.rps / row.storefront[one]!.rps, 2)}× |`
    }),
    '',
    '| client JavaScript (gzip) | KB | files |',
    '|---|---:|---:|',
    ...results.javascript.map((row) => `| ${row.page} | ${n(row.kb, 1)} | ${row.files} |`),
    '',
    `| embedded API, ${results.search.sites.toLocaleString('en')} sites | p50 ms | p95 ms | p99 ms | target p95 |`,
    '|---|---:|---:|---:|---:|',
    ...results.search.rows.map(
      (row) => `| ${row.label} | ${n(row.p50, 2)} | ${n(row.p95, 2)} | ${n(row.p99, 2)} | < ${row.targetP95} ms |`,
    ),
    '',
    results.lighthouse
      ? `Lighthouse 12 (mobile), home page: performance median **${results.lighthouse[1]}** (runs ${results.lighthouse.join(', ')}).`
      : 'Lighthouse: not run (BENCH_LIGHTHOUSE=0).',
  ]
  return lines.join('\n')
}
