import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { PortalChrome } from '~/components/layout/Chrome'
import { LayoutErrorBoundary } from '~/components/ErrorPage'
import { requireCustomer } from '~/lib/auth.server'
import { requireStorefront } from '~/lib/page.server'

/**
 * Layout route of the customer portal: only signed-in customers get past its loader; everyone
 * else goes to login, which brings them back here. (Page loaders run in parallel with this one,
 * so those that call the API check the token themselves with `requireCustomer` too.)
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireStorefront(context)
  requireCustomer(request, context)
  return null
}

export default function PortalLayout() {
  return (
    <PortalChrome>
      <Outlet />
    </PortalChrome>
  )
}

export const ErrorBoundary = LayoutErrorBoundary
