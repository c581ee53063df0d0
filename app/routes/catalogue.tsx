import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CampsitePageIsland } from '~/components/campsite/CampsitePageIsland'
import { CatalogueListing } from '~/components/catalogue/CatalogueListing'
import { ContactPanelIsland } from '~/components/contact/ContactPanelIsland'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { SimplePage } from '~/components/SimplePage'
import type { Crumb, RouteHandle } from '~/lib/breadcrumbs'
import { keepPageAfterFavourite } from '~/lib/favourites'
import { pageMeta } from '~/lib/page-meta'
import { loadCataloguePage } from './catalogue.server'
import { contactAction } from './contact.server'

/** Listing pages show campsite results (`search`); campsite pages their own texts (`site`). */
export const handle: RouteHandle = {
  i18n: ['search', 'site', 'price-grid', 'compare', 'accessibility'],
  // The places down to this page, from the API's resolution.
  breadcrumb: (data: { trail: Crumb[] }) => data.trail,
}

export function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadCataloguePage(context, params['*'], request.url)
}

/** The one form on these pages is the contact page's; a post to any other path is a 404, not a 405. */
export function action(args: ActionFunctionArgs) {
  return contactAction(args)
}

export const meta = pageMeta

/** The contact form's 429 over its limit keeps its Retry-After. */
export { keepRetryAfter as headers } from '~/lib/route-headers'

/** A heart's post keeps the page's data: the heart knows its answer (lib/favourites.ts). */
export const shouldRevalidate = keepPageAfterFavourite

export default function CataloguePage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (page.kind === 'listing') return <CatalogueListing data={page} />
  if (page.kind === 'site') return <CampsitePageIsland data={page} />
  return (
    <SimplePage heading={page.heading} intro={page.intro}>
      {page.body.length > 0 ? (
        <div className="max-w-prose space-y-4 leading-relaxed">
          {page.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {'contact' in page && page.contact ? (
        <ContactPanelIsland
          details={page.contact}
          lastResult={actionData && 'result' in actionData ? actionData.result : null}
        />
      ) : null}
    </SimplePage>
  )
}

export const ErrorBoundary = PageErrorBoundary
