import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { SimplePage } from '~/components/SimplePage'
import { href } from '../../market-config/routes'
import { requirePage } from '~/lib/page.server'
import { pageMeta } from '~/lib/page-meta'
import { simplePage } from '~/lib/simple-page.server'

/** Free-text search results; an empty search goes back to the front page (SPEC section 2). */
export function loader(args: LoaderFunctionArgs) {
  const storefront = requirePage(args, 'freeSearch')
  const query = new URL(args.request.url).searchParams.get('query')?.trim() ?? ''
  if (!query) throw redirect(href(storefront.link, 'home'))
  return { ...simplePage(args.context, 'freeSearch'), query }
}

export const meta = pageMeta

export default function FreeSearchPage() {
  const { heading, intro, breadcrumbs, query } = useLoaderData<typeof loader>()
  return <SimplePage heading={`${heading}: “${query}”`} intro={intro} breadcrumbs={breadcrumbs} />
}

export const ErrorBoundary = PageErrorBoundary
