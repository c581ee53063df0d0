/**
 * Campsite results, shared by every page that lists them (search-and-book, /search, the funnel,
 * country, area and city pages): the URL (parsed once by parseSearchParams) becomes the twenty
 * `search/sites` body, one call answers it (two in the map view), and `searchSiteResults` returns
 * what the results part of the page shows. The URL is the whole state: GET forms and links.
 */
import { redirect, type AppLoadContext } from '@remix-run/node'
import type { ResultsMapSite } from '~/lib/results-map'
import { catalogueHref } from '../../market-config/routes'
import {
  ACCOMMODATION_CATEGORY_SLUGS,
  type AccommodationCategorySlug,
  type SearchFacets,
  type SearchRequestInput,
  type SearchSite,
  type SearchSitesResponse,
  type SiteCurrency,
} from '../../twenty/contract'
import { accessibilityFeatureName, siteAccessibilityFilter, unitAccessibilityFilter } from './accessibility.server'
import { nearestArrivalDays } from './arrival-days'
import { loadArrivalDays } from './arrival-days.server'
import { getEnv } from './env.server'
import { favouriteSiteIds } from './favourites.server'
import { translatorFor } from './i18n.server'
import { requireStorefront } from './page.server'
import {
  fitPlaces,
  placeChips,
  placeIndexOf,
  placesChanged,
  withFittedPlaces,
  type PinnedPlaces,
  type PlaceIndex,
} from './places'
import {
  emptyFilters,
  endDate,
  newSearch,
  SEARCH_PAGE_SIZE,
  searchQuery,
  type SearchState,
  type SortKey,
} from './search-params'
import { SAVED_SEARCH_PARAMS, savedSearchOf, shortSearchParams } from './search-params.server'
import { cachedNavigationGroups, pageLoadFailure, TwentyApiError, twentyFor } from './twenty.server'

/**
 * The place a page's path pins (a country page's country): sent as the search's parameters, but
 * not in the page's links, whose path already says it.
 */
export interface SearchScope {
  funnel?: string
  country?: string
  area?: string
  city?: string
  /** Facilities a theme page's campsites all have (not offered as filters there). */
  facilities?: number[]
}

/** SPEC section 9's site sort keys as the API's orderBy and order. */
export const SORT_ORDERS: Record<SortKey, { orderBy: 'popular' | 'price' | 'reviews'; order: 'asc' | 'desc' }> = {
  'popular-desc': { orderBy: 'popular', order: 'desc' },
  'price-asc': { orderBy: 'price', order: 'asc' },
  'price-desc': { orderBy: 'price', order: 'desc' },
  'review-desc': { orderBy: 'reviews', order: 'desc' },
}

function isCategory(slug: string): slug is AccommodationCategorySlug {
  return (ACCOMMODATION_CATEGORY_SLUGS as readonly string[]).includes(slug)
}

/** Today on this server, `YYYY-MM-DD` (an earlier arrival date is dropped by the parser). */
export function serverToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * The `search/sites` body (DESIGN.md) of a parsed search URL. An accommodation category the API
 * does not know is left out (an old or typed link then still searches); everything else is sent
 * as asked, so the API's own rules (date after today, at most 28 nights, 12 adults) decide.
 */
export function searchSitesBody(
  state: SearchState,
  options: { orderSettingsLabel?: string; scope?: SearchScope } = {},
): SearchRequestInput {
  const { orderBy, order } = SORT_ORDERS[state.sort]
  const scope = options.scope ?? {}
  return {
    filters: {
      site: {
        facilities: [...new Set([...(scope.facilities ?? []), ...state.filters.facilities])],
        countries: state.filters.countries,
        areas: state.filters.areas,
        funnels: state.filters.funnels,
        reviewScores: state.filters.reviewScores,
        accessibility: siteAccessibilityFilter(state.filters.accessibility),
      },
      accommodation: {
        categories: state.filters.accommodations.filter(isCategory),
        bedrooms: state.filters.bedrooms,
        accessibility: unitAccessibilityFilter(state.filters.accessibility),
      },
    },
    parameters: {
      includeTopFacilities: true,
      funnel: scope.funnel ?? state.funnel,
      date: state.date,
      duration: state.duration,
      country: scope.country ?? state.country,
      area: scope.area ?? state.area,
      city: scope.city ?? state.city,
      persons: { adults: state.party.adults, children: state.party.children.map((age) => ({ age })) },
      filter: state.query,
    },
    meta: {
      limit: SEARCH_PAGE_SIZE,
      page: state.page,
      orderBy,
      order,
      ...(options.orderSettingsLabel ? { orderSettingsLabel: options.orderSettingsLabel } : {}),
    },
  }
}

