import { data, type AppLoadContext } from '@remix-run/node'
import { chromeIcons, languageOptions, loadChromeNavigation } from './chrome.server'
import { appEnvironment, getEnv } from './env.server'
import { resourcesFor } from './i18n-resources.server'
import { commitSession, getSession, takeFlash } from './session.server'
import { getHostMap, publicStorefront } from './storefront.server'

/**
 * What every page needs: the storefront, its translations, the chrome's navigation and icons,
 * the language selector, sign-in state and flash messages (consumed here, so the cookie is
 * committed only when there was one).
 */
export async function loadRoot(request: Request, context: AppLoadContext) {
  const { storefront } = context
  const [session, navigation] = await Promise.all([getSession(request), loadChromeNavigation(context)])
  const flash = takeFlash(session)
  const env = getEnv()
  const headers = new Headers()
  if (flash.toast || flash.newsletter) headers.append('Set-Cookie', await commitSession(session))
  return data(
    {
      storefront: publicStorefront(storefront, context.deviceType),
      i18n: { language: storefront.market.language, resources: resourcesFor(storefront.market.language) },
      navigation,
      icons: chromeIcons(storefront),
      languages: languageOptions(storefront, request, getHostMap()),
      signedIn: Boolean(session.get('token')),
      flash,
      isBot: context.isBot,
      // Only these values reach the browser.
      ENV: { SENTRY_DSN: env.SENTRY_DSN, APP_ENVIRONMENT: appEnvironment(env) },
    },
    { headers },
  )
}
