/**
 * What search engines may crawl on a market's host: `robots.txt` keeps them out of the portal,
 * checkout and typed-search pages, and `sitemap.xml` lists the pages worth finding (home, the
 * booking search, travel inspiration and its themes, and every catalogue page of the brand).
 */
import type { AppLoadContext } from '@remix-run/node'
import { href, PAGES, type PageKey } from '../../market-config/routes'
import { requireStorefront } from './page.server'
import { pageLoadFailure, twentyFor } from './twenty.server'

/** The sitemap protocol's limit per file; above it the sitemap becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000

/** Pages that are personal, transactional or typed text: not for search engines. */
const PRIVATE_PAGES: PageKey[] = ['login', 'freeSearch', 'search']

/** The path prefix of a page (up to its first parameter), as robots.txt matches it. */
function pathPrefix(pattern: string): string {
  const cut = pattern.indexOf(':')
  return `/${cut >= 0 ? pattern.slice(0, cut) : pattern}`
}

export function robotsTxt(context: AppLoadContext): string {
  const storefront = requireStorefront(context)
  const language = storefront.link.language
  const disallowed = new Set<string>()
  for (const [page, route] of Object.entries(PAGES) as [PageKey, (typeof PAGES)[PageKey]][]) {
    if (route.layout !== 'storefront' || PRIVATE_PAGES.includes(page)) disallowed.add(pathPrefix(route.paths[language]))
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallowed].sort().map((path) => `Disallow: ${path}`),
    // Filtered and sorted variants of result pages are one page (their canonical says so).
    'Disallow: /*?*sort=',
    '',
    `Sitemap: ${context.publicOrigin}/sitemap.xml`,
    '',
  ].join('\n')
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every listed page of this host, absolute. */
export async function sitemapUrls(context: AppLoadContext): Promise<string[]> {
  const storefront = requireStorefront(context)
  const client = twentyFor(context)
  const [paths, themes] = await Promise.all([
    client.cataloguePaths().catch((error: unknown) => pageLoadFailure(error)),
    client.themes().catch((error: unknown) => pageLoadFailure(error)),
  ])
  const pages = [
    ...(['home', 'searchAndBook', 'travelInspiration'] as const).map((page) => href(storefront.link, page)),
    ...themes.map((theme) => href(storefront.link, 'theme', { slug: theme.slug })),
  ]
  const catalogue = [
    ...paths.funnels,
    ...paths.countries,
    ...paths.areas,
    ...paths.cities,
    ...paths.sites,
    ...paths.taggedPages,
  ].map((path) => `/${path}`)
  return [...pages, ...catalogue].map((path) => `${context.publicOrigin}${path}`)
}

/** `sitemap.xml`: the URL set, or above 50,000 URLs an index of `?part=n` files; null for a part that does not exist. */
export function sitemapXml(urls: string[], origin: string, part: number | null): string | null {
  const parts = Math.max(1, Math.ceil(urls.length / SITEMAP_MAX_URLS))
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n'
  if (parts > 1 && part === null) {
    const entries = Array.from(
      { length: parts },
      (_, index) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`,
    )
    return `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
  }
  const index = (part ?? 1) - 1
  if (index < 0 || index >= parts) return null
  const slice = urls.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS)
  return `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${slice.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')}\n</urlset>\n`
}
