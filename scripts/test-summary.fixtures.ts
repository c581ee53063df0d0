// Small reports in the shape vitest 3.2 (`--reporter=json`) and Playwright 1.65 (`--reporter=json`)
// write, for scripts/test-summary.test.ts. Modelled on reports of real runs of tiny throwaway
// projects (a passing, a failing, a skipped and a todo test; a file that throws on import; a
// `.only` under CI; a test that passed on its retry; a global setup that throws; no tests at all),
// trimmed to the fields the summary reads plus a few neighbours, so that a change of shape shows.

export const ROOT = '/work/app'

// ---------------------------------------------------------------- vitest

type VitestAssertion = {
  ancestorTitles: string[]
  fullName: string
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo'
  title: string
  duration?: number
  failureMessages: string[]
  meta: Record<string, never>
}

type VitestFile = {
  assertionResults: VitestAssertion[]
  startTime: number
  endTime: number
  status: 'passed' | 'failed'
  message: string
  name: string
}

export const VITEST_STARTED = 1795361446210

export function assertion(
  fullName: string,
  status: VitestAssertion['status'] = 'passed',
  failureMessages: string[] = [],
): VitestAssertion {
  const parts = fullName.split(' > ')
  return {
    ancestorTitles: parts.slice(0, -1),
    fullName: parts.join(' '),
    status,
    title: parts.at(-1) ?? fullName,
    ...(status === 'passed' || status === 'failed' ? { duration: 1.2 } : {}),
    failureMessages,
    meta: {},
  }
}

export function vitestFile(name: string, assertionResults: VitestAssertion[], fileError = ''): VitestFile {
  const failed = fileError !== '' || assertionResults.some((a) => a.status === 'failed')
  return {
    assertionResults,
    startTime: VITEST_STARTED + 250,
    endTime: VITEST_STARTED + 258.3,
    status: failed ? 'failed' : 'passed',
    message: fileError,
    name: `${ROOT}/${name}`,
  }
}

/** A report as vitest writes it: totals computed from the files, as vitest does. */
export function vitestReport(testResults: VitestFile[], startTime = VITEST_STARTED) {
  const all = testResults.flatMap((f) => f.assertionResults)
  const count = (status: VitestAssertion['status']) => all.filter((a) => a.status === status).length
  const failedFiles = testResults.filter((f) => f.status === 'failed').length
  return {
    numTotalTestSuites: testResults.length,
    numPassedTestSuites: testResults.length - failedFiles,
    numFailedTestSuites: failedFiles,
    numPendingTestSuites: 0,
    numTotalTests: all.length,
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped') + count('pending'),
    numTodoTests: count('todo'),
    snapshot: {
      added: 0,
      failure: false,
      filesAdded: 0,
      filesRemoved: 0,
      filesRemovedList: [],
      filesUnmatched: 0,
      filesUpdated: 0,
      matched: 0,
      total: 0,
      unchecked: 0,
      uncheckedKeysByFile: [],
      unmatched: 0,
      updated: 0,
      didUpdate: false,
    },
    startTime,
    // vitest 3.2 says success: false for a failed file and for a run with no test files.
    success: failedFiles === 0 && testResults.length > 0,
    testResults,
  }
}

/** A green vitest run: two files, one skipped and one todo test. */
export const vitestGreen = () =>
  vitestReport([
    vitestFile('tests/route-table.test.ts', [
      assertion('route table > registers every route id and path once'),
      assertion('route table > knows the search-and-book translations'),
      assertion('route table > one day', 'skipped'),
    ]),
    vitestFile('twenty/calendar.test.ts', [
      assertion('calendar > opens in April'),
      assertion('calendar > later', 'todo'),
    ]),
  ])

/** Verbatim shape of a real vitest 3.2 report for a file that throws on import. */
export const vitestImportFailure = () => ({
  numTotalTestSuites: 1,
  numPassedTestSuites: 0,
  numFailedTestSuites: 1,
  numPendingTestSuites: 0,
  numTotalTests: 0,
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  snapshot: vitestReport([]).snapshot,
  startTime: VITEST_STARTED,
  success: false,
  testResults: [
    {
      assertionResults: [],
      startTime: VITEST_STARTED,
      endTime: VITEST_STARTED,
      status: 'failed',
      message: `Cannot find module './does-not-exist' imported from '${ROOT}/tests/chrome.test.ts'`,
      name: `${ROOT}/tests/chrome.test.ts`,
    } as VitestFile,
  ],
})

/** vitest 3.2 under CI (allowOnly off) fails the focused test itself and skips the rest. */
export const vitestStrayOnly = () =>
  vitestReport([
    vitestFile('tests/route-table.test.ts', [
      assertion('route table > only me', 'failed', [
        'Error: [Vitest] Unexpected .only modifier. Remove it or pass --allowOnly argument to bypass this error\n    at file:///…/@vitest/runner/dist/chunk-hooks.js:1:1',
      ]),
      assertion('route table > the others', 'skipped'),
    ]),
    vitestGreen().testResults[1]!,
  ])

// ---------------------------------------------------------------- Playwright

type PlaywrightResultStatus = 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted'
type PlaywrightTestStatus = 'expected' | 'unexpected' | 'flaky' | 'skipped'

export const PLAYWRIGHT_STARTED = '2026-11-22T15:31:24.296Z'

