/**
 * The home page's search form, its browser-side rules (SPEC sections 4, 5 and 9): what a submit
 * becomes (the search-and-book URL), the search history in localStorage, and where a chosen
 * destination leads. Pure functions, shared by the form and its tests.
 */
import { catalogueHref } from '../../market-config/routes'
import { daysBetween } from './days'
import {
  emptyFilters,
  endDate,
  isWorthRemembering,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_DURATION,
  rememberSearch,
  SEARCH_DEFAULTS,
  SEARCH_HISTORY_VERSION,
  searchQuery,
  type SearchHistoryEntry,
  type SearchState,
} from './search-params'

/** Lengths of stay the form offers (the API takes at most 28 nights). */
export const FORM_DURATIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 21, 28] as const
/** Adults the form offers; bigger parties are a phone call (the API takes 12). */
export const FORM_MAX_ADULTS = 12
/** Child-age selects without JavaScript (with JavaScript a child is added with a button). */
export const NO_SCRIPT_CHILD_SLOTS = 3

/** What the API's autocomplete answers, as the form uses it. */
export type DestinationType = 'country' | 'area' | 'city' | 'site'

export interface DestinationSuggestion {
  id: number
  type: DestinationType
  name: string
  /** Where it lies ("Dordogne, France"); empty for a country. */
  description: string
  country: string | null
  area: string | null
  city: string | null
  /** A campsite's page (opened in a new tab); null for places. */
  href: string | null
}

/** The body of the suggestions resource route. */
export interface DestinationSuggestions {
  kind: 'popular' | 'matches'
  suggestions: DestinationSuggestion[]
}

/** The place a campsite suggestion leads to: its catalogue page. */
export function siteHref(meta: {
  funnel: string | null
  country: string | null
  area: string | null
  site: string | null
}): string | null {
  if (!meta.site || !meta.funnel || !meta.country || !meta.area) return null
  return catalogueHref([meta.funnel, meta.country, meta.area, meta.site])
}

/** The place fields a chosen suggestion fills: a town keeps its area and country. */
export function placeOf(suggestion: Pick<DestinationSuggestion, 'type' | 'country' | 'area' | 'city'>): {
  country: string | null
  area: string | null
  city: string | null
} {
  return {
    country: suggestion.country,
    area: suggestion.type === 'country' ? null : suggestion.area,
    city: suggestion.type === 'city' ? suggestion.city : null,
  }
}

type FormValues = Pick<FormData, 'get' | 'getAll'>

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function slugOf(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && SLUG.test(value) ? value : null
}

function wholeNumber(value: FormDataEntryValue | null, min: number, max: number): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null
  const number = Number(value)
  return number >= min && number <= max ? number : null
}

/**
 * A submitted form as a search (SPEC section 9): a past or malformed date is cleared, a duration
 * of 0, empty or nonsense is 7 days, a missing party is 2 adults and no children.
 */
export function searchFromForm(values: FormValues, today: string): SearchState {
  const rawDate = values.get('date')
  const date = typeof rawDate === 'string' && ISO_DATE.test(rawDate) && rawDate >= today ? rawDate : null
  return {
    query: null,
    funnel: null,
    country: slugOf(values.get('country')),
    area: slugOf(values.get('area')),
    city: slugOf(values.get('city')),
    date,
    duration: wholeNumber(values.get('duration'), 1, MAX_DURATION) ?? SEARCH_DEFAULTS.duration,
    party: {
      adults: wholeNumber(values.get('adults'), 1, MAX_ADULTS) ?? SEARCH_DEFAULTS.adults,
      children: values
        .getAll('children')
        .map((age) => wholeNumber(age, 0, MAX_CHILD_AGE))
        .filter((age): age is number => age !== null)
        .slice(0, MAX_CHILDREN),
    },
    filters: emptyFilters(),
    sort: 'popular-desc',
    page: 1,
  }
}

/** `{action}?{query}` of a search, only what differs from the defaults. */
export function searchUrl(action: string, state: SearchState): string {
  const query = searchQuery(state).toString()
  return query ? `${action}?${query}` : action
}

/** The localStorage key of a locale's search history (SPEC section 5: per locale). */
export function historyKey(locale: string): string {
  return `search-history:${locale}`
}

/** A search as a history entry; names are what the visitor saw, to list it again later. */
export function historyEntryOf(
  state: SearchState,
  names: { country: string | null; area: string | null },
  isAlpha: boolean,
): SearchHistoryEntry {
  return {
    version: SEARCH_HISTORY_VERSION,
    isAlpha,
    country: state.country ? { slug: state.country, name: names.country ?? state.country } : null,
    area: state.area ? { slug: state.area, name: names.area ?? state.area } : null,
    funnel: state.funnel,
    fromDate: state.date,
    toDate: state.date ? endDate(state.date, state.duration) : null,
    persons: state.party,
  }
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  const entry = value as SearchHistoryEntry | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.version === 'number' &&
    typeof entry.persons === 'object' &&
    entry.persons !== null &&
    typeof entry.persons.adults === 'number' &&
    Array.isArray(entry.persons.children)
  )
}

/** The history of a locale, newest first; anything unreadable or of another version is left out. */
export function readHistory(storage: Pick<Storage, 'getItem'>, locale: string): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(historyKey(locale)) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter(isEntry).filter((entry) => entry.version === SEARCH_HISTORY_VERSION)
      : []
  } catch {
    return []
  }
}

/**
 * Saves a submitted search when it is worth remembering (a country, a date, more than 2 adults
 * or children; SPEC section 5). Storage can be full or forbidden: the search goes on regardless.
 */
export function saveToHistory(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  locale: string,
  state: SearchState,
  entry: SearchHistoryEntry,
): boolean {
  if (!isWorthRemembering(state)) return false
  try {
    storage.setItem(historyKey(locale), JSON.stringify(rememberSearch(readHistory(storage, locale), entry)))
    return true
  } catch {
    return false
  }
}

/** A history entry as a search again (its duration from its dates). */
export function searchOfEntry(entry: SearchHistoryEntry): SearchState {
  const days = entry.fromDate && entry.toDate ? daysBetween(entry.fromDate, entry.toDate) : 0
  return {
    query: null,
    funnel: entry.funnel,
    country: entry.country?.slug ?? null,
    area: entry.area?.slug ?? null,
    city: null,
    date: entry.fromDate,
    duration: days >= 1 && days <= MAX_DURATION ? days : SEARCH_DEFAULTS.duration,
    party: entry.persons,
    filters: emptyFilters(),
    sort: 'popular-desc',
    page: 1,
  }
}
