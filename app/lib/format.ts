import type { Currency } from '../../market-config/markets'
import type { SiteCurrency } from '../../twenty/contract'

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Formats a price with Intl for the market's currency: `formatPrice(1234.5, 'CHF', 'de-CH')`
 * -> "CHF 1’234.50". Whole amounts drop the decimals unless `alwaysDecimals` is set.
 */
export function formatPrice(
  amount: number,
  /** The market's currency, or a campsite's own for what is paid on site (EUR, DKK, ...). */
  currency: Currency | SiteCurrency,
  locale: string,
  options: { alwaysDecimals?: boolean } = {},
): string {
  const whole = Number.isInteger(amount) && !options.alwaysDecimals
  const key = `${locale}|${currency}|${whole}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(amount)
}
