import type { ReactNode } from 'react'

/** A titled panel of the checkout and the confirmation. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-panel border border-line bg-surface p-4 md:p-6">
      <h2 id={id} className="mb-4 font-heading text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
