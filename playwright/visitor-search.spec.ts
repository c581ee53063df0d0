import { expect, test, type Locator, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { brandUrl, fill, marketUrl, message, ready } from './helpers'

/**
 * What a first-time visitor tripped over in the search (issue 17), with and without JavaScript,
 * in markets and brands the issue did not try: places that no longer fit, removable place chips,
 * an empty search that says which filter to drop, a calendar that offers only arrival days (and
 * a refused date that links the nearest ones), the home form choosing a region without
 * JavaScript, and text in the visitor's language.
 */

const search = (code: MarketCode, key: string) => message(MARKETS[code].language, key, 'search')
const form = (code: MarketCode, key: string) => message(MARKETS[code].language, key, 'search-form')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A weekday of the high season of next year (July, the week after the 14th), `YYYY-MM-DD`. */
function julyDay(weekday: number): string {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 14))
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The calendar's "next month" button (react-day-picker's navigation, labelled in the market's language). */
const nextMonth = (calendar: Locator) => calendar.locator('nav button').last().click()

function placeChips(page: Page, code: MarketCode) {
  return page
    .getByRole('main')
    .getByRole('navigation', { name: search(code, 'places.label') })
    .getByRole('link')
}

function resultsHeading(page: Page, code: MarketCode) {
  return page.getByRole('heading', {
    level: 2,
    name: new RegExp(escape(search(code, 'results.title_other')).replace('\\{\\{count\\}\\}', '\\d[\\d.,’ ]*')),
  })
}

for (const code of ['de-at', 'nl-be'] as const) {
  const path = href({ language: MARKETS[code].language }, 'searchAndBook')

  test(`${code}: another country drops the old one's region; every place is a chip that removes it`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(marketUrl(code, `${path}?country=france&area=dordogne`))
    await ready(page, javaScriptEnabled)
    // The region the search is narrowed to is visible, not a hidden field.
    await expect(placeChips(page, code)).toHaveCount(2)
    await expect(placeChips(page, code).nth(1)).toHaveAccessibleName(new RegExp(`Dordogn`))

    // Spain and "search": the region of France goes, and Spain has campsites.
    await page.getByLabel(search(code, 'form.country'), { exact: true }).selectOption('spain')
    await page
      .getByRole('main')
      .getByRole('button', { name: search(code, 'form.submit'), exact: true })
      .click()
    // (The date field holds the date the results were for, which a new search keeps.)
    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?country=spain(&date=[\\d-]+)?$`))
    await ready(page, javaScriptEnabled)
    await expect(placeChips(page, code)).toHaveCount(1)
    await expect(resultsHeading(page, code)).toBeVisible()

    // An address that says both (an old link) is put right on the server.
    await page.goto(marketUrl(code, `${path}?country=italy&area=dordogne&adults=3`))
    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?adults=3&country=italy$`))

    // Removing a chip removes that place (and what lies in it) and keeps the rest (the party,
    // and the date the search cookie remembered).
    await page.goto(marketUrl(code, `${path}?country=france&area=dordogne&adults=3`))
    await ready(page, javaScriptEnabled)
    await placeChips(page, code).nth(1).click()
    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?country=france(&date=[\\d-]+)?&adults=3$`))
    await ready(page, javaScriptEnabled)
    await placeChips(page, code).first().click()
    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?(date=[\\d-]+&)?adults=3$`))
    await ready(page, javaScriptEnabled)
    await expect(placeChips(page, code)).toHaveCount(0)
  })
}

