/**
 * The API's side of the two payment providers' protocols (issue 20), over HTTP at their configured
 * base URLs: the real providers with real credentials, the sandboxes of `twenty/sandbox/` by
 * default (decision 031). Only the configuration differs; nothing here knows which it talks to.
 *
 * - Bambora Checkout: `POST {apiUrl}/sessions` (Basic auth: merchant number and API key) creates a
 *   payment window session; its callbacks are signed with an MD5 hash over the parameters and the
 *   merchant's MD5 key (`bamboraHash`, checked in constant time).
 * - Saferpay JSON API: `PaymentPage/Initialize` (Basic auth: the API user) and, after the browser
 *   returned or the notification came, `PaymentPage/Assert`: the API settles only on its own
 *   Assert, never on what a browser or a notification says.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'

export interface BamboraConfig {
  /** e.g. `https://api.v1.checkout.bambora.com`; the sandbox's `/payment-sandbox/bambora` by default. */
  apiUrl: string
  merchant: string
  apiKey: string
  md5Key: string
}

export interface SaferpayConfig {
  /** e.g. `https://test.saferpay.com/api`; the sandbox's `/payment-sandbox/saferpay/api` by default. */
  apiUrl: string
  customerId: string
  terminalId: string
  username: string
  password: string
}

export interface PaymentProvidersConfig {
  bambora: BamboraConfig
  saferpay: SaferpayConfig
  /** Timeout of each call to a provider. */
  timeoutMs?: number
}

/** A provider that cannot be reached or answers what it should not: 502 `provider_unavailable`. */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ProviderUnavailableError'
  }
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

