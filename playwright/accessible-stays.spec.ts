import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { marketMessage, marketUrl, ready } from './helpers'

/**
 * Accessible stays (issue 24), with and without JavaScript: a visitor ticks "step-free" in the
 * search's filters, sees as many campsites as the filter said, opens one and finds its units'
 * step-free entrance listed with the measured facts; the filters and the section in Swiss German
 * and Italian; axe on the filter panel and the campsite's section.
 */

const access = (code: MarketCode, key: string, values: Record<string, string | number> = {}) =>
  marketMessage(code, key, 'accessibility').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
const search = (code: MarketCode, key: string) => marketMessage(code, key, 'search')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const searchPath = (code: MarketCode) => href({ language: MARKETS[code].language }, 'searchAndBook')
const MEASURES = { cm: 80, metres: 100 }

/** The count a filter's label shows: "(12)". */
async function filterCount(page: Page, feature: string): Promise<number> {
  const text = await page.locator(`label[for="facet-accessibility-${feature}"]`).innerText()
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN)
}

async function resultsTotal(page: Page, code: MarketCode): Promise<number> {
  const pattern = escape(search(code, 'results.title_other')).replace('\\{\\{count\\}\\}', '(\\d+)')
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(pattern) })
  return Number(new RegExp(pattern).exec(await heading.innerText())?.[1])
}

async function noSeriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

for (const code of ['ie', 'de'] as const) {
  test(`${code}: filters for step-free units, as many results as the filter counted, and the units say so`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(marketUrl(code, searchPath(code)))
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('group', { name: access(code, 'filters.legend'), exact: true })).toBeVisible()
    const stepFree = page.getByRole('checkbox', {
      name: new RegExp(escape(access(code, 'feature.step-free-unit'))),
    })
    const counted = await filterCount(page, 'step-free-unit')
    expect(counted).toBeGreaterThan(0)
    if (javaScriptEnabled) await noSeriousViolations(page, '#accessibility-filters')

    if (!(await stepFree.isVisible())) await page.getByText(search(code, 'filters.title'), { exact: true }).click()
    await stepFree.check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: search(code, 'filters.apply') }).click()
    await page.waitForURL(/accessibility=step-free-unit/)
    await ready(page, javaScriptEnabled)
    await expect(stepFree).toBeChecked()
    expect(await resultsTotal(page, code)).toBe(counted)
    expect(await filterCount(page, 'step-free-unit')).toBe(counted)

    // The first campsite found: its accessibility section lists a step-free unit, with its entrance measured.
    const results = page.getByRole('list', { name: search(code, 'results.list') })
    await results.getByRole('heading', { level: 3 }).first().getByRole('link').click()
    await ready(page, javaScriptEnabled)
    const section = page.getByRole('region', { name: access(code, 'section.title') })
    await expect(section).toBeVisible()
    const stepFreeUnits = section
      .getByRole('article')
      .filter({ has: page.getByText(access(code, 'feature.step-free-unit'), { exact: false }) })
    await expect(stepFreeUnits.first()).toBeVisible()
    await expect(
      stepFreeUnits.first().getByText(new RegExp(`${escape(access(code, 'fact.entrance-level'))}|1:\\d+`)),
    ).toBeVisible()
    await expect(stepFreeUnits.first().getByRole('img').first()).toHaveAttribute('alt', /\S/)
    if (javaScriptEnabled) await noSeriousViolations(page, '#accessibility')
  })
}

test('de-ch: the filters and the campsite facts in Swiss German ("ss", never "ß")', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(marketUrl('de-ch', `${searchPath('de-ch')}?accessibility=accessible-parking`))
  await ready(page, javaScriptEnabled)
  expect(await resultsTotal(page, 'de-ch')).toBe(await filterCount(page, 'accessible-parking'))
  await page
    .getByRole('list', { name: search('de-ch', 'results.list') })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
    .click()
  await ready(page, javaScriptEnabled)
  const section = page.getByRole('region', { name: access('de-ch', 'section.title') })
  await expect(section.getByText(/Fussweg bis zur Rezeption/)).toBeVisible()
  expect(await section.innerText()).not.toContain('ß')
})

test('it: the filters in Italian, and two of them together narrow the results', async ({ page, javaScriptEnabled }) => {
  await page.goto(marketUrl('it', `${searchPath('it')}?accessibility=step-free-unit`))
  await ready(page, javaScriptEnabled)
  const alone = await resultsTotal(page, 'it')
  const wideDoors = page.getByRole('checkbox', {
    name: new RegExp(escape(access('it', 'feature.wide-doors', MEASURES))),
  })
  await expect(wideDoors).toBeVisible()
  const expected = await filterCount(page, 'wide-doors')
  await page.goto(marketUrl('it', `${searchPath('it')}?accessibility=step-free-unit&accessibility=wide-doors`))
  await ready(page, javaScriptEnabled)
  const both = await resultsTotal(page, 'it')
  expect(both).toBe(expected)
  expect(both).toBeLessThanOrEqual(alone)
  await expect(wideDoors).toBeChecked()
})
