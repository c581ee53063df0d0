import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { arrivalDaysQuery, arrivalProblem } from '~/lib/arrival-days'
import { cn } from '~/lib/cn'
import { dateFormat } from '~/lib/intl'
import { useStorefront } from '~/lib/storefront'
import { ARRIVAL_DAYS_PATH } from '../../../market-config/routes'
import type { ArrivalDayProblem, ArrivalDays } from '../../../twenty/contract'
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

/** Answers by destination and length, for this page view; a failed one is asked again next time. */
const rulesAsked = new Map<string, Promise<ArrivalDays | null>>()

/** The arrival days of a destination and stay length, from the storefront's resource route. */
function fetchArrivalDays(query: string): Promise<ArrivalDays | null> {
  let asked = rulesAsked.get(query)
  if (!asked) {
    asked = fetch(`/${ARRIVAL_DAYS_PATH}?${query}`, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<ArrivalDays>) : null))
      .catch(() => null)
      .then((rules) => {
        // Without rules the calendar offers every day and the search says what it refuses.
        if (!rules) rulesAsked.delete(query)
        return rules
      })
    rulesAsked.set(query, asked)
  }
  return asked
}

export interface ArrivalPlace {
  country: string | null
  area: string | null
  city: string | null
}

/**
 * The arrival date with JavaScript: a button that opens a calendar (weeks start on Monday, in the
 * market's language, nothing before tomorrow), writing `date` into a hidden field. Days a stay of
 * the chosen length cannot start on, at the chosen destination (or anywhere, without one), are
 * disabled and say why (issue 17); the rules come from `/arrival-days` when the calendar is first
 * opened, and again when the destination or the length changes.
 */
export function ArrivalField({
  value,
  minDate,
  onChange,
  place,
  duration,
}: {
  value: string | null
  minDate: string
  onChange: (date: string | null) => void
  place: ArrivalPlace | null
  duration: number
}) {
  const { t } = useTranslation('search-form')
  const { market } = useStorefront()
  const [loaded, setLoaded] = useState(calendar)
  const popover = usePopover()
  const dayFormat = dateFormat(market.languageTag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
  const query = arrivalDaysQuery(place ?? { country: null, area: null, city: null }, duration).toString()
  // The rules of the query they answer: another destination or length is not ruled by old ones.
  const [rules, setRules] = useState<{ query: string; days: ArrivalDays | null } | null>(null)
  const [used, setUsed] = useState(false)

  useEffect(() => {
    if (popover.open && !loaded) void preloadCalendar().then(setLoaded)
    if (popover.open) setUsed(true)
  }, [popover.open, loaded])

  useEffect(() => {
    if (!used && !value) return
    let current = true
    void fetchArrivalDays(query).then((days) => current && setRules({ query, days }))
    return () => {
      current = false
    }
  }, [query, used, value])

  const ruled = rules?.query === query ? rules.days : undefined
  const reasons: Record<ArrivalDayProblem, string> = {
    closed: t('arrival.closed'),
    arrivalDay: t('arrival.arrivalDay'),
    minimumStay: t('arrival.minimumStay', { count: duration }),
    wholeWeeks: t('arrival.wholeWeeks'),
  }
  const chosenProblem = value && ruled ? arrivalProblem(ruled, value) : null

  return (
    <PopoverField
      field="date"
      label={t('date')}
      value={value ? dayFormat.format(new Date(`${value}T12:00:00Z`)) : t('any-date')}
      valueClassName={value ? undefined : 'text-muted'}
      popover={popover}
      dialogLabel={t('calendar')}
      panelClassName="w-max min-w-72 max-w-[calc(100vw-2rem)]"
      hidden={<input type="hidden" name="date" value={value ?? ''} />}
      note={chosenProblem ? reasons[chosenProblem] : null}
    >
      {loaded && ruled !== undefined ? (
        <loaded.ArrivalCalendar
          value={value}
          minDate={minDate}
          language={market.language}
          problemOf={(date) => (ruled ? arrivalProblem(ruled, date) : null)}
          reasons={reasons}
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
          className={cn('mt-2 text-sm font-semibold text-primary underline', FOCUS)}
        >
          {t('clear-date')}
        </button>
      ) : null}
    </PopoverField>
  )
}
