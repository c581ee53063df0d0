import { describe, expect, it } from 'vitest'
import { BENCH_END, BENCH_START, benchMarkdown, replaceBenchSection, type BenchResults } from './bench-readme'

const results: BenchResults = {
  machine: 'on a test machine',
  workers: [1, 2],
  pages: [
    {
      page: 'home',
      connections: 10,
      storefront: { 1: { rps: 100, p50: 90, p99: 200, errors: 0 }, 2: { rps: 190, p50: 50, p99: 120, errors: 0 } },
      bare: { rps: 400, p50: 20, p99: 40, errors: 0 },
    },
  ],
  javascript: [{ page: 'home', kb: 71.26, files: 5 }],
  search: { sites: 10_240, rows: [{ label: 'search/sites', p50: 3.1, p95: 7.25, p99: 9, targetP95: 20 }] },
  lighthouse: [91, 94, 97],
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

  it('shows the ratios: storefront vs bare, all cores vs one worker, and the other figures', () => {
    const markdown = benchMarkdown(results)
    expect(markdown).toContain('| home | 10 | 100 (90 / 200) | 190 (50 / 120) | 400 (20 / 40) | 0.25 | 1.90× |')
    expect(markdown).toContain('| home | 71.3 | 5 |')
    expect(markdown).toContain('10,240 sites')
    expect(markdown).toContain('median **94**')
  })
})
