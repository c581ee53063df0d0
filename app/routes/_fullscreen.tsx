import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { FullScreenChrome } from '~/components/layout/Chrome'
import { LayoutErrorBoundary } from '~/components/ErrorPage'
import { requireCustomer } from '~/lib/auth.server'
import { requireStorefront } from '~/lib/page.server'

/** Layout route of the payment pages: signed-in customers only, no chrome (SPEC section 2). */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireStorefront(context)
  requireCustomer(request, context)
  return null
}

export default function FullScreenLayout() {
  return (
    <FullScreenChrome>
      <Outlet />
    </FullScreenChrome>
  )
}

export const ErrorBoundary = LayoutErrorBoundary
