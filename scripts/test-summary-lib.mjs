// The logic behind scripts/test-summary.mjs: reads vitest's and Playwright's JSON reports and says
// whether the run passed, in one closing line plus one "FAILED: ..." line per reason.
//
// What fails a run (docs/decisions/005-honest-test-summary.md):
// - a missing, unreadable or stale report (that runner did not run in this run);
// - a failed test;
// - a flaky test: failed, then passed on a retry (retries stay for diagnosis, they never turn
//   red into green);
// - an error outside tests: a vitest file that failed to load or whose hooks threw, a Playwright
//   top-level error (global setup, web server, a spec that does not compile, a `test.only`
//   refused by forbidOnly);
// - a stray `.only` (refused under CI by vitest's allowOnly and Playwright's forbidOnly);
// - a runner that executed no test;
// - a runner that exited non-zero although its report shows no failure (vitest's unhandled
//   errors, for one, are in no report);
// - a step of scripts/test.sh that stopped the run (typecheck, build).
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

const ONLY_VITEST = /Unexpected \.only modifier/
const ONLY_PLAYWRIGHT = /focused with '\.only' is not allowed|forbidOnly/
const NO_TESTS_PLAYWRIGHT = /^Error: No tests found/
const MAX_TITLES = 3
// Reports carry the time their run started; one that started before this run is stale. The
// slack covers clocks read by different processes.
const STALE_SLACK_MS = 5_000

/**
 * Reads one JSON report: the parsed object, null when the file does not exist, or an Error when
 * it cannot be read or parsed (a run cut off while writing it, for one).
 * @param {string} file
 * @returns {object | null | Error}
 */
