import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FavouriteListIsland } from '~/components/portal/FavouriteListIsland'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { useIsAgent } from '~/lib/customer'
import { loadFavouritesPage, removeFavouriteAction } from './profile-favourites.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = { i18n: ['favourites'], breadcrumb: pageCrumbs('profileFavourites') }

/**
 * Favourites (issue 19; page type `favorites`): each campsite with its photo, place, rating and
 * the price from for the visitor's last search party, a link to it and a remove button; an empty
 * list leads to the search. A booking-reference sign-in sees the favourites kept in this browser.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadFavouritesPage(request, context)
}

/** The remove buttons post here (without JavaScript too); success and failure come back as toasts. */
export function action({ request, context }: ActionFunctionArgs) {
  return removeFavouriteAction(request, context)
}

export default function FavouritesPage() {
  const page = useLoaderData<typeof loader>()
  const readOnly = useIsAgent()
  return (
    <SimplePage heading={page.heading} intro={page.favourites.length > 0 ? page.intro : undefined}>
      <FavouriteListIsland
        favourites={page.favourites}
        stay={page.stay}
        pricesMissing={page.pricesMissing}
        inBrowser={page.inBrowser}
        search={page.search}
        readOnly={readOnly}
      />
    </SimplePage>
  )
}
