import type { AppLoadContext } from '@remix-run/node'
import { chromeIcons, loadChromeNavigation } from './chrome.server'
import { requireStorefront } from './page.server'

/**
 * The storefront and checkout layouts' data: navigation (cached; null when the API is down, so
 * the chrome degrades instead of failing the page) and the market's trust and payment marks.
 */
export async function loadStorefrontChrome(context: AppLoadContext) {
  const storefront = requireStorefront(context)
  const chrome = await loadChromeNavigation(context)
  // The menus are rendered by the server, not shipped as data (app/lib/menu-markup.tsx).
  if (chrome) context.chromeMenus = chrome.menus
  return { navigation: chrome?.navigation ?? null, icons: chromeIcons(storefront) }
}
