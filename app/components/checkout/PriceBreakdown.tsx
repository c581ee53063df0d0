import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PriceLine, SiteCurrency } from '../../../twenty/contract'
import { useCurrencyName, useMoney } from './format-hooks'

/**
 * The bill line by line (rent, discount, fees, insurances, extras), its total paid to us in the
 * market's currency, and what is paid at the campsite in the campsite's own currency (decision
 * 019): the checkout's summary and a booking's page in the portal show the same lines.
 * `children` come after the total's currency note (the checkout's "to pay now").
 */
export function PriceBreakdown({
  price,
  currency,
  showQuantities = false,
  children,
}: {
  price: {
    lines: readonly PriceLine[]
    total: number
    payOnSite: readonly PriceLine[]
    payOnSiteCurrency: SiteCurrency
  }
  currency: SiteCurrency
  /** Extras' quantities beside their names (a booking's page; the checkout has them in its form). */
  showQuantities?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation('checkout')
  const money = useMoney(currency)
  const onSiteMoney = useMoney(price.payOnSiteCurrency)
  const currencyName = useCurrencyName()
  const line = (each: PriceLine) =>
    each.kind === 'discount' || each.kind === 'rent' ? t(`lines.${each.kind}`) : each.name
  return (
    <>
      <h3 className="mt-4 mb-2 font-semibold">{t('summary.breakdown')}</h3>
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
        aria-label={t('summary.breakdown')}
        data-testid="price-lines"
      >
        {price.lines.map((each, index) => (
          <div
            key={`${each.kind}-${each.feeTypeId ?? each.extraId ?? index}`}
            className="contents"
            data-testid="price-line"
          >
            <dt>
              {line(each)}
              {showQuantities && each.kind === 'extra' ? ` × ${each.quantity}` : ''}
            </dt>
            <dd className="text-right tabular-nums" data-amount={each.amount}>
              {money(each.amount)}
            </dd>
          </div>
        ))}
        <dt className="border-t border-line pt-2 text-base font-bold">{t('summary.total')}</dt>
        <dd
          className="border-t border-line pt-2 text-right text-base font-bold tabular-nums"
          data-testid="total"
          data-amount={price.total}
        >
          {money(price.total)}
        </dd>
      </dl>
      <p className="text-right text-xs text-muted" data-testid="total-currency">
        {t('summary.to-us', { currency: currencyName(currency) })}
      </p>
      {children}
      {price.payOnSite.length > 0 ? (
        // The campsite's own charge in its own currency (EUR at a French campsite on a GBP market).
        <div
          className="mt-3 border-t border-line pt-2 text-sm"
          data-testid="pay-on-site"
          data-currency={price.payOnSiteCurrency}
        >
          <p className="mb-1 text-muted">
            {t('summary.on-site-title', { currency: currencyName(price.payOnSiteCurrency) })}
          </p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            {price.payOnSite.map((each) => (
              <div key={each.name} className="contents">
                <dt>{each.name}</dt>
                <dd className="text-right tabular-nums" data-amount={each.amount}>
                  {onSiteMoney(each.amount)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </>
  )
}
