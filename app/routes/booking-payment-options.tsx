import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BookingSummaryLine } from '~/components/portal/BookingSummary'
import { PaymentOptionsIsland } from '~/components/portal/PaymentOptionsIsland'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { useIsAgent } from '~/lib/customer'
import { bookingPage } from '~/lib/portal-booking.server'
import { marketConfiguration } from '../../market-config/configuration'
import { href } from '../../market-config/routes'
import { loadPaymentOptions, startPayment } from './booking-payment-options.server'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = {
  i18n: ['payment', 'booking', 'checkout'],
  breadcrumb: pageCrumbs('bookingPaymentOptions'),
}

/**
 * A booking's payment options, `/profile/my-bookings/{bookingId}/payment/options` (SPEC section
 * 2, issue 20; full-screen layout, page type `booking_detail_payment`): only with an amount chosen
 * on the payment page (SPEC section 5: otherwise back there), the providers for it, and the start
 * of the payment as the form's action.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context } = args
  const { back, page: options } = await loadPaymentOptions(args)
  if (back) return back
  const { storefront } = context
  const { paymentList } = marketConfiguration(storefront.brand.id, storefront.market.code).safetyIcons
  const bookingId = options.booking.bookingId
  return data(
    {
      ...bookingPage(context, 'bookingPaymentOptions', bookingId),
      ...options,
      // SPEC section 9: visa and mastercard everywhere, iDEAL too in nl (the footer's list).
      accepted: paymentList,
      cards: paymentList.filter((icon) => !icon.icon.includes('ideal')),
      links: {
        payment: options.paymentHref,
        overview: href(storefront.link, 'bookingDetail', { bookingId }),
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export function action(args: ActionFunctionArgs) {
  return startPayment(args)
}

export default function BookingPaymentOptionsPage() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isAgent = useIsAgent()
  return (
    <SimplePage heading={page.heading}>
      <BookingSummaryLine booking={page.booking} back={page.links.overview} />
      <PaymentOptionsIsland
        booking={page.booking}
        choice={page.choice}
        options={page.options}
        selected={page.selected}
        cards={page.cards}
        accepted={page.accepted}
        links={page.links}
        readOnly={isAgent}
        lastResult={actionData?.result}
        start={actionData?.start}
      />
    </SimplePage>
  )
}