export type ResultView = 'list' | 'map'

/** The page's address of a state, in the list (default) or map view. */
export function searchHref(pathname: string, state: SearchState, view: ResultView = 'list'): string {
  const query = searchQuery(state)
  if (view === 'map') query.set('view', 'map')
  const text = query.toString()
  return text ? `${pathname}?${text}` : pathname
}

/** The same search as map pins: every matching campsite, coordinates and cheapest total only. */
export function searchMapBody(state: SearchState, scope?: SearchScope): SearchRequestInput {
  const body = searchSitesBody(state, { scope })
  return { filters: body.filters, parameters: { ...body.parameters, includeTopFacilities: false, map: true } }
}

/** What a result card shows of a campsite. */
export interface ResultSite {
  id: number
  name: string
  location: string
  href: string
  image: { url: string; alt: string; width: number; height: number }
  stars: number
  reviewScore: number
  reviewCount: number
  topFacilities: { id: number; name: string }[]
  accommodation: string | null
  /** The visitor's favourite (the heart is pressed). */
  favourite: boolean
  price: {
    total: number
    currency: 'EUR' | 'GBP' | 'CHF'
    discount: { kind: string; percent: number; amount: number } | null
    /** Paid at the campsite, in its own currency (never the market's converted). */
    payOnSite: number
    payOnSiteCurrency: SiteCurrency
  } | null
}

export function resultSite(site: SearchSite, favourites: ReadonlySet<number> = new Set()): ResultSite {
  return {
    id: site.id,
    name: site.name,
    location: site.location,
    href: catalogueHref(site.path.split('/')),
    image: site.image,
    stars: site.stars,
    reviewScore: site.reviewScore,
    reviewCount: site.reviewCount,
    topFacilities: (site.topFacilities ?? []).map(({ id, name }) => ({ id, name })),
    accommodation: site.cheapestAccommodation?.name ?? null,
    favourite: favourites.has(site.id),
    price: site.price
      ? {
          total: site.price.totalPrice,
          currency: site.price.currency,
          discount: site.price.discount,
          payOnSite: site.price.payOnSite,
          payOnSiteCurrency: site.price.payOnSiteCurrency,
        }
      : null,
  }
}

/** A campsite on the map view: the shape the map component draws. */
export type MapSite = ResultsMapSite

export type SearchProblem = 'invalid' | 'closed' | 'arrivalDay' | 'minimumStay' | 'wholeWeeks'

/** The results part of a page that lists campsites. */
export interface SiteSearchData {
  /** The page's own path (the form's action, links' base). */
  pathname: string
  state: SearchState
  /** What the page's path pins, if anything: the place filters that make sense below it. */
  scope: Exclude<keyof SearchScope, 'facilities'> | null
  /** Today and the first arrival date the API takes (tomorrow). */
  minDate: string
  /** The country field's choices; null where the path says the place. */
  countries: { slug: string; name: string }[] | null
  /** null when the API refused the search (problem says why). */
  results: {
    sites: ResultSite[]
    total: number
    pages: number
    page: number
    facets: Pick<SearchFacets, 'facilities' | 'categories' | 'bedrooms' | 'areas' | 'reviewScores' | 'accessibility'>
    stay: { arrivalDate: string; departureDate: string; duration: number }
  } | null
  problem: SearchProblem | null
  /** The clear-filters link, when filters are chosen. */
  clearFiltersHref: string | null
  /** Every place the search is narrowed to (not what the path pins), each with its removal link. */
  placeChips: { kind: 'country' | 'area' | 'city'; name: string; href: string }[]
  /**
   * When nothing is found: each filter the search has (places included), with what the same
   * search finds without it and the link there, most results first.
   */
  filterDrops: { label: string; count: number; href: string }[]
  view: ResultView
  viewHrefs: Record<ResultView, string>
  /** The map view's campsites; null in the list view, or when the API did not answer them. */
  map: { sites: MapSite[]; total: number; truncated: boolean; tiles: { url: string; attribution: string } } | null
  /** Other searches that have something bookable, when this one has nothing (SPEC suggestion kinds). */
  alternatives: SearchAlternative[]
  /** When the calendar refused the date: the nearest days the same stay can start on, as links. */
  arrivalSuggestions: ArrivalSuggestion[]
}

