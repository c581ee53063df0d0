import { useTranslation } from 'react-i18next'
import { BookingFacts } from '~/components/checkout/BookingFacts'
import { PaymentSchedule } from '~/components/checkout/PaymentSchedule'
import { BookingRef } from '~/components/ui/BookingRef'
import { Button } from '~/components/ui/Button'
import { useStorefront } from '~/lib/storefront'
import { href } from '../../../market-config/routes'
import type { Booking } from '../../../twenty/contract'

/** The customer's bookings as cards, each leading to its own page, or an empty state that leads to the search. */
export function BookingList({ bookings, search }: { bookings: Booking[]; search: string }) {
  const { t } = useTranslation('portal')
  if (bookings.length === 0) {
    return (
      <section
        aria-labelledby="no-bookings"
        className="max-w-2xl rounded-card border border-line bg-surface p-5 sm:p-8"
      >
        <h2 id="no-bookings" className="mb-2 font-heading text-xl font-bold">
          {t('bookings.empty-title')}
        </h2>
        <p className="mb-4 text-muted">{t('bookings.empty-text')}</p>
        <Button to={search} size="md">
          {t('bookings.search')}
        </Button>
      </section>
    )
  }
  return (
    <ol aria-label={t('bookings.list')} className="flex max-w-3xl flex-col gap-6">
      {bookings.map((booking) => (
        <li key={booking.bookingId}>
          <BookingCard booking={booking} />
        </li>
      ))}
    </ol>
  )
}

function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('portal')
  const { t: tc } = useTranslation('checkout')
  const { t: tb } = useTranslation('booking')
  const { link } = useStorefront()
  const headingId = `booking-${booking.bookingId}`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
      data-testid="booking"
    >
      <p className="text-sm text-muted">
        {tc('confirmation.ref')} <BookingRef value={booking.ref} className="text-ink" />
        {booking.status === 'cancelled' ? (
          <span className="ml-2 font-semibold">({t('bookings.cancelled')})</span>
        ) : null}
      </p>
      <h2 id={headingId} className="mt-1 font-heading text-xl font-bold">
        {booking.site.name}
      </h2>
      <p className="mb-3 text-sm text-muted">
        {booking.accommodation.name} · {booking.site.location}
      </p>
      <BookingFacts
        booking={booking}
        dates={{ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }}
        className="mb-4"
      />
      <h3 className="mb-2 font-semibold">{tc('confirmation.schedule')}</h3>
      <PaymentSchedule booking={booking} />
      <Button to={href(link, 'bookingDetail', { bookingId: booking.bookingId })} size="md" className="mt-4">
        {tb('list.open')}
        {/* Each card's link names its booking for those who list the links. */}
        <span className="sr-only"> {booking.ref}</span>
      </Button>
    </article>
  )
}
