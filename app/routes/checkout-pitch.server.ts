/**
 * Choosing your own pitch at the checkout (issue 24, decision 038): the site map's free and taken
 * pitches for the cart's stay, and the `pitch` intent that reserves one in the cart (post, then
 * back to the checkout with a toast: post/redirect/get, with or without JavaScript).
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { redirectWithToast } from '~/lib/session.server'
import { pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'
import { PITCH_NUMBER_PATTERN, type Cart, type Pitches } from '../../twenty/contract'

export interface PitchChoice {
  /** The pitches for the cart's stay; null when the API could not say (the booking still works). */
  pitches: Pitches | null
  /** The pitch the radio list starts with: a map link's (`?pitch=`), else the cart's while free. */
  selected: string | null
  /** The cart's pitch, and whether it is still free. */
  current: Cart['pitch']
}

/** The pitch choice of a pitch cart; null for any other unit. Never throws. */
export async function loadPitchChoice(
  context: AppLoadContext,
  cart: Cart,
  request: Request,
): Promise<PitchChoice | null> {
  if (!cart.pitchChoice) return null
  const asked = new URL(request.url).searchParams.get('pitch')
  let pitches: Pitches | null = null
  try {
    pitches = await twentyFor(context).pitches(cart.site.slug, {
      accommodation: cart.accommodation.id,
      date: cart.arrivalDate,
      duration: cart.duration,
    })
  } catch {
    pitches = null
  }
  const isFree = (number: string | null | undefined) =>
    Boolean(number && pitches?.pitches.some((pitch) => pitch.number === number && pitch.free))
  const selected = isFree(asked) ? asked : cart.pitch?.free && isFree(cart.pitch.number) ? cart.pitch.number : null
  return { pitches, selected, current: cart.pitch }
}

/** Why the pitch form was refused: a `pitch` namespace key, shown beside the list. */
const refused = (key: 'error-unknown' | 'error-taken', status: number) =>
  data({ pitchError: `pitch:${key}` }, { status })

/** The `pitch` intent: a free pitch of the list, or "" for no preference. */
export async function choosePitch(context: AppLoadContext, cart: Cart, formData: FormData) {
  const value = formData.get('pitch')
  if (typeof value !== 'string' || (value !== '' && !PITCH_NUMBER_PATTERN.test(value)))
    return refused('error-unknown', 400)
  try {
    await twentyFor(context).updateCart(cart.cartId, { pitch: value === '' ? null : value })
  } catch (error) {
    if (error instanceof TwentyApiError && error.code === 'pitch_taken') return refused('error-taken', 409)
    // An expired cart: its page says so.
    if (error instanceof TwentyApiError && error.status === 410)
      return redirect(href(context.storefront.link, 'checkout', { cartId: cart.cartId }))
    if (error instanceof TwentyApiError && error.status < 500) return refused('error-unknown', 400)
    return pageLoadFailure(error)
  }
  return redirectWithToast(
    context.session,
    `${href(context.storefront.link, 'checkout', { cartId: cart.cartId })}#choose-pitch`,
    { kind: 'success', messageKey: value === '' ? 'pitch:toast-cleared' : 'pitch:toast-saved' },
  )
}
