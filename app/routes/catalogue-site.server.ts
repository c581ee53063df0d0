/**
 * The campsite page (`/{funnel}/{country}/{area}/{site}`): the path's resolution, the campsite's
 * content, its accommodations priced for the visitor's stay and party, and a page of reviews,
 * asked at once. Tabs, review order and filter, the stay and `?accommodation=` live in the URL,
 * so every part works without JavaScript and can be shared.
 */
import { redirect } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { imageUrl } from '~/components/ui/Image'
import { CATALOGUE_ANALYTICS } from '~/lib/analytics'
import {
  CAMPSITE_TABS,
  campsiteHref,
  parseCampsiteView,
  type AccommodationOffer,
  type CampsitePageData,
  type CampsiteTab,
  type CampsiteView,
} from '~/lib/campsite-page.server'
import { getEnv } from '~/lib/env.server'
import { favouriteSiteIds } from '~/lib/favourites.server'
import { requireStorefront } from '~/lib/page.server'
import { rememberViewed } from '~/lib/recently-viewed'
import type { ResultsMapSite } from '~/lib/results-map'
import { endDate, searchQuery, type SearchState } from '~/lib/search-params'
import { parseSearchParams, savedSearchOf, SAVED_SEARCH_PARAMS } from '~/lib/search-params.server'
import { arrivalSuggestions, searchSitesBody, serverToday, submittedSearchRedirect } from '~/lib/site-search.server'
import { pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'
import {
  type CatalogueResolution,
  type SearchAccommodation,
  type SearchAccommodationsResponse,
  type SiteDetail,
  type TravellerGroup,
} from '../../twenty/contract'
import { catalogueTrail } from './catalogue-breadcrumbs.server'
import { priceGridView, startPriceGrid } from './catalogue-price-grid.server'

export {
  CAMPSITE_TABS,
  campsiteHref,
  parseCampsiteView,
  type AccommodationOffer,
  type CampsitePageData,
  type CampsiteTab,
  type CampsiteView,
}

function offerOf(unit: SearchAccommodation, bookHref: string, kind?: 'alternative' | 'adjacent'): AccommodationOffer {
  return {
    id: unit.id,
    name: unit.name,
    category: unit.category,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    maxPersons: unit.maxPersons,
    size: unit.size,
    aircondition: unit.aircondition,
    dogAllowed: unit.dogAllowed,
    image: unit.images[0] ?? null,
    arrivalDate: unit.arrivalDate,
    departureDate: unit.departureDate,
    duration: unit.duration,
    price: {
      currency: unit.currency,
      rent: unit.priceBeforeFeesBeforeDiscount,
      discount: unit.discount ? { percent: unit.discount.percent, amount: unit.discount.amount } : null,
      fees: unit.fees.filter((fee) => fee.includedInTotal).map((fee) => ({ name: fee.name, amount: fee.amount })),
      total: unit.totalPrice,
      payOnSite: unit.payOnSite,
      payOnSiteCurrency: unit.payOnSiteCurrency,
    },
    ...(kind ? { kind } : {}),
    href: bookHref,
  }
}

/** The lowest total of a stay's offers, or null when nothing can be booked for it. */
export function cheapestOf(offers: readonly AccommodationOffer[]): ResultsMapSite['price'] {
  const cheapest = offers.reduce<AccommodationOffer | null>(
    (best, offer) => (best === null || offer.price.total < best.price.total ? offer : best),
    null,
  )
  return cheapest ? { total: cheapest.price.total, currency: cheapest.price.currency } : null
}

/** The JSON-LD of a campsite: schema.org `Campground` with its aggregate rating. */
function campgroundJsonLd(site: SiteDetail, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Campground',
    name: site.name,
    url,
    description: site.description.split(/\n{2,}/)[0],
    image: site.images.slice(0, 3).map((image) => new URL(image.url, url).toString()),
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.meta.city.name,
      addressRegion: site.meta.area.name,
      addressCountry: site.meta.country.code,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.coordinates.lat, longitude: site.coordinates.lng },
    starRating: { '@type': 'Rating', ratingValue: site.stars },
    amenityFeature: site.facilities.map((facility) => ({
      '@type': 'LocationFeatureSpecification',
      name: facility.name,
      value: true,
    })),
    ...(site.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: site.reviews.average,
            bestRating: 10,
            worstRating: 1,
            reviewCount: site.reviews.count,
          },
        }
      : {}),
  }
}

