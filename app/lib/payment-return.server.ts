/**
 * Where the payment providers come back to the storefront (issue 20; contract item 7), shared by
 * the Bambora and Saferpay resource routes: the browser's returns (accept, success, fail, abort),
 * which end on `redirectUrl` (a path of this host, checked by `safeRedirect`; anything else is a
 * 400) with a toast by the outcome, and the providers' server-to-server calls (Bambora's callback,
 * Saferpay's notification), which have no session and answer in plain text. The API verifies and
 * settles (the hash, or Saferpay's Assert); these routes only pass on what the provider sent.
 */
import type { AppLoadContext } from '@remix-run/node'
import type { Settlement } from '../../twenty/contract'
import { translatorFor } from './i18n.server'
import { redirectWithToast, safeRedirect, type Toast } from './session.server'
import { TwentyApiError, TwentyUnavailableError } from './twenty.server'

/** A plain-text answer of a resource route (providers read the status; nothing is cached). */
export function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/** The query of a provider's request, every parameter in the order received (the hash covers them in order). */
export function queryParameters(request: Request): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of new URL(request.url).searchParams) params[name] = value
  return params
}

/**
 * The `redirectUrl` of a return: a path of this host, or the request is refused (400). It was made
 * by the start (the booking's page), so anything else was not made by the storefront.
 */
export function returnTarget(params: Record<string, string>): string {
  const asked = params.redirectUrl
  const target = asked === undefined ? '' : safeRedirect(asked, '')
  if (target === '') throw plainText(400, 'Bad Request: redirectUrl must be a path of this site')
  return target
}

/** How a return ended, from the API's answer (null: the API refused it, or could not be asked). */
export type ReturnOutcome = Settlement['outcome'] | 'refused' | 'unknown'

/** The API's settlement, or why there is none: refused (4xx: a bad hash, an unknown order) or unknown (unreachable). */
export async function settle(
  call: () => Promise<Settlement>,
): Promise<{ outcome: ReturnOutcome; settlement: Settlement | null; status: number }> {
  try {
    const settlement = await call()
    return { outcome: settlement.outcome, settlement, status: 200 }
  } catch (error) {
    if (error instanceof TwentyApiError && error.status < 500)
      return { outcome: 'refused', settlement: null, status: error.status }
    if (error instanceof TwentyApiError || error instanceof TwentyUnavailableError)
      return { outcome: 'unknown', settlement: null, status: 503 }
    throw error
  }
}

/** The toast a return shows, by how it ended (keys of the `toasts` namespace). */
export function returnToast(outcome: ReturnOutcome, step: 'accept' | 'success' | 'fail' | 'abort'): Omit<Toast, 'id'> {
  switch (outcome) {
    case 'settled':
    case 'already-settled':
      return { kind: 'success', messageKey: 'toast-messages.payment-success' }
    case 'declined':
      return { kind: 'error', messageKey: 'toast-messages.payment-declined' }
    case 'cancelled':
      return { kind: 'info', messageKey: 'toast-messages.payment-cancelled' }
    case 'pending':
      // Saferpay has not decided yet: a success return will be settled by its notification; a fail
      // or abort return says what the provider's page said.
      if (step === 'fail') return { kind: 'error', messageKey: 'toast-messages.payment-declined' }
      if (step === 'abort') return { kind: 'info', messageKey: 'toast-messages.payment-cancelled' }
      return { kind: 'info', messageKey: 'toast-messages.payment-pending' }
    case 'refused':
      return { kind: 'error', messageKey: 'toast-messages.payment-refused' }
    case 'unknown':
      return step === 'abort'
        ? { kind: 'info', messageKey: 'toast-messages.payment-cancelled' }
        : { kind: 'error', messageKey: 'toast-messages.payment-unconfirmed' }
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A browser's return to the page it leads to, with the toast. With JavaScript Bambora's window
 * runs in the options page's overlay, so its accept redirect arrives inside that frame
 * (`Sec-Fetch-Dest: iframe`): then a tiny page takes the whole tab there instead (a link where
 * scripts do not run), and the toast waits for that page.
 */
export function returnTo(request: Request, context: AppLoadContext, target: string, toast: Omit<Toast, 'id'>) {
  if (request.headers.get('Sec-Fetch-Dest') !== 'iframe') return redirectWithToast(context.session, target, toast)
  context.session.flashToast(toast.kind, toast.messageKey)
  const { market } = context.storefront
  const t = translatorFor(market.i18nLocale, 'payment')
  const href = escapeHtml(target)
  const page = `<!doctype html>
<html lang="${escapeHtml(market.languageTag)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('window.leaving'))}</title></head>
<body style="font-family: system-ui, sans-serif; padding: 1.5rem">
<p><a href="${href}" target="_top">${escapeHtml(t('window.continue'))}</a></p>
<script nonce="${escapeHtml(context.cspNonce)}">window.top.location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')})</script>
</body>
</html>`
  return new Response(page, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
