import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../ui/cx'
import { useStorefront } from '../../lib/storefront'
import { PopoverField } from './PopoverField'
import { FOCUS } from './styles'
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
  const [loaded, setLoaded] = useState(calendar)
  const popover = usePopover()
  const dayFormat = new Intl.DateTimeFormat(market.languageTag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })

  useEffect(() => {
    if (popover.open && !loaded) void preloadCalendar().then(setLoaded)
  }, [popover.open, loaded])

  return (
    <PopoverField
      field="date"
      label={t('date')}
      value={value ? dayFormat.format(new Date(`${value}T12:00:00Z`)) : t('any-date')}
      valueClassName={value ? undefined : 'text-muted'}
      popover={popover}
      dialogLabel={t('calendar')}
      panelClassName="w-max min-w-72"
      hidden={<input type="hidden" name="date" value={value ?? ''} />}
    >
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
    </PopoverField>
  )
}
