import { chromium, type FullConfig } from '@playwright/test'

/**
 * The development server compiles modules on first request; loading the UI-kit page once before
 * the tests keeps that one-off cost out of the first test's time budget.
 */
export default async function warmDevServer(config: FullConfig): Promise<void> {
  const project = config.projects.find((p) => p.name === 'ui-kit')
  const baseURL = project?.use.baseURL
  if (!baseURL) return
  const browser = await chromium.launch(project.use.launchOptions)
  try {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/_dev/ui-kit`, { timeout: 120_000 })
    await page.waitForFunction(
      () =>
        (window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state
          ?.initialized,
      undefined,
      { timeout: 120_000 },
    )
  } finally {
    await browser.close()
  }
}
