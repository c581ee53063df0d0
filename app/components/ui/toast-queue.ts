/*
 * The toast queue: notices wait here until the toast library (react-toastify, with its CSS) is
 * loaded, only when the first toast is shown: most pages never show one, and it would otherwise
 * weigh on every page's JavaScript. Toasts.tsx wakes the loader; ToastContainer.tsx attaches the
 * display. Its own module, so the lazily loaded container does not import the component that loads it.
 */
export type ToastKind = 'success' | 'error' | 'info'

/** A message for the visitor; `id` keeps one message from being shown twice. */
export interface Notice {
  id: string
  kind: ToastKind
  message: string
}

const pending: Notice[] = []
let wake: (() => void) | null = null

/** The loader's wake-up call while it waits (null: stop). Returns whether notices are already waiting. */
export function onNoticeWaiting(callback: (() => void) | null): boolean {
  wake = callback
  return pending.length > 0
}
/** Set by the loaded container: shows a notice at once. */
let show: ((notice: Notice) => void) | null = null

export function notify(notice: Notice): void {
  if (show) {
    show(notice)
    return
  }
  pending.push(notice)
  wake?.()
}

/** Called by the container once loaded: takes the queue and receives later notices directly. */
export function attachToastDisplay(display: (notice: Notice) => void): () => void {
  show = display
  pending.splice(0).forEach(display)
  return () => {
    if (show === display) show = null
  }
}
