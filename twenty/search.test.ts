/**
 * search/sites, search/accommodations, search/free and autocomplete over real HTTP, with the
 * bodies the storefront sends (DESIGN.md) and every answer parsed with its contract schema.
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { foldText } from './autocomplete'
import {
  apiErrorSchema,
  autocompletePopularSaveResponseSchema,
  autocompleteResponseSchema,
  freeSearchResponseSchema,
  searchAccommodationsResponseSchema,
  searchSitesResponseSchema,
  type SearchRequestInput,
} from './contract'
import { excerpt } from './free-search'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-21T10:00:00Z')
/** A Saturday in the high season ahead of NOW (booked stays and offers are laid on that summer). */
const HIGH_SEASON_SATURDAY = '2027-07-17'
const served = serveTestApi({ seedScale: 0.5, now: () => NOW })

async function post<S extends z.ZodType>(schema: S, path: string, body: unknown, apiLocale = 'couk') {
  const response = await fetch(`${served.base()}/${apiLocale}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const json: unknown = await response.json()
  return { status: response.status, body: schema.parse(json) }
}

async function sites(body: SearchRequestInput, apiLocale = 'couk') {
  const { status, body: answer } = await post(searchSitesResponseSchema, 'search/sites', body, apiLocale)
  expect(status).toBe(200)
  if (answer.data.view !== 'list') throw new Error('expected a list answer')
  return answer.data
}

async function accommodations(body: SearchRequestInput, apiLocale = 'couk') {
  const { status, body: answer } = await post(
    searchAccommodationsResponseSchema,
    'search/accommodations',
    body,
    apiLocale,
  )
  expect(status).toBe(200)
  return answer.data
}

/** The storefront's body, every key present (DESIGN.md, "What is known of the real twenty API"). */
const designBody = (
  overrides: { date?: string; site?: string | null; country?: string | null } = {},
): SearchRequestInput => ({
  filters: {
    site: { facilities: [192], countries: [], areas: [], funnels: [], reviewScores: [] },
    accommodation: { categories: [], bedrooms: [], bathrooms: [] },
  },
  parameters: {
    includeTopFacilities: true,
    product: 'vacanceselect',
    funnel: 'camping',
    date: overrides.date ?? HIGH_SEASON_SATURDAY,
    duration: 7,
    country: overrides.country === undefined ? 'france' : overrides.country,
    area: null,
    persons: { adults: 2, children: [{ age: 4 }] },
    site: overrides.site ?? null,
    filter: null,
    map: false,
  },
  meta: { limit: 10, order: 'desc', orderBy: 'popular', orderSettingsLabel: 'Popularity', page: 1 },
})

describe('POST search/sites', () => {
  it('answers the DESIGN.md body with result cards', async () => {
    const data = await sites(designBody())
    expect(data.meta).toMatchObject({
      page: 1,
      limit: 10,
      orderBy: 'popular',
      order: 'desc',
      orderSettingsLabel: 'Popularity',
    })
    expect(data.meta.total).toBeGreaterThan(10)
    expect(data.sites).toHaveLength(10)
    expect(data.stay).toMatchObject({
      arrivalDate: HIGH_SEASON_SATURDAY,
      departureDate: '2027-07-24',
      duration: 7,
      bookable: true,
      season: 'high',
    })
    for (const site of data.sites) {
      expect(site.meta.country).toMatchObject({ slug: 'france', code: 'FR', name: 'France' })
      expect(site.meta.area.slug).toBeTruthy()
      expect(site.meta.area.name).toBeTruthy()
      expect(site.meta.city.name).toBeTruthy()
      expect(site.meta.funnel.slug).toBe('camping')
      expect(site.location).toBe(`${site.meta.city.name}, ${site.meta.area.name}`)
      expect(site.description.length).toBeGreaterThan(20)
      expect(site.path).toBe(`camping/france/${site.meta.area.slug}/${site.slug}`)
      expect(site.image).toMatchObject({ url: `/api/twenty/media/sites/${site.slug}`, width: 400, height: 267 })
      expect(site.reviewScore).toBeGreaterThan(0)
      expect(site.reviewCount).toBeGreaterThan(0)
      expect(site.topFacilities!.map((facility) => facility.id)).toContain(192)
      if (site.price) {
        expect(site.price.currency).toBe('GBP')
        expect(site.price.totalPrice).toBeGreaterThan(site.price.priceBeforeFeesAfterDiscount)
      }
    }
    const popularity = data.sites.map((site) => site.id)
    expect(new Set(popularity).size).toBe(10)
  })

  it('answers an empty body with the defaults: 2 adults, 7 nights from the default date, popular first', async () => {
    const data = await sites({})
    expect(data.stay).toMatchObject({ duration: 7, persons: { adults: 2, children: [] } })
    expect(data.meta).toMatchObject({ limit: 10, page: 1, orderBy: 'popular', order: 'desc' })
    expect(data.sites[0]!.topFacilities).toBeUndefined()
  })

  it('sorts by total price, really ascending and descending, unbookable sites last', async () => {
    const body = (order: 'asc' | 'desc', page = 1) => ({
      parameters: { country: 'france', date: HIGH_SEASON_SATURDAY },
      meta: { orderBy: 'price' as const, order, page },
    })
    for (const order of ['asc', 'desc'] as const) {
      const [first, second] = [await sites(body(order)), await sites(body(order, 2))]
      const totals = [...first.sites, ...second.sites].map((site) => site.price?.totalPrice ?? null)
      const priced = totals.filter((total): total is number => total !== null)
      expect(priced.length).toBeGreaterThan(10)
      const sorted = [...priced].sort((a, b) => (order === 'asc' ? a - b : b - a))
      expect(priced).toEqual(sorted)
      // Nothing priced after the first unpriced one.
      const firstNull = totals.indexOf(null)
      if (firstNull >= 0) expect(totals.slice(firstNull).every((total) => total === null)).toBe(true)
    }
  })

  it('sorts by review score, best first', async () => {
    const reviewed = await sites({ meta: { orderBy: 'reviews', limit: 20 } })
    const scores = reviewed.sites.map((site) => site.reviewScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('pages: 10 by default, disjoint pages, pages = ceil(total / limit)', async () => {
    const [one, two] = [
      await sites({ parameters: { country: 'italy' } }),
      await sites({ parameters: { country: 'italy' }, meta: { page: 2 } }),
    ]
    expect(one.sites).toHaveLength(10)
    expect(one.meta.pages).toBe(Math.ceil(one.meta.total / 10))
    const firstIds = new Set(one.sites.map((site) => site.id))
    expect(two.sites.some((site) => firstIds.has(site.id))).toBe(false)
    const last = await sites({ parameters: { country: 'italy' }, meta: { page: one.meta.pages } })
    expect(last.sites.length).toBe(one.meta.total - (one.meta.pages - 1) * 10)
    const beyond = await sites({ parameters: { country: 'italy' }, meta: { page: one.meta.pages + 1 } })
    expect(beyond.sites).toEqual([])
  })

  it('counts facets that match the filtered results', async () => {
    const base = {
      filters: { site: { facilities: [192] } },
      parameters: { country: 'france', date: HIGH_SEASON_SATURDAY },
    }
    const data = await sites(base)
    const total = (filters: object) =>
      sites({ ...base, filters: { site: { facilities: [192] }, ...filters } }).then((d) => d.meta.total)

    // A facility's count is what adding it gives; the chosen one counts every result.
    expect(data.facets.facilities.find((facility) => facility.id === 192)).toMatchObject({
      count: data.meta.total,
      selected: true,
      open: true,
    })
    const wifi = data.facets.facilities.find((facility) => facility.id === 4723)!
    expect(wifi.open).toBe(true)
    expect(await total({ site: { facilities: [192, 4723] } })).toBe(wifi.count)

    const area = data.facets.areas.find((facet) => facet.country === 'france' && facet.count > 0)!
    expect(await total({ site: { facilities: [192], areas: [area.slug] } })).toBe(area.count)
    expect(data.facets.areas.reduce((sum, facet) => sum + facet.count, 0)).toBe(data.meta.total)

    const category = data.facets.categories.find((facet) => facet.slug === 'mobile-home')!
    expect(category.count).toBeGreaterThan(0)
    expect(await total({ site: { facilities: [192] }, accommodation: { categories: ['mobile-home'] } })).toBe(
      category.count,
    )

    const bedrooms = data.facets.bedrooms.find((facet) => facet.value === 2)!
    expect(await total({ site: { facilities: [192] }, accommodation: { bedrooms: [2] } })).toBe(bedrooms.count)

    const eight = data.facets.reviewScores.find((facet) => facet.value === 8)!
    expect(await total({ site: { facilities: [192], reviewScores: [8] } })).toBe(eight.count)

    const camping = data.facets.funnels.find((facet) => facet.slug === 'camping')!
    expect(await total({ site: { facilities: [192], funnels: ['camping'] } })).toBe(camping.count)
  })

  it('keeps a chosen OR facet counting its siblings (disjunctive facets)', async () => {
    const data = await sites({ filters: { site: { countries: ['spain'] } } })
    const france = data.facets.countries.find((facet) => facet.slug === 'france')!
    expect(france.count).toBeGreaterThan(0)
    expect(data.facets.countries.find((facet) => facet.slug === 'spain')).toMatchObject({
      selected: true,
      count: data.meta.total,
    })
    const both = await sites({ filters: { site: { countries: ['spain', 'france'] } } })
    expect(both.meta.total).toBe(data.meta.total + france.count)
  })

  it('leaves out campsites with no unit large enough for the party', async () => {
    const couple = await sites({ parameters: { country: 'croatia' } })
    const crowd = await sites({
      parameters: { country: 'croatia', persons: { adults: 6, children: [{ age: 1 }, { age: 8 }] } },
    })
    expect(crowd.meta.total).toBeLessThan(couple.meta.total)
    for (const site of crowd.sites) {
      const units = await accommodations({
        parameters: { site: site.slug, persons: { adults: 6, children: [{ age: 1 }, { age: 8 }] } },
      })
      for (const unit of [...units.accommodations, ...units.alternatives])
        expect(unit.maxPersons).toBeGreaterThanOrEqual(8)
    }
  })

  it('answers map pins only with parameters.map', async () => {
    const { body } = await post(searchSitesResponseSchema, 'search/sites', {
      parameters: { country: 'france', map: true },
    })
    if (body.data.view !== 'map') throw new Error('expected map pins')
    const list = await sites({ parameters: { country: 'france' } })
    expect(body.data.sites).toHaveLength(list.meta.total)
    expect(Object.keys(body.data.sites[0]!).sort()).toEqual(['lat', 'lng', 'location', 'name', 'path', 'price', 'slug'])
    // A pin's price is the card's total.
    const pins = new Map(body.data.sites.map((pin) => [pin.slug, pin]))
    for (const site of list.sites) {
      expect(pins.get(site.slug)).toEqual({
        slug: site.slug,
        name: site.name,
        location: site.location,
        path: site.path,
        ...site.coordinates,
        price: site.price?.totalPrice ?? null,
      })
    }
  })

  it('narrows by free text in parameters.filter', async () => {
    const data = await sites({ parameters: { filter: 'perigueux' } })
    expect(data.meta.total).toBeGreaterThan(0)
    for (const site of data.sites) expect(site.meta.area.slug).toBe('dordogne')
  })

  it('bounds a city page to the campsites of that city, and an unknown city to none', async () => {
    const first = (await sites({ parameters: { country: 'france' }, meta: { limit: 1 } })).sites[0]!
    const city = first.meta.city.slug
    const data = await sites({ parameters: { funnel: 'camping', city }, meta: { limit: 50 } })
    expect(data.meta.total).toBeGreaterThan(0)
    for (const site of data.sites) expect(site.meta.city.slug).toBe(city)
    expect(data.sites.map((site) => site.slug)).toContain(first.slug)
    expect((await sites({ parameters: { city: 'no-such-city' } })).meta.total).toBe(0)
  })

  it('tells when the calendar allows no such stay', async () => {
    const data = await sites({ parameters: { country: 'france', date: '2027-07-18' } })
    expect(data.stay).toMatchObject({ bookable: false, reason: 'arrivalDay' })
    expect(data.sites.every((site) => site.price === null && !site.available)).toBe(true)
  })

  it('answers POST only, on v1 and v2', async () => {
    const get = await fetch(`${served.base()}/couk/search/sites`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const v1 = await fetch(`${served.base().replace('/v2/', '/v1/')}/couk/search/sites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(v1.status).toBe(200)
    expect(v1.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses bad bodies with 400 and a reason, never a 500', async () => {
    const bad: [unknown, RegExp][] = [
      [{ meta: { limit: 0 } }, /meta\.limit/],
      [{ meta: { limit: 500 } }, /meta\.limit/],
      [{ meta: { orderBy: 'cheapest' } }, /meta\.orderBy/],
      [{ parameters: { date: '2027-02-30' } }, /parameters\.date/],
      [{ parameters: { date: '17-07-2027' } }, /parameters\.date/],
      [{ parameters: { duration: 0 } }, /parameters\.duration/],
      [{ parameters: { date: '2026-11-21' } }, /parameters\.date: the arrival date must be after today/],
      [{ parameters: { persons: { adults: 0 } } }, /parameters\.persons\.adults/],
      [{ parameters: { persons: { adults: 2, children: [{ age: 18 }] } } }, /children\.0\.age/],
      [{ filters: { site: { facilities: ['pool'] } } }, /filters\.site\.facilities/],
      [{ filters: { site: { pool: true } } }, /pool/],
      [{ filters: { accommodation: { categories: ['castle'] } } }, /categories/],
      [{ parameters: { country: 'France!' } }, /parameters\.country/],
      ['[1, 2', /JSON/],
      ['"just a string"', /JSON/],
      [{ extra: true }, /extra/],
      [{ meta: { page: 0 } }, /meta\.page/],
    ]
    for (const [body, reason] of bad) {
      for (const path of ['search/sites', 'search/accommodations']) {
        const { status, body: error } = await post(apiErrorSchema, path, body)
        expect(status, JSON.stringify(body)).toBe(400)
        expect(error.error.code).toBe('validation_error')
        expect(error.error.message).toMatch(reason)
      }
    }
  })
})

