/**
 * A travel-inspiration theme: its text, and its campsites as results (the theme's facilities
 * pinned like a place page's place). Theme pages ignore the search cookie (SPEC section 2).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { imageUrl } from '~/components/ui/Image'
import { PAGE_ANALYTICS } from '~/lib/analytics'
import type { PageMetaData } from '~/lib/page-meta'
import { parseSearchParams } from '~/lib/search-params.server'
import { fittedSearch, placesFor, searchSiteResults, serverToday, type SiteSearchData } from '~/lib/site-search.server'
import { pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'
import type { Theme } from '../../twenty/contract'

export interface ThemePageData extends SiteSearchData {
  heading: string
  intro: string
  paragraphs: string[]
  image: Theme['image']
  meta: PageMetaData & { canonical: string }
}

export async function loadThemePage(args: LoaderFunctionArgs, now: Date = new Date()): Promise<ThemePageData> {
  const { storefront } = args.context
  const slug = args.params.slug ?? ''
  const url = new URL(args.request.url)
  const pathname = href(storefront.link, 'theme', { slug })
  const today = serverToday(now)
  const parsed = {
    ...parseSearchParams(url.searchParams, { today, saved: null }),
    funnel: null,
    country: null,
    area: null,
    city: null,
  }
  const client = twentyFor(args.context)
  // The theme says which campsites; its call runs first (the search needs its facilities).
  const [theme, places] = await Promise.all([
    client.theme(slug).catch((error: unknown) => pageLoadFailure(error)),
    placesFor(args.context),
  ])
  const state = fittedSearch(url, parsed, pathname, places)
  const search = await searchSiteResults({
    context: args.context,
    url,
    state,
    scope: { facilities: theme.search.facilities },
    pathname,
    today,
    places,
  })
  return {
    ...search,
    heading: theme.name,
    intro: theme.intro,
    paragraphs: theme.text.split(/\n{2,}/),
    image: theme.image,
    meta: {
      title: theme.name,
      description: theme.intro,
      brandName: storefront.brand.name,
      analytics: PAGE_ANALYTICS.theme,
      canonical: `${args.context.publicOrigin}${pathname}`,
      image: imageUrl(theme.image.url, { width: theme.image.width, height: theme.image.height }),
    },
  }
}
