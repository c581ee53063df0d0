import { useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { Suspense, useEffect, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { OPEN_CONSENT_EVENT } from '~/lib/consent'
import { deferredModule } from '~/lib/deferred-module'
import type { RootLoaderData } from '~/lib/root-data'
import { href } from '../../../market-config/routes'

/** A page whose route says so (the cookie settings page) shows the choice itself: no banner there. */
export interface ConsentHandle {
  consentPage?: boolean
}

/**
 * The banner's code loads off the critical path (the home page's 100 KB budget, decision 009): the
 * server renders the banner in full, a plain form that works as it is (a choice made before the
 * code arrives is an ordinary post and its redirect), and the browser loads the code when idle,
 * and only while the banner shows or when the footer's link asks for it.
 */
const consentBanner = deferredModule(() => import('./ConsentBanner'))

function LoadedConsentBanner(props: ComponentProps<typeof import('./ConsentBanner').ConsentBanner>) {
  if (!consentBanner.current) {
    if (consentBanner.failed) return null
    throw consentBanner.ready
  }
  const { ConsentBanner } = consentBanner.current
  return <ConsentBanner {...props} />
}

/** The cookie banner on every page until the visitor chooses, and again from the footer's link. */
export function ConsentIsland() {
  const root = useRouteLoaderData<RootLoaderData>('root')
  const onConsentPage = useMatches().some((match) => (match.handle as ConsentHandle | undefined)?.consentPage)
  const consent = root?.consent ?? null
  // Reopened for the choice it was reopened on: a new choice closes it.
  const [reopenedAt, setReopenedAt] = useState<number | null>(null)
  const reopened = reopenedAt !== null && reopenedAt === (consent?.at ?? 0)
  const shown = !!root && !onConsentPage && (consent === null || reopened)

  useEffect(() => {
    // Cancelling the event tells the link that the settings open here (not on the settings page).
    const open = (event: Event) => {
      if (onConsentPage) return
      event.preventDefault()
      void consentBanner.load()
      setReopenedAt(consent?.at ?? 0)
    }
    window.addEventListener(OPEN_CONSENT_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open)
  }, [onConsentPage, consent?.at])
  useEffect(() => {
    if (!shown || consentBanner.current) return
    const load = () => void consentBanner.load()
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 2000)
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle))
  }, [shown])

  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <LoadedConsentBanner consent={consent} reopened={reopened} />
    </Suspense>
  )
}

/** The footer's link: the settings in place with JavaScript, the settings page without. */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { t } = useTranslation('consent')
  const root = useRouteLoaderData<RootLoaderData>('root')
  const { pathname } = useLocation()
  if (!root) return null
  return (
    <a
      href={href(root.storefront.link, 'cookieSettings', undefined, { redirectTo: pathname })}
      className={className}
      onClick={(event) => {
        // A new tab or window gets the settings page.
        if (event.button || event.metaKey || event.ctrlKey || event.shiftKey) return
        if (!window.dispatchEvent(new Event(OPEN_CONSENT_EVENT, { cancelable: true }))) event.preventDefault()
      }}
    >
      {t('footer-link')}
    </a>
  )
}
