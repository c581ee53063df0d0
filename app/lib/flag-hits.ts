/**
 * The hits a page sends about its flags (SPEC section 7: `visitorExpose`, `event`) to the
 * storefront's own `/api/flagship/*` (server/flagship-api.ts), which passes them on to Flagship
 * when it is configured, with the visitor's consent. Apart from flags.ts: only code that is loaded
 * on demand sends hits (the home page's JavaScript budget, decision 009).
 */
import { useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import type { FlagKey } from '../../market-config/flags'
import type { RootLoaderData } from './root-data'

/** Posts a hit; it never holds the page, and a failure changes nothing for the visitor. */
function sendFlagHit(path: 'visitorExpose' | 'event', body: Record<string, unknown>): void {
  void fetch(`/api/flagship/${path}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
}

/**
 * Tells Flagship that the visitor saw the flag's variation (`visitorExpose`), once per visit:
 * a mark in sessionStorage, which lasts as long as the tab. With no storage it is sent per page.
 */
export function useFlagExposure(key: FlagKey): void {
  const root = useRouteLoaderData<RootLoaderData>('root')
  const visitor = root?.visitor
  const hasConsented = root?.consent?.marketing === true
  useEffect(() => {
    if (!root || !visitor) return
    const mark = `flag-exposed:${key}`
    try {
      if (window.sessionStorage.getItem(mark)) return
      window.sessionStorage.setItem(mark, '1')
    } catch {
      // No storage (a privacy setting): this page view counts.
    }
    sendFlagHit('visitorExpose', {
      visitorId: visitor.id,
      key,
      brand: root.storefront.brand.id,
      deviceType: visitor.deviceType,
      hasConsented,
      locale: root.storefront.market.code,
    })
    // Once per visitor and flag; the root's other data does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, visitor?.id])
}

/** An event of the visitor's (SPEC section 7's `event`), e.g. the home page's search being sent. */
export function sendFlagEvent(visitorId: string | undefined, action: string): void {
  if (visitorId) sendFlagHit('event', { visitorId, action })
}
