import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { takeFormLimit } from '~/lib/form-limits.server'
import { NEWSLETTER_REFERENCE, isNewsletterThrottled, newsletterSchema } from '~/lib/newsletter'
import { redirectWithToast, safeRedirect } from '~/lib/session.server'
import { twentyFor } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'

/**
 * The newsletter signup: the footer form posts here from every page.
 * - A field error comes back as action data (`submission.reply()`, status 400): with JavaScript
 *   beside the footer field, without it on the newsletter page, with the typed address kept.
 * - Success and the 15 s throttle go back to the page the visitor was on, with a toast.
 * - An API failure keeps the address and says so (inline and as a toast).
 */
export async function newsletterSignupAction(
  { request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>,
  now = Date.now(),
) {
  const { storefront, session } = context
  const formData = await request.formData()
  const back = safeRedirect(formData.get('redirectTo'), href(storefront.link, 'home'))
  const submission = parseWithZod(formData, { schema: newsletterSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), toast: null }, { status: 400 })
  const { email } = submission.value

  if (isNewsletterThrottled(session.newsletterAcceptedAt, now)) {
    return redirectWithToast(session, back, { kind: 'info', messageKey: 'toast-messages.newsletter-signup-throttled' })
  }
  // Per client address, however the route was reached (`/newsletter.data` too; issue 16).
  const limit = await takeFormLimit(context, 'newsletter')
  if (limit.limited) {
    return data(
      { result: submission.reply({ formErrors: ['too-many-requests'] }), toast: 'too-many-requests' },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterS) } },
    )
  }
  try {
    await twentyFor(context).subscribeNewsletter({ email, reference: NEWSLETTER_REFERENCE })
  } catch (error) {
    // Answered (503 with the form kept); the failing call itself is counted by the API call metrics.
    console.warn('newsletter/subscribe failed:', error instanceof Error ? error.message : String(error))
    return data(
      {
        result: submission.reply({ formErrors: ['toast-messages.newsletter-signup-fail'] }),
        toast: 'toast-messages.newsletter-signup-fail',
      },
      { status: 503 },
    )
  }
  session.newsletterAcceptedAt = now
  // SPEC section 7's event, pushed to the dataLayer once by the page the visitor lands on.
  session.flashEvent('newsletter_signup')
  return redirectWithToast(session, back, { kind: 'success', messageKey: 'toast-messages.newsletter-signup-success' })
}

export type NewsletterActionData =
  Awaited<ReturnType<typeof newsletterSignupAction>> extends infer R ? (R extends { data: infer D } ? D : never) : never
