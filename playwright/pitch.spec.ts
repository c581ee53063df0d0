import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { MARKETS, type MarketCode } from '../market-config/markets'
import {
  currencySign,
  fill,
  internalApiHeaders,
  marketMessage,
  marketUrl,
  PORT,
  ready,
  saturdayNextYear,
} from './helpers'

/**
 * Choosing your own pitch (issue 24): from a campsite's pitch offer to the checkout, a pitch
 * chosen on the site map (a link) and reserved with the list's form, the booking, and the pitch on
 * the confirmation and in the .ics; a chosen pitch booked by someone else meanwhile is reported at
 * checkout with the free ones to choose instead. nl and it (EUR) with and without JavaScript,
 * uk (GBP) and de-ch (CHF) for the wording and money; axe on the map and the list.
 */

interface Unit {
  id: number
  name: string
  site: { slug: string; name: string; path: string }
}
interface PitchAnswer {
  number: string
  free: boolean
}

const pi = (code: MarketCode, key: string, values: Record<string, string | number> = {}) =>
  marketMessage(code, key, 'pitch').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
const co = (code: MarketCode, key: string) => marketMessage(code, key, 'checkout')

/** A Saturday in June of next year: weeks from Saturday. */
const juneSaturday = () => saturdayNextYear(6, 5)

async function api(code: MarketCode, method: string, path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/default/${MARKETS[code].apiLocale}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...internalApiHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as { data: unknown } }
}

/** The `slot`-th bookable pitch accommodation for two adults (each test its own, so runs never meet). */
async function pitchUnit(code: MarketCode, date: string, slot: number): Promise<Unit> {
  const { json } = await api(code, 'POST', 'search/accommodations', {
    parameters: { date, duration: 7, persons: { adults: 2, children: [] } },
    filters: { accommodation: { categories: ['pitch'] } },
    meta: { limit: 50, orderBy: 'price' },
  })
  const units = (json.data as { accommodations: (Unit & { categorySlug: string })[] }).accommodations
  const unit = units.filter((each) => each.categorySlug === 'pitch')[slot]
  expect(unit, 'a bookable pitch').toBeDefined()
  return unit!
}

async function freePitches(code: MarketCode, unit: Unit, date: string): Promise<string[]> {
  const { json } = await api(
    code,
    'GET',
    `sites/${unit.site.slug}/pitches?accommodation=${unit.id}&date=${date}&duration=7`,
  )
  return (json.data as { pitches: PitchAnswer[] }).pitches.filter((p) => p.free).map((p) => p.number)
}

/** The campsite page for the stay, then its "book" button of the pitch offer: the checkout. */
async function openPitchCheckout(page: Page, code: MarketCode, unit: Unit, date: string, js: boolean | undefined) {
  await page.goto(marketUrl(code, `/${unit.site.path}?date=${date}&duration=7&adults=2`))
  await ready(page, js)
  const offer = page.locator(`article#accommodation-${unit.id}`)
  await offer
    .getByRole('button', { name: fill(marketMessage(code, 'offer.book-label', 'site'), { name: unit.name }) })
    .click()
  await expect(page).toHaveURL(/\/[a-z]+\/[A-Za-z0-9_-]{22}$/)
  await ready(page, js)
}

/** Chooses `number` on the site map (a link), checks the list followed, and reserves it. */
async function choosePitchOnMap(page: Page, code: MarketCode, number: string, js: boolean | undefined) {
  const chooser = page.getByRole('region', { name: pi(code, 'title') })
  await chooser.getByRole('link', { name: pi(code, 'map-free', { number }) }).click()
  await ready(page, js)
  await expect(chooser.getByRole('radio', { name: pi(code, 'pitch', { number }) })).toBeChecked()
  await chooser.getByRole('button', { name: pi(code, 'choose') }).click()
  await ready(page, js)
  await expect(page.getByTestId('pitch-current')).toContainText(pi(code, 'current', { number }))
}