export function readReport(file) {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

/**
 * @typedef {object} Counts
 * @property {number} passed
 * @property {number} failed
 * @property {number} flaky
 * @property {number} skipped
 * @property {number} errors errors outside tests
 *
 * @typedef {object} SummaryOptions
 * @property {number | string} [vitestExit] vitest's exit code, when known
 * @property {number | string} [playwrightExit] Playwright's exit code, when known
 * @property {number} [startedAt] when this run started (ms since the epoch); older reports are stale
 * @property {string} [stopped] why scripts/test.sh stopped before running every step
 * @property {string} [root] directory that vitest's absolute file names are shown relative to
 *
 * @typedef {object} Summary
 * @property {string} line the closing line, "tests: N passed, N failed, N skipped"
 * @property {boolean} ok whether the run passed
 * @property {string[]} reasons why it did not, one line each, without the "FAILED: " prefix
 * @property {Counts} counts
 */

/**
 * @param {object | null | Error | undefined} vitest vitest's JSON report (`--reporter=json`)
 * @param {object | null | Error | undefined} playwright Playwright's JSON report
 * @param {SummaryOptions} [options]
 * @returns {Summary}
 */
export function summarise(vitest, playwright, options = {}) {
  const root = options.root ?? process.cwd()
  const v = readVitest(vitest, root, options.startedAt)
  const p = readPlaywright(playwright, root, options.startedAt)

  /** @type {string[]} */
  const reasons = []
  if (options.stopped) reasons.push(options.stopped)
  reasons.push(...v.reportProblems, ...p.reportProblems)

  if (v.loadErrors.length) {
    reasons.push(`vitest could not load ${plural(v.loadErrors.length, 'file')}: ${list(v.loadErrors)}`)
  }
  if (v.fileErrors.length) {
    reasons.push(
      `vitest: ${plural(v.fileErrors.length, 'file')} failed outside tests (hook or teardown): ${list(v.fileErrors)}`,
    )
  }
  reasons.push(...v.otherErrors)
  if (p.onlyErrors.length) {
    const places = p.onlyErrors.map(
      ({ where, titles }) => `${where} (${plural(titles.length, 'test')}: ${list(titles, titles.length, 1)})`,
    )
    reasons.push(`stray test.only in the browser tests (forbidOnly refuses it under CI): ${list(places)}`)
  }
  if (v.only.length) {
    reasons.push(`stray .only in the unit tests (allowOnly is off under CI): ${list(v.only)}`)
  }
  if (p.errors.length) {
    reasons.push(`Playwright ${p.errors.length === 1 ? 'error' : 'errors'} outside tests: ${list(p.errors)}`)
  }
  const vitestFailed = v.counts.failed - v.only.length
  if (vitestFailed > 0) {
    reasons.push(`${plural(vitestFailed, 'failed unit test')}: ${list(v.failedTitles, vitestFailed)}`)
  }
  if (p.counts.failed > 0) {
    reasons.push(`${plural(p.counts.failed, 'failed browser test')}: ${list(p.failedTitles, p.counts.failed)}`)
  }
  if (p.counts.flaky > 0) {
    reasons.push(
      `${plural(p.counts.flaky, 'flaky test')} (retried then passed): ${list(p.flakyTitles, p.counts.flaky)}`,
    )
  }
  // A runner that ran nothing because of errors outside tests is explained by them already.
  const vitestRanNothing =
    v.present &&
    v.counts.passed + v.counts.failed === 0 &&
    v.loadErrors.length + v.fileErrors.length + v.otherErrors.length === 0
  const playwrightRanNothing =
    p.present && p.counts.passed + p.counts.failed + p.counts.flaky === 0 && p.errors.length + p.onlyErrors.length === 0
  if (vitestRanNothing && playwrightRanNothing) reasons.push('no tests ran')
  else if (vitestRanNothing) reasons.push('no tests ran in vitest (unit tests)')
  else if (playwrightRanNothing) reasons.push('no tests ran in Playwright (browser tests)')

  // A runner's exit code can know of a failure that its report does not show.
  const vitestExit = Number(options.vitestExit ?? 0)
  if (vitestExit !== 0 && !v.explainsFailure) {
    reasons.push(
      `vitest exited with code ${vitestExit} but its report shows no failure (an unhandled error? see vitest's output above)`,
    )
  }
  const playwrightExit = Number(options.playwrightExit ?? 0)
  if (playwrightExit !== 0 && !p.explainsFailure) {
    reasons.push(
      `Playwright exited with code ${playwrightExit} but its report shows no failure (see Playwright's output above)`,
    )
  }

  /** @type {Counts} */
  const counts = {
    passed: v.counts.passed + p.counts.passed,
    failed: v.counts.failed + p.counts.failed,
    flaky: p.counts.flaky,
    skipped: v.counts.skipped + p.counts.skipped,
    errors: v.loadErrors.length + v.fileErrors.length + v.otherErrors.length + p.errors.length + p.onlyErrors.length,
  }
  const ok = reasons.length === 0
  // The closing line keeps the plain shape "N passed, N failed, N skipped" that CI reads: flaky
  // tests and errors outside tests count as failures there, and a run that failed for another
  // reason (nothing ran, a missing report, a stopped step) never shows "0 failed".
  const failedOnLine = counts.failed + counts.flaky + counts.errors || (ok ? 0 : 1)
  const line = `tests: ${counts.passed} passed, ${failedOnLine} failed, ${counts.skipped} skipped`
  return { line, ok, reasons, counts }
}

/**
 * @param {object | null | Error | undefined} report
 * @param {string} root
 * @param {number | undefined} startedAt
 */
function readVitest(report, root, startedAt) {
  const result = {
    present: false,
    /** @type {string[]} */ reportProblems: [],
    counts: { passed: 0, failed: 0, skipped: 0 },
    /** @type {string[]} */ failedTitles: [],
    /** @type {string[]} */ only: [],
    /** @type {string[]} */ loadErrors: [],
    /** @type {string[]} */ fileErrors: [],
    /** @type {string[]} */ otherErrors: [],
    explainsFailure: false,
  }
  if (report == null) {
    result.reportProblems.push('vitest report missing: the unit tests did not run (reports/vitest.json)')
    result.explainsFailure = true
    return result
  }
  if (report instanceof Error) {
    result.reportProblems.push(`vitest report unreadable: ${firstLine(report.message)}`)
    result.explainsFailure = true
    return result
  }
  const r = /** @type {any} */ (report)
  if (!Array.isArray(r.testResults)) {
    result.reportProblems.push('vitest report has no testResults: not a vitest JSON report')
    result.explainsFailure = true
    return result
  }
  result.present = true
  if (isStale(r.startTime, startedAt)) {
    result.reportProblems.push(
      `vitest report is stale: it was written by a run that started at ${iso(r.startTime)}, before this one`,
    )
  }

  let passed = 0
  let failed = 0
  let skipped = 0
  for (const file of r.testResults) {
    const name = relative(root, String(file.name ?? '?')) || String(file.name)
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : []
    let failedHere = 0
    for (const a of assertions) {
      if (a.status === 'passed') passed++
      else if (a.status === 'failed') {
        failed++
        failedHere++
        const title = `${name} > ${a.fullName ?? a.title}`
        if ((a.failureMessages ?? []).some((/** @type {string} */ m) => ONLY_VITEST.test(m))) result.only.push(title)
        else result.failedTitles.push(title)
      } else skipped++ // skipped, pending, todo
    }
    if (file.status === 'failed') {
      const message = firstLine(file.message ?? '')
      if (assertions.length === 0) result.loadErrors.push(message ? `${name} (${message})` : name)
      else if (message || failedHere === 0) result.fileErrors.push(message ? `${name} (${message})` : name)
    }
  }
  // The summary numbers can only add to what the per-file results show, never hide it.
  result.counts.passed = Math.max(passed, num(r.numPassedTests))
  result.counts.failed = Math.max(failed, num(r.numFailedTests))
  result.counts.skipped = Math.max(skipped, num(r.numPendingTests) + num(r.numTodoTests))

  // Failures that the report's totals show and its files do not explain.
  const explained = () =>
    result.reportProblems.length +
    result.counts.failed +
    result.loadErrors.length +
    result.fileErrors.length +
    result.otherErrors.length
  if (explained() === 0 && num(r.numFailedTestSuites) > 0) {
    result.otherErrors.push(
      `vitest counted ${plural(num(r.numFailedTestSuites), 'failed suite')} (numFailedTestSuites) but no failed test or file`,
    )
  } else if (explained() === 0 && r.success === false && result.counts.passed + result.counts.failed > 0) {
    result.otherErrors.push('vitest reported failure (success: false) but no failed test or file')
  }
  result.explainsFailure = explained() > 0 || result.counts.passed + result.counts.failed === 0
  return result
}

/**
 * @param {object | null | Error | undefined} report
 * @param {string} root
 * @param {number | undefined} startedAt
 */
function readPlaywright(report, root, startedAt) {
  const result = {
    present: false,
    /** @type {string[]} */ reportProblems: [],
    counts: { passed: 0, failed: 0, flaky: 0, skipped: 0 },
    /** @type {string[]} */ failedTitles: [],
    /** @type {string[]} */ flakyTitles: [],
    /** @type {string[]} */ errors: [],
    /** @type {{ where: string, titles: string[] }[]} */ onlyErrors: [],
    explainsFailure: false,
  }
  if (report == null) {
    result.reportProblems.push('playwright report missing: the browser tests did not run (reports/playwright.json)')
    result.explainsFailure = true
    return result
  }
  if (report instanceof Error) {
    result.reportProblems.push(`playwright report unreadable: ${firstLine(report.message)}`)
    result.explainsFailure = true
    return result
  }
  const r = /** @type {any} */ (report)
  if (!Array.isArray(r.suites) || typeof r.stats !== 'object' || r.stats === null) {
    result.reportProblems.push('playwright report has no suites or stats: not a Playwright JSON report')
    result.explainsFailure = true
    return result
  }
  result.present = true
  const started = r.stats.startTime ? Date.parse(r.stats.startTime) : undefined
  if (isStale(started, startedAt)) {
    result.reportProblems.push(
      `playwright report is stale: it was written by a run that started at ${r.stats.startTime}, before this one`,
    )
  }

  const walked = { passed: 0, failed: 0, flaky: 0, skipped: 0 }
  let reclassified = 0 // "expected" in the report, flaky here
  for (const { test, title } of playwrightTests(r.suites, [])) {
    const label = `[${test.projectName ?? test.projectId ?? '?'}] ${title}`
    const results = Array.isArray(test.results) ? test.results : []
    // A test that failed and then passed on a retry is flaky, whatever status it was given.
    const failedBeforePass =
      test.expectedStatus !== 'failed' &&
      results.length > 1 &&
      results.at(-1)?.status === 'passed' &&
      results.slice(0, -1).some((/** @type {any} */ x) => x.status !== 'passed' && x.status !== 'skipped')
    if (test.status === 'flaky' || (test.status === 'expected' && failedBeforePass)) {
      if (test.status === 'expected') reclassified++
      walked.flaky++
      result.flakyTitles.push(label)
    } else if (test.status === 'unexpected') {
      walked.failed++
      result.failedTitles.push(label)
    } else if (test.status === 'skipped') walked.skipped++
    else walked.passed++ // expected
  }
  const s = r.stats
  result.counts.passed = Math.max(walked.passed, num(s.expected) - reclassified)
  result.counts.failed = Math.max(walked.failed, num(s.unexpected))
  result.counts.flaky = Math.max(walked.flaky, num(s.flaky))
  result.counts.skipped = Math.max(walked.skipped, num(s.skipped))

  const seen = new Set()
  for (const error of Array.isArray(r.errors) ? r.errors : []) {
    const message = firstLine(stripAnsi(String(error?.message ?? error?.value ?? error ?? '')))
    if (NO_TESTS_PLAYWRIGHT.test(message)) continue // reported as "no tests ran"
    const place = error?.location?.file ? `${shortPath(error.location.file, root)}:${error.location.line}` : ''
    const text = place ? `${message} (${place})` : message
    if (seen.has(text)) continue
    seen.add(text)
    if (ONLY_PLAYWRIGHT.test(message)) {
      // "Error: item focused with '.only' is not allowed due to the 'forbidOnly' option in '…': "file title"".
      // One `.only` in a loop focuses many tests: one error per place, naming its tests.
      const title = /: "(.*)"$/.exec(message)?.[1] ?? message
      const where = place || 'unknown place'
      const known = result.onlyErrors.find((e) => e.where === where)
      if (known) known.titles.push(title)
      else result.onlyErrors.push({ where, titles: [title] })
    } else result.errors.push(text)
  }
  const ranNothing = result.counts.passed + result.counts.failed + result.counts.flaky === 0
  result.explainsFailure =
    ranNothing ||
    result.reportProblems.length +
      result.counts.failed +
      result.counts.flaky +
      result.errors.length +
      result.onlyErrors.length >
      0
  return result
}

/**
 * Every test in a Playwright report, with its title path ("file › describe › test").
 * @param {any[]} suites
 * @param {string[]} path
 * @returns {Generator<{ test: any, title: string }>}
 */
function* playwrightTests(suites, path) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...path, suite.title] : path
    for (const spec of suite.specs ?? []) {
      const title = [...here, spec.title].join(' › ')
      for (const test of spec.tests ?? []) yield { test, title }
    }
    yield* playwrightTests(suite.suites, here)
  }
}

