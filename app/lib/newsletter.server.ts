import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { NEWSLETTER_ANCHOR, NEWSLETTER_REFERENCE, isNewsletterThrottled, newsletterSchema } from './newsletter'
import { commitSession, flashToast, getSession, safeRedirect } from './session.server'
import { twentyFor } from './twenty.server'

/**
 * Footer newsletter signup, post/redirect/get: every outcome redirects back to the page the
 * visitor was on with a flash message, so the form behaves the same with and without JavaScript.
 * A rejected address is flashed back with its error so nothing typed is lost.
 */
export async function newsletterSignupAction(request: Request, context: AppLoadContext, now = Date.now()): Promise<Response> {
  const formData = await request.formData()
  const session = await getSession(request)
  const back = safeRedirect(formData.get('redirectTo'), context.storefront.link.prefix || '/')
  // A field error sends the visitor back to the form itself (#newsletter), where the message is.
  const redirectBack = async (anchor = '') =>
    redirect(`${back}${anchor}`, { headers: { 'Set-Cookie': await commitSession(session) } })

  const submission = parseWithZod(formData, { schema: newsletterSchema })
  if (submission.status !== 'success') {
    const email = formData.get('email')
    session.flash('newsletter', {
      email: typeof email === 'string' ? email.slice(0, 254) : '',
      errorKey: submission.error?.email?.[0] ?? 'validations.email',
    })
    return redirectBack(`#${NEWSLETTER_ANCHOR}`)
  }
  const { email } = submission.value

  if (isNewsletterThrottled(session.get('newsletterAcceptedAt'), now)) {
    session.flash('newsletter', { email, errorKey: '' })
    flashToast(session, 'info', 'toast-messages.newsletter-signup-throttled')
    return redirectBack()
  }

  try {
    await twentyFor(context).subscribeNewsletter({ email, reference: NEWSLETTER_REFERENCE })
    session.set('newsletterAcceptedAt', now)
    flashToast(session, 'success', 'toast-messages.newsletter-signup-success')
  } catch (error) {
    console.error('newsletter/subscribe failed:', (error as Error).message)
    session.flash('newsletter', { email, errorKey: '' })
    flashToast(session, 'error', 'toast-messages.newsletter-signup-fail')
  }
  return redirectBack()
}
