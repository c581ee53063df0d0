import { describe, expect, it } from 'vitest'
import { cn } from '~/lib/cn'

describe('cn (clsx + tailwind-merge)', () => {
  it('skips falsy parts', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b')
  })

  it('lets a later class win over a conflicting one, also for the theme’s own radii and fonts', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4')
    expect(cn('rounded-card', 'rounded-none')).toBe('rounded-none')
    expect(cn('rounded-button', 'rounded-card')).toBe('rounded-card')
    expect(cn('font-heading font-bold', 'font-body')).toBe('font-bold font-body')
    expect(cn('text-muted text-lg', 'text-ink')).toBe('text-lg text-ink')
  })

  it('keeps a line height beside a later text size, as Tailwind 4 does (the price in a card)', () => {
    expect(cn('font-bold leading-none', 'text-xl')).toBe('font-bold leading-none text-xl')
    expect(cn('leading-tight', 'text-sm px-3')).toBe('leading-tight text-sm px-3')
    expect(cn('leading-none', 'leading-6')).toBe('leading-6')
  })
})
