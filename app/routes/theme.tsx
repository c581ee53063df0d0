import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { PageIntro } from '~/components/PageIntro'
import { SiteSearchIsland } from '~/components/search/SiteSearchIsland'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { keepPageAfterFavourite } from '~/lib/favourites'
import { pageMeta } from '~/lib/page-meta'
import { loadThemePage } from './theme.server'

export const handle: RouteHandle = {
  i18n: ['search', 'compare', 'accessibility'],
  breadcrumb: pageCrumbs<{ heading: string }>('theme', (data) => data.heading),
}

export function loader(args: LoaderFunctionArgs) {
  return loadThemePage(args)
}

export const meta = pageMeta

/** A heart's post keeps the page's data: the heart knows its answer (lib/favourites.ts). */
export const shouldRevalidate = keepPageAfterFavourite

/** A theme: why to go, then its campsites with the usual filters, sort, paging and map. */
export default function ThemePage() {
  const data = useLoaderData<typeof loader>()
  return (
    <article>
      <PageIntro heading={data.heading} intro={data.intro} image={data.image}>
        <div className="mt-4 max-w-prose space-y-3 leading-relaxed">
          {data.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageIntro>
      <SiteSearchIsland data={data} label={data.heading} />
    </article>
  )
}

export const ErrorBoundary = PageErrorBoundary
