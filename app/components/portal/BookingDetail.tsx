import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PitchFact } from '~/components/checkout/BookingFacts'
import { useDate, useMoney } from '~/components/checkout/format-hooks'
import { PaymentSchedule } from '~/components/checkout/PaymentSchedule'
import { PriceBreakdown } from '~/components/checkout/PriceBreakdown'
import { BookingRef } from '~/components/ui/BookingRef'
import { Button } from '~/components/ui/Button'
import { cancellationTerms, lockedReason, mayCorrectTravellers } from '~/lib/booking'
import { cn } from '~/lib/cn'
import { paymentPlan } from '~/lib/payment'
import type { Booking } from '../../../twenty/contract'
import { Panel, LINK } from './BookingSummary'
import { PaymentStatusBadge } from './PaymentStatus'

export interface CampsiteFacts {
  href: string
  /** Name, town, region and country, line by line. */
  address: string[]
  checkIn: { from: string; until: string; checkOut: string } | null
  reception: { opens: string; closes: string } | null
}

export interface BookingLinks {
  overview: string
  participants: string
  extras: string
  payment: string
  calendar: string
  /** The travel voucher (PDF), offered once the booking is paid in full. */
  voucher: string
}

/**
 * A booking's overview in the portal (issue 19): its state, the stay and campsite, travellers and
 * extras with the ways to change them, the checkout's price breakdown and the deposit paid on
 * site, the payment schedule with SPEC's payment status, and the cancellation terms as dates.
 */
