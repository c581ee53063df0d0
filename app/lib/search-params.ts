/**
 * The search flow's state and rules (SPEC sections 3-5 and 9), shared by loaders and the browser:
 * the constants, the typed state, its URL form, the search cookie's part and the search history.
 * Parsing a URL into this state happens once, on the server (search-params.server.ts).
 */

import { addDays } from './days'

/** SPEC section 9. */
export const SEARCH_DEFAULTS = { adults: 2, duration: 7 } as const
export const SEARCH_PAGE_SIZE = 10
export const AUTOCOMPLETE_MIN_CHARS = 2
export const AUTOCOMPLETE_LIMIT = 5
export const SEARCH_HISTORY_MAX = 10
export const SEARCH_HISTORY_VERSION = 5
/** 5,184,000 s. */
export const SEARCH_COOKIE_MAX_AGE_S = 60 * 24 * 60 * 60
/** 34,560,000 s, about 400 days. */
export const VISITOR_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60
export const MAX_ADULTS = 20
export const MAX_CHILDREN = 10
export const MAX_CHILD_AGE = 17
export const MAX_DURATION = 60
/** The review-score filter's steps, highest first (the API's facet values). */
export const REVIEW_SCORE_STEPS = [9, 8, 7, 6] as const

export type SortKey = 'popular-desc' | 'price-asc' | 'price-desc' | 'review-desc'
export const SITE_SORTS: readonly SortKey[] = ['popular-desc', 'price-asc', 'price-desc', 'review-desc']
export const DEFAULT_SORT: SortKey = 'popular-desc'

export interface Party {
  adults: number
  /** Ages of the children, in the order given. */
  children: number[]
}

/** What a search asks for, as SPEC's search-flow query parameters say it. */
export interface SearchState {
  query: string | null
  funnel: string | null
  country: string | null
  city: string | null
  area: string | null
  /** Arrival, `YYYY-MM-DD`; never in the past. */
  date: string | null
  duration: number
  party: Party
  filters: {
    funnels: string[]
    countries: string[]
    areas: string[]
    facilities: number[]
    accommodations: string[]
    bedrooms: number[]
    /** A minimum review grade ("8+"): at most one, the lowest asked (the API applies the lowest). */
    reviewScores: number[]
    /** Accessibility features (issue 24): of a unit or of the campsite, all required. */
    accessibility: string[]
  }
  sort: SortKey
  /** 1-based. */
  page: number
}

/** The part of a search the search cookie keeps (SPEC section 3: persons, duration, date). */
export interface SavedSearch {
  party: Party
  duration: number
  date: string | null
}

export function emptyFilters(): SearchState['filters'] {
  return {
    funnels: [],
    countries: [],
    areas: [],
    facilities: [],
    accommodations: [],
    bedrooms: [],
    reviewScores: [],
    accessibility: [],
  }
}

/** The departure day: arrival plus the duration in days. */
export function endDate(date: string, duration: number): string {
  return addDays(date, duration)
}

/**
 * The URL form of a search: only what differs from the defaults, lists as repeated parameters,
 * `page` only above 1 (SPEC section 2), so that a URL is short, shareable and canonical.
 */
export function searchQuery(state: SearchState): URLSearchParams {
  const query = new URLSearchParams()
  const single: [string, string | null][] = [
    ['query', state.query],
    ['funnel', state.funnel],
    ['country', state.country],
    ['city', state.city],
    ['area', state.area],
    ['date', state.date],
  ]
  for (const [name, value] of single) if (value) query.set(name, value)
  if (state.duration !== SEARCH_DEFAULTS.duration) query.set('duration', String(state.duration))
  if (state.party.adults !== SEARCH_DEFAULTS.adults) query.set('adults', String(state.party.adults))
  for (const age of state.party.children) query.append('children', String(age))
  for (const [name, values] of Object.entries(state.filters))
    for (const value of values) query.append(name, String(value))
  if (state.sort !== DEFAULT_SORT) query.set('sort', state.sort)
  if (state.page > 1) query.set('page', String(state.page))
  return query
}

/** A new search (another place, date or party) starts on page 1 with no filters (SPEC section 4). */
export function newSearch(
  state: SearchState,
  changes: Partial<Pick<SearchState, 'query' | 'funnel' | 'country' | 'city' | 'area' | 'date' | 'duration' | 'party'>>,
): SearchState {
  return { ...state, ...changes, filters: emptyFilters(), page: 1 }
}

/** Selecting a selected filter value removes it (SPEC section 4); a filter change goes to page 1. */
export function toggleFilter<K extends keyof SearchState['filters']>(
  state: SearchState,
  name: K,
  value: SearchState['filters'][K][number],
): SearchState {
  const current = state.filters[name] as (string | number)[]
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return { ...state, filters: { ...state.filters, [name]: next }, page: 1 }
}

export interface SearchHistoryEntry {
  version: number
  isAlpha: boolean
  country: { name: string; slug: string } | null
  area: { name: string; slug: string } | null
  funnel: string | null
  fromDate: string | null
  toDate: string | null
  persons: Party
}

/** SPEC section 5: saved only with a country, a start date, more than 2 adults, or children. */
export function isWorthRemembering(state: Pick<SearchState, 'country' | 'date' | 'party'>): boolean {
  return (
    state.country !== null ||
    state.date !== null ||
    state.party.adults > SEARCH_DEFAULTS.adults ||
    state.party.children.length > 0
  )
}

function sameSearch(a: SearchHistoryEntry, b: SearchHistoryEntry): boolean {
  return (
    a.country?.slug === b.country?.slug &&
    a.area?.slug === b.area?.slug &&
    a.funnel === b.funnel &&
    a.fromDate === b.fromDate &&
    a.toDate === b.toDate &&
    a.persons.adults === b.persons.adults &&
    a.persons.children.join(',') === b.persons.children.join(',')
  )
}

/** Newest first, no duplicates, at most 10; entries of another version are dropped (SPEC section 5). */
export function rememberSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  const kept = history.filter((old) => old.version === SEARCH_HISTORY_VERSION && !sameSearch(old, entry))
  return [entry, ...kept].slice(0, SEARCH_HISTORY_MAX)
}
