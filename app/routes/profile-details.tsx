import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PersonalDetailsIsland } from '~/components/portal/PersonalDetailsIsland'
import { SimplePage } from '~/components/SimplePage'
import { addressFormLists } from '~/lib/address-lists.server'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { simplePage } from '~/lib/simple-page.server'
import { serverToday } from '~/lib/site-search.server'
import { saveSection } from './profile-details.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = { i18n: ['account'], breadcrumb: pageCrumbs('profileDetails') }

/**
 * Personal details (`/profile/details`, SPEC section 2; page type personal_details): the account's
 * four sections, each its own form. The customer and their details come from the portal layout
 * (`useCustomer()`, loaded once per page); this loader only adds the form's lists.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const lists = await addressFormLists(context)
  return { ...simplePage(context, 'profileDetails'), ...lists, today: serverToday() }
}

/** Every section posts here with its `intent` (profile-details.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return saveSection(request, context, await request.formData())
}

export default function ProfileDetailsPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  return (
    <SimplePage heading={page.heading} intro={page.intro}>
      <PersonalDetailsIsland countries={page.countries} prefixes={page.prefixes} today={page.today} reply={reply} />
    </SimplePage>
  )
}
