import { describe, expect, it } from 'vitest'
import {
  addDays,
  buildSeasonCalendar,
  comingSummer,
  daysBetween,
  isSaturday,
  seasonOfWeek,
  weekStartOf,
} from './seasons'

describe('season calendar', () => {
  it('starts weeks on Saturdays', () => {
    expect(weekStartOf('2027-07-17')).toBe('2027-07-17')
    expect(weekStartOf('2027-07-23')).toBe('2027-07-17')
    expect(weekStartOf('2027-07-24')).toBe('2027-07-24')
    expect(isSaturday('2027-07-17')).toBe(true)
    expect(isSaturday('2027-07-18')).toBe(false)
    expect(addDays('2027-12-30', 3)).toBe('2028-01-02')
    expect(daysBetween('2027-02-27', '2027-03-06')).toBe(7)
  })

  it('names low, mid and high season weeks and closes the winter', () => {
    expect(seasonOfWeek('2027-03-27')).toBeNull()
    expect(seasonOfWeek('2027-04-03')).toBe('low')
    expect(seasonOfWeek('2027-05-29')).toBe('low')
    expect(seasonOfWeek('2027-06-05')).toBe('mid')
    expect(seasonOfWeek('2027-07-03')).toBe('mid')
    expect(seasonOfWeek('2027-07-10')).toBe('high')
    expect(seasonOfWeek('2027-08-21')).toBe('high')
    expect(seasonOfWeek('2027-08-28')).toBe('mid')
    expect(seasonOfWeek('2027-09-18')).toBe('low')
    expect(seasonOfWeek('2027-10-23')).toBe('low')
    expect(seasonOfWeek('2027-10-30')).toBeNull()
  })

  it('builds 30 open weeks a year, 7 of them high season with Saturday arrivals', () => {
    const weeks = buildSeasonCalendar([2027])
    expect(weeks).toHaveLength(30)
    const high = weeks.filter((week) => week.season === 'high')
    expect(high).toHaveLength(7)
    expect(
      high.every((week) => week.arrivalDays === 'saturday' && week.minNights === 7 && week.priceFactor === 1850),
    ).toBe(true)
    expect(weeks.filter((week) => week.season !== 'high').every((week) => week.arrivalDays === 'any')).toBe(true)
  })

  it('lays offers on the summer still ahead', () => {
    expect(comingSummer(new Date('2026-11-21T10:00:00Z'))).toBe(2027)
    expect(comingSummer(new Date('2027-03-01T10:00:00Z'))).toBe(2027)
    expect(comingSummer(new Date('2027-08-31T10:00:00Z'))).toBe(2027)
    expect(comingSummer(new Date('2027-09-01T10:00:00Z'))).toBe(2028)
  })
})
