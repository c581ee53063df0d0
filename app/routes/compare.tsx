import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CompareTableIsland } from '~/components/compare/CompareTableIsland'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { loadComparePage, removeCompareAction } from './compare.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = {
  i18n: ['compare'],
  breadcrumb: pageCrumbs<{ heading: string }>('compare', (data) => data.heading),
}

/**
 * Compare side by side (issue 24, decision 036): the campsites chosen with the toggles (at most
 * three, the compare cookie), each with photo, place, rating, the party's total for the stay (the
 * address's, or the last search's) with its fees, unit types, facilities, dogs, times and the
 * cheapest bookable unit with a book button into the checkout; an empty state leads to the search.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadComparePage(request, context)
}

/** The remove buttons post here (without JavaScript too); a toast says it is done. */
export function action({ request, context }: ActionFunctionArgs) {
  return removeCompareAction(request, context)
}

export default function ComparePage() {
  const page = useLoaderData<typeof loader>()
  return (
    <SimplePage heading={page.heading} intro={page.columns.length > 0 ? page.intro : undefined}>
      <CompareTableIsland columns={page.columns} facilities={page.facilities} stay={page.stay} search={page.search} />
    </SimplePage>
  )
}
