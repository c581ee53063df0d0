import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Icon } from '~/components/Icon'
import { cn } from '~/lib/cn'

/**
 * The free-text search form (GET to free-search with `query`): header, mobile search panel and
 * the front page's hero use it, each with its own look.
 */
export function SearchBox({
  id,
  action,
  placeholder,
  look,
  className,
}: {
  id: string
  action: string
  placeholder: string
  /** header: input and button joined; hero: on a card, stacked on phones; panel: mobile panel. */
  look: 'header' | 'hero' | 'panel'
  className?: string
}) {
  const { t } = useTranslation()
  const joined = look !== 'hero'
  return (
    <Form method="get" action={action} role="search" className={className}>
      <label htmlFor={id} className={look === 'panel' ? 'mb-1 block text-sm text-muted' : 'sr-only'}>
        {t('header.search-label')}
      </label>
      <div className={cn('flex', look === 'hero' ? 'flex-col gap-2 sm:flex-row' : '')}>
        <input
          id={id}
          name="query"
          type="search"
          required
          minLength={2}
          placeholder={placeholder}
          className={cn(
            'h-[50px] w-full min-w-0 border border-line bg-surface px-4 text-base text-ink outline-none focus:border-primary sm:flex-1',
            joined ? 'flex-1 rounded-l-control border-r-0' : 'rounded-control',
          )}
        />
        <button
          type="submit"
          className={cn(
            'flex h-[50px] shrink-0 items-center justify-center gap-2 px-4 font-semibold',
            joined
              ? 'rounded-r-control bg-primary text-on-primary hover:bg-primary-hover'
              : 'rounded-button bg-alternative px-6 text-white hover:bg-alternative-hover',
          )}
        >
          <Icon name="search" />
          <span className={look === 'header' ? 'sr-only xl:not-sr-only' : undefined}>{t('header.search-submit')}</span>
        </button>
      </div>
    </Form>
  )
}
