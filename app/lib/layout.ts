import type { UIMatch } from '@remix-run/react'
import { PAGES, pageKeyOfRouteId, type LayoutId } from '../../market-config/routes'

/**
 * The layout of the current page comes from the route table (market-config/routes.ts); a page
 * whose kind is only known after loading (the catalogue resolver) names it in its loader data.
 */
export function layoutOfMatches(matches: UIMatch[]): LayoutId {
  const leaf = matches[matches.length - 1]
  if (!leaf) return 'default'
  const data = leaf.data as { layout?: LayoutId } | null | undefined
  if (data && typeof data === 'object' && typeof data.layout === 'string') return data.layout
  const page = pageKeyOfRouteId(leaf.id)
  return page ? PAGES[page].layout : 'default'
}

/** Checkout shows the footer in 2 columns and without the newsletter box (SPEC section 2). */
export function isCheckoutLayout(layout: LayoutId): boolean {
  return layout === 'booking'
}