async function fillAndBook(page: Page, code: MarketCode, date: string, email: string) {
  const [year] = date.split('-').map(Number) as [number]
  const adults = [
    ['Sanne', 'Jansen', `${year - 40}-03-14`],
    ['Pieter', 'Jansen', `${year - 42}-09-02`],
  ]
  for (const [index, [first, last, born]] of adults.entries()) {
    const group = page.getByRole('group', { name: fill(co(code, 'participants.adult'), { number: index + 1 }) })
    await group.getByLabel(co(code, 'fields.first-name'), { exact: true }).fill(first!)
    await group.getByLabel(co(code, 'fields.last-name'), { exact: true }).fill(last!)
    await group.getByLabel(co(code, 'fields.birth-date'), { exact: true }).fill(born!)
  }
  const booker = page.getByRole('region', { name: co(code, 'booker.title') })
  await booker.getByLabel(co(code, 'fields.first-name'), { exact: true }).fill('Sanne')
  await booker.getByLabel(co(code, 'fields.last-name'), { exact: true }).fill('Jansen')
  await booker.getByLabel(co(code, 'fields.email'), { exact: true }).fill(email)
  await booker.getByLabel(co(code, 'fields.phone'), { exact: true }).fill('0612 345 678')
  await booker.getByLabel(co(code, 'fields.street'), { exact: true }).fill('Dorpsstraat 1')
  await booker.getByLabel(co(code, 'fields.postcode'), { exact: true }).fill('1234')
  await booker.getByLabel(co(code, 'fields.city'), { exact: true }).fill('Utrecht')
  await page.getByRole('checkbox', { name: co(code, 'terms.accept') }).check()
  await page.getByRole('button', { name: co(code, 'book') }).click()
}

const MAIN: MarketCode[] = ['nl', 'it']

for (const [index, code] of MAIN.entries()) {
  test(`${code}: choose a pitch on the site map, book it, and find it on the confirmation and in the .ics`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    const date = juneSaturday()
    const unit = await pitchUnit(code, date, index * 2 + (javaScriptEnabled ? 0 : 1))
    const free = await freePitches(code, unit, date)
    // Not the first free one: that is the one a booking without a choice gets.
    const chosen = free[free.length - 2]!
    await openPitchCheckout(page, code, unit, date, javaScriptEnabled)
    const chooser = page.getByRole('region', { name: pi(code, 'title') })
    await expect(chooser).toBeVisible()
    await expect(chooser.getByText(pi(code, 'none-chosen'))).toBeVisible()
    // The map: free pitches are links, taken ones are not; the list offers only free ones.
    await expect(chooser.getByRole('group', { name: pi(code, 'map-label', { site: unit.site.name }) })).toBeVisible()
    await expect(chooser.getByRole('link', { name: pi(code, 'map-free', { number: chosen }) })).toBeVisible()
    expect(await chooser.getByRole('radio').count()).toBe(free.length + 1)
    await choosePitchOnMap(page, code, chosen, javaScriptEnabled)
    // The summary is in euros, as the page was.
    await expect(page.getByTestId('stay-summary')).toContainText(currencySign(code))

    await fillAndBook(page, code, date, `pitch-${code}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.com`)
    await expect(page.getByRole('heading', { level: 1, name: co(code, 'confirmation.title') })).toBeVisible()
    await expect(page.getByTestId('booking-pitch')).toHaveText(chosen)
    // The .ics names the pitch in the booking's language.
    const calendarLink = page.getByRole('link', { name: co(code, 'confirmation.calendar') })
    const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()])
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '')
    expect(ics).toMatch(new RegExp(`LOCATION:${pi(code, 'pitch', { number: chosen })}\\\\,`))
    expect(ics).toContain(`DESCRIPTION:${unit.name}\\, ${pi(code, 'pitch', { number: chosen })}`)
    // Taken now, for the next visitor.
    expect(await freePitches(code, unit, date)).not.toContain(chosen)
  })

  test(`${code}: a chosen pitch booked by someone else meanwhile is reported at checkout, with the free ones`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    const date = juneSaturday()
    const unit = await pitchUnit(code, date, 4 + index * 2 + (javaScriptEnabled ? 0 : 1))
    const free = await freePitches(code, unit, date)
    const [mine, instead] = [free[free.length - 1]!, free[free.length - 3]!]
    await openPitchCheckout(page, code, unit, date, javaScriptEnabled)
    await choosePitchOnMap(page, code, mine, javaScriptEnabled)

    // Someone else books that very pitch in the meantime.
    const theirs = await api(code, 'POST', 'carts', {
      site: unit.site.slug,
      accommodationId: unit.id,
      date,
      duration: 7,
      persons: { adults: 2 },
      pitch: mine,
    })
    expect(theirs.status).toBe(201)
    const cartId = (theirs.json.data as { cartId: string }).cartId
    const booked = await api(code, 'POST', `carts/${cartId}/checkout`, {
      mainBooker: {
        firstName: 'Other',
        lastName: 'Guest',
        email: `other-${Date.now()}@example.com`,
        phonePrefix: '+31',
        phone: '0612 345 678',
        country: 'NL',
        street: 'Kade 2',
        postcode: '1000',
        city: 'Amsterdam',
      },
      participants: [
        { firstName: 'Other', lastName: 'Guest', birthDate: '1980-01-01' },
        { firstName: 'Second', lastName: 'Guest', birthDate: '1981-01-01' },
      ],
      acceptTerms: true,
      paymentKind: 'full',
    })
    expect(booked.status).toBe(201)

    await fillAndBook(page, code, date, `lost-${code}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.com`)
    // Reported: in the error summary and in the pitch part, which offers the free ones.
    await expect(page.getByText(pi(code, 'error-taken')).first()).toBeVisible()
    const chooser = page.getByRole('region', { name: pi(code, 'title') })
    await expect(chooser.getByRole('alert')).toContainText(pi(code, 'taken-title', { number: mine }))
    await expect(chooser.getByRole('radio', { name: pi(code, 'pitch', { number: mine }) })).toHaveCount(0)
    await expect(chooser.getByRole('link', { name: pi(code, 'map-free', { number: mine }) })).toHaveCount(0)
    // Another from the list (keyboard and screen-reader way), then the booking goes through.
    await chooser.getByRole('radio', { name: pi(code, 'pitch', { number: instead }) }).check()
    await chooser.getByRole('button', { name: pi(code, 'choose') }).click()
    await ready(page, javaScriptEnabled)
    await expect(page.getByTestId('pitch-current')).toContainText(pi(code, 'current', { number: instead }))
    await fillAndBook(page, code, date, `second-${code}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.com`)
    await expect(page.getByRole('heading', { level: 1, name: co(code, 'confirmation.title') })).toBeVisible()
    await expect(page.getByTestId('booking-pitch')).toHaveText(instead)
  })
}