describe('POST search/accommodations', () => {
  const firstSite = async () =>
    (
      await sites({
        parameters: { country: 'france', date: HIGH_SEASON_SATURDAY, persons: { adults: 2, children: [{ age: 4 }] } },
      })
    ).sites.find((site) => site.available)!

  it('answers the DESIGN.md body with the units of a site and their whole-stay prices', async () => {
    const site = await firstSite()
    const data = await accommodations(designBody({ site: site.slug, country: null }))
    expect(data.accommodations.length).toBeGreaterThan(0)
    expect(data.alternatives).toEqual([])
    for (const unit of data.accommodations) {
      expect(unit.site.slug).toBe(site.slug)
      expect(unit).toMatchObject({
        arrivalDate: HIGH_SEASON_SATURDAY,
        departureDate: '2027-07-24',
        duration: 7,
        currency: 'GBP',
      })
      expect(unit.name).toContain(unit.category)
      expect(['mobile-home', 'safari-tents', 'lodge-tent', 'bungalow-tent', 'pitch', 'apartment']).toContain(
        unit.categorySlug,
      )
      for (const field of ['bedrooms', 'maxPersons', 'size'] as const) expect(typeof unit[field]).toBe('number')
      expect(typeof unit.aircondition).toBe('boolean')
      expect(typeof unit.dogAllowed).toBe('boolean')
      expect(unit.maxPersons).toBeGreaterThanOrEqual(3)
      expect(unit.priceBeforeFeesAfterDiscount).toBeLessThanOrEqual(unit.priceBeforeFeesBeforeDiscount)
      const included = unit.fees.filter((fee) => fee.includedInTotal).reduce((sum, fee) => sum + fee.amount, 0)
      expect(unit.totalPrice).toBeCloseTo(unit.priceBeforeFeesAfterDiscount + included, 1)
      expect(unit.priceAfterDiscount).toBe(unit.totalPrice)
      expect(unit.fees.find((fee) => fee.feeTypeId === 1)).toMatchObject({
        type: 'reservationFees',
        mandatory: true,
        includedInTotal: true,
      })
      expect(unit.images[0]).toMatchObject({
        url: `/api/twenty/media/accommodations/${unit.id}-1`,
        width: 400,
        height: 267,
      })
    }
    // The site card's price is its cheapest unit's.
    expect(Math.min(...data.accommodations.map((unit) => unit.totalPrice))).toBe(site.price!.totalPrice)
  })

  it('charges the Dutch guarantee fund only on the Dutch market, in its language', async () => {
    const site = await firstSite()
    const [dutch, belgian] = [
      await accommodations({ parameters: { site: site.slug, date: HIGH_SEASON_SATURDAY } }, 'nl'),
      await accommodations({ parameters: { site: site.slug, date: HIGH_SEASON_SATURDAY } }, 'be'),
    ]
    expect(dutch.accommodations[0]!.fees.find((fee) => fee.feeTypeId === 11)).toMatchObject({
      name: 'Bijdrage Garantiefonds (SGR)',
      includedInTotal: true,
    })
    expect(belgian.accommodations[0]!.fees.some((fee) => fee.feeTypeId === 11)).toBe(false)
  })

  it('sorts by price ascending', async () => {
    const site = await firstSite()
    const data = await accommodations({
      parameters: { site: site.slug, date: HIGH_SEASON_SATURDAY },
      meta: { orderBy: 'price', limit: 50 },
    })
    const totals = data.accommodations.map((unit) => unit.totalPrice)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
  })

  it('offers other units and nearest arrival dates when the asked unit is fully booked', async () => {
    // A unit booked out for a week, the only one of its kind (category and bedrooms) at its site.
    const booked = served
      .api()
      .database.sqlite.prepare(
        `SELECT a.id, a.category, a.bedrooms, a.max_persons, b.arrival, s.slug FROM booked_stays b
         JOIN accommodations a ON a.id = b.accommodation_id JOIN sites s ON s.id = a.site_id
         WHERE b.units = a.units AND julianday(b.departure) - julianday(b.arrival) = 7
           AND (SELECT count(*) FROM accommodations o WHERE o.site_id = a.site_id AND o.category = a.category AND o.bedrooms = a.bedrooms) = 1
           AND (SELECT count(*) FROM booked_stays o WHERE o.accommodation_id = a.id) = 1
         ORDER BY a.id LIMIT 1`,
      )
      .get() as { id: number; category: 'pitch'; bedrooms: number; max_persons: number; arrival: string; slug: string }
    expect(booked).toBeDefined()
    const data = await accommodations({
      filters: { accommodation: { categories: [booked.category], bedrooms: [booked.bedrooms] } },
      parameters: { site: booked.slug, date: booked.arrival, duration: 7, persons: { adults: 2 } },
    })
    expect(data.accommodations).toEqual([])
    expect(data.meta.total).toBe(0)
    const adjacent = data.alternatives.filter((unit) => unit.kind === 'adjacent')
    const others = data.alternatives.filter((unit) => unit.kind === 'alternative')
    expect(adjacent.length).toBeGreaterThan(0)
    expect(adjacent[0]).toMatchObject({ id: booked.id, duration: 7 })
    expect(adjacent[0]!.arrivalDate).not.toBe(booked.arrival)
    expect(others.length).toBeGreaterThan(0)
    for (const unit of others) {
      expect(unit.id).not.toBe(booked.id)
      expect(unit.arrivalDate).toBe(booked.arrival)
    }
  })

  it('suggests Saturday arrivals when a high-season date is not one', async () => {
    const site = await firstSite()
    const data = await accommodations({ parameters: { site: site.slug, date: '2027-07-20' } })
    expect(data.stay).toMatchObject({ bookable: false, reason: 'arrivalDay' })
    expect(data.accommodations).toEqual([])
    const dates = data.alternatives.map((unit) => unit.arrivalDate)
    expect(dates.length).toBeGreaterThan(0)
    expect(dates).toContain('2027-07-17')
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(6)
  })
})

