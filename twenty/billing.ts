/**
 * The bill of a stay (decision 013): its lines in the market's currency, minor units, each converted
 * once and the total their sum; and the payment plans of a total (full, upfront, pay later).
 */
import { addDays, daysBetween } from './calendar'
import type { Translated } from './catalogue-data'
import type { PaymentKind } from './checkout-contract'
import type { ApiLocale } from './contract'
import { EXTRAS, maxQuantityOf, unitsPerQuantity } from './extras'
import { API_LOCALE_INFO } from './locales'
import { priceStay, type StayQuote } from './pricing'
import type { SiteCurrency } from './schema'
import { type CatalogueAccommodation, type CatalogueSite, type StayCatalogue } from './stay-catalogue'

/** The balance of an upfront or pay-later booking is due this many days before arrival. */
export const BALANCE_DUE_DAYS = 42
/** Share of the total paid first (upfront: now; pay later: within PAYLATER_FIRST_RATE_DAYS). */
export const FIRST_RATE_SHARE = 0.3
export const PAYLATER_FIRST_RATE_DAYS = 7
/** Pay later needs its first rate due well before the balance. */
export const PAYLATER_MIN_DAYS = BALANCE_DUE_DAYS + 14

export const tr = (en: string, nl: string, de: string, fr: string, it: string): Translated => ({ en, nl, de, fr, it })
export const LINE_NAMES = {
  rent: tr('Rent', 'Huur', 'Miete', 'Location', 'Affitto'),
  discount: tr('Discount', 'Korting', 'Rabatt', 'Remise', 'Sconto'),
}

// ---------------------------------------------------------------- the bill

export interface Choices {
  extras: Record<string, number>
  liability: boolean
  travel: boolean
}

/** One bill line in minor units of the booking's currency; stored as a booking line. */
export interface BillLine {
  kind: 'rent' | 'discount' | 'fee' | 'extra'
  feeTypeId: number | null
  extraId: string | null
  unit: string
  quantity: number
  minor: number
  mandatory: boolean
  payOnSite: boolean
}

export interface Bill {
  currency: 'EUR' | 'GBP' | 'CHF'
  /** Paid with the booking, in `currency`. */
  lines: BillLine[]
  /** Mandatory, paid at the campsite, in `onSiteCurrency` (the campsite's own, never converted). */
  onSite: BillLine[]
  onSiteCurrency: SiteCurrency
  totalMinor: number
  onSiteMinor: number
  /** Optional insurances on offer (chosen or not), by fee type id. */
  insurances: Map<number, { minor: number; selected: boolean }>
  /** The extras on offer for this unit with the chosen quantity and amount. */
  extras: { id: string; unitMinor: number; quantity: number; maxQuantity: number; minor: number }[]
}

export function computeBill(
  catalogue: StayCatalogue,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  quote: StayQuote,
  apiLocale: ApiLocale,
  bookingDate: string,
  choices: Choices,
): Bill {
  const { eurRate, currency } = API_LOCALE_INFO[apiLocale]
  const price = priceStay(
    unit,
    site.fees,
    site.discounts,
    quote,
    { apiLocale, language: 'en', bookingDate, feeNames: catalogue.feeNames },
    site.currency,
  )
  const minor = (major: number) => Math.round(major * 100)
  const rent = minor(price.priceBeforeFeesBeforeDiscount)
  const line = (values: Partial<BillLine> & Pick<BillLine, 'kind' | 'minor'>): BillLine => ({
    feeTypeId: null,
    extraId: null,
    unit: 'stay',
    quantity: 1,
    mandatory: true,
    payOnSite: false,
    ...values,
  })
  const lines: BillLine[] = [line({ kind: 'rent', minor: rent })]
  if (price.discount) lines.push(line({ kind: 'discount', minor: minor(price.priceBeforeFeesAfterDiscount) - rent }))
  const onSite: BillLine[] = []
  const insurances = new Map<number, { minor: number; selected: boolean }>()
  for (const fee of price.fees) {
    const values = {
      kind: 'fee' as const,
      feeTypeId: fee.feeTypeId,
      unit: fee.unit,
      quantity: fee.quantity,
      minor: minor(fee.amount),
      mandatory: fee.mandatory,
      payOnSite: fee.payOnSite,
    }
    if (fee.includedInTotal) lines.push(line(values))
    else if (fee.mandatory && fee.payOnSite) onSite.push(line(values))
    else if (!fee.mandatory && !fee.payOnSite) {
      // Optional insurances: offered, never pre-ticked.
      const selected = fee.feeTypeId === 2 ? choices.liability : fee.feeTypeId === 12 ? choices.travel : false
      insurances.set(fee.feeTypeId, { minor: values.minor, selected })
      if (selected) lines.push(line(values))
    }
  }
  const extras: Bill['extras'] = []
  for (const extra of EXTRAS) {
    if (!extra.appliesTo(unit)) continue
    const unitMinor = Math.round(extra.priceCents * eurRate)
    const maxQuantity = maxQuantityOf(extra, quote.partySize)
    const quantity = Math.min(Math.max(0, Math.floor(choices.extras[extra.id] ?? 0)), maxQuantity)
    const amount = unitMinor * unitsPerQuantity(extra.unit, quote) * quantity
    extras.push({ id: extra.id, unitMinor, quantity, maxQuantity, minor: amount })
    if (quantity > 0 && extra.unit !== 'info')
      lines.push(line({ kind: 'extra', extraId: extra.id, unit: extra.unit, quantity, minor: amount }))
  }
  return {
    currency,
    lines,
    onSite,
    onSiteCurrency: price.payOnSiteCurrency,
    totalMinor: lines.reduce((sum, each) => sum + each.minor, 0),
    onSiteMinor: onSite.reduce((sum, each) => sum + each.minor, 0),
    insurances,
    extras,
  }
}

export interface RatePlan {
  index: number
  minor: number
  dueDate: string
  payNow: boolean
}

/**
 * The payment schedules of a total: `full` everything today; `upfront` 30 % today and the balance
 * 6 weeks before arrival; `paylater` nothing today, 30 % within a week and the balance 6 weeks
 * before arrival. Close to arrival only `full` is allowed.
 */
export function paymentPlans(
  totalMinor: number,
  arrival: string,
  today: string,
): { kind: PaymentKind; allowed: boolean; rates: RatePlan[] }[] {
  const days = daysBetween(today, arrival)
  const first = Math.round(totalMinor * FIRST_RATE_SHARE)
  const balanceDue = addDays(arrival, -BALANCE_DUE_DAYS)
  return [
    { kind: 'full', allowed: true, rates: [{ index: 1, minor: totalMinor, dueDate: today, payNow: true }] },
    {
      kind: 'upfront',
      allowed: days > BALANCE_DUE_DAYS,
      rates: [
        { index: 1, minor: first, dueDate: today, payNow: true },
        { index: 2, minor: totalMinor - first, dueDate: balanceDue, payNow: false },
      ],
    },
    {
      kind: 'paylater',
      allowed: days >= PAYLATER_MIN_DAYS,
      rates: [
        { index: 1, minor: first, dueDate: addDays(today, PAYLATER_FIRST_RATE_DAYS), payNow: false },
        { index: 2, minor: totalMinor - first, dueDate: balanceDue, payNow: false },
      ],
    },
  ]
}
