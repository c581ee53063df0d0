/**
 * The indexed search (search-index.ts, decision 034) against a straightforward reference: every
 * campsite of the catalogue judged on its own, facets counted by their definition, prices from
 * trying every unit, the whole list sorted. Random requests (fast-check) over a seeded catalogue;
 * then a let merged into the snapshot, which must change the cached prices. Autocomplete likewise
 * against a scan of every name.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_FEATURE_BIT, UNIT_FEATURE_BIT } from './accessibility-features'
import { autocomplete, foldText } from './autocomplete'
import { defaultCalendarDate, toIsoDate } from './calendar'
import {
  ACCESSIBILITY_FEATURES,
  API_LOCALES,
  SEARCH_MAX_MAP_PINS,
  SITE_ACCESSIBILITY_FEATURES,
  UNIT_ACCESSIBILITY_FEATURES,
  autocompleteRequestSchema,
  searchRequestSchema,
  type ApiLocale,
  type AutocompleteResult,
  type SearchRequest,
  type SearchSitesResponse,
} from './contract'
import { closeDatabase, openDatabase, type TwentyDatabase } from './db'
import { matchingSiteIds } from './free-search'
import { API_LOCALE_INFO, languageOf } from './locales'
import { isAvailable, priceStay, quoteStay, siteBill, totalCents } from './pricing'
import { LANGUAGES, type Language } from './schema'
import { priceSites, searchSites, type SearchContext } from './search'
import { addDays } from './seasons'
import { seedDatabase } from './seed'
import {
  catchUpBookedStays,
  stayCatalogue,
  type CatalogueAccommodation,
  type CatalogueSite,
  type StayCatalogue,
} from './stay-catalogue'
import { ACCOMMODATION_CATEGORIES } from './stays-data'

const NOW = new Date('2026-11-21T10:00:00Z')
const REVIEW_STEPS = [9, 8, 7, 6]

let database: TwentyDatabase
let catalogue: StayCatalogue

beforeAll(() => {
  database = openDatabase(':memory:')
  seedDatabase(database, { scale: 0.5, now: NOW })
  catalogue = stayCatalogue(database)
})
afterAll(() => closeDatabase(database))

const contextFor = (apiLocale: ApiLocale): SearchContext => ({
  apiLocale,
  language: languageOf(apiLocale),
  now: NOW,
  publicPath: '/api/twenty',
})

// ---------------------------------------------------------------- the reference

interface Expected {
  total: number
  /**
   * Per listed site: id, its cheapest unit's id (null on a map pin) and the price as the answer
   * shows it: a pin's in the market's currency, a card's total price (null: nothing bookable).
   */
  sites: [number, number | null, number | null][]
  facets: ReturnType<typeof facetsOf> | null
}