describe('POST search/free', () => {
  it('finds a town with its accent left out, with marked snippets', async () => {
    const { status, body } = await post(freeSearchResponseSchema, 'search/free', { query: 'perigueux' }, 'fr')
    expect(status).toBe(200)
    expect(body.data.meta.total).toBeGreaterThan(0)
    expect(body.data.sites[0]!.snippet).toMatch(/<mark>Périgueux<\/mark>/)
    expect(
      body.data.sites.every(
        (site) => site.path.startsWith('camping/france/dordogne/') || site.path.startsWith('glamping/france/dordogne/'),
      ),
    ).toBe(true)
  })

  it('ranks a name match above a description match and matches word prefixes', async () => {
    const { body } = await post(freeSearchResponseSchema, 'search/free', { query: 'riviere', limit: 50 }, 'fr')
    expect(body.data.meta.total).toBeGreaterThan(0)
    const { body: prefix } = await post(freeSearchResponseSchema, 'search/free', { query: 'Sarlat-la-Can' })
    expect(prefix.data.sites[0]!.location).toMatch(/^Sarlat-la-Canéda/)
    const { body: named } = await post(freeSearchResponseSchema, 'search/free', { query: 'camping perigueux' })
    expect(named.data.sites[0]!.name).toMatch(/Périgueux/)
  })

  it('shows the visitor’s language when a campsite was found through another language’s text (issue 17)', async () => {
    // "lac" is French: German, Dutch and English pages find the campsites, in their own words.
    for (const [apiLocale, language, foreign] of [
      ['de', 'de', /est un camping/],
      ['nl', 'nl', /est un camping/],
      ['couk', 'en', /est un camping/],
      ['it', 'it', /est un camping/],
    ] as const) {
      const { body } = await post(freeSearchResponseSchema, 'search/free', { query: 'lac', limit: 10 }, apiLocale)
      expect(body.data.sites.length, apiLocale).toBeGreaterThan(0)
      for (const site of body.data.sites) {
        expect(site.snippetLanguage, `${apiLocale} ${site.slug}`).toBe(language)
        expect(site.snippet, `${apiLocale} ${site.slug}`).not.toMatch(foreign)
      }
    }
    const french = await post(freeSearchResponseSchema, 'search/free', { query: 'lac' }, 'fr')
    expect(french.body.data.sites[0]!.snippetLanguage).toBe('fr')
    expect(french.body.data.sites[0]!.snippet).toMatch(/<mark>lac<\/mark>/i)
  })

  it('cuts an excerpt of a text in the snippet’s form: about 16 words around the first typed word, marked and escaped', () => {
    const text =
      'One two three four five six seven eight nine ten eleven twelve <Lakes> & Étangs near thirteen fourteen fifteen sixteen seventeen eighteen.'
    expect(excerpt(text, ['lake', 'etang'])).toBe(
      '…six seven eight nine ten eleven twelve &lt;<mark>Lakes</mark>&gt; &amp; <mark>Étangs</mark> near thirteen fourteen fifteen sixteen seventeen eighteen.',
    )
    expect(excerpt('Short text, nothing typed.', ['zzz'])).toBe('Short text, nothing typed.')
    expect(excerpt(text, [])).toMatch(/^One two .* thirteen…$/)
  })

  it('refuses a query under 2 characters or with unknown keys', async () => {
    expect((await post(apiErrorSchema, 'search/free', { query: ' a ' })).status).toBe(400)
    expect((await post(apiErrorSchema, 'search/free', { query: 'pool', size: 3 })).status).toBe(400)
  })
})

