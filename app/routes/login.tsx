import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LoginSteps } from '~/components/portal/LoginSteps'
import { SimplePage } from '~/components/SimplePage'
import type { I18nHandle } from '~/lib/i18n'
import { loginAction, loginLoader } from '~/lib/portal.server'
import { useStorefront } from '~/lib/storefront'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: I18nHandle = { i18n: ['portal'] }

/**
 * Portal sign-in: the nine steps of SPEC section 2, one at a time, the step in the URL. A
 * signed-in customer goes on to the page they asked for, or the profile. The action also signs out.
 */
export const loader = (args: LoaderFunctionArgs) => loginLoader(args)
export const action = (args: ActionFunctionArgs) => loginAction(args)

export default function LoginPage() {
  const page = useLoaderData<typeof loader>()
  const { link } = useStorefront()
  return (
    <SimplePage heading={page.heading} breadcrumbs={page.breadcrumbs}>
      <div className="max-w-lg">
        <LoginSteps
          link={link}
          step={page.step}
          email={page.email}
          hasToken={page.hasToken}
          redirectTo={page.redirectTo}
        />
      </div>
    </SimplePage>
  )
}
