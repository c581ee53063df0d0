import { describe, expect, it } from 'vitest'
import { disabledItemAction, nextIndex, typeaheadIndex } from './dropdown-rules'

describe('disabledItemAction', () => {
  it('selects an enabled item, with or without a description', () => {
    expect(disabledItemAction({})).toBe('select')
    expect(disabledItemAction({ disabled: false, disabledModalDesc: 'Not for you' })).toBe('select')
  })

  it('explains a disabled item that has a description', () => {
    expect(disabledItemAction({ disabled: true, disabledModalDesc: 'Sold out for these dates' })).toBe('explain')
  })

  it('ignores a disabled item without a (non-blank) description', () => {
    expect(disabledItemAction({ disabled: true })).toBe('ignore')
    expect(disabledItemAction({ disabled: true, disabledModalDesc: '' })).toBe('ignore')
    expect(disabledItemAction({ disabled: true, disabledModalDesc: '   ' })).toBe('ignore')
  })
})

describe('nextIndex', () => {
  it('moves down and up without wrapping', () => {
    expect(nextIndex(0, 'ArrowDown', 3)).toBe(1)
    expect(nextIndex(2, 'ArrowDown', 3)).toBe(2)
    expect(nextIndex(1, 'ArrowUp', 3)).toBe(0)
    expect(nextIndex(0, 'ArrowUp', 3)).toBe(0)
  })

  it('jumps to the ends and starts from nothing', () => {
    expect(nextIndex(1, 'Home', 3)).toBe(0)
    expect(nextIndex(1, 'End', 3)).toBe(2)
    expect(nextIndex(-1, 'ArrowDown', 3)).toBe(0)
    expect(nextIndex(-1, 'ArrowUp', 3)).toBe(2)
    expect(nextIndex(0, 'ArrowDown', 0)).toBe(-1)
  })
})

describe('typeaheadIndex', () => {
  const labels = ['Popularity', 'Price low to high', 'Price high to low', 'Reviews']
  it('finds the next match after the current item and wraps', () => {
    expect(typeaheadIndex(labels, 0, 'p')).toBe(1)
    expect(typeaheadIndex(labels, 1, 'p')).toBe(2)
    expect(typeaheadIndex(labels, 2, 'p')).toBe(0)
    expect(typeaheadIndex(labels, -1, 'rev')).toBe(3)
    expect(typeaheadIndex(labels, 0, 'x')).toBe(-1)
  })
})
