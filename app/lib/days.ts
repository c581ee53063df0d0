/**
 * Calendar days (YYYY-MM-DD) by date-fns: no 86 400 000 ms sums across a clock change.
 * Only date-fns' small functions: `format` and `parseISO` would bring its token formatter and the
 * en-US locale, 6 KB of gzip on every page that reads a day (docs/decisions/033).
 */
import { addDays as addDaysToDate, differenceInCalendarDays, formatISO } from 'date-fns'

/** The day at local midnight, as date-fns' `parseISO` reads a date without a time (invalid for no such day). */
const localDay = (day: string): Date => {
  const [year, month, date] = (/^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? []).slice(1).map(Number)
  const at = new Date(year ?? NaN, (month ?? NaN) - 1, date ?? NaN)
  return at.getMonth() === (month ?? 0) - 1 && at.getDate() === date ? at : new Date(NaN)
}

/** A calendar day `days` later (or earlier). */
export const addDays = (day: string, days: number): string =>
  formatISO(addDaysToDate(localDay(day), days), { representation: 'date' })

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(localDay(to), localDay(from))
