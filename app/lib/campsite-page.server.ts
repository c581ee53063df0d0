/**
 * The campsite page's view (tab, review order and group, `?accommodation=` in the URL) and the
 * shapes of its data: shared by its loader (routes/catalogue-site.server.ts) and its components
 * (components/campsite/).
 */
import type { Crumb } from '~/lib/breadcrumbs'
import type { PageMetaData } from '~/lib/page-meta'
import type { PriceGridView } from '~/lib/price-grid'
import type { RecentlyViewedSite } from '~/lib/recently-viewed'
import type { ResultsMapSite } from '~/lib/results-map'
import { searchQuery, type SearchState } from '~/lib/search-params'
import { SAVED_SEARCH_PARAMS } from '~/lib/search-params.server'
import type { ArrivalSuggestion } from '~/lib/site-search.server'
import {
  parseId,
  REVIEW_ORDERS,
  TRAVELLER_GROUPS,
  type ReviewOrder,
  type SiteAccessibility,
  type SiteDetail,
  type SiteReviews,
  type SiteCurrency,
  type TravellerGroup,
} from '../../twenty/contract'

export const CAMPSITE_TABS = ['description', 'important-info', 'facilities', 'reviews'] as const
export type CampsiteTab = (typeof CAMPSITE_TABS)[number]

/** What the page keeps in its URL besides the stay and party. */
export interface CampsiteView {
  tab: CampsiteTab
  order: ReviewOrder
  group: TravellerGroup | null
  reviewPage: number
  /** `?accommodation={id}` (SPEC section 2's query action): the unit to highlight. */
  accommodation: number | null
  /**
   * `?dates=flexible`: the flexible-dates grid is open. It is asked for and rendered only then
   * (decision 039): hundreds of priced links most visitors never look at.
   */
  flexible: boolean
}

const DEFAULT_ORDER: ReviewOrder = 'most-helpful'

/** The page's own parameters; anything else (or nonsense) falls back to the defaults. */
export function parseCampsiteView(params: URLSearchParams): CampsiteView {
  const tab = params.get('tab')
  const order = params.get('order')
  const group = params.get('group')
  const reviewPage = Number(params.get('reviewPage'))
  const accommodation = parseId(params.get('accommodation'))
  return {
    tab: (CAMPSITE_TABS as readonly string[]).includes(tab ?? '') ? (tab as CampsiteTab) : 'description',
    order: (REVIEW_ORDERS as readonly string[]).includes(order ?? '') ? (order as ReviewOrder) : DEFAULT_ORDER,
    group: (TRAVELLER_GROUPS as readonly string[]).includes(group ?? '') ? (group as TravellerGroup) : null,
    reviewPage: Number.isInteger(reviewPage) && reviewPage > 1 && reviewPage <= 1000 ? reviewPage : 1,
    accommodation,
    flexible: params.get('dates') === 'flexible',
  }
}

/** The page's address for a stay and a view: only what differs from the defaults. */
export function campsiteHref(pathname: string, state: SearchState, view: Partial<CampsiteView>, hash = ''): string {
  const query = new URLSearchParams()
  for (const name of SAVED_SEARCH_PARAMS) for (const value of searchQuery(state).getAll(name)) query.append(name, value)
  if (view.tab && view.tab !== 'description') query.set('tab', view.tab)
  if (view.order && view.order !== DEFAULT_ORDER) query.set('order', view.order)
  if (view.group) query.set('group', view.group)
  if (view.reviewPage && view.reviewPage > 1) query.set('reviewPage', String(view.reviewPage))
  if (view.accommodation) query.set('accommodation', String(view.accommodation))
  if (view.flexible) query.set('dates', 'flexible')
  const text = query.toString()
  return `${pathname}${text ? `?${text}` : ''}${hash}`
}

/** An accommodation as the page shows it: facts, the stay's total and what makes it up. */
export interface AccommodationOffer {
  id: number
  name: string
  category: string
  bedrooms: number
  bathrooms: number
  maxPersons: number
  size: number
  aircondition: boolean
  dogAllowed: boolean
  image: { url: string; alt: string; width: number; height: number } | null
  arrivalDate: string
  departureDate: string
  duration: number
  price: {
    currency: 'EUR' | 'GBP' | 'CHF'
    rent: number
    discount: { percent: number; amount: number } | null
    /** Mandatory charges paid with the booking (booking fee, tourist tax, guarantee fund). */
    fees: { name: string; amount: number }[]
    total: number
    /** Paid at the campsite (the deposit), not in the total, in the campsite's own currency. */
    payOnSite: number
    payOnSiteCurrency: SiteCurrency
  }
  /** Other dates or another unit (alternatives only). */
  kind?: 'alternative' | 'adjacent'
  /**
   * The checkout for this unit and stay, posted to (the action makes the cart); for an
   * alternative, this page with its dates (a link).
   */
  href: string
}

export interface CampsitePageData {
  kind: 'site'
  heading: string
  /** The places down to this page: its crumbs after the front page. */
  trail: Crumb[]
  meta: PageMetaData & { canonical: string }
  pathname: string
  site: Omit<SiteDetail, 'reviews' | 'path'>
  /** The visitor's favourite (the heart is pressed). */
  favourite: boolean
  view: CampsiteView
  tabHrefs: Record<CampsiteTab, string>
  state: SearchState
  /** The stay and party as URL parameters, kept by the page's other forms. */
  stayParams: [string, string][]
  minDate: string
  /** The stay the prices are for; null when the API refused it (problem says why). */
  stay: { arrivalDate: string; departureDate: string; duration: number; bookable: boolean } | null
  problem: 'invalid' | 'closed' | 'arrivalDay' | 'minimumStay' | 'wholeWeeks' | null
  /** When the calendar refused the date: the nearest days the same stay can start on here. */
  arrivalSuggestions: ArrivalSuggestion[]
  accommodations: AccommodationOffer[]
  alternatives: AccommodationOffer[]
  reviews: {
    summary: SiteDetail['reviews']
    page: SiteReviews
    /** The filter links: all groups, then each group (SPEC's order). */
    groupHrefs: { group: TravellerGroup | null; href: string; count: number }[]
    /** Page n's address at index n - 1. */
    pageHrefs: string[]
  }
  tiles: { url: string; attribution: string }
  /**
   * The campsite on the map, priced from the page's own offers (the cheapest total for the
   * stay), so the map says "not available" only when the list above it has nothing to book.
   */
  mapSite: ResultsMapSite
  /** Other campsites this visitor opened lately. */
  recentlyViewed: RecentlyViewedSite[]
  /** The flexible-dates grid (issue 24); null when it is closed or the API gave none. */
  priceGrid: PriceGridView | null
  /** The grid's section: open (`?dates=flexible`) or not, and the links that open and close it. */
  flexibleDates: { open: boolean; openHref: string; closeHref: string }
  /** The measured accessibility facts (issue 24); null when the API did not answer them. */
  accessibility: SiteAccessibility | null
}
