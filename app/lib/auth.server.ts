import { redirect, type AppLoadContext } from '@remix-run/node'
import { href } from '../../market-config/routes'
import { requireStorefront } from './page.server'
import { safeRedirect } from './session.server'

/**
 * Portal pages: a visitor who is not signed in is sent to login, which brings them back to the
 * page they asked for afterwards (`redirectTo`, checked by safeRedirect when it is followed).
 * Returns the bearer token for the API calls of the page.
 */
export function requireCustomer(request: Request, context: AppLoadContext): string {
  const token = context.session.token
  if (token) return token
  const url = new URL(request.url)
  // A single-fetch request (`/page.data?_routes=...`) stands for the page itself.
  url.searchParams.delete('_routes')
  const target = safeRedirect(`${url.pathname.replace(/\.data$/, '')}${url.search}`, '')
  throw redirect(href(context.storefront.link, 'login', undefined, { redirectTo: target || undefined }))
}

/** The loader of the signed-in layout routes (portal, full-screen): storefront, then customer. */
export function signedInLayoutLoader({ request, context }: { request: Request; context: AppLoadContext }): null {
  requireStorefront(context)
  requireCustomer(request, context)
  return null
}
