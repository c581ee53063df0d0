/**
 * The calendar's arrival rules as the API answers them (`search/arrival-days`: one letter a day
 * for a stay length and destination), read the same way by the home form's calendar in the
 * browser and by the search pages on the server. Browser-safe: types only from the contract.
 */
import type { ArrivalDayCode, ArrivalDayProblem, ArrivalDays } from '../../twenty/contract'
import { daysBetween } from './days'
import { endDate } from './search-params'

const PROBLEMS: Record<ArrivalDayCode, ArrivalDayProblem | null> = {
  o: null,
  c: 'closed',
  a: 'arrivalDay',
  m: 'minimumStay',
  w: 'wholeWeeks',
}

const dayIndex = (rules: Pick<ArrivalDays, 'from'>, date: string) => daysBetween(rules.from, date)

/**
 * Why a stay cannot start on `date`, or null when it can. A day the answer does not cover (before
 * tomorrow or past its end) is `undefined`: the calendar leaves such days to its other limits.
 */
export function arrivalProblem(
  rules: Pick<ArrivalDays, 'from' | 'days'>,
  date: string,
): ArrivalDayProblem | null | undefined {
  const code = rules.days[dayIndex(rules, date)] as ArrivalDayCode | undefined
  return code === undefined ? undefined : PROBLEMS[code]
}

/**
 * The arrival days nearest to a refused one: up to `before` earlier and `after` later days on
 * which the same stay can start, nearest first on each side, in date order.
 */
export function nearestArrivalDays(
  rules: Pick<ArrivalDays, 'from' | 'days'>,
  date: string,
  { before = 1, after = 2 } = {},
): string[] {
  const at = dayIndex(rules, date)
  const earlier: string[] = []
  for (let index = Math.min(at, rules.days.length) - 1; index >= 0 && earlier.length < before; index--) {
    if (rules.days[index] === 'o') earlier.unshift(endDate(rules.from, index))
  }
  const later: string[] = []
  for (let index = Math.max(at + 1, 0); index < rules.days.length && later.length < after; index++) {
    if (rules.days[index] === 'o') later.push(endDate(rules.from, index))
  }
  return [...earlier, ...later]
}

/** The storefront's resource route that serves these rules to the browser (one destination and length). */
export function arrivalDaysQuery(
  place: { country: string | null; area: string | null; city: string | null; site?: string | null },
  duration: number,
): URLSearchParams {
  const query = new URLSearchParams({ duration: String(duration) })
  for (const name of ['country', 'area', 'city', 'site'] as const) {
    const value = place[name]
    if (value) query.set(name, value)
  }
  return query
}
