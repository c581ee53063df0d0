import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BookingExtrasFormIsland } from '~/components/portal/BookingExtrasFormIsland'
import { BookingSummaryLine } from '~/components/portal/BookingSummary'
import { SimplePage } from '~/components/SimplePage'
import { lockedReason } from '~/lib/booking'
import type { BreadcrumbFunction, RouteHandle } from '~/lib/breadcrumbs'
import { useIsAgent } from '~/lib/customer'
import { bookingPage, requireOwnBooking } from '~/lib/portal-booking.server'
import { serverToday } from '~/lib/site-search.server'
import { href } from '../../market-config/routes'
import { extrasAction, loadBookingExtras } from './booking-extras.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

/**
 * Its path is untranslated (SPEC section 2), so it does not continue the booking's path in the
 * route table: the trail names the profile, My bookings and the booking itself.
 */
const breadcrumb: BreadcrumbFunction = (_data, { t, link, params }) => [
  { label: t('pages.profile.title'), to: href(link, 'profile') },
  { label: t('pages.myBookings.title'), to: href(link, 'myBookings') },
  { label: t('pages.bookingDetail.title'), to: href(link, 'bookingDetail', { bookingId: params.bookingId ?? '' }) },
  { label: t('pages.bookingExtras.title') },
]

export const handle: RouteHandle = { i18n: ['booking', 'checkout'], breadcrumb }

/**
 * A booking's extras, `/profile/bookings/{bookingId}/extras` (SPEC section 2, page type
 * `edit_booking_extras`): what the booking's extras permission allows, the price difference
 * before saving, or why nothing can change. The owner's booking only: anyone else's is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context } = args
  const [booking, offer] = await Promise.all([requireOwnBooking(args), loadBookingExtras(args)])
  return data(
    {
      ...bookingPage(context, 'bookingExtras', booking.bookingId),
      booking,
      offer,
      locked: lockedReason(booking, offer.permission, serverToday()),
      overview: href(context.storefront.link, 'bookingDetail', { bookingId: booking.bookingId }),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export function action(args: ActionFunctionArgs) {
  return extrasAction(args)
}

export default function BookingExtrasPage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // An agent sees the booking as its customer does, without a form (decision 027).
  const isAgent = useIsAgent()
  return (
    <SimplePage heading={page.heading}>
      <BookingSummaryLine booking={page.booking} back={page.overview} />
      <BookingExtrasFormIsland
        booking={page.booking}
        offer={page.offer}
        locked={isAgent ? 'agent' : page.locked}
        lastResult={actionData?.result}
        quote={actionData?.quote ?? null}
      />
    </SimplePage>
  )
}
