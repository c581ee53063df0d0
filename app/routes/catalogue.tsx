import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { SimplePage } from '~/components/SimplePage'
import { loadCataloguePage } from '~/lib/catalogue.server'
import { notFound } from '~/lib/page.server'
import { pageMeta } from '~/lib/page-meta'

/** Catalogue and tagged pages, resolved through the API; anything unknown is the 404 page. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadCataloguePage(context, params['*'])
}

/** No form posts here: a post to an unknown path is a 404, not a 405. */
export function action() {
  throw notFound()
}

export const meta = pageMeta

export default function CataloguePage() {
  const page = useLoaderData<typeof loader>()
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
