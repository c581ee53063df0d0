import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { serverLogErrors, summarise } from './test-summary-lib.mjs'
import {
  PLAYWRIGHT_STARTED,
  ROOT,
  VITEST_STARTED,
  assertion,
  playwrightFlaky,
  playwrightGlobalSetupError,
  playwrightGreen,
  playwrightNoTestsFound,
  playwrightReport,
  playwrightStrayOnly,
  pwFile,
  pwSpec,
  pwTest,
  vitestFile,
  vitestGreen,
  vitestImportFailure,
  vitestReport,
  vitestStrayOnly,
} from './test-summary.fixtures'

const run = (vitest: unknown, playwright: unknown, options: Parameters<typeof summarise>[2] = {}) =>
  summarise(vitest as object, playwright as object, { root: ROOT, ...options })

describe('test summary', () => {
  it('passes a green run and counts both runners', () => {
    const summary = run(vitestGreen(), playwrightGreen())
    expect(summary.reasons).toEqual([])
    expect(summary.ok).toBe(true)
    expect(summary.line).toBe('tests: 6 passed, 0 failed, 3 skipped')
  })

  it('fails a test that failed and then passed on its retry, and names it', () => {
    const summary = run(vitestGreen(), playwrightFlaky())
    expect(summary.ok).toBe(false)
    expect(summary.line).toBe('tests: 6 passed, 1 failed, 2 skipped')
    expect(summary.reasons).toEqual([
      '1 flaky test (retried then passed): [js] storefront.spec.ts › newsletter › signs up and confirms',
    ])
  })

  it('treats a test whose results hold a failure before the final pass as flaky, whatever its status says', () => {
    const report = playwrightReport([
      pwFile('storefront.spec.ts', 'newsletter', [
        pwSpec('signs up', [pwTest('js', 'expected', ['timedOut', 'passed'])]),
      ]),
    ])
    const summary = run(vitestGreen(), report)
    expect(summary.ok).toBe(false)
    expect(summary.counts).toMatchObject({ flaky: 1, passed: 3 })
  })

  it('trusts the stats when they count flaky tests that the suites do not show', () => {
    const report = playwrightGreen()
    report.stats.flaky = 2
    const summary = run(vitestGreen(), report)
    expect(summary.ok).toBe(false)
    expect(summary.counts.flaky).toBe(2)
    expect(summary.reasons).toEqual(['2 flaky tests (retried then passed): not named in the report'])
  })

  it('fails a vitest file that threw on import although no test failed', () => {
    const vitest = vitestImportFailure()
    expect(vitest.numFailedTests).toBe(0)
    vitest.testResults.push(vitestGreen().testResults[0]!)
    vitest.numPassedTests = 2
    const summary = run(vitest, playwrightGreen())
    expect(summary.ok).toBe(false)
    expect(summary.line).toBe('tests: 5 passed, 1 failed, 2 skipped')
    expect(summary.reasons).toEqual([
      "vitest could not load 1 file: tests/chrome.test.ts (Cannot find module './does-not-exist' imported from '/work/app/tests/chrome.test.ts')",
    ])
  })

  it('fails a vitest file whose hooks threw while its tests passed', () => {
    const vitest = vitestReport([
      vitestFile('tests/newsletter.test.ts', [assertion('newsletter > signs up')], 'teardown broke'),
    ])
    const summary = run(vitest, playwrightGreen())
    expect(summary.ok).toBe(false)
    expect(summary.reasons).toEqual([
      'vitest: 1 file failed outside tests (hook or teardown): tests/newsletter.test.ts (teardown broke)',
    ])
  })

  it('fails a vitest run whose totals show a failed suite that no file explains', () => {
    const vitest = vitestGreen()
    vitest.numFailedTestSuites = 1
    const summary = run(vitest, playwrightGreen())
    expect(summary.ok).toBe(false)
    expect(summary.reasons[0]).toMatch(/numFailedTestSuites/)
  })

  it('fails a vitest run that says success: false and nothing else', () => {
    const vitest = vitestGreen()
    vitest.success = false
    const summary = run(vitest, playwrightGreen())
    expect(summary.ok).toBe(false)
    expect(summary.reasons[0]).toMatch(/success: false/)
  })

  it('fails on a Playwright top-level error (global setup) and counts it as an error outside tests', () => {
    const summary = run(vitestGreen(), playwrightGlobalSetupError())
    expect(summary.ok).toBe(false)
    expect(summary.counts.errors).toBe(1)
    // The error explains why no browser test ran; no second reason.
    expect(summary.reasons).toEqual([
      'Playwright error outside tests: Error: page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:3101/_dev/ui-kit (playwright/global-setup.ts:14)',
    ])
    expect(summary.line).toMatch(/^tests: 3 passed, 1 failed, 2 skipped$/)
  })

  it('fails a stray test.only that forbidOnly refused, naming its place once', () => {
    const summary = run(vitestGreen(), playwrightStrayOnly())
    expect(summary.ok).toBe(false)
    expect(summary.reasons).toEqual([
      'stray test.only in the browser tests (forbidOnly refuses it under CI): playwright/storefront.spec.ts:8 (2 tests: storefront.spec.ts home page in every market uk: language; and 1 more)',
    ])
    expect(summary.counts.errors).toBe(1)
  })

  it('fails a stray .only that vitest refused under CI', () => {
    const summary = run(vitestStrayOnly(), playwrightGreen())
    expect(summary.ok).toBe(false)
    expect(summary.reasons).toEqual([
      'stray .only in the unit tests (allowOnly is off under CI): tests/route-table.test.ts > route table only me',
    ])
  })

  it('fails a run in which no test ran at all', () => {
    const summary = run(vitestReport([]), playwrightReport([]))
    expect(summary.ok).toBe(false)
    expect(summary.line).toBe('tests: 0 passed, 1 failed, 0 skipped')
    expect(summary.reasons).toEqual(['no tests ran'])
  })

  it('fails a run in which one runner found no tests', () => {
    expect(run(vitestGreen(), playwrightNoTestsFound()).reasons).toEqual(['no tests ran in Playwright (browser tests)'])
    expect(run(vitestReport([]), playwrightGreen()).reasons).toEqual(['no tests ran in vitest (unit tests)'])
  })

  it('fails a run in which every test was skipped', () => {
    const vitest = vitestReport([vitestFile('tests/chrome.test.ts', [assertion('chrome > later', 'skipped')])])
    const summary = run(vitest, playwrightGreen())
    expect(summary.reasons).toEqual(['no tests ran in vitest (unit tests)'])
  })

  it('fails when a report is missing: that runner did not run', () => {
    const summary = run(vitestGreen(), null)
    expect(summary.ok).toBe(false)
    expect(summary.reasons).toEqual([
      'playwright report missing: the browser tests did not run (reports/playwright.json)',
    ])
    expect(run(null, playwrightGreen()).reasons).toEqual([
      'vitest report missing: the unit tests did not run (reports/vitest.json)',
    ])
  })

  it('fails when a report cannot be parsed', () => {
    const summary = run(new SyntaxError('Unexpected end of JSON input'), playwrightGreen())
    expect(summary.ok).toBe(false)
    expect(summary.reasons).toEqual(['vitest report unreadable: Unexpected end of JSON input'])
  })

  it('fails on a stale report, written by a run that started before this one', () => {
    const startedAt = Date.parse(PLAYWRIGHT_STARTED) + 60_000
    const summary = run(vitestReport(vitestGreen().testResults, startedAt + 1_000), playwrightGreen(), { startedAt })
    expect(summary.ok).toBe(false)
    expect(summary.reasons).toEqual([
      'playwright report is stale: it was written by a run that started at 2026-11-22T15:31:24.296Z, before this one',
    ])
    expect(run(vitestGreen(), playwrightGreen(), { startedAt: VITEST_STARTED - 1_000 }).ok).toBe(true)
  })

  it('lists failed tests of both runners, at most three titles each', () => {
    const vitest = vitestReport([
      vitestFile('tests/chrome.test.ts', [assertion('chrome > a', 'failed', ['AssertionError: expected 1 to be 2'])]),
    ])
    const spec = (title: string, line: number) =>
      pwSpec(title, [pwTest('js', 'unexpected', ['failed', 'failed'])], line)
    const playwright = playwrightReport([
      pwFile('storefront.spec.ts', 'home', [spec('one', 1), spec('two', 2), spec('three', 3), spec('four', 4)]),
    ])
    const summary = run(vitest, playwright)
    expect(summary.ok).toBe(false)
    expect(summary.line).toBe('tests: 0 passed, 5 failed, 0 skipped')
    expect(summary.reasons).toEqual([
      '1 failed unit test: tests/chrome.test.ts > chrome a',
      '4 failed browser tests: [js] storefront.spec.ts › home › one; [js] storefront.spec.ts › home › two; [js] storefront.spec.ts › home › three; and 1 more',
    ])
  })

  it("fails when a runner exited non-zero although its report shows no failure (vitest's unhandled errors)", () => {
    const summary = run(vitestGreen(), playwrightGreen(), { vitestExit: '1', playwrightExit: '0' })
    expect(summary.ok).toBe(false)
    expect(summary.reasons).toEqual([
      "vitest exited with code 1 but its report shows no failure (an unhandled error? see vitest's output above)",
    ])
    // A failure the report explains needs no second reason.
    expect(run(vitestGreen(), playwrightFlaky(), { playwrightExit: 1 }).reasons).toHaveLength(1)
  })

  it('fails, first of all, when scripts/test.sh stopped early', () => {
    const summary = run(vitestGreen(), null, { stopped: 'build failed (exit 1): the browser tests did not run' })
    expect(summary.reasons[0]).toBe('build failed (exit 1): the browser tests did not run')
    expect(summary.ok).toBe(false)
  })
})