/**
 * Starts the campsite's own calls beside the path's resolution (the slug is the path's last
 * segment), so the page renders from parallel calls; `finish` shapes the page once the
 * resolution confirmed the path is this campsite.
 */
export function startCampsitePage(
  context: AppLoadContext,
  requestUrl: string,
  segments: string[],
  now: Date = new Date(),
) {
  const url = new URL(requestUrl)
  const pathname = `/${segments.join('/')}`
  const today = serverToday(now)
  const parsed = parseSearchParams(url.searchParams, { today, saved: context.session.savedSearch })
  const state: SearchState = { ...parsed, query: null, funnel: null, country: null, area: null, city: null, page: 1 }
  const view = parseCampsiteView(url.searchParams)
  const slug = segments[3]!
  const client = twentyFor(context)
  const body = searchSitesBody(state, { scope: {} })
  const calls = Promise.all([
    client.siteDetail(slug).catch((error: unknown) => pageLoadFailure(error)),
    client
      .searchAccommodations({
        parameters: { ...body.parameters, site: slug, includeTopFacilities: false },
        meta: { limit: 50, orderBy: 'price', order: 'asc' },
      })
      .catch((error: unknown): SearchAccommodationsResponse | null => {
        // A stay the API cannot take still shows the page, with the form to change it.
        if (error instanceof TwentyApiError && error.status === 400) return null
        return pageLoadFailure(error, { notFound: false })
      }),
    client
      .siteReviews(slug, { order: view.order, group: view.group, page: view.reviewPage })
      .catch((error: unknown) => pageLoadFailure(error)),
    // The heart: the cookie for a visitor, one cheap call for a customer.
    favouriteSiteIds(context),
  ])
  // Settled by `finish`; a failure before it (a 404 of the path) must not go unhandled.
  calls.catch(() => undefined)
  // The flexible-dates grid (issue 24), when the visitor opened it: never rejects.
  const grid = view.flexible ? startPriceGrid(context, slug, state) : Promise.resolve(null)
  // Accessible stays (issue 24): never fails the page; without an answer the section is left out.
  const accessibility = client.siteAccessibility(slug).catch(() => null)

  return async function finish(resolution: Extract<CatalogueResolution, { type: 'site' }>): Promise<CampsitePageData> {
    // The form's submit: the short address of the same page (the stay only).
    submittedSearchRedirect(url, state, pathname)
    const [site, offers, reviews, favourites] = await calls
    const storefront = requireStorefront(context)
    if (offers && SAVED_SEARCH_PARAMS.some((name) => url.searchParams.has(name)))
      context.session.savedSearch = savedSearchOf(state)
    // A review page past the last one shows the last.
    if (reviews.meta.pages > 0 && view.reviewPage > reviews.meta.pages)
      throw redirect(campsiteHref(pathname, state, { ...view, reviewPage: reviews.meta.pages }, '#reviews'))

    const bookHref = (unit: SearchAccommodation) =>
      href(
        storefront.link,
        'checkout',
        { cartId: 'new' },
        {
          site: site.slug,
          accommodation: String(unit.id),
          date: unit.arrivalDate,
          duration: String(unit.duration),
          adults: String(state.party.adults),
          ...(state.party.children.length ? { children: state.party.children.map(String) } : {}),
          // Where a refused "book" (the unit was let meanwhile) returns to.
          from: campsiteHref(pathname, state, { accommodation: unit.id }),
        },
      )
    // An alternative is this page again, for its dates, with the unit highlighted.
    const alternativeHref = (unit: SearchAccommodation) =>
      campsiteHref(
        pathname,
        { ...state, date: unit.arrivalDate, duration: unit.duration },
        { accommodation: unit.id },
        `#accommodation-${unit.id}`,
      )
    let problem: CampsitePageData['problem'] = offers ? null : 'invalid'
    if (offers && !offers.stay.bookable) problem = offers.stay.reason ?? 'closed'
    const suggestions =
      problem && problem !== 'invalid' && state.date
        ? await arrivalSuggestions(
            context,
            { country: null, area: null, city: null, site: site.slug },
            state.date,
            state.duration,
            (date) => campsiteHref(pathname, { ...state, date }, {}, '#accommodations'),
          )
        : []
    const canonical = `${context.publicOrigin}${pathname}`
    const tabHrefs = Object.fromEntries(
      CAMPSITE_TABS.map((tab) => [tab, campsiteHref(pathname, state, { tab, flexible: view.flexible }, '#tabs')]),
    ) as Record<CampsiteTab, string>
    const groupHref = (group: TravellerGroup | null) =>
      campsiteHref(pathname, state, { tab: 'reviews', order: view.order, group, flexible: view.flexible }, '#reviews')
    const { reviews: summary, path: _path, ...content } = site
    const accommodations = offers ? offers.accommodations.map((unit) => offerOf(unit, bookHref(unit))) : []
    // The others this visitor opened, then this one remembered for the next pages.
    const viewed = context.session.recentlyViewed
    const recentlyViewed = viewed.filter((other) => other.slug !== site.slug)
    context.session.recentlyViewed = rememberViewed(viewed, {
      slug: site.slug,
      name: site.name,
      location: site.location,
      href: pathname,
      image: site.images[0]?.url ?? '',
    })
    return {
      kind: 'site',
      heading: site.name,
      trail: catalogueTrail(resolution),
      meta: {
        title: resolution.title,
        description: resolution.description,
        brandName: storefront.brand.name,
        analytics: CATALOGUE_ANALYTICS.site,
        canonical,
        jsonLd: campgroundJsonLd(site, canonical),
        image: site.images[0]
          ? imageUrl(site.images[0].url, { width: site.images[0].width, height: site.images[0].height })
          : undefined,
      },
      pathname,
      site: content,
      favourite: favourites.has(site.id),
      view,
      tabHrefs,
      state,
      stayParams: [...searchQuery(state)].filter(([name]) => SAVED_SEARCH_PARAMS.includes(name)),
      minDate: endDate(today, 1),
      stay: offers
        ? {
            arrivalDate: offers.stay.arrivalDate,
            departureDate: offers.stay.departureDate,
            duration: offers.stay.duration,
            bookable: offers.stay.bookable,
          }
        : null,
      problem,
      arrivalSuggestions: suggestions,
      accommodations,
      alternatives: offers ? offers.alternatives.map((unit) => offerOf(unit, alternativeHref(unit), unit.kind)) : [],
      reviews: {
        summary,
        page: reviews,
        groupHrefs: [
          { group: null, href: groupHref(null), count: summary.count },
          ...summary.groups.map(({ group, count }) => ({ group, href: groupHref(group), count })),
        ],
        pageHrefs: Array.from({ length: reviews.meta.pages }, (_, index) =>
          campsiteHref(pathname, state, { ...view, tab: 'reviews', reviewPage: index + 1 }, '#reviews'),
        ),
      },
      tiles: { url: getEnv().MAP_TILE_URL, attribution: getEnv().MAP_TILE_ATTRIBUTION },
      mapSite: {
        slug: site.slug,
        name: site.name,
        location: site.location,
        href: pathname,
        lat: site.coordinates.lat,
        lng: site.coordinates.lng,
        price: cheapestOf(accommodations),
      },
      recentlyViewed,
      priceGrid: priceGridView(await grid, pathname, state),
      flexibleDates: {
        open: view.flexible,
        openHref: campsiteHref(pathname, state, { ...view, flexible: true }, '#flexible-dates'),
        closeHref: campsiteHref(pathname, state, { ...view, flexible: false }, '#flexible-dates'),
      },
      accessibility: await accessibility,
    }
  }
}
