/**
 * Paying a booking (issue 20), the part the server and the browser share: what is still to pay
 * and how it falls over the pending rates, the payment page's choice (in full, by rate, or any
 * amount from the next rate to the balance) with its rules, and the names the provider returns
 * use. Amounts are the booking's currency; the rules count in minor units (cents), so that no
 * float ever decides whether an amount is allowed. Error messages are keys of the `payment`
 * namespace, a value after `|` (`payment:errors.amount-min|120.5`).
 */
import type { Booking, PaymentProvider } from '../../twenty/contract'

export const toMinor = (amount: number): number => Math.round(amount * 100)
export const toMajor = (minor: number): number => minor / 100

/** A pending rate as the payment page offers it: what is still due of it (a part payment lowers it). */
export interface PendingRate {
  /** The rate's number in the booking's plan (`paymentRates[].index`). */
  index: number
  /** Its place among the pending rates, by due date: the providers' `feePrices` index. */
  position: number
  dueDate: string
  /** The rate as planned. */
  amount: number
  /** What is still due of it. */
  due: number
}

export interface PaymentPlan {
  currency: Booking['currency']
  /** What is still to pay (0 when paid in full or more). */
  outstanding: number
  /** The pending rates with something due, by due date. */
  pending: PendingRate[]
  /** Whether there is nothing to pay: paid in full (or more), or cancelled. */
  settled: boolean
}

/**
 * The booking's outstanding amount and its pending rates. What was received beyond the paid
 * rates (a part payment, or a credit after a change) lowers the first pending rates, in due-date
 * order, as the API settles (contract item 4).
 */
export function paymentPlan(
  booking: Pick<Booking, 'total' | 'paid' | 'paymentRates' | 'status' | 'currency'>,
): PaymentPlan {
  // A cancelled booking owes nothing through the portal (whatever its rates said).
  const cancelled = booking.status === 'cancelled'
  const outstandingMinor = cancelled ? 0 : Math.max(0, toMinor(booking.total) - toMinor(booking.paid))
  const paidRatesMinor = booking.paymentRates
    .filter((rate) => rate.status === 'paid')
    .reduce((sum, rate) => sum + toMinor(rate.amount), 0)
  let beyond = Math.max(0, toMinor(booking.paid) - paidRatesMinor)
  const pending: PendingRate[] = []
  for (const rate of booking.paymentRates
    .filter((each) => each.status === 'pending' && !cancelled)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.index - b.index)) {
    const amountMinor = toMinor(rate.amount)
    const dueMinor = Math.max(0, amountMinor - beyond)
    beyond = Math.max(0, beyond - amountMinor)
    if (dueMinor > 0)
      pending.push({
        index: rate.index,
        position: pending.length,
        dueDate: rate.dueDate,
        amount: rate.amount,
        due: toMajor(dueMinor),
      })
  }
  const settled = cancelled || outstandingMinor === 0 || pending.length === 0
  return { currency: booking.currency, outstanding: toMajor(outstandingMinor), pending, settled }
}

/** SPEC section 4: paying by rate is offered only when more than one rate is pending. */
export const offersRates = (plan: PaymentPlan): boolean => plan.pending.length > 1

/** The least a free amount may be: the next rate's due (the balance when that is less). */
export function minimumAmount(plan: PaymentPlan): number {
  const next = plan.pending[0]?.due ?? plan.outstanding
  return Math.min(next, plan.outstanding)
}

/**
 * Whether "another amount" is offered: only when there is room between the next rate and the
 * balance (with one rate pending and nothing paid ahead, both are the same amount).
 */
export const offersFreeAmount = (plan: PaymentPlan): boolean =>
  !plan.settled && toMinor(minimumAmount(plan)) < toMinor(plan.outstanding)

/** What the customer chose on the payment page, as the options page and the start use it. */
export interface PaymentChoice {
  kind: 'full' | 'rate' | 'amount'
  /** Minor units of the booking's currency. */
  amountMinor: number
  /** The pending rate paid (`paymentRates[].index`) when the choice is a rate. */
  rate: number | null
}

/** The choice's radio values: `full`, `rate-{index}`, `amount`. */
export const rateChoice = (index: number) => `rate-${index}`

