import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { LayoutErrorBoundary } from '~/components/error-boundaries'
import { StorefrontChrome } from '~/components/layout/Chrome'
import { homeCrumb, type RouteHandle } from '~/lib/breadcrumbs'
import { loadStorefrontChrome } from '~/lib/layout.server'

/** Layout route of checkout and confirmation: slim header, 2-column footer, no newsletter. */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadStorefrontChrome(context)
}

export const shouldRevalidate = () => false

/**
 * The checkout and the confirmation carry a visitor's personal details: never stored by a
 * browser or a cache, not even for the back button (issue 16). Their pages inherit this.
 */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export default function CheckoutLayout() {
  return (
    <StorefrontChrome chrome={useLoaderData<typeof loader>()} checkout>
      <Outlet />
    </StorefrontChrome>
  )
}

/** Every page below starts its breadcrumb trail at the front page. */
export const handle: RouteHandle = { breadcrumb: homeCrumb }

export const ErrorBoundary = LayoutErrorBoundary
