import { createContext, useContext, useState } from 'react'
import { DayButton, DayPicker, labelDayButton, type DayButtonProps } from 'react-day-picker'
import { de, enGB, fr, it, nl } from 'react-day-picker/locale'
import type { Language } from '../../../market-config/markets'
import type { ArrivalDayProblem } from '../../../twenty/contract'

/** date-fns locales with DayPicker's own labels ("Go to the next month") in each language. */
const LOCALES = { en: enGB, nl, de, fr, it } as const

/** `YYYY-MM-DD` as a local midnight, the day DayPicker shows. */
function localDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day)
}

function isoOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

const DAY = 'size-10 rounded-control text-center'

/** Why a day cannot be chosen, for the day buttons (a context: DayPicker's components must keep their identity). */
const ReasonOfDay = createContext<(date: Date) => string | undefined>(() => undefined)

/** A day button whose tooltip says why it cannot be chosen. */
function ReasonedDayButton(props: DayButtonProps) {
  const reasonOf = useContext(ReasonOfDay)
  return <DayButton {...props} title={reasonOf(props.day.date)} />
}

/** The first day from `from` on (within two years) that a stay can start on, if the rules know one. */
function firstArrival(from: Date, problemOf: (date: string) => ArrivalDayProblem | null | undefined): Date | undefined {
  for (let offset = 0; offset < 731; offset++) {
    const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset)
    const problem = problemOf(isoOf(day))
    if (problem === null || problem === undefined) return day
  }
  return undefined
}

/** Why each day of a month cannot be chosen, the reasons in the order they first occur. */
function reasonsOfMonth(
  month: Date,
  problemOf: (date: string) => ArrivalDayProblem | null | undefined,
): ArrivalDayProblem[] {
  const found: ArrivalDayProblem[] = []
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate()
  for (let day = 1; day <= last; day++) {
    const problem = problemOf(isoOf(new Date(month.getFullYear(), month.getMonth(), day)))
    if (problem && !found.includes(problem)) found.push(problem)
  }
  return found
}

/**
 * The arrival calendar (react-day-picker): one month, weeks from Monday, days before the first
 * bookable one (tomorrow) disabled, two years ahead. Days a stay cannot start on are disabled
 * too, each saying why to a pointer (its title) and to a screen reader (its name); under the month
 * the reasons of its crossed-out days are spelled out, for touch screens. Loaded on first use.
 */
export function ArrivalCalendar({
  value,
  minDate,
  language,
  problemOf,
  reasons,
  onSelect,
}: {
  value: string | null
  minDate: string
  language: Language
  /** Why a stay cannot start on a day (`YYYY-MM-DD`), or null/undefined when it can. */
  problemOf: (date: string) => ArrivalDayProblem | null | undefined
  reasons: Record<ArrivalDayProblem, string>
  onSelect: (date: string) => void
}) {
  const min = localDay(minDate)
  const selected = value ? localDay(value) : undefined
  // Without a chosen date the calendar opens on the first month a stay can start in (a winter
  // month of closed days would offer nothing, not even a day for the keyboard to start from).
  const [month, setMonth] = useState(() => selected ?? firstArrival(min, problemOf) ?? min)
  const locale = LOCALES[language]
  const reasonOf = (date: Date) => {
    const problem = problemOf(isoOf(date))
    return problem ? reasons[problem] : undefined
  }
  const baseLabel = locale.labels?.labelDayButton ?? labelDayButton
  const monthReasons = reasonsOfMonth(month, problemOf)
  return (
    <ReasonOfDay.Provider value={reasonOf}>
      <DayPicker
        mode="single"
        required
        // The calendar opens on the visitor's request (a button): focus moves into it, as in a dialog.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
        autoFocus
        locale={locale}
        weekStartsOn={1}
        selected={selected}
        month={month}
        onMonthChange={setMonth}
        startMonth={min}
        endMonth={new Date(min.getFullYear() + 2, 11, 31)}
        disabled={[{ before: min }, (date: Date) => reasonOf(date) !== undefined]}
        onSelect={(date) => date && onSelect(isoOf(date))}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const label = typeof baseLabel === 'function' ? baseLabel(date, modifiers, options, dateLib) : baseLabel
            const reason = reasonOf(date)
            return reason ? `${label}, ${reason}` : label
          },
        }}
        components={{ DayButton: ReasonedDayButton }}
        footer={
          monthReasons.length > 0 ? (
            <ul className="mt-2 flex max-w-72 flex-col gap-1 text-sm text-muted">
              {monthReasons.map((problem) => (
                <li key={problem}>
                  <span aria-hidden="true" className="line-through">
                    12
                  </span>{' '}
                  {reasons[problem]}
                </li>
              ))}
            </ul>
          ) : undefined
        }
        classNames={{
          root: 'relative text-ink',
          months: 'flex flex-col',
          month_caption: 'flex h-10 items-center px-1 font-heading font-bold capitalize',
          nav: 'absolute top-0 right-0 flex gap-1',
          button_previous:
            'flex size-10 items-center justify-center rounded-control hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary',
          button_next:
            'flex size-10 items-center justify-center rounded-control hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary',
          chevron: 'size-5 fill-current',
          month_grid: 'mt-2 border-collapse',
          weekdays: '',
          weekday: 'size-10 text-xs font-semibold text-muted capitalize',
          week: '',
          day: 'p-0',
          day_button: `${DAY} hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary`,
          selected: '[&>button]:bg-primary [&>button]:font-bold [&>button]:text-on-primary',
          today: '[&>button]:underline [&>button]:underline-offset-4',
          disabled: '[&>button]:cursor-not-allowed [&>button]:text-muted/60 [&>button]:line-through',
          outside: 'invisible',
          footer: 'mt-1',
        }}
      />
    </ReasonOfDay.Provider>
  )
}