function referenceSearch(request: SearchRequest, apiLocale: ApiLocale): Expected {
  const { parameters, filters, meta } = request
  const quote = quoteStay(catalogue.calendar, parameters.date ?? defaultCalendarDate(NOW), parameters.duration, {
    adults: parameters.persons.adults,
    childAges: parameters.persons.children.map((child) => child.age),
  })
  const bookingDate = toIsoDate(NOW)
  const slugOf = {
    funnel: (site: CatalogueSite) => catalogue.funnelsById.get(site.funnelId)!.slug,
    country: (site: CatalogueSite) => catalogue.countriesById.get(site.countryId)!.slug,
    area: (site: CatalogueSite) => catalogue.areasById.get(site.areaId)!.slug,
    city: (site: CatalogueSite) => catalogue.citiesById.get(site.cityId)!.slug,
  }
  const freeText = parameters.filter ? new Set(matchingSiteIds(database, parameters.filter)) : null
  const inScope = (site: CatalogueSite) =>
    (parameters.funnel === undefined || slugOf.funnel(site) === parameters.funnel) &&
    (parameters.country === undefined || slugOf.country(site) === parameters.country) &&
    (parameters.area === undefined || slugOf.area(site) === parameters.area) &&
    (parameters.city === undefined || slugOf.city(site) === parameters.city) &&
    (parameters.site === undefined || site.slug === parameters.site) &&
    (freeText === null || freeText.has(site.id))
  const oneOf = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value)
  const minReview = filters.site.reviewScores.length > 0 ? Math.min(...filters.site.reviewScores) : null
  type Group = 'funnels' | 'countries' | 'areas' | 'reviews' | 'facilities'
  const passes = (site: CatalogueSite, leftOut: Group | null) =>
    (leftOut === 'funnels' || oneOf(filters.site.funnels, slugOf.funnel(site))) &&
    (leftOut === 'countries' || oneOf(filters.site.countries, slugOf.country(site))) &&
    (leftOut === 'areas' || oneOf(filters.site.areas, slugOf.area(site))) &&
    (leftOut === 'reviews' || minReview === null || site.rating >= minReview) &&
    (leftOut === 'facilities' || filters.site.facilities.every((id) => site.facilities.includes(id))) &&
    filters.site.accessibility.every((feature) => (site.accessibility & SITE_FEATURE_BIT[feature]) !== 0)
  type UnitGroup = 'categories' | 'bedrooms' | 'bathrooms'
  const unitCounts = (unit: CatalogueAccommodation, leftOut: UnitGroup | null) =>
    unit.maxPersons >= quote.partySize &&
    (leftOut === 'categories' || oneOf(filters.accommodation.categories, unit.category)) &&
    (leftOut === 'bedrooms' || oneOf(filters.accommodation.bedrooms, unit.bedrooms)) &&
    (leftOut === 'bathrooms' || oneOf(filters.accommodation.bathrooms, unit.bathrooms)) &&
    filters.accommodation.accessibility.every((feature) => (unit.accessibility & UNIT_FEATURE_BIT[feature]) !== 0)
  const hasUnit = (site: CatalogueSite) => site.accommodations.some((unit) => unitCounts(unit, null))

  const scoped = catalogue.sites.filter(inScope)
  const results = scoped.filter((site) => passes(site, null) && hasUnit(site))

  const cheapest = (site: CatalogueSite) => {
    if (quote.problem) return null
    let best: { unit: CatalogueAccommodation; cents: number } | null = null
    for (const unit of site.accommodations) {
      if (!unitCounts(unit, null) || !isAvailable(unit, quote)) continue
      const cents = totalCents(unit, siteBill(site.fees, site.discounts, quote, apiLocale, bookingDate), quote)
      if (!best || cents < best.cents) best = { unit, cents }
    }
    return best
  }
  const { eurRate } = API_LOCALE_INFO[apiLocale]
  const context = { apiLocale, language: languageOf(apiLocale), bookingDate, feeNames: catalogue.feeNames }

  if (parameters.map) {
    return {
      total: results.length,
      sites: results.slice(0, SEARCH_MAX_MAP_PINS).map((site) => {
        const best = cheapest(site)
        return [site.id, null, best ? Math.round(best.cents * eurRate) / 100 : null]
      }),
      facets: null,
    }
  }

  const order = meta.order ?? (meta.orderBy === 'price' ? 'asc' : 'desc')
  const sign = order === 'asc' ? 1 : -1
  const priced = results.map((site) => ({ site, best: cheapest(site) }))
  priced.sort((a, b) => {
    const [x, y] = [a.site, b.site]
    if (meta.orderBy === 'price') {
      if (!a.best || !b.best) return (a.best ? 0 : 1) - (b.best ? 0 : 1) || x.id - y.id
      return sign * (a.best.cents - b.best.cents) || x.id - y.id
    }
    if (meta.orderBy === 'reviews') return sign * (x.rating - y.rating || x.reviewCount - y.reviewCount) || x.id - y.id
    return sign * (x.popularity - y.popularity) || x.id - y.id
  })
  const rows = priced
    .slice((meta.page - 1) * meta.limit, meta.page * meta.limit)
    .map(({ site, best }): Expected['sites'][number] => [
      site.id,
      best?.unit.id ?? null,
      best ? priceStay(best.unit, site.fees, site.discounts, quote, context, site.currency).totalPrice : null,
    ])

  // Facets by their definition: an OR group counts what passes every other group.
  const count = <K>(sites: readonly CatalogueSite[], keysOf: (site: CatalogueSite) => readonly K[]) => {
    const counts = new Map<K, number>()
    for (const site of sites) for (const key of new Set(keysOf(site))) counts.set(key, (counts.get(key) ?? 0) + 1)
    return counts
  }
  const siteGroup = (group: Group) => scoped.filter((site) => passes(site, group) && hasUnit(site))
  const unitGroup = (group: UnitGroup, valueOf: (unit: CatalogueAccommodation) => string | number) =>
    count(
      scoped.filter((site) => passes(site, null)),
      (site) => site.accommodations.filter((unit) => unitCounts(unit, group)).map(valueOf),
    )
  const facets = facetsOf({
    funnels: count(siteGroup('funnels'), (site) => [slugOf.funnel(site)]),
    countries: count(siteGroup('countries'), (site) => [slugOf.country(site)]),
    areas: count(siteGroup('areas'), (site) => [slugOf.area(site)]),
    reviews: count(siteGroup('reviews'), (site) => REVIEW_STEPS.filter((step) => site.rating >= step)),
    facilities: count(results, (site) => site.facilities),
    categories: unitGroup('categories', (unit) => unit.category),
    bedrooms: unitGroup('bedrooms', (unit) => unit.bedrooms),
    bathrooms: unitGroup('bathrooms', (unit) => unit.bathrooms),
    // Accessibility, as facilities: the results that also have the feature (a unit that counts, or the site).
    accessibility: count(results, (site) => [
      ...UNIT_ACCESSIBILITY_FEATURES.filter((feature) =>
        site.accommodations.some(
          (unit) => unitCounts(unit, null) && (unit.accessibility & UNIT_FEATURE_BIT[feature]) !== 0,
        ),
      ),
      ...SITE_ACCESSIBILITY_FEATURES.filter((feature) => (site.accessibility & SITE_FEATURE_BIT[feature]) !== 0),
    ]),
    request,
  })
  return { total: results.length, sites: rows, facets }
}

