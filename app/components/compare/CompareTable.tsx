import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDate, useMoney } from '~/components/checkout/format-hooks'
import { Button } from '~/components/ui/Button'
import { FOCUS } from '~/components/ui/focus'
import { Image } from '~/components/ui/Image'
import { Price } from '~/components/ui/Price'
import { Rating } from '~/components/ui/Rating'
import { cn } from '~/lib/cn'
import type { CompareColumn, CompareFacility, CompareStay } from '~/lib/compare'

/**
 * The compare page's body (issue 24, decision 036): the stay the prices are for, then one real
 * table, a column per campsite and a row header per fact, or an empty state that leads to the
 * search. On a phone the table scrolls sideways a column at a time (CSS scroll snap) while the
 * row labels stay put (a sticky first column); from `sm` up the columns sit side by side.
 */
export function CompareTable({
  columns,
  facilities,
  stay,
  search,
}: {
  columns: CompareColumn[]
  facilities: CompareFacility[]
  stay: CompareStay | null
  search: string
}) {
  const { t } = useTranslation('compare')
  if (columns.length === 0) {
    return (
      <section
        aria-labelledby="compare-empty"
        className="max-w-2xl rounded-card border border-line bg-surface p-5 sm:p-8"
      >
        <h2 id="compare-empty" className="mb-2 font-heading text-xl font-bold">
          {t('empty.title')}
        </h2>
        <p className="mb-4 text-muted">{t('empty.text')}</p>
        <Button to={search} size="md">
          {t('empty.search')}
        </Button>
      </section>
    )
  }
  return (
    <>
      <StaySummary stay={stay} search={search} />
      {columns.length > 1 ? <p className="mb-2 text-sm text-muted sm:hidden">{t('table.swipe')}</p> : null}
      <div
        role="region"
        aria-labelledby="compare-caption"
        // `relative`: the cells' visually hidden texts (absolutely placed) scroll and clip with the
        // table instead of widening the page. Content that scrolls sideways must be reachable by
        // keyboard (WCAG 2.1.1): the region takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        className={cn(
          'relative snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-card border border-line bg-surface sm:scroll-pl-44',
          FOCUS,
        )}
      >
        <table className="w-full border-separate border-spacing-0 text-left align-top">
          <caption id="compare-caption" className="sr-only">
            {t('table.caption', { count: columns.length })}
          </caption>
          <thead>
            <tr>
              <td className={cn(LABEL, 'border-b border-line')} />
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cn(CELL, 'border-b border-line')}>
                  <span className="flex items-start justify-between gap-2">
                    <Link
                      to={column.href}
                      className={cn(
                        'font-heading text-lg font-bold leading-snug hover:text-primary hover:underline',
                        FOCUS,
                      )}
                    >
                      {column.name}
                    </Link>
                    <RemoveButton column={column} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label={t('rows.photo')}>
              {columns.map((column, index) => (
                <Image
                  key={column.id}
                  src={column.image.url}
                  alt={column.image.alt}
                  width={column.image.width}
                  height={column.image.height}
                  priority={index < 2}
                  sizes="(min-width: 640px) 33vw, 70vw"
                  className="aspect-[400/267] w-full rounded-control object-cover"
                />
              ))}
            </Row>
            <Row label={t('rows.place')}>{columns.map((column) => column.place)}</Row>
            <Row label={t('rows.distances')}>
              {columns.map((column) =>
                column.distances.length > 0 ? (
                  <span key={column.id} className="flex flex-col">
                    {column.distances.map((distance) => (
                      <span key={distance}>{distance}</span>
                    ))}
                  </span>
                ) : (
                  <span key={column.id} className="text-muted">
                    {t('cells.distances-none')}
                  </span>
                ),
              )}
            </Row>
            <Row label={t('rows.rating')}>
              {columns.map((column) => (
                <Rating
                  key={column.id}
                  grade={column.reviewCount > 0 ? column.reviewScore : undefined}
                  reviewCount={column.reviewCount > 0 ? column.reviewCount : undefined}
                  stars={column.stars}
                  size="sm"
                />
              ))}
            </Row>
            <Row label={t('rows.total')}>
              {columns.map((column) => (
                <TotalCell key={column.id} column={column} />
              ))}
            </Row>
            <Row label={t('rows.cheapest')}>
              {columns.map((column) => (
                <BookCell key={column.id} column={column} />
              ))}
            </Row>
            <Row label={t('rows.unit-types')}>
              {columns.map((column) =>
                column.unitTypes.length > 0 ? (
                  <ul key={column.id} className="list-inside list-disc">
                    {column.unitTypes.map((type) => (
                      <li key={type}>{type}</li>
                    ))}
                  </ul>
                ) : (
                  <span key={column.id} className="text-muted">
                    {t('cells.none-for-stay')}
                  </span>
                ),
              )}
            </Row>
            <Row label={t('rows.dogs')}>
              {columns.map((column) => (
                <Mark
                  key={column.id}
                  yes={column.dogsAllowed}
                  yesText={t('cells.dogs-yes')}
                  noText={t('cells.dogs-no')}
                />
              ))}
            </Row>
            <Row label={t('rows.times')}>
              {columns.map((column) => t('cells.times', { checkIn: column.checkIn, checkOut: column.checkOut }))}
            </Row>
            <tr>
              <th
                scope="rowgroup"
                colSpan={columns.length + 1}
                className="border-b border-line bg-canvas px-3 py-2 text-left font-heading text-base font-bold"
              >
                <span className="sticky left-3">{t('rows.facilities')}</span>
              </th>
            </tr>
            {facilities.map((facility) => (
              <Row key={facility.id} label={facility.name}>
                {columns.map((column) => (
                  <Mark
                    key={column.id}
                    yes={column.facilities.includes(facility.id)}
                    yesText={t('cells.yes')}
                    noText={t('cells.no')}
                  />
                ))}
              </Row>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** The row headers' column: kept in view while the campsites scroll (a phone shows one at a time). */
const LABEL =
  'sticky left-0 z-10 w-28 min-w-28 max-w-28 bg-surface px-3 py-3 text-sm font-semibold align-top sm:w-44 sm:min-w-44 sm:max-w-44'
/** A campsite's cell: on a phone the screen's width beside the labels, so each swipe shows one campsite. */
const CELL = 'snap-start px-3 py-3 align-top min-w-[calc(100vw-9.5rem)] sm:min-w-52'

function Row({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className={cn(LABEL, 'border-b border-line')}>
        {label}
      </th>
      {children.map((child, index) => (
        // A cell's column is its place in the row: the columns never reorder within one render.
        <td key={index} className={cn(CELL, 'border-b border-line')}>
          {child}
        </td>
      ))}
    </tr>
  )
}

/** A tick or a cross, read out as its words. */
function Mark({ yes, yesText, noText }: { yes: boolean; yesText: string; noText: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg
        viewBox="0 0 20 20"
        className={cn('size-5', yes ? 'text-success' : 'text-muted')}
        aria-hidden="true"
        focusable="false"
      >
        {yes ? (
          <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
        ) : (
          <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" />
        )}
      </svg>
      <span className="sr-only">{yes ? yesText : noText}</span>
    </span>
  )
}

/** The party's total with what it includes, or why nothing can be booked for the stay. */
function TotalCell({ column }: { column: CompareColumn }) {
  const { t } = useTranslation('compare')
  const offer = column.cheapest
  const money = useMoney(offer?.currency ?? 'EUR')
  const onSite = useMoney(offer?.payOnSiteCurrency ?? 'EUR')
  if (!offer) return <p className="font-semibold text-muted">{t(`unavailable.${column.unavailable ?? 'full'}`)}</p>
  return (
    <div className="space-y-1" data-testid="compare-total">
      <Price amount={offer.total} currency={offer.currency} size="md" />
      <p className="text-xs text-muted">{t('cells.includes-fees')}</p>
      <ul className="text-xs text-muted">
        <li>{t('cells.rent', { amount: money(offer.rent) })}</li>
        {offer.discount ? (
          <li className="font-semibold text-alternative">
            {t('cells.discount', { percent: offer.discount.percent, amount: money(offer.discount.amount) })}
          </li>
        ) : null}
        {offer.fees.map((fee) => (
          <li key={fee.name}>{t('cells.fee', { name: fee.name, amount: money(fee.amount) })}</li>
        ))}
      </ul>
      {offer.payOnSite > 0 ? (
        <p className="text-xs text-muted">
          {t('cells.pay-on-site', {
            amount: onSite(offer.payOnSite),
            currency: t(`common:currency.${offer.payOnSiteCurrency}`),
          })}
        </p>
      ) : null}
    </div>
  )
}

/** The cheapest unit for the stay and its book button: a post that starts the checkout's cart. */
function BookCell({ column }: { column: CompareColumn }) {
  const { t } = useTranslation('compare')
  const offer = column.cheapest
  if (!offer)
    return (
      <Link to={column.href} className={cn('font-semibold text-primary underline', FOCUS)}>
        {t('cells.other-dates', { name: column.name })}
      </Link>
    )
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="font-semibold" data-testid="compare-unit">
        {offer.name}
      </p>
      {/* A post, as the campsite page's book button: the checkout's action starts a cart, with or without JavaScript. */}
      <Form method="post" action={offer.bookHref}>
        <button
          type="submit"
          aria-label={t('cells.book-label', { unit: offer.name, name: column.name })}
          className={cn(
            'inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-4 font-semibold text-on-primary hover:bg-primary-hover',
            FOCUS,
          )}
        >
          {t('cells.book')}
        </button>
      </Form>
    </div>
  )
}

/** "Prices for 7 nights, arrival Sat 4 July 2026, 2 adults." and the way to change it. */
function StaySummary({ stay, search }: { stay: CompareStay | null; search: string }) {
  const { t } = useTranslation('compare')
  const date = useDate({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
  if (!stay) return null
  const party = [
    t('stay.adults', { count: stay.adults }),
    ...(stay.children > 0 ? [t('stay.children', { count: stay.children })] : []),
  ].join(', ')
  return (
    <p className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="compare-stay">
      <span>
        {t('stay.summary', { nights: t('stay.nights', { count: stay.duration }), date: date(stay.arrivalDate), party })}
      </span>
      <Link to={search} className={cn('font-semibold text-primary underline', FOCUS)}>
        {t('stay.change')}
      </Link>
    </p>
  )
}

/** Remove: a post to the page's own action (without JavaScript too), named for its campsite. */
function RemoveButton({ column }: { column: CompareColumn }) {
  const { t } = useTranslation('compare')
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="siteId" value={column.id} />
      <button
        type="submit"
        aria-label={t('table.remove', { name: column.name })}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center rounded-button border border-line px-2 text-sm font-semibold text-ink hover:border-primary',
          FOCUS,
        )}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" />
        </svg>
        <span className="ml-1 hidden sm:inline">{t('table.remove-short')}</span>
      </button>
    </Form>
  )
}
