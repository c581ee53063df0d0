/**
 * A booking's payment page (`/profile/my-bookings/{bookingId}/payment`, issue 20): what is still
 * to pay and the choice of how much, in full, by rate (SPEC section 4: when more than one rate is
 * pending) or any amount from the next rate to the balance. A valid choice is kept in the sealed
 * session and leads to the payment options (post/redirect/get); errors come back as a conform
 * reply. Agents read the amounts and choose nothing (decision 027).
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { requireUser } from '~/lib/auth.server'
import { paymentPlan, resolveChoice } from '~/lib/payment'
import { paymentChoiceSchema } from '~/lib/payment-form'
import { requireOwnBooking } from '~/lib/portal-booking.server'
import { href } from '../../market-config/routes'

interface ActionArgs {
  request: Request
  context: AppLoadContext
  params: { bookingId?: string }
}

const formError = (
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult },
  key: string,
  status: number,
) => data({ result: submission.reply({ formErrors: [key] }) }, { status })

export async function choosePaymentAmount(args: ActionArgs) {
  const { request, context } = args
  const booking = await requireOwnBooking(args)
  const plan = paymentPlan(booking)
  const submission = parseWithZod(await request.formData(), { schema: paymentChoiceSchema(plan) })
  if (plan.settled) return formError(submission, 'payment:errors.nothing-to-pay', 409)
  // An agent reads a customer's portal and pays nothing for them (decision 027); the API refuses too.
  const user = await requireUser(request, context)
  if (user.actorKind === 'agent') return formError(submission, 'payment:errors.agent', 403)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const choice = resolveChoice(plan, submission.value)
  if (!choice) return formError(submission, 'payment:errors.choose', 400)
  context.session.choosePayment({ bookingId: booking.bookingId, ...choice })
  return redirect(href(context.storefront.link, 'bookingPaymentOptions', { bookingId: booking.bookingId }))
}
