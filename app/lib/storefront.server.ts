/**
 * Per-request storefront: which market and brand a request is for (from the Host header, or a
 * path prefix on unmapped hosts), built once in server.ts and handed to loaders as load context.
 */
import { BRANDS, type Brand } from '../../market-config/brands'
import { defaultHostMap, parseHostMap, resolveStorefront, stripPrefix, type HostMap } from '../../market-config/hosts'
import { MARKETS, type Market } from '../../market-config/markets'
import { matchPage, type LinkBase, type PageMatch } from '../../market-config/routes'
import type { DeviceType } from './device'
import { getEnv } from './env.server'
import type { StorefrontInfo } from './storefront'

export interface RequestStorefront {
  market: Market
  brand: Brand
  /** '' or `/{market}` when the path prefix chose the market. */
  prefix: string
  link: LinkBase
  /** The translated page the path is, if any (catalogue paths are none); matched once here. */
  page: PageMatch | null
  /** The request cannot be a page of this storefront (another language's path, a stray prefix). */
  notFound: boolean
}

declare module '@remix-run/server-runtime' {
  interface AppLoadContext {
    storefront: RequestStorefront
    /** CSP nonce for inline scripts of this response. */
    cspNonce: string
    deviceType: DeviceType
    /** Base URL of the twenty API, without version/brand/locale. */
    twentyBaseUrl: string
    /** Search engines and other bots get no error page (SPEC section 8) and fully rendered HTML. */
    isBot: boolean
    /** Client IP for throttles and logs. */
    clientIp: string
  }
}

export function buildHostMap(hostMapJson: string | undefined): HostMap {
  return { ...defaultHostMap(), ...(hostMapJson ? parseHostMap(hostMapJson) : {}) }
}

let configuredHostMap: HostMap | undefined
/** The host map of this process: defaults plus HOST_MAP from the environment. */
export function getHostMap(): HostMap {
  configuredHostMap ??= buildHostMap(getEnv().HOST_MAP)
  return configuredHostMap
}

/** The page path behind a URL, without `.data` single-fetch suffixes. */
export function pagePathname(pathname: string): string {
  if (pathname === '/_root.data') return '/'
  return pathname.replace(/\.data$/, '')
}

export function storefrontForRequest(hostHeader: string | undefined, pathname: string, hostMap: HostMap): RequestStorefront {
  const path = pagePathname(pathname)
  const resolved = resolveStorefront(hostHeader, path, hostMap)
  const market = MARKETS[resolved.market]
  const brand = BRANDS[resolved.brand]
  const page = matchPage(stripPrefix(path, resolved.prefix))
  const foreignLanguage = page !== null && !page.languages.includes(market.language)
  return {
    market,
    brand,
    prefix: resolved.prefix,
    link: { language: market.language, prefix: resolved.prefix },
    page,
    notFound: resolved.notFound || foreignLanguage || !brand.markets.includes(market.code),
  }
}

/** The client-safe part of the storefront, returned by the root loader. */
export function publicStorefront(storefront: RequestStorefront, deviceType: DeviceType): StorefrontInfo {
  const { id, name, theme, logo, taggedPagePrefix, markets } = storefront.brand
  return {
    market: storefront.market,
    brand: { id, name, theme, logo, taggedPagePrefix, markets },
    link: storefront.link,
    deviceType,
  }
}
