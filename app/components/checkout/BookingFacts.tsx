import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import type { Booking } from '../../../twenty/contract'
import { useCurrencyName, useDate, useMoney } from './format-hooks'

/**
 * A booking's dates, travellers, extras, payment kind, total (paid to us, in the market's
 * currency) and what is paid at the campsite (in the campsite's own currency): on the
 * confirmation and in My bookings.
 */
export function BookingFacts({
  booking,
  dates,
  className,
}: {
  booking: Booking
  dates: Intl.DateTimeFormatOptions
  className?: string
}) {
  const { t } = useTranslation('checkout')
  const money = useMoney(booking.currency)
  const onSiteMoney = useMoney(booking.payOnSiteCurrency)
  const currencyName = useCurrencyName()
  const date = useDate(dates)
  const onSite = booking.fees.filter((fee) => fee.payOnSite)
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]', className)}>
      <dt className="text-muted">{t('summary.arrival')}</dt>
      <dd>{date(booking.arrivalDate)}</dd>
      <dt className="text-muted">{t('summary.departure')}</dt>
      <dd>{date(booking.departureDate)}</dd>
      <PitchFact pitch={booking.pitch} />
      <dt className="text-muted">{t('confirmation.participants')}</dt>
      <dd>{booking.participants.map((person) => `${person.firstName} ${person.lastName}`).join(', ')}</dd>
      <dt className="text-muted">{t('confirmation.extras')}</dt>
      <dd data-testid="booking-extras">
        {booking.extras.length > 0 ? (
          <ul>
            {booking.extras.map((extra) => (
              <li key={extra.id}>
                {extra.name} × {extra.quantity}: <span className="tabular-nums">{money(extra.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          t('confirmation.no-extras')
        )}
      </dd>
      {booking.paymentKind ? (
        <>
          <dt className="text-muted">{t('confirmation.payment-kind')}</dt>
          <dd data-testid="booking-payment-kind">{t(`payment.kinds.${booking.paymentKind}`)}</dd>
        </>
      ) : null}
      <dt className="text-muted">{t('confirmation.total-to-us', { currency: currencyName(booking.currency) })}</dt>
      <dd className="font-bold tabular-nums" data-testid="booking-total">
        {money(booking.total)}
      </dd>
      {booking.payOnSite > 0 ? (
        <>
          <dt className="text-muted">
            {t('confirmation.on-site', { currency: currencyName(booking.payOnSiteCurrency) })}
          </dt>
          <dd data-testid="booking-on-site" data-currency={booking.payOnSiteCurrency}>
            <ul>
              {onSite.map((fee) => (
                <li key={fee.feeTypeId}>
                  {fee.name}: <span className="tabular-nums">{onSiteMoney(fee.amount)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  )
}

/** The booking's pitch as a row of its facts (confirmation, My bookings); nothing for other units. */
export function PitchFact({ pitch }: { pitch: string | null }) {
  const { t } = useTranslation('pitch')
  if (!pitch) return null
  return (
    <>
      <dt className="text-muted">{t('label')}</dt>
      <dd data-testid="booking-pitch">{pitch}</dd>
    </>
  )
}