async function postJson(
  url: string,
  authorization: string,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: authorization },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new ProviderUnavailableError(`${new URL(url).pathname}: ${(error as Error).message}`)
  }
  let json: unknown = null
  try {
    json = await response.json()
  } catch {
    throw new ProviderUnavailableError(`${new URL(url).pathname}: answered ${response.status} without JSON`)
  }
  return { status: response.status, json }
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`

// ---------------------------------------------------------------- Bambora

export interface BamboraSessionRequest {
  order: { id: string; amount: number; currency: string }
  url: { accept: string; cancel: string; callbacks: { url: string }[] }
  paymentwindow: { language: number }
}

/** Creates a payment window session: its token and the window's URL. */
export async function createBamboraSession(
  config: BamboraConfig,
  request: BamboraSessionRequest,
  timeoutMs = 8000,
): Promise<{ token: string; url: string }> {
  const { status, json } = await postJson(
    join(config.apiUrl, 'sessions'),
    basic(config.merchant, config.apiKey),
    request,
    timeoutMs,
  )
  const answer = json as {
    meta?: { result?: boolean; message?: { merchant?: string } }
    token?: unknown
    url?: unknown
  }
  if (
    status !== 200 ||
    answer.meta?.result !== true ||
    typeof answer.token !== 'string' ||
    typeof answer.url !== 'string'
  )
    throw new ProviderUnavailableError(
      `Bambora refused the session (${status}): ${answer.meta?.message?.merchant ?? ''}`,
    )
  return { token: answer.token, url: answer.url }
}

/**
 * Bambora's callback hash: MD5 of the values of every parameter but `hash`, in the order they
 * came, followed by the merchant's MD5 key (lower-case hex).
 */
export function bamboraHash(params: Iterable<[string, string]>, md5Key: string): string {
  let values = ''
  for (const [key, value] of params) if (key !== 'hash') values += value
  return createHash('md5')
    .update(values + md5Key, 'utf8')
    .digest('hex')
}

/** Whether `params.hash` is Bambora's hash of the other parameters (constant-time compare). */
export function bamboraHashIsValid(params: Record<string, string>, md5Key: string): boolean {
  const sent = (params.hash ?? '').toLowerCase()
  if (!/^[0-9a-f]{32}$/.test(sent)) return false
  const expected = bamboraHash(Object.entries(params), md5Key)
  return timingSafeEqual(Buffer.from(sent, 'utf8'), Buffer.from(expected, 'utf8'))
}

// ---------------------------------------------------------------- Saferpay

export const SAFERPAY_SPEC_VERSION = '1.40'

const requestHeader = (config: SaferpayConfig) => ({
  SpecVersion: SAFERPAY_SPEC_VERSION,
  CustomerId: config.customerId,
  RequestId: randomUUID(),
  RetryIndicator: 0,
})

export interface SaferpayInitializeInput {
  amountMinor: number
  currency: string
  orderId: string
  description: string
  paymentMethods: string[]
  returnUrls: { Success: string; Fail: string; Abort: string }
  notifyUrl: string
  /** The payment page's language (Payer.LanguageCode): `en`, `de`, `de-CH`, `fr`, `it`, `nl`. */
  languageCode: string
}

/** `PaymentPage/Initialize`: the payment page's token and where to send the browser. */
export async function saferpayInitialize(
  config: SaferpayConfig,
  input: SaferpayInitializeInput,
  timeoutMs = 8000,
): Promise<{ token: string; redirectUrl: string }> {
  const { status, json } = await postJson(
    join(config.apiUrl, 'Payment/v1/PaymentPage/Initialize'),
    basic(config.username, config.password),
    {
      RequestHeader: requestHeader(config),
      TerminalId: config.terminalId,
      PaymentMethods: input.paymentMethods,
      Payment: {
        Amount: { Value: String(input.amountMinor), CurrencyCode: input.currency },
        OrderId: input.orderId,
        Description: input.description,
      },
      ReturnUrls: input.returnUrls,
      Notification: { NotifyUrl: input.notifyUrl },
      Payer: { LanguageCode: input.languageCode },
    },
    timeoutMs,
  )
  const answer = json as { Token?: unknown; RedirectUrl?: unknown; ErrorName?: string }
  if (status !== 200 || typeof answer.Token !== 'string' || typeof answer.RedirectUrl !== 'string')
    throw new ProviderUnavailableError(`Saferpay refused Initialize (${status}): ${answer.ErrorName ?? ''}`)
  return { token: answer.Token, redirectUrl: answer.RedirectUrl }
}

export type SaferpayAssertion =
  | {
      kind: 'transaction'
      status: string
      id: string
      amountMinor: number
      currency: string
      orderId: string
    }
  | { kind: 'error'; errorName: string }

/** `PaymentPage/Assert`: the transaction (200), or the error a 402 names (declined, aborted, in progress). */
export async function saferpayAssert(
  config: SaferpayConfig,
  token: string,
  timeoutMs = 8000,
): Promise<SaferpayAssertion> {
  const { status, json } = await postJson(
    join(config.apiUrl, 'Payment/v1/PaymentPage/Assert'),
    basic(config.username, config.password),
    { RequestHeader: requestHeader(config), Token: token },
    timeoutMs,
  )
  if (status === 402) {
    const errorName = (json as { ErrorName?: unknown }).ErrorName
    if (typeof errorName !== 'string') throw new ProviderUnavailableError('Saferpay answered 402 without an error name')
    return { kind: 'error', errorName }
  }
  const transaction = (json as { Transaction?: Record<string, unknown> }).Transaction
  const amount = transaction?.Amount as { Value?: unknown; CurrencyCode?: unknown } | undefined
  if (
    status !== 200 ||
    !transaction ||
    typeof transaction.Status !== 'string' ||
    typeof transaction.Id !== 'string' ||
    typeof amount?.Value !== 'string' ||
    !/^\d{1,12}$/.test(amount.Value) ||
    typeof amount.CurrencyCode !== 'string'
  )
    throw new ProviderUnavailableError(`Saferpay's Assert answered ${status} without a transaction`)
  return {
    kind: 'transaction',
    status: transaction.Status,
    id: transaction.Id,
    amountMinor: Number(amount.Value),
    currency: amount.CurrencyCode,
    orderId: typeof transaction.OrderId === 'string' ? transaction.OrderId : '',
  }
}