/** @param {unknown} reportStart @param {number | undefined} runStart */
function isStale(reportStart, runStart) {
  if (runStart === undefined || runStart === null || !Number.isFinite(runStart)) return false
  const t = Number(reportStart)
  return !Number.isFinite(t) || t < runStart - STALE_SLACK_MS
}

/** @param {unknown} ms */
function iso(ms) {
  const t = Number(ms)
  return Number.isFinite(t) ? new Date(t).toISOString() : 'an unknown time'
}

/** @param {unknown} n */
function num(n) {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0
}

/** @param {number} n @param {string} noun */
function plural(n, noun) {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

/**
 * Names up to `max` of `total` items, of which `items` are known by name.
 * @param {string[]} items
 * @param {number} [total]
 * @param {number} [max]
 */
function list(items, total = items.length, max = MAX_TITLES) {
  const shown = items.slice(0, max)
  const more = Math.max(total, items.length) - shown.length
  if (shown.length === 0) return 'not named in the report'
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ')
}

/** @param {string} text */
function firstLine(text) {
  return stripAnsi(text).trim().split('\n')[0]?.trim() ?? ''
}

/** @param {string} text */
function stripAnsi(text) {
  return text.replace(/\u001b\[[0-9;]*m/g, '')
}

/** @param {string} file @param {string} root */
function shortPath(file, root) {
  const rel = relative(root, file)
  return rel && !rel.startsWith('..') ? rel : file
}

/**
 * The error lines (pino level 50 and up) in the browser tests' server log, which the browser
 * tests' production server appends to (playwright.config.ts). Told, not failed on: a test that
 * provokes a server error on purpose must not turn the run red, and one that is not on purpose
 * shows up here instead of nowhere (Playwright drops a server's standard output).
 * @param {string | null} log the log's text, null when there is none
 * @returns {string | null} one line saying how many and which, or null when none
 */
export function serverLogErrors(log) {
  if (!log) return null
  /** @type {string[]} */
  const messages = []
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const entry = JSON.parse(line)
      if (typeof entry.level !== 'number' || entry.level < 50) continue
      const error = entry.err && typeof entry.err.message === 'string' ? `: ${entry.err.message}` : ''
      messages.push(`${String(entry.msg ?? 'error')}${error}`.slice(0, 160))
    } catch {
      // a line cut off when the server stopped
    }
  }
  if (messages.length === 0) return null
  return `the server logged ${messages.length} error line(s) during the browser tests: ${list(messages)}`
}
