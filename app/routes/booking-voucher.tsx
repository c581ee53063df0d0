import type { LoaderFunctionArgs } from '@remix-run/node'
import { customerCall } from '~/lib/auth.server'
import { requireStorefront } from '~/lib/page.server'
import { notFoundFromApi, requireOwnBooking } from '~/lib/portal-booking.server'
import { redirectWithToast } from '~/lib/session.server'
import { TwentyApiError } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'

/**
 * Resource route: a fully paid booking's travel voucher, `/profile/bookings/{bookingId}/voucher.pdf`
 * (issue 20), the API's PDF passed on as a download. The booking's signed-in owner only (a
 * booking-reference sign-in: its one booking); anyone else gets the 404 of a booking that is not
 * theirs, or login first. Before the booking is paid in full the API refuses (409): back to the
 * booking, which says so.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args
  requireStorefront(context)
  const booking = await requireOwnBooking(args)
  const overview = href(context.storefront.link, 'bookingDetail', { bookingId: booking.bookingId })
  const voucher = await customerCall(request, context, (client) =>
    client.bookingVoucher(booking.bookingId).catch((error: unknown) => {
      if (error instanceof TwentyApiError && error.status === 409) return null
      return notFoundFromApi(error)
    }),
  )
  if (!voucher || !voucher.contentType.startsWith('application/pdf'))
    return redirectWithToast(context.session, overview, { kind: 'info', messageKey: 'payment:toasts.voucher-not-yet' })
  return new Response(voucher.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="travel-voucher-${booking.ref.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
      'Content-Length': String(voucher.body.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
