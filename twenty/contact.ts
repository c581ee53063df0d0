/**
 * `POST contact`: a message from the storefront's contact page. No mail server is assumed: the
 * message is a row in the outbox, addressed to the market's customer service, with the sender as
 * the one to answer (`link` holds a mailto: reply link).
 */
import type { Kysely } from 'kysely'
import type { ApiLocale, ContactMessageRequest } from './contract'
import { sendMail } from './customers'
import { API_LOCALE_INFO, BRANDS, isBrandId } from './locales'
import type { TwentySchema } from './schema'

export async function sendContactMessage(
  db: Kysely<TwentySchema>,
  scope: { brand: string; apiLocale: ApiLocale; now: Date },
  message: ContactMessageRequest,
): Promise<void> {
  const brandName = isBrandId(scope.brand) ? BRANDS[scope.brand].name : scope.brand
  const reference = message.bookingRef ? ` (${message.bookingRef})` : ''
  const body = [
    `From: ${message.name} <${message.email}>`,
    `Storefront: ${brandName}, ${scope.apiLocale}`,
    message.bookingRef ? `Booking: ${message.bookingRef}` : null,
    '',
    message.message,
  ]
    .filter((line) => line !== null)
    .join('\n')
  await sendMail(
    db,
    {
      brand: scope.brand,
      apiLocale: scope.apiLocale,
      recipient: API_LOCALE_INFO[scope.apiLocale].serviceEmail,
      kind: 'contact-message',
      subject: `Contact form: ${message.name}${reference}`,
      body,
      link: `mailto:${message.email}`,
    },
    scope.now,
  )
}
