import { useTranslation } from 'react-i18next'
import { useCurrencyName, useDate, useMoney } from '~/components/checkout/format-hooks'
import { Button } from '~/components/ui/Button'
import type { PaymentPlan } from '~/lib/payment'
import type { Booking } from '../../../twenty/contract'
import { Panel } from './BookingSummary'

/** Error keys with their one value, an amount (`payment:errors.amount-min|120.5`), as text of the page's language. */
export function usePaymentErrorText(currency: Booking['currency']) {
  const { t } = useTranslation('payment')
  const money = useMoney(currency)
  return (errors: readonly string[] | undefined) =>
    errors?.map((error) => {
      const [key, value] = error.split('|')
      return t(key!, { value: value === undefined ? undefined : money(Number(value)) })
    })
}

/** What is still to pay and the pending rates with their due dates: the payment page's first panel. */
export function OutstandingPanel({ booking, plan, today }: { booking: Booking; plan: PaymentPlan; today: string }) {
  const { t } = useTranslation('payment')
  const money = useMoney(plan.currency)
  const currencyName = useCurrencyName()
  const date = useDate({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
  return (
    <Panel id="outstanding-title" title={t('choice.outstanding-title')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('choice.total')}</dt>
        <dd className="text-right tabular-nums">{money(booking.total)}</dd>
        <dt className="text-muted">{t('choice.paid')}</dt>
        <dd className="text-right tabular-nums">{money(booking.paid)}</dd>
        <dt className="pt-1 text-base font-semibold">{t('choice.outstanding')}</dt>
        <dd
          className="pt-1 text-right text-xl font-bold tabular-nums"
          data-testid="outstanding"
          data-amount={plan.outstanding}
        >
          {money(plan.outstanding)}
        </dd>
      </dl>
      {plan.pending.length > 0 ? (
        <table className="mt-4 w-full text-sm" data-testid="pending-rates">
          <caption className="mb-1 text-left text-xs text-muted">
            {t('choice.schedule-caption', { currency: currencyName(plan.currency) })}
          </caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="pb-1 font-semibold">
                {t('choice.rate-column')}
              </th>
              <th scope="col" className="pb-1 font-semibold">
                {t('choice.due-column')}
              </th>
              <th scope="col" className="pb-1 text-right font-semibold">
                {t('choice.amount-column')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.pending.map((rate) => (
              <tr key={rate.index} className="border-t border-line">
                <td className="py-1.5">{t('choice.rate-n', { number: rate.index })}</td>
                <td className="py-1.5">
                  {date(rate.dueDate)}
                  {rate.dueDate < today ? (
                    <span className="ml-1.5 rounded-control bg-[#b42318] px-1.5 py-0.5 text-xs font-semibold text-white">
                      {t('choice.overdue')}
                    </span>
                  ) : null}
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {money(rate.due)}
                  {rate.due !== rate.amount ? (
                    <span className="block text-xs text-muted">
                      {t('choice.of-rate', { amount: money(rate.amount) })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Panel>
  )
}

/** Nothing to pay: paid in full (or more), or cancelled; the way back to the booking. */
export function NothingToPay({ booking, overview }: { booking: Booking; overview: string }) {
  const { t } = useTranslation('payment')
  const money = useMoney(booking.currency)
  const reason =
    booking.status === 'cancelled' ? 'cancelled' : booking.paymentStatus === 'PAID_TOO_MUCH' ? 'credit' : 'paid'
  return (
    <Panel id="nothing-title" title={t('nothing.title')}>
      <p className="mb-4" data-testid="nothing-to-pay">
        {t(`nothing.${reason}`, { amount: money(Math.max(0, booking.paid - booking.total)) })}
      </p>
      <Button to={overview} variant="secondary">
        {t('nothing.back')}
      </Button>
    </Panel>
  )
}
