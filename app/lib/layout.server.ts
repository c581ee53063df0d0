import type { AppLoadContext } from '@remix-run/node'
import { chromeIcons, loadChromeNavigation } from './chrome.server'
import { requireStorefront } from './page.server'

/**
 * The storefront and checkout layouts' data: navigation (cached; null when the API is down, so
 * the chrome degrades instead of failing the page) and the market's trust and payment marks.
 */
export async function loadStorefrontChrome(context: AppLoadContext) {
  const storefront = requireStorefront(context)
  return { navigation: await loadChromeNavigation(context), icons: chromeIcons(storefront) }
}
