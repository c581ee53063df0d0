import type { AppLoadContext } from '@remix-run/node'
import type { RequestStorefront } from './storefront.server'

export const notFound = () => new Response('Not Found', { status: 404 })

/**
 * Layout loaders start here: a host whose brand does not serve its market is the 404 page. (Pages
 * are checked by the request handler, with their language: server/page-identity.ts.)
 */
export function requireStorefront(context: AppLoadContext): RequestStorefront {
  if (context.storefront.notFound) throw notFound()
  return context.storefront
}
