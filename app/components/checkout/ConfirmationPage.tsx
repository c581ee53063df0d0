import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../twenty/contract'
import { Button } from '../ui/Button'
import { cx } from '../ui/cx'
import { FOCUS } from '../ui/focus'
import { useDate, useMoney } from './CheckoutPage'

/**
 * The booking confirmation: the reference, what was booked, the payment schedule and what
 * happens next, and the stay as a calendar file.
 */
export function ConfirmationPage({ booking, calendarHref, calendarName, login, home }: { booking: Booking; calendarHref: string; calendarName: string; login: string; home: string }) {
  const { t } = useTranslation('checkout')
  const money = useMoney(booking.currency)
  const date = useDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const due = booking.paymentRates.filter((rate) => rate.status === 'pending')
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="rounded-panel border border-success bg-surface p-6">
        <h1 className="mb-2 font-heading text-3xl font-bold">{t('confirmation.title')}</h1>
        <p className="mb-3">{t('confirmation.intro', { email: booking.customer.email })}</p>
        <p className="text-lg">
          {t('confirmation.ref')} <strong className="font-mono text-2xl tracking-wider" data-testid="booking-ref">{booking.ref}</strong>
        </p>
      </div>

      <section aria-labelledby="booked-title" className="rounded-panel border border-line bg-surface p-6">
        <h2 id="booked-title" className="mb-3 font-heading text-xl font-bold">
          {t('confirmation.stay')}
        </h2>
        <p className="font-semibold">{booking.accommodation.name}</p>
        <p className="mb-3 text-sm text-muted">
          {booking.site.name}, {booking.site.location}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('summary.arrival')}</dt>
          <dd>{date(booking.arrivalDate)}</dd>
          <dt className="text-muted">{t('summary.departure')}</dt>
          <dd>{date(booking.departureDate)}</dd>
          <dt className="text-muted">{t('confirmation.participants')}</dt>
          <dd>{booking.participants.map((person) => `${person.firstName} ${person.lastName}`).join(', ')}</dd>
          <dt className="text-muted">{t('summary.total')}</dt>
          <dd className="font-bold" data-testid="booking-total">
            {money(booking.total)}
          </dd>
          {booking.payOnSite > 0 ? (
            <>
              <dt className="text-muted">{t('confirmation.on-site')}</dt>
              <dd>{money(booking.payOnSite)}</dd>
            </>
          ) : null}
        </dl>
        <a href={calendarHref} download={calendarName} className={cx('mt-4 inline-block font-semibold text-primary underline', FOCUS)}>
          {t('confirmation.calendar')}
        </a>
      </section>

      <section aria-labelledby="schedule-title" className="rounded-panel border border-line bg-surface p-6">
        <h2 id="schedule-title" className="mb-3 font-heading text-xl font-bold">
          {t('confirmation.schedule')}
        </h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="pb-1 font-semibold">{t('confirmation.rate')}</th>
              <th scope="col" className="pb-1 font-semibold">{t('confirmation.due')}</th>
              <th scope="col" className="pb-1 text-right font-semibold">{t('confirmation.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {booking.paymentRates.map((rate) => (
              <tr key={rate.index} className="border-t border-line">
                <td className="py-1">{t('confirmation.rate-n', { number: rate.index })} ({t(`confirmation.status.${rate.status}`)})</td>
                <td className="py-1">{date(rate.dueDate)}</td>
                <td className="py-1 text-right tabular-nums">{money(rate.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {due.length > 0 ? <p className="mt-3 text-sm font-semibold">{t('confirmation.payment-due', { amount: money(due[0]!.amount), date: date(due[0]!.dueDate) })}</p> : null}
      </section>

      <section aria-labelledby="next-title" className="rounded-panel border border-line bg-surface p-6">
        <h2 id="next-title" className="mb-3 font-heading text-xl font-bold">
          {t('confirmation.next')}
        </h2>
        <ol className="list-decimal pl-5 text-sm">
          <li>{t('confirmation.next-mail')}</li>
          <li>{t('confirmation.next-pay')}</li>
          <li>{t('confirmation.next-arrive')}</li>
        </ol>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button to={login} size="md">
            {t('confirmation.to-portal')}
          </Button>
          <Button to={home} variant="secondary" size="md">
            {t('missing.home')}
          </Button>
        </div>
      </section>
    </div>
  )
}
