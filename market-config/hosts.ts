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
  /**
   * True when the host names a brand and market that do not go together (`fr.friferie.localhost`,
   * or a HOST_MAP entry for a market the brand does not serve): the 404 page, never another
   * market's site.
   */
  notFound: boolean
}

/** Strips the port and lowercases; `[::1]:3000` -> `[::1]`. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d+$/, '')
}

/** `{market}.{brand}.localhost`, the local shape of a brand's storefront. */
const BRAND_HOST = /^([a-z-]+)\.([a-z]+)\.localhost$/

/**
 * Market and brand for a request, from the Host header through the host map. A host that is not
 * in the map is the default brand's uk storefront, unless it reads as a brand's local host for a
 * market that brand does not serve.
 */
export function resolveStorefront(hostHeader: string | undefined, hostMap: HostMap): Storefront {
  const hostname = hostnameOf(hostHeader)
  const mapped = hostMap[hostname]
  if (mapped)
    return {
      brand: mapped.brand,
      market: mapped.market,
      notFound: !BRANDS[mapped.brand].markets.includes(mapped.market),
    }
  const brandHost = BRAND_HOST.exec(hostname)
  if (brandHost && isMarketCode(brandHost[1]) && isBrandId(brandHost[2])) {
    return { brand: brandHost[2], market: brandHost[1], notFound: true }
  }
  return { brand: DEFAULT_BRAND, market: DEFAULT_MARKET, notFound: false }
}

/** Loopback names: a market prefix on them leads to `{market}.localhost`. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * On a host that is not in the map, a first path segment naming a market (`/de-ch/camping-suche`)
 * leads to that market's own host (`de-ch.localhost:3000/camping-suche`): the visitor chose the
 * market by typing it. Returns the absolute target, or null when the request is not such a path.
 */
export function marketPrefixTarget(
  request: { protocol: string; host: string; pathname: string; search: string },
  hostMap: HostMap,
): string | null {
  const hostname = hostnameOf(request.host)
  if (hostMap[hostname]) return null
  const [, first = '', ...rest] = request.pathname.split('/')
  if (!isMarketCode(first)) return null
  const port = /:(\d+)$/.exec(request.host)?.[1]
  // Locally, the market's `*.localhost` host; elsewhere the market's production domain.
  const target =
    LOOPBACK.has(hostname) || hostname.endsWith('.localhost')
      ? `${first}.localhost${port ? `:${port}` : ''}`
      : MARKETS[first].domain
  return `${request.protocol}//${target}/${rest.join('/')}${request.search}`
}

/**
 * A host of the brand's market, preferring the current host's shape: from `uk.localhost` to
 * `nl.localhost` (not `nl.default.localhost`), from a production domain to a production domain.
 */
export function hostFor(hostMap: HostMap, brand: BrandId, market: MarketCode, currentHost: string): string | null {
  const candidates = Object.entries(hostMap)
    .filter(([, entry]) => entry.brand === brand && entry.market === market)
    .map(([host]) => host)
  const suffix = currentHost.slice(currentHost.indexOf('.') + 1)
  const local = currentHost.endsWith('localhost')
  return (
    candidates.find((host) => host.slice(host.indexOf('.') + 1) === suffix) ??
    candidates.find((host) => host.endsWith('localhost') === local) ??
    candidates[0] ??
    null
  )
}
