import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { requireStorefront } from '~/lib/page.server'
import { plainText, queryParameters, returnTarget, returnTo, returnToast, settle } from '~/lib/payment-return.server'
import { twentyFor } from '~/lib/twenty.server'
import { ORDER_ID_HASH_PATTERN, parseId } from '../../twenty/contract'

const BROWSER_RETURNS = ['success', 'fail', 'abort'] as const
type BrowserReturn = (typeof BROWSER_RETURNS)[number]
const isBrowserReturn = (step: string | undefined): step is BrowserReturn =>
  (BROWSER_RETURNS as readonly string[]).includes(step ?? '')

/**
 * Saferpay's notification, server to server (no session): the order named in the notify address
 * (or in the body, as a form or JSON field), passed on to the API, which asks Saferpay itself.
 * 200 once handled, 400 for an order nobody knows, 503 when the API cannot be asked (Saferpay tries again).
 */
async function notify(request: Request, context: AppLoadContext): Promise<Response> {
  let orderIdHash = queryParameters(request).orderIdHash
  if (orderIdHash === undefined && request.method === 'POST') {
    const text = await request.text().catch(() => '')
    try {
      const body = JSON.parse(text) as unknown
      if (body && typeof body === 'object' && 'orderIdHash' in body && typeof body.orderIdHash === 'string')
        orderIdHash = body.orderIdHash
    } catch {
      orderIdHash = new URLSearchParams(text).get('orderIdHash') ?? undefined
    }
  }
  if (orderIdHash === undefined || !ORDER_ID_HASH_PATTERN.test(orderIdHash)) return plainText(400, 'Bad Request')
  const result = await settle(() => twentyFor(context).saferpayNotify(orderIdHash))
  if (result.settlement) return plainText(200, 'OK')
  return result.outcome === 'refused' ? plainText(400, 'Bad Request') : plainText(503, 'Service Unavailable')
}

/**
 * Resource route: Saferpay comes back here (issue 20; contract item 7). The browser returns to
 * `GET /payment/saferpay/success`, `/fail` or `/abort` with the address the start gave (nothing
 * of Saferpay's own: its Payment Page returns the URL unchanged); the API asks Saferpay how the
 * order ended (Assert) and settles it when paid, and the browser goes on to `redirectUrl` with the
 * toast of that outcome. The order is the one the address names, or the one this browser started
 * for the booking. `POST /payment/saferpay/notify` is Saferpay's server (a GET is taken too).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStorefront(context)
  const step = params.step
  if (step === 'notify') return notify(request, context)
  if (!isBrowserReturn(step)) throw plainText(404, 'Not Found')
  const query = queryParameters(request)
  const target = returnTarget(query)
  const bookingId = parseId(query.bookingId)
  const orderIdHash =
    query.orderIdHash ?? (bookingId === null ? undefined : context.session.paymentChoice(bookingId)?.orderIdHash)
  if (orderIdHash === undefined || !ORDER_ID_HASH_PATTERN.test(orderIdHash))
    return returnTo(request, context, target, returnToast('refused', step))
  const result = await settle(() => twentyFor(context).saferpayAssert(orderIdHash))
  if (result.outcome === 'settled' || result.outcome === 'already-settled')
    context.session.forgetPaymentChoice(result.settlement?.bookingId ?? bookingId ?? 0)
  return returnTo(request, context, target, returnToast(result.outcome, step))
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireStorefront(context)
  if (params.step !== 'notify')
    throw plainText(405, 'Method Not Allowed', { Allow: isBrowserReturn(params.step) ? 'GET' : 'GET, POST' })
  return notify(request, context)
}
