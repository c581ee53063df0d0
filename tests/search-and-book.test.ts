import { describe, expect, it } from 'vitest'
import { SITE_SORTS } from '~/lib/search-params'
import { parseSearchParams } from '~/lib/search-params.server'
import {
  findAlternatives,
  nothingBookable,
  nothingBookableAnywhere,
  searchHref,
  searchMapBody,
  searchSitesBody,
  serverToday,
  SORT_ORDERS,
} from '~/lib/site-search.server'
import { clearNavigationCache } from '~/lib/twenty.server'
import { loadSearchAndBook } from '~/routes/search-and-book.server'
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
          '&reviewScores=8&sort=price-asc&page=3&funnel=camping&area=dordogne&query=lake' +
          '&accessibility=step-free-unit&accessibility=accessible-parking&accessibility=accessible',
      ),
      { orderSettingsLabel: 'Price: low to high' },
    )
    expect(body).toEqual({
      filters: {
        site: {
          facilities: [192, 4730],
          countries: ['italy'],
          areas: ['dordogne'],
          funnels: ['glamping'],
          reviewScores: [8],
          accessibility: ['accessible-parking'],
        },
        accommodation: { categories: ['mobile-home'], bedrooms: [2], accessibility: ['step-free-unit'] },
      },
      parameters: {
        includeTopFacilities: true,
        funnel: 'camping',
        date: '2027-07-17',
        duration: 14,
        country: 'france',
        area: 'dordogne',
        city: null,
        persons: { adults: 3, children: [{ age: 4 }, { age: 12 }] },
        filter: 'lake',
      },
      meta: { limit: 10, page: 3, orderBy: 'price', order: 'asc', orderSettingsLabel: 'Price: low to high' },
    })
    expect(searchRequestSchema.safeParse(body).success).toBe(true)
  })

  it('sends the defaults of an empty URL: 2 adults, 7 nights, popular first, page 1, no date', () => {
    const body = searchSitesBody(parse(''))
    expect(body.parameters).toMatchObject({
      date: null,
      duration: 7,
      country: null,
      persons: { adults: 2, children: [] },
      includeTopFacilities: true,
    })
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

  it('asks the map for every matching campsite: the same filters and stay, pins only', () => {
    const state = parse('country=france&date=2027-07-17&reviewScores=8&facilities=192&page=3')
    const body = searchMapBody(state)
    expect(body.parameters).toMatchObject({
      map: true,
      includeTopFacilities: false,
      country: 'france',
      date: '2027-07-17',
    })
    expect(body.filters).toEqual(searchSitesBody(state).filters)
    expect(body.meta).toBeUndefined()
    expect(searchRequestSchema.safeParse(body).success).toBe(true)
  })

  it('keeps the map view in links, never in the canonical list address', () => {
    expect(searchHref('/cerca', parse('country=italy'), 'map')).toBe('/cerca?country=italy&view=map')
    expect(searchHref('/cerca', parse(''), 'map')).toBe('/cerca?view=map')
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
    const data = await loadSearchAndBook(
      await argsFor(`http://uk.localhost/search-and-book?country=france&date=${saturday}&children=4`),
    )
    expect(data.problem).toBeNull()
    expect(data.results!.total).toBeGreaterThan(0)
    expect(data.results!.stay).toMatchObject({ arrivalDate: saturday, duration: 7 })
    const priced = data.results!.sites.filter((site) => site.price)
    expect(priced.length).toBeGreaterThan(0)
    expect(priced.every((site) => site.price!.currency === 'GBP')).toBe(true)
    expect(
      data
        .results!.facets.facilities.filter((f) => f.open)
        .map((f) => f.id)
        .sort(),
    ).toEqual([192, 4723, 4730])
    expect(data.countries.some((c) => c.slug === 'france')).toBe(true)
    expect(data.meta.title).toBe('Campsites in France: search and book')
    expect(data.meta.canonical).toBe(`http://uk.localhost/search-and-book?country=france&date=${saturday}&children=4`)
  })

  it('shows a message instead of an error page when the API refuses the search', async () => {
    const data = await loadSearchAndBook(await argsFor(`http://it.localhost/cerca?duration=40`))
    expect(data.problem).toBe('invalid')
    expect(data.results).toBeNull()
  })

  it('sends a page past the last one to the last page, keeping the search', async () => {
    clearNavigationCache()
    const first = await loadSearchAndBook(await argsFor(`http://uk.localhost/search-and-book?date=${saturday}`))
    const last = first.results!.pages
    expect(last).toBeGreaterThan(1)
    const thrown = await loadSearchAndBook(
      (await argsFor(`http://uk.localhost/search-and-book?date=${saturday}&page=${last + 50}`)) as never,
    ).then(
      () => null,
      (response: unknown) => response,
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('Location')).toBe(`/search-and-book?date=${saturday}&page=${last}`)
  })

  it('says when the calendar cannot take the stay', async () => {
    const data = await loadSearchAndBook(await argsFor(`http://de-ch.localhost/camping-suche?date=${year}-01-15`))
    expect(data.problem).toBe('closed')
  })

  it('starts a new search without filters from the search button', async () => {
    const response = await loadSearchAndBook(
      (await argsFor(`http://uk.localhost/search-and-book?country=spain&facilities=192&page=3&intent=search`)) as never,
    ).catch((e: unknown) => e)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).headers.get('Location')).toBe('/search-and-book?country=spain')
  })

  // Another language's path (`/cerca` on uk) is a 404 before any loader runs: tests/page-identity.test.ts.
  it('is a 503 page when the API is down', async () => {
    clearNavigationCache()
    expect(
      await thrownStatus(async () =>
        loadSearchAndBook(
          (await argsFor('http://uk.localhost/search-and-book', 'http://127.0.0.1:9/api/twenty')) as never,
        ),
      ),
    ).toBe(503)
  })

  it('filters by area and minimum review score, with counts for each', async () => {
    clearNavigationCache()
    const all = await loadSearchAndBook(
      await argsFor(`http://uk.localhost/search-and-book?country=france&date=${saturday}`),
    )
    const { areas, reviewScores } = all.results!.facets
    expect(areas.length).toBeGreaterThan(1)
    expect(areas.every((area) => area.country === 'france')).toBe(true)
    expect(reviewScores.map((step) => step.value)).toEqual([9, 8, 7, 6])
    const area = areas.find((a) => a.count > 0)!
    const inArea = await loadSearchAndBook(
      await argsFor(`http://uk.localhost/search-and-book?country=france&date=${saturday}&areas=${area.slug}`),
    )
    // Ticking an area adds exactly its count (an OR group).
    expect(inArea.results!.total).toBe(area.count)
    expect(inArea.results!.facets.areas.find((a) => a.slug === area.slug)!.selected).toBe(true)
    const step = reviewScores.find((s) => s.count > 0 && s.count < all.results!.total)!
    const rated = await loadSearchAndBook(
      await argsFor(`http://uk.localhost/search-and-book?country=france&date=${saturday}&reviewScores=${step.value}`),
    )
    expect(rated.results!.total).toBe(step.count)
    expect(rated.results!.sites.every((site) => site.reviewScore >= step.value)).toBe(true)
    expect(rated.clearFiltersHref).toBe(`/search-and-book?country=france&date=${saturday}`)
  })

  it('answers the map view with a pin for every matching campsite, linked and priced in the market currency', async () => {
    clearNavigationCache()
    const data = await loadSearchAndBook(
      await argsFor(`http://de-ch.localhost/camping-suche?country=italy&date=${saturday}&view=map`),
    )
    expect(data.view).toBe('map')
    expect(data.map!.sites).toHaveLength(data.results!.total)
    expect(data.map!.total).toBe(data.results!.total)
    expect(data.map!.tiles.url).toContain('{z}')
    const priced = data.map!.sites.filter((site) => site.price)
    expect(priced.length).toBeGreaterThan(0)
    expect(priced.every((site) => site.price!.currency === 'CHF')).toBe(true)
    for (const site of data.map!.sites) expect(site.href).toMatch(new RegExp(`^/camping/italy/[a-z-]+/${site.slug}$`))
    expect(data.viewHrefs).toEqual({
      list: `/camping-suche?country=italy&date=${saturday}`,
      map: `/camping-suche?country=italy&date=${saturday}&view=map`,
    })
    // The list view asks for no pins.
    const list = await loadSearchAndBook(
      await argsFor(`http://de-ch.localhost/camping-suche?country=italy&date=${saturday}`),
    )
    expect(list.view).toBe('list')
    expect(list.map).toBeNull()
  })

  it('offers the nearest Saturday arrivals when the season cannot take the asked one', async () => {
    clearNavigationCache()
    // A Wednesday in the high season: only Saturday arrivals are bookable.
    const wednesday = new Date(`${saturday}T00:00:00Z`)
    wednesday.setUTCDate(wednesday.getUTCDate() + 11)
    const date = wednesday.toISOString().slice(0, 10)
    const data = await loadSearchAndBook(
      await argsFor(`http://uk.localhost/search-and-book?country=italy&date=${date}`),
    )
    expect(data.problem).toBe('arrivalDay')
    const before = new Date(wednesday)
    before.setUTCDate(before.getUTCDate() - 4)
    const after = new Date(wednesday)
    after.setUTCDate(after.getUTCDate() + 3)
    expect(data.alternatives.map((a) => [a.kind, a.date, a.duration])).toEqual([
      ['adjacent', before.toISOString().slice(0, 10), 7],
      ['adjacent', after.toISOString().slice(0, 10), 7],
    ])
    for (const alternative of data.alternatives) {
      expect(alternative.count).toBeGreaterThan(0)
      expect(alternative.href).toBe(`/search-and-book?country=italy&date=${alternative.date}`)
    }
    // A bookable search offers nothing.
    const fine = await loadSearchAndBook(
      await argsFor(`http://uk.localhost/search-and-book?country=italy&date=${saturday}`),
    )
    expect(fine.alternatives).toEqual([])
  })
})

