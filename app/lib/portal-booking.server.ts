import type { AppLoadContext } from '@remix-run/node'
import type { PageKey } from '../../market-config/routes'
import { parseId, type Booking } from '../../twenty/contract'
import { customerCall } from './auth.server'
import { notFound } from './page.server'
import { simplePage, type SimplePageData } from './simple-page.server'
import { TwentyApiError } from './twenty.server'

/** An API 404 (a booking that is not the caller's, or none) as the 404 page: nothing of it is shown. */
export function notFoundFromApi(error: unknown): never {
  if (error instanceof TwentyApiError && error.status === 404) throw notFound()
  throw error
}

/** A canonical `:bookingId` (`01`, `1.0` and `abc` are not booking 1), or the 404 page before any call. */
export function bookingIdParam(params: { bookingId?: string }): number {
  const bookingId = parseId(params.bookingId)
  if (bookingId === null) throw notFound()
  return bookingId
}

/**
 * The booking of a portal page's `:bookingId`, asked of the API as the signed-in customer (issue
 * 19): someone else's booking, and for a booking-reference sign-in any other booking, is the 404
 * page; without a sign-in the visitor goes to login and comes back.
 */
export function requireOwnBooking(args: {
  request: Request
  context: AppLoadContext
  params: { bookingId?: string }
}): Promise<Booking> {
  const bookingId = bookingIdParam(args.params)
  return customerCall(args.request, args.context, (client) => client.customerBooking(bookingId).catch(notFoundFromApi))
}

/**
 * Heading and meta of one of a booking's pages, its page view carrying the booking's id (SPEC
 * section 7: `customer_portal_page_view` with page type and booking id).
 */
export function bookingPage(context: AppLoadContext, page: PageKey, bookingId: number): SimplePageData {
  const simple = simplePage(context, page)
  const view = simple.meta.analytics
  return {
    ...simple,
    meta: {
      ...simple.meta,
      analytics: view?.event === 'customer_portal_page_view' ? { ...view, bookingId: String(bookingId) } : view,
    },
  }
}
