import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { LayoutErrorBoundary } from '~/components/error-boundaries'
import { FullScreenChrome } from '~/components/layout/Chrome'
import { signedInLayoutLoader } from '~/lib/auth.server'

/** Layout route of the payment pages: signed-in customers only, no chrome (SPEC section 2). */
export function loader(args: LoaderFunctionArgs) {
  return signedInLayoutLoader(args)
}

export default function FullScreenLayout() {
  return (
    <FullScreenChrome>
      <Outlet />
    </FullScreenChrome>
  )
}

export const ErrorBoundary = LayoutErrorBoundary