describe('scripts/test-summary.mjs', () => {
  let dir = ''
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const cli = (reports: { vitest?: unknown; playwright?: unknown }, env: Record<string, string> = {}) => {
    dir = mkdtempSync(join(tmpdir(), 'test-summary-'))
    if (reports.vitest) writeFileSync(join(dir, 'vitest.json'), JSON.stringify(reports.vitest))
    if (reports.playwright) writeFileSync(join(dir, 'playwright.json'), JSON.stringify(reports.playwright))
    const result = spawnSync(process.execPath, [fileURLToPath(new URL('./test-summary.mjs', import.meta.url))], {
      env: {
        ...process.env,
        VITEST_EXIT: '',
        PLAYWRIGHT_EXIT: '',
        TEST_RUN_STARTED: '',
        TEST_STOPPED: '',
        REPORTS_DIR: dir,
        ...env,
      },
      encoding: 'utf8',
    })
    return { status: result.status, lines: result.stdout.trim().split('\n') }
  }

  it('exits 0 on a green run, closing on the tests line', () => {
    const { status, lines } = cli({ vitest: vitestGreen(), playwright: playwrightGreen() })
    expect(lines.at(-1)).toBe('tests: 6 passed, 0 failed, 3 skipped')
    expect(status).toBe(0)
  })

  it('exits non-zero on a flaky test, saying why on the line above the tests line', () => {
    const { status, lines } = cli({ vitest: vitestGreen(), playwright: playwrightFlaky() })
    expect(status).not.toBe(0)
    expect(lines.at(-2)).toMatch(/^FAILED: 1 flaky test \(retried then passed\): /)
    expect(lines.at(-1)).toBe('tests: 6 passed, 1 failed, 2 skipped')
  })

  it('exits non-zero when a report is missing', () => {
    const { status, lines } = cli({ vitest: vitestGreen() })
    expect(status).not.toBe(0)
    expect(lines).toContain(
      'FAILED: playwright report missing: the browser tests did not run (reports/playwright.json)',
    )
  })

  it('exits non-zero on reports older than the run (TEST_RUN_STARTED)', () => {
    const { status, lines } = cli(
      { vitest: vitestGreen(), playwright: playwrightGreen() },
      { TEST_RUN_STARTED: String(Date.parse(PLAYWRIGHT_STARTED) + 3_600_000) },
    )
    expect(status).not.toBe(0)
    expect(lines.filter((l) => l.includes('is stale'))).toHaveLength(2)
  })

  it('tells the error lines of the browser tests’ server log, and nothing for warnings or a cut-off line', () => {
    const log = [
      JSON.stringify({ level: 40, msg: 'request completed', res: { status: 404 } }),
      JSON.stringify({ level: 50, msg: 'request errored', err: { message: 'boom' } }),
      'not json at all',
      JSON.stringify({ level: 60, msg: 'worker died' }),
      '{"level":50,"msg":"cut o',
    ].join('\n')
    expect(serverLogErrors(log)).toBe(
      'the server logged 2 error line(s) during the browser tests: request errored: boom; worker died',
    )
    expect(serverLogErrors(JSON.stringify({ level: 40, msg: 'slow' }))).toBeNull()
    expect(serverLogErrors(null)).toBeNull()
  })
})
