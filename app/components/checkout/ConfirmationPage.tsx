import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../twenty/contract'
import { Button } from '../ui/Button'
import { cx } from '../ui/cx'
import { FOCUS } from '../ui/focus'
import { useDate, useMoney } from './CheckoutPage'
import { PaymentSchedule } from './PaymentSchedule'

/**
 * The booking confirmation: the reference, what was booked, the payment schedule and what
 * happens next, and the stay as a calendar file.
 */
export function ConfirmationPage({ booking, calendarHref, calendarName, login, home }: { booking: Booking; calendarHref: string; calendarName: string; login: string; home: string }) {
  const { t } = useTranslation('checkout')
  const money = useMoney(booking.currency)
  const date = useDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
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
        <PaymentSchedule booking={booking} />
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
