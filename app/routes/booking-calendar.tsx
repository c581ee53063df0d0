import type { LoaderFunctionArgs } from '@remix-run/node'
import { bookingCalendarResponse } from '~/lib/booking-calendar.server'
import { loadCart } from '~/lib/cart.server'
import { requireStorefront } from '~/lib/page.server'
import { bookingIdParam, requireOwnBooking } from '~/lib/portal-booking.server'
import { pageLoadFailure, twentyFor } from '~/lib/twenty.server'

/**
 * Resource route: a booking's stay as an .ics file, `/profile/bookings/{bookingId}/calendar.ics`
 * (issue 19; the confirmation used to carry it as a `data:` link). For the booking's signed-in
 * owner (a booking-reference sign-in: its one booking), or the browser that booked it, which the
 * confirmation's link names with `?cart=` (the session remembers the carts it booked, for a day).
 * Anyone else: the 404 of a booking that is not theirs, or login first.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStorefront(context)
  const bookingId = bookingIdParam(params)
  const cartId = new URL(request.url).searchParams.get('cart')
  if (cartId && context.session.bookedCart(cartId)) {
    const cart = await loadCart(context, cartId)
    if (cart?.bookingId === bookingId) {
      const booking = await twentyFor(context)
        .cartBooking(cartId)
        .catch((error: unknown) => pageLoadFailure(error))
      return bookingCalendarResponse(booking, context)
    }
  }
  return bookingCalendarResponse(await requireOwnBooking({ request, context, params }), context)
}
