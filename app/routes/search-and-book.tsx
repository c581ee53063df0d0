import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { SiteSearchIsland } from '~/components/search/SiteSearchIsland'
import { Breadcrumbs } from '~/components/ui/Breadcrumbs'
import { pageCrumbs, type RouteHandle, useBreadcrumbs } from '~/lib/breadcrumbs'
import { keepPageAfterFavourite } from '~/lib/favourites'
import { pageMeta } from '~/lib/page-meta'
import { loadSearchAndBook } from './search-and-book.server'

export const handle: RouteHandle = {
  i18n: ['search', 'compare', 'accessibility'],
  // One module for search-and-book and /search: the heading says which.
  breadcrumb: pageCrumbs<{ heading: string }>('searchAndBook', (data) => data.heading),
}

export function loader(args: LoaderFunctionArgs) {
  return loadSearchAndBook(args)
}

/** Title, description and the canonical address of the search without filters or paging (set by the loader). */
export const meta = pageMeta

/** A heart's post keeps the page's data: the heart knows its answer (lib/favourites.ts). */
export const shouldRevalidate = keepPageAfterFavourite

export default function SearchAndBookPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <article>
      <Breadcrumbs items={useBreadcrumbs()} />
      <h1 className="mt-3 mb-2 font-heading text-3xl font-bold md:text-4xl">{data.heading}</h1>
      {data.intro ? <p className="mb-6 max-w-2xl text-lg text-muted">{data.intro}</p> : null}
      <SiteSearchIsland data={data} label={data.heading} />
    </article>
  )
}

export const ErrorBoundary = PageErrorBoundary