export interface ArrivalSuggestion {
  date: string
  href: string
}

/**
 * The nearest days a refused stay can start on (one before, two after), at the same place and
 * for the same length, from the API's arrival rules; nothing when those cannot be had.
 */
export async function arrivalSuggestions(
  context: AppLoadContext,
  place: { country: string | null; area: string | null; city: string | null; site: string | null },
  date: string,
  duration: number,
  hrefOf: (date: string) => string,
): Promise<ArrivalSuggestion[]> {
  const rules = await loadArrivalDays(context, { duration, ...place }).catch(() => null)
  if (!rules) return []
  return nearestArrivalDays(rules, date).map((day) => ({ date: day, href: hrefOf(day) }))
}

export interface SearchAlternative {
  /** `adjacent`: another arrival date; `alternative`: any accommodation type (and maybe another date). */
  kind: 'adjacent' | 'alternative'
  date: string
  duration: number
  /** Campsites with something bookable for the party. */
  count: number
  href: string
}

function hasFilters(state: SearchState): boolean {
  return Object.values(state.filters).some((values) => values.length > 0)
}

/**
 * The redirects of a submitted search form: its "search" button starts a new search (page 1, no
 * filters; SPEC section 4), and the address to keep and share says only what matters. `parsed`
 * is the search as the URL said it, before its places were fitted (fitPlaces): a place that no
 * longer fits (an area of the country before) or a `destination` leaves the address too.
 */
export function submittedSearchRedirect(
  url: URL,
  state: SearchState,
  pathname: string,
  parsed: SearchState = state,
): void {
  if (url.searchParams.has('intent'))
    throw redirect(searchHref(pathname, newSearch(state, {}), url.searchParams.get('view') === 'map' ? 'map' : 'list'))
  const refitted = url.searchParams.has('destination') || placesChanged(parsed, state)
  const params = refitted ? withFittedPlaces(url.searchParams, state) : url.searchParams
  const short = shortSearchParams(params) ?? (refitted ? params : null)
  if (short) throw redirect(short.size > 0 ? `${pathname}?${short}` : pathname)
}

/** The storefront's places (from the cached navigation), for fitting and naming a search's places. */
export async function placesFor(context: AppLoadContext): Promise<PlaceIndex> {
  const storefront = requireStorefront(context)
  const groups = await cachedNavigationGroups(
    twentyFor(context),
    storefront.brand.id,
    storefront.market.apiLocale,
  ).catch((error: unknown) => pageLoadFailure(error))
  return placeIndexOf(groups)
}

/**
 * A parsed search URL made consistent (issue 17): places that do not lie in the wider place the
 * search or the page's path names are dropped, server-side, so it holds with and without
 * JavaScript; an address that said them is redirected to one that does not.
 */
export function fittedSearch(
  url: URL,
  parsed: SearchState,
  pathname: string,
  places: PlaceIndex,
  pinned: PinnedPlaces = {},
): SearchState {
  const state = fitPlaces(parsed, places, pinned)
  submittedSearchRedirect(url, state, pathname, parsed)
  return state
}

export interface SiteSearchRequest {
  context: AppLoadContext
  url: URL
  /** The search as the page's links carry it (without what the path pins). */
  state: SearchState
  scope?: SearchScope
  pathname: string
  today: string
  /** The country field's choices (search-and-book), or null. */
  countries?: { slug: string; name: string }[] | null
  /** The storefront's places: names of the search's places (chips) and what to drop when empty. */
  places: PlaceIndex
}

