/**
 * The travellers of a booking (`/profile/my-bookings/{bookingId}/participants`, issue 19): the
 * checkout's fields and rules, saved through `PUT customer-portal/bookings/{id}/participants`
 * where the booking's other-changes permission allows. Errors come back as a conform reply (400)
 * with everything typed kept; success goes back to the booking with a toast (post/redirect/get).
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { customerCall } from '~/lib/auth.server'
import { bookingStay, mayCorrectTravellers } from '~/lib/booking'
import { participantsFormSchema } from '~/lib/booking-forms'
import { notFoundFromApi, requireOwnBooking } from '~/lib/portal-booking.server'
import { redirectWithToast } from '~/lib/session.server'
import { serverToday } from '~/lib/site-search.server'
import { TwentyApiError } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'

const formError = (
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult },
  key: string,
  status: number,
) => data({ result: submission.reply({ formErrors: [key] }) }, { status })

export async function saveParticipants(args: {
  request: Request
  context: AppLoadContext
  params: { bookingId?: string }
}) {
  const { request, context } = args
  const booking = await requireOwnBooking(args)
  const submission = parseWithZod(await request.formData(), {
    schema: participantsFormSchema(bookingStay(booking, serverToday())),
  })
  if (!mayCorrectTravellers(booking.changePermissions.other)) return formError(submission, 'booking:errors.locked', 403)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const refused = await customerCall(request, context, (client) =>
    client
      .changeParticipants(booking.bookingId, { participants: submission.value.participants })
      .then(() => null)
      .catch((error: unknown) => {
        // Refused by the API's own rules (the permission changed meanwhile, or the party's): say so.
        if (error instanceof TwentyApiError && (error.status === 400 || error.status === 403)) return error.status
        return notFoundFromApi(error)
      }),
  )
  if (refused !== null)
    return formError(submission, refused === 403 ? 'booking:errors.locked' : 'booking:errors.refused', refused)
  return redirectWithToast(
    context.session,
    href(context.storefront.link, 'bookingDetail', { bookingId: booking.bookingId }),
    { kind: 'success', messageKey: 'booking:toasts.participants-saved' },
  )
}
