import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { Price } from '~/components/ui/Price'
import { cn } from '~/lib/cn'
import { formatPrice } from '~/lib/format'
import type { ResultsMapSite } from '~/lib/results-map'
import { useStorefront } from '~/lib/storefront'
import type { SearchMapHandle } from './leaflet-map.client'

export type { ResultsMapSite }

type MapStatus = 'server' | 'loading' | 'ready' | 'failed'

/**
 * The map view: Leaflet, loaded only when this view is shown, with a pin per campsite and a
 * full-screen mode. Without JavaScript (and if Leaflet cannot load) the campsites are a list.
 */
export function ResultsMap({
  sites,
  tiles,
  truncated,
}: {
  sites: ResultsMapSite[]
  tiles: { url: string; attribution: string }
  truncated: boolean
}) {
  const { t } = useTranslation('search')
  const { market } = useStorefront()
  const navigate = useNavigate()
  const container = useRef<HTMLDivElement>(null)
  const handle = useRef<SearchMapHandle | null>(null)
  const openButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  // The server's markup (the list) until the browser has taken over; then the map's own states.
  const [mounted, setMounted] = useState(false)
  const [loadStatus, setLoadStatus] = useState<Exclude<MapStatus, 'server'>>('loading')
  const status: MapStatus = mounted ? loadStatus : 'server'
  const [fullscreen, setFullscreen] = useState(false)
  // Read by the map's callbacks; a new function identity must not rebuild the map.
  const follow = useRef(navigate)
  follow.current = navigate
  const labels = {
    unavailable: t('results.unavailable'),
    total: t('results.total'),
    viewSite: t('map.view-site'),
    cluster: (count: number, cheapest: string | null) =>
      cheapest ? t('map.cluster-from', { count, price: cheapest }) : t('map.cluster', { count }),
    clusterList: (count: number, cheapest: string | null) =>
      cheapest ? t('map.cluster-list-from', { count, price: cheapest }) : t('map.cluster-list', { count }),
  }
  const labelsRef = useRef(labels)
  labelsRef.current = labels

  useEffect(() => setMounted(true), [])

  // Runs once the container is on the page (after the render that follows `mounted`).
  useEffect(() => {
    if (!mounted) return
    let cancelled = false
    import('./leaflet-map.client')
      .then(({ createSearchMap }) => {
        if (cancelled || !container.current) return
        handle.current = createSearchMap(container.current, {
          pins: sites.map((site) => ({
            name: site.name,
            location: site.location,
            href: site.href,
            lat: site.lat,
            lng: site.lng,
            price: site.price ? formatPrice(site.price.total, site.price.currency, market.currencyFormatterCode) : null,
            amount: site.price?.total ?? null,
          })),
          // Every price of one search is in the market's one currency.
          formatAmount: (amount) => formatPrice(amount, market.currency, market.currencyFormatterCode),
          tileUrl: tiles.url,
          attribution: tiles.attribution,
          labels: labelsRef.current,
          onFollow: (href) => follow.current(href),
        })
        setLoadStatus('ready')
      })
      .catch(() => !cancelled && setLoadStatus('failed'))
    return () => {
      cancelled = true
      handle.current?.destroy()
      handle.current = null
    }
  }, [mounted, sites, tiles, market.currency, market.currencyFormatterCode])

  useEffect(() => {
    handle.current?.resize()
    if (!fullscreen) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false)
    }
    document.addEventListener('keydown', onKey)
    // The page behind must not scroll under the full-screen map.
    document.documentElement.classList.add('overflow-hidden')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.documentElement.classList.remove('overflow-hidden')
      // The open button is rendered again once the map leaves full screen: read the ref now.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
      openButton.current?.focus()
    }
  }, [fullscreen])

  const list = (
    <ul aria-label={t('map.list')} className="mt-3 grid gap-2 sm:grid-cols-2">
      {sites.map((site) => (
        <li
          key={site.slug}
          className="flex items-start justify-between gap-3 rounded-card border border-line bg-surface p-3"
        >
          <span className="min-w-0">
            <Link to={site.href} className={cn('font-semibold hover:text-primary hover:underline', FOCUS)}>
              {site.name}
            </Link>
            <span className="block text-sm text-muted">{site.location}</span>
          </span>
          <span className="shrink-0 text-right" data-testid="map-list-price">
            {site.price ? (
              <Price amount={site.price.total} currency={site.price.currency} size="sm" />
            ) : (
              <span className="text-sm text-muted">{t('results.unavailable')}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )

  return (
    <section aria-label={t('map.title')} className="flex flex-col gap-2">
      {truncated ? <p className="text-sm text-muted">{t('map.truncated', { count: sites.length })}</p> : null}
      {status === 'server' ? (
        // The server's markup, and what a browser without JavaScript keeps.
        <div>
          <p className="rounded-card border border-line bg-surface p-3 text-sm">{t('map.no-js')}</p>
          {list}
        </div>
      ) : null}
      {status === 'failed' ? (
        <div>
          <p role="alert" className="rounded-card border border-alternative bg-surface p-3 text-sm font-semibold">
            {t('map.failed')}
          </p>
          {list}
        </div>
      ) : null}
      {status === 'loading' || status === 'ready' ? (
        <div className={cn(fullscreen ? 'fixed inset-0 z-50 flex flex-col bg-canvas p-2 md:p-4' : 'relative')}>
          <div className="mb-2 flex justify-end gap-2">
            {fullscreen ? (
              <button
                ref={closeButton}
                type="button"
                onClick={() => setFullscreen(false)}
                className={cn('rounded-control border border-line bg-surface px-4 py-2 font-semibold shadow-sm', FOCUS)}
              >
                {t('map.close')}
              </button>
            ) : (
              <button
                ref={openButton}
                type="button"
                onClick={() => setFullscreen(true)}
                className={cn('rounded-control border border-line bg-surface px-4 py-2 font-semibold shadow-sm', FOCUS)}
              >
                {t('map.fullscreen')}
              </button>
            )}
          </div>
          {/* Leaflet adds its own classes to the container: React must never rewrite them. */}
          <div
            className={cn(
              'z-0 w-full overflow-hidden rounded-card border border-line',
              fullscreen ? 'min-h-0 flex-1' : 'h-[28rem] lg:h-[36rem]',
            )}
          >
            <div
              ref={container}
              role="region"
              aria-label={t('map.label', { count: sites.length })}
              data-testid="results-map"
              className="h-full w-full bg-[#dfe8e3]"
            >
              {status === 'loading' ? <p className="p-4 text-sm text-muted">{t('map.loading')}</p> : null}
            </div>
          </div>
        </div>
      ) : null}
    </section>
  )
}
