import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BookingSummaryLine } from '~/components/portal/BookingSummary'
import { ParticipantsFormIsland } from '~/components/portal/ParticipantsFormIsland'
import { SimplePage } from '~/components/SimplePage'
import { bookingStay, lockedReason, mayCorrectTravellers } from '~/lib/booking'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { useIsAgent } from '~/lib/customer'
import { bookingPage, requireOwnBooking } from '~/lib/portal-booking.server'
import { serverToday } from '~/lib/site-search.server'
import { href } from '../../market-config/routes'
import { saveParticipants } from './booking-participants.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = { i18n: ['booking', 'checkout'], breadcrumb: pageCrumbs('bookingParticipants') }

/**
 * A booking's travellers, `/profile/my-bookings/{bookingId}/participants` (SPEC section 2, page
 * type `booking_detail_persona`): editable where the booking's other-changes permission allows,
 * read-only with the reason in words otherwise. The owner's booking only: anyone else's is a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context } = args
  const booking = await requireOwnBooking(args)
  const today = serverToday()
  return data(
    {
      ...bookingPage(context, 'bookingParticipants', booking.bookingId),
      booking,
      stay: bookingStay(booking, today),
      editable: mayCorrectTravellers(booking.changePermissions.other),
      locked: lockedReason(booking, booking.changePermissions.other, today),
      overview: href(context.storefront.link, 'bookingDetail', { bookingId: booking.bookingId }),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export function action(args: ActionFunctionArgs) {
  return saveParticipants(args)
}

export default function BookingParticipantsPage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // An agent sees the booking as its customer does, without a form (decision 027).
  const isAgent = useIsAgent()
  return (
    <SimplePage heading={page.heading}>
      <BookingSummaryLine booking={page.booking} back={page.overview} />
      <ParticipantsFormIsland
        booking={page.booking}
        stay={page.stay}
        editable={page.editable && !isAgent}
        locked={isAgent ? 'agent' : page.locked}
        lastResult={actionData?.result}
      />
    </SimplePage>
  )
}
