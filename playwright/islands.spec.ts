import { expect, test } from '@playwright/test'
import { href } from '../market-config/routes'
import { marketUrl, ready } from './helpers'

/**
 * Islands (app/lib/island.tsx, decision 033) hydrate over the server's markup: no React error on
 * the way (418/422: a mismatch, 421: an update before hydration, each throwing the server's
 * markup away), the markup is the server's (its ids kept), and the island works once hydrated.
 */
const en = { language: 'en' as const }
const PAGES = [
  ['the search page', href(en, 'searchAndBook')],
  ['a country page', '/camping/france'],
  ['the free search', href(en, 'freeSearch', undefined, { query: 'lake' })],
  ['the sign-in page', href(en, 'login')],
  ['the newsletter page', href(en, 'newsletter')],
] as const

for (const [name, path] of PAGES) {
  test(`uk: ${name} hydrates its islands without a React error`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'hydration needs JavaScript')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(marketUrl('uk', path))
    const serverIds = await page.locator('[data-island] [id]').evaluateAll((elements) => elements.map((e) => e.id))
    await ready(page, javaScriptEnabled)
    expect(await page.locator('[data-island="hydrated"]').count()).toBeGreaterThan(0)
    // Client rendering would have replaced the server's useId ids (":R...:") with its own (":r...:").
    const ids = await page.locator('[data-island] [id]').evaluateAll((elements) => elements.map((e) => e.id))
    expect(ids).toEqual(serverIds)
    expect(errors).toEqual([])
  })
}
