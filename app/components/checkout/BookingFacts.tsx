import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../twenty/contract'
import { cx } from '../ui/cx'
import { useDate, useMoney } from './CheckoutPage'

/** A booking's dates, travellers, total and deposit on site: on the confirmation and in My bookings. */
export function BookingFacts({ booking, dates, className }: { booking: Booking; dates: Intl.DateTimeFormatOptions; className?: string }) {
  const { t } = useTranslation('checkout')
  const money = useMoney(booking.currency)
  const date = useDate(dates)
  return (
    <dl className={cx('grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]', className)}>
      <dt className="text-muted">{t('summary.arrival')}</dt>
      <dd>{date(booking.arrivalDate)}</dd>
      <dt className="text-muted">{t('summary.departure')}</dt>
      <dd>{date(booking.departureDate)}</dd>
      <dt className="text-muted">{t('confirmation.participants')}</dt>
      <dd>{booking.participants.map((person) => `${person.firstName} ${person.lastName}`).join(', ')}</dd>
      <dt className="text-muted">{t('summary.total')}</dt>
      <dd className="font-bold tabular-nums" data-testid="booking-total">
        {money(booking.total)}
      </dd>
      {booking.payOnSite > 0 ? (
        <>
          <dt className="text-muted">{t('confirmation.on-site')}</dt>
          <dd className="tabular-nums">{money(booking.payOnSite)}</dd>
        </>
      ) : null}
    </dl>
  )
}
