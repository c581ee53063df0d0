import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireStorefront } from '~/lib/page.server'
import { plainText, queryParameters, returnTarget, returnTo, returnToast, settle } from '~/lib/payment-return.server'
import { twentyFor } from '~/lib/twenty.server'

/**
 * Resource route: Bambora comes back here (issue 20; contract item 7), `GET
 * /payment/bambora/accept` (the browser, after paying in the window) and `GET
 * /payment/bambora/callback` (Bambora's server, with no session). Both pass every query parameter
 * on to the API's `payment/bambora/callback`, which checks the hash, the order, the amount and the
 * currency and settles the order once. The accept return then leads to `redirectUrl` with a toast
 * by the outcome; the callback answers `OK` (200), or 400 for a refused one (Bambora retries others).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireStorefront(context)
  const step = params.step
  if (step !== 'accept' && step !== 'callback') throw plainText(404, 'Not Found')
  const query = queryParameters(request)
  // The browser's return must lead back to this site; checked before anything is passed on.
  const target = step === 'accept' ? returnTarget(query) : null
  const result = await settle(() => twentyFor(context).bamboraCallback(query))
  if (target === null) {
    if (result.settlement) return plainText(200, 'OK')
    return result.outcome === 'refused' ? plainText(400, 'Bad Request') : plainText(503, 'Service Unavailable')
  }
  if (result.settlement) context.session.forgetPaymentChoice(result.settlement.bookingId)
  return returnTo(request, context, target, returnToast(result.outcome, 'accept'))
}