/**
 * Asks `search/sites` for a page's results (and the map's pins in the map view) and shapes what
 * the results part shows. A search the API refuses (a date it cannot take, too many nights) still
 * renders, with the form and a message; an unreachable API is the 503 page.
 */
export async function searchSiteResults({
  context,
  url,
  state,
  scope = {},
  pathname,
  today,
  countries = null,
  places,
}: SiteSearchRequest): Promise<SiteSearchData> {
  const storefront = requireStorefront(context)
  const t = translatorFor(storefront.market.i18nLocale)
  const view: ResultView = url.searchParams.get('view') === 'map' ? 'map' : 'list'
  const client = twentyFor(context)
  const [answer, pins, favourites] = await Promise.all([
    client
      .searchSites(searchSitesBody(state, { scope, orderSettingsLabel: t(`sorting.${state.sort}`) }))
      .catch((error: unknown) => {
        if (error instanceof TwentyApiError && error.status === 400) return null
        return pageLoadFailure(error, { notFound: false })
      }),
    // The map is an extra: without its answer the page still shows, with a message in its place.
    view === 'map' ? client.searchSites(searchMapBody(state, scope)).catch(() => null) : null,
    // The hearts: the cookie for a visitor, one cheap call for a customer, beside the search.
    view === 'list' ? favouriteSiteIds(context) : new Set<number>(),
  ])

  const list = answer?.view === 'list' ? answer : null
  // A search the API accepted, with persons, duration or date said in the URL, is the one to remember.
  if (list && SAVED_SEARCH_PARAMS.some((name) => url.searchParams.has(name)))
    context.session.savedSearch = savedSearchOf(state)
  // A page past the last one (an old link, a shrunken result) shows the last page instead of
  // "nothing found" under a count of hundreds.
  if (list && list.meta.pages > 0 && state.page > list.meta.pages)
    throw redirect(searchHref(pathname, { ...state, page: list.meta.pages }, view))

  let problem: SearchProblem | null = list ? null : 'invalid'
  if (list && !list.stay.bookable) problem = list.stay.reason ?? 'closed'
  const alternatives =
    list && state.date && (await nothingBookableAnywhere(client, state, scope, list))
      ? await findAlternatives(client, state, list.stay, { pathname, view, today, scope })
      : []
  const map =
    pins?.view === 'map'
      ? {
          sites: pins.sites.map((pin) => ({
            slug: pin.slug,
            name: pin.name,
            location: pin.location,
            href: catalogueHref(pin.path.split('/')),
            lat: pin.lat,
            lng: pin.lng,
            price: pin.price === null ? null : { total: pin.price, currency: storefront.market.currency },
          })),
          total: pins.meta.total,
          truncated: pins.meta.truncated,
          tiles: { url: getEnv().MAP_TILE_URL, attribution: getEnv().MAP_TILE_ATTRIBUTION },
        }
      : null
  const pinned = (['city', 'area', 'country', 'funnel'] as const).find((key) => scope[key])
  const chips = placeChips(state, places)
  // Only for a refused date, and only for a search that found nothing: both rare, asked at once.
  const [suggestions, filterDrops] = await Promise.all([
    problem && problem !== 'invalid' && state.date
      ? arrivalSuggestions(
          context,
          {
            country: scope.country ?? state.country,
            area: scope.area ?? state.area,
            city: scope.city ?? state.city,
            site: null,
          },
          state.date,
          state.duration,
          (date) => searchHref(pathname, { ...state, date, page: 1 }, view),
        )
      : [],
    list && list.meta.total === 0
      ? findFilterDrops(client, state, scope, list.facets, chips, {
          pathname,
          view,
          translate: translatorFor(storefront.market.i18nLocale, 'search'),
        })
      : [],
  ])
  return {
    pathname,
    state,
    scope: pinned ?? (state.area ? 'area' : state.country ? 'country' : null),
    minDate: endDate(today, 1),
    countries,
    results: list
      ? {
          sites: list.sites.map((site) => resultSite(site, favourites)),
          total: list.meta.total,
          pages: list.meta.pages,
          page: list.meta.page,
          facets: {
            // What the page itself pins is not a choice on it.
            facilities: list.facets.facilities.filter((facility) => !scope.facilities?.includes(facility.id)),
            categories: list.facets.categories,
            bedrooms: list.facets.bedrooms,
            areas: list.facets.areas,
            reviewScores: list.facets.reviewScores,
            accessibility: list.facets.accessibility,
          },
          stay: {
            arrivalDate: list.stay.arrivalDate,
            departureDate: list.stay.departureDate,
            duration: list.stay.duration,
          },
        }
      : null,
    problem,
    clearFiltersHref: hasFilters(state)
      ? searchHref(pathname, { ...state, filters: emptyFilters(), page: 1 }, view)
      : null,
    placeChips: chips.map((chip) => ({
      kind: chip.kind,
      name: chip.name,
      href: searchHref(pathname, chip.without, view),
    })),
    filterDrops,
    view,
    viewHrefs: { list: searchHref(pathname, state), map: searchHref(pathname, { ...state, page: 1 }, 'map') },
    map,
    alternatives,
    arrivalSuggestions: suggestions,
  }
}

