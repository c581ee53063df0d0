import { describe, expect, it } from 'vitest'
import { currentSeason, defaultCalendarDate } from './calendar'

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
