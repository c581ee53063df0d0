import { Link, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '~/components/ui/Button'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import { formatPrice } from '~/lib/format'
import { formatDay } from '~/lib/intl'
import { cellHref, type PriceGridView } from '~/lib/price-grid'
import { useStorefront } from '~/lib/storefront'

/**
 * Flexible dates (issue 24): the campsite's accommodations (rows) by the arrival days around the
 * asked one (columns), each cell the party's total for the same stay, a link that re-prices the
 * page for it. A real table: on a phone it scrolls sideways in its own region, the unit names kept
 * in view; the page itself does not. With JavaScript the asked day is scrolled into view.
 *
 * Closed until the visitor opens it (`?dates=flexible`, a link, so it works without JavaScript):
 * the grid is hundreds of priced links, asked for and rendered only for who wants them
 * (decision 039).
 */
export function FlexibleDates({
  grid,
  highlighted,
  flexibleDates,
  priced,
}: {
  grid: PriceGridView | null
  highlighted: number | null
  flexibleDates: { open: boolean; openHref: string; closeHref: string }
  /** The page has prices for the asked stay (the API took it): only then are other days offered. */
  priced: boolean
}) {
  const { t } = useTranslation('price-grid')
  const navigation = useNavigation()
  const location = useLocation()
  const opening =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).get('dates') === 'flexible' &&
    !flexibleDates.open
  // A stay the API refused has no prices to compare: the page already says why.
  if (!priced) return null
  if (!flexibleDates.open) {
    return (
      <section id="flexible-dates" aria-labelledby="flexible-dates-title" className="mb-10 scroll-mt-4">
        <FlexibleDatesTitle />
        <p className="mb-3 max-w-prose text-muted">{t('offer')}</p>
        <Link
          to={flexibleDates.openHref}
          preventScrollReset
          aria-busy={opening || undefined}
          className={cn(buttonClasses({ variant: 'secondary' }), FOCUS)}
        >
          {t('open')}
        </Link>
        <p role="status" className={cn('text-sm font-semibold', opening ? 'mt-2' : 'sr-only')}>
          {opening ? t('updating') : ''}
        </p>
      </section>
    )
  }
  return (
    <PriceGrid
      grid={grid}
      highlighted={highlighted}
      closeLink={
        <Link
          to={flexibleDates.closeHref}
          preventScrollReset
          className={cn('text-sm font-semibold text-primary underline underline-offset-2 rounded-control', FOCUS)}
        >
          {t('close')}
        </Link>
      }
    />
  )
}