for (const code of ['it', 'fr'] as const) {
  const path = href({ language: MARKETS[code].language }, 'searchAndBook')

  test(`${code}: a search that finds nothing says which filter to drop, as links that find campsites`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(marketUrl(code, `${path}?country=france&area=dordogne&bedrooms=9&facilities=192`))
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('heading', { name: search(code, 'empty.title') })).toBeVisible()
    const drops = page.getByRole('list', { name: search(code, 'empty.drops') }).getByRole('link')
    const bedrooms = fill(search(code, 'filters.bedroom-count_other'), { count: 9 })
    const drop = drops.filter({ hasText: bedrooms })
    await expect(drop).toHaveCount(1)
    await drop.click()
    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?country=france&area=dordogne&facilities=192$`))
    await ready(page, javaScriptEnabled)
    await expect(resultsHeading(page, code)).toBeVisible()
  })
}

test('nl-be: without JavaScript the home form chooses a region or a town (a grouped select)', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, 'with JavaScript the destination is a combobox (home-search.spec.ts)')
  const code = 'nl-be'
  await page.goto(marketUrl(code))
  const destination = page
    .getByRole('search', { name: form(code, 'label') })
    .getByLabel(form(code, 'destination'), { exact: true })
  // Each country is a group: the country as a whole, its regions and their towns.
  await expect(destination.locator('optgroup')).not.toHaveCount(0)
  await destination.selectOption('france/dordogne')
  await page
    .getByRole('search', { name: form(code, 'label') })
    .getByRole('button', { name: form(code, 'submit'), exact: true })
    .click()
  await expect(page).toHaveURL(/country=france&area=dordogne$/)
  await expect(placeChips(page, code)).toHaveCount(2)
  await expect(resultsHeading(page, code)).toBeVisible()

  // A town: its region and country come along.
  await page.goto(marketUrl(code))
  const value = await destination
    .locator('option[value^="italy/"]')
    .evaluateAll((options) =>
      (options as HTMLOptionElement[]).map((o) => o.value).find((v) => v.split('/').length === 3),
    )
  await destination.selectOption(value!)
  await page
    .getByRole('search', { name: form(code, 'label') })
    .getByRole('button', { name: form(code, 'submit'), exact: true })
    .click()
  const [country, area, city] = value!.split('/')
  await expect(page).toHaveURL(new RegExp(`country=${country}&area=${area}&city=${city}$`))
  await expect(placeChips(page, code)).toHaveCount(3)
})

for (const { code, url } of [
  { code: 'de-at' as const, url: (path: string) => marketUrl('de-at', path) },
  { code: 'nl' as const, url: (path: string) => brandUrl('luxcamp', 'nl', path) },
]) {
  test(`${code}: the home calendar disables days that are not arrival days, saying why; the length of stay counts`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(
      !javaScriptEnabled,
      'the calendar needs JavaScript; without it a refused date links the nearest arrival days (below)',
    )
    await page.goto(url('/'))
    await ready(page, true)
    const searchForm = page.getByRole('search', { name: form(code, 'label') })
    await expect(searchForm.locator('input[role="combobox"]')).toBeVisible()
    const rules = page.waitForRequest((request) => request.url().includes('/arrival-days?duration=7'))
    await searchForm.locator('button[data-field="date"]').click()
    await rules
    const calendar = searchForm.getByRole('dialog', { name: form(code, 'calendar') })
    const wednesday = julyDay(3)
    const saturday = plusDays(wednesday, 3)
    const wednesdayButton = calendar.locator(`[data-day="${wednesday}"] button`)
    for (let month = 0; month < 24 && !(await wednesdayButton.isVisible()); month++) await nextMonth(calendar)
    await expect(wednesdayButton).toBeDisabled()
    // Why, to a pointer (its tooltip) and to a screen reader (its name), and under the month.
    const reason = form(code, 'arrival.arrivalDay')
    await expect(wednesdayButton).toHaveAttribute('title', reason)
    await expect(wednesdayButton).toHaveAccessibleName(new RegExp(`${escape(reason)}$`))
    await expect(calendar.getByRole('status').filter({ hasText: reason })).toBeVisible()
    await expect(calendar.locator(`[data-day="${saturday}"] button`)).toBeEnabled()
    await page.keyboard.press('Escape')

    // Ten nights: the high season lets whole weeks only, so even its Saturdays go.
    await searchForm.getByLabel(form(code, 'duration'), { exact: true }).selectOption('10')
    await searchForm.locator('button[data-field="date"]').click()
    const saturdayButton = calendar.locator(`[data-day="${saturday}"] button`)
    for (let month = 0; month < 24 && !(await saturdayButton.isVisible()); month++) await nextMonth(calendar)
    await expect(saturdayButton).toBeDisabled()
    await expect(saturdayButton).toHaveAttribute('title', form(code, 'arrival.wholeWeeks'))
    // Back to a week: the Saturday is chosen and searched for.
    await page.keyboard.press('Escape')
    await searchForm.getByLabel(form(code, 'duration'), { exact: true }).selectOption('7')
    await searchForm.locator('button[data-field="date"]').click()
    for (let month = 0; month < 24 && !(await saturdayButton.isVisible()); month++) await nextMonth(calendar)
    await saturdayButton.click()
    await expect(searchForm.locator('input[type="hidden"][name="date"]')).toHaveValue(saturday)
  })
}

test('it: the calendar follows the chosen destination (its rules are asked for that place)', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'the calendar needs JavaScript')
  const code = 'it'
  // A pick is counted for the popular destinations: not this test's, which would reorder other tests' suggestions.
  await page.route('**/destination-suggestions', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 204 }) : route.continue(),
  )
  await page.goto(marketUrl(code))
  await ready(page, true)
  const searchForm = page.getByRole('search', { name: form(code, 'label') })
  const destination = searchForm.locator('input[role="combobox"]')
  await destination.click()
  await destination.fill('Dordogn')
  const option = searchForm.getByRole('listbox').getByRole('option').first()
  await expect(option).toContainText('Dordogna')
  await option.click()
  const rules = page.waitForRequest((request) =>
    /\/arrival-days\?duration=7&country=france&area=dordogne$/.test(request.url()),
  )
  await searchForm.locator('button[data-field="date"]').click()
  await rules
  const calendar = searchForm.getByRole('dialog', { name: form(code, 'calendar') })
  // It opens on the first month a stay can start in, and says why the days before cannot.
  const firstEnabled = calendar.locator('[data-day] button:enabled').first()
  await expect(firstEnabled).toBeVisible()
  const first = (await firstEnabled.locator('xpath=..').getAttribute('data-day'))!
  const before = plusDays(first, -1)
  const tomorrow = plusDays(new Date().toISOString().slice(0, 10), 1)
  if (before >= tomorrow) {
    if (!(await calendar.locator(`[data-day="${before}"] button`).isVisible()))
      await calendar.locator('nav button').first().click()
    await expect(calendar.locator(`[data-day="${before}"] button`)).toBeDisabled()
    await expect(calendar.locator(`[data-day="${before}"] button`)).toHaveAttribute('title', /./)
  }
})

for (const { code, url } of [
  { code: 'ie' as const, url: (path: string) => marketUrl('ie', path) },
  { code: 'de' as const, url: (path: string) => brandUrl('friferie', 'de', path) },
]) {
  test(`${code}: a refused arrival date names the nearest arrival days as links, which search again`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const path = href({ language: MARKETS[code].language }, 'searchAndBook')
    const wednesday = julyDay(3)
    await page.goto(url(`${path}?country=italy&date=${wednesday}&adults=3`))
    await ready(page, javaScriptEnabled)
    const alert = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: search(code, 'problem.arrivalDay') })
    await expect(alert).toBeVisible()
    const days = alert.getByRole('list', { name: search(code, 'problem.nearest') }).getByRole('link')
    await expect(days).toHaveCount(3)
    const saturday = plusDays(wednesday, 3)
    const dayName = new Intl.DateTimeFormat(MARKETS[code].languageTag, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${saturday}T00:00:00Z`))
    await expect(days.nth(1)).toHaveText(dayName)
    await days.nth(1).click()
    await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?country=italy&date=${saturday}&adults=3$`))
    await ready(page, javaScriptEnabled)
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    await expect(resultsHeading(page, code)).toBeVisible()
  })
}

for (const { code, url } of [
  { code: 'de-at' as const, url: (path: string) => marketUrl('de-at', path) },
  { code: 'nl-be' as const, url: (path: string) => brandUrl('luxcamp', 'nl-be', path) },
  { code: 'it' as const, url: (path: string) => marketUrl('it', path) },
]) {
  test(`${code}: free search for a French word shows the campsites' text in the visitor's language`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(url(href({ language: MARKETS[code].language }, 'freeSearch', undefined, { query: 'lac' })))
    await ready(page, javaScriptEnabled)
    const snippets = page.getByTestId('free-search-snippet')
    await expect(snippets.first()).toBeVisible()
    const texts = await snippets.allInnerTexts()
    expect(texts.length).toBeGreaterThan(0)
    // The French descriptions ("… est un camping 3 étoiles … du lac") stay on the French site.
    for (const text of texts) expect(text).not.toMatch(/\b(est un camping|du lac|de la plage)\b/)
    await expect(page.locator('[data-testid="free-search-snippet"][lang]')).toHaveCount(0)
  })
}

for (const { code, url } of [
  { code: 'de-at' as const, url: (path: string) => marketUrl('de-at', path) },
  { code: 'nl' as const, url: (path: string) => brandUrl('friferie', 'nl', path) },
]) {
  test(`${code}: a review in another language says which, with its language on the text`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    const { language } = MARKETS[code]
    await page.goto(url('/camping/france/dordogne'))
    await ready(page, javaScriptEnabled)
    const links = await page
      .getByRole('list', { name: search(code, 'results.list') })
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((nodes) => nodes.slice(0, 5).map((node) => node.getAttribute('href')!))
    let labelled = 0
    for (const link of links) {
      await page.goto(url(`${link}?tab=reviews`))
      await ready(page, javaScriptEnabled)
      for (const review of await page.getByTestId('review').all()) {
        const written = await review.locator('p[lang]').getAttribute('lang')
        const label = review.getByTestId('review-language')
        if (written === language) await expect(label).toHaveCount(0)
        else {
          await expect(label).toHaveText(message(language, `reviews.written-in.${written}`, 'site'))
          labelled++
        }
      }
      if (labelled > 0) break
    }
    // French campsites have French reviews: some are in another language than the page's.
    expect(labelled).toBeGreaterThan(0)
  })
}
