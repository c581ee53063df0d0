import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LoginStepsIsland } from '~/components/portal/LoginStepsIsland'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { takeFormLimit } from '~/lib/form-limits.server'
import { loginIntentSchema, parseLoginStep, STEPS_WITH_EMAIL } from '~/lib/portal'
import { safeRedirect } from '~/lib/session.server'
import { simplePage } from '~/lib/simple-page.server'
import { useStorefront } from '~/lib/storefront'
import { href } from '../../market-config/routes'
import { failure, loginHref, loginStep, mailLinkUsable, signOut } from './login.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = { i18n: ['portal'], breadcrumb: pageCrumbs('login') }

/**
 * Portal sign-in: the nine steps of SPEC section 2, one at a time, the step in the URL. A
 * signed-in customer goes on to the page they asked for, or the profile.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, storefront } = context
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo')
  if (session.token) throw redirect(safeRedirect(redirectTo, href(storefront.link, 'profile')))
  const step = parseLoginStep(url.searchParams.get('step'))
  // A mail link's token moves into the session and out of the address bar (history, Referer).
  // A link that can no longer set a password says so at once, not after the form is filled in.
  const token = url.searchParams.get('token')
  if (token !== null) {
    const usable = /^[\w-]{20,200}$/.test(token) && (await mailLinkUsable(context, token))
    session.resetToken = usable ? token : undefined
    throw redirect(loginHref(context, usable ? step : 'reset-password', redirectTo))
  }
  if (STEPS_WITH_EMAIL.has(step) && !session.loginEmail) throw redirect(loginHref(context, 'sign-in', redirectTo))
  return {
    ...simplePage(context, 'login'),
    step,
    email: session.loginEmail ?? '',
    // create-password with a link's token sets the password; without one it is the sign-up form.
    hasToken: Boolean(session.resetToken),
    redirectTo: safeRedirect(redirectTo, ''),
  }
}

/** The 429 over the sign-in limit and the 503 of a sign-in the API shed keep their Retry-After. */
export { keepRetryAfter as headers } from '~/lib/route-headers'

/** Every step posts here with its `intent` (login.server.ts); `sign-out` signs out. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginIntentSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), toast: null }, { status: 400 })
  const value = submission.value
  if (value.intent === 'sign-out') return signOut(context)
  // Every sign-in, sign-up and reset post of this client, however the route was reached (issue 16).
  const limit = await takeFormLimit(context, 'sign-in')
  if (limit.limited)
    return failure(submission, 'too-many-requests', {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterS) },
    })
  // A filled honeypot is a robot: it gets the form back and nothing happens.
  if ('website' in value && value.website) return data({ result: submission.reply(), toast: null }, { status: 400 })
  return loginStep(context, submission, value)
}

export default function LoginPage() {
  const page = useLoaderData<typeof loader>()
  const { link } = useStorefront()
  return (
    <SimplePage heading={page.heading}>
      <div className="max-w-lg">
        <LoginStepsIsland
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
