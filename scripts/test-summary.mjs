// Prints the closing line over every test run by scripts/test.sh (vitest and Playwright), in the
// plain form CI reads: "tests: N passed, N failed, N skipped" (flaky tests and errors outside tests counted as failed), preceded by one
// "FAILED: ..." line per reason when the run failed, and exits non-zero then.
// What counts as a failure: scripts/test-summary-lib.mjs and docs/decisions/005-honest-test-summary.md.
//
// Reads reports/vitest.json and reports/playwright.json (REPORTS_DIR overrides the folder), and
// from scripts/test.sh: VITEST_EXIT and PLAYWRIGHT_EXIT (the runners' exit codes),
// TEST_RUN_STARTED (ms since the epoch; older reports are stale) and TEST_STOPPED (why the run
// stopped early).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readReport, serverLogErrors, summarise } from './test-summary-lib.mjs'

const dir = process.env.REPORTS_DIR ?? 'reports'
const env = (/** @type {string} */ name) => (process.env[name] ? process.env[name] : undefined)
const started = env('TEST_RUN_STARTED')

const summary = summarise(readReport(join(dir, 'vitest.json')), readReport(join(dir, 'playwright.json')), {
  vitestExit: env('VITEST_EXIT'),
  playwrightExit: env('PLAYWRIGHT_EXIT'),
  startedAt: started === undefined ? undefined : Number(started),
  stopped: env('TEST_STOPPED'),
})

console.log('')
// The browser tests' server log (playwright.config.ts): its errors are told, not failed on.
const serverLog = join(dir, 'e2e-server.log')
const serverErrors = serverLogErrors(existsSync(serverLog) ? readFileSync(serverLog, 'utf8') : null)
if (serverErrors) console.log(`NOTE: ${serverErrors} (${serverLog})`)
for (const reason of summary.reasons) console.log(`FAILED: ${reason}`)
console.log(summary.line)
process.exitCode = summary.ok ? 0 : 1
