import { describe, expect, it } from 'vitest'
import { loadSearchAndBook, searchHref, searchSitesBody, serverToday, SORT_ORDERS } from '../app/routes/search-and-book.server'
import { parseSearchParams } from '../app/lib/search-params.server'
import { SITE_SORTS } from '../app/lib/search-params'
import { clearNavigationCache } from '../app/lib/twenty.server'
import { searchRequestSchema } from '../twenty/contract'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const TODAY = '2026-11-23'
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), { today: TODAY })

describe('search URL -> search/sites body', () => {
  it('maps place, date, party, filters, sort and page as DESIGN.md names them', () => {
    const body = searchSitesBody(
      parse(
        'country=france&date=2027-07-17&duration=14&adults=3&children=4&children=12' +
          '&facilities=192&facilities=4730&accommodations=mobile-home&bedrooms=2&countries=italy&areas=dordogne&funnels=glamping' +
          '&reviewScores=8&sort=price-asc&page=3&funnel=camping&area=dordogne&query=lake',
      ),
      { orderSettingsLabel: 'Price: low to high' },
    )
    expect(body).toEqual({
      filters: {
        site: { facilities: [192, 4730], countries: ['italy'], areas: ['dordogne'], funnels: ['glamping'], reviewScores: [8] },
        accommodation: { categories: ['mobile-home'], bedrooms: [2] },
      },
      parameters: {
        includeTopFacilities: true,
        funnel: 'camping',
        date: '2027-07-17',
        duration: 14,
        country: 'france',
        area: 'dordogne',
        persons: { adults: 3, children: [{ age: 4 }, { age: 12 }] },
        filter: 'lake',
      },
      meta: { limit: 10, page: 3, orderBy: 'price', order: 'asc', orderSettingsLabel: 'Price: low to high' },
    })
    expect(searchRequestSchema.safeParse(body).success).toBe(true)
  })

  it('sends the defaults of an empty URL: 2 adults, 7 nights, popular first, page 1, no date', () => {
    const body = searchSitesBody(parse(''))
    expect(body.parameters).toMatchObject({ date: null, duration: 7, country: null, persons: { adults: 2, children: [] }, includeTopFacilities: true })
    expect(body.meta).toEqual({ limit: 10, page: 1, orderBy: 'popular', order: 'desc' })
    const parsed = searchRequestSchema.parse(body)
    expect(parsed.parameters.date).toBeUndefined()
    expect(parsed.filters.site.facilities).toEqual([])
  })

  it('maps every sort key of SPEC section 9', () => {
    expect(SITE_SORTS.map((key) => SORT_ORDERS[key])).toEqual([
      { orderBy: 'popular', order: 'desc' },
      { orderBy: 'price', order: 'asc' },
      { orderBy: 'price', order: 'desc' },
      { orderBy: 'reviews', order: 'desc' },
    ])
    expect(searchSitesBody(parse('sort=review-desc')).meta).toMatchObject({ orderBy: 'reviews', order: 'desc' })
  })

  it('leaves out categories the API does not know, and a past date', () => {
    const body = searchSitesBody(parse('accommodations=castle&accommodations=pitch&date=2020-01-01'))
    expect(body.filters?.accommodation?.categories).toEqual(['pitch'])
    expect(body.parameters?.date).toBeNull()
  })

  it('keeps page only above 1 in links', () => {
    expect(searchHref('/cerca', parse('country=italy&page=1'))).toBe('/cerca?country=italy')
    expect(searchHref('/cerca', { ...parse('country=italy'), page: 2 })).toBe('/cerca?country=italy&page=2')
    expect(searchHref('/cerca', parse(''))).toBe('/cerca')
  })

  it('takes today from the server clock', () => {
    expect(serverToday(new Date('2026-11-23T22:10:00Z'))).toBe('2026-11-23')
  })
})

describe('search-and-book loader against the embedded API', () => {
  const embedded = useEmbeddedApi({ warmSearch: false })
  const now = new Date()
  const year = now.getUTCFullYear() + 1

  const argsFor = async (url: string, twentyBaseUrl = embedded.baseUrl()) => ({
    request: new Request(url),
    params: {},
    context: await loadContextFor(new URL(url).host, { twentyBaseUrl }),
  })

  // A Saturday in July of next year (high season takes Saturday arrivals and whole weeks).
  const saturday = (() => {
    const day = new Date(Date.UTC(year, 6, 10))
    while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
    return day.toISOString().slice(0, 10)
  })()

  it('searches a country for a party, with prices in the market currency and facets', async () => {
    clearNavigationCache()
    const data = await loadSearchAndBook((await argsFor(`http://uk.localhost/search-and-book?country=france&date=${saturday}&children=4`)) as never)
    expect(data.problem).toBeNull()
    expect(data.results!.total).toBeGreaterThan(0)
    expect(data.results!.stay).toMatchObject({ arrivalDate: saturday, duration: 7 })
    const priced = data.results!.sites.filter((site) => site.price)
    expect(priced.length).toBeGreaterThan(0)
    expect(priced.every((site) => site.price!.currency === 'GBP')).toBe(true)
    expect(data.results!.facets.facilities.filter((f) => f.open).map((f) => f.id).sort()).toEqual([192, 4723, 4730])
    expect(data.countries.some((c) => c.slug === 'france')).toBe(true)
    expect(data.meta.title).toBe('Campsites in France: search and book')
    expect(data.meta.canonical).toBe(`http://uk.localhost/search-and-book?country=france&date=${saturday}&children=4`)
  })

  it('shows a message instead of an error page when the API refuses the search', async () => {
    const data = await loadSearchAndBook((await argsFor(`http://it.localhost/cerca?duration=40`)) as never)
    expect(data.problem).toBe('invalid')
    expect(data.results).toBeNull()
  })

  it('sends a page past the last one to the last page, keeping the search', async () => {
    clearNavigationCache()
    const first = await loadSearchAndBook((await argsFor(`http://uk.localhost/search-and-book?date=${saturday}`)) as never)
    const last = first.results!.pages
    expect(last).toBeGreaterThan(1)
    const thrown = await loadSearchAndBook((await argsFor(`http://uk.localhost/search-and-book?date=${saturday}&page=${last + 50}`)) as never).then(
      () => null,
      (response: unknown) => response,
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('Location')).toBe(`/search-and-book?date=${saturday}&page=${last}`)
  })

  it('says when the calendar cannot take the stay', async () => {
    const data = await loadSearchAndBook((await argsFor(`http://de-ch.localhost/camping-suche?date=${year}-01-15`)) as never)
    expect(data.problem).toBe('closed')
  })

  it('starts a new search without filters from the search button', async () => {
    const response = await loadSearchAndBook((await argsFor(`http://uk.localhost/search-and-book?country=spain&facilities=192&page=3&intent=search`)) as never).catch((e: unknown) => e)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).headers.get('Location')).toBe('/search-and-book?country=spain')
  })

  it('is a 503 page when the API is down and a 404 on another language path', async () => {
    clearNavigationCache()
    expect(await thrownStatus(async () => loadSearchAndBook((await argsFor('http://uk.localhost/search-and-book', 'http://127.0.0.1:9/api/twenty')) as never))).toBe(503)
    expect(await thrownStatus(async () => loadSearchAndBook((await argsFor('http://uk.localhost/cerca')) as never))).toBe(404)
  })
})
