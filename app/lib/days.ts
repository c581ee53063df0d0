/** Calendar days (YYYY-MM-DD) by date-fns: no 86 400 000 ms sums across a clock change. */
import { addDays as addDaysToDate, differenceInCalendarDays, format, parseISO } from 'date-fns'

/** A calendar day `days` later (or earlier). */
export const addDays = (day: string, days: number): string => format(addDaysToDate(parseISO(day), days), 'yyyy-MM-dd')

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(parseISO(to), parseISO(from))
