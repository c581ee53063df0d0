import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BookingPrivate } from '~/components/checkout/BookingPrivate'
import { CheckoutDeadEnd } from '~/components/checkout/CheckoutDeadEnd'
import { ConfirmationPage } from '~/components/checkout/ConfirmationPage'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { loadCart } from '~/lib/cart.server'
import { pageMeta } from '~/lib/page-meta'
import { simplePage } from '~/lib/simple-page.server'
import { pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { bookingCalendarHref, href } from '../../market-config/routes'
import type { Booking } from '../../twenty/contract'
import { mayReadBooking } from './booking-confirmation.server'

/** `/booking/confirmation/{cartId}` (SPEC section 2): analytics type Booking_confirmation. Only reads: a reload books nothing. */
export const handle: RouteHandle = { i18n: ['checkout', 'pitch'], breadcrumb: pageCrumbs('bookingConfirmation') }
export const meta = pageMeta

export async function loader({ context, params }: LoaderFunctionArgs) {
  const page = simplePage(context, 'bookingConfirmation')
  const cartId = params.cartId ?? ''
  const home = href(context.storefront.link, 'home')
  const cart = await loadCart(context, cartId)
  if (!cart)
    return data({ ...page, kind: 'missing' as const, home }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (cart.status === 'open') throw redirect(href(context.storefront.link, 'checkout', { cartId }))
  if (cart.status === 'expired')
    return data(
      { ...page, kind: 'expired' as const, home, campsite: `/${cart.site.path}` },
      { status: 410, headers: { 'Cache-Control': 'no-store' } },
    )
  let booking: Booking
  try {
    booking = await twentyFor(context).cartBooking(cartId)
  } catch (error) {
    return pageLoadFailure(error)
  }
  // Everyone else: that the booking exists, and the way to sign in to see it.
  const confirmation = href(context.storefront.link, 'bookingConfirmation', { cartId })
  if (!(await mayReadBooking(context, cartId, booking))) {
    return data(
      {
        ...page,
        kind: 'private' as const,
        home,
        login: href(context.storefront.link, 'login', undefined, { redirectTo: confirmation }),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return data(
    {
      ...page,
      kind: 'booked' as const,
      home,
      booking,
      // Its own route (issue 19); the cart names this browser as the one that booked it.
      calendarHref: bookingCalendarHref(booking.bookingId, cartId),
      calendarName: `${booking.ref}.ics`,
      // "To my bookings": through sign-in (a new account sets its password first), then the list.
      login: href(context.storefront.link, 'login', undefined, {
        redirectTo: href(context.storefront.link, 'myBookings'),
      }),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function BookingConfirmation() {
  const page = useLoaderData<typeof loader>()
  if (page.kind === 'private') return <BookingPrivate login={page.login} home={page.home} />
  if (page.kind !== 'booked')
    return (
      <CheckoutDeadEnd
        kind={page.kind}
        home={page.home}
        campsite={page.kind === 'expired' ? page.campsite : undefined}
      />
    )
  return (
    <ConfirmationPage
      booking={page.booking}
      calendarHref={page.calendarHref}
      calendarName={page.calendarName}
      login={page.login}
      home={page.home}
    />
  )
}

export const ErrorBoundary = PageErrorBoundary
