import { redirect, type AppLoadContext } from '@remix-run/node'
import { href } from '../../market-config/routes'
import type { PortalUser } from '../../twenty/contract'
import { requireStorefront } from './page.server'
import { safeRedirect } from './session.server'
import { pageLoadFailure, TwentyApiError, twentyFor, type TwentyClient } from './twenty.server'

/** Login, bringing the visitor back to the page they asked for (`redirectTo`, checked by safeRedirect). */
function toLogin(request: Request, context: AppLoadContext): Response {
  const url = new URL(request.url)
  // A single-fetch request (`/page.data?_routes=...`) stands for the page itself.
  url.searchParams.delete('_routes')
  const target = safeRedirect(`${url.pathname.replace(/\.data$/, '')}${url.search}`, '')
  return redirect(href(context.storefront.link, 'login', undefined, { redirectTo: target || undefined }))
}

/**
 * Portal pages: a visitor who is not signed in is sent to login, which brings them back to the
 * page they asked for afterwards. Returns the bearer token for the API calls of the page.
 */
export function requireCustomer(request: Request, context: AppLoadContext): string {
  const token = context.session.token
  if (token) return token
  throw toLogin(request, context)
}

/**
 * An API call made as the signed-in customer. A token the API no longer accepts (expired, signed
 * out elsewhere, password changed) is cleared and the visitor goes to login as if they had never
 * signed in; an unreachable API is the 503 page.
 */
export async function customerCall<T>(
  request: Request,
  context: AppLoadContext,
  call: (client: TwentyClient) => Promise<T>,
): Promise<T> {
  const token = requireCustomer(request, context)
  try {
    return await call(twentyFor(context, token))
  } catch (error) {
    if (error instanceof TwentyApiError && error.status === 401) {
      context.session.signOut()
      throw toLogin(request, context)
    }
    return pageLoadFailure(error, { notFound: false })
  }
}

/** The signed-in customer, from the API (SPEC section 4: logged in means a user is loaded). */
export function requireUser(request: Request, context: AppLoadContext): Promise<PortalUser> {
  return customerCall(request, context, (client) => client.currentUser())
}

/**
 * The signed-in customer where a page is open to everyone (checkout, confirmation): null for a
 * visitor, and null when the API cannot say. A token the API refuses is cleared, as the portal does.
 */
export async function optionalCustomer(context: AppLoadContext): Promise<PortalUser | null> {
  const token = context.session.token
  if (!token) return null
  try {
    return await twentyFor(context, token).currentUser()
  } catch (error) {
    if (error instanceof TwentyApiError && error.status === 401) context.session.signOut()
    return null
  }
}

/**
 * The loader of the signed-in layout routes (portal, full-screen): storefront, then the customer,
 * loaded once here for every page below (`useCustomer()` in lib/customer.ts); no page loads it
 * again. It hands down what the pages show: the name, how the visitor signed in, who they are
 * (the customer, or an agent reading their portal: decision 027) and the account details.
 */
export async function signedInLayoutLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  requireStorefront(context)
  const user = await requireUser(request, context)
  return {
    customer: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      loginType: user.loginType,
      bookingRef: user.bookingRef,
      actorKind: user.actorKind,
      agentName: user.agentName,
      details: user.details,
    },
  }
}
