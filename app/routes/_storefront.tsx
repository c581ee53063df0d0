import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { LayoutErrorBoundary } from '~/components/error-boundaries'
import { StorefrontChrome } from '~/components/layout/Chrome'
import { homeCrumb, type RouteHandle } from '~/lib/breadcrumbs'
import { loadStorefrontChrome } from '~/lib/layout.server'

/** Layout route of the storefront's pages: banner, header with menus, footer with newsletter. */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadStorefrontChrome(context)
}

/** The chrome does not depend on the page: it loads once per document. */
export const shouldRevalidate = () => false

export default function StorefrontLayout() {
  return (
    <StorefrontChrome chrome={useLoaderData<typeof loader>()}>
      <Outlet />
    </StorefrontChrome>
  )
}

/** Every page below starts its breadcrumb trail at the front page. */
export const handle: RouteHandle = { breadcrumb: homeCrumb }

export const ErrorBoundary = LayoutErrorBoundary
