/**
 * The compare page's server half (issue 24, decision 036), beside its route (routes/compare.tsx):
 * the compared campsites (the compare cookie, in the order chosen), each with the campsite page's
 * own calls for the stay and party of the address or the last search (`sites/{slug}` and
 * `search/accommodations`, so every total is the campsite page's and the checkout's figure), and
 * the remove button's post.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { campsiteHref } from '~/lib/campsite-page.server'
import type { CompareColumn, CompareFacility, CompareStay } from '~/lib/compare'
import { translatorFor } from '~/lib/i18n.server'
import type { PageMetaData } from '~/lib/page-meta'
import { requireStorefront } from '~/lib/page.server'
import { searchQuery, type SearchState } from '~/lib/search-params'
import { parseSearchParams, SAVED_SEARCH_PARAMS } from '~/lib/search-params.server'
import { redirectWithToast, safeRedirect } from '~/lib/session.server'
import { searchSitesBody, serverToday } from '~/lib/site-search.server'
import { pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'
import { catalogueHref, href } from '../../market-config/routes'
import type { SearchAccommodation, SearchAccommodationsResponse } from '../../twenty/contract'

/** The stay's part of the page's address (date, duration, party), kept by every link and form here. */
function stayQuery(state: SearchState): URLSearchParams {
  const query = new URLSearchParams()
  const all = searchQuery(state)
  for (const name of SAVED_SEARCH_PARAMS) for (const value of all.getAll(name)) query.append(name, value)
  return query
}

/** The compare page's own address for the stay. */
function compareHref(context: AppLoadContext, state: SearchState): string {
  const query = stayQuery(state).toString()
  return `${href(context.storefront.link, 'compare')}${query ? `?${query}` : ''}`
}

/** The lowest total of a stay's units: the one the campsite page lists first (by price). */
function cheapestUnit(units: readonly SearchAccommodation[]): SearchAccommodation | null {
  return units.reduce<SearchAccommodation | null>(
    (best, unit) => (best === null || unit.totalPrice < best.totalPrice ? unit : best),
    null,
  )
}

