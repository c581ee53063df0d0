import type { Crumb } from '~/lib/breadcrumbs'
import { catalogueHref } from '../../market-config/routes'
import type { CatalogueResolution } from '../../twenty/contract'

/**
 * The resolution's places down to the page itself (not a link): the catalogue route's crumbs
 * (its `handle`); the layout adds the front page before them.
 */
export function catalogueTrail(resolution: Pick<CatalogueResolution, 'breadcrumbs'>): Crumb[] {
  return resolution.breadcrumbs.map((crumb, index, all) => ({
    label: crumb.name,
    to: index === all.length - 1 ? undefined : catalogueHref(crumb.path.split('/')),
  }))
}
