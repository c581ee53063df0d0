import { describe, expect, it } from 'vitest'
import { cn } from '~/lib/cn'

describe('cn (clsx)', () => {
  it('skips falsy parts and flattens arrays and objects', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b')
    expect(cn(['px-2', { 'py-1': true, hidden: false }], 'text-sm')).toBe('px-2 py-1 text-sm')
  })

  it('keeps every class it is given, in order: callers do not pass conflicting ones', () => {
    expect(cn('font-bold leading-none', 'text-xl')).toBe('font-bold leading-none text-xl')
  })
})
