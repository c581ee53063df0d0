import type { AppLoadContext } from '@remix-run/node'
import { appEnvironment, getEnv } from './env.server'
import { I18N_VERSION } from './i18n-resources.server'
import { translatorFor } from './i18n.server'
import { getHostMap, marketLinks, publicStorefront } from './storefront.server'
import { thirdPartiesFor } from './third-parties.server'

/**
 * What every document needs, whatever its path: the storefront and its locale, the brand's other
 * markets (language selector), sign-in state and the waiting toast (consumed here; the host
 * commits the cleared toast cookie).
 */
export function loadRoot(context: AppLoadContext) {
  const { storefront, session } = context
  const env = getEnv()
  const t = translatorFor(storefront.market.i18nLocale, 'errors')
  return {
    locale: storefront.market.i18nLocale,
    i18nVersion: I18N_VERSION,
    storefront: publicStorefront(storefront),
    markets: marketLinks(storefront, context.origin, getHostMap()),
    /**
     * hreflang alternates on a host outside the map: the same pages on the storefront's own hosts
     * (the selector's `/{market}` links would be paths of this host). Absent on mapped hosts.
     */
    alternateMarkets:
      context.publicOrigin === context.origin ? undefined : marketLinks(storefront, context.publicOrigin, getHostMap()),
    /** This storefront's own origin from the host map, for canonical and hreflang links (issue 16). */
    origin: context.publicOrigin,
    signedIn: Boolean(session.token),
    /** The campsites compared side by side (the compare cookie): every toggle and "compare (n)" link (issue 24). */
    compared: session.comparedSites,
    toast: session.takeToast(),
    /** An analytics event a redirect carried (sign-in, sign-out, account created). */
    analyticsEvent: session.takeEvent(),
    isBot: context.isBot,
    /** The visitor's cookie choice; null until they make one, and the banner shows (decision 029). */
    consent: session.consent,
    /** This visitor's feature flags (`useFlags()`), read once by the host (server/flags.ts). */
    flags: context.flags,
    /** Who the flags are for, for the hits the page sends (`visitorExpose`); null for a bot. */
    visitor: context.visitorId ? { id: context.visitorId, deviceType: context.deviceType } : null,
    /** The tag manager, chatbot and Trustpilot script, where configured; they load only after consent. */
    thirdParties: thirdPartiesFor(storefront),
    /** Tab titles of error pages, which have no loader data of their own. */
    errorTitles: {
      400: t('bad-request.title'),
      404: t('not-found.title'),
      503: t('unavailable.title'),
      500: t('generic.title'),
    },
    // Only these values reach the browser.
    ENV: { SENTRY_DSN: env.SENTRY_DSN, APP_ENVIRONMENT: appEnvironment(env) },
  }
}
