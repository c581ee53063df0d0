import { data, type ActionFunctionArgs } from '@remix-run/node'
import { withCompared, type CompareOutcome, type CompareReply } from '~/lib/compare'
import { ENHANCED_FIELD } from '~/lib/favourites'
import { redirectWithToast, safeRedirect, type Toast } from '~/lib/session.server'
import { href } from '../../market-config/routes'
import { parseId } from '../../twenty/contract'

/** What each outcome says (the `compare` namespace, loaded on every page with a toggle), and its status. */
const OUTCOMES: Record<CompareOutcome, { kind: Toast['kind']; messageKey: string; status: number }> = {
  added: { kind: 'success', messageKey: 'compare:toggle.added', status: 200 },
  removed: { kind: 'success', messageKey: 'compare:toggle.removed', status: 200 },
  full: { kind: 'error', messageKey: 'compare:toggle.full', status: 409 },
}

/** Only posts come here: a toggle is never a link. */
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}

/**
 * Resource route: the compare toggles' one action (issue 24, decision 036),
 * `POST /compare-toggle?site={id}&compare=1|0&redirectTo=…`, built like the hearts' (decision 028):
 * what to do travels in the address, the body only says how to answer. A plain post is redirected
 * back (`safeRedirect`) with a toast; a toggle's fetcher (`enhanced`) gets the new state as data.
 * The list is the compare cookie's, for everyone (a comparison is this browser's, not the account's):
 * at most three, a fourth refused with 409 and the reason.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const siteId = parseId(url.searchParams.get('site'))
  const wanted = url.searchParams.get('compare')
  // Only a toggle's own address gets this far: anything else was not made by the page.
  if (siteId === null || (wanted !== '1' && wanted !== '0'))
    throw new Response('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  const compare = wanted === '1'
  const back = safeRedirect(url.searchParams.get('redirectTo'), href(context.storefront.link, 'compare'))
  const enhanced = (await request.formData().catch(() => null))?.get(ENHANCED_FIELD) === 'true'

  const { list, outcome } = withCompared(context.session.comparedSites, siteId, compare)
  context.session.comparedSites = list
  const answer = OUTCOMES[outcome]
  if (!enhanced) return redirectWithToast(context.session, back, answer)
  const reply: CompareReply = {
    siteId,
    compared: list.includes(siteId),
    ok: outcome !== 'full',
    messageKey: answer.messageKey,
  }
  return data(reply, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
}
