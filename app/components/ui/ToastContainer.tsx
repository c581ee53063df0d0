import { useEffect, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { ToastContainer as Container, toast, type CloseButtonProps } from 'react-toastify'
import { TOAST_SETTINGS } from '~/lib/toast-settings'
import { attachToastDisplay } from './toast-queue'

// Theme the library's variables from the brand tokens. Progress colours are set too: the library
// derives them at :root, so overriding only the base colours would not reach them.
const THEME_VARIABLES = {
  '--toastify-font-family': 'var(--brand-font-body)',
  '--toastify-toast-bd-radius': 'var(--brand-radius-card)',
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
      className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center self-start rounded-control text-muted transition-colors duration-300 hover:bg-canvas hover:text-ink"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  )
}

/** The one toast container, loaded on first use (see Toaster in Toasts.tsx). */
export default function ToastContainer() {
  const { t } = useTranslation('ui')
  // Attach after the commit: the container subscribes to the toast store in its own effect.
  useEffect(() => {
    let detach: (() => void) | undefined
    const timer = setTimeout(() => {
      detach = attachToastDisplay((notice) => toast[notice.kind](notice.message, { toastId: notice.id }))
    }, 0)
    return () => {
      clearTimeout(timer)
      detach?.()
    }
  }, [])
  return (
    <Container
      {...TOAST_SETTINGS}
      draggable
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
