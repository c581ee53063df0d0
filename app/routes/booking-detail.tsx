import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BookingDetailIsland } from '~/components/portal/BookingDetailIsland'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { bookingPage, requireOwnBooking } from '~/lib/portal-booking.server'
import { serverToday } from '~/lib/site-search.server'
import { bookingCalendarHref, bookingVoucherHref, href } from '../../market-config/routes'
import { campsiteFacts } from './booking-detail.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = {
  i18n: ['booking', 'checkout', 'portal', 'payment', 'pitch'],
  breadcrumb: pageCrumbs('bookingDetail'),
}

/**
 * A booking's overview, `/profile/my-bookings/{bookingId}` (SPEC section 2, issue 19): the
 * signed-in customer's own booking only (anyone else's is the 404 page), analytics page type
 * `booking_detail_overview` with the booking's id. Since issue 20: the way to pay what is
 * outstanding, the payments received, and the travel voucher once paid in full.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context } = args
  const { link } = context.storefront
  const booking = await requireOwnBooking(args)
  const params = { bookingId: booking.bookingId }
  return data(
    {
      ...bookingPage(context, 'bookingDetail', booking.bookingId),
      booking,
      campsite: await campsiteFacts(context, booking),
      today: serverToday(),
      links: {
        overview: href(link, 'bookingDetail', params),
        participants: href(link, 'bookingParticipants', params),
        extras: href(link, 'bookingExtras', params),
        payment: href(link, 'bookingPayment', params),
        calendar: bookingCalendarHref(booking.bookingId),
        voucher: bookingVoucherHref(booking.bookingId),
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function BookingDetailPage() {
  const page = useLoaderData<typeof loader>()
  return (
    <SimplePage heading={page.heading}>
      <BookingDetailIsland booking={page.booking} campsite={page.campsite} links={page.links} today={page.today} />
    </SimplePage>
  )
}
