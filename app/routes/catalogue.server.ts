import { redirect, type AppLoadContext } from '@remix-run/node'
import { CATALOGUE_ANALYTICS } from '~/lib/analytics'
import type { ContactDetails } from '~/lib/contact'
import type { PageMetaData } from '~/lib/page-meta'
import { notFound, requireStorefront } from '~/lib/page.server'
import { cachedNavigationGroups, pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { catalogueHref } from '../../market-config/routes'
import type { CatalogueResolution } from '../../twenty/contract'
import { catalogueTrail } from './catalogue-breadcrumbs.server'
import { loadCatalogueListing } from './catalogue-listing.server'
import { startCampsitePage } from './catalogue-site.server'

/** Catalogue paths have at most 4 slugs (funnel/country/area/site), each a short slug. */
const SEGMENT = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/

/**
 * Funnel, country, area, city, campsite and tagged pages share dynamic paths: the API says what a
 * path is, or answers 404, which renders the 404 page. `url` is the request's (its query holds
 * a listing's search); by default the bare path.
 */
export async function loadCataloguePage(
  context: AppLoadContext,
  splat: string | undefined,
  url = `${context.origin}/${splat ?? ''}`,
) {
  const segments = catalogueSegments(splat)
  if (segments.length === 4) {
    // A campsite: its own calls start beside the resolution.
    const finish = startCampsitePage(context, url, segments)
    const resolution = await twentyFor(context)
      .resolveCatalogue(segments.join('/'))
      .catch((error: unknown) => pageLoadFailure(error))
    if (resolution.type === 'site') return finish(resolution)
    return cataloguePageOf(context, resolution)
  }
  const { resolution, listing } = await loadCatalogueListing(context, url, segments)
  // A content page named by another language's slug (the English `/contact` on a German site):
  // a permanent redirect to its own (`/kontakt`), so old links and bookmarks keep working
  // (decision 020).
  if (!listing && resolution.type === 'taggedPage' && resolution.path !== segments.join('/')) {
    throw redirect(catalogueHref(resolution.path.split('/')), 301)
  }
  if (listing) return listing
  const page = cataloguePageOf(context, resolution)
  // The contact page: customer service's address, phone and hours beside its form.
  if (resolution.type === 'taggedPage' && resolution.page.key === 'contact') {
    const storefront = requireStorefront(context)
    const groups = await cachedNavigationGroups(
      twentyFor(context),
      storefront.brand.id,
      storefront.market.apiLocale,
    ).catch((error: unknown) => pageLoadFailure(error))
    const footer = groups.footer[0]
    const contact: ContactDetails = {
      address: footer?.address ?? [],
      phone: footer?.phone ?? null,
      openingHours: footer?.openingHours ?? null,
    }
    return { ...page, contact }
  }
  return page
}

/** The slugs of a catalogue path, or the 404 page for a path no catalogue page can have. */
export function catalogueSegments(splat: string | undefined): string[] {
  const segments = (splat ?? '').split('/').filter(Boolean)
  if (segments.length === 0 || segments.length > 4 || segments.some((s) => !SEGMENT.test(s))) throw notFound()
  return segments
}

/**
 * A tagged page from its catalogue resolution (funnel, country, area and city pages list
 * campsites: catalogue-listing.server.ts; campsites: catalogue-site.server.ts).
 */
export function cataloguePageOf(context: AppLoadContext, resolution: CatalogueResolution) {
  const storefront = requireStorefront(context)
  const meta: PageMetaData = {
    title: resolution.title,
    description: resolution.description,
    brandName: storefront.brand.name,
    analytics: CATALOGUE_ANALYTICS[resolution.type],
  }
  const taggedPage = resolution.type === 'taggedPage'
  return {
    kind: 'taggedPage' as const,
    heading: resolution.title,
    // A tagged page's description is its first paragraph: shown once, as the body's start.
    intro: taggedPage ? '' : resolution.description,
    body: taggedPage ? resolution.page.body.split(/\n{2,}/) : [resolution.description],
    trail: catalogueTrail(resolution),
    meta,
    /** A content page's key (its English slug): the language links name it by that (decision 020). */
    pageKey: taggedPage ? resolution.page.key : null,
    contact: null as ContactDetails | null,
  }
}
