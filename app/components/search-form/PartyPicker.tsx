import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { FORM_MAX_ADULTS } from '~/lib/search-form'
import { MAX_CHILD_AGE, MAX_CHILDREN, type Party } from '~/lib/search-params'
import { PopoverField } from './PopoverField'
import { CONTROL, FOCUS, LABEL } from './styles'
import { usePopover } from './use-popover'

/** A new child's age until the visitor chooses one (the age select shows it). */
const NEW_CHILD_AGE = 0

/**
 * The party with JavaScript: a button that opens a panel with adults and children steppers and an
 * age select per child, writing `adults` and one `children` field per child.
 */
export function PartyPicker({ party, onChange }: { party: Party; onChange: (party: Party) => void }) {
  const { t } = useTranslation('search-form')
  const id = useId()
  const popover = usePopover()
  const summary = [
    t('adult-count', { count: party.adults }),
    party.children.length ? t('child-count', { count: party.children.length }) : null,
  ]
    .filter(Boolean)
    .join(', ')
  const ages = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => (
    <option key={age} value={age}>
      {t('years', { count: age })}
    </option>
  ))

  return (
    <PopoverField
      field="party"
      label={t('party')}
      value={summary}
      popover={popover}
      dialogLabel={t('party')}
      panelClassName="w-full min-w-72 lg:right-0 lg:left-auto"
      hidden={
        <>
          <input type="hidden" name="adults" value={party.adults} />
          {party.children.map((age, index) => (
            <input key={index} type="hidden" name="children" value={age} />
          ))}
        </>
      }
    >
      <Stepper
        label={t('adults')}
        value={party.adults}
        min={1}
        max={FORM_MAX_ADULTS}
        fewer={t('fewer-adults')}
        more={t('more-adults')}
        onChange={(adults) => onChange({ ...party, adults })}
      />
      <Stepper
        label={t('children')}
        value={party.children.length}
        min={0}
        max={MAX_CHILDREN}
        fewer={t('fewer-children')}
        more={t('more-children')}
        onChange={(count) =>
          onChange({
            ...party,
            children:
              count > party.children.length ? [...party.children, NEW_CHILD_AGE] : party.children.slice(0, count),
          })
        }
      />
      {party.children.length ? (
        <div className="mt-3 grid gap-2">
          {party.children.map((age, index) => (
            <div key={index} className="flex flex-col">
              <label htmlFor={`${id}-child-${index}`} className={LABEL}>
                {t('child-age', { number: index + 1 })}
              </label>
              <select
                id={`${id}-child-${index}`}
                value={age}
                onChange={(event) =>
                  onChange({
                    ...party,
                    children: party.children.map((old, i) => (i === index ? Number(event.target.value) : old)),
                  })
                }
                className={cn(CONTROL, 'h-11')}
              >
                {ages}
              </select>
            </div>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => popover.close()}
        className={cn(
          'mt-4 h-11 w-full rounded-button bg-primary font-semibold text-on-primary hover:bg-primary-hover',
          FOCUS,
        )}
      >
        {t('done')}
      </button>
    </PopoverField>
  )
}

function Stepper({
  label,
  value,
  min,
  max,
  fewer,
  more,
  onChange,
}: {
  label: string
  value: number
  min: number
  max: number
  fewer: string
  more: string
  onChange: (value: number) => void
}) {
  const id = useId()
  // aria-disabled, not disabled: a button at its limit keeps the keyboard focus.
  const button = cn(
    'flex size-10 items-center justify-center rounded-full border border-muted/60 text-xl font-bold hover:border-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
    FOCUS,
  )
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center justify-between gap-4 py-2">
      <span id={`${id}-label`} className="font-semibold">
        {label}
      </span>
      <span className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          aria-label={fewer}
          aria-disabled={value <= min}
          onClick={() => value > min && onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" aria-label={label} className="w-6 text-center text-lg font-semibold">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={more}
          aria-disabled={value >= max}
          onClick={() => value < max && onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
    </div>
  )
}