describe('POST autocomplete', () => {
  const suggest = async (searchString: string, apiLocale = 'couk', extra: object = {}) => {
    const { status, body } = await post(
      autocompleteResponseSchema,
      'autocomplete',
      { searchString, ...extra },
      apiLocale,
    )
    expect(status).toBe(200)
    return body.data
  }

  it('puts the area first for "Dordogne", with its slugs', async () => {
    const [first] = await suggest('Dordogne')
    expect(first).toMatchObject({
      type: 'area',
      name: 'Dordogne',
      meta: { country: { slug: 'france' }, area: { slug: 'dordogne' } },
    })
  })

  it('folds accents the way visitors leave them out', () => {
    expect(foldText('Zürich')).toBe('zurich')
    expect(foldText('Sarlat-la-Canéda')).toBe('sarlat la caneda')
    expect(foldText('Straße am Wörthersee')).toBe('strasse am worthersee')
  })

  it('ignores accents and case, in the market language', async () => {
    const [city] = await suggest('PERIGUEUX')
    expect(city).toMatchObject({ type: 'city', name: 'Périgueux', meta: { city: { slug: 'perigueux' } } })
    expect((await suggest('perig'))[0]!.name).toBe('Périgueux')
    expect((await suggest('Frankr', 'de'))[0]).toMatchObject({ type: 'country', name: 'Frankreich' })
    expect((await suggest('Dordogna', 'it'))[0]).toMatchObject({ type: 'area', name: 'Dordogna' })
  })

  it('answers at most 5 by default, and only places of the funnel asked', async () => {
    expect((await suggest('camping')).length).toBe(5)
    const glamping = await suggest('camping', 'couk', { funnel: 'glamping', limit: 20 })
    expect(glamping.every((result) => result.meta.funnel?.slug === 'glamping')).toBe(true)
    expect(await suggest('camping', 'couk', { funnel: 2, limit: 20 })).toEqual(glamping)
    expect(await suggest('camping', 'couk', { funnel: 'atlantis' })).toEqual([])
  })

  it('refuses a string under 2 characters', async () => {
    expect((await post(apiErrorSchema, 'autocomplete', { searchString: 'a' })).status).toBe(400)
  })

  it('lists popular searches, counting saved picks first', async () => {
    const { body: before } = await post(autocompleteResponseSchema, 'autocomplete/popular', {
      originId: 0,
      originType: 'home',
      limit: 5,
      funnelId: 1,
    })
    expect(before.data).toHaveLength(5)
    expect(before.data.every((result) => result.type === 'area')).toBe(true)
    const city = (await suggest('perigueux'))[0]!
    for (let i = 0; i < 2; i++) {
      const saved = await post(autocompletePopularSaveResponseSchema, 'autocomplete/popular/save', {
        originId: 0,
        originType: 'home',
        funnelId: 1,
        searchedId: city.id,
        searchedType: 'city',
        popularSearch: false,
      })
      expect(saved.status).toBe(200)
    }
    const { body: after } = await post(autocompleteResponseSchema, 'autocomplete/popular', {
      originId: 0,
      originType: 'home',
      limit: 5,
      funnelId: 1,
    })
    expect(after.data[0]).toMatchObject({ type: 'city', id: city.id, meta: { funnel: { slug: 'camping' } } })
    const unknown = await post(apiErrorSchema, 'autocomplete/popular/save', {
      searchedId: 999_999,
      searchedType: 'site',
    })
    expect(unknown.status).toBe(400)
  })
})

describe('GET media/accommodations/{id}-{n}', () => {
  it('draws the pictures an accommodation lists, and no others', async () => {
    const site = (await sites({ parameters: { country: 'spain' } })).sites[0]!
    const unit = (await accommodations({ parameters: { site: site.slug } })).accommodations[0]!
    const media = served.base().replace(/\/v2\/default$/, '/media')
    const image = unit.images.at(-1)!
    const response = await fetch(
      `${served.base().replace(/\/api\/twenty\/v2\/default$/, '')}${image.url}?w=${image.width}&h=${image.height}&fm=svg`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await response.text()).toMatch(/^<svg/)
    const beyond = await fetch(`${media}/accommodations/${unit.id}-${unit.images.length + 1}?fm=svg`)
    expect(beyond.status).toBe(404)
    expect((await fetch(`${media}/accommodations/999999-1?fm=svg`)).status).toBe(404)
  })
})
