import { z } from 'zod'
import { accessibilityFeatureSchema } from '../../twenty/contract'
import {
  DEFAULT_SORT,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_DURATION,
  SEARCH_DEFAULTS,
  SITE_SORTS,
  type SavedSearch,
  type SearchState,
  type SortKey,
} from './search-params'

/**
 * The one parser of the search flow's URL (SPEC section 2's parameters, section 5's rules).
 * A search URL is typed, shared and bookmarked by people: a value that does not parse is left out
 * (the search still runs with the default) rather than answered with an error page.
 */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80)
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  })
const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max)
// Made once: a zod schema costs far more to build than to use, and these run on every search page.
const durationNumber = wholeNumber(1, MAX_DURATION)
const adultsNumber = wholeNumber(1, MAX_ADULTS)
const childAgeNumber = wholeNumber(0, MAX_CHILD_AGE)
const facilityId = wholeNumber(1, 1_000_000)
const bedroomsNumber = wholeNumber(1, 10)
const reviewScoreNumber = wholeNumber(1, 10)
const pageNumber = wholeNumber(1, 1000)

function one<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (raw === null || raw.trim() === '') return null
  const parsed = schema.safeParse(raw.trim())
  return parsed.success ? parsed.data : null
}

function many<T>(schema: z.ZodType<T>, raws: string[], limit = 50): T[] {
  const values: T[] = []
  for (const raw of raws.slice(0, limit)) {
    const value = one(schema, raw)
    if (value !== null && !values.includes(value)) values.push(value)
  }
  return values
}

/** One minimum grade: the lowest of those given, as the API would apply it. */
function lowest(values: number[]): number[] {
  return values.length > 0 ? [Math.min(...values)] : []
}

function freeText(raw: string | null): string | null {
  // Control characters are dropped; whitespace runs become one space.
  const text = raw
    ?.replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
  return text ? text : null
}

/**
 * The search's country, area and town. A form without JavaScript chooses them in one grouped
 * select, `destination`, as a slug path (`france`, `france/dordogne`,
 * `france/dordogne/perigueux`); it counts only where the URL names none of the three itself.
 */
function placeParams(params: URLSearchParams): Pick<SearchState, 'country' | 'area' | 'city'> {
  const named = {
    country: one(slug, params.get('country')),
    area: one(slug, params.get('area')),
    city: one(slug, params.get('city')),
  }
  if (named.country || named.area || named.city) return named
  const path = (params.get('destination') ?? '').split('/').map((part) => one(slug, part))
  if (path.length > 3 || path.some((part) => part === null)) return named
  const [country = null, area = null, city = null] = path
  return { country, area, city }
}

export interface ParseSearchOptions {
  /** Today in the market's time zone, `YYYY-MM-DD`: an earlier arrival date is dropped. */
  today: string
  /** The search cookie's persons, duration and date, used where the URL says nothing. */
  saved?: SavedSearch | null
}

export function parseSearchParams(params: URLSearchParams, { today, saved }: ParseSearchOptions): SearchState {
  const urlDate = one(isoDate, params.get('date'))
  const savedDate = saved?.date && isoDate.safeParse(saved.date).success ? saved.date : null
  const date = [urlDate, params.has('date') ? null : savedDate].find((d) => d !== null && d >= today) ?? null

  // 0, empty or nonsense is a week (SPEC section 5).
  const urlDuration = one(durationNumber, params.get('duration'))
  const duration = urlDuration ?? (params.has('duration') ? null : saved?.duration) ?? SEARCH_DEFAULTS.duration

  const hasParty = params.has('adults') || params.has('children')
  const adults =
    one(adultsNumber, params.get('adults')) ?? (hasParty ? null : saved?.party.adults) ?? SEARCH_DEFAULTS.adults
  const children = hasParty
    ? params
        .getAll('children')
        .map((raw) => one(childAgeNumber, raw))
        .filter((age): age is number => age !== null)
        .slice(0, MAX_CHILDREN)
    : (saved?.party.children ?? [])

  const sort = params.get('sort')
  const place = placeParams(params)
  return {
    query: freeText(params.get('query')),
    funnel: one(slug, params.get('funnel')),
    ...place,
    date,
    duration,
    party: { adults, children },
    filters: {
      funnels: many(slug, params.getAll('funnels')),
      countries: many(slug, params.getAll('countries')),
      areas: many(slug, params.getAll('areas')),
      facilities: many(facilityId, params.getAll('facilities')),
      accommodations: many(slug, params.getAll('accommodations')),
      bedrooms: many(bedroomsNumber, params.getAll('bedrooms')),
      reviewScores: lowest(many(reviewScoreNumber, params.getAll('reviewScores'))),
      accessibility: many(accessibilityFeatureSchema, params.getAll('accessibility')),
    },
    sort: SITE_SORTS.includes(sort as SortKey) ? (sort as SortKey) : DEFAULT_SORT,
    page: one(pageNumber, params.get('page')) ?? 1,
  }
}

/** What the search cookie keeps of a search. */
export function savedSearchOf(state: SearchState): SavedSearch {
  return { party: state.party, duration: state.duration, date: state.date }
}

const savedSearchSchema = z.object({
  party: z.object({
    adults: z.number().int().min(1).max(MAX_ADULTS),
    children: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)).max(MAX_CHILDREN),
  }),
  duration: z.number().int().min(1).max(MAX_DURATION),
  date: isoDate.nullable(),
})

/** The search cookie's value, or null when it is missing or not ours. */
export function parseSavedSearch(value: unknown): SavedSearch | null {
  const parsed = savedSearchSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The URL parameters the search cookie stands in for (SPEC section 3: persons, duration, date). */
export const SAVED_SEARCH_PARAMS: readonly string[] = ['date', 'duration', 'adults', 'children']

/** Values a search URL need not say: they are what an absent parameter means. */
const DEFAULT_VALUES: Record<string, string> = { sort: DEFAULT_SORT, page: '1' }

/**
 * The short form of a submitted search URL: a GET form sends every field, empty ones and defaults
 * included (`?country=&funnel=&sort=popular-desc`). Those are dropped, except persons, duration
 * and date: said in the URL, even empty or as the default, they override the search cookie. Every
 * other parameter, unknown ones (campaign tags) included, stays as it was, in its order.
 * Returns null when the URL is already short.
 */
export function shortSearchParams(params: URLSearchParams): URLSearchParams | null {
  const short = new URLSearchParams()
  let changed = false
  for (const [name, value] of params) {
    if (!SAVED_SEARCH_PARAMS.includes(name) && (value.trim() === '' || DEFAULT_VALUES[name] === value)) changed = true
    else short.append(name, value)
  }
  return changed ? short : null
}
