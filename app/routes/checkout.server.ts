/**
 * The checkout's server half (`/booking/{cartId}`, issue 10; the confirmation has its own beside it).
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
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { addressFormLists } from '~/lib/address-lists.server'
import { optionalCustomer } from '~/lib/auth.server'
import { checkoutChoicesSchemaFor, checkoutFormSchema, type CheckoutStay, type ContactDefaults } from '~/lib/checkout'
import { redirectWithToast, safeRedirect } from '~/lib/session.server'
import { serverToday } from '~/lib/site-search.server'
import { pageLoadFailure, TwentyApiError, twentyFor } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'
import { parseId, type Cart, type CheckoutRequest } from '../../twenty/contract'

/** The `cartId` of the campsite page's "book" posts. */
export const NEW_CART = 'new'

/**
 * The main booker's details for a signed-in customer, from the API's current user. The checkout
 * is open to everyone, so this never blocks it: a token the API refuses is cleared (as the portal
 * does), and any other failure just leaves the form empty.
 */
export async function checkoutContactDefaults(context: AppLoadContext): Promise<ContactDefaults | null> {
  const user = await optionalCustomer(context)
  if (!user) return null
  const { details } = user
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phonePrefix: details.phonePrefix,
    phone: details.phone,
    country: details.country,
    street: details.street,
    postcode: details.postalCode,
    city: details.city,
  }
}

export function stayOf(cart: Cart, now: Date = new Date()): CheckoutStay {
  return {
    arrival: cart.arrivalDate,
    adults: cart.persons.adults,
    childAges: cart.persons.children.map((child) => child.age),
    today: serverToday(now),
  }
}

/** Countries and phone prefixes for the form (shared with the portal's personal details). */
export const formLists = addressFormLists

