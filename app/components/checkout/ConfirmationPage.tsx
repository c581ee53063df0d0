import { useTranslation } from 'react-i18next'
import { BookingRef } from '~/components/ui/BookingRef'
import { Button } from '~/components/ui/Button'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import type { Booking } from '../../../twenty/contract'
import { BookingFacts } from './BookingFacts'
import { PaymentSchedule } from './PaymentSchedule'
import { Section } from './Section'

/**
 * The booking confirmation: the reference, what was booked, the payment schedule and what
 * happens next, and the stay as a calendar file.
 */
export function ConfirmationPage({
  booking,
  calendarHref,
  calendarName,
  login,
  home,
}: {
  booking: Booking
  calendarHref: string
  calendarName: string
  login: string
  home: string
}) {
  const { t } = useTranslation('checkout')
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="rounded-panel border border-success bg-surface p-6">
        <h1 className="mb-2 font-heading text-3xl font-bold">{t('confirmation.title')}</h1>
        <p className="mb-3">{t('confirmation.intro', { email: booking.customer.email })}</p>
        <p className="text-lg">
          {t('confirmation.ref')} <BookingRef value={booking.ref} className="text-2xl" testId="booking-ref" />
        </p>
      </div>

      <Section id="booked-title" title={t('confirmation.stay')}>
        <p className="font-semibold">{booking.accommodation.name}</p>
        <p className="mb-3 text-sm text-muted">
          {booking.site.name}, {booking.site.location}
        </p>
        <BookingFacts booking={booking} dates={{ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }} />
        <a
          href={calendarHref}
          download={calendarName}
          className={cn('mt-4 inline-block font-semibold text-primary underline', FOCUS)}
        >
          {t('confirmation.calendar')}
        </a>
      </Section>

      <Section id="schedule-title" title={t('confirmation.schedule')}>
        <PaymentSchedule booking={booking} />
      </Section>

      <Section id="next-title" title={t('confirmation.next')}>
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
      </Section>
    </div>
  )
}
