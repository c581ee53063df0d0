import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { Button } from './Button'
import { disabledItemAction, nextIndex, typeaheadIndex, type DropdownItem, type NavigationKey } from './dropdown-rules'
import { Modal } from './Modal'

export type { DropdownItem } from './dropdown-rules'

export interface DropdownProps {
  /** Visible label above the button (also part of its accessible name). */
  label: string
  /** Keep the label for screen readers only. */
  hideLabel?: boolean
  items: readonly DropdownItem[]
  /** Controlled value; pair with onChange. */
  value?: string | null
  /** Initial value when uncontrolled. */
  defaultValue?: string | null
  onChange?: (value: string, item: DropdownItem) => void
  /** Button text while nothing is selected. */
  placeholder?: string
  /** Submits the value in a surrounding form through a hidden input. */
  name?: string
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end'
  className?: string
}

const NAVIGATION_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End'] satisfies NavigationKey[]

/**
 * A select-like button opening a listbox (SPEC section 4): opens on click, closes on selection,
 * outside click and Escape; arrow keys, Home, End and type-ahead move between options. Choosing a
 * disabled item opens a modal with its `disabledModalDesc`, or does nothing without one.
 * For forms that must work without JavaScript, prefer SelectField.
 */
export function Dropdown({
  label,
  hideLabel = false,
  items,
  value: controlledValue,
  defaultValue = null,
  onChange,
  placeholder,
  name,
  align = 'start',
  className,
}: DropdownProps) {
  const { t } = useTranslation('ui')
  const id = useId()
  const labelId = `${id}-label`
  const buttonId = `${id}-button`
  const listId = `${id}-list`

  const [uncontrolledValue, setUncontrolledValue] = useState<string | null>(defaultValue)
  const value = controlledValue !== undefined ? controlledValue : uncontrolledValue
  const selectedIndex = items.findIndex((item) => item.value === value)
  const selected = items[selectedIndex]

  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const [explained, setExplained] = useState<DropdownItem | null>(null)

  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const optionRefs = useRef<Array<HTMLLIElement | null>>([])
  const typeahead = useRef<{ query: string; timer: ReturnType<typeof setTimeout> | undefined }>({
    query: '',
    timer: undefined,
  })

  // Move DOM focus to the active option whenever it changes while the list is open.
  useEffect(() => {
    if (open && activeIndex >= 0) optionRefs.current[activeIndex]?.focus()
  }, [open, activeIndex])

  // Close on a press anywhere outside the component (focus stays where the user put it).
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => () => clearTimeout(typeahead.current.timer), [])

  function openList(index: number) {
    setActiveIndex(Math.max(0, Math.min(index, items.length - 1)))
    setOpen(true)
  }

  function closeList({ focusButton }: { focusButton: boolean }) {
    setOpen(false)
    if (focusButton) buttonRef.current?.focus()
  }

  function choose(index: number) {
    const item = items[index]
    if (!item) return
    const action = disabledItemAction(item)
    if (action === 'ignore') return
    closeList({ focusButton: true })
    if (action === 'explain') {
      setExplained(item)
      return
    }
    if (controlledValue === undefined) setUncontrolledValue(item.value)
    if (item.value !== value) onChange?.(item.value, item)
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const fallback = event.key === 'ArrowDown' ? 0 : items.length - 1
      openList(selectedIndex >= 0 ? selectedIndex : fallback)
    }
  }

  function handleOptionKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number) {
    const { key } = event
    if (NAVIGATION_KEYS.includes(key)) {
      event.preventDefault()
      setActiveIndex(nextIndex(index, key as NavigationKey, items.length))
    } else if (key === 'Enter' || key === ' ') {
      // preventDefault also stops the key from "clicking" the button that receives focus next.
      event.preventDefault()
      choose(index)
    } else if (key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      closeList({ focusButton: true })
    } else if (key === 'Tab') {
      setOpen(false)
    } else if (key.length === 1 && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const state = typeahead.current
      clearTimeout(state.timer)
      state.query += key
      state.timer = setTimeout(() => (state.query = ''), 500)
      const match = typeaheadIndex(
        items.map((item) => item.label),
        state.query.length > 1 ? index - 1 : index,
        state.query,
      )
      if (match >= 0) setActiveIndex(match)
    }
  }

  return (
    <div ref={rootRef} className={cn('relative inline-flex min-w-56 flex-col', className)}>
      <span id={labelId} className={hideLabel ? 'sr-only' : 'mb-1.5 text-sm font-semibold text-ink'}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => (open ? closeList({ focusButton: false }) : openList(selectedIndex >= 0 ? selectedIndex : 0))}
        onKeyDown={handleButtonKeyDown}
        className={cn(
          'flex h-[50px] w-full items-center justify-between gap-3 rounded-control border bg-surface px-4 text-left text-base',
          'transition-colors duration-300 hover:border-primary',
          open ? 'border-primary' : 'border-muted/60',
        )}
      >
        <span className={cn('truncate', !selected && 'text-muted')}>
          {selected?.label ?? placeholder ?? t('dropdown.placeholder')}
        </span>
        <svg
          viewBox="0 0 20 20"
          className={cn('size-5 shrink-0 text-muted transition-transform duration-300', open && 'rotate-180')}
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>

      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className={cn(
            'absolute top-full z-30 mt-1.5 max-h-80 min-w-full overflow-y-auto overscroll-contain border border-line bg-surface py-1.5 shadow-xl',
            'animate-slide-in',
            'rounded-card',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item, index) => {
            const isSelected = index === selectedIndex
            return (
              <li
                key={item.value}
                id={`${id}-option-${index}`}
                ref={(element) => {
                  optionRefs.current[index] = element
                }}
                role="option"
                aria-selected={isSelected}
                aria-disabled={item.disabled || undefined}
                tabIndex={-1}
                onClick={() => choose(index)}
                onKeyDown={(event) => handleOptionKeyDown(event, index)}
                onMouseMove={() => {
                  if (activeIndex !== index) setActiveIndex(index)
                }}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-4 whitespace-nowrap px-4 py-2.5 text-base',
                  'outline-none focus:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2',
                  item.disabled ? 'cursor-not-allowed text-muted' : 'text-ink focus:text-on-secondary',
                  isSelected && 'font-semibold',
                )}
              >
                <span>{item.label}</span>
                {isSelected ? (
                  <svg
                    viewBox="0 0 20 20"
                    className="size-5 shrink-0 text-primary"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M4.5 10.5l3.5 3.5 7.5-8"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : item.disabled && item.disabledModalDesc ? (
                  <span className="text-xs font-normal">{t('dropdown.why-unavailable')}</span>
                ) : item.disabled ? (
                  <span className="text-xs font-normal">{t('dropdown.unavailable')}</span>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}

      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}

      <Modal
        open={explained !== null}
        onClose={() => setExplained(null)}
        title={explained ? t('dropdown.unavailable-title', { label: explained.label }) : ''}
        size="sm"
        closeOnOutsideClick
        footer={
          <Button size="sm" onClick={() => setExplained(null)}>
            {t('modal.ok')}
          </Button>
        }
      >
        <p className="text-base leading-relaxed">{explained?.disabledModalDesc}</p>
      </Modal>
    </div>
  )
}
