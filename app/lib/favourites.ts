/**
 * Favourite campsites (issue 19), the part the browser shares: the hearts' one action and its
 * address, what it answers a fetcher, and the visitor's list (a signed cookie) as plain data.
 * Kept free of zod and the contract: every campsite card's heart imports this.
 */
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { FAVOURITE_PATH } from '../../market-config/routes'
import { isCompareToggle } from './compare'

/** A visitor's favourites (not signed in, or signed in with a booking reference): at most 50, oldest dropped. */
export const FAVOURITES_COOKIE_MAX = 50
/** A year: favourites are kept longer than a search. */
export const FAVOURITES_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The list after a heart: an added campsite goes first (newest first), and the oldest beyond 50 drop out. */
export function withFavourite(list: readonly number[], siteId: number, favourite: boolean): number[] {
  const others = list.filter((id) => id !== siteId)
  return (favourite ? [siteId, ...others] : others).slice(0, FAVOURITES_COOKIE_MAX)
}

/**
 * The hearts' action, with what it needs in its address: a heart inside the search's GET form
 * (every result card is) cannot be a form of its own, so it is a submit button whose
 * `formAction` posts here; outside a form the same address is its own form's action.
 */
export function favouriteActionHref(siteId: number, favourite: boolean, redirectTo: string): string {
  const query = new URLSearchParams({ site: String(siteId), favourite: favourite ? '1' : '0', redirectTo })
  return `/${FAVOURITE_PATH}?${query}`
}

/** The body field a heart's fetcher adds: answer with data, not the redirect a plain form post gets. */
export const ENHANCED_FIELD = 'enhanced'

/** What the action answers a fetcher (with JavaScript). */
export interface FavouriteReply {
  siteId: number
  /** Whether the campsite is a favourite now (on failure: as it was). */
  favourite: boolean
  ok: boolean
  /** The message to show (`ui:favourite.*`): only failures are shown with JavaScript. */
  messageKey: string
}

/**
 * A heart's post changes nothing a listing page loaded but the heart, which knows its answer:
 * the page's search is not run again (search pages are the busiest). Nor after a compare toggle
 * (issue 24): the root loader, which reloads, knows the compared campsites. Any other post revalidates.
 */
export const keepPageAfterFavourite: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith(`/${FAVOURITE_PATH}?`) || isCompareToggle(formAction) ? false : defaultShouldRevalidate

/** A favourite as the favourites page shows it (routes/profile-favourites.server.ts). */
export interface FavouriteCard {
  id: number
  name: string
  /** Town, area and country. */
  place: string
  href: string
  image: { url: string; alt: string; width: number; height: number }
  stars: number
  reviewScore: number
  reviewCount: number
  /** The cheapest total for the stay the page names; null when nothing can be booked for it. */
  price: { total: number; currency: 'EUR' | 'GBP' | 'CHF' } | null
}

/** The stay and party the favourites page's prices are for. */
export interface FavouritesStay {
  arrivalDate: string
  duration: number
  adults: number
  children: number
}
