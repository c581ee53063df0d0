import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CompareToggle } from '~/components/compare/CompareToggle'
import { FOCUS } from '~/components/ui/focus'
import { Image } from '~/components/ui/Image'
import { Price } from '~/components/ui/Price'
import { Rating } from '~/components/ui/Rating'
import { cn } from '~/lib/cn'
import { formatPrice } from '~/lib/format'
import type { ResultSite } from '~/lib/site-search.server'
import { useStorefront } from '~/lib/storefront'
import { FavouriteButton } from './FavouriteButton'

/** What every campsite card shows: a photo, the name as a link, the place and the reviews. */
export interface CampsiteCardSite {
  id: number
  href: string
  name: string
  location: string
  image: { url: string; alt: string; width: number; height: number }
  reviewScore: number
  reviewCount: number
  stars?: number
  /** The visitor's favourite: the heart is pressed. */
  favourite: boolean
}

/**
 * A campsite in a list of results (search, free text, themes): `children` add to the body (top
 * facilities, a text snippet), `aside` is a third column from md up (the price). The heart sits
 * beside the name; `insideForm` says the card is in another form (the search's), where the heart
 * cannot be a form of its own (FavouriteButton).
 */
export function CampsiteCard({
  site,
  priority,
  insideForm = false,
  children,
  aside,
}: {
  site: CampsiteCardSite
  priority: boolean
  insideForm?: boolean
  children?: ReactNode
  aside?: ReactNode
}) {
  return (
    <article
      className={cn(
        'grid overflow-hidden rounded-card border border-line bg-surface shadow-sm',
        aside
          ? 'sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:grid-cols-[16rem_minmax(0,1fr)_13rem]'
          : 'sm:grid-cols-[14rem_minmax(0,1fr)]',
      )}
    >
      <Image
        src={site.image.url}
        alt={site.image.alt}
        width={site.image.width}
        height={site.image.height}
        priority={priority}
        className="aspect-[400/267] h-full w-full object-cover"
      />
      <div className="flex min-w-0 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="self-center font-heading text-lg font-bold leading-snug">
            <Link to={site.href} className={cn('hover:text-primary hover:underline', FOCUS)}>
              {site.name}
            </Link>
          </h3>
          <FavouriteButton
            siteId={site.id}
            name={site.name}
            favourite={site.favourite}
            standalone={!insideForm}
            className="-mt-1 -mr-1"
          />
        </div>
        <p className="text-sm text-muted">{site.location}</p>
        {site.reviewCount > 0 || site.stars ? (
          <Rating
            grade={site.reviewCount > 0 ? site.reviewScore : undefined}
            reviewCount={site.reviewCount > 0 ? site.reviewCount : undefined}
            stars={site.stars}
            size="sm"
          />
        ) : null}
        {children}
      </div>
      {aside ? (
        <div className="flex flex-col justify-end gap-1 border-line p-4 sm:col-span-2 sm:border-t md:col-span-1 md:border-t-0 md:border-l md:text-right">
          {aside}
        </div>
      ) : null}
    </article>
  )
}

/** A campsite result of a booking search: top facilities, and the stay's total for the party. */
export function ResultCard({ site, priority }: { site: ResultSite; priority: boolean }) {
  const { t } = useTranslation('search')
  const { market } = useStorefront()
  const price = site.price ? (
    <div>
      <p className="text-sm text-muted">{t('results.total')}</p>
      <p data-testid="result-price">
        <Price amount={site.price.total} currency={site.price.currency} size="md" />
      </p>
      <p className="text-xs text-muted">{t('results.includes-fees')}</p>
      {site.price.discount ? (
        <p className="text-xs font-semibold text-alternative">
          {t('results.discount', { percent: site.price.discount.percent })}
        </p>
      ) : null}
      {site.price.payOnSite > 0 ? (
        <p className="text-xs text-muted">
          {t('results.deposit', {
            amount: formatPrice(site.price.payOnSite, site.price.payOnSiteCurrency, market.currencyFormatterCode),
            currency: t(`common:currency.${site.price.payOnSiteCurrency}`),
          })}
        </p>
      ) : null}
      {site.accommodation ? (
        <p className="mt-1 text-sm">{t('results.cheapest', { name: site.accommodation })}</p>
      ) : null}
    </div>
  ) : (
    <p className="text-sm font-semibold text-muted">{t('results.unavailable')}</p>
  )
  return (
    <CampsiteCard site={site} priority={priority} insideForm aside={price}>
      {site.topFacilities.length > 0 ? (
        <ul aria-label={t('results.top-facilities')} className="flex flex-wrap gap-1.5">
          {site.topFacilities.map((f) => (
            <li key={f.id} className="rounded-control bg-canvas px-2 py-0.5 text-xs font-semibold text-ink">
              {f.name}
            </li>
          ))}
        </ul>
      ) : null}
      <CompareToggle siteId={site.id} name={site.name} className="mt-auto pt-1" />
    </CampsiteCard>
  )
}