export function BookingDetail({
  booking,
  campsite,
  links,
  today,
}: {
  booking: Booking
  campsite: CampsiteFacts
  links: BookingLinks
  today: string
}) {
  const { t } = useTranslation('booking')
  const { t: tc } = useTranslation('checkout')
  const { t: tp } = useTranslation('payment')
  const money = useMoney(booking.currency)
  const longDate = useDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const shortDate = useDate()
  const terms = cancellationTerms(booking, today)
  const extrasLocked = lockedReason(booking, booking.changePermissions.extras, today)
  const travellersLocked = lockedReason(booking, booking.changePermissions.other, today)
  const outstanding = Math.round((booking.total - booking.paid) * 100) / 100
  const plan = paymentPlan(booking)
  const fullyPaid = booking.paymentStatus === 'PAYMENT_OK' || booking.paymentStatus === 'PAID_TOO_MUCH'
  const ages = booking.persons.children.map((child) => child.age).join(', ')
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="booking-title"
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6"
      >
        <div>
          <p className="text-sm text-muted">
            {t('detail.ref')} <BookingRef value={booking.ref} className="text-ink" testId="booking-ref" />
          </p>
          <h2 id="booking-title" className="mt-1 font-heading text-2xl font-bold">
            {booking.site.name}
          </h2>
          <p className="text-muted">
            {booking.accommodation.name} · {booking.site.location}
          </p>
          <p className="mt-1 text-sm font-semibold" data-testid="booking-status">
            {t(`detail.status.${booking.status}`)}
          </p>
        </div>
        <PaymentStatusBadge status={booking.paymentStatus} className="self-start" />
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <Panel id="stay-title" title={t('detail.stay')}>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">{tc('summary.arrival')}</dt>
              <dd data-testid="arrival">{longDate(booking.arrivalDate)}</dd>
              <dt className="text-muted">{tc('summary.departure')}</dt>
              <dd data-testid="departure">{longDate(booking.departureDate)}</dd>
              <dt className="text-muted">{t('detail.length')}</dt>
              <dd>{t('detail.nights', { count: booking.duration })}</dd>
              <dt className="text-muted">{t('detail.unit')}</dt>
              <dd>
                {booking.accommodation.name}
                <span className="text-muted"> ({t('detail.sleeps', { count: booking.accommodation.maxPersons })})</span>
              </dd>
              <PitchFact pitch={booking.pitch} />
              <dt className="text-muted">{tc('summary.party')}</dt>
              <dd>
                {tc('summary.adults', { count: booking.persons.adults })}
                {booking.persons.children.length > 0
                  ? `, ${tc('summary.children', { count: booking.persons.children.length, ages })}`
                  : ''}
              </dd>
            </dl>
            <h3 className="mt-4 mb-1 font-semibold">{t('detail.campsite')}</h3>
            <address className="text-sm not-italic" data-testid="campsite-address">
              {campsite.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            {campsite.checkIn ? <p className="mt-2 text-sm">{t('detail.check-in', campsite.checkIn)}</p> : null}
            {campsite.reception ? <p className="text-sm">{t('detail.reception', campsite.reception)}</p> : null}
            <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <Link to={campsite.href} className={LINK}>
                {t('detail.campsite-link', { name: booking.site.name })}
              </Link>
              {/* A download, not a page: a plain link the browser saves (its own route, text/calendar). */}
              <a href={links.calendar} download className={LINK} data-testid="calendar-link">
                {t('detail.calendar')}
              </a>
            </p>
          </Panel>

          <Panel id="travellers-title" title={t('detail.travellers')}>
            <ul className="mb-3 flex flex-col gap-1 text-sm" data-testid="travellers">
              {booking.participants.map((person, index) => (
                <li key={`${index}-${person.firstName}`}>
                  <span className="font-semibold">
                    {person.firstName} {person.lastName}
                  </span>
                  {person.birthDate ? (
                    <span className="text-muted"> · {t('detail.born', { date: shortDate(person.birthDate) })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {travellersLocked ? <p className="mb-3 text-sm text-muted">{t(`why.${travellersLocked}`)}</p> : null}
            <Button to={links.participants} variant="secondary" size="sm">
              {mayCorrectTravellers(booking.changePermissions.other)
                ? t('detail.travellers-edit')
                : t('detail.travellers-view')}
            </Button>
          </Panel>

          <Panel id="extras-title" title={t('detail.extras')}>
            {booking.extras.length > 0 ? (
              <ul className="mb-3 flex flex-col gap-1 text-sm" data-testid="booking-extras">
                {booking.extras.map((extra) => (
                  <li key={extra.id} className="flex justify-between gap-3">
                    <span>
                      {extra.name} × {extra.quantity}
                    </span>
                    <span className="tabular-nums">{money(extra.amount)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-3 text-sm text-muted">{t('detail.no-extras')}</p>
            )}
            <p className="mb-3 text-sm text-muted">
              {extrasLocked ? t(`why.${extrasLocked}`) : t(`extras.intro.${booking.changePermissions.extras}`)}
            </p>
            <Button to={links.extras} variant="secondary" size="sm">
              {extrasLocked ? t('detail.extras-view') : t('detail.extras-edit')}
            </Button>
          </Panel>

          <Panel id="payment-title" title={t('detail.payment')}>
            <PaymentStatusBadge status={booking.paymentStatus} className="mb-3" />
            <dl className="mb-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{tc('summary.total')}</dt>
              <dd className="text-right tabular-nums" data-testid="booking-total" data-amount={booking.total}>
                {money(booking.total)}
              </dd>
              <dt className="text-muted">{t('detail.paid')}</dt>
              <dd className="text-right tabular-nums" data-testid="booking-paid">
                {money(booking.paid)}
              </dd>
              {outstanding >= 0 ? (
                <>
                  <dt className="font-semibold">{t('detail.outstanding')}</dt>
                  <dd className="text-right font-semibold tabular-nums" data-testid="booking-outstanding">
                    {money(outstanding)}
                  </dd>
                </>
              ) : (
                <>
                  <dt className="font-semibold">{t('detail.credit')}</dt>
                  <dd className="text-right font-semibold tabular-nums" data-testid="booking-credit">
                    {money(-outstanding)}
                  </dd>
                </>
              )}
            </dl>
            {outstanding < 0 ? (
              <p className="mb-4 text-sm">{t('detail.credit-note', { amount: money(-outstanding) })}</p>
            ) : null}
            <h3 className="mb-2 font-semibold">{tc('confirmation.schedule')}</h3>
            <PaymentSchedule booking={booking} />
            {plan.settled ? null : (
              <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
                <Button to={links.payment} size="md" className="shrink-0 whitespace-nowrap">
                  {t('detail.pay')}
                </Button>
                <p className="text-sm text-muted">{tp('detail.pay-hint')}</p>
              </div>
            )}
            <PaymentsReceived booking={booking} />
            {fullyPaid ? (
              <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                {/* A download, not a page: a plain link the browser saves (its own route, application/pdf). */}
                <a href={links.voucher} download className={LINK} data-testid="voucher-link">
                  {tp('detail.voucher')}
                </a>
                <span className="text-muted">{tp('detail.voucher-hint')}</span>
              </p>
            ) : null}
          </Panel>

          <Panel id="terms-title" title={t('detail.terms')}>
            <p className="mb-2 text-sm">
              {t('detail.terms-intro', { date: shortDate(booking.createdAt.slice(0, 10)) })}
            </p>
            <ul className="flex flex-col gap-1 text-sm" data-testid="cancellation-terms">
              <TermsLine now={terms.now === 'free'} nowLabel={t('detail.terms-now')}>
                {terms.freeUntil
                  ? t('detail.terms-free', { date: shortDate(terms.freeUntil) })
                  : t('detail.terms-free-none')}
              </TermsLine>
              {terms.partUntil ? (
                <TermsLine now={terms.now === 'part'} nowLabel={t('detail.terms-now')}>
                  {t('detail.terms-part', { date: shortDate(terms.partUntil) })}
                </TermsLine>
              ) : null}
              <TermsLine now={terms.now === 'full'} nowLabel={t('detail.terms-now')}>
                {t('detail.terms-full', { date: shortDate(terms.fullFrom) })}
              </TermsLine>
            </ul>
          </Panel>
        </div>

        <div className="lg:sticky lg:top-4">
          <Panel id="price-title" title={t('detail.price')}>
            {/* The deposit paid on site is the breakdown's last part, in the campsite's currency. */}
            <PriceBreakdown price={booking.price} currency={booking.currency} showQuantities />
          </Panel>
        </div>
      </div>
    </div>
  )
}

/** The payments received, newest first (how, when and how much), or nothing when none was made online. */
function PaymentsReceived({ booking }: { booking: Booking }) {
  const { t } = useTranslation('payment')
  const money = useMoney(booking.currency)
  const date = useDate({ day: 'numeric', month: 'long', year: 'numeric' })
  const received = booking.payments.filter((payment) => payment.status === 'settled')
  if (received.length === 0) return null
  return (
    <>
      <h3 className="mt-5 mb-2 font-semibold">{t('detail.payments-title')}</h3>
      <ul className="flex flex-col gap-1 text-sm" data-testid="payments-received">
        {received.map((payment) => (
          <li key={payment.orderIdHash} className="flex justify-between gap-3 border-t border-line pt-1">
            <span>
              {payment.settledAt ? `${date(payment.settledAt.slice(0, 10))} · ` : ''}
              {t(`methods.${payment.provider}-${payment.method}`, { defaultValue: t(`providers.${payment.provider}`) })}
            </span>
            <span className="tabular-nums">{money(payment.amount)}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

function TermsLine({ now, nowLabel, children }: { now: boolean; nowLabel: string; children: ReactNode }) {
  return (
    <li className={cn('rounded-control px-2 py-1', now && 'border-l-4 border-primary bg-primary/10 font-semibold')}>
      {children}
      {now ? <span className="ml-1">({nowLabel})</span> : null}
    </li>
  )
}
