import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckoutDeadEnd } from '~/components/checkout/CheckoutDeadEnd'
import { CheckoutPageIsland } from '~/components/checkout/CheckoutPageIsland'
import { PitchChooserIsland } from '~/components/checkout/PitchChooserIsland'
import { UnitTaken } from '~/components/checkout/UnitTaken'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { loadCart } from '~/lib/cart.server'
import { lineUpExtras } from '~/lib/checkout'
import { pageMeta } from '~/lib/page-meta'
import { simplePage } from '~/lib/simple-page.server'
import { href } from '../../market-config/routes'
import { choosePitch, loadPitchChoice } from './checkout-pitch.server'
import {
  book,
  checkoutContactDefaults,
  createCart,
  formLists,
  NEW_CART,
  stayOf,
  updateChoices,
} from './checkout.server'

/** The checkout, `/booking/{cartId}` (SPEC section 2): no layout of its own, analytics type Checkout. */
// `booking`: the field error of an extra above its maximum (issue 19).
export const handle: RouteHandle = { i18n: ['checkout', 'booking', 'pitch'], breadcrumb: pageCrumbs('checkout') }
export const meta = pageMeta

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = simplePage(context, 'checkout')
  const cartId = params.cartId ?? ''
  const cart = cartId === NEW_CART ? null : await loadCart(context, cartId)
  const home = href(context.storefront.link, 'home')
  if (!cart)
    return data({ ...page, kind: 'missing' as const, home }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (cart.status === 'booked') throw redirect(href(context.storefront.link, 'bookingConfirmation', { cartId }))
  // Back to the campsite with this stay and party (to choose again).
  const stayQuery = new URLSearchParams({
    date: cart.arrivalDate,
    duration: String(cart.duration),
    adults: String(cart.persons.adults),
  })
  for (const child of cart.persons.children) stayQuery.append('children', String(child.age))
  const campsite = `/${cart.site.path}?${stayQuery}`
  if (cart.status === 'expired')
    return data(
      { ...page, kind: 'expired' as const, home, campsite, cart },
      { status: 410, headers: { 'Cache-Control': 'no-store' } },
    )
  const [lists, contact, pitch] = await Promise.all([
    formLists(context),
    checkoutContactDefaults(context),
    loadPitchChoice(context, cart, request),
  ])
  return data(
    { ...page, kind: 'open' as const, home, campsite, cart, ...lists, contact, stay: stayOf(cart), pitch },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** `new` makes a cart (the campsite's book button); a cart's form posts `update` or `book`. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const cartId = params.cartId ?? ''
  if (cartId === NEW_CART) return createCart(request, context)
  const cart = await loadCart(context, cartId)
  if (!cart) throw new Response('Not Found', { status: 404 })
  // A second submit after the booking: the booking is done, show it.
  if (cart.status === 'booked') return redirect(href(context.storefront.link, 'bookingConfirmation', { cartId }))
  const formData = lineUpExtras(await request.formData(), cart)
  const intent = formData.get('intent')
  if (intent === 'update') return updateChoices(context, cart, formData)
  if (intent === 'book') return book(context, cart, formData)
  if (intent === 'pitch') return choosePitch(context, cart, formData)
  throw new Response('Bad Request', { status: 400 })
}

export default function Checkout() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (page.kind !== 'open')
    return (
      <CheckoutDeadEnd
        kind={page.kind}
        home={page.home}
        campsite={page.kind === 'expired' ? page.campsite : undefined}
      />
    )
  const taken = actionData && 'taken' in actionData ? actionData.taken : null
  return (
    <>
      {/* The unit was let meanwhile: what happened and the campsite's other units (issue 16). */}
      {taken ? <UnitTaken taken={page.cart.accommodation.name} campsite={taken.campsite} units={taken.units} /> : null}
      <CheckoutPageIsland
        // A new cart state (after `update`) re-renders the form from the reply, which keeps what was typed.
        heading={page.heading}
        cart={page.cart}
        countries={page.countries}
        prefixes={page.prefixes}
        contact={page.contact}
        stay={page.stay}
        campsite={page.campsite}
        lastResult={actionData && 'result' in actionData ? actionData.result : null}
        before={
          page.pitch ? (
            <PitchChooserIsland
              siteName={page.cart.site.name}
              pitches={page.pitch.pitches}
              selected={page.pitch.selected}
              current={page.pitch.current}
              error={actionData && 'pitchError' in actionData ? actionData.pitchError : null}
            />
          ) : null
        }
      />
    </>
  )
}

export const ErrorBoundary = PageErrorBoundary
