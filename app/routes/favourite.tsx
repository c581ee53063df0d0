import { data, type ActionFunctionArgs } from '@remix-run/node'
import { ENHANCED_FIELD, type FavouriteReply } from '~/lib/favourites'
import { setFavourite, type FavouriteOutcome } from '~/lib/favourites.server'
import { redirectWithToast, safeRedirect, type Toast } from '~/lib/session.server'
import { href } from '../../market-config/routes'
import { parseId } from '../../twenty/contract'

/** What each outcome says (the `ui` namespace: a toast can follow the heart to any page), and its status. */
const OUTCOMES: Record<FavouriteOutcome, { kind: Toast['kind']; messageKey: string; status: number }> = {
  added: { kind: 'success', messageKey: 'ui:favourite.added', status: 200 },
  removed: { kind: 'success', messageKey: 'ui:favourite.removed', status: 200 },
  full: { kind: 'error', messageKey: 'ui:favourite.full', status: 409 },
  unknown: { kind: 'error', messageKey: 'ui:favourite.failed', status: 404 },
  'read-only': { kind: 'error', messageKey: 'ui:favourite.read-only', status: 403 },
  failed: { kind: 'error', messageKey: 'ui:favourite.failed', status: 503 },
}

/** Only posts come here: a heart is never a link. */
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}

/**
 * Resource route: the hearts' one action (issue 19), `POST /favourite?site={id}&favourite=1|0&redirectTo=…`.
 * What to do travels in the address (a heart inside the search's GET form is a button with a
 * `formAction`, and carries no field of its own); the body only says how to answer: a plain form
 * post (no JavaScript) is redirected back to the page it came from, checked by `safeRedirect`,
 * with a toast; a heart's fetcher (`enhanced`) gets the new state as data, and shows only a refusal.
 * The account keeps a signed-in customer's favourites, the cookie everyone else's
 * (lib/favourites.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const siteId = parseId(url.searchParams.get('site'))
  const wanted = url.searchParams.get('favourite')
  // Only a heart's own address gets this far: anything else was not made by the page.
  if (siteId === null || (wanted !== '1' && wanted !== '0'))
    throw new Response('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  const favourite = wanted === '1'
  const back = safeRedirect(url.searchParams.get('redirectTo'), href(context.storefront.link, 'home'))
  const enhanced = (await request.formData().catch(() => null))?.get(ENHANCED_FIELD) === 'true'

  const outcome = OUTCOMES[await setFavourite(context, siteId, favourite)]
  if (!enhanced) return redirectWithToast(context.session, back, outcome)
  const ok = outcome.kind === 'success'
  const reply: FavouriteReply = { siteId, favourite: ok ? favourite : !favourite, ok, messageKey: outcome.messageKey }
  return data(reply, { status: outcome.status, headers: { 'Cache-Control': 'no-store' } })
}
