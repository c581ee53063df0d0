/**
 * A booking's payment options (`/profile/my-bookings/{bookingId}/payment/options`, issue 20): the
 * providers for the amount chosen on the payment page (SPEC section 5: none chosen, back there),
 * and the start of a payment as the form's action (SPEC section 7): an order through
 * `customer/payment/getOrderId` with the fields of the chosen provider, the return addresses on
 * the market's own host (`context.publicOrigin`), then Bambora's payment window (an overlay with
 * JavaScript, the window's page without) or Saferpay's payment page. Amounts and fees are the
 * API's; nothing the browser sends but the provider's name is believed.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { customerCall, requireUser } from '~/lib/auth.server'
import {
  bamboraLanguage,
  CANCELLED_PARAM,
  choiceStillFits,
  ENHANCED_PAYMENT_FIELD,
  paymentPlan,
  providerChoice,
  providerFee,
  toMajor,
  toMinor,
  type PaymentChoice,
  type PaymentPlan,
  type PaymentStart,
  type ProviderOption,
} from '~/lib/payment'
import { notFoundFromApi, requireOwnBooking } from '~/lib/portal-booking.server'
import { redirectWithToast, safeRedirect } from '~/lib/session.server'
import { TwentyApiError, TwentyUnavailableError, type TwentyClient } from '~/lib/twenty.server'
import { href, paymentReturnHref } from '../../market-config/routes'
import { saferpayMethodSchema, type Booking, type PaymentProviders } from '../../twenty/contract'

interface PageArgs {
  request: Request
  context: AppLoadContext
  params: { bookingId?: string }
}

/** The booking, its plan and the choice still valid for it; or where to send the visitor instead. */
async function paymentInProgress(args: PageArgs) {
  const { context } = args
  const booking = await requireOwnBooking(args)
  const plan = paymentPlan(booking)
  const { link } = context.storefront
  const paymentHref = href(link, 'bookingPayment', { bookingId: booking.bookingId })
  const stored = context.session.paymentChoice(booking.bookingId)
  const choice = stored && !plan.settled ? choiceStillFits(plan, stored) : null
  if (!choice) {
    context.session.forgetPaymentChoice(booking.bookingId)
    // Paid meanwhile (another tab), or the rate chosen is no longer what is due: choose again.
    const back = stored
      ? redirectWithToast(context.session, paymentHref, { kind: 'info', messageKey: 'toast-messages.payment-changed' })
      : redirect(paymentHref)
    return { booking, plan, choice: null, fresh: false, back } as const
  }
  return { booking, plan, choice, fresh: stored?.fresh === true, paymentHref, back: null } as const
}

/**
 * The providers for the choice: asked for the amount (`POST`, the fees of that amount) when it
 * was just chosen, or for a free amount; `GET` when the page is shown again for a full balance or
 * a rate, whose fees the list gives (`fullFeeAmount`, `feePrices`). Null when the API cannot say.
 */
async function listProviders(
  request: Request,
  context: AppLoadContext,
  booking: Booking,
  choice: PaymentChoice,
  fresh: boolean,
): Promise<PaymentProviders | 'nothing-to-pay' | null> {
  return customerCall(request, context, (client: TwentyClient) =>
    (fresh || choice.kind === 'amount'
      ? client.paymentProvidersFor(booking.bookingId, toMajor(choice.amountMinor))
      : client.paymentProviders(booking.bookingId)
    ).catch((error: unknown): PaymentProviders | 'nothing-to-pay' | null => {
      if (error instanceof TwentyApiError && error.status === 409) return 'nothing-to-pay'
      if (error instanceof TwentyApiError && (error.status === 401 || error.status === 404))
        return notFoundFromApi(error)
      if (error instanceof TwentyApiError || error instanceof TwentyUnavailableError) return null
      throw error
    }),
  )
}