/** The facets as the answer lists them: which values show, with what count, which are chosen. */
function facetsOf(counts: {
  funnels: Map<string, number>
  countries: Map<string, number>
  areas: Map<string, number>
  reviews: Map<number, number>
  facilities: Map<number, number>
  categories: Map<string | number, number>
  bedrooms: Map<string | number, number>
  bathrooms: Map<string | number, number>
  accessibility: Map<string, number>
  request: SearchRequest
}) {
  const { site, accommodation } = counts.request.filters
  const minReview = site.reviewScores.length > 0 ? Math.min(...site.reviewScores) : null
  const shown = (slug: string, map: Map<string, number>, chosen: string[]) => ({
    slug,
    count: map.get(slug) ?? 0,
    selected: chosen.includes(slug),
  })
  const numbers = (map: Map<string | number, number>, chosen: number[]) =>
    [...new Set([...map.keys(), ...chosen])]
      .map(Number)
      .sort((a, b) => a - b)
      .map((value) => ({ value, count: map.get(value) ?? 0, selected: chosen.includes(value) }))
      .filter((item) => item.count > 0 || item.selected)
  return {
    facilities: catalogue.facilities.map((facility) => ({
      id: facility.id,
      count: counts.facilities.get(facility.id) ?? 0,
      selected: site.facilities.includes(facility.id),
    })),
    countries: catalogue.countries
      .map((country) => shown(country.slug, counts.countries, site.countries))
      .filter((item) => item.count > 0 || item.selected),
    areas: catalogue.areas
      .map((area) => shown(area.slug, counts.areas, site.areas))
      .filter((item) => item.count > 0 || item.selected),
    funnels: catalogue.funnels.map((funnel) => shown(funnel.slug, counts.funnels, site.funnels)),
    reviewScores: REVIEW_STEPS.map((value) => ({
      value,
      count: counts.reviews.get(value) ?? 0,
      selected: minReview === value,
    })),
    categories: ACCOMMODATION_CATEGORIES.map((slug) => ({
      slug,
      count: counts.categories.get(slug) ?? 0,
      selected: accommodation.categories.includes(slug),
    })),
    bedrooms: numbers(counts.bedrooms, accommodation.bedrooms),
    bathrooms: numbers(counts.bathrooms, accommodation.bathrooms),
    accessibility: ACCESSIBILITY_FEATURES.map((slug) => ({
      slug,
      count: counts.accessibility.get(slug) ?? 0,
      selected: ([...accommodation.accessibility, ...site.accessibility] as string[]).includes(slug),
    })),
  }
}

