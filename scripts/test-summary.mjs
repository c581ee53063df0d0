// Prints one closing line over every test run by scripts/test.sh (vitest and Playwright), in the
// plain form CI reads: "tests: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs'

const read = (file) => JSON.parse(readFileSync(file, 'utf8'))
const vitest = read('reports/vitest.json')
const playwright = read('reports/playwright.json')

const passed = vitest.numPassedTests + (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0)
const failed = vitest.numFailedTests + (playwright.stats.unexpected ?? 0)
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats.skipped ?? 0)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
