/**
 * The search-and-book page's server half: the URL (parsed once by parseSearchParams) becomes the
 * twenty `search/sites` body, one call answers it, and the loader returns what the page shows.
 * The URL is the whole state: the page is a GET form and works without JavaScript.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import {
  ACCOMMODATION_CATEGORY_SLUGS,
  type AccommodationCategorySlug,
  type SearchFacets,
  type SearchRequestInput,
  type SearchSite,
} from '../../twenty/contract'
import { catalogueHref, href } from '../../market-config/routes'
import { PAGE_ANALYTICS } from '~/lib/analytics'
import { translatorFor } from '~/lib/i18n.server'
import { requirePage, requireStorefront } from '~/lib/page.server'
import type { RequestStorefront } from '~/lib/storefront.server'
import type { PageMetaData } from '~/lib/page-meta'
import { parseSearchParams, SAVED_SEARCH_PARAMS, savedSearchOf, shortSearchParams } from '~/lib/search-params.server'
import { emptyFilters, endDate, newSearch, SEARCH_PAGE_SIZE, searchQuery, type SearchState, type SortKey } from '~/lib/search-params'
import type { Crumb } from '~/lib/simple-page.server'
import { cachedNavigationGroups, pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'

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
export function searchSitesBody(state: SearchState, options: { orderSettingsLabel?: string } = {}): SearchRequestInput {
  const { orderBy, order } = SORT_ORDERS[state.sort]
  return {
    filters: {
      site: {
        facilities: state.filters.facilities,
        countries: state.filters.countries,
        areas: state.filters.areas,
        funnels: state.filters.funnels,
        reviewScores: state.filters.reviewScores,
      },
      accommodation: {
        categories: state.filters.accommodations.filter(isCategory),
        bedrooms: state.filters.bedrooms,
      },
    },
    parameters: {
      includeTopFacilities: true,
      funnel: state.funnel,
      date: state.date,
      duration: state.duration,
      country: state.country,
      area: state.area,
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

/** `?…` of a state, or '' when it has nothing to say. */
export function searchHref(pathname: string, state: SearchState): string {
  const query = searchQuery(state).toString()
  return query ? `${pathname}?${query}` : pathname
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
  price: {
    total: number
    currency: 'EUR' | 'GBP' | 'CHF'
    discount: { kind: string; percent: number; amount: number } | null
    payOnSite: number
  } | null
}

export function resultSite(site: SearchSite): ResultSite {
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
    price: site.price
      ? { total: site.price.totalPrice, currency: site.price.currency, discount: site.price.discount, payOnSite: site.price.payOnSite }
      : null,
  }
}

export type SearchProblem = 'invalid' | 'closed' | 'arrivalDay' | 'minimumStay' | 'wholeWeeks'

export interface SearchAndBookData {
  heading: string
  intro: string
  breadcrumbs: Crumb[]
  meta: PageMetaData & { canonical: string }
  /** The page's own path (the form's action, links' base). */
  pathname: string
  state: SearchState
  /** Today and the first arrival date the API takes (tomorrow). */
  minDate: string
  countries: { slug: string; name: string }[]
  /** null when the API refused the search (problem says why). */
  results: {
    sites: ResultSite[]
    total: number
    pages: number
    page: number
    facets: Pick<SearchFacets, 'facilities' | 'categories' | 'bedrooms' | 'areas' | 'reviewScores'>
    stay: { arrivalDate: string; departureDate: string; duration: number }
  } | null
  problem: SearchProblem | null
  /** Links that keep the state: a new search (no filters) and the clear-filters link. */
  clearFiltersHref: string | null
}

function hasFilters(state: SearchState): boolean {
  return Object.values(state.filters).some((values) => values.length > 0)
}

/** The booking search is two pages: search-and-book, and /search, the same with free text. */
function requireSearchPage(args: LoaderFunctionArgs): { storefront: RequestStorefront; page: 'searchAndBook' | 'search' } {
  const storefront = requireStorefront(args.context)
  const page = new URL(args.request.url).pathname.replace(/\/+$/, '') === href(storefront.link, 'search') ? 'search' : 'searchAndBook'
  return { storefront: requirePage(args, page), page }
}

