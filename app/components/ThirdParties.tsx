import { useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { RootLoaderData } from '~/lib/root-data'

/**
 * The tag manager (analytics consent, a valid id), the chatbot (marketing consent, vacanceselect,
 * desktop, enabled) and the Trustpilot widget (marketing consent): each loads after the page is
 * interactive, never before consent, and none can hold or break the page. The loaders
 * (lib/third-parties.client.ts) are fetched only once the visitor consented to something;
 * this renders nothing.
 */
export function ThirdParties() {
  const root = useRouteLoaderData<RootLoaderData>('root')
  const { t } = useTranslation('consent')
  const { pathname } = useLocation()
  const portal = useMatches().some((match) => match.id === 'portal' || match.id === 'fullscreen')
  const consent = root?.consent
  useEffect(() => {
    if (root && (consent?.analytics || consent?.marketing))
      void import('~/lib/third-parties.client').then((module) =>
        module.startThirdParties({ consent, config: root.thirdParties, customerPortal: portal, t }),
      )
    // A new choice or page (a portal page, a footer with a widget); the config never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consent?.at, portal, pathname])
  return null
}

/**
 * A tag-manager container's own way without JavaScript (its `ns.html` frame), with analytics
 * consent and a valid `GTM-` id only; with JavaScript the container's script loads instead.
 */
export function TagManagerNoScript() {
  const root = useRouteLoaderData<RootLoaderData>('root')
  const tagManager = root?.consent?.analytics ? root.thirdParties.tagManager : null
  if (!tagManager?.id.startsWith('GTM-')) return null
  return (
    <noscript>
      <iframe
        title="Google Tag Manager"
        src={`${tagManager.origin}/ns.html?id=${encodeURIComponent(tagManager.id)}`}
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  )
}
