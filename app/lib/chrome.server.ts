import { marketConfiguration } from '../../market-config/configuration'
import { hostnameOf, type HostMap } from '../../market-config/hosts'
import { MARKETS, type MarketCode } from '../../market-config/markets'
import { catalogueHref, href } from '../../market-config/routes'
import type { NavigationGroups } from '../../twenty/contract'
import type { ChromeIcons, ChromeNavigation, LanguageOption } from './chrome'
import type { RequestStorefront } from './storefront.server'
import { cachedNavigationGroups, twentyFor } from './twenty.server'

/** Tagged pages live at `/{slug}`, or `/info/{slug}` for brands that say so (danskbilferie). */
export function taggedPageHref(storefront: RequestStorefront, slug: string): string {
  const prefix = storefront.brand.taggedPagePrefix
  return catalogueHref(storefront.link, prefix ? [prefix, slug] : [slug])
}

/**
 * navigation/groups objects are cached (twenty.server.ts), so the chrome's shape of one is
 * computed once per storefront and reused, with a version that names it.
 */
const chromeByGroups = new WeakMap<NavigationGroups, Map<string, ChromeNavigation>>()
let chromeVersions = 0

export function chromeNavigationFor(groups: NavigationGroups, storefront: RequestStorefront): ChromeNavigation {
  const key = `${storefront.brand.id}|${storefront.market.code}|${storefront.prefix}`
  let byStorefront = chromeByGroups.get(groups)
  if (!byStorefront) {
    byStorefront = new Map()
    chromeByGroups.set(groups, byStorefront)
  }
  let chrome = byStorefront.get(key)
  if (!chrome) {
    chrome = toChromeNavigation(groups, storefront)
    byStorefront.set(key, chrome)
  }
  return chrome
}

export function toChromeNavigation(groups: NavigationGroups, storefront: RequestStorefront): ChromeNavigation {
  const period = groups.earlyBookingPeriod
  const safetyPage = groups.taggedPages.find((page) => page.slug === 'safety-icons')
  chromeVersions += 1
  return {
    version: `${storefront.brand.id}|${storefront.market.code}|${storefront.prefix}|${chromeVersions}`,
    funnels: groups.funnels.map((funnel) => ({
      name: funnel.name,
      slug: funnel.slug,
      countries: funnel.countries.map((country) => ({
        name: country.name,
        slug: country.slug,
        code: country.code,
        areas: country.areas.map((area) => ({
          name: area.name,
          slug: area.slug,
          image: area.images.small,
          popular: area.popular,
        })),
      })),
    })),
    header: groups.header,
    footer: groups.footer[0]!,
    earlyBookingBanner:
      period?.active && period.text
        ? { text: period.text, href: period.link ? taggedPageHref(storefront, period.link) : href(storefront.link, 'home') }
        : null,
    safetyIconsHref: safetyPage ? taggedPageHref(storefront, safetyPage.slug) : null,
  }
}

/**
 * Navigation for the chrome, or null when the API is down: the chrome then degrades to logo,
 * search and footer basics instead of failing the whole page.
 */
export async function loadChromeNavigation(context: {
  storefront: RequestStorefront
  twentyBaseUrl: string
}): Promise<ChromeNavigation | null> {
  const { storefront } = context
  try {
    const groups = await cachedNavigationGroups(twentyFor(context), storefront.brand.id, storefront.market.apiLocale)
    return chromeNavigationFor(groups, storefront)
  } catch (error) {
    console.error('navigation/groups unavailable:', (error as Error).message)
    return null
  }
}

export function chromeIcons(storefront: RequestStorefront): ChromeIcons {
  const { safetyIcons } = marketConfiguration(storefront.brand.id, storefront.market.code)
  const { footerCenter, paymentList, securityList, trust, headerRight } = safetyIcons
  return { footerCenter, paymentList, securityList, trust, headerRight }
}

/**
 * The language selector's links: the same page in each market of the brand when the page is a
 * translated one, else that market's home page; on its own host when the current host is mapped.
 */
export function languageOptions(
  storefront: RequestStorefront,
  request: Request,
  hostMap: HostMap,
): LanguageOption[] {
  const url = new URL(request.url)
  const { page } = storefront
  const currentHost = hostnameOf(request.headers.get('host') ?? url.host)
  const port = url.port ? `:${url.port}` : ''
  const mapped = hostMap[currentHost] !== undefined
  return storefront.brand.markets.map((code: MarketCode) => {
    const market = MARKETS[code]
    const linkBase = { language: market.language, prefix: mapped ? '' : `/${code}` }
    const path = page ? href(linkBase, page.page, page.params) : href(linkBase, 'home')
    const host = mapped ? hostFor(hostMap, storefront.brand.id, code, currentHost) : null
    return {
      market: code,
      name: market.name,
      flagCode: market.flagCode,
      href: host ? `${url.protocol}//${host}${host.endsWith('localhost') ? port : ''}${path}` : path,
      current: code === storefront.market.code,
    }
  })
}

/**
 * A host of the brand's market, preferring the current host's shape: from `uk.localhost` to
 * `nl.localhost` (not `nl.default.localhost`), from a production domain to a production domain.
 */
function hostFor(hostMap: HostMap, brand: string, market: MarketCode, currentHost: string): string | null {
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
