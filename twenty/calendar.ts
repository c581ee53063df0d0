/**
 * Dates the API derives from "today". Everything is computed in UTC on calendar dates
 * (YYYY-MM-DD), so a server's time zone never shifts an arrival date.
 */

export type IsoDate = string

/** The UTC calendar day of an instant (`now`). */
export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10)
}

const DAY_MS = 86_400_000

/**
 * A calendar day `days` later (or earlier). In UTC a day is always 86 400 000 ms (no clock
 * changes), so this is plain arithmetic; date-fns' parse and format (local time, then a
 * pattern) were a visible share of every search (decision 039).
 */
export const addDays = (day: IsoDate, days: number): IsoDate =>
  new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to`. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((dayStart(to) - dayStart(from)) / DAY_MS)

/** A day's first instant (UTC ms); a day that does not exist (`2027-02-30`, which V8 rolls over) is refused. */
function dayStart(day: IsoDate): number {
  const start = Date.parse(`${day}T00:00:00Z`)
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day)
    throw new RangeError(`Not a calendar day: ${day}`)
  return start
}

function utcDate(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day))
}

const SATURDAY = 6
const MAY = 4
const SEPTEMBER = 8

function firstSaturdayFrom(date: Date): Date {
  const offset = (SATURDAY - date.getUTCDay() + 7) % 7
  return utcDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + offset)
}

/**
 * Arrival date a search starts from: the next Saturday (after today) inside the summer season,
 * May to September; outside the season, the first Saturday of May of the coming season.
 */
export function defaultCalendarDate(now: Date): IsoDate {
  const tomorrow = utcDate(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  const saturday = firstSaturdayFrom(tomorrow)
  const month = saturday.getUTCMonth()
  if (month < MAY) return toIsoDate(firstSaturdayFrom(utcDate(saturday.getUTCFullYear(), MAY, 1)))
  if (month > SEPTEMBER) return toIsoDate(firstSaturdayFrom(utcDate(saturday.getUTCFullYear() + 1, MAY, 1)))
  return toIsoDate(saturday)
}

/** The analytics season: the summer of the current year, the next one after it. */
export function currentSeason(now: Date): { current: { type: 'summer'; year: number }; next: { year: number } } {
  const year = now.getUTCFullYear()
  return { current: { type: 'summer', year }, next: { year: year + 1 } }
}
