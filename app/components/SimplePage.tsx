import { useBreadcrumbs } from '~/lib/breadcrumbs'
import { Breadcrumbs } from './ui/Breadcrumbs'

/** Heading and breadcrumb of a page (the crumbs from the routes' handles); `children` holds the page body. */
export function SimplePage({
  heading,
  intro,
  children,
}: {
  heading: string
  intro?: string
  children?: React.ReactNode
}) {
  return (
    <article>
      <Breadcrumbs items={useBreadcrumbs()} />
      <h1 className="mt-3 mb-3 font-heading text-3xl font-bold md:text-4xl">{heading}</h1>
      {intro ? <p className="mb-6 max-w-2xl text-lg text-muted">{intro}</p> : null}
      {children}
    </article>
  )
}
