import type { LoaderFunctionArgs } from '@remix-run/node'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { placeholderLoader } from '~/lib/placeholder.server'
export { PlaceholderPage as default } from '~/components/SimplePage'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

/** A page a later slice builds: its heading and breadcrumb (lib/placeholder.server.ts). */
export function loader(args: LoaderFunctionArgs) {
  return placeholderLoader(args, 'profileFavourites')
}

export const handle: RouteHandle = { breadcrumb: pageCrumbs('profileFavourites') }
