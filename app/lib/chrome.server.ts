import { marketConfiguration } from '../../market-config/configuration'
import { catalogueHref, href } from '../../market-config/routes'
import type { NavigationGroups } from '../../twenty/contract'
import type { ChromeIcons, ChromeMenus, ChromeNavigation } from './chrome'
import type { RequestStorefront } from './storefront.server'
import { cachedNavigationGroups, twentyFor } from './twenty.server'

/** Tagged pages live at `/{slug}`, or `/info/{slug}` for brands that say so (danskbilferie). */
export function taggedPageHref(storefront: RequestStorefront, slug: string): string {
  const prefix = storefront.brand.taggedPagePrefix
  return catalogueHref(prefix ? [prefix, slug] : [slug])
}

/**
 * navigation/groups objects are cached (twenty.server.ts), so the chrome's shape of one is
 * computed once per storefront and reused, with a version that names it.
 */
export interface StorefrontChrome {
  navigation: ChromeNavigation
  menus: ChromeMenus
}

const chromeByGroups = new WeakMap<NavigationGroups, Map<string, StorefrontChrome>>()
let chromeVersions = 0

export function chromeNavigationFor(groups: NavigationGroups, storefront: RequestStorefront): StorefrontChrome {
  const key = `${storefront.brand.id}|${storefront.market.code}`
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

export function toChromeNavigation(groups: NavigationGroups, storefront: RequestStorefront): StorefrontChrome {
  const period = groups.earlyBookingPeriod
  const safetyPage = groups.taggedPages.find((page) => page.key === 'safety-icons')
  chromeVersions += 1
  const funnels = groups.funnels.map((funnel) => ({
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
  }))
  const navigation: ChromeNavigation = {
    hasDestinations: funnels.some((funnel) => funnel.countries.length > 0),
    header: groups.header,
    footer: groups.footer[0]!,
    earlyBookingBanner:
      period?.active && period.text
        ? {
            text: period.text,
            href: period.link ? taggedPageHref(storefront, period.link) : href(storefront.link, 'home'),
          }
        : null,
    safetyIconsHref: safetyPage ? taggedPageHref(storefront, safetyPage.slug) : null,
  }
  return {
    navigation,
    menus: { version: `${storefront.brand.id}|${storefront.market.code}|${chromeVersions}`, funnels },
  }
}

/**
 * Navigation for the chrome, or null when the API is down: the chrome then degrades to logo,
 * search and footer basics instead of failing the whole page.
 */
export async function loadChromeNavigation(context: {
  storefront: RequestStorefront
  twentyBaseUrl: string
}): Promise<StorefrontChrome | null> {
  const { storefront } = context
  try {
    const groups = await cachedNavigationGroups(twentyFor(context), storefront.brand.id, storefront.market.apiLocale)
    navigationOutage.ended()
    return chromeNavigationFor(groups, storefront)
  } catch (error) {
    navigationOutage.failed((error as Error).message)
    return null
  }
}

/**
 * One log line when navigation data becomes unavailable and one when it is back, not one per
 * page: during an outage every page would otherwise log the same failure.
 */
export function outageLog(what: string, log: Pick<Console, 'warn' | 'info'> = console) {
  let since: number | null = null
  let failures = 0
  return {
    failed(reason: string) {
      failures += 1
      if (since !== null) return
      since = Date.now()
      log.warn(`${what} unavailable (${reason}); pages show the chrome without it until it is back`)
    },
    ended() {
      if (since === null) return
      log.info(
        `${what} available again after ${Math.round((Date.now() - since) / 1000)} s and ${failures} failed requests`,
      )
      since = null
      failures = 0
    },
  }
}

const navigationOutage = outageLog('navigation/groups')

export function chromeIcons(storefront: RequestStorefront): ChromeIcons {
  const { safetyIcons, trustpilot } = marketConfiguration(storefront.brand.id, storefront.market.code)
  const { footerCenter, paymentList, securityList, trust, headerRight } = safetyIcons
  return { trustpilot, footerCenter, paymentList, securityList, trust, headerRight }
}
