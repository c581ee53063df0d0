/**
 * Payments (issue 20): what a booking still owes and how it can be paid, the start of a payment
 * (an order and the provider's session), and settlement, exactly once.
 *
 * - Amounts are computed here from the booking's pending rates: a client's amount is checked
 *   against them (at least the next rate, or exactly a named pending rate; at most the outstanding)
 *   and never trusted for more; the provider's fee is the API's own.
 * - An order (`payment_orders`, migration 012) is one attempt: random id hash, the amount toward
 *   the booking and the fee, the provider's token. Its status moves from `created` once.
 * - Settlement runs in ONE `BEGIN IMMEDIATE` transaction, as the checkout does: the order is read
 *   and marked settled (an UPDATE that expects it unsettled; UNIQUE provider transaction ids) and
 *   the amount is spread over the pending rates in due-date order (a partial remainder raises the
 *   next rate's `paid_minor`), so a second callback, a callback before the browser returns, a
 *   replay or twenty at once find it settled and change nothing more. Money beyond what is owed
 *   (two tabs paying the same rate) is kept on the last rate: the booking shows PAID_TOO_MUCH.
 * - Nothing from a browser is believed: Bambora's callback parameters are believed only with a
 *   valid MD5 hash, Saferpay's outcome only from the API's own Assert.
 */
