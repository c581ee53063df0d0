import type { AppLoadContext } from '@remix-run/node'
import { catalogueHref, href, type LayoutId } from '../../market-config/routes'
import type { CatalogueResolution } from '../../twenty/contract'
import { translatorFor } from './i18n.server'
import { requireStorefront } from './page.server'
import type { PageMetaData } from './page-meta'
import type { Crumb } from './simple-page.server'
import { pageLoadFailure, twentyFor } from './twenty.server'

const LAYOUT_OF: Record<CatalogueResolution['type'], LayoutId> = {
  funnel: 'filter',
  country: 'filter',
  area: 'filter',
  city: 'filter',
  site: 'site',
  taggedPage: 'template',
}

/**
 * Funnel, country, area, city, site and tagged pages share dynamic paths: the API says what a
 * path is, or answers 404, which renders the 404 page.
 */
export async function loadCataloguePage(context: AppLoadContext, splat: string | undefined) {
  const storefront = requireStorefront(context)
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '')
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0 || segments.length > 4 || segments.some((s) => !/^[a-z0-9-]+$/.test(s))) {
    throw new Response('Not Found', { status: 404 })
  }
  const resolution = await twentyFor(context).resolveCatalogue(segments.join('/')).catch((error) => pageLoadFailure(error))
  const t = translatorFor(storefront.market.language)
  const breadcrumbs: Crumb[] = [
    { label: t('breadcrumbs.home'), to: href(storefront.link, 'home') },
    ...resolution.breadcrumbs.map((crumb, index, all) => ({
      label: crumb.name,
      to: index === all.length - 1 ? undefined : catalogueHref(storefront.link, crumb.path.split('/')),
    })),
  ]
  const meta: PageMetaData = { title: resolution.title, description: resolution.description, brandName: storefront.brand.name }
  return {
    layout: LAYOUT_OF[resolution.type],
    kind: resolution.type,
    heading: resolution.title,
    description: resolution.description,
    body: resolution.type === 'taggedPage' ? resolution.page.body.split(/\n{2,}/) : [],
    breadcrumbs,
    meta,
  }
}