/** The indexed search's answer in the reference's terms. */
function actualSearch(request: SearchRequest, apiLocale: ApiLocale): Expected {
  const answer: SearchSitesResponse = searchSites(database, request, contextFor(apiLocale))
  if (answer.view === 'map') {
    return {
      total: answer.meta.total,
      sites: answer.sites.map((pin) => [catalogue.sitesBySlug.get(pin.slug)!.id, null, pin.price]),
      facets: null,
    }
  }
  const { facets } = answer
  return {
    total: answer.meta.total,
    sites: answer.sites.map((site) => [
      site.id,
      site.cheapestAccommodation?.id ?? null,
      site.price?.totalPrice ?? null,
    ]),
    facets: {
      facilities: facets.facilities.map(({ id, count, selected }) => ({ id, count, selected })),
      countries: facets.countries.map(({ slug, count, selected }) => ({ slug, count, selected })),
      areas: facets.areas.map(({ slug, count, selected }) => ({ slug, count, selected })),
      funnels: facets.funnels.map(({ slug, count, selected }) => ({ slug, count, selected })),
      reviewScores: facets.reviewScores,
      categories: facets.categories.map(({ slug, count, selected }) => ({ slug, count, selected })),
      bedrooms: facets.bedrooms,
      bathrooms: facets.bathrooms,
      accessibility: facets.accessibility.map(({ slug, count, selected }) => ({ slug, count, selected })),
    },
  }
}

// ---------------------------------------------------------------- random requests

const subset = <T>(values: readonly T[], max: number) =>
  fc.subarray([...values], { maxLength: max }).chain((chosen) => fc.shuffledSubarray(chosen))

function requestArbitrary() {
  const sites = catalogue.sites
  const slugs = (items: readonly { slug: string }[]) => items.map((item) => item.slug)
  // A few stays repeat (the cached price tables are reused), others are anywhere in the year.
  const dates = ['2027-07-17', '2027-07-10', '2027-08-07', '2027-05-15', '2027-06-12', '2027-09-04']
  const date = fc.oneof(
    fc.constantFrom(...dates),
    fc.integer({ min: 1, max: 330 }).map((days) => addDays(toIsoDate(NOW), days)),
  )
  const scope = fc.oneof(
    { weight: 4, arbitrary: fc.record({ country: fc.constantFrom(...slugs(catalogue.countries)) }) },
    { weight: 2, arbitrary: fc.record({ area: fc.constantFrom(...slugs(catalogue.areas)) }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...sites.slice(0, 60)).map((site) => ({
        city: catalogue.citiesById.get(site.cityId)!.slug,
        area: catalogue.areasById.get(site.areaId)!.slug,
      })),
    },
    { weight: 1, arbitrary: fc.record({ funnel: fc.constantFrom(...slugs(catalogue.funnels)) }) },
    { weight: 1, arbitrary: fc.record({ site: fc.constantFrom(...slugs(sites.slice(0, 80))) }) },
    { weight: 1, arbitrary: fc.record({ filter: fc.constantFrom('lac', 'plage', 'see', 'mare', 'camping') }) },
    { weight: 1, arbitrary: fc.record({ country: fc.constantFrom('atlantis') }) },
    { weight: 2, arbitrary: fc.constant({}) },
  )
  const facilityIds = [...catalogue.facilities.map((facility) => facility.id), 999_999]
  return fc
    .record({
      scope,
      facilities: subset(facilityIds, 3),
      countries: subset([...slugs(catalogue.countries), 'atlantis'], 3),
      areas: subset(slugs(catalogue.areas), 3),
      funnels: subset(slugs(catalogue.funnels), 2),
      reviewScores: subset([6, 7, 8, 9], 2),
      categories: subset(ACCOMMODATION_CATEGORIES, 3),
      bedrooms: subset([0, 1, 2, 3, 4, 20], 3),
      bathrooms: subset([0, 1, 2, 20], 2),
      unitAccess: subset(UNIT_ACCESSIBILITY_FEATURES, 2),
      siteAccess: subset(SITE_ACCESSIBILITY_FEATURES, 2),
      adults: fc.integer({ min: 1, max: 8 }),
      children: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
      date,
      duration: fc.oneof(fc.constantFrom(7, 14), fc.integer({ min: 1, max: 28 })),
      orderBy: fc.constantFrom('popular', 'price', 'reviews'),
      order: fc.constantFrom('asc', 'desc', undefined),
      page: fc.integer({ min: 1, max: 4 }),
      limit: fc.constantFrom(1, 10, 50),
      map: fc.boolean(),
      apiLocale: fc.constantFrom(...API_LOCALES),
    })
    .map((drawn) => ({
      apiLocale: drawn.apiLocale,
      request: searchRequestSchema.parse({
        filters: {
          site: {
            facilities: drawn.facilities,
            countries: drawn.countries,
            areas: drawn.areas,
            funnels: drawn.funnels,
            reviewScores: drawn.reviewScores,
            accessibility: drawn.siteAccess,
          },
          accommodation: {
            categories: drawn.categories,
            bedrooms: drawn.bedrooms,
            bathrooms: drawn.bathrooms,
            accessibility: drawn.unitAccess,
          },
        },
        parameters: {
          ...drawn.scope,
          date: drawn.date,
          duration: drawn.duration,
          persons: { adults: drawn.adults, children: drawn.children.map((age) => ({ age })) },
          map: drawn.map,
        },
        meta: { orderBy: drawn.orderBy, order: drawn.order, page: drawn.page, limit: drawn.limit },
      }),
    }))
}

