import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SimplePage } from '~/components/SimplePage'
import { pageMeta } from '~/lib/page-meta'
import { pageKeyOfRequest, simplePage } from '~/lib/simple-page.server'

/** Heading and breadcrumb of the pages later slices build (see PLACEHOLDER in the route table). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return simplePage(request, context, pageKeyOfRequest(context))
}

export const meta = pageMeta

export default function PlaceholderPage() {
  const page = useLoaderData<typeof loader>()
  return <SimplePage heading={page.heading} intro={page.intro} breadcrumbs={page.breadcrumbs} />
}
