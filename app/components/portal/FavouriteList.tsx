import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { FOCUS } from '~/components/ui/focus'
import { Image } from '~/components/ui/Image'
import { Price } from '~/components/ui/Price'
import { Rating } from '~/components/ui/Rating'
import { cn } from '~/lib/cn'
import type { FavouriteCard, FavouritesStay } from '~/lib/favourites'
import { formatDay } from '~/lib/intl'
import { useStorefront } from '~/lib/storefront'

/**
 * The favourites page's body: the stay the prices are for, then each favourite as a card (photo,
 * place, rating, the price from, a link and a remove button that posts without JavaScript too),
 * or an empty state that leads to the search.
 */
export function FavouriteList({
  favourites,
  stay,
  pricesMissing,
  inBrowser,
  search,
  readOnly = false,
}: {
  favourites: FavouriteCard[]
  stay: FavouritesStay | null
  pricesMissing: boolean
  /** Kept in this browser, not in the account (a booking-reference sign-in). */
  inBrowser: boolean
  search: string
  /** An agent's view (decision 027): the list without its remove buttons. */
  readOnly?: boolean
}) {
  const { t } = useTranslation('favourites')
  const note = inBrowser ? (
    <p className="mb-4 max-w-2xl rounded-card border border-line bg-surface p-4 text-sm">{t('browser-only')}</p>
  ) : null
  if (favourites.length === 0) {
    return (
      <>
        {note}
        <section
          aria-labelledby="no-favourites"
          className="max-w-2xl rounded-card border border-line bg-surface p-5 sm:p-8"
        >
          <h2 id="no-favourites" className="mb-2 font-heading text-xl font-bold">
            {t('empty-title')}
          </h2>
          <p className="mb-4 text-muted">{t('empty-text')}</p>
          <Button to={search} size="md">
            {t('empty-search')}
          </Button>
        </section>
      </>
    )
  }
  return (
    <>
      {note}
      <StaySummary stay={stay} pricesMissing={pricesMissing} search={search} />
      <h2 id="favourites-list" className="sr-only">
        {t('list')}
      </h2>
      <ul aria-labelledby="favourites-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {favourites.map((site, index) => (
          <li key={site.id} className="flex">
            <FavouriteItem site={site} priority={index < 3} priced={stay !== null} readOnly={readOnly} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** "Prices for 7 nights, arrival Sat 4 July 2026, 2 adults." and the way to change it. */
function StaySummary({
  stay,
  pricesMissing,
  search,
}: {
  stay: FavouritesStay | null
  pricesMissing: boolean
  search: string
}) {
  const { t } = useTranslation('favourites')
  const { market } = useStorefront()
  if (!stay)
    return pricesMissing ? (
      <p role="status" className="mb-4 text-muted">
        {t('no-prices')}
      </p>
    ) : null
  const date = formatDay(market.languageTag, stay.arrivalDate, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const party = [
    t('adults', { count: stay.adults }),
    ...(stay.children > 0 ? [t('children', { count: stay.children })] : []),
  ].join(', ')
  return (
    <p className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="favourites-stay">
      <span>{t('stay', { nights: t('nights', { count: stay.duration }), date, party })}</span>
      <Link to={search} className={cn('font-semibold text-primary underline', FOCUS)}>
        {t('stay-change')}
      </Link>
    </p>
  )
}

function FavouriteItem({
  site,
  priority,
  priced,
  readOnly,
}: {
  site: FavouriteCard
  priority: boolean
  priced: boolean
  readOnly: boolean
}) {
  const { t } = useTranslation('favourites')
  const headingId = `favourite-site-${site.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm"
      data-testid="favourite"
    >
      <Image
        src={site.image.url}
        alt={site.image.alt}
        width={site.image.width}
        height={site.image.height}
        priority={priority}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[400/267] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={headingId} className="font-heading text-lg font-bold leading-snug">
          <Link to={site.href} className={cn('hover:text-primary hover:underline', FOCUS)}>
            {site.name}
          </Link>
        </h3>
        <p className="text-sm text-muted">{site.place}</p>
        {site.reviewCount > 0 || site.stars ? (
          <Rating
            grade={site.reviewCount > 0 ? site.reviewScore : undefined}
            reviewCount={site.reviewCount > 0 ? site.reviewCount : undefined}
            stars={site.stars}
            size="sm"
          />
        ) : null}
        {priced ? (
          site.price ? (
            <p data-testid="favourite-price">
              <Price amount={site.price.total} currency={site.price.currency} from size="md" />
              <span className="block text-xs text-muted">{t('price-total')}</span>
            </p>
          ) : (
            <p className="text-sm font-semibold text-muted">{t('unavailable')}</p>
          )
        ) : null}
        {readOnly ? null : (
          <div className="mt-auto flex justify-end pt-2">
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="siteId" value={site.id} />
              <Button type="submit" variant="secondary" size="md" aria-label={t('remove-label', { name: site.name })}>
                {t('remove')}
              </Button>
            </Form>
          </div>
        )}
      </div>
    </article>
  )
}
