import { describe, expect, it } from 'vitest'
import { fitPlaces, placeChips, placeIndexOf, placesChanged, withFittedPlaces } from '~/lib/places'
import { parseSearchParams } from '~/lib/search-params.server'
import { searchHref } from '~/lib/site-search.server'
import { clearNavigationCache } from '~/lib/twenty.server'
import { loadSearchAndBook } from '~/routes/search-and-book.server'
import type { NavigationGroups } from '../twenty/contract'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const TODAY = '2026-11-25'
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), { today: TODAY })

const area = (slug: string, cities: string[]) => ({
  id: 0,
  name: slug.toUpperCase(),
  slug,
  cities: cities.map((city) => ({ id: 0, name: city.toUpperCase(), slug: city })),
  images: { small: { url: '', alt: '' } },
  popular: false,
  siteCount: 1,
})
const country = (slug: string, areas: ReturnType<typeof area>[]) => ({
  id: 0,
  name: slug.toUpperCase(),
  slug,
  code: 'XX',
  title: slug,
  areas,
})

/** Two funnels; glamping has no Portugal, and lists fewer towns of the Dordogne. */
const groups = {
  funnels: [
    {
      id: 1,
      name: 'Camping',
      slug: 'camping',
      defaultBookingDate: null,
      countries: [
        country('france', [area('dordogne', ['perigueux', 'sarlat']), area('brittany', ['quimper'])]),
        country('spain', [area('costa-brava', ['lloret'])]),
        country('portugal', [area('algarve', ['lagos'])]),
      ],
    },
    {
      id: 2,
      name: 'Glamping',
      slug: 'glamping',
      defaultBookingDate: null,
      countries: [country('france', [area('dordogne', ['perigueux'])]), country('spain', [])],
    },
  ],
} as unknown as NavigationGroups
const places = placeIndexOf(groups)

describe('places of a search (issue 17)', () => {
  it('indexes every funnel once, memoised per navigation answer', () => {
    expect(placeIndexOf(groups)).toBe(places)
    expect(places.cities.get('sarlat')).toEqual({ name: 'SARLAT', area: 'dordogne', country: 'france' })
    expect(places.tree.map((c) => c.slug)).toEqual(['france', 'spain', 'portugal'])
    expect(places.tree[0]!.areas[0]!.cities.map((c) => c.slug)).toEqual(['perigueux', 'sarlat'])
  })

  it('drops an area and town of another country: the wider place wins', () => {
    const fitted = fitPlaces(parse('country=spain&area=dordogne&city=perigueux'), places)
    expect([fitted.country, fitted.area, fitted.city]).toEqual(['spain', null, null])
    expect(placesChanged(parse('country=spain&area=dordogne'), fitted)).toBe(true)
  })

  it('drops a town of another area, keeps places that fit and slugs it does not know', () => {
    expect(fitPlaces(parse('country=france&area=brittany&city=perigueux'), places).city).toBeNull()
    const fine = parse('country=france&area=dordogne&city=sarlat')
    expect(fitPlaces(fine, places)).toEqual(fine)
    expect(placesChanged(fine, fitPlaces(fine, places))).toBe(false)
    // The cached navigation may lag the catalogue: unknown places are the API's to judge.
    const unknown = parse('country=france&area=new-area&city=new-town')
    expect(fitPlaces(unknown, places)).toEqual(unknown)
  })

  it('drops a country outside the funnel, and area and country filters outside the country', () => {
    expect(fitPlaces(parse('funnel=glamping&country=portugal'), places).country).toBeNull()
    const fitted = fitPlaces(
      parse('country=france&areas=dordogne&areas=costa-brava&countries=spain&countries=france'),
      places,
    )
    expect(fitted.filters.areas).toEqual(['dordogne'])
    expect(fitted.filters.countries).toEqual(['france'])
  })

  it('fits the filters to what a page path pins (an area filter of another country on a country page)', () => {
    const fitted = fitPlaces(parse('areas=costa-brava&areas=brittany'), places, {
      funnel: 'camping',
      country: 'france',
    })
    expect(fitted.filters.areas).toEqual(['brittany'])
    expect(
      fitPlaces(parse('areas=brittany&areas=dordogne'), places, { country: 'france', area: 'dordogne' }).filters.areas,
    ).toEqual(['dordogne'])
  })

  it('reads the no-JavaScript form’s destination path when the URL names no place itself', () => {
    expect(parse('destination=france%2Fdordogne%2Fsarlat')).toMatchObject({
      country: 'france',
      area: 'dordogne',
      city: 'sarlat',
    })
    expect(parse('destination=spain')).toMatchObject({ country: 'spain', area: null, city: null })
    expect(parse('destination=spain&country=italy')).toMatchObject({ country: 'italy', area: null })
    expect(parse('destination=a/b/c/d')).toMatchObject({ country: null, area: null, city: null })
    expect(parse('destination=../etc')).toMatchObject({ country: null })
  })

  it('writes the fitted places back into the URL, keeping every other parameter in order', () => {
    const params = new URLSearchParams('utm_source=x&destination=france%2Fdordogne&date=2027-07-10&areas=costa-brava')
    const fitted = fitPlaces(parseSearchParams(params, { today: TODAY }), places)
    expect(withFittedPlaces(params, fitted).toString()).toBe(
      'utm_source=x&date=2027-07-10&country=france&area=dordogne',
    )
  })

  it('shows every place as a chip whose link removes it and what lies in it', () => {
    const state = { ...parse('country=france&area=dordogne&city=sarlat&areas=brittany&facilities=192'), page: 3 }
    const chips = placeChips(state, places)
    expect(chips.map((chip) => `${chip.kind}:${chip.name}`)).toEqual([
      'country:FRANCE',
      'area:DORDOGNE',
      'city:SARLAT',
      'area:BRITTANY',
    ])
    expect(searchHref('/s', chips[0]!.without)).toBe('/s?facilities=192')
    expect(searchHref('/s', chips[1]!.without)).toBe('/s?country=france&areas=brittany&facilities=192')
    expect(searchHref('/s', chips[2]!.without)).toBe('/s?country=france&area=dordogne&areas=brittany&facilities=192')
    expect(searchHref('/s', chips[3]!.without)).toBe('/s?country=france&city=sarlat&area=dordogne&facilities=192')
    expect(placeChips(parse('date=2027-07-10'), places)).toEqual([])
  })
})

