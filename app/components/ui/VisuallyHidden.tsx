import type { ReactNode } from 'react'

/** Text for screen readers only (Tailwind's `sr-only`). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className="sr-only">
      {children}
    </span>
  )
}
