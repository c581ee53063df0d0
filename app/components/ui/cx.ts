/** Joins class names, skipping falsy ones: `cx('a', cond && 'b')`. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}

/**
 * Large boxes (modal, dropdown panel, textarea) cap the theme radius: bravo's pill radius suits a
 * button but would turn a panel into a capsule.
 */
export const BOX_RADIUS = 'rounded-[min(var(--radius-theme),1rem)]'
