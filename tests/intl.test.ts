import { describe, expect, it } from 'vitest'
import { dateFormat, formatDay, formatDecimal, numberFormat } from '~/lib/intl'

describe('formatters made once per locale and options', () => {
  it('returns the same formatter for the same locale and options, another for others', () => {
    const options = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const
    expect(dateFormat('de-CH', options)).toBe(dateFormat('de-CH', { ...options }))
    expect(dateFormat('de-CH', options)).not.toBe(dateFormat('fr-FR', options))
    expect(numberFormat('nl-NL', { maximumFractionDigits: 1 })).toBe(
      numberFormat('nl-NL', { maximumFractionDigits: 1 }),
    )
    expect(numberFormat('nl-NL', { maximumFractionDigits: 1 })).not.toBe(numberFormat('nl-NL'))
  })

  it('formats calendar days as UTC days in the language, and decimals in its format', () => {
    expect(formatDay('en-GB', '2027-07-17', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('17 July 2027')
    expect(formatDay('de-DE', '2027-01-01', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'Freitag, 1. Januar',
    )
    expect(formatDecimal('en-GB', 8.44, 1)).toBe('8.4')
    expect(formatDecimal('nl-NL', 8.45, 1)).toMatch(/^8,[45]$/)
    expect(formatDecimal('it-IT', 7, 1)).toBe('7,0')
  })
})