export async function loadSearchAndBook(args: LoaderFunctionArgs, now: Date = new Date()): Promise<SearchAndBookData> {
  const { storefront, page } = requireSearchPage(args)
  const url = new URL(args.request.url)
  const pathname = href(storefront.link, page)
  const today = serverToday(now)
  // Persons, duration and date the URL leaves out come from the visitor's last search (SPEC section 4).
  const state = parseSearchParams(url.searchParams, { today, saved: args.context.session.savedSearch })

  // Free-text search without text is the plain booking search.
  if (page === 'search' && !state.query) throw redirect(searchHref(href(storefront.link, 'searchAndBook'), state))
  // The form's "search" button starts a new search: page 1, no filters (SPEC section 4).
  if (url.searchParams.has('intent')) throw redirect(searchHref(pathname, newSearch(state, {})))
  // A submitted form says every field; the address to keep and share says only what matters.
  const short = shortSearchParams(url.searchParams)
  if (short) throw redirect(short.size > 0 ? `${pathname}?${short}` : pathname)

  const t = translatorFor(storefront.market.i18nLocale)
  const ts = translatorFor(storefront.market.i18nLocale, 'search')
  const client = twentyFor(args.context)
  const [groups, answer] = await Promise.all([
    cachedNavigationGroups(client, storefront.brand.id, storefront.market.apiLocale).catch((error: unknown) => pageLoadFailure(error)),
    client
      .searchSites(searchSitesBody(state, { orderSettingsLabel: t(`sorting.${state.sort}`) }))
      .catch((error: unknown) => {
        // The API refused what the URL asks (a date it cannot take, too many nights or people):
        // the page still shows, with the form to change it and a message.
        if (error instanceof TwentyApiError && error.status === 400) return null
        return pageLoadFailure(error, { notFound: false })
      }),
  ])

  const countries = new Map<string, string>()
  for (const funnel of groups.funnels) for (const country of funnel.countries) if (!countries.has(country.slug)) countries.set(country.slug, country.name)
  const countryName = state.country ? countries.get(state.country) : undefined

  const list = answer?.view === 'list' ? answer : null
  // A search the API accepted, with persons, duration or date said in the URL, is the one to remember.
  if (list && SAVED_SEARCH_PARAMS.some((name) => url.searchParams.has(name))) args.context.session.savedSearch = savedSearchOf(state)
  // A page past the last one (an old link, a shrunken result) shows the last page instead of
  // "nothing found" under a count of hundreds.
  if (list && list.meta.pages > 0 && state.page > list.meta.pages) throw redirect(searchHref(pathname, { ...state, page: list.meta.pages }))

  const heading =
    page === 'search' ? translatorFor(storefront.market.i18nLocale, 'free-search')('heading', { query: state.query }) : t('pages.searchAndBook.title')
  let problem: SearchProblem | null = list ? null : 'invalid'
  if (list && !list.stay.bookable) problem = list.stay.reason ?? 'closed'

  const title = page === 'search' ? heading : countryName ? ts('meta.title-country', { country: countryName }) : ts('meta.title')
  return {
    heading,
    intro: page === 'search' ? '' : t('pages.searchAndBook.intro'),
    breadcrumbs: [{ label: t('breadcrumbs.home'), to: href(storefront.link, 'home') }, { label: heading }],
    meta: {
      title,
      description: ts('meta.description'),
      brandName: storefront.brand.name,
      // Typed text makes no page for search engines.
      noindex: page === 'search',
      analytics: PAGE_ANALYTICS[page],
      // Paged and filtered variants point to the plain search of the same place, date and party.
      canonical: `${args.context.origin}${searchHref(pathname, { ...state, filters: emptyFilters(), page: 1, sort: 'popular-desc' })}`,
    },
    pathname,
    state,
    minDate: endDate(today, 1),
    countries: [...countries].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, storefront.market.languageTag)),
    results: list
      ? {
          sites: list.sites.map(resultSite),
          total: list.meta.total,
          pages: list.meta.pages,
          page: list.meta.page,
          facets: {
            facilities: list.facets.facilities,
            categories: list.facets.categories,
            bedrooms: list.facets.bedrooms,
            areas: list.facets.areas,
            reviewScores: list.facets.reviewScores,
          },
          stay: { arrivalDate: list.stay.arrivalDate, departureDate: list.stay.departureDate, duration: list.stay.duration },
        }
      : null,
    problem,
    clearFiltersHref: hasFilters(state) ? searchHref(pathname, { ...state, filters: emptyFilters(), page: 1 }) : null,
  }
}
