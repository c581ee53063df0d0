import { describe, expect, it } from 'vitest'
import { BENCH_END, BENCH_START, benchMarkdown, replaceBenchSection, type BenchResults } from './bench-readme'

const results: BenchResults = {
  machine: 'on a test machine',
  workers: [1, 2],
  pages: [
    {
      page: 'home',
      connections: 10,
      storefront: {
        1: { rps: 100, p50: 90, p99: 200, non2xx: 0, shed: 0 },
        2: { rps: 190, p50: 50, p99: 120, non2xx: 3, shed: 2 },
      },
      baseline: { rps: 400, p50: 20, p99: 40, non2xx: 0, shed: 0 },
    },
  ],
  sustained: {
    page: 'campsite page',
    connections: 50,
    seconds: 30,
    workers: 2,
    requests: 4321,
    p99: 900,
    slow: 1,
    slowMs: 2000,
    shed: 7,
    other5xx: 0,
    errors: 0,
  },
  javascript: [{ page: 'home', kb: 71.26, files: 5 }],
  search: [
    {
      scale: 10,
      sites: 10_240,
      readySeconds: 2.46,
      snapshotMb: 53.4,
      snapshotSeconds: 0.421,
      rows: [{ label: 'search/sites', p50: 3.1, p95: 7.25, p99: 9, targetP95: 10 }],
    },
    {
      scale: 30,
      sites: 30_720,
      readySeconds: 7.2,
      snapshotMb: 157,
      snapshotSeconds: 1.3,
      rows: [{ label: 'search/sites', p50: 4.2, p95: 12.5, p99: 14, targetP95: 20 }],
    },
  ],
  seeding: [
    { scale: 1, sites: 1_024, seconds: 0.47 },
    { scale: 30, sites: 30_720, seconds: 4.61 },
  ],
  lighthouse: [
    { page: 'home', runs: [91, 94, 97] },
    { page: 'campsite page', runs: [88, 90, 99] },
  ],
}

describe('the README bench section', () => {
  it('replaces only what is between the markers', () => {
    const readme = `# A\n\n## Benchmark\n\n${BENCH_START}\nold figures\n${BENCH_END}\n\n## After\n`
    const written = replaceBenchSection(readme, benchMarkdown(results))
    expect(written).not.toContain('old figures')
    expect(written.startsWith('# A\n\n## Benchmark\n\n')).toBe(true)
    expect(written.endsWith(`${BENCH_END}\n\n## After\n`)).toBe(true)
    expect(replaceBenchSection(written, 'again')).toContain(`${BENCH_START}\nagain\n${BENCH_END}`)
  })

  it('refuses a README without the markers', () => {
    expect(() => replaceBenchSection('# no section', 'x')).toThrow(/markers/)
  })

  it('shows the ratios: storefront vs same markup, all cores vs one worker, and the other figures', () => {
    const markdown = benchMarkdown(results)
    expect(markdown).toContain(
      '| home | 10 | 100 (90 / 200) | 190 (50 / 120), 3 non-2xx (2 shed) | 400 (20 / 40) | 0.25 | 1.90× |',
    )
    expect(markdown).toContain('4,321 answers, p99 900 ms; **1** slower than 2 s, **7** shed')
    expect(markdown).toContain('| home | 71.3 | 5 |')
    expect(markdown).toContain('| embedded API, SEED_SCALE=10: 10,240 sites |')
    expect(markdown).toContain('| search/sites | 3.10 | 7.25 | 9.00 | ≤ 10 ms |')
    expect(markdown).toContain('| embedded API, SEED_SCALE=30: 30,720 sites |')
    expect(markdown).toContain('| search/sites | 4.20 | 12.50 | 14.00 | ≤ 20 ms |')
    expect(markdown).toContain(
      'SEED_SCALE=30: a fresh API seeded and ready in 7.2 s; the search snapshot and its indexes take 157 MB',
    )
    expect(markdown).toContain('SEED_SCALE=1 0.47 s (1,024 sites); SEED_SCALE=30 4.61 s (30,720 sites)')
    expect(markdown).toContain('home **94** (runs 91, 94, 97); campsite page **90**')
  })

  it('says so when Lighthouse could not score any run of a page, instead of a median of nothing', () => {
    const markdown = benchMarkdown({ ...results, lighthouse: [{ page: 'home', runs: [] }] })
    expect(markdown).toContain('home **not scored**')
    expect(markdown).not.toContain('undefined')
  })
})
