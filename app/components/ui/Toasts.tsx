import { useRouteLoaderData } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import { cn } from '~/lib/cn'
import type { RootLoaderData } from '~/lib/root-data'
import { notify, onNoticeWaiting, type Notice, type ToastKind } from './toast-queue'

export { notify, type Notice, type ToastKind } from './toast-queue'

const ToastContainerLazy = lazy(() => import('./ToastContainer'))

/** Mounted once in root.tsx; renders nothing until there is something to show. */
export function Toaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (onNoticeWaiting(() => setWanted(true))) setWanted(true)
    return () => {
      onNoticeWaiting(null)
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  ) : null
}

// Ids already shown in this browser tab (survives remounts and StrictMode double effects).
const shownIds = new Set<string>()

const INLINE_STYLES: Record<ToastKind, string> = {
  success: 'border-success bg-[color-mix(in_srgb,var(--brand-success)_8%,white)]',
  info: 'border-primary bg-[color-mix(in_srgb,var(--brand-primary)_8%,white)]',
  error: 'border-[#b42318] bg-[#fef3f2]',
}

/**
 * Shows a message: rendered inline by the server (so it is seen without JavaScript), then, once
 * hydrated, handed to the toast container (once per id) and the inline box removed.
 */
export function FlashMessage({ flash, className }: { flash: Notice | null | undefined; className?: string }) {
  const hydrated = useHydrated()
  const id = flash?.id
  useEffect(() => {
    if (!flash || shownIds.has(flash.id)) return
    shownIds.add(flash.id)
    notify(flash)
    // Only a new id is a new message.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [id])
  if (!flash || hydrated) return null
  return (
    <div
      role={flash.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'mb-4 flex items-start gap-3 border-l-4 px-4 py-3 text-base text-ink shadow-sm rounded-card',
        INLINE_STYLES[flash.kind],
        className,
      )}
    >
      {flash.message}
    </div>
  )
}

/** The toast the root loader took from the toast cookie, translated, as an inline message. */
export function RootFlashMessage() {
  const { t } = useTranslation('toasts')
  const toast = useRouteLoaderData<RootLoaderData>('root')?.toast
  return <FlashMessage flash={toast ? { id: toast.id, kind: toast.kind, message: t(toast.messageKey) } : null} />
}
