import type { AppLoadContext } from '@remix-run/node'
import type { Cart } from '../../twenty/contract'
import { pageLoadFailure, TwentyApiError, twentyFor } from './twenty.server'

/**
 * The checkout's and the confirmation's cart; an unknown one renders the page's own "no such
 * booking" state (404), an unreachable API the 503 page.
 */
export async function loadCart(context: AppLoadContext, cartId: string): Promise<Cart | null> {
  try {
    return await twentyFor(context).cart(cartId)
  } catch (error) {
    if (error instanceof TwentyApiError && error.status === 404) return null
    return pageLoadFailure(error)
  }
}