for (const [index, code] of (['uk', 'de-ch'] as MarketCode[]).entries()) {
  test(`${code}: the pitch choice in its language and currency, and booking without a choice assigns one`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow()
    const date = juneSaturday()
    const unit = await pitchUnit(code, date, 8 + index * 2 + (javaScriptEnabled ? 0 : 1))
    const free = await freePitches(code, unit, date)
    await openPitchCheckout(page, code, unit, date, javaScriptEnabled)
    const chooser = page.getByRole('region', { name: pi(code, 'title') })
    await expect(chooser.getByRole('group', { name: pi(code, 'list-legend') })).toBeVisible()
    await expect(chooser.getByText(pi(code, 'map-hint'))).toBeVisible()
    // Swiss orthography: the German copy's "anschließend" is "anschliessend" on the Swiss storefront.
    if (code === 'de-ch') await expect(chooser).toContainText('anschliessend')
    await expect(page.getByTestId('stay-summary')).toContainText(currencySign(code))
    await fillAndBook(
      page,
      code,
      date,
      `assigned-${code}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}@example.com`,
    )
    await expect(page.getByRole('heading', { level: 1, name: co(code, 'confirmation.title') })).toBeVisible()
    // No choice: a free pitch is assigned and shown.
    await expect(page.getByTestId('booking-pitch')).toHaveText(/^[A-H]\d+$/)
    expect(free).toContain((await page.getByTestId('booking-pitch').innerText()).trim())
  })
}

test('nl: the site map and the pitch list have no serious accessibility violations', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'axe runs as a script in the page')
  test.slow()
  const date = juneSaturday()
  const unit = await pitchUnit('nl', date, 12)
  await openPitchCheckout(page, 'nl', unit, date, javaScriptEnabled)
  const serious = async () =>
    (await new AxeBuilder({ page }).include('#choose-pitch').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(await serious()).toEqual([])
  // A free pitch is reachable and chosen by keyboard alone.
  const chooser = page.getByRole('region', { name: pi('nl', 'title') })
  const first = chooser.getByRole('radio', { name: /^Plaats / }).first()
  await first.focus()
  await page.keyboard.press('ArrowDown')
  await expect(chooser.getByRole('radio', { name: /^Plaats /, checked: true })).toHaveCount(1)
  await expect(chooser.getByRole('radio', { name: /^Plaats / }).nth(1)).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(chooser.getByRole('button', { name: pi('nl', 'choose') })).toBeFocused()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // No sideways scrolling of the page on a phone: only the map scrolls inside its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.locator('#choose-pitch').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/pitch-${width}.png`, fullPage: false })
    await chooser.getByRole('link').first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/pitch-map-${width}.png`, fullPage: false })
  }
  expect(await serious()).toEqual([])
})
