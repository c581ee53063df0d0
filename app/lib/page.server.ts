import type { AppLoadContext } from '@remix-run/node'
import type { RequestStorefront } from './storefront.server'

/**
 * Every page loader starts here: the request's storefront, or the 404 page when the path belongs
 * to another language (`/camping-suche` on the uk storefront) or carries a stray market prefix.
 */
export function requireStorefront(context: AppLoadContext): RequestStorefront {
  if (context.storefront.notFound) throw new Response('Not Found', { status: 404 })
  return context.storefront
}
