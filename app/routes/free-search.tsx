import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SimplePage } from '~/components/SimplePage'
import { pageMeta } from '~/lib/page-meta'
import { freeSearchPage } from '~/lib/simple-page.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return freeSearchPage(request, context)
}

export const meta = pageMeta

export default function FreeSearchPage() {
  const { heading, intro, breadcrumbs, query } = useLoaderData<typeof loader>()
  return <SimplePage heading={`${heading}: “${query}”`} intro={intro} breadcrumbs={breadcrumbs} />
}
