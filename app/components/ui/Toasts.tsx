import { useEffect, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify'
import toastStyles from 'react-toastify/dist/ReactToastify.css?url'
import { useHydrated } from '~/lib/hydrated'
import { BOX_RADIUS, cx } from './cx'

export { toast }

/**
 * react-toastify's stylesheet as a URL for root.tsx `links` (styles present before hydration).
 * The container also injects the same CSS at runtime, so toasts look right either way.
 */
export const toastStylesHref: string = toastStyles

export type FlashKind = 'success' | 'error' | 'info'

/** A one-time message carried across a redirect (post/redirect/get) in the session. */
export interface Flash {
  /** Unique per message, so a re-render does not toast it twice. */
  id: string
  kind: FlashKind
  message: string
}

// Theme the library's variables from the brand tokens. Progress colours are set too: the library
// derives them at :root, so overriding only the base colours would not reach them.
const THEME_VARIABLES = {
  '--toastify-font-family': 'var(--brand-font-body)',
  '--toastify-toast-bd-radius': 'min(var(--brand-radius), 0.75rem)',
  '--toastify-text-color-light': 'var(--brand-ink)',
  '--toastify-color-info': 'var(--brand-primary)',
  '--toastify-color-success': 'var(--brand-success)',
  '--toastify-color-error': '#b42318',
  '--toastify-icon-color-info': 'var(--brand-primary)',
  '--toastify-icon-color-success': 'var(--brand-success)',
  '--toastify-icon-color-error': '#b42318',
  '--toastify-color-progress-info': 'var(--brand-primary)',
  '--toastify-color-progress-success': 'var(--brand-success)',
  '--toastify-color-progress-error': '#b42318',
  '--toastify-toast-width': '360px',
} as CSSProperties

function CloseButton({ closeToast, label }: Pick<CloseButtonProps, 'closeToast'> & { label: string }) {
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation()
        closeToast(true)
      }}
      className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center self-start rounded-theme text-muted transition-colors duration-300 hover:bg-canvas hover:text-ink"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  )
}

/**
 * The one toast container (SPEC section 9): 5 s, bottom right, at most 20 at once, swipe away
 * at 60 % of the width. Mount once in root.tsx; call `toast.success(...)` anywhere.
 */
export function Toaster() {
  const { t } = useTranslation('ui')
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
      limit={20}
      draggable
      draggablePercent={60}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick={false}
      newestOnTop={false}
      aria-label={t('toast.region')}
      style={THEME_VARIABLES}
      closeButton={({ closeToast }) => <CloseButton closeToast={closeToast} label={t('toast.close')} />}
    />
  )
}

// Ids already toasted in this browser tab (survives remounts and StrictMode double effects).
const toastedFlashIds = new Set<string>()

const INLINE_STYLES: Record<FlashKind, string> = {
  success: 'border-success bg-[color-mix(in_srgb,var(--brand-success)_8%,white)]',
  info: 'border-primary bg-[color-mix(in_srgb,var(--brand-primary)_8%,white)]',
  error: 'border-[#b42318] bg-[#fef3f2]',
}

/**
 * Shows a flash message: rendered inline by the server (so it is seen without JavaScript), then,
 * once hydrated, handed to the toast container (once per id) and the inline box removed.
 */
export function FlashMessage({ flash, className }: { flash: Flash | null | undefined; className?: string }) {
  const hydrated = useHydrated()

  const id = flash?.id
  useEffect(() => {
    if (!flash || toastedFlashIds.has(flash.id)) return
    // Toast after the commit: the container may subscribe (or, under StrictMode and on a layout
    // switch, re-subscribe with an empty list) later in the same commit than this effect runs.
    const timer = setTimeout(() => {
      if (toastedFlashIds.has(flash.id)) return
      toastedFlashIds.add(flash.id)
      toast[flash.kind](flash.message, { toastId: flash.id })
    }, 0)
    return () => clearTimeout(timer)
    // Only a new id is a new message.
  }, [id])

  if (!flash || hydrated) return null
  return (
    <div
      role={flash.kind === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 border-l-4 px-4 py-3 text-base text-ink shadow-sm', BOX_RADIUS, INLINE_STYLES[flash.kind], className)}
    >
      {flash.message}
    </div>
  )
}