describe('alternatives to a search with nothing bookable', () => {
  const stay = {
    arrivalDate: '2027-07-14',
    departureDate: '2027-07-21',
    duration: 7,
    persons: { adults: 2, children: [] },
    season: 'high' as const,
    bookable: false,
    reason: 'arrivalDay' as const,
  }
  const pins = (bookable: number, full = 0) => ({
    view: 'map' as const,
    sites: [
      ...Array.from({ length: bookable }, (_, i) => ({
        slug: `s${i}`,
        name: 'S',
        location: 'L',
        path: 'camping/x/y/z',
        lat: 1,
        lng: 1,
        price: 100,
      })),
      ...Array.from({ length: full }, (_, i) => ({
        slug: `f${i}`,
        name: 'F',
        location: 'L',
        path: 'camping/x/y/z',
        lat: 1,
        lng: 1,
        price: null,
      })),
    ],
    meta: { total: bookable + full, truncated: false },
    stay: { ...stay, bookable: true, reason: null },
  })

  it('runs at most two more searches, in parallel, and counts only bookable campsites', async () => {
    const asked: unknown[] = []
    let running = 0
    let most = 0
    const client = {
      searchSites: async (body: unknown) => {
        asked.push(body)
        most = Math.max(most, ++running)
        await new Promise((resolve) => setImmediate(resolve))
        running--
        return pins(3, 2)
      },
    }
    const found = await findAlternatives(
      client,
      parse('country=italy&date=2027-07-14&bedrooms=2&facilities=192'),
      stay,
      { pathname: '/search-and-book', view: 'list', today: TODAY },
    )
    expect(asked).toHaveLength(2)
    expect(most).toBe(2)
    // With accommodation filters: any accommodation type, and the next Saturday as asked.
    expect(found).toEqual([
      {
        kind: 'alternative',
        date: '2027-07-17',
        duration: 7,
        count: 3,
        href: '/search-and-book?country=italy&date=2027-07-17&facilities=192',
      },
      {
        kind: 'adjacent',
        date: '2027-07-17',
        duration: 7,
        count: 3,
        href: '/search-and-book?country=italy&date=2027-07-17&facilities=192&bedrooms=2',
      },
    ])
  })

  it('leaves out searches with nothing bookable or no answer, and offers whole weeks when the season wants them', async () => {
    let call = 0
    const client = { searchSites: async () => (call++ === 0 ? pins(0, 4) : Promise.reject(new Error('down'))) }
    expect(
      await findAlternatives(client as never, parse('date=2027-07-14'), stay, {
        pathname: '/p',
        view: 'map',
        today: TODAY,
      }),
    ).toEqual([])
    const weeks = await findAlternatives(
      { searchSites: async () => pins(1) },
      parse('date=2027-07-10&duration=10'),
      { ...stay, arrivalDate: '2027-07-10', duration: 10, reason: 'wholeWeeks' },
      { pathname: '/p', view: 'map', today: TODAY },
    )
    expect(weeks.map((a) => [a.date, a.duration, a.href])).toEqual([
      ['2027-07-03', 14, '/p?date=2027-07-03&duration=14&view=map'],
      ['2027-07-17', 14, '/p?date=2027-07-17&duration=14&view=map'],
    ])
  })

  it('calls a search with nothing bookable: refused stay, no match, or every campsite found full', () => {
    const list = (total: number, prices: (number | null)[], bookable = true) =>
      ({
        view: 'list',
        meta: { total },
        sites: prices.map((price) => ({ price: price === null ? null : { totalPrice: price } })),
        stay: { ...stay, bookable },
      }) as never
    expect(nothingBookable(list(5, [1, null], false))).toBe(true)
    expect(nothingBookable(list(0, []))).toBe(true)
    expect(nothingBookable(list(2, [null, null]))).toBe(true)
    expect(nothingBookable(list(2, [null, 100]))).toBe(false)
    // Later pages may hold a bookable campsite.
    expect(nothingBookable(list(30, Array(10).fill(null)))).toBe(false)
  })

  it('looks beyond a full page: the same search in price order says whether anything is bookable', async () => {
    const list = (total: number, prices: (number | null)[]) =>
      ({
        view: 'list',
        meta: { total },
        sites: prices.map((price) => ({ price: price === null ? null : { totalPrice: price } })),
        stay: { ...stay, bookable: true },
      }) as never
    const asked: unknown[] = []
    const answering = (prices: (number | null)[]) => ({
      searchSites: async (body: unknown) => {
        asked.push(body)
        return list(30, prices)
      },
    })
    const state = parse('country=italy&date=2027-07-14&page=2')
    // A full page of 30: the cheapest-first search finds nothing bookable either, or something.
    expect(
      await nothingBookableAnywhere(answering([null, null]) as never, state, {}, list(30, Array(10).fill(null))),
    ).toBe(true)
    expect(asked[0]).toMatchObject({
      meta: { orderBy: 'price', order: 'asc', page: 1 },
      parameters: { country: 'italy', date: '2027-07-14' },
    })
    expect(
      await nothingBookableAnywhere(answering([120, null]) as never, state, {}, list(30, Array(10).fill(null))),
    ).toBe(false)
    // No second call when the page itself decides; an unanswered check offers nothing.
    asked.length = 0
    expect(await nothingBookableAnywhere(answering([]) as never, state, {}, list(30, [null, 100]))).toBe(false)
    expect(await nothingBookableAnywhere(answering([]) as never, state, {}, list(2, [null, null]))).toBe(true)
    expect(asked).toEqual([])
    expect(
      await nothingBookableAnywhere(
        { searchSites: () => Promise.reject(new Error('down')) },
        state,
        {},
        list(30, Array(10).fill(null)),
      ),
    ).toBe(false)
  })
})
