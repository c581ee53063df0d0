/** The mails about bookings: the confirmation, and bookings read for the portal's mails. */
import { readBooking } from './bookings'
import { CheckoutScope } from './carts'
import type { Booking } from './checkout-contract'
import { sendMail } from './customers'
import type { TwentyDatabase } from './db'
import { isApiLocale, languageOf } from './locales'
import { renderMail } from './mail'
import { type MailBookings } from './portal'
import { bookingLink, termsLink } from './portal-mail'

// ---------------------------------------------------------------- e-mails

/** Reads bookings for a mail, in the language of the mail's API locale (portal.ts's MailBookings). */
export function mailBookingsReader(database: TwentyDatabase, now: Date): MailBookings {
  return (bookingIds, apiLocale) => {
    const language = isApiLocale(apiLocale) ? languageOf(apiLocale) : 'en'
    return bookingIds
      .map((id) => readBooking(database, id, { language, publicPath: '', now }))
      .filter((booking): booking is Booking => booking !== null)
  }
}

/** The booking confirmation: the whole booking, its schedule and links, as text and HTML (twenty/mail.tsx). */
export async function sendBookingConfirmation(
  database: TwentyDatabase,
  booking: Booking,
  scope: CheckoutScope,
): Promise<void> {
  const origin = scope.storefrontOrigin
  const mail = await renderMail({
    kind: 'booking-confirmation',
    brand: scope.brand,
    apiLocale: scope.apiLocale,
    firstName: booking.customer.firstName,
    bookings: [booking],
    links: {
      booking: (each) => bookingLink(origin, scope.brand, scope.apiLocale, each.bookingId),
      terms: termsLink(origin, scope.brand, scope.apiLocale),
    },
  })
  await sendMail(
    database.db,
    {
      brand: scope.brand,
      apiLocale: scope.apiLocale,
      recipient: booking.customer.email,
      kind: 'booking-confirmation',
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      link: bookingLink(origin, scope.brand, scope.apiLocale, booking.bookingId),
    },
    scope.now,
  )
}
