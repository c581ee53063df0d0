import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/**
 * tailwind-merge with the theme's own scales (app/tailwind.css): the brand radii and fonts, so
 * `rounded-card` gives way to a later `rounded-none` and `font-heading` to `font-body`; and a
 * text size keeps a line height set beside it, as Tailwind 4's CSS does.
 */
const merge = extendTailwindMerge({
  // In Tailwind 4 a `leading-*` class wins over the line height a `text-*` size brings, whatever
  // their order (--tw-leading), so a size must not remove it: `leading-none text-xl` keeps both.
  override: { conflictingClassGroups: { 'font-size': [] } },
  extend: {
    theme: {
      radius: ['button', 'control', 'card', 'panel'],
      font: ['heading', 'body'],
    },
  },
})

/** Joins class names, skipping falsy ones, and lets a later Tailwind class win over one it conflicts with. */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes))
}
