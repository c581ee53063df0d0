import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { LayoutErrorBoundary } from '~/components/error-boundaries'
import { FullScreenChrome } from '~/components/layout/Chrome'
import { AgentNotice } from '~/components/portal/AgentNotice'
import { signedInLayoutLoader } from '~/lib/auth.server'
import type { I18nHandle } from '~/lib/i18n'

/** Layout route of the payment pages: signed-in customers only, no chrome (SPEC section 2); an agent is told it is read-only. */
export function loader(args: LoaderFunctionArgs) {
  return signedInLayoutLoader(args)
}

export default function FullScreenLayout() {
  return (
    <FullScreenChrome>
      <AgentNotice />
      <Outlet />
    </FullScreenChrome>
  )
}

/** The agent notice's wording (decision 027). */
export const handle: I18nHandle = { i18n: ['account'] }

export const ErrorBoundary = LayoutErrorBoundary
