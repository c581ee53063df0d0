/**
 * The contact page's form (issue 17). The contact page is a tagged page (`/contact`, `/kontakt`,
 * `/info/contact`: the catalogue splat), so the splat's action serves it: a post to the contact
 * page's path sends the message to customer service (the API writes it to the outbox), any other
 * path is a 404. Works without JavaScript: errors come back as conform's reply, success is a
 * redirect to the same page with a toast. Posts are limited per client address, taken here so
 * that every URL of the route counts (app/lib/form-limits.server.ts, issue 16), on top of every
 * form's limit.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { contactFormSchema } from '~/lib/contact'
import { takeFormLimit } from '~/lib/form-limits.server'
import { notFound, requireStorefront } from '~/lib/page.server'
import { redirectWithToast } from '~/lib/session.server'
import { pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'
import { catalogueHref } from '../../market-config/routes'

export async function contactAction({ request, context, params }: ActionFunctionArgs) {
  requireStorefront(context)
  const splat = params['*'] ?? ''
  const resolution = await twentyFor(context)
    .resolveCatalogue(splat)
    .catch((error: unknown) =>
      error instanceof TwentyApiError && error.status === 404 ? null : pageLoadFailure(error),
    )
  if (!resolution || resolution.type !== 'taggedPage' || resolution.page.key !== 'contact') throw notFound()
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: contactFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const limit = await takeFormLimit(context, 'contact')
  if (limit.limited) {
    return data(
      { result: submission.reply({ formErrors: ['contact.errors.too-many'] }) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterS) } },
    )
  }
  const { website, bookingRef, ...message } = submission.value
  const here = catalogueHref(resolution.path.split('/'))
  // A filled honeypot is a robot: it is told the same as a person and nothing is sent.
  if (!website) {
    try {
      await twentyFor(context).sendContactMessage({ ...message, ...(bookingRef ? { bookingRef } : {}) })
    } catch (error) {
      if (error instanceof TwentyApiError && error.status < 500)
        return data({ result: submission.reply({ formErrors: ['contact.errors.rejected'] }) }, { status: 400 })
      return data({ result: submission.reply({ formErrors: ['contact.errors.unavailable'] }) }, { status: 503 })
    }
  }
  return redirectWithToast(context.session, here, { kind: 'success', messageKey: 'toast-messages.contact-sent' })
}
