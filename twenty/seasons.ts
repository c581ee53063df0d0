/**
 * The season calendar: weeks run Saturday to Friday night; campsites open from the first Saturday
 * of April to the end of October. High season (Saturday arrivals, whole weeks) covers the French,
 * Dutch and German school holidays' peak, mid season its shoulders, low season the rest.
 */
import { addDays } from './calendar'
import { SEASON_YEARS, SEASONS, type Season } from './stays-data'

export { addDays, daysBetween } from './calendar'

const SATURDAY = 6

export interface SeasonWeek {
  weekStart: string
  season: Season
  priceFactor: number
  arrivalDays: 'saturday' | 'any'
  minNights: number
}

const parseDay = (day: string): Date => new Date(`${day}T00:00:00Z`)

/** The Saturday that starts the week `day` belongs to. */
export function weekStartOf(day: string): string {
  const date = parseDay(day)
  return addDays(day, -((date.getUTCDay() - SATURDAY + 7) % 7))
}

export const isSaturday = (day: string): boolean => parseDay(day).getUTCDay() === SATURDAY

/** Season of a week by its start date (month-day), or null when campsites are closed. */
export function seasonOfWeek(weekStart: string): Season | null {
  const monthDay = weekStart.slice(5)
  // A week starting in late October runs into November: closed.
  if (monthDay < '04-01' || monthDay > '10-25') return null
  if (monthDay >= '07-04' && monthDay <= '08-21') return 'high'
  if ((monthDay >= '05-30' && monthDay < '07-04') || (monthDay > '08-21' && monthDay <= '09-11')) return 'mid'
  return 'low'
}

/** Every open week of the calendar years the seed covers. */
export function buildSeasonCalendar(years: readonly number[] = SEASON_YEARS): SeasonWeek[] {
  const weeks: SeasonWeek[] = []
  for (const year of years) {
    let week = weekStartOf(`${year}-04-07`)
    while (week < `${year}-11-01`) {
      const season = seasonOfWeek(week)
      if (season) weeks.push({ weekStart: week, season, ...SEASONS[season] })
      week = addDays(week, 7)
    }
  }
  return weeks
}

/** The summer whose high season is still ahead of `now` (booked stays and offers are laid on it). */
export function comingSummer(now: Date): number {
  return now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
}
