import { BRANDS, BRAND_IDS, DEFAULT_BRAND, isBrandId, type BrandId } from './brands'
import { DEFAULT_MARKET, MARKETS, isMarketCode, type MarketCode } from './markets'

export interface HostEntry {
  brand: BrandId
  market: MarketCode
}
export type HostMap = Record<string, HostEntry>

/**
 * Hosts known out of the box: `{market}.{brand}.localhost` for every brand and market it trades
 * in, `{market}.localhost` for the default brand, and the production domains of the default
 * brand. Browsers resolve `*.localhost` to loopback, so these work locally without /etc/hosts.
 */
export function defaultHostMap(): HostMap {
  const map: HostMap = {}
  for (const brandId of BRAND_IDS) {
    for (const market of BRANDS[brandId].markets) {
      map[`${market}.${brandId}.localhost`] = { brand: brandId, market }
    }
  }
  for (const market of BRANDS[DEFAULT_BRAND].markets) {
    map[`${market}.localhost`] = { brand: DEFAULT_BRAND, market }
    map[MARKETS[market].domain] = { brand: 'vacanceselect', market }
  }
  return map
}

/** Parses a HOST_MAP value: a JSON object `{ "host": { "brand": "...", "market": "..." } }`. */
export function parseHostMap(json: string): HostMap {
  const raw: unknown = JSON.parse(json)
  if (raw == null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new Error('HOST_MAP must be a JSON object of host -> { brand, market }')
  }
  const map: HostMap = {}
  for (const [host, value] of Object.entries(raw as Record<string, unknown>)) {
    const entry = value as Partial<Record<'brand' | 'market', string>> | null
    if (!entry || !isBrandId(entry.brand) || !isMarketCode(entry.market)) {
      throw new Error(`HOST_MAP entry for ${host} needs a known brand and market`)
    }
    map[host.toLowerCase()] = { brand: entry.brand, market: entry.market }
  }
  return map
}

export interface Storefront {
  brand: BrandId
  market: MarketCode
  /** '' on a mapped host, or `/{market}` when the path segment chose the market. */
  prefix: string
  /**
   * True when the request cannot belong to any page: a market prefix on a mapped host, or a
   * market the host's brand does not trade in. Such requests render the 404 page.
   */
  notFound: boolean
}

/** Strips the port and lowercases; `[::1]:3000` -> `[::1]`. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d+$/, '')
}

/**
 * Market and brand for a request: from the Host header through the host map; on a host that is
 * not in the map, an optional first path segment (`/de-ch/...`) selects the market, else uk.
 */
export function resolveStorefront(hostHeader: string | undefined, pathname: string, hostMap: HostMap): Storefront {
  const firstSegment = pathname.split('/')[1] ?? ''
  const mapped = hostMap[hostnameOf(hostHeader)]
  if (mapped) {
    return { brand: mapped.brand, market: mapped.market, prefix: '', notFound: isMarketCode(firstSegment) }
  }
  if (isMarketCode(firstSegment)) {
    return { brand: DEFAULT_BRAND, market: firstSegment, prefix: `/${firstSegment}`, notFound: false }
  }
  return { brand: DEFAULT_BRAND, market: DEFAULT_MARKET, prefix: '', notFound: false }
}

/** The pathname without the market prefix: `/de-ch/camping-suche` -> `/camping-suche`. */
export function stripPrefix(pathname: string, prefix: string): string {
  if (!prefix) return pathname
  const rest = pathname.slice(prefix.length)
  return rest === '' ? '/' : rest
}
