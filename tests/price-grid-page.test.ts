/**
 * The campsite page's flexible-dates grid (issue 24) through its loader, against the embedded API:
 * each available cell links to this page for its day with the unit highlighted, and that page
 * prices the unit at exactly the cell's total; the grid keeps the
 * party and length of stay; a stay the API refuses leaves the page without a grid.
 */
import { describe, expect, it } from 'vitest'
import { cellHref } from '~/lib/price-grid'
import type { CampsitePageData } from '~/routes/catalogue-site.server'
import { loadCataloguePage } from '~/routes/catalogue.server'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

describe('campsite page: flexible dates', () => {
  const embedded = useEmbeddedApi({ seedScale: 0.2 })
  const year = new Date().getUTCFullYear() + 1

  const load = async (host: string, path: string, query = ''): Promise<CampsitePageData> => {
    const context = await loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })
    const page = await loadCataloguePage(context, path, `http://${host}/${path}${query}`)
    if (page.kind !== 'site') throw new Error(`expected a campsite, got ${page.kind}`)
    return page
  }

  /** The path of the campsite with the most accommodations. */
  const sitePath = () => {
    const { sqlite } = embedded.api().database
    const slug = sqlite
      .prepare(
        'SELECT s.slug FROM sites s JOIN accommodations a ON a.site_id = s.id GROUP BY s.id ORDER BY COUNT(*) DESC, s.id LIMIT 1',
      )
      .pluck()
      .get() as string
    return sqlite
      .prepare(
        `SELECT f.slug || '/' || c.slug || '/' || a.slug || '/' || s.slug FROM sites s
         JOIN funnels f ON f.id = s.funnel_id JOIN countries c ON c.id = s.country_id JOIN areas a ON a.id = s.area_id
         WHERE s.slug = ?`,
      )
      .pluck()
      .get(slug) as string
  }

  it('links each cell to the page for that day, where the unit costs exactly the cell total (CHF, a family)', async () => {
    const path = sitePath()
    const page = await load(
      'de-ch.localhost',
      path,
      `?date=${year}-06-16&duration=10&adults=2&children=5&dates=flexible`,
    )
    const grid = page.priceGrid!
    expect(grid.currency).toBe('CHF')
    expect(grid.duration).toBe(10)
    expect(grid.dates.filter((date) => date.asked).map((date) => date.arrivalDate)).toEqual([`${year}-06-16`])
    expect(grid.rows.length).toBeGreaterThan(0)
    // The asked day's column is what the offers above it show.
    const askedIndex = grid.dates.findIndex((date) => date.asked)
    for (const row of grid.rows) {
      const offer = page.accommodations.find((candidate) => candidate.id === row.id)
      expect(row.cells[askedIndex]!.totalPrice).toBe(offer?.price.total ?? null)
    }
    // The row's cheapest cell on another day: its page prices the unit the same, highlighted.
    const row = grid.rows[0]!
    const cell = row.cells.find((candidate) => candidate.cheapest && candidate.arrivalDate !== `${year}-06-16`)!
    const href = cellHref(row, cell.arrivalDate)
    expect(href).toMatch(new RegExp(`^/${path}\\?`))
    const url = new URL(href, 'http://de-ch.localhost')
    expect(url.searchParams.get('date')).toBe(cell.arrivalDate)
    expect(url.searchParams.get('duration')).toBe('10')
    expect(url.searchParams.getAll('children')).toEqual(['5'])
    expect(url.searchParams.get('accommodation')).toBe(String(row.id))
    expect(url.hash).toBe(`#accommodation-${row.id}`)
    // The page a cell opens keeps the grid open, to compare again around the new day.
    expect(url.searchParams.get('dates')).toBe('flexible')
    const repriced = await load('de-ch.localhost', path, url.search)
    expect(repriced.view.accommodation).toBe(row.id)
    expect(repriced.stay?.arrivalDate).toBe(cell.arrivalDate)
    expect(repriced.accommodations.find((offer) => offer.id === row.id)?.price.total).toBe(cell.totalPrice)
    expect(repriced.priceGrid!.dates.find((date) => date.asked)?.arrivalDate).toBe(cell.arrivalDate)
  })

  it('is closed until asked for: no grid, and a link that opens it for the same stay (it, EUR)', async () => {
    const path = sitePath()
    const page = await load('it.localhost', path, `?date=${year}-06-16&duration=7&adults=3`)
    expect(page.priceGrid).toBeNull()
    expect(page.flexibleDates.open).toBe(false)
    const open = new URL(page.flexibleDates.openHref, 'http://it.localhost')
    expect(open.pathname).toBe(`/${path}`)
    expect(open.searchParams.get('dates')).toBe('flexible')
    expect(open.searchParams.get('date')).toBe(`${year}-06-16`)
    expect(open.searchParams.get('adults')).toBe('3')
    expect(open.hash).toBe('#flexible-dates')
    const opened = await load('it.localhost', path, open.search)
    expect(opened.flexibleDates.open).toBe(true)
    expect(opened.priceGrid!.currency).toBe('EUR')
    expect(opened.priceGrid!.dates.find((date) => date.asked)?.arrivalDate).toBe(`${year}-06-16`)
    // The tabs keep it open; its close link is the same page without it.
    expect(new URL(opened.tabHrefs.reviews, 'http://it.localhost').searchParams.get('dates')).toBe('flexible')
    const closed = new URL(opened.flexibleDates.closeHref, 'http://it.localhost')
    expect(closed.searchParams.has('dates')).toBe(false)
    expect(closed.searchParams.get('date')).toBe(`${year}-06-16`)
  })

  it('keeps one address per row in GBP, and no grid for a stay the API refuses', async () => {
    const path = sitePath()
    const page = await load('uk.localhost', path, `?date=${year}-07-10&duration=7&dates=flexible`)
    expect(page.priceGrid!.currency).toBe('GBP')
    for (const row of page.priceGrid!.rows) expect(cellHref(row, `${year}-07-03`)).toContain(`date=${year}-07-03`)
    // 30 nights: more than the API takes. The page still shows, without a grid.
    const long = await load('uk.localhost', path, `?date=${year}-07-10&duration=30&dates=flexible`)
    expect(long.priceGrid).toBeNull()
  })
})
