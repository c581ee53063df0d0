import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon'
import { cx } from '../ui/cx'
import { useStorefront } from '../../lib/storefront'
import { CONTROL_ROW, FOCUS, LABEL, POPOVER } from './styles'
import { usePopover } from './use-popover'

type CalendarModule = typeof import('./ArrivalCalendar')
let calendar: CalendarModule | undefined
let calendarLoading: Promise<CalendarModule | undefined> | undefined

/** react-day-picker and the date-fns locales: fetched when the visitor first uses the form. */
export function preloadCalendar(): Promise<CalendarModule | undefined> {
  calendarLoading ??= import('./ArrivalCalendar').then(
    (loaded) => (calendar = loaded),
    () => {
      // Offline: the next opening tries again.
      calendarLoading = undefined
      return undefined
    },
  )
  return calendarLoading
}

/**
 * The arrival date with JavaScript: a button that opens a calendar (weeks start on Monday, in the
 * market's language, nothing before tomorrow), writing `date` into a hidden field.
 */
export function ArrivalField({ value, minDate, onChange }: { value: string | null; minDate: string; onChange: (date: string | null) => void }) {
  const { t } = useTranslation('search-form')
  const { market } = useStorefront()
  const id = useId()
  const [loaded, setLoaded] = useState(calendar)
  const popover = usePopover()
  const label = `${id}-label`
  const shown = `${id}-value`
  const panelId = `${id}-panel`
  const dayFormat = new Intl.DateTimeFormat(market.languageTag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })

  useEffect(() => {
    if (popover.open && !loaded) void preloadCalendar().then(setLoaded)
  }, [popover.open, loaded])

  return (
    <div className="flex min-w-0 flex-col" ref={popover.containerRef}>
      <span id={label} className={LABEL}>
        {t('date')}
      </span>
      <div className="relative">
        <button
          ref={popover.triggerRef}
          type="button"
          data-field="date"
          aria-labelledby={`${label} ${shown}`}
          aria-haspopup="dialog"
          aria-expanded={popover.open}
          aria-controls={panelId}
          onClick={popover.toggle}
          className={cx(CONTROL_ROW, 'gap-2 pr-10')}
        >
          <span id={shown} className={cx('truncate', value ? '' : 'text-muted')}>
            {value ? dayFormat.format(new Date(`${value}T12:00:00Z`)) : t('any-date')}
          </span>
        </button>
        <Icon name="chevron-down" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
        <input type="hidden" name="date" value={value ?? ''} />
        {popover.open ? (
          <div id={panelId} role="dialog" aria-label={t('calendar')} className={cx(POPOVER, 'w-max min-w-72')} onKeyDown={popover.onKeyDown}>
            {loaded ? (
              <loaded.ArrivalCalendar
                value={value}
                minDate={minDate}
                language={market.language}
                onSelect={(date) => {
                  onChange(date)
                  popover.close()
                }}
              />
            ) : (
              <p className="p-4 text-sm text-muted">…</p>
            )}
            {value ? (
              <button
                type="button"
                onClick={() => {
                  onChange(null)
                  popover.close()
                }}
                className={cx('mt-2 text-sm font-semibold text-primary underline', FOCUS)}
              >
                {t('clear-date')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