/** Each provider with its fee for the choice and the total to pay (the amount and the fee). */
export function providerOptions(providers: PaymentProviders, choice: PaymentChoice, plan: PaymentPlan) {
  return providers.providers.map((provider): ProviderOption => {
    const available = provider.paymentProviderIdentifier !== 'gift_voucher'
    const fee = available ? providerFee(provider, choice, plan) : 0
    return {
      value: providerChoice(provider),
      provider: provider.paymentProviderIdentifier,
      method: provider.paymentMethodIdentifier,
      name: provider.name,
      fee,
      total: toMajor(choice.amountMinor + toMinor(fee)),
      available,
    }
  })
}

/** The options page's data, or where to go instead: back to choose an amount, or with the generic error. */
export async function loadPaymentOptions(args: PageArgs) {
  const { request, context } = args
  const progress = await paymentInProgress(args)
  if (progress.back) return { back: progress.back, page: null }
  const { booking, plan, choice, fresh, paymentHref } = progress
  const listed = await listProviders(request, context, booking, choice, fresh)
  if (listed === 'nothing-to-pay') {
    context.session.forgetPaymentChoice(booking.bookingId)
    return { back: redirect(paymentHref), page: null }
  }
  // SPEC section 8: a failed provider fetch is the generic error; the amount can be chosen again.
  if (listed === null) {
    const back = redirectWithToast(context.session, paymentHref, {
      kind: 'error',
      messageKey: 'toast-message.generic-error',
    })
    return { back, page: null }
  }
  if (fresh) context.session.updatePaymentChoice(booking.bookingId, { fresh: false })
  const options = providerOptions(listed, choice, plan)
  const page = {
    booking,
    choice: { ...choice, amount: toMajor(choice.amountMinor), dueDate: dueDateOf(plan, choice) },
    options,
    selected: options.find((option) => option.available)?.value ?? null,
    paymentHref,
  }
  return { back: null, page }
}

const dueDateOf = (plan: PaymentPlan, choice: PaymentChoice) =>
  choice.kind === 'rate' ? (plan.pending.find((rate) => rate.index === choice.rate)?.dueDate ?? null) : null

/** The start form: the provider and method, where to go afterwards (a path of this host), and whether JavaScript runs. */
const startSchema = z.object({
  provider: z.string({ error: 'payment:errors.provider' }).max(80),
  redirectUrl: z.string().max(2048).optional(),
  [ENHANCED_PAYMENT_FIELD]: z.literal('true').optional(),
})

