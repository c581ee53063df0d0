/**
 * The mails of payments (issue 20), written to the outbox like every other mail (twenty/mail.tsx):
 * the receipt of a settled payment (what was paid and how, what is still due and when, the whole
 * booking with its schedule) and the reminder of a rate that falls due (twenty/jobs.ts).
 */
import { readBooking } from './bookings'
import type { Booking } from './checkout-contract'
import type { ApiLocale } from './contract'
import { sendMail, type OutboxMail } from './customers'
import type { TwentyDatabase } from './db'
import { API_LOCALE_INFO } from './locales'
import { formats, renderMail } from './mail'
import { fill, PAYMENT } from './mail-copy'
import type { PaymentOrder } from './payment-contract'
import { methodName } from './payment-methods'
import { bookingPageLink, paymentPageLink, termsLink, type StorefrontOrigin } from './portal-mail'

export interface PaymentMailScope {
  brand: string
  apiLocale: ApiLocale
  now: Date
  storefrontOrigin: StorefrontOrigin
}

function readIn(database: TwentyDatabase, bookingId: number, scope: PaymentMailScope): Booking | null {
  const { language } = API_LOCALE_INFO[scope.apiLocale]
  return readBooking(database, bookingId, { language, publicPath: '', now: scope.now })
}

const links = (scope: PaymentMailScope) => ({
  booking: (each: Booking) => bookingPageLink(scope.storefrontOrigin, scope.brand, scope.apiLocale, each.bookingId),
  terms: termsLink(scope.storefrontOrigin, scope.brand, scope.apiLocale),
})

/** The receipt of a settled order: `payment-receipt`, in the booking's market's language. */
export async function sendPaymentReceipt(
  database: TwentyDatabase,
  scope: PaymentMailScope,
  order: PaymentOrder,
): Promise<void> {
  const booking = readIn(database, order.bookingId, scope)
  if (!booking) return
  const { language } = API_LOCALE_INFO[scope.apiLocale]
  const f = formats(scope.apiLocale)
  const money = (amount: number) => f.money(amount, booking.currency)
  const owed = booking.paymentRates.filter((rate) => rate.status === 'pending')
  const stillDue = Math.max(0, Math.round((booking.total - booking.paid) * 100) / 100)
  const next = owed[0]
  const facts: [string, string][] = [
    [PAYMENT.amountPaid[language], money(order.amount)],
    [PAYMENT.method[language], methodName(order.provider, order.method, language)],
  ]
  if (order.fee > 0) facts.push([PAYMENT.fee[language], money(order.fee)])
  facts.push([PAYMENT.stillDue[language], stillDue > 0 ? money(stillDue) : PAYMENT.nothingDue[language]])
  if (next && stillDue > 0)
    facts.push([
      PAYMENT.nextDue[language],
      fill(PAYMENT.nextDueValue[language], {
        amount: money(stillDue < next.amount ? stillDue : next.amount),
        date: f.day(next.dueDate),
      }),
    ])
  const credit = Math.round((booking.paid - booking.total) * 100) / 100
  const mail = await renderMail({
    kind: 'payment-receipt',
    brand: scope.brand,
    apiLocale: scope.apiLocale,
    firstName: booking.customer.firstName,
    bookings: [booking],
    links: links(scope),
    values: { amount: money(order.amount) },
    facts: [
      ...facts,
      ...(credit > 0 ? ([['', fill(PAYMENT.credit[language], { amount: money(credit) })]] as const) : []),
      ...(booking.paymentStatus === 'PAYMENT_OK' || booking.paymentStatus === 'PAID_TOO_MUCH'
        ? ([['', PAYMENT.voucher[language]]] as const)
        : []),
    ],
  })
  await sendMail(
    database.db,
    {
      brand: scope.brand,
      apiLocale: scope.apiLocale,
      recipient: booking.customer.email,
      kind: 'payment-receipt',
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      link: bookingPageLink(scope.storefrontOrigin, scope.brand, scope.apiLocale, booking.bookingId),
    },
    scope.now,
  )
}

/**
 * The reminder of a pending rate (`payment-reminder`), with a button to the booking's payment
 * page: rendered only; the job writes it to the outbox in the same transaction as its
 * `payment_reminders` row, so it is written once (twenty/jobs.ts).
 */
export async function renderPaymentReminder(
  database: TwentyDatabase,
  scope: PaymentMailScope,
  bookingId: number,
  rate: { index: number; outstandingMinor: number; dueDate: string },
): Promise<OutboxMail | null> {
  const booking = readIn(database, bookingId, scope)
  if (!booking) return null
  const { language } = API_LOCALE_INFO[scope.apiLocale]
  const f = formats(scope.apiLocale)
  const amount = f.money(rate.outstandingMinor / 100, booking.currency)
  const date = f.day(rate.dueDate)
  const actionUrl = paymentPageLink(scope.storefrontOrigin, scope.brand, scope.apiLocale, bookingId)
  const mail = await renderMail({
    kind: 'payment-reminder',
    brand: scope.brand,
    apiLocale: scope.apiLocale,
    firstName: booking.customer.firstName,
    bookings: [booking],
    links: links(scope),
    actionUrl,
    values: { amount, date, index: rate.index },
    facts: [
      [PAYMENT.amountDue[language], amount],
      [PAYMENT.dueDate[language], date],
    ],
  })
  return {
    brand: scope.brand,
    apiLocale: scope.apiLocale,
    recipient: booking.customer.email,
    kind: 'payment-reminder',
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    link: actionUrl,
  }
}
