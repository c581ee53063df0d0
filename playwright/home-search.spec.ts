import { expect, test, type Locator, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { currencySign, marketUrl, message, ready, saturdayNextYear } from './helpers'

/**
 * The home page's search form (SPEC sections 4, 5 and 9): a GET form to the search-and-book page
 * that works without JavaScript; with JavaScript a destination combobox, a calendar and a party
 * picker. Prices on the results are whole-stay totals in the market's currency.
 */

const form = (language: string, key: string) => message(language as never, key, 'search-form')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** France and the Dordogne as the seed names them in each market's language. */
const NAMES: Partial<Record<MarketCode, { france: string; dordogne: string }>> = {
  uk: { france: 'France', dordogne: 'Dordogne' },
  'de-ch': { france: 'Frankreich', dordogne: 'Dordogne' },
  it: { france: 'Francia', dordogne: 'Dordogna' },
}

/** A Saturday in July of next year, in the high season. */
const julySaturday = () => saturdayNextYear(7, 8)

function searchForm(page: Page, language: string): Locator {
  return page.getByRole('search', { name: form(language, 'label') })
}

async function expectResults(page: Page, code: MarketCode, date: string) {
  const { language } = MARKETS[code]
  await expect(page).toHaveURL(new RegExp(`^${escape(marketUrl(code, href({ language }, 'searchAndBook')))}\\?`))
  const url = new URL(page.url())
  expect(url.searchParams.get('country')).toBe('france')
  expect(url.searchParams.get('date')).toBe(date)
  expect(url.searchParams.get('duration') ?? '7').toBe('7')
  expect(url.searchParams.get('adults') ?? '2').toBe('2')
  // Without JavaScript the unused child-age selects send empty values, which the page ignores.
  expect(url.searchParams.getAll('children').filter(Boolean)).toEqual(['4'])
  const prices = page.getByTestId('result-price')
  await expect(prices.first()).toBeVisible()
  for (const price of await prices.allInnerTexts()) expect(price).toContain(currencySign(code))
}

for (const code of ['uk', 'de-ch', 'it'] as const) {
  const { language, languageTag } = MARKETS[code]
  const names = NAMES[code]!

  test(`${code}: the home form searches a country, a July week and a party, and shows prices`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // Two page loads and a dozen steps on a shared machine.
    test.slow()
    await page.goto(marketUrl(code))
    await ready(page, javaScriptEnabled)
    const search = searchForm(page, language)
    const date = julySaturday()

    if (!javaScriptEnabled) {
      await search.getByLabel(form(language, 'destination'), { exact: true }).selectOption('france')
      await search.getByLabel(form(language, 'date'), { exact: true }).fill(date)
      await search.getByLabel(form(language, 'duration'), { exact: true }).selectOption('7')
      await search.locator('summary').click()
      await search.getByLabel(form(language, 'adults'), { exact: true }).selectOption('2')
      await search.getByLabel(form(language, 'child-age').replace('{{number}}', '1'), { exact: true }).selectOption('4')
      await search.getByRole('button', { name: form(language, 'submit'), exact: true }).click()
      await expectResults(page, code, date)
      return
    }

    // The form's code loads on first use or when the browser is idle.
    const destination = search.locator('input[role="combobox"]')
    await destination.click()

    // Below 2 characters: popular destinations; from 2: matches, chosen with the arrow keys.
    await destination.fill('F')
    const listbox = search.getByRole('listbox')
    await expect(listbox.getByText(form(language, 'popular'), { exact: true })).toBeVisible()
    await expect(listbox.getByRole('option').first()).toBeVisible()
    await destination.fill('Dord')
    await expect(listbox.getByRole('option').first()).toContainText(names.dordogne)
    await expect(listbox.getByRole('option').last()).toHaveText(
      form(language, 'search-for').replace('{{query}}', 'Dord'),
    )
    await destination.fill('')
    await destination.pressSequentially(names.france.slice(0, 4))
    await expect(listbox.getByRole('option').first()).toContainText(names.france)
    await destination.press('ArrowDown')
    const first = listbox.getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(destination).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await destination.press('Enter')
    await expect(destination).toHaveValue(names.france)
    await expect(destination).toHaveAttribute('aria-expanded', 'false')
    await expect(search.locator('input[type="hidden"][name="country"]')).toHaveValue('france')

    // The calendar: weeks start on Monday, in the market's language; Escape returns focus.
    const dateButton = search.locator('button[data-field="date"]')
    await dateButton.click()
    const calendar = search.getByRole('dialog', { name: form(language, 'calendar') })
    const monday = new Intl.DateTimeFormat(languageTag, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1)),
    )
    await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', new RegExp(`^${escape(monday)}$`, 'i'))
    await page.keyboard.press('Escape')
    await expect(calendar).toBeHidden()
    await expect(dateButton).toBeFocused()

    await dateButton.click()
    const day = calendar.locator(`[data-day="${date}"] button`)
    for (let month = 0; month < 24 && !(await day.isVisible()); month++) await page.keyboard.press('PageDown')
    await day.click()
    await expect(calendar).toBeHidden()
    await expect(search.locator('input[type="hidden"][name="date"]')).toHaveValue(date)

    await search.getByLabel(form(language, 'duration'), { exact: true }).selectOption('7')

    // The party: one child of 4; Escape closes the panel and returns focus.
    const partyButton = search.locator('button[data-field="party"]')
    await partyButton.click()
    const party = search.getByRole('dialog', { name: form(language, 'party') })
    await party.getByRole('button', { name: form(language, 'more-children') }).click()
    await party.getByLabel(form(language, 'child-age').replace('{{number}}', '1'), { exact: true }).selectOption('4')
    await page.keyboard.press('Escape')
    await expect(party).toBeHidden()
    await expect(partyButton).toBeFocused()
    await expect(partyButton).toContainText(form(language, 'child-count_one').replace('{{count}}', '1'))

    await search.getByRole('button', { name: form(language, 'submit'), exact: true }).click()
    await expectResults(page, code, date)

    // The search was worth remembering: the empty destination field lists it.
    await page.goto(marketUrl(code))
    await ready(page, javaScriptEnabled)
    await destination.click()
    await expect(listbox.getByText(form(language, 'recent'), { exact: true })).toBeVisible()
    await expect(listbox.getByRole('option').first()).toContainText(names.france)
  })
}

test('a typed text without a chosen place is a free-text search', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the free-text field needs JavaScript; without it the destination is a country select')
  await page.goto(marketUrl('uk'))
  await ready(page, javaScriptEnabled)
  const destination = searchForm(page, 'en').locator('input[role="combobox"]')
  await destination.click()
  await destination.fill('Sarlat')
  const options = searchForm(page, 'en').getByRole('listbox').getByRole('option')
  const last = options.last()
  // The matches first (the list grows above the free-text option when they come), then that option.
  await expect(options.first()).toContainText('Sarlat')
  await expect(options.first()).not.toHaveText(form('en', 'search-for').replace('{{query}}', 'Sarlat'))
  await expect(last).toHaveText(form('en', 'search-for').replace('{{query}}', 'Sarlat'))
  await last.click()
  await expect(page).toHaveURL(marketUrl('uk', `${href({ language: 'en' }, 'search')}?query=Sarlat`))
})