type SearchList = Extract<SearchSitesResponse, { view: 'list' }>

/** At most this many filters are tried one by one when a search finds nothing. */
const MAX_FILTER_DROPS = 8

/**
 * A search that finds nothing: each of its filters (its places, facilities, accommodation types,
 * bedrooms, minimum grade) is tried away, at once, and those without which something is found
 * are offered with how many campsites they give, most first. A try the API does not answer is
 * left out; the clear-all link stays regardless.
 */
export async function findFilterDrops(
  client: Pick<ReturnType<typeof twentyFor>, 'searchSites'>,
  state: SearchState,
  scope: SearchScope,
  facets: SearchList['facets'],
  chips: ReturnType<typeof placeChips>,
  {
    pathname,
    view,
    translate,
  }: { pathname: string; view: ResultView; translate: (key: string, options?: Record<string, unknown>) => string },
): Promise<SiteSearchData['filterDrops']> {
  const without = <K extends keyof SearchState['filters']>(
    name: K,
    value: SearchState['filters'][K][number],
  ): SearchState => ({
    ...state,
    page: 1,
    filters: {
      ...state.filters,
      [name]: (state.filters[name] as (string | number)[]).filter((other) => other !== value),
    },
  })
  const candidates: { label: string; state: SearchState }[] = [
    ...chips.map((chip) => ({ label: chip.name, state: chip.without })),
    ...state.filters.facilities.map((id) => ({
      label: facets.facilities.find((facility) => facility.id === id)?.name ?? String(id),
      state: without('facilities', id),
    })),
    ...state.filters.accommodations.map((slug) => ({
      label: facets.categories.find((category) => category.slug === slug)?.name ?? slug,
      state: without('accommodations', slug),
    })),
    ...state.filters.bedrooms.map((count) => ({
      label: translate('filters.bedroom-count', { count }),
      state: without('bedrooms', count),
    })),
    ...state.filters.reviewScores.map((score) => ({
      label: translate('filters.review-score-long', { score }),
      state: without('reviewScores', score),
    })),
    ...state.filters.accessibility.map((feature) => ({
      label: accessibilityFeatureName(translate, feature),
      state: without('accessibility', feature),
    })),
  ].slice(0, MAX_FILTER_DROPS)
  const tried = await Promise.all(
    candidates.map(async (candidate) => {
      const answer = await client
        .searchSites({
          ...searchSitesBody(candidate.state, { scope }),
          meta: { limit: 1, page: 1, orderBy: 'popular', order: 'desc' },
        })
        .catch(() => null)
      return answer?.view === 'list'
        ? { label: candidate.label, count: answer.meta.total, href: searchHref(pathname, candidate.state, view) }
        : null
    }),
  )
  return tried
    .filter((drop): drop is SiteSearchData['filterDrops'][number] => drop !== null && drop.count > 0)
    .sort((a, b) => b.count - a.count)
}

