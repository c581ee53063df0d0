/**
 * `search/price-grid` over real HTTP (issue 24): only the arrival days the calendar allows for the
 * stay (minimum stays, high season's Saturdays), the same totals `search/accommodations` gives the
 * same unit and stay (GBP and CHF too), a unit booked out shown as such, the row's cheapest marked.
 */
import { describe, expect, it } from 'vitest'
import { priceGridResponseSchema, type PriceGrid } from './contract'
import { catchUpBookedStays } from './stay-catalogue'
import { serveTestApi } from './test-server'

const served = serveTestApi({ seedScale: 0.25, now: () => new Date('2026-11-21T10:00:00Z') })

async function call(path: string, body: unknown, apiLocale = 'couk') {
  const response = await fetch(`${served.base()}/${apiLocale}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any>, headers: response.headers }
}

async function grid(site: string, parameters: Record<string, unknown>, apiLocale = 'couk'): Promise<PriceGrid> {
  const answer = await call('search/price-grid', { site, parameters }, apiLocale)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return priceGridResponseSchema.parse(answer.json).data
}

/** A campsite with many accommodations (the grid's rows). */
const bigSite = () =>
  served
    .api()
    .database.sqlite.prepare(
      'SELECT s.slug FROM sites s JOIN accommodations a ON a.site_id = s.id GROUP BY s.id ORDER BY COUNT(*) DESC, s.id LIMIT 1',
    )
    .pluck()
    .get() as string

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

describe('search/price-grid', () => {
  it('has a column for exactly the days the calendar lets the stay start on, three weeks either side', async () => {
    const site = bigSite()
    // Mid June (mid season, 5 nights at least) and mid July (high season: Saturdays, whole weeks).
    for (const [date, duration] of [
      ['2027-06-16', 3],
      ['2027-06-16', 7],
      ['2027-07-17', 7],
      ['2027-07-17', 10],
    ] as const) {
      const answer = await grid(site, { date, duration, persons: { adults: 2 } })
      expect(answer.from).toBe(addDays(date, -21))
      expect(answer.to).toBe(addDays(date, 21))
      const days = await fetch(`${served.base()}/couk/search/arrival-days?duration=${duration}&site=${site}`)
      const { from, days: letters } = ((await days.json()) as { data: { from: string; days: string } }).data
      const allowed: string[] = []
      for (let day = answer.from; day <= answer.to; day = addDays(day, 1)) {
        const index = Math.round((Date.parse(day) - Date.parse(from)) / 86_400_000)
        if (letters[index] === 'o') allowed.push(day)
      }
      expect(
        answer.dates.map((column) => column.arrivalDate),
        `${date}, ${duration} nights`,
      ).toEqual(allowed)
      for (const column of answer.dates) {
        expect(column.departureDate).toBe(addDays(column.arrivalDate, duration))
        expect(column.asked).toBe(column.arrivalDate === date)
        // The minimum stays: 3 nights only in low season; high season Saturdays only.
        if (duration === 3) expect(column.season).toBe('low')
        if (column.season === 'high') expect(new Date(`${column.arrivalDate}T00:00:00Z`).getUTCDay()).toBe(6)
      }
      for (const row of answer.rows) expect(row.cells.map((cell) => cell.arrivalDate)).toEqual(allowed)
    }
    // A stay of 10 nights touching high season is never allowed there: fewer columns than 7 nights.
    const ten = await grid(site, { date: '2027-07-17', duration: 10 })
    const seven = await grid(site, { date: '2027-07-17', duration: 7 })
    expect(ten.dates.some((column) => column.season === 'high')).toBe(false)
    expect(seven.dates.filter((column) => column.season === 'high').length).toBeGreaterThan(0)
  })

  it('prices every cell exactly as search/accommodations prices that unit and stay, in the market currency', async () => {
    const site = bigSite()
    const persons = { adults: 2, children: [{ age: 4 }, { age: 13 }] }
    for (const apiLocale of ['couk', 'ch', 'nl']) {
      const answer = await grid(site, { date: '2027-06-12', duration: 7, persons }, apiLocale)
      expect(answer.currency).toBe({ couk: 'GBP', ch: 'CHF', nl: 'EUR' }[apiLocale])
      expect(answer.rows.length).toBeGreaterThan(0)
      expect(answer.rows.every((row) => row.maxPersons >= 4)).toBe(true)
      // A few columns spread over the window, each checked against the offers of that stay.
      const columns = [0, Math.floor(answer.dates.length / 2), answer.dates.length - 1]
      for (const index of columns) {
        const { arrivalDate } = answer.dates[index]!
        const search = await call(
          'search/accommodations',
          { parameters: { site, date: arrivalDate, duration: 7, persons }, meta: { limit: 50 } },
          apiLocale,
        )
        expect(search.status).toBe(200)
        const offers = new Map<number, number>(
          (search.json.data.accommodations as { id: number; totalPrice: number }[]).map((unit) => [
            unit.id,
            unit.totalPrice,
          ]),
        )
        for (const row of answer.rows) {
          expect(row.cells[index]!.totalPrice, `${apiLocale} ${row.name} ${arrivalDate}`).toBe(
            offers.get(row.id) ?? null,
          )
        }
        // Every offer of that stay is a row of the grid.
        expect([...offers.keys()].every((id) => answer.rows.some((row) => row.id === id))).toBe(true)
      }
    }
  })

  it('marks each row cheapest cells (its lowest total) and orders rows by it', async () => {
    const answer = await grid(bigSite(), { date: '2027-06-26', duration: 7 })
    let marked = 0
    for (const row of answer.rows) {
      const totals = row.cells.flatMap((cell) => (cell.totalPrice === null ? [] : [cell.totalPrice]))
      const lowest = totals.length > 0 ? Math.min(...totals) : null
      expect(row.lowestPrice).toBe(lowest)
      for (const cell of row.cells) {
        expect(cell.cheapest).toBe(cell.totalPrice !== null && cell.totalPrice === lowest)
        if (cell.cheapest) marked++
      }
      if (lowest !== null) expect(row.cells.some((cell) => cell.cheapest)).toBe(true)
    }
    expect(marked).toBeGreaterThan(0)
    // Prices change across the window (mid to high season): the cheapest is not every cell.
    expect(answer.rows.some((row) => row.cells.some((cell) => cell.totalPrice !== null && !cell.cheapest))).toBe(true)
    const lowest = answer.rows.map((row) => row.lowestPrice ?? Number.POSITIVE_INFINITY)
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b))
  })

  it('shows a unit as unavailable on the dates it is booked out, and priced again once free', async () => {
    const site = bigSite()
    const before = await grid(site, { date: '2027-06-12', duration: 7 })
    const row = before.rows.find((candidate) => candidate.cells.every((cell) => cell.totalPrice !== null))!
    expect(row).toBeDefined()
    const { database } = served.api()
    const units = database.sqlite.prepare('SELECT units FROM accommodations WHERE id = ?').pluck().get(row.id) as number
    // Every unit let from 12 to 19 June: stays of 7 nights arriving 6-18 June overlap it.
    database.sqlite
      .prepare('INSERT INTO booked_stays (accommodation_id, arrival, departure, units) VALUES (?, ?, ?, ?)')
      .run(row.id, '2027-06-12', '2027-06-19', units)
    catchUpBookedStays(database)
    const after = await grid(site, { date: '2027-06-12', duration: 7 })
    const booked = after.rows.find((candidate) => candidate.id === row.id)!
    for (const cell of booked.cells) {
      const overlaps = cell.arrivalDate < '2027-06-19' && addDays(cell.arrivalDate, 7) > '2027-06-12'
      expect(cell.totalPrice === null, cell.arrivalDate).toBe(overlaps)
      if (overlaps) expect(cell.cheapest).toBe(false)
    }
    expect(booked.cells.some((cell) => cell.totalPrice === null)).toBe(true)
    expect(booked.cells.some((cell) => cell.totalPrice !== null)).toBe(true)
    // The other units keep their prices.
    for (const other of after.rows.filter((candidate) => candidate.id !== row.id))
      expect(other.cells).toEqual(before.rows.find((candidate) => candidate.id === other.id)!.cells)
  })

  it('leaves out units too small for the party, and answers no columns in the closed season', async () => {
    const site = bigSite()
    const crowd = await grid(site, { date: '2027-06-12', persons: { adults: 6, children: [{ age: 8 }] } })
    const all = await grid(site, { date: '2027-06-12' })
    expect(crowd.rows.every((row) => row.maxPersons >= 7)).toBe(true)
    expect(crowd.rows.length).toBeLessThan(all.rows.length)
    const winter = await grid(site, { date: '2027-01-16' })
    expect(winter.dates).toEqual([])
    expect(winter.rows.every((row) => row.cells.length === 0 && row.lowestPrice === null)).toBe(true)
    // Near today the window starts tomorrow.
    const soon = await grid(site, { date: '2026-11-25' })
    expect(soon.from).toBe('2026-11-22')
  })

  it('refuses a past date, a malformed body and another method; an unknown campsite is a 404', async () => {
    const site = bigSite()
    expect((await call('search/price-grid', { site, parameters: { date: '2026-11-21' } })).status).toBe(400)
    expect((await call('search/price-grid', { site, parameters: { duration: 29 } })).status).toBe(400)
    expect((await call('search/price-grid', { site, totalPrice: 1 })).status).toBe(400)
    expect((await call('search/price-grid', { parameters: {} })).status).toBe(400)
    expect((await call('search/price-grid', { site: 'atlantis-camping' })).status).toBe(404)
    const get = await fetch(`${served.base()}/couk/search/price-grid`)
    expect(get.status).toBe(405)
    const ok = await call('search/price-grid', { site })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
  })
})
