import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

/**
 * A panel opened by a button: Escape closes it and puts focus back on the button; a click or
 * focus outside closes it and leaves focus where the visitor put it.
 */
export function usePopover() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)

  const close = useCallback((returnFocus = true) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      const target = event.target as Node | null
      if (target && !containerRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('focusin', outside)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('focusin', outside)
    }
  }, [open])

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      close()
    },
    [close],
  )

  return { open, toggle: () => setOpen((value) => !value), close, containerRef, triggerRef, onKeyDown }
}
