import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { StorefrontChrome } from '~/components/layout/Chrome'
import { LayoutErrorBoundary } from '~/components/error-boundaries'
import { loadStorefrontChrome } from '~/lib/layout.server'

/** Layout route of checkout and confirmation: slim header, 2-column footer, no newsletter. */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadStorefrontChrome(context)
}

export const shouldRevalidate = () => false

export default function CheckoutLayout() {
  return (
    <StorefrontChrome chrome={useLoaderData<typeof loader>()} checkout>
      <Outlet />
    </StorefrontChrome>
  )
}

export const ErrorBoundary = LayoutErrorBoundary