function FlexibleDatesTitle({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('price-grid')
  return (
    <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id="flexible-dates-title" className="font-heading text-2xl font-bold">
        {t('title')}
      </h2>
      {action}
    </div>
  )
}

function PriceGrid({
  grid,
  highlighted,
  closeLink,
}: {
  grid: PriceGridView | null
  highlighted: number | null
  closeLink: ReactNode
}) {
  const { t } = useTranslation('price-grid')
  const { market } = useStorefront()
  const navigation = useNavigation()
  const location = useLocation()
  const region = useRef<HTMLDivElement>(null)
  const askedHeader = useRef<HTMLTableCellElement>(null)
  const rowHeader = useRef<HTMLTableCellElement>(null)
  const format = (options: Intl.DateTimeFormatOptions) => (iso: string) => formatDay(market.languageTag, iso, options)
  const weekday = format({ weekday: 'short' })
  const day = format({ day: 'numeric', month: 'short' })
  const longDate = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const money = (amount: number) => formatPrice(amount, grid?.currency ?? market.currency, market.currencyFormatterCode)
  const asked = grid?.dates.find((date) => date.asked)?.arrivalDate ?? null

  // The asked day's column in view, just right of the sticky names (left of it: earlier days).
  useEffect(() => {
    const scroller = region.current
    const header = askedHeader.current
    if (!scroller || !header) return
    scroller.scrollLeft = Math.max(0, header.offsetLeft - (rowHeader.current?.offsetWidth ?? 0) - header.offsetWidth)
  }, [asked])

  // A cell's link re-prices this page: while it loads, the grid says so.
  const updating = navigation.state === 'loading' && navigation.location.pathname === location.pathname

  const title = <FlexibleDatesTitle action={closeLink} />
  let empty: string | null = null
  if (!grid) empty = t('failed')
  else if (grid.rows.length === 0) empty = t('empty.party')
  else if (grid.dates.length === 0) empty = t('empty.dates', { count: grid.duration })
  if (!grid || empty) {
    return (
      <section id="flexible-dates" aria-labelledby="flexible-dates-title" className="mb-10 scroll-mt-4">
        {title}
        <p className="rounded-card border border-line bg-surface p-4">{empty}</p>
      </section>
    )
  }
  return (
    <section
      id="flexible-dates"
      aria-labelledby="flexible-dates-title"
      aria-describedby="flexible-dates-intro"
      className="mb-10 scroll-mt-4"
    >
      {title}
      <p id="flexible-dates-intro" className="mb-1 max-w-prose text-muted">
        {t('intro', {
          count: grid.duration,
          currency: t(`common:currency.${grid.currency}`),
        })}
      </p>
      <p className="mb-3 text-sm text-muted sm:hidden">{t('scroll-hint')}</p>
      <p role="status" className={cn('text-sm font-semibold', updating ? 'mb-2' : 'sr-only')}>
        {updating ? t('updating') : ''}
      </p>
      <div
        ref={region}
        role="region"
        aria-labelledby="flexible-dates-caption"
        aria-busy={updating || undefined}
        // w-0 min-w-full: the table's width never widens the page; the region takes the section's
        // width and scrolls. relative: the cells' screen-reader text (absolutely positioned) is
        // clipped by this region instead of stretching the page beyond the last column.
        // A region that scrolls sideways is reached by keyboard to scroll it (WCAG 2.1.1; axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        className={cn(
          'relative w-0 min-w-full overflow-x-auto overscroll-x-contain rounded-card border border-line bg-surface transition-opacity',
          updating && 'opacity-60',
          FOCUS,
        )}
      >
        <table className="border-separate border-spacing-0 text-sm">
          <caption id="flexible-dates-caption" className="sr-only">
            {t('caption', { count: grid.duration, currency: t(`common:currency.${grid.currency}`) })}
          </caption>
          <thead>
            <tr>
              <th
                ref={rowHeader}
                scope="col"
                className="sticky left-0 z-10 w-32 min-w-32 border-r border-b border-line bg-surface p-2 text-left align-bottom sm:w-48 sm:min-w-48"
              >
                {t('accommodation')}
              </th>
              {grid.dates.map((date) => (
                <th
                  key={date.arrivalDate}
                  ref={date.asked ? askedHeader : undefined}
                  scope="col"
                  className={cn(
                    'min-w-24 border-b border-line p-2 text-center align-bottom font-semibold whitespace-nowrap',
                    date.asked && 'bg-canvas',
                  )}
                >
                  <span className="sr-only">{t('arrival', { date: longDate(date.arrivalDate) })}</span>
                  <span aria-hidden="true" className="block text-xs font-normal text-muted">
                    {weekday(date.arrivalDate)}
                  </span>
                  <span aria-hidden="true" className="block">
                    {day(date.arrivalDate)}
                  </span>
                  {date.asked ? <span className="block text-xs text-primary">{t('your-date')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.id}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 w-32 min-w-32 border-r border-b border-line bg-surface p-2 text-left align-middle font-semibold leading-snug sm:w-48 sm:min-w-48"
                >
                  {row.name}
                </th>
                {row.cells.map((cell, index) => {
                  const column = grid.dates[index]!
                  const current = column.asked && row.id === highlighted
                  return (
                    <td
                      key={cell.arrivalDate}
                      className={cn('border-b border-line p-1 text-center align-middle', column.asked && 'bg-canvas')}
                    >
                      {cell.totalPrice !== null ? (
                        <Link
                          to={cellHref(row, cell.arrivalDate)}
                          aria-current={current ? 'true' : undefined}
                          className={cn(
                            'flex min-h-11 flex-col items-center justify-center rounded-control px-2 py-1 tabular-nums whitespace-nowrap text-primary underline-offset-2 hover:underline',
                            cell.cheapest && 'bg-success/15 font-bold text-ink',
                            current && 'ring-2 ring-primary',
                            FOCUS,
                          )}
                        >
                          <span className="sr-only">
                            {t('cell', { name: row.name, date: longDate(cell.arrivalDate) })}{' '}
                          </span>
                          <span data-testid="grid-price" data-amount={cell.totalPrice}>
                            {money(cell.totalPrice)}
                          </span>
                          {cell.cheapest ? (
                            <span className="text-xs font-semibold">
                              <span aria-hidden="true">★ </span>
                              {t('cheapest')}
                            </span>
                          ) : null}
                        </Link>
                      ) : (
                        <span className="flex min-h-11 items-center justify-center px-2 text-xs text-muted whitespace-nowrap">
                          {t('unavailable')}
                        </span>
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
