import { defineConfig, devices } from '@playwright/test'
import { presetCookies } from './playwright/consent-state'

/**
 * Browser tests against the production build (projects `js` and `no-js`), plus the UI-kit
 * catalogue, which exists only under the development server (project `ui-kit`).
 * Chromium is Debian's (/usr/bin/chromium); no browser is downloaded.
 */
/** E2E_PORT_BASE moves all three servers, so that two checkouts can run their suites at once. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100)
const PROD_PORT = PORT_BASE
const DEV_PORT = PORT_BASE + 1
/** The production build with its twenty API unreachable: the 503 page and degraded chrome. */
const API_DOWN_PORT = PORT_BASE + 2
/**
 * E2E_OWN_SERVERS_ONLY=1 starts none of the servers below: for the projects that start their own
 * (`npm run test:reliability`).
 */
const ownServersOnly = !!process.env.E2E_OWN_SERVERS_ONLY
/** E2E_NO_DEV_SERVER=1 leaves out the development server and its UI-kit project (a quick local run). */
const withDevServer = !process.env.E2E_NO_DEV_SERVER && !ownServersOnly
/** Tests that start their own servers; the browser projects leave them out. */
const OWN_SERVER_SPECS = [/\.ops\.spec\.ts/, /\.fuzz\.spec\.ts/]
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: './playwright',
  globalSetup: './playwright/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // Under CI (scripts/test.sh sets CI), a stray `test.only` is an error instead of a run of just
  // that test, and a test that fails and then passes on its retry fails the run: the retry is
  // there to tell flaky from broken, not to turn red into green. The summary
  // (scripts/test-summary.mjs) reports both too; docs/decisions/005-honest-test-summary.md.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Generous for a shared two-core machine; timings are measured in `npm run bench`, not here.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    // Both start with a cookie choice made and a fixed visitor id (playwright/consent-state.ts):
    // the banner and the A/B test are the consent and flags specs' subject, nobody else's.
    {
      name: 'js',
      testIgnore: [/ui-kit\.spec\.ts/, /\.http\.spec\.ts/, /\.load\.spec\.ts/, ...OWN_SERVER_SPECS],
      use: {
        javaScriptEnabled: true,
        baseURL: `http://localhost:${PROD_PORT}`,
        storageState: presetCookies(),
      },
    },
    {
      name: 'no-js',
      testIgnore: [/ui-kit\.spec\.ts/, /\.http\.spec\.ts/, /\.load\.spec\.ts/, ...OWN_SERVER_SPECS],
      use: {
        javaScriptEnabled: false,
        baseURL: `http://localhost:${PROD_PORT}`,
        storageState: presetCookies(),
      },
    },
    // Requests without a browser page: status codes, headers, bytes.
    {
      name: 'http',
      testMatch: /\.http\.spec\.ts/,
      use: { baseURL: `http://localhost:${PROD_PORT}` },
    },
    // Timings under load (ratios only), once every other test against the production server is
    // done, so that they measure the server and not the rest of the suite. Alone: `--project=load --no-deps`.
    {
      name: 'load',
      testMatch: /\.load\.spec\.ts/,
      dependencies: ['js', 'no-js', 'http'],
      use: { baseURL: `http://localhost:${PROD_PORT}` },
    },
    // The load-and-fault suite (issue 22): its own clusters, API and fault proxy on
    // E2E_PORT_BASE + 20 and up, at the very end, alone. `npm run test:reliability` runs it by itself.
    {
      name: 'reliability',
      testMatch: /reliability\.ops\.spec\.ts/,
      dependencies: ownServersOnly ? [] : ['js', 'no-js', 'http', 'load', 'fuzz'],
      timeout: 180_000,
    },
    // The fuzz of every form action and API endpoint (issue 22): its own server on
    // E2E_PORT_BASE + 28, after the browser tests and before the reliability suite, alone.
    {
      name: 'fuzz',
      testMatch: /\.fuzz\.spec\.ts/,
      dependencies: ownServersOnly ? [] : ['js', 'no-js', 'http', 'load'],
      timeout: 300_000,
    },
    ...(withDevServer
      ? [
          {
            name: 'ui-kit',
            testMatch: /ui-kit\.spec\.ts/,
            // The development server compiles modules on first request; on a busy two-core machine a
            // page of the kit has taken 20-30 s.
            timeout: 90_000,
            use: {
              javaScriptEnabled: true,
              baseURL: `http://localhost:${DEV_PORT}`,
              // The kit's own widgets, not the cookie banner, are under test (it appears when idle).
              storageState: presetCookies(),
            },
          },
        ]
      : []),
  ],
  webServer: ownServersOnly
    ? []
    : [
        {
          // Its log goes to a file that the test summary reads (its error lines are told there):
          // Playwright drops a server's standard output.
          command: 'mkdir -p reports && exec node build/server.js >> reports/e2e-server.log',
          port: PROD_PORT,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            NODE_ENV: 'production',
            PORT: String(PROD_PORT),
            // One worker: the browser tests count per-process things (in-memory limits); the cluster
            // has its own suite (reliability).
            WEB_CONCURRENCY: '1',
            SESSION_SECRET: 'e2e-secret',
            DATABASE_PATH: './data/e2e.sqlite',
            LOG_LEVEL: 'warn',
            // Both browser projects post from one address; the per-address limits have unit tests.
            NEWSLETTER_RATE_LIMIT: '1000',
            POST_RATE_LIMIT: '1000',
            SIGN_IN_RATE_LIMIT: '1000',
            ACCOUNT_ADDRESS_RATE_LIMIT: '1000',
            CONTACT_RATE_LIMIT: '1000',
          },
        },
        {
          command: 'node build/server.js',
          port: API_DOWN_PORT,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            NODE_ENV: 'production',
            PORT: String(API_DOWN_PORT),
            WEB_CONCURRENCY: '1',
            SESSION_SECRET: 'e2e-secret',
            // Nothing listens on port 9: every API call fails at once.
            TWENTY_API_URL: 'http://127.0.0.1:9/api/twenty',
            TWENTY_TIMEOUT_MS: '2000',
            LOG_LEVEL: 'silent',
          },
        },
        ...(withDevServer
          ? [
              {
                command: 'npx tsx server.ts',
                port: DEV_PORT,
                reuseExistingServer: false,
                timeout: 120_000,
                env: {
                  NODE_ENV: 'development',
                  PORT: String(DEV_PORT),
                  HMR_PORT: String(24601 + PORT_BASE - 3000),
                  DATABASE_PATH: './data/e2e-dev.sqlite',
                  LOG_LEVEL: 'warn',
                },
              },
            ]
          : []),
      ],
})
