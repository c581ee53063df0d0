/**
 * Calendar days without date-fns' `format` and `parseISO` (docs/decisions/033): the same answers
 * as the date-fns functions they replaced, across month ends, leap days and clock changes.
 */
import { addDays as addDaysToDate, differenceInCalendarDays, format, parseISO } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from '~/lib/days'

const before = {
  addDays: (day: string, days: number) => format(addDaysToDate(parseISO(day), days), 'yyyy-MM-dd'),
  daysBetween: (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from)),
}

/** Every day of 2024 (a leap year, with both clock changes) and the turn of the year after. */
const DAYS = Array.from({ length: 400 }, (_, index) => before.addDays('2024-01-01', index))

describe('calendar days', () => {
  it('adds days across month ends, the leap day and the clock changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01')
    expect(addDays('2024-10-26', 1)).toBe('2024-10-27')
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
    expect(daysBetween('2024-03-30', '2024-04-02')).toBe(3)
    expect(daysBetween('2024-10-30', '2024-10-20')).toBe(-10)
  })

  it('answers as date-fns did, day by day', () => {
    for (const day of DAYS) {
      for (const days of [-43, -1, 0, 1, 7, 14, 200])
        expect(addDays(day, days), `${day} + ${days}`).toBe(before.addDays(day, days))
      expect(daysBetween('2024-03-30', day), day).toBe(before.daysBetween('2024-03-30', day))
    }
  })

  it('refuses a day that does not exist, as date-fns did', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError)
    expect(() => addDays('not a day', 1)).toThrow(RangeError)
    expect(daysBetween('2024-02-30', '2024-03-01')).toBeNaN()
  })
})
