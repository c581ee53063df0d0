import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { formatPrice } from '~/lib/format'
import { useOptionalStorefront } from '~/lib/storefront'
import type { Currency } from '../../../market-config/markets'

export interface PriceProps {
  amount: number
  /** Defaults to the market's currency. */
  currency?: Currency
  /** Intl locale; defaults to the market's currency formatter code. */
  locale?: string
  /** Prefix "from" (a starting price). */
  from?: boolean
  /** The price before a discount, shown struck through. */
  originalAmount?: number
  size?: 'sm' | 'md' | 'lg'
  /** Always show cents, even for whole amounts. */
  alwaysDecimals?: boolean
  className?: string
}

const SIZES = {
  sm: { price: 'text-base', extra: 'text-xs' },
  md: { price: 'text-xl', extra: 'text-sm' },
  lg: { price: 'text-3xl', extra: 'text-base' },
} as const

/** A price in the market's currency, optionally "from" and with the pre-discount price. */
export function Price({
  amount,
  currency,
  locale,
  from = false,
  originalAmount,
  size = 'md',
  alwaysDecimals,
  className,
}: PriceProps) {
  const { t } = useTranslation('ui')
  const market = useOptionalStorefront()?.market
  const resolvedCurrency: Currency = currency ?? market?.currency ?? 'EUR'
  const resolvedLocale = locale ?? market?.currencyFormatterCode ?? 'en-GB'
  const format = (value: number) => formatPrice(value, resolvedCurrency, resolvedLocale, { alwaysDecimals })
  const discounted = originalAmount !== undefined && originalAmount > amount
  const styles = SIZES[size]

  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      {from ? <span className={cn('text-muted', styles.extra)}>{t('price.from')}</span> : null}
      {discounted ? (
        <span className={cn('text-muted', styles.extra)}>
          <span className="sr-only">{t('price.original-price')} </span>
          <del>{format(originalAmount)}</del>
          <span className="sr-only">, {t('price.now-price')} </span>
        </span>
      ) : null}
      <span
        className={cn(
          'font-heading font-bold tabular-nums leading-none whitespace-nowrap',
          discounted ? 'text-alternative' : 'text-ink',
          styles.price,
        )}
      >
        {format(amount)}
      </span>
    </span>
  )
}
