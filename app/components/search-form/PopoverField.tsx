import { useId, type ReactNode } from 'react'
import { Icon } from '~/components/Icon'
import { cn } from '~/lib/cn'
import { CONTROL_ROW, LABEL, POPOVER } from './styles'
import type { usePopover } from './use-popover'

/**
 * A form field whose value is chosen in a panel (the arrival calendar, the party): a labelled
 * button that shows the value and opens a dialog under it. `hidden` are the form fields it writes.
 */
export function PopoverField({
  field,
  label,
  value,
  valueClassName,
  popover,
  dialogLabel,
  panelClassName,
  hidden,
  note,
  children,
}: {
  field: string
  label: string
  value: ReactNode
  valueClassName?: string
  popover: ReturnType<typeof usePopover>
  dialogLabel: string
  panelClassName: string
  hidden: ReactNode
  /** A remark on the chosen value (why it no longer fits), shown under the field and read with it. */
  note?: string | null
  children: ReactNode
}) {
  const id = useId()
  const labelId = `${id}-label`
  const shown = `${id}-value`
  const panelId = `${id}-panel`
  const noteId = `${id}-note`
  return (
    <div className="flex min-w-0 flex-col" ref={popover.containerRef}>
      <span id={labelId} className={LABEL}>
        {label}
      </span>
      <div className="relative">
        <button
          ref={popover.triggerRef}
          type="button"
          data-field={field}
          aria-labelledby={`${labelId} ${shown}`}
          aria-describedby={note ? noteId : undefined}
          aria-haspopup="dialog"
          aria-expanded={popover.open}
          aria-controls={panelId}
          onClick={popover.toggle}
          className={cn(CONTROL_ROW, 'gap-2 pr-10')}
        >
          <span id={shown} className={cn('truncate', valueClassName)}>
            {value}
          </span>
        </button>
        <Icon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
        />
        {hidden}
        {note ? (
          <p id={noteId} className="mt-1 text-sm font-semibold text-alternative">
            {note}
          </p>
        ) : null}
        {popover.open ? (
          // A non-modal dialog: Escape and Tab inside it close or move on (its onKeyDown).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
          <div
            id={panelId}
            role="dialog"
            aria-label={dialogLabel}
            className={cn(POPOVER, panelClassName)}
            onKeyDown={popover.onKeyDown}
          >
            {children}
          </div>
        ) : null}
      </div>
    </div>
  )
}
