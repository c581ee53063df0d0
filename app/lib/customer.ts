import { useRouteLoaderData } from '@remix-run/react'
import type { signedInLayoutLoader } from './auth.server'

/** The signed-in layouts' loader (routes/_portal.tsx, routes/_fullscreen.tsx), typed from the code. */
export type SignedInLayoutLoader = typeof signedInLayoutLoader

/**
 * The signed-in customer, as the portal or full-screen layout loaded it: pages below them read it
 * here instead of asking the API again (one `customer-portal/user` call per page).
 */
export function useCustomer() {
  const portal = useRouteLoaderData<SignedInLayoutLoader>('portal')
  const fullscreen = useRouteLoaderData<SignedInLayoutLoader>('fullscreen')
  const data = portal ?? fullscreen
  if (!data) throw new Error('useCustomer: only pages below the portal or full-screen layout have a customer')
  return data.customer
}
