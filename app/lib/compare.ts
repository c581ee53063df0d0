/**
 * Compare side by side (issue 24, decision 036), the part the browser shares: the toggles' one
 * action and its address, what it answers a fetcher, the list's rule (at most three), and the
 * compared campsites as the root loader knows them. Kept free of zod: every result card imports this.
 */
import { COMPARE_TOGGLE_PATH } from '../../market-config/routes'

/** At most this many campsites side by side: a phone shows one column at a time, a laptop three. */
export const COMPARE_MAX = 3
/** Thirty days: a comparison belongs to one holiday's planning, not to a year of them. */
export const COMPARE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

export type CompareOutcome = 'added' | 'removed' | 'full'

/**
 * The list after a toggle: an added campsite goes last (the columns keep the order they were
 * chosen in); a fourth is refused and the list stays as it was.
 */
export function withCompared(
  list: readonly number[],
  siteId: number,
  compare: boolean,
): { list: number[]; outcome: CompareOutcome } {
  const others = list.filter((id) => id !== siteId)
  if (!compare) return { list: others, outcome: 'removed' }
  if (others.length !== list.length) return { list: [...list], outcome: 'added' }
  if (list.length >= COMPARE_MAX) return { list: [...list], outcome: 'full' }
  return { list: [...list, siteId], outcome: 'added' }
}

/**
 * The toggles' action with what to do in its address (as the hearts', decision 028): a toggle
 * inside the search's GET form is a submit button whose `formAction` posts here; elsewhere the
 * same address is its own form's action.
 */
export function compareActionHref(siteId: number, compare: boolean, redirectTo: string): string {
  const query = new URLSearchParams({ site: String(siteId), compare: compare ? '1' : '0', redirectTo })
  return `/${COMPARE_TOGGLE_PATH}?${query}`
}

/** What the action answers a toggle's fetcher (with JavaScript). */
export interface CompareReply {
  siteId: number
  /** Whether the campsite is compared now (on a refusal: as it was). */
  compared: boolean
  ok: boolean
  /** The message to show (`compare:toggle.*`): only refusals are shown with JavaScript. */
  messageKey: string
}

/**
 * A toggle's post changes nothing a listing page loaded: the toggles and the "compare (n)" link
 * read the list from the root loader, which reloads after every post (root.tsx); the page's
 * search is not run again (as after a heart, decision 028).
 */
export const isCompareToggle = (formAction: string | undefined): boolean =>
  formAction?.startsWith(`/${COMPARE_TOGGLE_PATH}?`) ?? false

/** A campsite's column on the compare page (routes/compare.server.ts), in the order it was chosen. */
export interface CompareColumn {
  id: number
  name: string
  /** The campsite page for the same stay. */
  href: string
  image: { url: string; alt: string; width: number; height: number }
  /** Town, area and country. */
  place: string
  stars: number
  /** Average grade out of 10 and how many reviews; 0 without reviews. */
  reviewScore: number
  reviewCount: number
  /** The cheapest bookable unit for the stay and party, as the campsite page offers it; null when none is. */
  cheapest: {
    id: number
    name: string
    /** The checkout's address for this unit and stay (a post starts the cart, as the campsite page's book button). */
    bookHref: string
    currency: 'EUR' | 'GBP' | 'CHF'
    /** Rent before a discount, and the discount. */
    rent: number
    discount: { percent: number; amount: number } | null
    /** The unavoidable fees counted in the total. */
    fees: { name: string; amount: number }[]
    /** What the booking costs: the party's total with its fees (the campsite page's and the checkout's figure). */
    total: number
    /** Paid at the campsite in its own currency (a deposit; decision 019). */
    payOnSite: number
    payOnSiteCurrency: 'EUR' | 'GBP' | 'CHF' | 'DKK'
  } | null
  /** Why nothing can be booked for the stay (the calendar's reason), when `cheapest` is null. */
  unavailable: 'closed' | 'arrivalDay' | 'minimumStay' | 'wholeWeeks' | 'invalid' | 'full' | null
  /** The kinds of unit it lets for the stay and party (mobile home, pitch, ...), each once. */
  unitTypes: string[]
  /** Facility ids it has. */
  facilities: number[]
  dogsAllowed: boolean
  /** What lies near, measured, in the page's language ("350 m from the beach"); empty when not recorded. */
  distances: string[]
  /** Check-in from, check-out until (the campsite's times). */
  checkIn: string
  checkOut: string
}

/** A facility row: any compared campsite has it. */
export interface CompareFacility {
  id: number
  name: string
}

/** The stay the prices are for. */
export interface CompareStay {
  arrivalDate: string
  departureDate: string
  duration: number
  adults: number
  children: number
}