describe('search-and-book with places that no longer fit (against the embedded API)', () => {
  const embedded = useEmbeddedApi({ warmSearch: false })
  const argsFor = async (url: string) => {
    clearNavigationCache()
    return {
      request: new Request(url),
      params: {},
      context: await loadContextFor(new URL(url).host, { twentyBaseUrl: embedded.baseUrl() }),
    } as never
  }
  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as Response,
    )

  it('redirects a changed country to an address without the old one’s area and town', async () => {
    const navigation = (await (await fetch(`${embedded.baseUrl()}/v2/default/at/navigation/groups`)).json()) as {
      data: NavigationGroups
    }
    const france = navigation.data.funnels[0]!.countries.find((c) => c.slug === 'france')!
    const dordogne = france.areas.find((a) => a.cities.length > 0)!
    const query = `country=spain&area=${dordogne.slug}&city=${dordogne.cities[0]!.slug}&adults=3`
    const response = await thrown(loadSearchAndBook(await argsFor(`http://de-at.localhost/camping-suche?${query}`)))
    expect(response?.status).toBe(302)
    expect(response?.headers.get('Location')).toBe('/camping-suche?adults=3&country=spain')
  })

  it('the search button of the form drops them too (a new search)', async () => {
    const response = await thrown(
      loadSearchAndBook(await argsFor('http://it.localhost/cerca?country=spain&date=&area=dordogne&intent=search')),
    )
    expect(response?.headers.get('Location')).toBe('/cerca?country=spain')
  })

  it('turns the no-JavaScript home form’s destination into the place parameters', async () => {
    const response = await thrown(
      loadSearchAndBook(
        await argsFor('http://nl-be.localhost/zoek-en-boek?destination=france%2Fdordogne&date=&duration=7'),
      ),
    )
    expect(response?.headers.get('Location')).toBe('/zoek-en-boek?date=&duration=7&country=france&area=dordogne')
  })

  it('names the places as removable chips, and says which filters to drop when nothing is found', async () => {
    const data = await loadSearchAndBook(
      await argsFor(
        'http://fr.localhost/rechercher-et-reserver?country=france&area=dordogne&bedrooms=9&facilities=192',
      ),
    )
    expect(data.placeChips.map((chip) => chip.kind)).toEqual(['country', 'area'])
    expect(data.placeChips[1]!.href).toBe('/rechercher-et-reserver?country=france&facilities=192&bedrooms=9')
    expect(data.results?.total).toBe(0)
    // Without the impossible bedroom count something is found; every drop is a link that finds campsites.
    expect(data.filterDrops.length).toBeGreaterThan(0)
    expect(
      data.filterDrops.some(
        (drop) => drop.href === '/rechercher-et-reserver?country=france&area=dordogne&facilities=192',
      ),
    ).toBe(true)
    for (const drop of data.filterDrops) expect(drop.count).toBeGreaterThan(0)
    const counts = data.filterDrops.map((drop) => drop.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})
