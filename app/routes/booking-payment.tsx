import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BookingSummaryLine } from '~/components/portal/BookingSummary'
import { PaymentChoiceFormIsland } from '~/components/portal/PaymentChoiceFormIsland'
import { NothingToPayIsland, OutstandingPanelIsland } from '~/components/portal/PaymentOutstandingIsland'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { useIsAgent } from '~/lib/customer'
import { CANCELLED_PARAM, paymentPlan, rateChoice, toMajor } from '~/lib/payment'
import { bookingPage, requireOwnBooking } from '~/lib/portal-booking.server'
import { redirectWithToast } from '~/lib/session.server'
import { serverToday } from '~/lib/site-search.server'
import { href } from '../../market-config/routes'
import { choosePaymentAmount } from './booking-payment.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = {
  i18n: ['payment', 'booking', 'checkout'],
  breadcrumb: pageCrumbs('bookingPayment'),
}

/**
 * A booking's payment page, `/profile/my-bookings/{bookingId}/payment` (SPEC section 2, issue 20;
 * full-screen layout, page type `booking_detail_payment`): what is still to pay, the pending rates
 * with their due dates, and the choice of how much to pay. The owner's booking only (404 for
 * anyone else's). A provider's cancel address lands here with `?cancelled=1`: the toast is
 * flashed and the address cleaned (a redirect to the page itself).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context, request } = args
  const booking = await requireOwnBooking(args)
  const { link } = context.storefront
  const params = { bookingId: booking.bookingId }
  if (new URL(request.url).searchParams.has(CANCELLED_PARAM))
    return redirectWithToast(context.session, href(link, 'bookingPayment', params), {
      kind: 'info',
      messageKey: 'toast-messages.payment-cancelled',
    })
  const plan = paymentPlan(booking)
  if (plan.settled) context.session.forgetPaymentChoice(booking.bookingId)
  const before = context.session.paymentChoice(booking.bookingId)
  const chosen =
    before?.kind === 'rate' && before.rate !== null
      ? { choice: rateChoice(before.rate) }
      : before?.kind === 'amount'
        ? { choice: 'amount', amount: toMajor(before.amountMinor).toFixed(2) }
        : { choice: 'full' }
  return data(
    {
      ...bookingPage(context, 'bookingPayment', booking.bookingId),
      booking,
      plan,
      chosen,
      today: serverToday(),
      overview: href(link, 'bookingDetail', params),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export function action(args: ActionFunctionArgs) {
  return choosePaymentAmount(args)
}

export default function BookingPaymentPage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // An agent sees what is to pay, and starts nothing (decision 027).
  const isAgent = useIsAgent()
  return (
    <SimplePage heading={page.heading}>
      <BookingSummaryLine booking={page.booking} back={page.overview} />
      <div className="flex flex-col gap-6">
        {page.plan.settled ? (
          <NothingToPayIsland booking={page.booking} overview={page.overview} />
        ) : (
          <>
            <OutstandingPanelIsland booking={page.booking} plan={page.plan} today={page.today} />
            <PaymentChoiceFormIsland
              plan={page.plan}
              chosen={page.chosen}
              readOnly={isAgent}
              lastResult={actionData?.result}
            />
          </>
        )}
      </div>
    </SimplePage>
  )
}
