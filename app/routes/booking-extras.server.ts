/**
 * A booking's extras in the portal (`/profile/bookings/{bookingId}/extras`, issue 19). One form,
 * two submits: `quote` prices the chosen quantities (the API's `dryRun`), `save` saves them. The
 * price difference is always seen before saving: `save` goes through only for the quantities
 * whose quote the page showed (`quoted`); other quantities get their quote first. With JavaScript
 * a changed quantity quotes itself at once. The API enforces the booking's permission too.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { customerCall } from '~/lib/auth.server'
import { changeableExtras, quantitiesKey, type ExtrasQuote } from '~/lib/booking'
import { extrasFormSchema } from '~/lib/booking-forms'
import { bookingIdParam, notFoundFromApi } from '~/lib/portal-booking.server'
import { redirectWithToast } from '~/lib/session.server'
import { TwentyApiError } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'
import type { BookingExtra, BookingExtras } from '../../twenty/contract'

type Reply = (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult

export function loadBookingExtras(args: { request: Request; context: AppLoadContext; params: { bookingId?: string } }) {
  const bookingId = bookingIdParam(args.params)
  return customerCall(args.request, args.context, (client) => client.bookingExtras(bookingId).catch(notFoundFromApi))
}

/**
 * The post with one `extras[i]` per extra the customer can change, in the page's order: the posted
 * quantity, or the booked one when the post left it out. Anything else a post names is dropped, so
 * a post changes only what the page offers (the API would refuse the rest anyway).
 */
export function lineUpBookingExtras(formData: FormData, extras: readonly BookingExtra[]): FormData {
  const posted = new Map<string, string>()
  for (let index = 0; index <= 40 && formData.has(`extras[${index}].id`); index++) {
    const id = formData.get(`extras[${index}].id`)
    const quantity = formData.get(`extras[${index}].quantity`)
    if (typeof id === 'string' && typeof quantity === 'string' && !posted.has(id)) posted.set(id, quantity)
  }
  const lined = new FormData()
  for (const [name, value] of formData) if (!name.startsWith('extras')) lined.append(name, value)
  changeableExtras(extras).forEach((extra, index) => {
    lined.set(`extras[${index}].id`, extra.id)
    lined.set(`extras[${index}].quantity`, posted.get(extra.id) ?? String(extra.quantity))
  })
  return lined
}

const formError = (reply: Reply, key: string, status: number) =>
  data({ result: reply({ formErrors: [key] }), quote: null }, { status })

export async function extrasAction(args: {
  request: Request
  context: AppLoadContext
  params: { bookingId?: string }
}) {
  const { request, context } = args
  const offer: BookingExtras = await loadBookingExtras(args)
  const submission = parseWithZod(lineUpBookingExtras(await request.formData(), offer.extras), {
    schema: extrasFormSchema(offer.extras),
  })
  if (submission.status !== 'success') return data({ result: submission.reply(), quote: null }, { status: 400 })
  const { intent, extras, quoted } = submission.value
  if (extras.length === 0) return formError(submission.reply, 'booking:errors.locked', 403)
  const key = quantitiesKey(extras)
  const save = intent === 'save' && quoted === key
  const answer = await customerCall(request, context, (client) =>
    client.changeBookingExtras(offer.bookingId, { extras, dryRun: !save }).catch((error: unknown) => {
      // Refused by the API (the permission or the booking changed meanwhile): said on the form.
      if (error instanceof TwentyApiError && (error.status === 400 || error.status === 403)) return error.status
      return notFoundFromApi(error)
    }),
  )
  if (typeof answer === 'number')
    return formError(submission.reply, answer === 403 ? 'booking:errors.locked' : 'booking:errors.refused', answer)
  const overview = href(context.storefront.link, 'bookingDetail', { bookingId: offer.bookingId })
  if (save)
    return redirectWithToast(context.session, overview, {
      kind: 'success',
      messageKey: answer.saved ? 'booking:toasts.extras-saved' : 'booking:toasts.nothing-changed',
    })
  const quote: ExtrasQuote = { change: answer, key, review: intent === 'save' }
  return data({ result: submission.reply(), quote })
}
