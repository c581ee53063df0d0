import type { MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import type { AnalyticsPageView } from './analytics'
import type { RootLoaderData } from './root-data'

export interface PageMetaData {
  title: string
  description?: string
  brandName: string
  /** Portal and checkout pages stay out of search engines. */
  noindex?: boolean
  /** The page's canonical address; by default its origin and path, without the query. */
  canonical?: string
  /** The page view the root reports to the dataLayer (SPEC section 1's page types). */
  analytics?: AnalyticsPageView
  /** schema.org data for search engines (a campsite's `Campground`). */
  jsonLd?: Record<string, unknown>
}

/**
 * `<title>`, description and canonical link from the page loader's `meta` field; an error page gets the
 * translated title of its status from the root (it has no data of its own) and stays out of
 * search engines.
 */
export const pageMeta: MetaFunction = ({ data, error, matches, location }) => {
  const root = matches.find((match) => match.id === 'root')?.data as RootLoaderData | undefined
  const brandName = root?.storefront.brand.name ?? 'Camping Select'
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500
    const titles = root?.errorTitles as Record<number, string> | undefined
    return [{ title: `${titles?.[status] ?? titles?.[500] ?? 'Error'} | ${brandName}` }, { name: 'robots', content: 'noindex' }]
  }
  const meta = (data as { meta?: PageMetaData } | undefined)?.meta
  if (!meta) return [{ title: brandName }]
  const tags: ReturnType<MetaFunction> = [{ title: `${meta.title} | ${meta.brandName}` }]
  if (meta.description) tags.push({ name: 'description', content: meta.description })
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' })
  const canonical = meta.canonical ?? (root ? `${root.origin}${location.pathname}` : undefined)
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical })
  if (meta.jsonLd) tags.push({ 'script:ld+json': meta.jsonLd })
  return tags
}
