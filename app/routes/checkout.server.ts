/**
 * Checkout (`/booking/{cartId}`) and confirmation (`/booking/confirmation/{cartId}`), issue 10.
 *
 * - The campsite page's "book" button posts to `/booking/new?site=…&accommodation=…&date=…`:
 *   the action makes the cart and redirects to `/booking/{cartId}` (post/redirect/get).
 * - The checkout is one form with two submits: `update` recalculates the price (extras,
 *   insurances, payment kind) and `book` books. Errors come back as conform replies (status 400)
 *   with everything typed kept, with or without JavaScript; the booking redirects to the
 *   confirmation, so a reload never books again, and a second submit of the same cart finds its
 *   booking (the API is idempotent per cart).
 * - Every amount comes from the API's cart; the form sends choices, never prices.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { marketConfiguration } from '../../market-config/configuration'
import { href } from '../../market-config/routes'
import type { Booking, Cart, CheckoutRequest } from '../../twenty/contract'
import { stayCalendar } from '~/lib/booking-calendar.server'
import { checkoutChoicesSchema, checkoutFormSchema, type CheckoutStay } from '~/lib/checkout'
import { requirePage } from '~/lib/page.server'
import { redirectWithToast, safeRedirect } from '~/lib/session.server'
import { simplePage } from '~/lib/simple-page.server'
import { serverToday } from '~/lib/site-search.server'
import { cachedNavigationGroups, pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'

/** The `cartId` of the campsite page's "book" posts. */
export const NEW_CART = 'new'

export interface ContactDefaults {
  firstName: string
  lastName: string
  email: string
  phonePrefix?: string
  phone?: string
  country?: string
  street?: string
  postcode?: string
  city?: string
}

/**
 * The main booker's details for a signed-in customer, from the API's current user. The checkout
 * is open to everyone, so this never blocks it: a token the API refuses is cleared (as the portal
 * does), and any other failure just leaves the form empty.
 */
export async function checkoutContactDefaults(context: AppLoadContext): Promise<ContactDefaults | null> {
  const token = context.session.token
  if (!token) return null
  try {
    const user = await twentyFor(context, token).currentUser()
    const { details } = user
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: details.phone,
      country: details.country,
      street: details.street,
      postcode: details.postalCode,
      city: details.city,
    }
  } catch (error) {
    if (error instanceof TwentyApiError && error.status === 401) context.session.signOut()
    return null
  }
}

export function stayOf(cart: Cart, now: Date = new Date()): CheckoutStay {
  return { arrival: cart.arrivalDate, adults: cart.persons.adults, childAges: cart.persons.children.map((child) => child.age), today: serverToday(now) }
}

/** Asks for the cart; an unknown one renders the page's own "no such booking" state (404). */
async function loadCart(context: AppLoadContext, cartId: string): Promise<Cart | null> {
  try {
    return await twentyFor(context).cart(cartId)
  } catch (error) {
    if (error instanceof TwentyApiError && error.status === 404) return null
    return pageLoadFailure(error)
  }
}

/** Countries and phone prefixes for the form: the market's own first (market configuration), then the API's. */
async function formLists(context: AppLoadContext) {
  const { storefront } = context
  const config = marketConfiguration(storefront.brand.id, storefront.market.code)
  const groups = await cachedNavigationGroups(twentyFor(context), storefront.brand.id, storefront.market.apiLocale).catch((error: unknown) => pageLoadFailure(error))
  const firstCountries = config.bookingFormularCountries
  const countries = [
    ...firstCountries.map((code) => groups.countries.find((country) => country.code === code) ?? { code, name: code }),
    ...groups.countries.filter((country) => !firstCountries.includes(country.code)),
  ]
  const prefixes = [...new Set([...config.phonePrefixes, ...groups.phonePrefixes.map((entry) => entry.prefix)])]
  return { countries, prefixes }
}

