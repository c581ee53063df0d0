import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests against the production build (projects `js` and `no-js`), plus the UI-kit
 * catalogue, which exists only under the development server (project `ui-kit`).
 * Chromium is Debian's (/usr/bin/chromium); no browser is downloaded.
 */
const PROD_PORT = 3100
const DEV_PORT = 3101
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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'js',
      testIgnore: /ui-kit\.spec\.ts/,
      use: { javaScriptEnabled: true, baseURL: `http://localhost:${PROD_PORT}` },
    },
    {
      name: 'no-js',
      testIgnore: /ui-kit\.spec\.ts/,
      use: { javaScriptEnabled: false, baseURL: `http://localhost:${PROD_PORT}` },
    },
    {
      name: 'ui-kit',
      testMatch: /ui-kit\.spec\.ts/,
      use: { javaScriptEnabled: true, baseURL: `http://localhost:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'node build/server.js',
      port: PROD_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(PROD_PORT),
        SESSION_SECRET: 'e2e-secret',
        DATABASE_PATH: './data/e2e.sqlite',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'npx tsx server.ts',
      port: DEV_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'development',
        PORT: String(DEV_PORT),
        HMR_PORT: '24701',
        DATABASE_PATH: './data/e2e-dev.sqlite',
        LOG_LEVEL: 'warn',
      },
    },
  ],
})
