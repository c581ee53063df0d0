/**
 * The popups store (SPEC section 4): a list of open popups (menus, panels, notices) that any
 * component can add to or remove from. A popup with a `timeout` removes itself after that many
 * milliseconds; adding a popup whose id is already open replaces it and restarts its timer.
 *
 * A tiny external store for `useSyncExternalStore`. `createPopupStore()` holds the pure logic
 * (testable without React); the module-level functions use one default store per browser tab.
 */
import { useSyncExternalStore } from 'react'

export interface PopupInput {
  id: string
  /** Remove automatically after this many milliseconds (none, or <= 0: stays until removed). */
  timeout?: number
  /** Anything the popup needs to render. */
  [data: string]: unknown
}

export type Popup = Readonly<PopupInput>

export interface PopupStore {
  add(popup: PopupInput): void
  remove(id: string): void
  clear(): void
  getSnapshot(): readonly Popup[]
  subscribe(listener: () => void): () => void
}

export interface PopupTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const defaultTimers: PopupTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

const EMPTY: readonly Popup[] = Object.freeze([])

export function createPopupStore(timers: PopupTimers = defaultTimers): PopupStore {
  // A new array on every change, so the snapshot identity tells React something changed.
  let popups: readonly Popup[] = EMPTY
  const timersById = new Map<string, unknown>()
  const listeners = new Set<() => void>()

  function emit() {
    for (const listener of [...listeners]) listener()
  }

  function stopTimer(id: string) {
    if (!timersById.has(id)) return
    timers.clearTimeout(timersById.get(id))
    timersById.delete(id)
  }

  function remove(id: string) {
    stopTimer(id)
    if (!popups.some((popup) => popup.id === id)) return
    popups = popups.filter((popup) => popup.id !== id)
    emit()
  }

  return {
    add(input) {
      const popup: Popup = Object.freeze({ ...input })
      stopTimer(popup.id)
      const index = popups.findIndex((existing) => existing.id === popup.id)
      // Replacing keeps the popup's place in the list (no jump in stacked popups).
      popups = index >= 0 ? popups.map((existing, i) => (i === index ? popup : existing)) : [...popups, popup]
      if (popup.timeout !== undefined && Number.isFinite(popup.timeout) && popup.timeout > 0) {
        timersById.set(
          popup.id,
          timers.setTimeout(() => {
            timersById.delete(popup.id)
            remove(popup.id)
          }, popup.timeout),
        )
      }
      emit()
    },
    remove,
    clear() {
      for (const id of [...timersById.keys()]) stopTimer(id)
      if (popups.length === 0) return
      popups = EMPTY
      emit()
    },
    getSnapshot: () => popups,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The store of this browser tab. */
export const popupStore = createPopupStore()

// Popups are browser state: on the server a module-level store would leak between requests,
// so the plain functions do nothing there and the server snapshot is always empty.
const inBrowser = typeof document !== 'undefined'

export function addPopup(popup: PopupInput): void {
  if (inBrowser) popupStore.add(popup)
}
export function removePopup(id: string): void {
  popupStore.remove(id)
}
export function clearPopups(): void {
  popupStore.clear()
}
export function getPopups(): readonly Popup[] {
  return popupStore.getSnapshot()
}
export function subscribe(listener: () => void): () => void {
  return popupStore.subscribe(listener)
}

const getServerSnapshot = () => EMPTY

/** The open popups, re-rendering on every change. */
export function usePopups(): readonly Popup[] {
  return useSyncExternalStore(popupStore.subscribe, popupStore.getSnapshot, getServerSnapshot)
}

/** Whether the popup with this id is open (e.g. a mobile menu keyed by id). */
export function usePopupOpen(id: string): boolean {
  return useSyncExternalStore(
    popupStore.subscribe,
    () => popupStore.getSnapshot().some((popup) => popup.id === id),
    () => false,
  )
}
