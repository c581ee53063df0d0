import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BookingList } from '~/components/portal/BookingList'
import { SimplePage } from '~/components/SimplePage'
import { customerCall } from '~/lib/auth.server'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { simplePage } from '~/lib/simple-page.server'
import { href } from '../../market-config/routes'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = {
  i18n: ['portal', 'checkout', 'booking', 'pitch'],
  breadcrumb: pageCrumbs('myBookings'),
}

/**
 * My bookings: the signed-in customer's bookings, newest stay first, each with what was booked
 * and its payment schedule. (A booking-reference sign-in sees that booking only: the API says.)
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context, request } = args
  const { storefront } = context
  // The layout route has loaded the user already; a token the API refuses leads to login here too.
  const bookings = await customerCall(request, context, (client) => client.customerBookings())
  return {
    ...simplePage(context, 'myBookings'),
    bookings: [...bookings].sort((a, b) => b.arrivalDate.localeCompare(a.arrivalDate)),
    search: href(storefront.link, 'searchAndBook'),
  }
}

export default function MyBookingsPage() {
  const page = useLoaderData<typeof loader>()
  return (
    <SimplePage heading={page.heading}>
      <BookingList bookings={page.bookings} search={page.search} />
    </SimplePage>
  )
}
