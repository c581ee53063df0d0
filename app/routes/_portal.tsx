import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { LayoutErrorBoundary } from '~/components/error-boundaries'
import { PortalChrome } from '~/components/layout/Chrome'
import { AgentNotice } from '~/components/portal/AgentNotice'
import { signedInLayoutLoader } from '~/lib/auth.server'
import { homeCrumb, type RouteHandle } from '~/lib/breadcrumbs'

/**
 * Layout route of the customer portal: only signed-in customers get past its loader; everyone
 * else goes to login, which brings them back here. It loads the customer once for every portal
 * page (`useCustomer()`), and tells an agent that the portal is read-only for them (decision 027). (Page loaders run in parallel with this one, so those that call the
 * API do it as the customer with `customerCall`, which leads to login too.)
 */
export function loader(args: LoaderFunctionArgs) {
  return signedInLayoutLoader(args)
}

export default function PortalLayout() {
  return (
    <PortalChrome>
      <AgentNotice />
      <Outlet />
    </PortalChrome>
  )
}

/** Every page below starts its breadcrumb trail at the front page; the agent notice is in `account`. */
export const handle: RouteHandle = { i18n: ['account'], breadcrumb: homeCrumb }

export const ErrorBoundary = LayoutErrorBoundary