export async function checkoutLoader(args: LoaderFunctionArgs) {
  requirePage(args, 'checkout')
  const { context, params } = args
  const page = simplePage(context, 'checkout')
  const cartId = params.cartId ?? ''
  const cart = cartId === NEW_CART ? null : await loadCart(context, cartId)
  const home = href(context.storefront.link, 'home')
  if (!cart) return data({ ...page, kind: 'missing' as const, home }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (cart.status === 'booked') throw redirect(href(context.storefront.link, 'bookingConfirmation', { cartId }))
  // Back to the campsite with this stay and party (to choose again).
  const stayQuery = new URLSearchParams({ date: cart.arrivalDate, duration: String(cart.duration), adults: String(cart.persons.adults) })
  for (const child of cart.persons.children) stayQuery.append('children', String(child.age))
  const campsite = `/${cart.site.path}?${stayQuery}`
  if (cart.status === 'expired') return data({ ...page, kind: 'expired' as const, home, campsite, cart }, { status: 410, headers: { 'Cache-Control': 'no-store' } })
  const [lists, contact] = await Promise.all([formLists(context), checkoutContactDefaults(context)])
  return data(
    { ...page, kind: 'open' as const, home, campsite, cart, ...lists, contact, stay: stayOf(cart) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** `POST /booking/new?…`: the cart of the campsite page's "book" button. */
async function createCartAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const query = url.searchParams
  const back = safeRedirect(query.get('from'), href(context.storefront.link, 'home'))
  const number = (name: string) => Number(query.get(name))
  try {
    const cart = await twentyFor(context).createCart({
      site: query.get('site') ?? '',
      accommodationId: number('accommodation'),
      date: query.get('date') ?? '',
      duration: number('duration'),
      persons: { adults: number('adults'), children: query.getAll('children').map((age) => ({ age: Number(age) })) },
    })
    return redirect(href(context.storefront.link, 'checkout', { cartId: cart.cartId }))
  } catch (error) {
    if (!(error instanceof TwentyApiError) || error.status >= 500) return pageLoadFailure(error)
    const messageKey = error.status === 409 ? 'toast-messages.booking-unavailable' : 'toast-message.generic-error'
    return redirectWithToast(context.session, back, { kind: 'error', messageKey })
  }
}

const formError = (submission: { reply: (options?: { formErrors?: string[] }) => unknown }, key: string, status: number) =>
  data({ result: submission.reply({ formErrors: [key] }) }, { status })

export async function checkoutAction(args: ActionFunctionArgs) {
  requirePage(args, 'checkout')
  const { request, context, params } = args
  const cartId = params.cartId ?? ''
  if (cartId === NEW_CART) return createCartAction(args)
  const cart = await loadCart(context, cartId)
  if (!cart) throw new Response('Not Found', { status: 404 })
  const confirmation = href(context.storefront.link, 'bookingConfirmation', { cartId })
  // A second submit after the booking: the booking is done, show it.
  if (cart.status === 'booked') return redirect(confirmation)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const client = twentyFor(context)

  if (intent === 'update') {
    const submission = parseWithZod(formData, { schema: checkoutChoicesSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const { extras, liability, travel, paymentKind } = submission.value
    try {
      await client.updateCart(cartId, { extras, insurances: { liability, travel }, paymentKind })
    } catch (error) {
      if (error instanceof TwentyApiError && error.status === 410) return formError(submission, 'errors.expired', 410)
      if (error instanceof TwentyApiError && error.status < 500) return formError(submission, 'errors.rejected', 400)
      return pageLoadFailure(error)
    }
    // The typed details stay (conform's reply carries them back); the loader prices the new choices.
    return data({ result: submission.reply() })
  }
  if (intent !== 'book') throw new Response('Bad Request', { status: 400 })

  const submission = parseWithZod(formData, { schema: checkoutFormSchema(stayOf(cart)) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const form = submission.value
  const body: CheckoutRequest = {
    extras: form.extras,
    insurances: { liability: form.liability, travel: form.travel },
    paymentKind: form.paymentKind,
    mainBooker: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phonePrefix: form.phonePrefix,
      phone: form.phone,
      country: form.country,
      street: form.street,
      postcode: form.postcode,
      city: form.city,
    },
    participants: form.participants,
    acceptTerms: true,
  }
  try {
    await client.checkout(cartId, body)
  } catch (error) {
    if (error instanceof TwentyApiError) {
      if (error.status === 409) return formError(submission, 'errors.not-available', 409)
      if (error.status === 410) return formError(submission, 'errors.expired', 410)
      if (error.code === 'payment_kind_not_allowed') return formError(submission, 'errors.payment-kind', 400)
      if (error.status < 500) return formError(submission, 'errors.rejected', 400)
    }
    return pageLoadFailure(error)
  }
  return redirectWithToast(context.session, confirmation, { kind: 'success', messageKey: 'toast-messages.booking-success' })
}

export async function confirmationLoader(args: LoaderFunctionArgs) {
  requirePage(args, 'bookingConfirmation')
  const { context, params } = args
  const page = simplePage(context, 'bookingConfirmation')
  const cartId = params.cartId ?? ''
  const home = href(context.storefront.link, 'home')
  const cart = await loadCart(context, cartId)
  if (!cart) return data({ ...page, kind: 'missing' as const, home }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (cart.status === 'open') throw redirect(href(context.storefront.link, 'checkout', { cartId }))
  if (cart.status === 'expired') return data({ ...page, kind: 'expired' as const, home, campsite: `/${cart.site.path}` }, { status: 410, headers: { 'Cache-Control': 'no-store' } })
  let booking: Booking
  try {
    booking = await twentyFor(context).cartBooking(cartId)
  } catch (error) {
    return pageLoadFailure(error)
  }
  const calendar = stayCalendar(
    {
      ref: booking.ref,
      siteName: booking.site.name,
      location: booking.site.location,
      accommodationName: booking.accommodation.name,
      arrivalDate: booking.arrivalDate,
      departureDate: booking.departureDate,
      brandName: context.storefront.brand.name,
      host: new URL(context.origin).hostname,
    },
    new Date(),
  )
  return data(
    {
      ...page,
      kind: 'booked' as const,
      home,
      booking,
      calendarHref: `data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`,
      calendarName: `${booking.ref}.ics`,
      // "To my bookings": through sign-in (a new account sets its password first), then the list.
      login: href(context.storefront.link, 'login', undefined, { redirectTo: href(context.storefront.link, 'myBookings') }),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
