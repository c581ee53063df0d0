import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, skipping falsy ones (clsx). Not tailwind-merge, for now: it adds 11 KB of
 * gzip to every page and took the home page to 109.4 KB, over its 100 KB budget (decision 009,
 * playwright/budget.http.spec.ts). Until that budget is won back elsewhere, a component's caller
 * passes classes that do not conflict with the component's own (decision 026).
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes)
}
