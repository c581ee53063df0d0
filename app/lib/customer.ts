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

/**
 * Why the signed-in visitor may read the portal but change nothing, or null when they may: an
 * agent sees a customer's portal read-only (decision 027); a booking-reference sign-in proves the
 * booking, not the account, so it may not change account data (issue 16). The API refuses their
 * writes either way (403); pages render no editing forms for them and say why.
 */
export type ReadOnlyReason = 'agent' | 'booking-sign-in'

export function accountReadOnlyReason(customer: {
  actorKind: 'customer' | 'agent'
  loginType: 'email' | 'booking_id'
}): ReadOnlyReason | null {
  if (customer.actorKind === 'agent') return 'agent'
  if (customer.loginType === 'booking_id') return 'booking-sign-in'
  return null
}

/** Whether the signed-in visitor is an agent: every portal page is read-only for them. */
export function useIsAgent(): boolean {
  return useCustomer().actorKind === 'agent'
}
