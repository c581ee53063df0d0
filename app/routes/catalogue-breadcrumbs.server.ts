import { catalogueHref, href } from '../../market-config/routes'
import type { CatalogueResolution } from '../../twenty/contract'
import { translatorFor } from '~/lib/i18n.server'
import type { Crumb } from '~/lib/simple-page.server'
import type { RequestStorefront } from '~/lib/storefront.server'

/** Home, then the resolution's places down to the page itself (not a link). */
export function catalogueBreadcrumbs(
  storefront: RequestStorefront,
  resolution: Pick<CatalogueResolution, 'breadcrumbs'>,
): Crumb[] {
  const t = translatorFor(storefront.market.i18nLocale)
  return [
    { label: t('breadcrumbs.home'), to: href(storefront.link, 'home') },
    ...resolution.breadcrumbs.map((crumb, index, all) => ({
      label: crumb.name,
      to: index === all.length - 1 ? undefined : catalogueHref(crumb.path.split('/')),
    })),
  ]
}
