// Mutation check of the server-side rules: `npm run test:mutation` (not part of `npm test`).
// Scope and choices: docs/decisions/005-honest-test-summary.md. Scores per folder:
// scripts/mutation-score.mjs, which reads reports/mutation/mutation.json after the run.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The project's own vite config (its `test` block); `related` lets vitest pick the test files
  // that import the mutated file.
  vitest: { configFile: 'vite.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    // The storefront's server-side rules (client-only hooks and components are not in scope).
    'app/lib/**/*.ts',
    '!app/lib/**/*.test.ts',
    '!app/lib/sentry.client.ts',
    '!app/lib/hydrated.ts',
    '!app/lib/client-side-links.ts',
    '!app/lib/root-data.ts',
    // Its import.meta.glob needs literal arguments, which instrumented code no longer has
    // (vite fails to parse it); the file only loads the translation files.
    '!app/lib/i18n-resources.server.ts',
    // The embedded twenty API's rules; seed data, copy, image drawing and the CLI are not.
    'twenty/http.ts',
    'twenty/router.ts',
    'twenty/catalogue.ts',
    'twenty/navigation.ts',
    'twenty/newsletter.ts',
    'twenty/calendar.ts',
    'twenty/contract.ts',
    'twenty/search.ts',
    'twenty/pricing.ts',
    'twenty/seasons.ts',
    'twenty/autocomplete.ts',
    'twenty/free-search.ts',
    // Which host and path serve which storefront and page.
    'market-config/hosts.ts',
    'market-config/routes.ts',
  ],
  ignorePatterns: ['/build', '/data', '/test-results', '/playwright-report', '/playwright', '/reports', '/.cache'],
  // Two cores: one test runner per core.
  concurrency: 2,
  // Reruns only test mutants whose code or tests changed. Kept outside reports/, which every
  // `npm test` clears.
  incremental: true,
  incrementalFile: '.stryker-tmp/incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  timeoutMS: 10_000,
  // Report, never fail: the score is a guide to which rules lack tests.
  thresholds: { high: 80, low: 60, break: null },
  reporters: ['clear-text', 'html', 'json', 'progress'],
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportMutants: false,
    reportScoreTable: true,
  },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
}
