/**
 * The UI-kit catalogue (`/_dev/ui-kit`, development server only): keyboard and pointer
 * behaviour of the modal, dropdown and tabs, a full-page screenshot per theme, and axe.
 * Elements are found by role and accessible name only.
 */
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const THEMES = ['alpha', 'bravo', 'charlie'] as const

async function openKit(page: Page, theme: (typeof THEMES)[number] = 'alpha') {
  await page.goto(`/_dev/ui-kit?theme=${theme}`)
  await page.waitForFunction(
    () =>
      (window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state
        ?.initialized,
  )
}

test.describe('modal', () => {
  test('closes on Escape and returns focus to its opener', async ({ page }) => {
    await openKit(page)
    const opener = page.getByRole('button', { name: 'Open modal', exact: true })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Change your arrival date' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('ignores an outside click unless asked to close on it', async ({ page }) => {
    await openKit(page)
    const opener = page.getByRole('button', { name: 'Open modal', exact: true })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Change your arrival date' })
    await expect(dialog).toBeVisible()
    // The top-left corner is backdrop at every width (centred panel or bottom drawer).
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('closes on an outside click when enabled and returns focus', async ({ page }) => {
    await openKit(page)
    const opener = page.getByRole('button', { name: 'Open modal (closes on outside click)' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'About our prices' })
    await expect(dialog).toBeVisible()
    // A click inside the panel does not close it.
    await dialog.getByText('All prices include').click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('keeps Tab inside the dialog', async ({ page }) => {
    await openKit(page)
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Change your arrival date' })
    await expect(dialog).toBeVisible()
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement))
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside()).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside()).toBe(true)
    }
  })
})

test.describe('dropdown', () => {
  test('works with the keyboard', async ({ page }) => {
    await openKit(page)
    const button = page.getByRole('button', { name: /^Sort by/ })
    const listbox = page.getByRole('listbox', { name: 'Sort by' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(listbox).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(listbox.getByRole('option', { name: 'Most popular' })).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(listbox.getByRole('option', { name: 'Price: low to high' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(listbox.getByRole('option', { name: 'Distance to the beach' })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(listbox.getByRole('option', { name: 'Most popular' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(listbox.getByRole('option', { name: 'Price: high to low' })).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(listbox).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveText(/Price: high to low/)
    await expect(page.getByText('Current sort: Price: high to low')).toBeVisible()

    // Space opens too, on the selected option; Escape closes and returns focus.
    await page.keyboard.press('Space')
    await expect(listbox).toBeVisible()
    await expect(listbox.getByRole('option', { name: 'Price: high to low' })).toBeFocused()
    await expect(listbox.getByRole('option', { name: 'Price: high to low' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(button).toBeFocused()

    // Space selects as well, without the key re-opening the list on the button.
    await page.keyboard.press('ArrowDown')
    await expect(listbox).toBeVisible()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Space')
    await expect(listbox).toBeHidden()
    await expect(button).toHaveText(/Price: low to high/)
  })

  test('explains a disabled item with a description and ignores one without', async ({ page }) => {
    await openKit(page)
    const button = page.getByRole('button', { name: /^Sort by/ })
    const listbox = page.getByRole('listbox', { name: 'Sort by' })

    await button.click()
    // Disabled options are aria-disabled but still operable (they may explain themselves), which
    // Playwright's actionability check does not know: click them with force.
    await listbox.getByRole('option', { name: 'Distance to the beach' }).click({ force: true })
    // Nothing happens: the list stays open, no dialog, the value is unchanged.
    await expect(listbox).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toHaveText(/Most popular/)

    await listbox.getByRole('option', { name: 'Best reviewed' }).click({ force: true })
    await expect(listbox).toBeHidden()
    const dialog = page.getByRole('dialog', { name: /Best reviewed/ })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Sorting by reviews is not available')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveText(/Most popular/)

    // By keyboard: End lands on the last item, Home and arrows on the explained one.
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowUp')
    await expect(listbox.getByRole('option', { name: 'Best reviewed' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('closes on an outside click', async ({ page }) => {
    await openKit(page)
    const button = page.getByRole('button', { name: /^Sort by/ })
    await button.click()
    const listbox = page.getByRole('listbox', { name: 'Sort by' })
    await expect(listbox).toBeVisible()
    await page.getByRole('heading', { name: 'UI kit', level: 1 }).click()
    await expect(listbox).toBeHidden()
    await expect(button).toHaveText(/Most popular/)
  })
})

test.describe('tabs', () => {
  test('arrow keys move selection and focus', async ({ page }) => {
    await openKit(page)
    const tablist = page.getByRole('tablist', { name: 'Campsite information', exact: true })
    const tab = (name: string) => tablist.getByRole('tab', { name, exact: true })

    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Important info')).toHaveAttribute('tabindex', '-1')
    await tab('Description').focus()

    await page.keyboard.press('ArrowRight')
    await expect(tab('Important info')).toBeFocused()
    await expect(tab('Important info')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel', { name: 'Important info' })).toContainText('Reception is open')

    await page.keyboard.press('End')
    await expect(tab('Reviews')).toBeFocused()
    await expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tab('Description')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Reviews')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('Description')).toBeFocused()
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Description' }).first()).toBeVisible()

    // Only the selected tab is in the Tab order.
    await expect(tab('Description')).toHaveAttribute('tabindex', '0')
    await expect(tab('Reviews')).toHaveAttribute('tabindex', '-1')
  })

  test('link tabs navigate', async ({ page }) => {
    await openKit(page)
    const tablist = page.getByRole('tablist', { name: 'Campsite information (links)' })
    await tablist.getByRole('tab', { name: 'Facilities' }).click()
    await expect(page).toHaveURL(/tab=facilities/)
    await expect(tablist.getByRole('tab', { name: 'Facilities' })).toHaveAttribute('aria-selected', 'true')
  })
})

for (const theme of THEMES) {
  test(`${theme} theme: screenshot and no serious accessibility violations`, async ({ page }) => {
    await openKit(page, theme)
    await expect(page.getByRole('heading', { name: 'UI kit', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: theme, exact: true })).toHaveAttribute('aria-current', 'page')
    await page.screenshot({
      path: path.join(test.info().project.testDir, '.screenshots', `ui-kit-${theme}.png`),
      fullPage: true,
      animations: 'disabled',
    })
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }))
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
  })
}