describe('search/sites against the reference', () => {
  it('answers random requests exactly as trying every campsite and unit does', () => {
    fc.assert(
      fc.property(requestArbitrary(), ({ request, apiLocale }) => {
        const expected = referenceSearch(request, apiLocale)
        expect(actualSearch(request, apiLocale)).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('answers a few common requests with results, so the comparison is not of empty lists', () => {
    const request = searchRequestSchema.parse({
      filters: { site: { facilities: [192] } },
      parameters: { country: 'france', date: '2027-07-17', duration: 7, persons: { adults: 2 } },
      meta: { orderBy: 'price', limit: 20 },
    })
    const expected = referenceSearch(request, 'couk')
    expect(expected.total).toBeGreaterThan(20)
    expect(expected.sites.filter(([, , cents]) => cents !== null).length).toBeGreaterThan(5)
    expect(actualSearch(request, 'couk')).toEqual(expected)
  })

  it('prices the favourites (search/site-prices) as the reference does', () => {
    fc.assert(
      fc.property(
        requestArbitrary(),
        fc.subarray(
          catalogue.sites.slice(0, 200).map((site) => site.id),
          { minLength: 1 },
        ),
        ({ request, apiLocale }, siteIds) => {
          const { date, duration, persons } = request.parameters
          const parameters = { date, duration, persons }
          const prices = priceSites(database, { parameters, siteIds }, contextFor(apiLocale))
          expect(prices.sites.map((site) => site.id)).toEqual(siteIds)
          for (const site of prices.sites) {
            const one = searchRequestSchema.parse({ parameters: { ...parameters, site: site.slug } })
            // A campsite with no unit for the party is no result of the reference: then unpriced.
            const expected = referenceSearch(one, apiLocale).sites[0] ?? [site.id, null, null]
            const actual = [site.id, site.cheapestAccommodation?.id ?? null, site.price?.totalPrice ?? null]
            expect(actual).toEqual(expected)
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('forgets a campsite’s cached price when a let takes its cheapest unit', () => {
    const request = searchRequestSchema.parse({
      parameters: { country: 'france', date: '2027-06-12', duration: 7, persons: { adults: 2 } },
      meta: { orderBy: 'price', limit: 5 },
    })
    const before = actualSearch(request, 'couk')
    expect(before).toEqual(referenceSearch(request, 'couk'))
    const [siteId, unitId] = before.sites[0]!
    const unit = catalogue.accommodationsById.get(unitId!)!
    // Every unit of that accommodation let for the stay, by another connection's commit.
    database.sqlite
      .prepare('INSERT INTO booked_stays (accommodation_id, arrival, departure, units) VALUES (?, ?, ?, ?)')
      .run(unit.id, '2027-06-12', '2027-06-19', unit.units)
    catchUpBookedStays(database)
    const after = actualSearch(request, 'couk')
    expect(after).toEqual(referenceSearch(request, 'couk'))
    const row = after.sites.find(([id]) => id === siteId)
    expect(row?.[1] ?? null).not.toBe(unitId)
  })
})

// ---------------------------------------------------------------- autocomplete

/** Every place and campsite, judged by name as the search box's rules say. */
function referenceAutocomplete(language: Language, searchString: string, funnel: string | undefined, limit: number) {
  const query = foldText(searchString)
  if (query.length < 2) return []
  const funnelId = funnel === undefined ? undefined : (catalogue.funnels.find((f) => f.slug === funnel)?.id ?? -1)
  const kinds = { country: 0, area: 1, city: 2, site: 3 }
  const sitesOf = (test: (site: CatalogueSite) => boolean) => catalogue.sites.filter(test)
  const candidates: {
    type: AutocompleteResult['type']
    id: number
    name: string
    weight: number
    funnels: Set<number>
  }[] = []
  const place = (type: 'country' | 'area' | 'city', id: number, name: string, sites: CatalogueSite[]) =>
    candidates.push({ type, id, name, weight: sites.length, funnels: new Set(sites.map((site) => site.funnelId)) })
  for (const country of catalogue.countries)
    place(
      'country',
      country.id,
      country.name[language],
      sitesOf((site) => site.countryId === country.id),
    )
  for (const area of catalogue.areas)
    place(
      'area',
      area.id,
      area.name[language],
      sitesOf((site) => site.areaId === area.id),
    )
  for (const city of catalogue.cities)
    place(
      'city',
      city.id,
      city.name[language],
      sitesOf((site) => site.cityId === city.id),
    )
  for (const site of catalogue.sites)
    candidates.push({
      type: 'site',
      id: site.id,
      name: site.name,
      weight: site.popularity,
      funnels: new Set([site.funnelId]),
    })
  const quality = (folded: string) =>
    folded === query
      ? 0
      : folded.startsWith(query)
        ? 1
        : folded.includes(` ${query}`)
          ? 2
          : query.length >= 3 && folded.includes(query)
            ? 3
            : null
  return candidates
    .filter((candidate) => funnelId === undefined || candidate.funnels.has(funnelId))
    .map((candidate) => ({
      ...candidate,
      folded: foldText(candidate.name),
      quality: quality(foldText(candidate.name)),
    }))
    .filter((candidate) => candidate.quality !== null)
    .sort(
      (a, b) =>
        a.quality! - b.quality! ||
        kinds[a.type] - kinds[b.type] ||
        b.weight - a.weight ||
        a.folded.localeCompare(b.folded),
    )
    .slice(0, limit)
    .map((candidate) => `${candidate.type}:${candidate.id}`)
}

describe('autocomplete against the reference', () => {
  it('suggests for random queries exactly what a scan of every name does', () => {
    const names = [
      ...catalogue.sites.slice(0, 300).map((site) => site.name),
      ...catalogue.areas.flatMap((area) => Object.values(area.name)),
      ...catalogue.countries.flatMap((country) => Object.values(country.name)),
      ...catalogue.cities.slice(0, 200).map((city) => city.name.en),
    ]
    const fromName = fc
      .record({ name: fc.constantFrom(...names), start: fc.nat(), length: fc.integer({ min: 2, max: 8 }) })
      .map(({ name, start, length }) => {
        const folded = foldText(name)
        const from = start % Math.max(1, folded.length - 1)
        return folded.slice(from, from + length)
      })
    const query = fc.oneof(
      fromName,
      fc.string({
        unit: fc.constantFrom('a', 'e', 'i', 'l', 'n', 'o', 'r', 's', 't', 'u', ' '),
        minLength: 2,
        maxLength: 4,
      }),
    )
    fc.assert(
      fc.property(
        query,
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(undefined, ...catalogue.funnels.map((funnel) => funnel.slug), 'nowhere'),
        fc.integer({ min: 1, max: 20 }),
        (searchString, language, funnel, limit) => {
          if (searchString.trim().length < 2) return
          const request = autocompleteRequestSchema.parse({ searchString, funnel, limit })
          const actual = autocomplete(database, language, request).map((result) => `${result.type}:${result.id}`)
          expect(actual).toEqual(referenceAutocomplete(language, searchString, funnel, limit))
        },
      ),
      { numRuns: 300 },
    )
  })
})
