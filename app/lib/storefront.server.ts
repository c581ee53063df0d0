/**
 * Per-request storefront: which market and brand a request is for (from the Host header), built
 * once by the host and handed to loaders as load context together with the request's session.
 */
import { BRANDS, DEFAULT_BRAND, type Brand } from '../../market-config/brands'
import type { DeviceType, FlagValues } from '../../market-config/flags'
import {
  defaultHostMap,
  hostFor,
  hostnameOf,
  parseHostMap,
  resolveStorefront,
  type HostMap,
} from '../../market-config/hosts'
import { MARKETS, type Market } from '../../market-config/markets'
import type { LinkBase } from '../../market-config/routes'
import type { ChromeMenus } from './chrome'
import { getEnv } from './env.server'
import type { FormLimits } from './form-limits.server'
import type { RequestSession } from './session.server'
import type { MarketLink, StorefrontInfo } from './storefront'

export interface RequestStorefront {
  market: Market
  brand: Brand
  link: LinkBase
  /** The host names a brand and market that do not go together: every page is a 404. */
  notFound: boolean
}

declare module '@remix-run/server-runtime' {
  interface AppLoadContext {
    storefront: RequestStorefront
    /** The one session of this request; the host commits it once. */
    session: RequestSession
    /** CSP nonce for inline scripts of this response. */
    cspNonce: string
    /** Base URL of the twenty API, without version/brand/locale. */
    twentyBaseUrl: string
    /** The embedded API's internal key (decision 014); null with a real API (TWENTY_API_URL). */
    twentyInternalKey?: string | null
    /** Timeout of each API call (TWENTY_TIMEOUT_MS); the host passes it, as modules are not shared with it. */
    twentyTimeoutMs?: number
    /**
     * When this request's time for the API ends (epoch ms; its start plus TWENTY_TIMEOUT_MS): all
     * its loaders' calls share it, each call's timeout is what is left of it (decision 032).
     */
    twentyDeadline?: number
    /** The host's keep-alive transport to the API (`twenty-transport.server.ts`); `fetch` when unset. */
    twentyFetch?: import('./twenty.server').TwentyFetch
    /**
     * The embedded API's search version (`TwentyApi.searchVersion`, decision 041): with it, the
     * page clients keep search answers while it is unchanged. Unset with a real API.
     */
    twentySearchVersion?: () => string | null
    /** This request's id: on its log lines and sent to the API as `X-Request-Id` (issue 22). */
    requestId?: string
    /** The host's metrics of API calls. */
    onTwentyCall?: (call: import('./twenty.server').TwentyCallReport) => void
    /** The forms' per-address limits, counted in the host's store (Redis with REDIS_URL, decision 022). */
    formLimits?: FormLimits
    /** Search engines and other bots get no error page (SPEC section 8) and fully rendered HTML. */
    isBot: boolean
    /** Client IP for throttles and logs. */
    clientIp: string
    /** `{protocol}//{host}` of this request, as the visitor sees it. */
    origin: string
    /**
     * The origin absolute links are built from (canonical, hreflang, Open Graph, sitemap): this
     * request's when its host is in the host map, else the storefront's own host from the map,
     * never an unmapped Host header (issue 16). `publicOriginFor`.
     */
    publicOrigin: string
    /**
     * The destinations menus' data, left here by the layout loader for the document render
     * (entry.server.tsx renders them to static markup); it is never sent as loader data.
     */
    chromeMenus?: ChromeMenus
    /**
     * This visitor's feature flags, read once per request by the host within 150 ms (issue 21,
     * server/flags.ts): loaders read them here, components with `useFlags()`.
     */
    flags: FlagValues
    /** The visitor id of the A/B split (the `visitorId` cookie); null for a bot. */
    visitorId: string | null
    /** Phone, tablet or desktop, from the request (the flags' context). */
    deviceType: DeviceType
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

export function storefrontForHost(hostHeader: string | undefined, hostMap: HostMap): RequestStorefront {
  const resolved = resolveStorefront(hostHeader, hostMap)
  const market = MARKETS[resolved.market]
  return { market, brand: BRANDS[resolved.brand], link: { language: market.language }, notFound: resolved.notFound }
}

/**
 * The origin of absolute links: a host of the map as the visitor used it, or, for any other Host
 * (an IP address, a stray or hostile header), the storefront's own host from the map: its public
 * domain over HTTPS when the map has one, else its local `*.localhost` host on this port.
 */
export function publicOriginFor(
  requestOrigin: string,
  storefront: Pick<RequestStorefront, 'brand' | 'market'>,
  hostMap: HostMap,
): string {
  const url = new URL(requestOrigin)
  if (hostMap[hostnameOf(url.host)]) return url.origin
  const hosts = Object.entries(hostMap)
    .filter(([, entry]) => entry.brand === storefront.brand.id && entry.market === storefront.market.code)
    .map(([host]) => host)
  const published = hosts.find((host) => !host.endsWith('.localhost'))
  if (published) return `https://${published}`
  const local =
    storefront.brand.id === DEFAULT_BRAND
      ? `${storefront.market.code}.localhost`
      : `${storefront.market.code}.${storefront.brand.id}.localhost`
  const host = hosts.includes(local) ? local : (hosts[0] ?? local)
  return `http://${host}${url.port ? `:${url.port}` : ''}`
}

/**
 * The origins of the brand's other markets, for the language selector: on the host of the same
 * shape (`nl.localhost` from `uk.localhost`, a production domain from a production domain). On a
 * host that is not in the map, `/{market}` leads there (the host redirects).
 */
export function marketLinks(storefront: RequestStorefront, origin: string, hostMap: HostMap): MarketLink[] {
  const url = new URL(origin)
  const currentHost = hostnameOf(url.host)
  const mapped = hostMap[currentHost] !== undefined
  const port = url.port ? `:${url.port}` : ''
  return storefront.brand.markets.map((code) => {
    const market = MARKETS[code]
    const host = mapped ? hostFor(hostMap, storefront.brand.id, code, currentHost) : null
    return {
      market: code,
      name: market.name,
      flagCode: market.flagCode,
      languageTag: market.languageTag,
      language: market.language,
      origin: host ? `${url.protocol}//${host}${host.endsWith('localhost') ? port : ''}` : null,
      current: code === storefront.market.code,
    }
  })
}

/** The client-safe part of the storefront, returned by the root loader. */
export function publicStorefront(storefront: RequestStorefront): StorefrontInfo {
  const { id, name, theme, logo, taggedPagePrefix, markets } = storefront.brand
  return {
    market: storefront.market,
    brand: { id, name, theme, logo, taggedPagePrefix, markets },
    link: storefront.link,
  }
}
