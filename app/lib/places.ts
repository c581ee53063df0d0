/**
 * The catalogue's places as one index (funnel > country > area > town), built from the cached
 * navigation, and the rules a search's places follow: a narrower place must lie in the wider one
 * the search names (issue 17: a stale region no longer travels on with another country), every
 * place a search is narrowed to is shown and can be removed, and a search that finds nothing
 * says which filters to drop. Pure functions, shared by the loaders and their tests.
 */
import type { NavigationGroups } from '../../twenty/contract'
import type { SearchState } from './search-params'

export interface PlaceIndex {
  funnels: Map<string, { name: string; countries: Set<string> }>
  countries: Map<string, { name: string }>
  areas: Map<string, { name: string; country: string }>
  cities: Map<string, { name: string; area: string; country: string }>
  /** Countries with their areas and towns, in the navigation's order (the home form's select). */
  tree: PlaceTreeCountry[]
}

export interface PlaceTreeCountry {
  slug: string
  name: string
  areas: { slug: string; name: string; cities: { slug: string; name: string }[] }[]
}

const indexes = new WeakMap<NavigationGroups, PlaceIndex>()

/**
 * Every funnel's places, merged (a country lies in several funnels, each listing the areas and
 * towns it has campsites in). Memoised per navigation answer, which the server caches.
 */
export function placeIndexOf(groups: NavigationGroups): PlaceIndex {
  const known = indexes.get(groups)
  if (known) return known
  const index: PlaceIndex = { funnels: new Map(), countries: new Map(), areas: new Map(), cities: new Map(), tree: [] }
  const treeCountries = new Map<string, PlaceTreeCountry>()
  for (const funnel of groups.funnels) {
    index.funnels.set(funnel.slug, {
      name: funnel.name,
      countries: new Set(funnel.countries.map((country) => country.slug)),
    })
    for (const country of funnel.countries) {
      if (!index.countries.has(country.slug)) index.countries.set(country.slug, { name: country.name })
      let treeCountry = treeCountries.get(country.slug)
      if (!treeCountry) {
        treeCountry = { slug: country.slug, name: country.name, areas: [] }
        treeCountries.set(country.slug, treeCountry)
      }
      for (const area of country.areas) {
        if (!index.areas.has(area.slug)) index.areas.set(area.slug, { name: area.name, country: country.slug })
        let treeArea = treeCountry.areas.find((known) => known.slug === area.slug)
        if (!treeArea) {
          treeArea = { slug: area.slug, name: area.name, cities: [] }
          treeCountry.areas.push(treeArea)
        }
        for (const city of area.cities) {
          if (!index.cities.has(city.slug))
            index.cities.set(city.slug, { name: city.name, area: area.slug, country: country.slug })
          if (!treeArea.cities.some((known) => known.slug === city.slug))
            treeArea.cities.push({ slug: city.slug, name: city.name })
        }
      }
    }
  }
  index.tree = [...treeCountries.values()]
  indexes.set(groups, index)
  return index
}

/** What a page's path pins (a country page's country); the search's own places come on top. */
export interface PinnedPlaces {
  funnel?: string
  country?: string
  area?: string
  city?: string
}

/** The country, area and town a place lies in, when the index knows it. */
function countryOf(index: PlaceIndex, kind: 'area' | 'city', slug: string): string | undefined {
  return kind === 'area' ? index.areas.get(slug)?.country : index.cities.get(slug)?.country
}

/**
 * Drops the narrower places that do not lie in the wider ones (issue 17): a country outside the
 * funnel, an area outside the country, a town outside the area or country, and area or country
 * filters outside what the search (or the page's path) is pinned to. The wider place wins: it is
 * what a visitor changes in the form, while the narrower one travelled on unseen. A slug the
 * index does not know is left to the API (the navigation is cached and may lag the catalogue).
 */
