/**
 * Funnel, country, area and city pages: the API's catalogue resolution (title, text, breadcrumbs)
 * and the page's campsites, asked at once. The path says the place; the cached navigation says
 * which kind of place a slug is before the resolution answers, so both calls run in parallel.
 */
import type { AppLoadContext } from '@remix-run/node'
import { COUNTRY_IMAGE, imageUrl } from '~/components/ui/Image'
import { CATALOGUE_ANALYTICS } from '~/lib/analytics'
import type { CatalogueListingData, CatalogueTab, ListingKind } from '~/lib/catalogue-listing'
import { requireStorefront } from '~/lib/page.server'
import { placeIndexOf } from '~/lib/places'
import { parseSearchParams } from '~/lib/search-params.server'
import { fittedSearch, searchSiteResults, serverToday, type SearchScope } from '~/lib/site-search.server'
import { cachedNavigationGroups, pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { catalogueHref } from '../../market-config/routes'
import type { CatalogueResolution, NavigationGroups } from '../../twenty/contract'
import { catalogueTrail } from './catalogue-breadcrumbs.server'

export type { CatalogueListingData, CatalogueTab, ListingKind }

type Funnel = NavigationGroups['funnels'][number]

/** What the navigation says a path is, when it lists the place; null leaves it to the resolution alone. */
export function listingScopeOf(
  groups: NavigationGroups,
  segments: string[],
): { kind: ListingKind; scope: SearchScope } | null {
  const [funnelSlug, second, third] = segments
  const funnel = groups.funnels.find((f) => f.slug === funnelSlug)
  if (!funnel || segments.length > 3) return null
  if (segments.length === 1) return { kind: 'funnel', scope: { funnel: funnel.slug } }
  const country = funnel.countries.find((c) => c.slug === second)
  if (segments.length === 3)
    return country ? { kind: 'area', scope: { funnel: funnel.slug, country: country.slug, area: third } } : null
  if (country) return { kind: 'country', scope: { funnel: funnel.slug, country: country.slug } }
  // City slugs never equal a country slug (twenty/README.md).
  const city = funnel.countries.some((c) => c.areas.some((a) => a.cities.some((town) => town.slug === second)))
  return city ? { kind: 'city', scope: { funnel: funnel.slug, city: second } } : null
}

function tabsOf(funnel: Funnel | undefined, resolution: CatalogueResolution): CatalogueTab[] {
  if (!funnel) return []
  const citiesOf = (areas: Funnel['countries'][number]['areas']): CatalogueTab => ({
    id: 'cities',
    places: areas
      .flatMap((area) => area.cities)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((city) => ({ name: city.name, href: catalogueHref([funnel.slug, city.slug]), count: null })),
  })
  if (resolution.type === 'funnel') {
    return [
      {
        id: 'countries',
        places: funnel.countries.map((country) => ({
          name: country.name,
          href: catalogueHref([funnel.slug, country.slug]),
          count: country.areas.reduce((sum, area) => sum + area.siteCount, 0),
        })),
      },
    ]
  }
  if (resolution.type === 'country') {
    const country = funnel.countries.find((c) => c.slug === resolution.country.slug)
    if (!country) return []
    return [
      {
        id: 'areas',
        places: country.areas.map((area) => ({
          name: area.name,
          href: catalogueHref([funnel.slug, country.slug, area.slug]),
          count: area.siteCount,
        })),
      },
      citiesOf(country.areas),
    ]
  }
  if (resolution.type === 'area') {
    const area = funnel.countries
      .find((c) => c.slug === resolution.country.slug)
      ?.areas.find((a) => a.slug === resolution.area.slug)
    return area ? [citiesOf([area])] : []
  }
  return []
}

function imageOf(funnel: Funnel | undefined, resolution: CatalogueResolution): CatalogueListingData['image'] {
  if (!funnel || (resolution.type !== 'country' && resolution.type !== 'area' && resolution.type !== 'city'))
    return null
  const areas = funnel.countries.flatMap((country) => country.areas.map((area) => ({ country: country.slug, area })))
  const match =
    resolution.type === 'area'
      ? areas.find(({ area }) => area.slug === resolution.area.slug)
      : resolution.type === 'city'
        ? areas.find(({ area }) => area.cities.some((city) => city.slug === resolution.city.slug))
        : (areas.find(({ country, area }) => country === resolution.country.slug && area.popular) ??
          areas.find(({ country }) => country === resolution.country.slug))
  return match ? match.area.images.small : null
}

/**
 * A listing page's data, or null when the path is something else (a campsite or a tagged page),
 * which the caller renders from the same resolution.
 */
export async function loadCatalogueListing(
  context: AppLoadContext,
  requestUrl: string,
  segments: string[],
  now: Date = new Date(),
): Promise<{ resolution: CatalogueResolution; listing: CatalogueListingData | null }> {
  const storefront = requireStorefront(context)
  const client = twentyFor(context)
  const url = new URL(requestUrl)
  const pathname = catalogueHref(segments)
  const groups = await cachedNavigationGroups(client, storefront.brand.id, storefront.market.apiLocale).catch(
    (error: unknown) => pageLoadFailure(error),
  )
  const guess = listingScopeOf(groups, segments)
  const today = serverToday(now)
  // Funnel pages ignore the search cookie (SPEC section 2); the path, not the query, says the place.
  const parsed = {
    ...parseSearchParams(url.searchParams, {
      today,
      saved: guess?.kind === 'funnel' ? null : context.session.savedSearch,
    }),
    funnel: null,
    country: null,
    area: null,
    city: null,
  }
  const places = placeIndexOf(groups)
  // Area filters outside the page's place (a link from another country's page) are dropped.
  const state = guess ? fittedSearch(url, parsed, pathname, places, guess.scope) : parsed

  const search = (scope: SearchScope) => searchSiteResults({ context, url, state, scope, pathname, today, places })
  const [resolution, found] = await Promise.all([
    client.resolveCatalogue(segments.join('/')).catch((error: unknown) => pageLoadFailure(error)),
    guess ? search(guess.scope) : null,
  ])
  const kind = resolution.type
  if (kind !== 'funnel' && kind !== 'country' && kind !== 'area' && kind !== 'city')
    return { resolution, listing: null }
  // The navigation may lag the catalogue (it is cached): then the results come after the resolution.
  const results =
    found ??
    (await search({
      funnel: resolution.funnel.slug,
      ...(kind === 'country' || kind === 'area' ? { country: resolution.country.slug } : {}),
      ...(kind === 'area' ? { area: resolution.area.slug } : {}),
      ...(kind === 'city' ? { city: resolution.city.slug } : {}),
    }))

  const funnel = groups.funnels.find((f) => f.slug === resolution.funnel.slug)
  const image = imageOf(funnel, resolution)
  return {
    resolution,
    listing: {
      ...results,
      kind: 'listing',
      place: kind,
      heading: resolution.title,
      placeName: resolution.breadcrumbs.at(-1)?.name ?? resolution.title,
      intro: resolution.description,
      image,
      trail: catalogueTrail(resolution),
      tabs: tabsOf(funnel, resolution),
      meta: {
        title: resolution.title,
        description: resolution.description,
        brandName: storefront.brand.name,
        analytics: CATALOGUE_ANALYTICS[kind],
        // Filtered, sorted and paged variants are the same page for search engines.
        canonical: `${context.publicOrigin}${pathname}`,
        image: image ? imageUrl(image.url, COUNTRY_IMAGE) : undefined,
      },
    },
  }
}
