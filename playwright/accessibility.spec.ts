import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { marketUrl, ready } from './helpers'

/** axe on the chrome's main pages: no serious or critical violations, desktop and phone. */
const PAGES = [
  ['home', '/'],
  ['country page', '/camping/france'],
  ['404 page', '/nowhere-to-be-found'],
  ['login page', '/inloggen'],
  ['booking sign-in step', '/inloggen?step=booking-sign-in'],
  ['forgot-password step', '/inloggen?step=forgot-password'],
] as const

for (const [name, path] of PAGES) {
  for (const width of [1280, 390]) {
    test(`${name} at ${width}px has no serious accessibility violations`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
      await page.setViewportSize({ width, height: 900 })
      await page.goto(marketUrl('nl', path))
      await ready(page, true)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        serious.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([])
    })
  }
}