export function fitPlaces(state: SearchState, index: PlaceIndex, pinned: PinnedPlaces = {}): SearchState {
  const funnel = pinned.funnel ?? state.funnel
  const funnelCountries = funnel ? index.funnels.get(funnel)?.countries : undefined
  const country =
    state.country && funnelCountries && index.countries.has(state.country) && !funnelCountries.has(state.country)
      ? null
      : state.country
  const wideCountry = pinned.country ?? country
  const outside = (kind: 'area' | 'city', slug: string) => {
    const lies = countryOf(index, kind, slug)
    return wideCountry !== null && wideCountry !== undefined && lies !== undefined && lies !== wideCountry
  }
  const area = state.area && outside('area', state.area) ? null : state.area
  const wideArea = pinned.area ?? area
  const cityArea = state.city ? index.cities.get(state.city)?.area : undefined
  const city =
    state.city &&
    (outside('city', state.city) || (wideArea && cityArea !== undefined && cityArea !== wideArea) || pinned.city)
      ? null
      : state.city
  const wideCity = pinned.city ?? city
  const wideCityArea = wideCity ? index.cities.get(wideCity)?.area : undefined
  const filters = {
    ...state.filters,
    countries: state.filters.countries.filter(
      (slug) => !wideCountry || !index.countries.has(slug) || slug === wideCountry,
    ),
    areas: state.filters.areas.filter((slug) => {
      if (!index.areas.has(slug)) return true
      if (outside('area', slug)) return false
      const within = wideArea ?? wideCityArea
      return !within || slug === within
    }),
  }
  return { ...state, country, area, city, filters }
}

/** The names of a search's place parameters and filters, in the order they are written. */
const PLACE_PARAMS = ['funnel', 'country', 'area', 'city', 'countries', 'areas'] as const

/** True when fitting changed a place: the URL then says more than the search does. */
export function placesChanged(before: SearchState, after: SearchState): boolean {
  return (
    before.funnel !== after.funnel ||
    before.country !== after.country ||
    before.area !== after.area ||
    before.city !== after.city ||
    before.filters.countries.join() !== after.filters.countries.join() ||
    before.filters.areas.join() !== after.filters.areas.join()
  )
}

/**
 * A URL's parameters with its places as the fitted search says them; every other parameter
 * (dates, party, other filters, campaign tags) stays as it was, in its order.
 */
export function withFittedPlaces(params: URLSearchParams, state: SearchState): URLSearchParams {
  const next = new URLSearchParams()
  for (const [name, value] of params)
    if (!(PLACE_PARAMS as readonly string[]).includes(name) && name !== 'destination') next.append(name, value)
  for (const name of ['funnel', 'country', 'area', 'city'] as const) if (state[name]) next.set(name, state[name])
  for (const name of ['countries', 'areas'] as const) for (const value of state.filters[name]) next.append(name, value)
  return next
}

/** One removable place of a search: its name and the search without it (and what lies in it). */
export interface PlaceChip {
  kind: 'country' | 'area' | 'city'
  slug: string
  name: string
  /** The search without this place, and without the narrower places that lie in it. */
  without: SearchState
}

const nameOf = (index: PlaceIndex, kind: 'country' | 'area' | 'city', slug: string): string =>
  (kind === 'country' ? index.countries : kind === 'area' ? index.areas : index.cities).get(slug)?.name ?? slug

/**
 * The places a search is narrowed to, widest first, each removable: the country, area and town
 * parameters and the area and country filters. Removing a place removes what lies in it (a
 * country takes its area and town along); the search goes back to page 1 and keeps the rest.
 */
export function placeChips(state: SearchState, index: PlaceIndex): PlaceChip[] {
  const chips: PlaceChip[] = []
  const base: SearchState = { ...state, page: 1 }
  const inCountry = (country: string) => (slug: string) => index.areas.get(slug)?.country === country
  if (state.country) {
    const country = state.country
    chips.push({
      kind: 'country',
      slug: country,
      name: nameOf(index, 'country', country),
      without: {
        ...base,
        country: null,
        area: null,
        city: null,
        filters: { ...state.filters, areas: state.filters.areas.filter((slug) => !inCountry(country)(slug)) },
      },
    })
  }
  if (state.area)
    chips.push({
      kind: 'area',
      slug: state.area,
      name: nameOf(index, 'area', state.area),
      without: { ...base, area: null, city: null },
    })
  if (state.city)
    chips.push({
      kind: 'city',
      slug: state.city,
      name: nameOf(index, 'city', state.city),
      without: { ...base, city: null },
    })
  for (const slug of state.filters.countries) {
    chips.push({
      kind: 'country',
      slug,
      name: nameOf(index, 'country', slug),
      without: {
        ...base,
        filters: {
          ...state.filters,
          countries: state.filters.countries.filter((other) => other !== slug),
          areas: state.filters.areas.filter((other) => !inCountry(slug)(other)),
        },
      },
    })
  }
  for (const slug of state.filters.areas) {
    chips.push({
      kind: 'area',
      slug,
      name: nameOf(index, 'area', slug),
      without: { ...base, filters: { ...state.filters, areas: state.filters.areas.filter((other) => other !== slug) } },
    })
  }
  return chips
}
