import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ProfileHomeIsland } from '~/components/portal/ProfileHomeIsland'
import { SimplePage } from '~/components/SimplePage'
import { customerCall } from '~/lib/auth.server'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { simplePage } from '~/lib/simple-page.server'
import { serverToday } from '~/lib/site-search.server'
import { href } from '../../market-config/routes'
import { nextTrip } from './profile.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = { i18n: ['portal', 'account', 'checkout'], breadcrumb: pageCrumbs('profile') }

/**
 * The portal's home (`/profile`, page type home): the customer by name (loaded by the portal
 * layout), the next trip from their bookings, shortcuts to the portal's pages, and sign-out.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { link } = context.storefront
  // The layout has loaded the user; a token the API refuses leads to login here too.
  const bookings = await customerCall(request, context, (client) => client.customerBookings())
  const trip = nextTrip(bookings, serverToday())
  return {
    ...simplePage(context, 'profile'),
    trip,
    links: {
      signOut: href(link, 'login'),
      search: href(link, 'searchAndBook'),
      bookingDetail: trip ? href(link, 'bookingDetail', { bookingId: trip.bookingId }) : null,
      shortcuts: [
        { key: 'bookings' as const, to: href(link, 'myBookings') },
        { key: 'favourites' as const, to: href(link, 'profileFavourites') },
        { key: 'details' as const, to: href(link, 'profileDetails') },
      ],
    },
  }
}

export default function ProfilePage() {
  const page = useLoaderData<typeof loader>()
  return (
    <SimplePage heading={page.heading}>
      <ProfileHomeIsland trip={page.trip} links={page.links} />
    </SimplePage>
  )
}
