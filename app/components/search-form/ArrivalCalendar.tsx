import { DayPicker } from 'react-day-picker'
import { de, enGB, fr, it, nl } from 'react-day-picker/locale'
import type { Language } from '../../../market-config/markets'

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

/**
 * The arrival calendar (react-day-picker): one month, weeks from Monday, days before the first
 * bookable one (tomorrow) disabled, two years ahead. Loaded on first use of the form.
 */
export function ArrivalCalendar({ value, minDate, language, onSelect }: { value: string | null; minDate: string; language: Language; onSelect: (date: string) => void }) {
  const min = localDay(minDate)
  const selected = value ? localDay(value) : undefined
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      locale={LOCALES[language]}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? min}
      startMonth={min}
      endMonth={new Date(min.getFullYear() + 2, 11, 31)}
      disabled={{ before: min }}
      onSelect={(date) => date && onSelect(isoOf(date))}
      classNames={{
        root: 'relative text-ink',
        months: 'flex flex-col',
        month_caption: 'flex h-10 items-center px-1 font-heading font-bold capitalize',
        nav: 'absolute top-0 right-0 flex gap-1',
        button_previous: 'flex size-10 items-center justify-center rounded-control hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary',
        button_next: 'flex size-10 items-center justify-center rounded-control hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary',
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
      }}
    />
  )
}