function result(status: PlaywrightResultStatus, retry: number) {
  const failed = status === 'failed' || status === 'timedOut'
  const error = {
    message:
      'Error: \u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe\u001b[2m(\u001b[22m\u001b[32mexpected\u001b[39m\u001b[2m)',
    location: { file: '/work/app/playwright/storefront.spec.ts', column: 71, line: 4 },
  }
  return {
    workerIndex: retry,
    parallelIndex: 0,
    status,
    duration: 8,
    ...(failed ? { error: { ...error, stack: 'Error: …', snippet: '…' }, errorLocation: error.location } : {}),
    errors: failed ? [error] : [],
    stdout: [],
    stderr: [],
    retry,
    startTime: '2026-11-22T15:31:24.928Z',
    annotations: [],
    attachments: [],
  }
}

/** One test of a spec in one project; `results` are the statuses of its attempts in order. */
export function pwTest(projectName: string, status: PlaywrightTestStatus, results: PlaywrightResultStatus[]) {
  return {
    timeout: 30000,
    annotations:
      status === 'skipped'
        ? [{ type: 'skip', location: { file: '/work/app/playwright/storefront.spec.ts', line: 5, column: 8 } }]
        : [],
    expectedStatus: status === 'skipped' ? 'skipped' : 'passed',
    projectId: projectName,
    projectName,
    results: results.map((s, retry) => result(s, retry)),
    status,
  }
}

export function pwSpec(title: string, tests: ReturnType<typeof pwTest>[], line = 3) {
  return {
    title,
    ok: tests.every((t) => t.status !== 'unexpected'),
    tags: [],
    tests,
    id: `b023a9b3e97f8d8b4cbf-${line}`,
    file: 'storefront.spec.ts',
    line,
    column: 3,
  }
}

/** A file suite with one describe block, as Playwright nests them. */
export function pwFile(file: string, describe: string, specs: ReturnType<typeof pwSpec>[]) {
  return {
    title: file,
    file,
    column: 0,
    line: 0,
    specs: [],
    suites: [{ title: describe, file, line: 2, column: 6, specs }],
  }
}

type PlaywrightError = {
  message: string
  stack?: string
  location?: { file: string; line: number; column: number }
  snippet?: string
}

/** A report as Playwright writes it: stats computed from the tests, as Playwright does. */
export function playwrightReport(
  suites: ReturnType<typeof pwFile>[],
  errors: PlaywrightError[] = [],
  startTime = PLAYWRIGHT_STARTED,
) {
  const tests = suites.flatMap((f) => f.suites.flatMap((s) => s.specs.flatMap((spec) => spec.tests)))
  const count = (status: PlaywrightTestStatus) => tests.filter((t) => t.status === status).length
  return {
    config: {
      configFile: '/work/app/playwright.config.ts',
      rootDir: '/work/app/playwright',
      forbidOnly: true,
      failOnFlakyTests: true,
      version: '1.65.1',
      workers: 2,
    },
    suites,
    errors,
    stats: {
      startTime,
      duration: 4447.8,
      expected: count('expected'),
      skipped: count('skipped'),
      unexpected: count('unexpected'),
      flaky: count('flaky'),
    },
  }
}

/** A green browser run in two projects, with a test skipped without JavaScript. */
export const playwrightGreen = () =>
  playwrightReport([
    pwFile('storefront.spec.ts', 'home page in every market', [
      pwSpec('nl: language, currency, header, footer', [
        pwTest('js', 'expected', ['passed']),
        pwTest('no-js', 'expected', ['passed']),
      ]),
      pwSpec(
        'home page screenshot, desktop',
        [pwTest('js', 'expected', ['passed']), pwTest('no-js', 'skipped', ['skipped'])],
        9,
      ),
    ]),
  ])

/** Failed once, passed on the CI retry: Playwright marks the test "flaky". */
export const playwrightFlaky = () =>
  playwrightReport([
    pwFile('storefront.spec.ts', 'newsletter', [
      pwSpec('signs up and confirms', [
        pwTest('js', 'flaky', ['failed', 'passed']),
        pwTest('no-js', 'expected', ['passed']),
      ]),
      pwSpec(
        'rejects a bad address',
        [pwTest('js', 'expected', ['passed']), pwTest('no-js', 'expected', ['passed'])],
        12,
      ),
    ]),
  ])

/**
 * `test.only` refused by forbidOnly: nothing runs, and every focused test is a top-level error,
 * repeated per project. Here one `.only` inside a loop over markets focuses two tests.
 */
export const playwrightStrayOnly = () => {
  const refusal = (market: string) => ({
    message: `Error: item focused with '.only' is not allowed due to the 'forbidOnly' option in 'playwright.config.ts': "storefront.spec.ts home page in every market ${market}: language"`,
    location: { file: '/work/app/playwright/storefront.spec.ts', line: 8, column: 10 },
    snippet:
      '   at storefront.spec.ts:8\n\n> 8 |     test.only(`${code}: language`, async ({ page }) => {\n    |          ^',
  })
  return playwrightReport([], [refusal('uk'), refusal('uk'), refusal('nl'), refusal('nl')])
}

/** A global setup that throws: no test runs, one top-level error. */
export const playwrightGlobalSetupError = () =>
  playwrightReport(
    [],
    [
      {
        message: 'Error: page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:3101/_dev/ui-kit',
        stack:
          'Error: page.goto: net::ERR_CONNECTION_REFUSED\n    at warmDevServer (/work/app/playwright/global-setup.ts:14:16)',
        location: { file: '/work/app/playwright/global-setup.ts', column: 16, line: 14 },
        snippet: '…',
      },
    ],
  )

/** Playwright with no test files matched (without --pass-with-no-tests). */
export const playwrightNoTestsFound = () => playwrightReport([], [{ message: 'Error: No tests found' }])
