import type { AppLoadContext } from '@remix-run/node'
import { PAGE_ANALYTICS } from '~/lib/analytics'
import { translatorFor } from '~/lib/i18n.server'
import { placeIndexOf, type PlaceTreeCountry } from '~/lib/places'
import { endDate } from '~/lib/search-params'
import { cachedNavigationGroups, pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { catalogueHref } from '../../market-config/routes'

export interface PopularDestination {
  name: string
  country: string
  href: string
  image: { url: string; alt: string }
  fromPrice: number | null
  siteCount: number
}

/** The front page: popular areas of the first funnel, one per country first, up to 8. */
export async function loadHomePage(context: AppLoadContext, now: Date | number = Date.now()) {
  const { storefront } = context
  const groups = await cachedNavigationGroups(
    twentyFor(context),
    storefront.brand.id,
    storefront.market.apiLocale,
  ).catch((error: unknown) => pageLoadFailure(error))
  const funnel = groups.funnels[0]
  const destinations: PopularDestination[] = []
  for (const round of [0, 1]) {
    for (const country of funnel?.countries ?? []) {
      const area = country.areas.filter((a) => a.popular)[round]
      if (!area || !funnel || destinations.length >= 8) continue
      destinations.push({
        name: area.name,
        country: country.name,
        href: catalogueHref([funnel.slug, country.slug, area.slug]),
        image: area.images.small,
        fromPrice: area.fromPrice ?? null,
        siteCount: area.siteCount,
      })
    }
  }
  // The search form's places: every funnel's countries, areas and towns, once each, in the language's order.
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name.localeCompare(b.name, storefront.market.languageTag)
  const places: PlaceTreeCountry[] = placeIndexOf(groups)
    .tree.map((country) => ({
      ...country,
      areas: country.areas.map((area) => ({ ...area, cities: [...area.cities].sort(byName) })).sort(byName),
    }))
    .sort(byName)
  const t = translatorFor(storefront.market.i18nLocale)
  return {
    destinations,
    searchForm: {
      places,
      // The API takes arrivals from tomorrow on.
      minDate: endDate(new Date(now).toISOString().slice(0, 10), 1),
    },
    funnels: groups.funnels.map((f) => ({ name: f.name, href: catalogueHref([f.slug]) })),
    recentlyViewed: context.session.recentlyViewed,
    meta: {
      title: t('home.meta-title'),
      description: t('home.meta-description'),
      brandName: storefront.brand.name,
      analytics: PAGE_ANALYTICS.home,
    },
  }
}