export async function loadComparePage(request: Request, context: AppLoadContext) {
  const storefront = requireStorefront(context)
  const url = new URL(request.url)
  const t = translatorFor(storefront.market.i18nLocale, 'compare')
  const state = parseSearchParams(url.searchParams, { today: serverToday(), saved: context.session.savedSearch })
  const heading = t('page.title')
  const meta: PageMetaData = { title: heading, brandName: storefront.brand.name, noindex: true }
  const here = compareHref(context, state)
  const page = { heading, intro: t('page.intro'), meta, here, search: href(storefront.link, 'searchAndBook') }

  const ids = context.session.comparedSites
  if (ids.length === 0)
    return {
      ...page,
      columns: [] as CompareColumn[],
      facilities: [] as CompareFacility[],
      stay: null as CompareStay | null,
    }

  const client = twentyFor(context)
  const { parameters } = searchSitesBody(state, { scope: {} })
  // One call names the campsites (slug, photo, place); unknown ones are left out of the answer.
  const listed = await client
    .sitePrices({
      siteIds: ids,
      parameters: { date: parameters?.date, duration: parameters?.duration, persons: parameters?.persons },
    })
    .catch((error: unknown) => pageLoadFailure(error))
  const sites = ids.flatMap((id) => listed.sites.filter((site) => site.id === id))
  // A campsite that no longer exists leaves the comparison.
  if (sites.length !== ids.length) context.session.comparedSites = sites.map((site) => site.id)

  // The campsite page's own two calls for each: its content, and its units priced for the stay.
  const answers = await Promise.all(
    sites.map((site) =>
      Promise.all([
        client.siteDetail(site.slug).catch((error: unknown) => pageLoadFailure(error)),
        client
          .searchAccommodations({
            parameters: { ...parameters, site: site.slug, includeTopFacilities: false },
            meta: { limit: 50, orderBy: 'price', order: 'asc' },
          })
          .catch((error: unknown): SearchAccommodationsResponse | null => {
            // A stay the API cannot take still shows the campsites, each without a price.
            if (error instanceof TwentyApiError && error.status === 400) return null
            return pageLoadFailure(error, { notFound: false })
          }),
      ]),
    ),
  )

  const columns = sites.map((site, index): CompareColumn => {
    const [detail, offers] = answers[index]!
    const pathname = catalogueHref(site.path.split('/'))
    const unit = offers?.stay.bookable ? cheapestUnit(offers.accommodations) : null
    const bookHref = (chosen: SearchAccommodation) =>
      href(
        storefront.link,
        'checkout',
        { cartId: 'new' },
        {
          site: site.slug,
          accommodation: String(chosen.id),
          date: chosen.arrivalDate,
          duration: String(chosen.duration),
          adults: String(state.party.adults),
          ...(state.party.children.length ? { children: state.party.children.map(String) } : {}),
          // Where a refused "book" (the unit was let meanwhile) returns to: the campsite page, with its other units.
          from: campsiteHref(pathname, state, { accommodation: chosen.id }),
        },
      )
    let unavailable: CompareColumn['unavailable'] = null
    if (!offers) unavailable = 'invalid'
    else if (!offers.stay.bookable) unavailable = offers.stay.reason ?? 'closed'
    else if (!unit) unavailable = 'full'
    return {
      id: site.id,
      name: site.name,
      href: campsiteHref(pathname, state, {}),
      image: site.image,
      place: [site.meta.city.name, site.meta.area.name, site.meta.country.name].join(', '),
      stars: detail.stars,
      reviewScore: detail.reviews.average,
      reviewCount: detail.reviews.count,
      cheapest: unit
        ? {
            id: unit.id,
            name: unit.name,
            bookHref: bookHref(unit),
            currency: unit.currency,
            rent: unit.priceBeforeFeesBeforeDiscount,
            discount: unit.discount ? { percent: unit.discount.percent, amount: unit.discount.amount } : null,
            fees: unit.fees.filter((fee) => fee.includedInTotal).map((fee) => ({ name: fee.name, amount: fee.amount })),
            total: unit.totalPrice,
            payOnSite: unit.payOnSite,
            payOnSiteCurrency: unit.payOnSiteCurrency,
          }
        : null,
      unavailable,
      unitTypes: [...new Set((offers?.accommodations ?? []).map((each) => each.category))],
      facilities: detail.facilities.map((facility) => facility.id),
      dogsAllowed: detail.importantInfo.dogsAllowed,
      distances: detail.distances.map((distance) => distance.text),
      checkIn: detail.importantInfo.checkIn.from,
      checkOut: detail.importantInfo.checkOut.until,
    }
  })
  // Every facility any of them has, a row each, in the language's order.
  const names = new Map(answers.flatMap(([detail]) => detail.facilities.map((f) => [f.id, f.name] as const)))
  const collator = new Intl.Collator(storefront.market.languageTag)
  const facilities: CompareFacility[] = [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const stay: CompareStay = {
    arrivalDate: listed.stay.arrivalDate,
    departureDate: listed.stay.departureDate,
    duration: listed.stay.duration,
    adults: listed.stay.persons.adults,
    children: listed.stay.persons.children.length,
  }
  return { ...page, columns, facilities, stay }
}

/** The remove button's post: which campsite. */
export const removeCompareSchema = z.object({
  intent: z.literal('remove'),
  siteId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

/** Remove: post/redirect/get back to this page (the same stay), with a toast. */
export async function removeCompareAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: removeCompareSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { siteId } = submission.value
  context.session.comparedSites = context.session.comparedSites.filter((id) => id !== siteId)
  // Back to the address the form posted from: the same stay.
  const url = new URL(request.url)
  const back = safeRedirect(`${url.pathname}${url.search}`, href(context.storefront.link, 'compare'))
  return redirectWithToast(context.session, back, {
    kind: 'success',
    messageKey: 'compare:toggle.removed',
  })
}