/**
 * Nothing in this search can be booked: the calendar refuses the stay, nothing matches, or every
 * campsite found (all on this page) is full. Campsites that are full stay listed, unpriced.
 */
export function nothingBookable(list: SearchList): boolean {
  if (!list.stay.bookable || list.meta.total === 0) return true
  return list.meta.total <= list.sites.length && list.sites.every((site) => site.price === null)
}

/**
 * `nothingBookable` for the whole search, not only the page shown: when this page is all full but
 * more campsites match, the same search in price order tells (it lists bookable campsites first),
 * at the cost of one more call in that rare case only. An unanswered check offers nothing.
 */
export async function nothingBookableAnywhere(
  client: Pick<ReturnType<typeof twentyFor>, 'searchSites'>,
  state: SearchState,
  scope: SearchScope,
  list: SearchList,
): Promise<boolean> {
  if (nothingBookable(list)) return true
  if (list.sites.some((site) => site.price !== null)) return false
  const cheapestFirst = await client
    .searchSites(searchSitesBody({ ...state, sort: 'price-asc', page: 1 }, { scope }))
    .catch(() => null)
  return cheapestFirst?.view === 'list' && cheapestFirst.sites.length > 0 && cheapestFirst.sites[0]!.price === null
}

/** The Saturday on or before a date (Saturday arrivals suit every season). */
function saturdayOnOrBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return endDate(date, -((day.getUTCDay() + 1) % 7))
}

/**
 * What to offer when a dated search has nothing bookable, with at most two more searches, run at
 * once: the nearest Saturday arrivals before and after (`adjacent`), or, when accommodation filters
 * may be what empties it, the same dates with any accommodation and the next Saturday
 * (`alternative`, `adjacent`). A stay the season cannot take (not whole weeks, too short) is
 * offered as whole weeks.
 */
export async function findAlternatives(
  client: Pick<ReturnType<typeof twentyFor>, 'searchSites'>,
  state: SearchState,
  stay: SearchList['stay'],
  { pathname, view, today, scope }: { pathname: string; view: ResultView; today: string; scope?: SearchScope },
): Promise<SearchAlternative[]> {
  const duration =
    stay.reason === 'wholeWeeks' || stay.reason === 'minimumStay'
      ? Math.min(28, Math.max(7, Math.ceil(stay.duration / 7) * 7))
      : stay.duration
  const saturday = saturdayOnOrBefore(stay.arrivalDate)
  const before = saturday === stay.arrivalDate ? endDate(saturday, -7) : saturday
  const after = endDate(saturday, 7)
  const unitFilters = state.filters.accommodations.length > 0 || state.filters.bedrooms.length > 0
  const noUnitFilters = { ...state.filters, accommodations: [], bedrooms: [] }
  const dateOrSame = stay.bookable ? stay.arrivalDate : after
  const candidates: Omit<SearchAlternative, 'count' | 'href'>[] = unitFilters
    ? [
        { kind: 'alternative', date: dateOrSame, duration },
        { kind: 'adjacent', date: after, duration },
      ]
    : [
        // The first arrival the API takes is tomorrow.
        ...(before > today ? [{ kind: 'adjacent' as const, date: before, duration }] : []),
        { kind: 'adjacent', date: after, duration },
        ...(before > today ? [] : [{ kind: 'adjacent' as const, date: endDate(after, 7), duration }]),
      ]
  const found = await Promise.all(
    candidates.map(async (candidate) => {
      const next: SearchState = {
        ...state,
        date: candidate.date,
        duration: candidate.duration,
        page: 1,
        filters: candidate.kind === 'alternative' ? noUnitFilters : state.filters,
      }
      const answer = await client.searchSites(searchMapBody(next, scope)).catch(() => null)
      if (answer?.view !== 'map' || !answer.stay.bookable) return null
      const count = answer.sites.filter((pin) => pin.price !== null).length
      return count > 0 ? { ...candidate, count, href: searchHref(pathname, next, view) } : null
    }),
  )
  return found.filter((alternative): alternative is SearchAlternative => alternative !== null)
}
