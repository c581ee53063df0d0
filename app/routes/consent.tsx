import { data, type ActionFunctionArgs } from '@remix-run/node'
import { CONSENT_ENHANCED_FIELD } from '~/lib/consent'
import { consentFromForm } from '~/lib/consent.server'
import { redirectWithToast, safeRedirect } from '~/lib/session.server'
import { href } from '../../market-config/routes'

/** Only posts come here: the choice is made with a form (the settings page shows it). */
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}

/**
 * Resource route: the consent forms' one action (issue 21, decision 029), `POST /cookie-consent`
 * with `intent` (accept, reject or save with the ticked categories) and `redirectTo`. The choice
 * goes into the `cookie-consent` cookie for 365 days (the session commits it). A plain post
 * (no JavaScript) is sent back to its page, checked by `safeRedirect`, with a toast; the banner's
 * script gets the choice as data and the root's data follows.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null)
  const choice = form ? consentFromForm(form) : null
  if (!form || !choice) throw new Response('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  context.session.consent = choice
  if (form.get(CONSENT_ENHANCED_FIELD) === 'true')
    return data({ consent: choice }, { headers: { 'Cache-Control': 'no-store' } })
  const back = safeRedirect(form.get('redirectTo'), href(context.storefront.link, 'home'))
  return redirectWithToast(context.session, back, { kind: 'success', messageKey: 'consent:saved' })
}