import { randomBytes } from 'node:crypto'
import type { CheckoutScope } from './carts'
import type { Booking } from './checkout-contract'
import type { ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { ApiError, type TwentyLogger } from './http'
import { API_LOCALE_INFO } from './locales'
import type {
  BamboraOrder,
  BamboraOrderRequest,
  PaymentOrder,
  PaymentOrderStatus,
  PaymentProviderOption,
  PaymentProviders,
  SaferpayOrder,
  SaferpayOrderRequest,
  Settlement,
} from './payment-contract'
import { sendPaymentReceipt } from './payment-mails'
import { METHOD_FEES_MINOR, methodName, SAFERPAY_METHOD_CODES, SAFERPAY_METHODS_BY_LOCALE } from './payment-methods'
import {
  bamboraHashIsValid,
  createBamboraSession,
  ProviderUnavailableError,
  saferpayAssert,
  saferpayInitialize,
  type PaymentProvidersConfig,
} from './payment-providers'

/** A provider's session lives this long (the sandboxes' too): a later payment cannot happen. */
export const PROVIDER_SESSION_MS = 30 * 60_000
/**
 * An order is settled up to this long after it was made: the session's lifetime plus the time a
 * provider takes to retry a callback. Older ones are expired and refused (400 `order_expired`).
 */
export const ORDER_LIFETIME_MS = PROVIDER_SESSION_MS + 10 * 60_000

const major = (minor: number) => Math.round(minor) / 100
const minorOf = (amount: number) => Math.round(amount * 100)

/** A new order id hash: 24 random bytes, 32 characters base64url. */
export const newOrderIdHash = () => randomBytes(24).toString('base64url')

// ---------------------------------------------------------------- what is owed

interface RateRow {
  position: number
  amount_minor: number
  paid_minor: number
  due_date: string
  status: 'pending' | 'paid' | 'cancelled'
}

export interface PendingRate {
  position: number
  dueDate: string
  /** What is still to pay for it. */
  outstandingMinor: number
}

function rateRows(database: TwentyDatabase, bookingId: number): RateRow[] {
  return database.sqlite
    .prepare(
      'SELECT position, amount_minor, paid_minor, due_date, status FROM payment_rates WHERE booking_id = ? ORDER BY due_date, position',
    )
    .all(bookingId) as RateRow[]
}

/** The pending rates with something still to pay, in due-date order. */
export function pendingRates(database: TwentyDatabase, bookingId: number): PendingRate[] {
  return rateRows(database, bookingId)
    .filter((rate) => rate.status === 'pending' && rate.amount_minor > rate.paid_minor)
    .map((rate) => ({
      position: rate.position,
      dueDate: rate.due_date,
      outstandingMinor: rate.amount_minor - rate.paid_minor,
    }))
}

/** The pending rates of a booking that can be paid; 409 `nothing_to_pay` when it is paid or cancelled. */
function payableRates(database: TwentyDatabase, booking: Pick<Booking, 'bookingId' | 'status'>): PendingRate[] {
  const pending = booking.status === 'cancelled' ? [] : pendingRates(database, booking.bookingId)
  if (pending.length === 0)
    throw new ApiError(409, 'nothing_to_pay', `Booking ${booking.bookingId} has nothing left to pay`)
  return pending
}

const sumOf = (rates: readonly PendingRate[]) => rates.reduce((sum, rate) => sum + rate.outstandingMinor, 0)

/**
 * `GET|POST payment/providers/booking/{bookingId}`: Bambora's cards, Saferpay's methods of the
 * market, then the gift voucher; each with its fee on the whole outstanding (or on `amount`) and
 * per pending rate.
 */
export function paymentProviders(
  database: TwentyDatabase,
  booking: Booking,
  scope: Pick<CheckoutScope, 'apiLocale' | 'language'>,
  amount?: number,
): PaymentProviders {
  const pending = payableRates(database, booking)
  const outstandingMinor = sumOf(pending)
  if (amount !== undefined && minorOf(amount) > outstandingMinor)
    throw new ApiError(
      400,
      'amount_out_of_range',
      `amount: at most the outstanding ${major(outstandingMinor).toFixed(2)} ${booking.currency}`,
    )
  const option = (
    provider: PaymentProviderOption['paymentProviderIdentifier'],
    method: string,
  ): PaymentProviderOption => {
    const fee = major(METHOD_FEES_MINOR[method] ?? 0)
    return {
      paymentProviderIdentifier: provider,
      paymentMethodIdentifier: method,
      name: methodName(provider, method, scope.language),
      fullFeeAmount: fee,
      feePrices: pending.map(() => fee),
    }
  }
  return {
    providers: [
      option('bambora', 'card'),
      ...SAFERPAY_METHODS_BY_LOCALE[scope.apiLocale].map((method) => option('saferpay', method)),
      { ...option('gift_voucher', 'gift_voucher'), fullFeeAmount: 0, feePrices: pending.map(() => 0) },
    ],
    outstanding: major(outstandingMinor),
    currency: booking.currency,
  }
}

// ---------------------------------------------------------------- starting a payment

export interface PaymentScope extends CheckoutScope {
  providers: PaymentProvidersConfig
  logger: TwentyLogger
}

/**
 * The amount a start may ask for, in minor units: at least the next pending rate (or exactly the
 * pending rate it names) and at most the outstanding. 400 otherwise.
 */
export function checkedAmount(
  pending: readonly PendingRate[],
  request: { amount: number; rate?: number | undefined },
  currency: string,
): { amountMinor: number; ratePosition: number | null } {
  const amountMinor = minorOf(request.amount)
  const outstandingMinor = sumOf(pending)
  let ratePosition: number | null = null
  if (request.rate !== undefined) {
    const rate = pending.find((each) => each.position === request.rate)
    if (!rate) throw new ApiError(400, 'rate_not_pending', `rate: payment ${request.rate} is not pending`)
    ratePosition = rate.position
    if (amountMinor === rate.outstandingMinor) return { amountMinor, ratePosition }
  }
  const next = pending[0]!.outstandingMinor
  if (amountMinor < next || amountMinor > outstandingMinor)
    throw new ApiError(
      400,
      'amount_out_of_range',
      `amount: from the next payment ${major(next).toFixed(2)} to the outstanding ${major(outstandingMinor).toFixed(2)} ${currency}`,
    )
  return { amountMinor, ratePosition }
}

function checkedFee(method: string, fees: number | undefined): number {
  const feeMinor = METHOD_FEES_MINOR[method] ?? 0
  if (fees !== undefined && minorOf(fees) !== feeMinor)
    throw new ApiError(400, 'fees_mismatch', `fees: the fee of ${method} is ${major(feeMinor).toFixed(2)}`)
  return feeMinor
}

/** The URL with `orderIdHash` added: the storefront built it before the order existed. */
export function withOrderIdHash(url: string, orderIdHash: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('orderIdHash', orderIdHash)
  return parsed.toString()
}

function insertOrder(
  database: TwentyDatabase,
  scope: PaymentScope,
  order: {
    id: string
    bookingId: number
    provider: 'bambora' | 'saferpay'
    method: string
    amountMinor: number
    feeMinor: number
    currency: string
    ratePosition: number | null
    extras: string | undefined
  },
): void {
  database.sqlite
    .prepare(
      `INSERT INTO payment_orders (id, brand, api_locale, booking_id, provider, method, amount_minor, fee_minor, currency, rate_position, extras, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.id,
      scope.brand,
      scope.apiLocale,
      order.bookingId,
      order.provider,
      order.method,
      order.amountMinor,
      order.feeMinor,
      order.currency,
      order.ratePosition,
      order.extras ?? null,
      scope.now.toISOString(),
    )
}

/** The provider could not make a session: the order ends `cancelled`, the storefront gets a 502. */
function providerFailed(database: TwentyDatabase, scope: PaymentScope, orderId: string, error: unknown): never {
  database.sqlite
    .prepare("UPDATE payment_orders SET status = 'cancelled' WHERE id = ? AND status = 'created'")
    .run(orderId)
  if (error instanceof ProviderUnavailableError) {
    scope.logger.warn({ orderId, reason: error.message }, 'payment provider unavailable')
    throw new ApiError(502, 'provider_unavailable', 'The payment provider cannot be reached; try again later')
  }
  throw error
}

/** `POST customer/payment/getOrderId` for Bambora: an order and a payment window session. */
export async function startBamboraPayment(
  database: TwentyDatabase,
  booking: Booking,
  request: BamboraOrderRequest,
  scope: PaymentScope,
): Promise<BamboraOrder> {
  const pending = payableRates(database, booking)
  const { amountMinor, ratePosition } = checkedAmount(pending, request, booking.currency)
  const feeMinor = checkedFee('card', request.fees)
  const id = newOrderIdHash()
  insertOrder(database, scope, {
    id,
    bookingId: booking.bookingId,
    provider: 'bambora',
    method: 'card',
    amountMinor,
    feeMinor,
    currency: booking.currency,
    ratePosition,
    extras: request.extras,
  })
  const config = scope.providers.bambora
  const charge = amountMinor + feeMinor
  let session: { token: string; url: string }
  try {
    session = await createBamboraSession(
      config,
      {
        order: { id, amount: charge, currency: booking.currency },
        url: {
          accept: withOrderIdHash(request.acceptUrl, id),
          cancel: withOrderIdHash(request.cancelUrl, id),
          callbacks: [{ url: withOrderIdHash(request.callbackUrl, id) }],
        },
        paymentwindow: { language: request.language ?? 1 },
      },
      scope.providers.timeoutMs,
    )
  } catch (error) {
    providerFailed(database, scope, id, error)
  }
  database.sqlite.prepare('UPDATE payment_orders SET provider_token = ? WHERE id = ?').run(session.token, id)
  scope.logger.info({ orderId: id, bookingId: booking.bookingId, provider: 'bambora' }, 'payment started')
  return {
    orderIdHash: id,
    amount: charge,
    merchantId: config.merchant,
    currency: booking.currency,
    windowUrl: session.url,
  }
}

/** `POST customer/payment/getOrderId` for Saferpay: an order and a payment page (Initialize). */
export async function startSaferpayPayment(
  database: TwentyDatabase,
  booking: Booking,
  request: SaferpayOrderRequest,
  scope: PaymentScope,
): Promise<SaferpayOrder> {
  if (!SAFERPAY_METHODS_BY_LOCALE[scope.apiLocale].includes(request.paymentMethod))
    throw new ApiError(400, 'method_not_offered', `paymentMethod: "${request.paymentMethod}" is not offered here`)
  const pending = payableRates(database, booking)
  const { amountMinor, ratePosition } = checkedAmount(pending, request, booking.currency)
  const feeMinor = checkedFee(request.paymentMethod, request.fees)
  const id = newOrderIdHash()
  insertOrder(database, scope, {
    id,
    bookingId: booking.bookingId,
    provider: 'saferpay',
    method: request.paymentMethod,
    amountMinor,
    feeMinor,
    currency: booking.currency,
    ratePosition,
    extras: request.extras,
  })
  let page: { token: string; redirectUrl: string }
  try {
    page = await saferpayInitialize(
      scope.providers.saferpay,
      {
        amountMinor: amountMinor + feeMinor,
        currency: booking.currency,
        orderId: id,
        description: `${booking.site.name}, ${booking.ref}`,
        paymentMethods: SAFERPAY_METHOD_CODES[request.paymentMethod],
        returnUrls: {
          Success: withOrderIdHash(request.successUrl, id),
          Fail: withOrderIdHash(request.failUrl, id),
          Abort: withOrderIdHash(request.abortUrl, id),
        },
        notifyUrl: withOrderIdHash(request.notifyUrl, id),
        // Swiss shoppers get Saferpay's Swiss German; the rest the market's language.
        languageCode: API_LOCALE_INFO[scope.apiLocale].locale === 'de-CH' ? 'de-CH' : scope.language,
      },
      scope.providers.timeoutMs,
    )
  } catch (error) {
    providerFailed(database, scope, id, error)
  }
  database.sqlite.prepare('UPDATE payment_orders SET provider_token = ? WHERE id = ?').run(page.token, id)
  scope.logger.info({ orderId: id, bookingId: booking.bookingId, provider: 'saferpay' }, 'payment started')
  return { orderIdHash: id, saferpayUrl: page.redirectUrl }
}

// ---------------------------------------------------------------- orders

interface OrderRow {
  id: string
  brand: string
  api_locale: ApiLocale
  booking_id: number
  provider: 'bambora' | 'saferpay'
  method: string
  amount_minor: number
  fee_minor: number
  currency: 'EUR' | 'GBP' | 'CHF'
  rate_position: number | null
  status: PaymentOrderStatus
  provider_token: string | null
  provider_txn: string | null
  created_at: string
  settled_at: string | null
}

function orderRow(database: TwentyDatabase, id: string): OrderRow | undefined {
  return database.sqlite.prepare('SELECT * FROM payment_orders WHERE id = ?').get(id) as OrderRow | undefined
}

/** An unsettled order older than ORDER_LIFETIME_MS: its provider session is over. */
const expired = (row: Pick<OrderRow, 'status' | 'created_at'>, now: Date) =>
  row.status !== 'settled' && now.getTime() - Date.parse(row.created_at) > ORDER_LIFETIME_MS

export function presentOrder(row: OrderRow, now: Date): PaymentOrder {
  return {
    orderIdHash: row.id,
    bookingId: row.booking_id,
    status: row.status === 'created' && expired(row, now) ? 'expired' : row.status,
    amount: major(row.amount_minor),
    fee: major(row.fee_minor),
    currency: row.currency,
    provider: row.provider,
    method: row.method,
  }
}

/** An order of this brand, or null (another brand's order is not this API's to tell). */
export function findOrder(database: TwentyDatabase, brand: string, id: string, now: Date): PaymentOrder | null {
  const row = orderRow(database, id)
  return row && row.brand === brand ? presentOrder(row, now) : null
}

// ---------------------------------------------------------------- settlement

/** A callback refused: logged at warn with the order id (never the hash or the card), then answered. */
function refused(
  scope: Pick<PaymentScope, 'logger'>,
  orderId: string | null,
  status: number,
  code: string,
  message: string,
): ApiError {
  scope.logger.warn({ orderId, code }, `payment settlement refused: ${message}`)
  return new ApiError(status, code, message)
}

/**
 * The amount received spread over the rates: a named rate first, then the pending ones in
 * due-date order, each up to what it still owes (a remainder raises the next one's `paid_minor`);
 * anything beyond what is owed stays on the last rate as the customer's credit (PAID_TOO_MUCH).
 */
export function applyToRates(
  rates: readonly RateRow[],
  amountMinor: number,
  ratePosition: number | null,
): { position: number; paidMinor: number; status: RateRow['status']; paidNow: boolean }[] {
  const next = rates.map((rate) => ({
    position: rate.position,
    amountMinor: rate.amount_minor,
    paidMinor: rate.status === 'paid' ? Math.max(rate.paid_minor, rate.amount_minor) : rate.paid_minor,
    status: rate.status,
    paidNow: false,
  }))
  const order = [
    ...next.filter((rate) => rate.position === ratePosition),
    ...next.filter((rate) => rate.position !== ratePosition),
  ]
  let rest = amountMinor
  for (const rate of order) {
    if (rest === 0) break
    if (rate.status !== 'pending') continue
    const taken = Math.min(rest, Math.max(0, rate.amountMinor - rate.paidMinor))
    rate.paidMinor += taken
    rest -= taken
    if (rate.paidMinor >= rate.amountMinor) {
      rate.status = 'paid'
      rate.paidNow = true
    }
  }
  if (rest > 0) {
    const last = [...next].reverse().find((rate) => rate.status === 'paid') ?? next.at(-1)
    if (!last) throw new Error('a booking without payment rates cannot take a payment')
    last.paidMinor += rest
  }
  return next.map(({ position, paidMinor, status, paidNow }) => ({ position, paidMinor, status, paidNow }))
}

export interface Received {
  orderId: string
  txnId: string
  /** What the provider took, minor units (amount plus fee). */
  chargeMinor: number
  currency: string
}

/**
 * Settles an order exactly once, in one BEGIN IMMEDIATE transaction: refused when unknown (or
 * another brand's), expired, or when the amount or currency differ from the order's; already
 * settled answers `already-settled` and changes nothing. Writes the receipt mail after the
 * transaction, only for the call that settled.
 */
export async function settleOrder(
  database: TwentyDatabase,
  scope: PaymentScope,
  received: Received,
): Promise<Settlement> {
  const { sqlite } = database
  const now = scope.now.toISOString()
  const settle = sqlite.transaction((): { outcome: 'settled' | 'already-settled'; row: OrderRow } => {
    const row = orderRow(database, received.orderId)
    if (!row || row.brand !== scope.brand)
      throw refused(scope, received.orderId, 404, 'unknown_order', `No order ${received.orderId} of this brand`)
    if (received.currency !== row.currency)
      throw refused(scope, row.id, 400, 'currency_mismatch', `The payment's currency is not the order's`)
    if (received.chargeMinor !== row.amount_minor + row.fee_minor)
      throw refused(scope, row.id, 400, 'amount_mismatch', `The payment's amount is not the order's`)
    if (row.status === 'settled') return { outcome: 'already-settled', row }
    if (expired(row, scope.now)) throw refused(scope, row.id, 400, 'order_expired', 'The order has expired')
    // The one change of status: an UPDATE that expects the order unsettled. A provider
    // transaction settles one order only (UNIQUE).
    try {
      sqlite
        .prepare(
          "UPDATE payment_orders SET status = 'settled', provider_txn = ?, settled_at = ? WHERE id = ? AND status <> 'settled'",
        )
        .run(received.txnId, now, row.id)
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT'))
        throw refused(scope, row.id, 409, 'duplicate_transaction', 'This transaction settled another order')
      throw error
    }
    const rates = rateRows(database, row.booking_id)
    const update = sqlite.prepare(
      'UPDATE payment_rates SET paid_minor = ?, status = ?, paid_at = COALESCE(paid_at, ?) WHERE booking_id = ? AND position = ?',
    )
    for (const rate of applyToRates(rates, row.amount_minor, row.rate_position))
      update.run(rate.paidMinor, rate.status, rate.paidNow ? now : null, row.booking_id, rate.position)
    return { outcome: 'settled', row }
  })
  const { outcome, row } = settle.immediate()
  if (outcome === 'settled') {
    scope.logger.info({ orderId: row.id, bookingId: row.booking_id, provider: row.provider }, 'payment settled')
    try {
      await sendPaymentReceipt(
        database,
        { ...scope, apiLocale: row.api_locale },
        presentOrder({ ...row, status: 'settled' }, scope.now),
      )
    } catch (error) {
      // The payment stands; a mail that failed is logged, never a reason to refuse it.
      scope.logger.error({ err: error, orderId: row.id }, 'payment receipt not written')
    }
  }
  return { orderIdHash: row.id, bookingId: row.booking_id, outcome }
}

/** `POST payment/bambora/callback`: the hash first, then the order, amount and currency; settles once. */
export async function settleBamboraCallback(
  database: TwentyDatabase,
  scope: PaymentScope,
  params: Record<string, string>,
): Promise<Settlement> {
  const orderId = params.orderid ?? null
  if (!bamboraHashIsValid(params, scope.providers.bambora.md5Key))
    throw refused(scope, orderId, 400, 'invalid_signature', 'The callback is not signed by the provider')
  const amount = params.amount ?? ''
  if (!orderId || !params.txnid || !/^\d{1,12}$/.test(amount))
    throw refused(scope, orderId, 400, 'invalid_signature', 'The callback lacks the order, transaction or amount')
  return settleOrder(database, scope, {
    orderId,
    txnId: params.txnid,
    chargeMinor: Number(amount),
    currency: params.currency ?? '',
  })
}

/**
 * `POST payment/saferpay/assert` and `.../notify`: the API asks Saferpay (Assert with the order's
 * token) and settles on CAPTURED or AUTHORIZED with the order's amount, currency and id. A decline
 * or an abort ends the order (`declined`, `cancelled`) and changes nothing else.
 */
export async function assertSaferpayOrder(
  database: TwentyDatabase,
  scope: PaymentScope,
  orderId: string,
): Promise<Settlement> {
  const row = orderRow(database, orderId)
  if (!row || row.brand !== scope.brand || row.provider !== 'saferpay' || !row.provider_token)
    throw refused(scope, orderId, 404, 'unknown_order', `No Saferpay order ${orderId} of this brand`)
  const answer = (outcome: Settlement['outcome']): Settlement => ({
    orderIdHash: row.id,
    bookingId: row.booking_id,
    outcome,
  })
  if (row.status === 'settled') return answer('already-settled')
  if (row.status === 'declined') return answer('declined')
  if (row.status === 'cancelled') return answer('cancelled')
  let assertion: Awaited<ReturnType<typeof saferpayAssert>>
  try {
    assertion = await saferpayAssert(scope.providers.saferpay, row.provider_token, scope.providers.timeoutMs)
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      scope.logger.warn({ orderId, reason: error.message }, 'payment provider unavailable')
      throw new ApiError(502, 'provider_unavailable', 'The payment provider cannot be reached; try again later')
    }
    throw error
  }
  if (assertion.kind === 'error') {
    const end = (status: 'declined' | 'cancelled') =>
      database.sqlite
        .prepare('UPDATE payment_orders SET status = ? WHERE id = ? AND status = ?')
        .run(status, row.id, 'created')
    if (assertion.errorName === 'TRANSACTION_IN_PROGRESS') return answer('pending')
    if (assertion.errorName === 'TRANSACTION_ABORTED') {
      end('cancelled')
      return answer('cancelled')
    }
    end('declined')
    scope.logger.info({ orderId, errorName: assertion.errorName }, 'payment declined')
    return answer('declined')
  }
  if (assertion.status !== 'CAPTURED' && assertion.status !== 'AUTHORIZED') return answer('pending')
  if (assertion.orderId !== row.id)
    throw refused(scope, row.id, 400, 'unknown_order', "The provider's transaction is not this order's")
  return settleOrder(database, scope, {
    orderId: row.id,
    txnId: assertion.id,
    chargeMinor: assertion.amountMinor,
    currency: assertion.currency,
  })
}
