/**
 * The booking search's loader: search-and-book, and `/search`, the same search narrowed by free
 * text. The results part is shared with the catalogue pages (app/lib/site-search.server.ts).
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { PAGE_ANALYTICS } from '~/lib/analytics'
import { translatorFor } from '~/lib/i18n.server'
import type { PageMetaData } from '~/lib/page-meta'
import { emptyFilters } from '~/lib/search-params'
import { parseSearchParams } from '~/lib/search-params.server'
import {
  fittedSearch,
  placesFor,
  searchHref,
  searchSiteResults,
  serverToday,
  type SiteSearchData,
} from '~/lib/site-search.server'
import { href, normalisePathname } from '../../market-config/routes'

export interface SearchAndBookData extends SiteSearchData {
  countries: { slug: string; name: string }[]
  heading: string
  intro: string
  meta: PageMetaData & { canonical: string }
}

/**
 * The booking search is two pages of one module: search-and-book, and /search, the same with free
 * text. Which one this request is (the request handler has already checked the path's language).
 */
function searchPageOf(args: LoaderFunctionArgs): 'searchAndBook' | 'search' {
  const pathname = normalisePathname(new URL(args.request.url).pathname.replace(/\.data$/, ''))
  return pathname === href(args.context.storefront.link, 'search') ? 'search' : 'searchAndBook'
}

export async function loadSearchAndBook(args: LoaderFunctionArgs, now: Date = new Date()): Promise<SearchAndBookData> {
  const { storefront } = args.context
  const page = searchPageOf(args)
  const url = new URL(args.request.url)
  const pathname = href(storefront.link, page)
  const today = serverToday(now)
  // Persons, duration and date the URL leaves out come from the visitor's last search (SPEC section 4).
  const parsed = parseSearchParams(url.searchParams, { today, saved: args.context.session.savedSearch })

  // Free-text search without text is the plain booking search.
  if (page === 'search' && !parsed.query) throw redirect(searchHref(href(storefront.link, 'searchAndBook'), parsed))
  // The navigation is cached: the places come before the search, which needs them fitted.
  const places = await placesFor(args.context)
  const state = fittedSearch(url, parsed, pathname, places)

  const t = translatorFor(storefront.market.i18nLocale)
  const ts = translatorFor(storefront.market.i18nLocale, 'search')
  const search = await searchSiteResults({ context: args.context, url, state, pathname, today, places })

  const countries = new Map<string, string>()
  for (const [slug, { name }] of places.countries) countries.set(slug, name)
  const countryName = state.country ? countries.get(state.country) : undefined

  const heading =
    page === 'search'
      ? translatorFor(storefront.market.i18nLocale, 'free-search')('heading', { query: state.query })
      : t('pages.searchAndBook.title')
  const title =
    page === 'search' ? heading : countryName ? ts('meta.title-country', { country: countryName }) : ts('meta.title')
  return {
    ...search,
    countries: [...countries]
      .map(([slug, name]) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name, storefront.market.languageTag)),
    heading,
    intro: page === 'search' ? '' : t('pages.searchAndBook.intro'),
    meta: {
      title,
      description: ts('meta.description'),
      brandName: storefront.brand.name,
      // Typed text makes no page for search engines.
      noindex: page === 'search',
      analytics: PAGE_ANALYTICS[page],
      // Paged and filtered variants point to the plain search of the same place, date and party.
      canonical: `${args.context.publicOrigin}${searchHref(pathname, { ...state, filters: emptyFilters(), page: 1, sort: 'popular-desc' })}`,
    },
  }
}
