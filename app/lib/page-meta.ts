import type { MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { DEFAULT_MARKET } from '../../market-config/markets'
import type { AnalyticsPageView } from './analytics'
import { languageLinks } from './language-links'
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
  /** The picture a shared link shows (`og:image`), absolute or from the site's root. */
  image?: string
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
    return [
      { title: `${titles?.[status] ?? titles?.[500] ?? 'Error'} | ${brandName}` },
      { name: 'robots', content: 'noindex' },
    ]
  }
  const meta = (data as { meta?: PageMetaData } | undefined)?.meta
  if (!meta) return [{ title: brandName }]
  const tags: ReturnType<MetaFunction> = [{ title: `${meta.title} | ${meta.brandName}` }]
  if (meta.description) tags.push({ name: 'description', content: meta.description })
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' })
  const canonical = meta.canonical ?? (root ? `${root.origin}${location.pathname}` : undefined)
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical })
  if (root && !meta.noindex) tags.push(...alternateLinks(root, matches.at(-1), location.pathname))
  if (root) tags.push(...openGraph(meta, root, canonical))
  if (meta.jsonLd) tags.push({ 'script:ld+json': meta.jsonLd })
  return tags
}

type MetaMatch = Parameters<MetaFunction>[0]['matches'][number]

/**
 * `hreflang` alternates: the same page in each of the brand's markets (language tags such as
 * `de-CH`, never market codes), and the default market's as `x-default`. Without the query: they
 * point at each version's canonical address.
 */
export function alternateLinks(
  root: Pick<RootLoaderData, 'markets' | 'origin'> & { alternateMarkets?: RootLoaderData['markets'] },
  leaf: MetaMatch | undefined,
  pathname: string,
) {
  const markets = root.alternateMarkets ?? root.markets
  if (markets.length < 2) return []
  const links = languageLinks(markets, leaf ? { id: leaf.id, params: leaf.params, data: leaf.data } : undefined, {
    pathname,
    search: '',
  })
  const absolute = (href: string) => (href.startsWith('/') ? `${root.origin}${href}` : href)
  const fallback = links.find((link) => link.market === DEFAULT_MARKET) ?? links[0]!
  return [
    ...links.map((link) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: link.languageTag,
      href: absolute(link.href),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(fallback.href) },
  ]
}

/** Open Graph: how a shared link looks (title, text, picture, language). */
function openGraph(meta: PageMetaData, root: Pick<RootLoaderData, 'origin' | 'storefront'>, url: string | undefined) {
  const tags: ReturnType<MetaFunction> = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: meta.brandName },
    { property: 'og:title', content: meta.title },
    { property: 'og:locale', content: root.storefront.market.languageTag.replace('-', '_') },
  ]
  if (meta.description) tags.push({ property: 'og:description', content: meta.description })
  if (url) tags.push({ property: 'og:url', content: url })
  if (meta.image)
    tags.push({
      property: 'og:image',
      content: meta.image.startsWith('/') ? `${root.origin}${meta.image}` : meta.image,
    })
  return tags
}