/** An address a provider answered with: absolute http(s) only (never `javascript:` or a path). */
function providerAddress(address: string): string | null {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Starts the payment (SPEC section 7): `POST customer/payment/getOrderId` with the chosen
 * provider's fields, the `customer_portal_payment_start` event flashed with the booking's id, the
 * order remembered for the browser's return. Refused or failed: back to the options with
 * `toast-messages.payment-fail` (SPEC section 8).
 */
export async function startPayment(args: PageArgs) {
  const { request, context } = args
  const progress = await paymentInProgress(args)
  if (progress.back) return progress.back
  const { booking, plan, choice, paymentHref } = progress
  const { storefront, publicOrigin, session } = context
  const bookingId = booking.bookingId
  const optionsHref = href(storefront.link, 'bookingPaymentOptions', { bookingId })
  const overviewHref = href(storefront.link, 'bookingDetail', { bookingId })
  const submission = parseWithZod(await request.formData(), { schema: startSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), start: null }, { status: 400 })
  const { provider: chosen, redirectUrl: askedRedirect, enhanced } = submission.value

  // Where the provider's return leads: a path of this host only (anything else was not made by the page).
  const redirectUrl = askedRedirect === undefined ? overviewHref : safeRedirect(askedRedirect, '')
  if (redirectUrl === '')
    throw new Response('Bad Request: redirectUrl must be a path of this site', {
      status: 400,
      headers: { 'Cache-Control': 'no-store' },
    })

  // An agent reads a customer's portal and pays nothing for them (decision 027); the API refuses too.
  const user = await requireUser(request, context)
  if (user.actorKind === 'agent')
    return data({ result: submission.reply({ formErrors: ['payment:errors.agent'] }), start: null }, { status: 403 })

  const listed = await listProviders(request, context, booking, choice, false)
  if (listed === 'nothing-to-pay') return redirect(paymentHref)
  if (listed === null)
    return redirectWithToast(session, optionsHref, { kind: 'error', messageKey: 'toast-message.generic-error' })
  const provider = listed.providers.find((each) => providerChoice(each) === chosen)
  if (!provider)
    return data(
      { result: submission.reply({ fieldErrors: { provider: ['payment:errors.provider'] } }), start: null },
      { status: 400 },
    )
  // SPEC section 4: the gift voucher is a placeholder; choosing it does nothing.
  if (provider.paymentProviderIdentifier === 'gift_voucher')
    return data(
      { result: submission.reply({ fieldErrors: { provider: ['payment:errors.gift-voucher'] } }), start: null },
      { status: 400 },
    )

  const fee = providerFee(provider, choice, plan)
  const order = {
    ref: booking.ref,
    amount: toMajor(choice.amountMinor),
    ...(choice.rate === null ? {} : { rate: choice.rate }),
    ...(fee > 0 ? { fees: fee } : {}),
  }
  const back = { apiLocale: storefront.market.apiLocale, redirectUrl, bookingId: String(bookingId) }
  const at = (path: string) => `${publicOrigin}${path}`
  const failed = () =>
    redirectWithToast(session, optionsHref, { kind: 'error', messageKey: 'toast-messages.payment-fail' })

  const started = await customerCall(request, context, async (client): Promise<PaymentStart | null> => {
    try {
      if (provider.paymentProviderIdentifier === 'bambora') {
        const cancelHref = href(storefront.link, 'bookingPayment', { bookingId }, { [CANCELLED_PARAM]: 1 })
        const answer = await client.startBamboraPayment({
          ...order,
          slug: 'bambora',
          acceptUrl: at(paymentReturnHref('bambora', 'accept', back)),
          callbackUrl: at(paymentReturnHref('bambora', 'callback', back)),
          cancelUrl: at(cancelHref),
          language: bamboraLanguage(storefront.link.language),
        })
        const windowUrl = providerAddress(answer.windowUrl)
        return windowUrl ? { kind: 'bambora', windowUrl, cancelHref, orderIdHash: answer.orderIdHash } : null
      }
      const method = saferpayMethodSchema.safeParse(provider.paymentMethodIdentifier)
      if (!method.success) return null
      const returns = { ...back, fees: String(fee) }
      const answer = await client.startSaferpayPayment({
        ...order,
        slug: 'saferpay',
        paymentMethod: method.data,
        successUrl: at(paymentReturnHref('saferpay', 'success', returns)),
        failUrl: at(paymentReturnHref('saferpay', 'fail', returns)),
        abortUrl: at(paymentReturnHref('saferpay', 'abort', returns)),
        notifyUrl: at(paymentReturnHref('saferpay', 'notify', returns)),
      })
      session.updatePaymentChoice(bookingId, { orderIdHash: answer.orderIdHash })
      const url = providerAddress(answer.saferpayUrl)
      return url ? { kind: 'redirect', url } : null
    } catch (error) {
      if (error instanceof TwentyApiError && error.status === 401) throw error
      if (error instanceof TwentyApiError || error instanceof TwentyUnavailableError) return null
      throw error
    }
  })
  if (!started) return failed()
  if (started.kind === 'bambora') session.updatePaymentChoice(bookingId, { orderIdHash: started.orderIdHash })
  session.flashEvent('customer_portal_payment_start', { bookingId })
  // With JavaScript the page opens Bambora's window in its overlay, or goes to Saferpay itself
  // (after the root pushed the flashed event); without, the browser goes there now.
  if (enhanced) return data({ result: null, start: started })
  return redirect(started.kind === 'bambora' ? started.windowUrl : started.url)
}
