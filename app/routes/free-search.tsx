import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SimplePage } from '~/components/SimplePage'
import { href } from '../../market-config/routes'
import { pageMeta } from '~/lib/page-meta'
import { simplePage } from '~/lib/simple-page.server'

/** Free-text search results; an empty search goes back to the front page (SPEC section 2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await simplePage(request, context, 'freeSearch')
  const query = new URL(request.url).searchParams.get('query')?.trim() ?? ''
  if (!query) throw redirect(href(context.storefront.link, 'home'))
  return { ...page, query }
}

export const meta = pageMeta

export default function FreeSearchPage() {
  const { heading, intro, breadcrumbs, query } = useLoaderData<typeof loader>()
  return (
    <SimplePage heading={`${heading}: “${query}”`} intro={intro} breadcrumbs={breadcrumbs} />
  )
}
