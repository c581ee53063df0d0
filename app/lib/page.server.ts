import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { href, normalisePathname, type PageKey } from '../../market-config/routes'
import type { RequestStorefront } from './storefront.server'

export const notFound = () => new Response('Not Found', { status: 404 })

/**
 * Layout loaders start here: a host whose brand does not serve its market is the 404 page. The
 * layout routes call it, so every page below them is covered.
 */
export function requireStorefront(context: AppLoadContext): RequestStorefront {
  if (context.storefront.notFound) throw notFound()
  return context.storefront
}

/** The page path behind a URL, without the `.data` suffix of single-fetch requests. */
function pagePathname(url: URL): string {
  if (url.pathname === '/_root.data') return '/'
  return normalisePathname(url.pathname.replace(/\.data$/, ''))
}

/**
 * Page loaders start here: the path must be this page's path in the market's language, so
 * `/camping-suche` on the uk storefront (a German path) is a 404, not a German page in English.
 */
export function requirePage(
  { request, params, context }: Pick<LoaderFunctionArgs, 'request' | 'params' | 'context'>,
  page: PageKey,
): RequestStorefront {
  const storefront = requireStorefront(context)
  let expected: string
  try {
    expected = href(storefront.link, page, params as Record<string, string>)
  } catch {
    throw notFound()
  }
  let actual: string
  try {
    actual = decodeURIComponent(pagePathname(new URL(request.url)))
  } catch {
    throw notFound()
  }
  if (actual !== decodeURIComponent(expected)) throw notFound()
  return storefront
}