/** A typed amount, `1234.5`, `1234,50` or `1 234,50`: minor units, or null when it is not an amount of cents. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '')
  // One decimal mark, comma or point, with at most two digits after it.
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** The chosen amount of a valid form value. */
export function resolveChoice(plan: PaymentPlan, value: { choice: string; amount?: string }): PaymentChoice | null {
  if (plan.settled) return null
  if (value.choice === 'full') return { kind: 'full', amountMinor: toMinor(plan.outstanding), rate: null }
  if (value.choice === 'amount') {
    const minor = parseAmount(value.amount ?? '')
    if (minor === null || minor < toMinor(minimumAmount(plan)) || minor > toMinor(plan.outstanding)) return null
    // The whole balance typed in is paying in full.
    return minor === toMinor(plan.outstanding)
      ? { kind: 'full', amountMinor: minor, rate: null }
      : { kind: 'amount', amountMinor: minor, rate: null }
  }
  const rate = offersRates(plan) ? plan.pending.find((each) => rateChoice(each.index) === value.choice) : undefined
  return rate ? { kind: 'rate', amountMinor: toMinor(rate.due), rate: rate.index } : null
}

/**
 * A stored choice still fits the booking as it is now (another tab may have paid meanwhile): the
 * full balance is the balance today, a rate still pending with the same amount due, an amount
 * still between the next rate and the balance.
 */
export function choiceStillFits(plan: PaymentPlan, choice: PaymentChoice): PaymentChoice | null {
  if (plan.settled) return null
  if (choice.kind === 'full') return { ...choice, amountMinor: toMinor(plan.outstanding) }
  if (choice.kind === 'rate') {
    const rate = plan.pending.find((each) => each.index === choice.rate)
    return rate && toMinor(rate.due) === choice.amountMinor ? choice : null
  }
  return choice.amountMinor >= toMinor(minimumAmount(plan)) && choice.amountMinor <= toMinor(plan.outstanding)
    ? choice
    : null
}

/** One provider and method as the options form names it: `bambora:card`, `saferpay:ideal`. */
export const providerChoice = (provider: { paymentProviderIdentifier: string; paymentMethodIdentifier: string }) =>
  `${provider.paymentProviderIdentifier}:${provider.paymentMethodIdentifier}`

/**
 * The fee of a provider for the choice: the fee of the pending rate paid, or the provider's fee
 * on the amount (`fullFeeAmount`: on the whole balance in the GET answer, on the amount asked in
 * the POST answer; contract item 1).
 */
export function providerFee(
  provider: { fullFeeAmount: number; feePrices: number[] },
  choice: PaymentChoice,
  plan: PaymentPlan,
): number {
  if (choice.kind === 'rate') {
    const position = plan.pending.find((rate) => rate.index === choice.rate)?.position
    const fee = position === undefined ? undefined : provider.feePrices[position]
    if (fee !== undefined) return fee
  }
  return provider.fullFeeAmount
}

/** A provider as the options page lists it: its fee for the amount and the total to pay. */
export interface ProviderOption {
  /** The form's value (`providerChoice`). */
  value: string
  provider: PaymentProvider
  method: string
  name: string
  fee: number
  total: number
  /** gift_voucher is listed and does nothing (SPEC section 4). */
  available: boolean
}

/** What the start answers a hydrated page: Bambora's window for the overlay, or the page to go to. */
export type PaymentStart =
  | { kind: 'bambora'; windowUrl: string; cancelHref: string; orderIdHash: string }
  | { kind: 'redirect'; url: string }

/** The hidden field the options form adds once hydrated: answer with data (the overlay), not a redirect. */
export const ENHANCED_PAYMENT_FIELD = 'enhanced'

/** The payment page's `?cancelled=1`: a provider's cancel URL; the page flashes the toast and drops it. */
export const CANCELLED_PARAM = 'cancelled'

/**
 * Bambora's window language (contract item 2, 1..8 in its numbering): German 7, English 2 for
 * the languages it does not speak within that range.
 */
export function bamboraLanguage(language: string): number {
  return language === 'de' ? 7 : 2
}
