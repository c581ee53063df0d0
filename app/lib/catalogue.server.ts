import type { AppLoadContext } from '@remix-run/node'
import { catalogueHref, href } from '../../market-config/routes'
import { CATALOGUE_ANALYTICS } from './analytics'
import { translatorFor } from './i18n.server'
import { notFound, requireStorefront } from './page.server'
import type { PageMetaData } from './page-meta'
import type { Crumb } from './simple-page.server'
import { pageLoadFailure, twentyFor } from './twenty.server'

/** Catalogue paths have at most 4 slugs (funnel/country/area/site), each a short slug. */
const SEGMENT = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/

/**
 * Funnel, country, area, city, site and tagged pages share dynamic paths: the API says what a
 * path is, or answers 404, which renders the 404 page.
 */
export async function loadCataloguePage(context: AppLoadContext, splat: string | undefined) {
  const storefront = requireStorefront(context)
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '')
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0 || segments.length > 4 || segments.some((s) => !SEGMENT.test(s))) throw notFound()
  const resolution = await twentyFor(context).resolveCatalogue(segments.join('/')).catch((error) => pageLoadFailure(error))
  const t = translatorFor(storefront.market.i18nLocale)
  const breadcrumbs: Crumb[] = [
    { label: t('breadcrumbs.home'), to: href(storefront.link, 'home') },
    ...resolution.breadcrumbs.map((crumb, index, all) => ({
      label: crumb.name,
      to: index === all.length - 1 ? undefined : catalogueHref(crumb.path.split('/')),
    })),
  ]
  const meta: PageMetaData = {
    title: resolution.title,
    description: resolution.description,
    brandName: storefront.brand.name,
    analytics: CATALOGUE_ANALYTICS[resolution.type],
  }
  const taggedPage = resolution.type === 'taggedPage'
  return {
    kind: resolution.type,
    heading: resolution.title,
    // A tagged page's description is its first paragraph: shown once, as the body's start.
    intro: taggedPage ? '' : resolution.description,
    body: taggedPage ? resolution.page.body.split(/\n{2,}/) : [],
    breadcrumbs,
    meta,
  }
}
