/**
 * Page-view analytics (SPEC sections 1 and 9): each page's loader names its analytics page type in
 * `meta.analytics`; the root pushes one event per page view to `window.dataLayer`, where a tag
 * manager, when one is configured, picks it up. Nothing is sent anywhere by this code itself.
 */
import { useLocation, useMatches } from '@remix-run/react'
import { useEffect } from 'react'
import type { PageKey } from '../../market-config/routes'

/** SPEC section 1: storefront page types. */
export type StorefrontPageType =
  | 'Home'
  | 'Search'
  | 'Funnel'
  | 'Theme'
  | 'Checkout'
  | 'Country'
  | 'Region'
  | 'Booking_confirmation'
  | 'Campsite'
/** SPEC section 1: customer-portal page types, sent as `customer_portal_page_view`. */
export type PortalPageType =
  | 'login'
  | 'home'
  | 'personal_details'
  | 'favorites'
  | 'my_bookings'
  | 'booking_detail_overview'
  | 'edit_booking_extras'
  | 'booking_detail_persona'
  | 'booking_detail_payment'

export type AnalyticsPageView =
  | { event: 'page_view'; pageType: StorefrontPageType }
  | { event: 'customer_portal_page_view'; pageType: PortalPageType; bookingId?: string }

const storefront = (pageType: StorefrontPageType): AnalyticsPageView => ({ event: 'page_view', pageType })
const portal = (pageType: PortalPageType): AnalyticsPageView => ({ event: 'customer_portal_page_view', pageType })

/** The page type of each page of the route table; catalogue pages depend on what the path is. */
export const PAGE_ANALYTICS: Partial<Record<PageKey, AnalyticsPageView>> = {
  home: storefront('Home'),
  freeSearch: storefront('Search'),
  search: storefront('Search'),
  searchAndBook: storefront('Search'),
  travelInspiration: storefront('Theme'),
  theme: storefront('Theme'),
  checkout: storefront('Checkout'),
  bookingConfirmation: storefront('Booking_confirmation'),
  login: portal('login'),
  profile: portal('home'),
  profileDetails: portal('personal_details'),
  profileFavourites: portal('favorites'),
  myBookings: portal('my_bookings'),
  bookingDetail: portal('booking_detail_overview'),
  bookingExtras: portal('edit_booking_extras'),
  bookingParticipants: portal('booking_detail_persona'),
  bookingPayment: portal('booking_detail_payment'),
  bookingPaymentOptions: portal('booking_detail_payment'),
}

/** What the catalogue API says a path is, as a page type (a tagged content page has none). */
export const CATALOGUE_ANALYTICS: Record<string, AnalyticsPageView | undefined> = {
  funnel: storefront('Funnel'),
  country: storefront('Country'),
  area: storefront('Region'),
  city: storefront('Region'),
  site: storefront('Campsite'),
}

/** The dataLayer entry of a page view. */
export function dataLayerEvent(view: AnalyticsPageView, pathname: string): Record<string, string> {
  const entry: Record<string, string> = { event: view.event, page_type: view.pageType, page_path: pathname }
  if (view.event === 'customer_portal_page_view' && view.bookingId) entry.booking_id = view.bookingId
  return entry
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** One dataLayer event per page view, after the page's data is on screen (also after client navigation). */
export function useAnalyticsPageViews(): void {
  const location = useLocation()
  const matches = useMatches()
  const view = [...matches]
    .reverse()
    .map((match) => (match.data as { meta?: { analytics?: AnalyticsPageView } } | undefined)?.meta?.analytics)
    .find(Boolean)
  useEffect(() => {
    if (!view) return
    ;(window.dataLayer ??= []).push(dataLayerEvent(view, location.pathname))
    // One event per visited location, not per re-render or revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])
}

/** One event for the dataLayer, where it happened (the tag manager reads it when it loads, after consent). */
export function pushAnalyticsEvent(entry: Record<string, unknown>): void {
  ;(window.dataLayer ??= []).push(entry)
}

/**
 * Events a server action flashed for the next page (sign-in, sign-out, account created, a payment
 * started with its booking id: SPEC section 7), pushed once each: the id keeps a revalidation
 * from pushing it twice.
 */
const pushedEvents = new Set<string>()
export function useFlashedAnalyticsEvent(
  event: { id: string; name: string; bookingId?: string } | null | undefined,
): void {
  useEffect(() => {
    if (!event || pushedEvents.has(event.id)) return
    pushedEvents.add(event.id)
    ;(window.dataLayer ??= []).push(
      event.bookingId === undefined ? { event: event.name } : { event: event.name, booking_id: event.bookingId },
    )
  }, [event])
}
