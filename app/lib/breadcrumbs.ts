/**
 * Breadcrumbs from the routes' handles (STYLE.md item 19): every matched route may add crumbs
 * through `handle.breadcrumb`, read with `useMatches`; the layouts add the front page, a page
 * adds itself and the pages above it in the route table (`pageAncestors`), so a nested page gets
 * its whole trail without building it by hand. The last crumb is the current page: no link.
 */
import { useMatches, type Params } from '@remix-run/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { href, pageAncestors, type LinkBase, type PageKey } from '../../market-config/routes'
import type { I18nHandle } from './i18n'
import { useStorefront } from './storefront'

export interface Crumb {
  label: string
  /** Omit for the current page. */
  to?: string
}

export interface CrumbContext {
  t: TFunction
  link: LinkBase
  params: Params
}

/** A route's crumbs from its loader data (typed by the route: `pageCrumbs<typeof loader>(…)`). */
export type BreadcrumbFunction<Data = unknown> = (data: Data, context: CrumbContext) => Crumb[]

/** A route's `handle`: its translation namespaces and its crumbs. */
export interface RouteHandle extends I18nHandle {
  // `never` accepts every route's own data type; the caller passes what the route loaded.
  breadcrumb?: BreadcrumbFunction<never>
}

/** The front page's crumb: the layouts' handles. */
export const homeCrumb: BreadcrumbFunction = (_data, { t, link }) => [
  { label: t('breadcrumbs.home'), to: href(link, 'home') },
]

/**
 * A page's crumbs: the pages above it, then itself, titled `pages.{page}.title` unless `label`
 * names it from its data (a theme's name, a search's heading).
 */
export function pageCrumbs<Data = unknown>(page: PageKey, label?: (data: Data) => string): BreadcrumbFunction<Data> {
  return (data, { t, link, params }) => [
    ...pageAncestors(page, link.language).map((above) => ({
      label: t(`pages.${above}.title`),
      to: href(link, above, params as Record<string, string>),
    })),
    { label: label ? label(data) : t(`pages.${page}.title`) },
  ]
}

/** The trail of the matched routes. */
export function useBreadcrumbs(): Crumb[] {
  const matches = useMatches()
  const { t } = useTranslation()
  const { link } = useStorefront()
  const crumbs = matches.flatMap((match) => {
    const breadcrumb = (match.handle as RouteHandle | undefined)?.breadcrumb as BreadcrumbFunction | undefined
    return breadcrumb && match.data !== undefined ? breadcrumb(match.data, { t, link, params: match.params }) : []
  })
  return crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.label } : crumb))
}