/** `POST /booking/new?…`: the cart of the campsite page's "book" button. */
export async function createCart(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const query = url.searchParams
  const back = safeRedirect(query.get('from'), href(context.storefront.link, 'home'))
  const number = (name: string) => Number(query.get(name))
  try {
    const cart = await twentyFor(context).createCart({
      site: query.get('site') ?? '',
      // Canonical ids only (issue 16): `0x1` or `01` is no accommodation, and the API refuses 0.
      accommodationId: parseId(query.get('accommodation')) ?? 0,
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

const formError = (
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult },
  key: string,
  status: number,
) => data({ result: submission.reply({ formErrors: [key] }), taken: null }, { status })

/** A unit for the same stay at the same campsite, offered when the visitor's was just taken. */
export interface TakenAlternative {
  id: number
  name: string
  total: number
  currency: Cart['currency']
  /** The campsite page's "book" post for this unit (a new cart). */
  bookHref: string
}

/**
 * The campsite's other units that are free for the cart's stay and party, cheapest first: what a
 * visitor who lost the race for the last unit can book instead (issue 16). Never throws: without
 * them, the page still says what happened and leads back to the campsite.
 */
async function takenAlternatives(
  context: AppLoadContext,
  cart: Cart,
): Promise<{ campsite: string; units: TakenAlternative[] }> {
  const stay = {
    date: cart.arrivalDate,
    duration: cart.duration,
    adults: cart.persons.adults,
    children: cart.persons.children.map((child) => child.age),
  }
  const query = new URLSearchParams({ date: stay.date, duration: String(stay.duration), adults: String(stay.adults) })
  for (const age of stay.children) query.append('children', String(age))
  const campsite = `/${cart.site.path}?${query}`
  try {
    const offers = await twentyFor(context).searchAccommodations({
      parameters: {
        site: cart.site.slug,
        date: stay.date,
        duration: stay.duration,
        persons: { adults: stay.adults, children: stay.children.map((age) => ({ age })) },
        includeTopFacilities: false,
      },
      meta: { limit: 10, orderBy: 'price', order: 'asc' },
    })
    const units = [...offers.accommodations, ...offers.alternatives.filter((unit) => unit.kind === 'alternative')]
      .filter(
        (unit) =>
          unit.id !== cart.accommodation.id && unit.arrivalDate === stay.date && unit.duration === stay.duration,
      )
      .filter((unit, index, all) => all.findIndex((other) => other.id === unit.id) === index)
      .slice(0, 6)
    return {
      campsite,
      units: units.map((unit) => ({
        id: unit.id,
        name: unit.name,
        total: unit.totalPrice,
        currency: unit.currency,
        bookHref: href(
          context.storefront.link,
          'checkout',
          { cartId: NEW_CART },
          {
            site: cart.site.slug,
            accommodation: String(unit.id),
            date: stay.date,
            duration: String(stay.duration),
            adults: String(stay.adults),
            ...(stay.children.length ? { children: stay.children.map(String) } : {}),
            from: campsite,
          },
        ),
      })),
    }
  } catch {
    return { campsite, units: [] }
  }
}

/** The unit was let to someone else between the page and the post: say so, with what is left. */
async function takenAnswer(
  context: AppLoadContext,
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult },
  cart: Cart,
) {
  return data(
    {
      result: submission.reply({ formErrors: ['errors.not-available'] }),
      taken: await takenAlternatives(context, cart),
    },
    { status: 409 },
  )
}

/** `update`: the cart priced with the new choices; the typed details stay in the form. */
export async function updateChoices(context: AppLoadContext, cart: Cart, formData: FormData) {
  const submission = parseWithZod(formData, { schema: checkoutChoicesSchemaFor(cart.extras) })
  if (submission.status !== 'success') return data({ result: submission.reply(), taken: null }, { status: 400 })
  const { extras, liability, travel, paymentKind } = submission.value
  try {
    await twentyFor(context).updateCart(cart.cartId, { extras, insurances: { liability, travel }, paymentKind })
  } catch (error) {
    if (error instanceof TwentyApiError && error.status === 410) return formError(submission, 'errors.expired', 410)
    if (error instanceof TwentyApiError && error.status === 409) return takenAnswer(context, submission, cart)
    if (error instanceof TwentyApiError && error.status < 500) return formError(submission, 'errors.rejected', 400)
    return pageLoadFailure(error)
  }
  // The typed details stay (conform's reply carries them back); the loader prices the new choices.
  return data({ result: submission.reply(), taken: null })
}

/** `book`: the booking, then the confirmation (post/redirect/get); a lost race answers 409. */
export async function book(context: AppLoadContext, cart: Cart, formData: FormData) {
  const { cartId } = cart
  const submission = parseWithZod(formData, { schema: checkoutFormSchema(stayOf(cart), cart.extras) })
  if (submission.status !== 'success') return data({ result: submission.reply(), taken: null }, { status: 400 })
  const form = submission.value
  // Only a country the form offers (the market's booking countries): `ZZ` is refused (issue 16).
  const { countries } = await formLists(context)
  if (!countries.some((country) => country.code === form.country)) {
    return data(
      { result: submission.reply({ fieldErrors: { country: ['errors.required'] } }), taken: null },
      { status: 400 },
    )
  }
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
    await twentyFor(context).checkout(cartId, body)
  } catch (error) {
    if (error instanceof TwentyApiError) {
      // The chosen pitch was let meanwhile (issue 24): the pitch part above shows the free ones.
      if (error.code === 'pitch_taken') return formError(submission, 'pitch:error-taken', 409)
      if (error.status === 409) return takenAnswer(context, submission, cart)
      if (error.status === 410) return formError(submission, 'errors.expired', 410)
      if (error.code === 'payment_kind_not_allowed') return formError(submission, 'errors.payment-kind', 400)
      if (error.status < 500) return formError(submission, 'errors.rejected', 400)
    }
    return pageLoadFailure(error)
  }
  // This browser may see the booker's details on the confirmation, for a day (issue 16).
  context.session.rememberBookedCart(cartId)
  return redirectWithToast(context.session, href(context.storefront.link, 'bookingConfirmation', { cartId }), {
    kind: 'success',
    messageKey: 'toast-messages.booking-success',
  })
}
