import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { NewsletterPageIsland } from '~/components/layout/NewsletterPageIsland'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { loadChromeNavigation } from '~/lib/chrome.server'
import { pageMeta } from '~/lib/page-meta'
import { simplePage } from '~/lib/simple-page.server'
import { useStorefront } from '~/lib/storefront'
import { newsletterSignupAction } from './newsletter.server'

/** The newsletter page: the signup on its own, and where a signup without JavaScript shows its errors. */
export async function loader(args: LoaderFunctionArgs) {
  const navigation = await loadChromeNavigation(args.context)
  return { ...simplePage(args.context, 'newsletter'), offer: navigation?.navigation.footer.newsletter ?? null }
}

/** The footer's signup form posts here (newsletter.server.ts), on every page. */
export async function action(args: ActionFunctionArgs) {
  return newsletterSignupAction(args)
}

export const meta = pageMeta

/** The 429 over the signup limit keeps its Retry-After. */
export { keepRetryAfter as headers } from '~/lib/route-headers'

export const handle: RouteHandle = { breadcrumb: pageCrumbs('newsletter') }

export default function NewsletterPage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { link } = useStorefront()
  const back = actionData && 'result' in actionData ? actionData.result.initialValue?.redirectTo : undefined
  return (
    <SimplePage heading={page.heading}>
      <div className="max-w-md">
        <NewsletterPageIsland
          link={link}
          title={page.offer?.title ?? page.heading}
          text={page.offer?.text ?? page.intro}
          placement="page"
          lastResult={actionData && 'result' in actionData ? actionData.result : null}
          redirectTo={typeof back === 'string' ? back : undefined}
        />
      </div>
    </SimplePage>
  )
}

export const ErrorBoundary = PageErrorBoundary
