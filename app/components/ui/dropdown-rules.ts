/**
 * Pure rules of the Dropdown (SPEC sections 3 and 4), kept apart from React so they can be unit
 * tested: a disabled item explains itself in a modal when it has a description, else nothing.
 */
export interface DropdownItem {
  value: string
  label: string
  disabled?: boolean
  /** Shown in a modal when the disabled item is chosen. */
  disabledModalDesc?: string
}

export type DropdownItemAction = 'select' | 'explain' | 'ignore'

/** What choosing an item does: select it, explain why it is unavailable, or nothing. */
export function disabledItemAction(item: Pick<DropdownItem, 'disabled' | 'disabledModalDesc'>): DropdownItemAction {
  if (!item.disabled) return 'select'
  return item.disabledModalDesc?.trim() ? 'explain' : 'ignore'
}

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

/** Index focused after a navigation key in a list of `count` items (no wrap-around). */
export function nextIndex(current: number, key: NavigationKey, count: number): number {
  if (count <= 0) return -1
  switch (key) {
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, count - 1)
    case 'ArrowUp':
      return current < 0 ? count - 1 : Math.max(current - 1, 0)
  }
}

/**
 * Type-ahead: the next item after `current` whose label starts with `query` (case-insensitive),
 * wrapping around; -1 when none does.
 */
export function typeaheadIndex(labels: readonly string[], current: number, query: string): number {
  const needle = query.toLocaleLowerCase()
  if (!needle) return -1
  for (let step = 1; step <= labels.length; step++) {
    const index = (Math.max(current, -1) + step) % labels.length
    if (labels[index]?.toLocaleLowerCase().startsWith(needle)) return index
  }
  return -1
}
