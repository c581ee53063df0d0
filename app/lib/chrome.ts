/**
 * What the shared chrome (banner, header, footer) shows, in a client-safe shape: the layout
 * loaders trim navigation/groups to this to keep pages light.
 */
import type { IconLink, TrustpilotConfiguration } from '../../market-config/configuration'
import type { Footer, NavigationItem } from '../../twenty/contract'

export interface ChromeArea {
  name: string
  slug: string
  image: { url: string; alt: string }
  popular: boolean
}
export interface ChromeCountry {
  name: string
  slug: string
  code: string
  areas: ChromeArea[]
}
export interface ChromeFunnel {
  name: string
  slug: string
  countries: ChromeCountry[]
}

/**
 * The destinations menus' data. It never reaches the browser: the server renders the menus to
 * static markup (app/lib/menu-markup.tsx), so pages do not carry hundreds of areas as data.
 */
export interface ChromeMenus {
  /** Changes whenever the API's navigation does: part of the markup cache key. */
  version: string
  funnels: ChromeFunnel[]
}

export interface ChromeNavigation {
  /** Whether the destinations menus have anything to show. */
  hasDestinations: boolean
  header: { top: NavigationItem[]; bottom: NavigationItem[] }
  footer: Footer
  /** Only when the early-booking period is active and has text (SPEC section 2). */
  earlyBookingBanner: { text: string; href: string } | null
  /** Link of the safety icons: the `safety-icons` tagged page, when it exists. */
  safetyIconsHref: string | null
}

export interface ChromeIcons {
  /** The Trustpilot widget and its fallback link; null where the brand has no reviews there. */
  trustpilot: TrustpilotConfiguration | null
  footerCenter: IconLink[]
  paymentList: IconLink[]
  securityList: IconLink[]
  trust: IconLink[]
  headerRight: IconLink[]
}

/** Up to 3 popular areas per country become image cards in the destinations menu. */
export const POPULAR_AREAS_PER_COUNTRY = 3

export function popularAreas(country: ChromeCountry): ChromeArea[] {
  return country.areas.filter((area) => area.popular).slice(0, POPULAR_AREAS_PER_COUNTRY)
}
