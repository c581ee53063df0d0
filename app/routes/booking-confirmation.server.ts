import type { AppLoadContext } from '@remix-run/node'
import { optionalCustomer } from '~/lib/auth.server'
import type { Booking } from '../../twenty/contract'

/**
 * Whether this request may see the booking's personal details (the booker's address, phone and
 * e-mail, the travellers): the browser that booked it, for a day, or its signed-in owner. Anyone
 * else with the link learns only that a booking exists (issue 16). Fails closed.
 */
export async function mayReadBooking(context: AppLoadContext, cartId: string, booking: Booking): Promise<boolean> {
  if (context.session.bookedCart(cartId)) return true
  const user = await optionalCustomer(context)
  // A booking-reference sign-in is the owner of that one booking only.
  return (
    user !== null &&
    user.id === booking.customer.id &&
    (user.loginType !== 'booking_id' || user.bookingRef === booking.ref)
  )
}
