import { describe, expect, it } from 'vitest'
import { addDays, currentSeason, daysBetween, defaultCalendarDate } from './calendar'

describe('defaultCalendarDate', () => {
  it.each([
    ['2026-11-21T10:00:00Z', '2027-05-01', 'after the season: first Saturday of next May'],
    ['2027-02-10T10:00:00Z', '2027-05-01', 'before the season: first Saturday of May'],
    ['2026-06-10T10:00:00Z', '2026-06-13', 'in season: the next Saturday'],
    ['2026-06-13T10:00:00Z', '2026-06-20', 'on a Saturday: the one after'],
    ['2026-09-25T10:00:00Z', '2026-09-26', 'the last Saturday of September'],
    ['2026-09-27T10:00:00Z', '2027-05-01', 'past the last Saturday of September'],
    ['2026-04-28T10:00:00Z', '2026-05-02', 'late April: the first Saturday in May'],
  ])('%s -> %s (%s)', (now, expected) => {
    expect(defaultCalendarDate(new Date(now))).toBe(expected)
  })
})

describe('currentSeason', () => {
  it('is the summer of the current year', () => {
    expect(currentSeason(new Date('2026-11-21T10:00:00Z'))).toEqual({
      current: { type: 'summer', year: 2026 },
      next: { year: 2027 },
    })
  })
})

describe('calendar days', () => {
  it.each([
    ['2027-03-27', 1, '2027-03-28', 'into the spring clock change'],
    ['2027-10-30', 2, '2027-11-01', 'across the autumn clock change and a month'],
    ['2027-12-31', 1, '2028-01-01', 'into a new year'],
    ['2028-02-28', 1, '2028-02-29', 'a leap day'],
    ['2028-03-01', -1, '2028-02-29', 'back to a leap day'],
    ['2027-07-10', -21, '2027-06-19', 'three weeks back'],
    ['2027-07-10', 0, '2027-07-10', 'the same day'],
  ])('%s plus %i days is %s (%s), and back', (from, days, to) => {
    expect(addDays(from, days)).toBe(to)
    expect(daysBetween(from, to)).toBe(days)
    expect(addDays(to, -days)).toBe(from)
  })

  it('refuses a day that is not one, as before', () => {
    expect(() => addDays('2027-02-30x', 1)).toThrow(RangeError)
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError)
    expect(() => daysBetween('2027-02-28', '2027-13-01')).toThrow(RangeError)
  })
})
