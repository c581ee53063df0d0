/**
 * The free-search page's server half: `?query=` (from the header's search box) becomes one
 * `search/free` call; an empty query goes back to the front page (SPEC section 2). The answer's
 * snippets are split into plain text and matches here, so the page never renders API HTML.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { PAGE_ANALYTICS } from '~/lib/analytics'
import { favouriteSiteIds } from '~/lib/favourites.server'
import {
  FREE_SEARCH_MAX_CHARS,
  FREE_SEARCH_MIN_CHARS,
  FREE_SEARCH_PAGE_SIZE,
  freeSearchHref,
  type FreeSearchResult,
  type FreeSearchResults,
  type SnippetPart,
} from '~/lib/free-search'
import { translatorFor } from '~/lib/i18n.server'
import type { PageMetaData } from '~/lib/page-meta'
import { cachedNavigationGroups, pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'
import { catalogueHref, href } from '../../market-config/routes'

const MAX_PAGE = 1000

/** `?query=&page=`: the query trimmed and its inner whitespace collapsed; a bad page is page 1. */
export const freeSearchParamsSchema = z.object({
  query: z
    .string()
    .nullable()
    .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim()),
  page: z
    .string()
    .nullable()
    .transform((value) => (value && /^\d{1,4}$/.test(value) ? Math.min(MAX_PAGE, Math.max(1, Number(value))) : 1)),
})
export type FreeSearchParams = z.infer<typeof freeSearchParamsSchema>

export function parseFreeSearchParams(search: URLSearchParams): FreeSearchParams {
  return freeSearchParamsSchema.parse({ query: search.get('query'), page: search.get('page') })
}

/** A snippet as text runs; `match` runs are the words that matched. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!)

/**
 * The API's snippet (escaped text with `<mark>` around matches) as parts to render as text:
 * anything else that looks like markup stays visible text, so a misbehaving API cannot inject.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  const pattern = /<mark>([\s\S]*?)<\/mark>/g
  let last = 0
  for (const found of snippet.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: unescapeHtml(snippet.slice(last, found.index)), match: false })
    if (found[1]) parts.push({ text: unescapeHtml(found[1]), match: true })
    last = found.index + found[0].length
  }
  if (last < snippet.length) parts.push({ text: unescapeHtml(snippet.slice(last)), match: false })
  return parts
}

export type FreeSearchProblem = 'too-short' | 'too-long' | 'invalid'

export interface FreeSearchData {
  query: string
  heading: string
  meta: PageMetaData
  pathname: string
  problem: FreeSearchProblem | null
  results: FreeSearchResults | null
  /** Where to go on from no results: the booking search with this text, and the countries. */
  searchAndBookHref: string
  countries: { name: string; href: string }[]
}

export type { FreeSearchResult, SnippetPart }

export async function loadFreeSearch(args: LoaderFunctionArgs): Promise<FreeSearchData> {
  const { storefront } = args.context
  const url = new URL(args.request.url)
  const { query, page } = parseFreeSearchParams(url.searchParams)
  if (!query) throw redirect(href(storefront.link, 'home'))

  const pathname = href(storefront.link, 'freeSearch')
  const problem: FreeSearchProblem | null =
    query.length < FREE_SEARCH_MIN_CHARS ? 'too-short' : query.length > FREE_SEARCH_MAX_CHARS ? 'too-long' : null
  const client = twentyFor(args.context)
  const [groups, answer, favourites] = await Promise.all([
    cachedNavigationGroups(client, storefront.brand.id, storefront.market.apiLocale).catch((error: unknown) =>
      pageLoadFailure(error),
    ),
    problem
      ? null
      : client.freeSearch({ query, page, limit: FREE_SEARCH_PAGE_SIZE }).catch((error: unknown) => {
          if (error instanceof TwentyApiError && error.status === 400) return null
          return pageLoadFailure(error, { notFound: false })
        }),
    // The hearts: the cookie for a visitor, one cheap call for a customer, beside the search.
    problem ? new Set<number>() : favouriteSiteIds(args.context),
  ])
  // A page past the last (an old link) shows the last page.
  if (answer && answer.meta.pages > 0 && page > answer.meta.pages) {
    throw redirect(freeSearchHref(pathname, query, answer.meta.pages))
  }

  const tf = translatorFor(storefront.market.i18nLocale, 'free-search')
  const heading = tf('heading', { query })
  const funnel = groups.funnels[0]
  return {
    query,
    heading,
    // Result lists of typed text are not pages for search engines.
    meta: {
      title: heading,
      description: tf('meta-description'),
      brandName: storefront.brand.name,
      noindex: true,
      analytics: PAGE_ANALYTICS.freeSearch,
      canonical: `${args.context.publicOrigin}${freeSearchHref(pathname, query)}`,
    },
    pathname,
    problem: problem ?? (answer ? null : 'invalid'),
    results: answer
      ? {
          sites: answer.sites.map((site) => ({
            id: site.id,
            name: site.name,
            location: site.location,
            href: catalogueHref(site.path.split('/')),
            image: site.image,
            reviewScore: site.reviewScore,
            reviewCount: site.reviewCount,
            snippet: snippetParts(site.snippet),
            snippetLanguage: site.snippetLanguage ?? null,
            favourite: favourites.has(site.id),
          })),
          total: answer.meta.total,
          page: answer.meta.page,
          pages: answer.meta.pages,
        }
      : null,
    searchAndBookHref: href(storefront.link, 'searchAndBook'),
    countries: (funnel?.countries ?? []).map((country) => ({
      name: country.name,
      href: catalogueHref([funnel!.slug, country.slug]),
    })),
  }
}
