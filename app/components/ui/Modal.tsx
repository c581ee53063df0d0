import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'

export interface ModalProps {
  open: boolean
  /** Called on Escape, on the close button, and on a backdrop click when allowed. */
  onClose: () => void
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode
  children?: ReactNode
  /** Action row under the content (buttons). */
  footer?: ReactNode
  /** Close when the backdrop (outside the panel) is clicked. Off by default. */
  closeOnOutsideClick?: boolean
  /** Panel width from md up; below md the modal is a full-width bottom drawer. */
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

const WIDTHS = { sm: 'md:w-[28rem]', md: 'md:w-[36rem]', lg: 'md:w-[48rem]' } as const

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
  )
}

/**
 * A modal dialog on the native `<dialog>` (showModal gives the top layer, inert background and
 * Escape). Controlled: the parent owns `open`. Centred from md up, a bottom drawer below md
 * (SPEC section 9). Focus returns to whatever had it before opening.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnOutsideClick = false,
  size = 'md',
  className,
}: ModalProps) {
  const { t } = useTranslation('ui')
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const pressStartedOnBackdrop = useRef(false)
  // Latest callback without re-running the open/close effect when the parent re-renders.
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const openRef = useRef(open)
  openRef.current = open

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      // Stop the page behind from scrolling while the modal is up.
      const root = document.documentElement
      const previousOverflow = root.style.overflow
      root.style.overflow = 'hidden'
      return () => {
        root.style.overflow = previousOverflow
        if (dialog.open) dialog.close()
        const opener = openerRef.current
        openerRef.current = null
        if (opener?.isConnected) opener.focus({ preventScroll: true })
      }
    }
    return undefined
  }, [open])

  // Chrome closes a dialog on a second Escape even when `cancel` was prevented; keep the
  // parent's state in step whenever the browser closed it on its own.
  function handleNativeClose() {
    if (openRef.current) onCloseRef.current()
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault()
    onCloseRef.current()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return
    // The native dialog lets Tab leave for the browser chrome; keep it cycling inside.
    const items = focusableIn(dialogRef.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // A click whose press and release both land on the dialog element itself hit the backdrop
  // (the panel fills the dialog box), so text selection that ends outside does not close it.
  function handleMouseDown(event: MouseEvent<HTMLDialogElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    const onBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget
    pressStartedOnBackdrop.current = false
    if (onBackdrop && closeOnOutsideClick) onCloseRef.current()
  }

  return (
    // The native dialog: Escape, focus trap keys and a click on the backdrop close it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
      className={cn(
        'overflow-visible bg-transparent p-0 text-ink',
        'backdrop:bg-[rgb(15_23_42/0.55)] backdrop:animate-fade-in motion-reduce:backdrop:animate-none',
        // Below md: a drawer glued to the bottom edge.
        'mx-0 mt-auto mb-0 w-full max-w-full',
        // md and up: centred panel.
        'md:m-auto md:max-w-[calc(100%-2rem)]',
        WIDTHS[size],
        // Entry motion via @starting-style; the global reduced-motion rule shortens it to nothing.
        'transition-[translate,opacity] duration-300 ease-out',
        'starting:open:translate-y-full md:starting:open:translate-y-3 md:starting:open:opacity-0',
      )}
    >
      {open ? (
        <div
          className={cn(
            'flex max-h-[85dvh] flex-col bg-surface shadow-2xl md:max-h-[calc(100dvh-4rem)]',
            'rounded-t-panel md:rounded-panel',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
            <h2 id={titleId} className="pt-1 font-heading text-xl font-semibold leading-snug">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-button text-muted transition-colors duration-300 hover:bg-canvas hover:text-ink"
            >
              <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{t('modal.close')}</span>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5 md:px-6">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4 md:px-6">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
