import { Link } from '@remix-run/react'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

export interface TabItem {
  id: string
  label: ReactNode
  /** Panel content. With `getHref`, only the selected tab's content is rendered. */
  content?: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  /** Accessible name of the tab list ("Campsite information"). */
  label: string
  tabs: readonly TabItem[]
  /** Controlled selection; pair with onChange. */
  selectedId?: string
  /** Initial selection when uncontrolled (default: the first enabled tab). */
  defaultSelectedId?: string
  onChange?: (id: string) => void
  /**
   * Renders each tab as a link to this address, so switching works without JavaScript (the
   * route reads the tab from the URL and passes `selectedId`). Arrow keys then only move focus;
   * Enter follows the focused tab.
   */
  getHref?: (id: string) => string
  /** Extra props for link tabs, e.g. keep the scroll position. */
  linkOptions?: { preventScrollReset?: boolean; replace?: boolean }
  className?: string
  panelClassName?: string
}

/**
 * WAI-ARIA tabs: a tablist with a roving tabindex (only the selected tab is in the Tab order),
 * ArrowLeft / ArrowRight / Home / End move between tabs. Button tabs follow focus (automatic
 * activation); link tabs are activated with Enter (manual activation) because activating means
 * navigating.
 */
export function Tabs({
  label,
  tabs,
  selectedId: controlledId,
  defaultSelectedId,
  onChange,
  getHref,
  linkOptions = { preventScrollReset: true },
  className,
  panelClassName,
}: TabsProps) {
  const baseId = useId()
  const enabled = tabs.filter((tab) => !tab.disabled)
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? enabled[0]?.id)
  const selectedId = controlledId ?? uncontrolledId
  const tabRefs = useRef(new Map<string, HTMLElement>())

  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  function select(id: string) {
    if (controlledId === undefined) setUncontrolledId(id)
    if (id !== selectedId) onChange?.(id)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, currentId: string) {
    const index = enabled.findIndex((tab) => tab.id === currentId)
    let next: TabItem | undefined
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(index + 1) % enabled.length]
        break
      case 'ArrowLeft':
        next = enabled[(index - 1 + enabled.length) % enabled.length]
        break
      case 'Home':
        next = enabled[0]
        break
      case 'End':
        next = enabled[enabled.length - 1]
        break
      case ' ':
        // Space does not activate links natively; make link tabs behave like button tabs.
        if (getHref) {
          event.preventDefault()
          ;(event.currentTarget as HTMLAnchorElement).click()
        }
        return
      default:
        return
    }
    if (!next) return
    event.preventDefault()
    tabRefs.current.get(next.id)?.focus()
    if (!getHref) select(next.id)
  }

  const selectedTab = tabs.find((tab) => tab.id === selectedId)

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1 [scrollbar-width:thin]"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selectedId
          const common = {
            id: tabId(tab.id),
            role: 'tab',
            'aria-selected': isSelected,
            // Link tabs render only the selected panel; never point at a panel that is not there.
            'aria-controls': getHref && !isSelected ? undefined : panelId(tab.id),
            // Roving tabindex: Tab lands on the selected tab, arrows do the rest.
            tabIndex: isSelected ? 0 : -1,
            ref: (element: HTMLElement | null) => {
              if (element) tabRefs.current.set(tab.id, element)
              else tabRefs.current.delete(tab.id)
            },
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleKeyDown(event, tab.id),
            className: cn(
              '-mb-px inline-flex min-h-12 shrink-0 items-center whitespace-nowrap border-b-[3px] px-4 text-base font-semibold no-underline',
              'transition-colors duration-300 focus-visible:-outline-offset-[3px]',
              isSelected
                ? 'border-primary text-primary'
                : 'border-transparent text-muted hover:border-line hover:text-ink',
              tab.disabled && 'pointer-events-none opacity-50',
            ),
          } as const
          if (getHref && !tab.disabled) {
            return (
              <Link
                key={tab.id}
                {...common}
                to={getHref(tab.id)}
                preventScrollReset={linkOptions.preventScrollReset}
                replace={linkOptions.replace}
                onClick={() => select(tab.id)}
              >
                {tab.label}
              </Link>
            )
          }
          return (
            <button
              key={tab.id}
              {...common}
              type="button"
              disabled={tab.disabled}
              aria-disabled={tab.disabled || undefined}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {getHref
        ? selectedTab && (
            <div
              role="tabpanel"
              id={panelId(selectedTab.id)}
              aria-labelledby={tabId(selectedTab.id)}
              tabIndex={0}
              className={cn('pt-5', panelClassName)}
            >
              {selectedTab.content}
            </div>
          )
        : tabs.map((tab) => (
            <div
              key={tab.id}
              role="tabpanel"
              id={panelId(tab.id)}
              aria-labelledby={tabId(tab.id)}
              tabIndex={0}
              hidden={tab.id !== selectedId}
              className={cn('pt-5', panelClassName)}
            >
              {tab.content}
            </div>
          ))}
    </div>
  )
}
