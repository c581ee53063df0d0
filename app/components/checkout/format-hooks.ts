import { useTranslation } from 'react-i18next'
import { formatPrice } from '~/lib/format'
import { dateFormat } from '~/lib/intl'
import { useStorefront } from '~/lib/storefront'
import type { SiteCurrency } from '../../../twenty/contract'

/** Dates in the market's language and format (UTC calendar days: a time zone never shifts one). */
export function useDate(options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }) {
  const { market } = useStorefront()
  const format = dateFormat(market.languageTag, { ...options, timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`))
}

/** Amounts in a currency with the market's number format (a campsite's EUR on a GBP market too). */
export function useMoney(currency: SiteCurrency) {
  const { market } = useStorefront()
  return (amount: number) =>
    amount < 0
      ? `−${formatPrice(-amount, currency, market.currencyFormatterCode, { alwaysDecimals: true })}`
      : formatPrice(amount, currency, market.currencyFormatterCode, { alwaysDecimals: true })
}

/** A currency in words, in the page's language ("euros", "pounds sterling"). */
export function useCurrencyName() {
  const { t } = useTranslation('common')
  return (currency: SiteCurrency) => t(`currency.${currency}`)
}
