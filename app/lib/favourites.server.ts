/**
 * Favourites on the server (issue 19): whose list a request reads and changes (the account's,
 * through the API, for a customer signed in with a password; the signed cookie for everyone else,
 * a booking-reference sign-in included, which may not change the account), and the cookie's merge
 * into the account on sign-in.
 */
import type { AppLoadContext } from '@remix-run/node'
import { withFavourite } from './favourites'
import { TwentyApiError, twentyFor } from './twenty.server'

/** The token whose account keeps the favourites, or null when the cookie does. */
export function favouritesAccountToken(context: AppLoadContext): string | null {
  const { token, loginType } = context.session
  return token && loginType !== 'booking_id' ? token : null
}

/**
 * Which campsites are favourites, for the hearts of a page that lists them: the cookie for a
 * visitor (no API call), one cheap call (`favourites/ids`) for a customer, made beside the page's
 * own calls. Never fails the page: a call that is not answered shows empty hearts, and a token the
 * API no longer accepts is cleared (as `optionalCustomer` does) and the cookie's list shown.
 */
export async function favouriteSiteIds(context: AppLoadContext): Promise<ReadonlySet<number>> {
  const token = favouritesAccountToken(context)
  if (!token) return new Set(context.session.favouriteSites)
  try {
    return new Set(await twentyFor(context, token).favouriteIds())
  } catch (error) {
    if (error instanceof TwentyApiError && error.status === 401) {
      context.session.signOut()
      return new Set(context.session.favouriteSites)
    }
    return new Set()
  }
}

export type FavouriteOutcome = 'added' | 'removed' | 'full' | 'unknown' | 'read-only' | 'failed'

/**
 * A heart: the campsite becomes a favourite or stops being one, in the account or in the cookie
 * (newest first, at most 50, the oldest dropped). A customer whose token has expired is signed
 * out and the heart kept in the cookie, to be merged at the next sign-in rather than lost.
 */
export async function setFavourite(
  context: AppLoadContext,
  siteId: number,
  favourite: boolean,
): Promise<FavouriteOutcome> {
  const token = favouritesAccountToken(context)
  if (token) {
    try {
      const client = twentyFor(context, token)
      await (favourite ? client.addFavourite(siteId) : client.removeFavourite(siteId))
      return favourite ? 'added' : 'removed'
    } catch (error) {
      if (!(error instanceof TwentyApiError)) return 'failed'
      if (error.status === 409) return 'full'
      if (error.status === 404) return 'unknown'
      // An agent sees the customer's favourites and cannot change them (decision 027).
      if (error.status === 403) return 'read-only'
      if (error.status !== 401) return 'failed'
      context.session.signOut()
    }
  }
  context.session.favouriteSites = withFavourite(context.session.favouriteSites, siteId, favourite)
  return favourite ? 'added' : 'removed'
}

/**
 * After a password sign-in (or a new account's first password): the visitor's favourites join
 * the account's, and the cookie keeps only what the account could not take (it was full). When
 * the API does not answer, the cookie stays whole for the favourites page or the next sign-in to
 * try again. Never throws: favourites never fail a sign-in.
 */
export async function mergeVisitorFavourites(context: AppLoadContext, token: string): Promise<void> {
  const visitor = context.session.favouriteSites
  if (visitor.length === 0) return
  try {
    const { refused } = await twentyFor(context, token).mergeFavourites(visitor)
    context.session.favouriteSites = visitor.filter((id) => refused.includes(id))
  } catch (error) {
    // Kept for the next try; the failing call itself is counted by the API call metrics.
    console.warn('favourites merge failed:', error instanceof Error ? error.message : String(error))
  }
}
