import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/**
 * tailwind-merge with the theme's own scales (app/tailwind.css): the brand radii and fonts, so
 * `rounded-card` gives way to a later `rounded-none` and `font-heading` to `font-body`.
 */
const merge = extendTailwindMerge({
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
