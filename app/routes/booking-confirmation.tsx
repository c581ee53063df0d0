import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BookingPrivate } from '~/components/checkout/BookingPrivate'
import { CheckoutDeadEnd } from '~/components/checkout/CheckoutPage'
import { ConfirmationPage } from '~/components/checkout/ConfirmationPage'
import { PageErrorBoundary } from '~/components/error-boundaries'
import type { I18nHandle } from '~/lib/i18n'
import { pageMeta } from '~/lib/page-meta'
import { confirmationLoader } from './checkout.server'

/** `/booking/confirmation/{cartId}` (SPEC section 2): analytics type Booking_confirmation. Only reads: a reload books nothing. */
export const handle: I18nHandle = { i18n: ['checkout'] }
export const loader = (args: LoaderFunctionArgs) => confirmationLoader(args)
export const meta = pageMeta

export default function BookingConfirmation() {
  const page = useLoaderData<typeof loader>()
  if (page.kind === 'private') return <BookingPrivate login={page.login} home={page.home} />
  if (page.kind !== 'booked')
    return (
      <CheckoutDeadEnd
        kind={page.kind}
        home={page.home}
        campsite={page.kind === 'expired' ? page.campsite : undefined}
      />
    )
  return (
    <ConfirmationPage
      booking={page.booking}
      calendarHref={page.calendarHref}
      calendarName={page.calendarName}
      login={page.login}
      home={page.home}
    />
  )
}

export const ErrorBoundary = PageErrorBoundary
