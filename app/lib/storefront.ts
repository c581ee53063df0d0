/**
 * What every component may know about the current storefront: market, brand, theme and how to
 * build links. The root loader provides it; `useStorefront()` reads it anywhere in the tree.
 */
import { useRouteLoaderData } from '@remix-run/react'
import type { Brand } from '../../market-config/brands'
import type { Language, Market } from '../../market-config/markets'
import {
  href as buildHref,
  type LinkBase,
  type PageKey,
  type RouteParams,
  type SearchValues,
} from '../../market-config/routes'

export interface StorefrontInfo {
  market: Market
  brand: Pick<Brand, 'id' | 'name' | 'theme' | 'logo' | 'taggedPagePrefix' | 'markets'>
  link: LinkBase
}

/** One entry of the language selector: where the brand's storefront for a market lives. */
export interface MarketLink {
  market: string
  name: string
  flagCode: string
  /** BCP 47 tag for `hreflang` (`en-GB`, `de-CH`), never the market code (`uk` is Ukrainian). */
  languageTag: string
  language: Language
  /** `{protocol}//{host}` of that market, or null on a host that is not mapped (`/{market}` then). */
  origin: string | null
  current: boolean
}

interface RootData {
  storefront: StorefrontInfo
}

export function useStorefront(): StorefrontInfo {
  const data = useRouteLoaderData<RootData>('root')
  if (!data) throw new Error('useStorefront: root loader data is missing')
  return data.storefront
}

/** Same as useStorefront but tolerates a missing root (error pages rendered before the loader). */
export function useOptionalStorefront(): StorefrontInfo | undefined {
  return useRouteLoaderData<RootData>('root')?.storefront
}

/** `const href = usePageHref(); href('searchAndBook')` -> `/camping-suche` on a German market. */
export function usePageHref() {
  const { link } = useStorefront()
  return (page: PageKey, params?: RouteParams, search?: SearchValues) => buildHref(link, page, params, search)
}
