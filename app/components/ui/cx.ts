/** Joins class names, skipping falsy ones: `cx('a', cond && 'b')`. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}

/**
 * Large boxes (modal, dropdown panel, textarea) cap the theme radius: bravo's pill radius suits a
 * button but would turn a panel into a capsule. Arbitrary values read `--brand-radius` directly:
 * Tailwind's `--radius-theme` is resolved once at :root, so it would ignore a theme scoped to an
 * element (the UI-kit catalogue).
 */
export const BOX_RADIUS = 'rounded-[min(var(--brand-radius),1rem)]'
