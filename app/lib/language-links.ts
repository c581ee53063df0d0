/**
 * The language selector's links, computed in the browser from the page being shown, so they
 * follow client-side navigation: the same page in each of the brand's markets (translated path,
 * same parameters and query) where the page exists there, else that market's front page.
 */
import { useLocation, useMatches } from '@remix-run/react'
import { CATALOGUE_ROUTE_ID, href, REGISTERED_PAGES } from '../../market-config/routes'
import type { MarketLink } from './storefront'

export interface LanguageLink extends MarketLink {
  href: string
}

export function languageLinks(
  markets: MarketLink[],
  leaf: { id: string; params: Record<string, string | undefined>; data: unknown } | undefined,
  location: { pathname: string; search: string },
): LanguageLink[] {
  const registered = leaf ? REGISTERED_PAGES[leaf.id] : undefined
  // Catalogue paths are the same in every language; a catalogue 404 has no data: front page.
  const samePath = leaf?.id === CATALOGUE_ROUTE_ID && leaf.data != null
  // Content pages have a slug per language: their key (the English slug) names them in every
  // language, and each market redirects it to its own slug (decision 020).
  const pageKey = samePath ? (leaf.data as { pageKey?: unknown }).pageKey : undefined
  const cataloguePath = typeof pageKey === 'string' ? location.pathname.replace(/[^/]+$/, pageKey) : location.pathname
  const language = markets.find((market) => market.current)?.language
  return markets.map((market) => {
    let path = '/'
    if (registered) path = `${href(market, registered.page, leaf!.params as Record<string, string>)}${location.search}`
    else if (samePath) path = `${market.language === language ? location.pathname : cataloguePath}${location.search}`
    // On a host that is not mapped, `/{market}/...` leads to that market's host.
    const target = market.origin ? `${market.origin}${path}` : `/${market.market}${path === '/' ? '' : path}`
    return { ...market, href: target }
  })
}

export function useLanguageLinks(markets: MarketLink[]): LanguageLink[] {
  const matches = useMatches()
  const location = useLocation()
  return languageLinks(markets, matches[matches.length - 1], location)
}
