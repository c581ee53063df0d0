import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { CampsitePage } from '~/components/campsite/CampsitePage'
import { CatalogueListing } from '~/components/catalogue/CatalogueListing'
import { SimplePage } from '~/components/SimplePage'
import type { I18nHandle } from '~/lib/i18n'
import { notFound } from '~/lib/page.server'
import { pageMeta } from '~/lib/page-meta'
import type { CatalogueListingData } from './catalogue-listing.server'
import type { CampsitePageData } from './catalogue-site.server'
import { loadCataloguePage } from './catalogue.server'

/** Listing pages show campsite results (`search`); campsite pages their own texts (`site`). */
export const handle: I18nHandle = { i18n: ['search', 'site'] }

export function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadCataloguePage(context, params['*'], request.url)
}

/** No form posts here: a post to an unknown path is a 404, not a 405. */
export function action() {
  throw notFound()
}

export const meta = pageMeta

export default function CataloguePage() {
  const page = useLoaderData<typeof loader>()
  if (page.kind === 'listing') return <CatalogueListing data={page as unknown as CatalogueListingData} />
  if (page.kind === 'site') return <CampsitePage data={page as unknown as CampsitePageData} />
  return (
    <SimplePage heading={page.heading} intro={page.intro} breadcrumbs={page.breadcrumbs}>
      {page.body.length > 0 ? (
        <div className="max-w-prose space-y-4 leading-relaxed">
          {page.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
    </SimplePage>
  )
}

export const ErrorBoundary = PageErrorBoundary
