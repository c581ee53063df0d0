import { useTranslation } from 'react-i18next'
import type { Booking } from '../../../twenty/contract'
import { useCurrencyName, useDate, useMoney } from './format-hooks'

/**
 * A booking's payment rates (amount, due date, status) and the next amount due: on the
 * confirmation and in the customer's list of bookings.
 */
export function PaymentSchedule({ booking }: { booking: Booking }) {
  const { t } = useTranslation('checkout')
  const money = useMoney(booking.currency)
  const currencyName = useCurrencyName()
  const date = useDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const due = booking.paymentRates.filter((rate) => rate.status === 'pending')
  return (
    <>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-xs text-muted">
          {t('confirmation.schedule-currency', { currency: currencyName(booking.currency) })}
        </caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="pb-1 font-semibold">
              {t('confirmation.rate')}
            </th>
            <th scope="col" className="pb-1 font-semibold">
              {t('confirmation.due')}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {t('confirmation.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {booking.paymentRates.map((rate) => (
            <tr key={rate.index} className="border-t border-line">
              <td className="py-1">
                {t('confirmation.rate-n', { number: rate.index })} ({t(`confirmation.status.${rate.status}`)})
              </td>
              <td className="py-1">{date(rate.dueDate)}</td>
              <td className="py-1 text-right tabular-nums">{money(rate.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {due.length > 0 ? (
        <p className="mt-3 text-sm font-semibold">
          {t('confirmation.payment-due', { amount: money(due[0]!.amount), date: date(due[0]!.dueDate) })}
        </p>
      ) : null}
    </>
  )
}
