import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'

export interface BreadcrumbItem {
  label: string
  /** Omit for the current page (and for steps that have no page of their own). */
  to?: string
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[]
  /** Accessible name of the navigation landmark (default "Breadcrumbs"). */
  label?: string
  className?: string
}

/** Where the page sits in the catalogue: an ordered list of links, the last one the current page. */
export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  const { t } = useTranslation('ui')
  if (items.length === 0) return null
  return (
    <nav aria-label={label ?? t('breadcrumbs.label')} className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {items.map((item, index) => {
          const isLast = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-muted" aria-hidden="true" focusable="false">
                  <path
                    d="M7.5 5l5 5-5 5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
              {isLast ? (
                <span aria-current="page" className="truncate font-semibold text-ink">
                  {item.label}
                </span>
              ) : item.to ? (
                <Link
                  to={item.to}
                  className={cn(
                    'truncate rounded-sm text-muted underline decoration-transparent underline-offset-4',
                    'transition-colors duration-300 hover:text-primary hover:decoration-current',
                  )}
                >
                  {item.label}
                </Link>
              ) : (
                <span className="truncate text-muted">{item.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
