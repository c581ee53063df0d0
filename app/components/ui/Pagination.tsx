import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useClientSideLinks } from '~/lib/client-side-links'
import { cn } from '~/lib/cn'

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/**
 * The page numbers to show: always the first and last page, `siblings` pages either side of the
 * current one, and an ellipsis for each gap of two or more pages (a gap of one shows the page);
 * always the same number of items once there are more pages than fit.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return []
  const current = Math.min(Math.max(1, page), pageCount)
  // first + last + current + siblings + two ellipses
  const slots = siblings * 2 + 5
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1)

  // Window around the current page, shifted inwards near either end so the count stays fixed.
  const start = Math.max(Math.min(current - siblings, pageCount - siblings * 2 - 2), 3)
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), pageCount - 2)
  const items: PageItem[] = [1, start > 3 ? 'ellipsis-start' : 2]
  for (let p = start; p <= end; p++) items.push(p)
  items.push(end < pageCount - 2 ? 'ellipsis-end' : pageCount - 1, pageCount)
  return items
}

export interface PaginationProps {
  page: number
  pageCount: number
  /** Address of a page; page 1 is `getHref(1)` (the caller leaves `page=1` out of the URL). */
  getHref: (page: number) => string
  /** Accessible name of the navigation landmark (default "Pagination"). */
  label?: string
  siblings?: number
  className?: string
}

const ITEM = cn(
  'inline-flex h-11 min-w-10 items-center justify-center rounded-button px-2 text-base font-semibold no-underline sm:min-w-11 sm:px-3',
  'transition-colors duration-300',
)

/** Links between result pages; plain links, so it works without JavaScript. */
export function Pagination({ page, pageCount, getHref, label, siblings = 1, className }: PaginationProps) {
  const { t } = useTranslation('ui')
  // Plain anchors (two lists of up to nine each), made client-side navigations by one handler
  // on the landmark instead of a Remix Link's hooks each (decision 039).
  const followLink = useClientSideLinks()
  if (pageCount <= 1) return null
  const current = Math.min(Math.max(1, page), pageCount)

  const step = (target: number, text: string, icon: ReactNode, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <a href={getHref(target)} rel={rel} className={cn(ITEM, 'gap-1.5 text-primary hover:bg-secondary')}>
        {rel === 'prev' ? icon : null}
        <span className="max-sm:sr-only">{text}</span>
        {rel === 'next' ? icon : null}
      </a>
    ) : (
      <span aria-disabled="true" className={cn(ITEM, 'gap-1.5 cursor-not-allowed text-muted opacity-60')}>
        {rel === 'prev' ? icon : null}
        <span className="max-sm:sr-only">{text}</span>
        {rel === 'next' ? icon : null}
      </span>
    )

  const chevron = (direction: 'left' | 'right') => (
    <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 5l-5 5 5 5' : 'M7.5 5l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )

  const list = (items: PageItem[], className: string) => (
    <ul className={cn('flex-wrap items-center justify-center gap-1', className)}>
      <li>{step(current - 1, t('pagination.previous'), chevron('left'), 'prev', current > 1)}</li>
      {items.map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <a
              href={getHref(item)}
              aria-label={t('pagination.page', { page: item })}
              aria-current={item === current ? 'page' : undefined}
              className={cn(
                ITEM,
                item === current ? 'bg-primary text-on-primary' : 'text-ink hover:bg-secondary hover:text-on-secondary',
              )}
            >
              {item}
            </a>
          </li>
        ) : (
          <li key={item} aria-hidden="true" className="inline-flex h-11 min-w-6 items-center justify-center text-muted">
            …
          </li>
        ),
      )}
      <li>{step(current + 1, t('pagination.next'), chevron('right'), 'next', current < pageCount)}</li>
    </ul>
  )

  // Phones get a narrower window (no siblings) so the row fits 320px; the other list is
  // display:none, so assistive technology meets only one.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- delegation, see above
    <nav aria-label={label ?? t('pagination.label')} className={className} onClick={followLink}>
      {list(pageItems(current, pageCount, 0), 'flex sm:hidden')}
      {list(pageItems(current, pageCount, siblings), 'hidden sm:flex')}
    </nav>
  )
}
