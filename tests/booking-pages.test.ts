/**
 * A booking's pages in the portal (issue 19), their loaders and actions against the embedded API
 * as the running site calls it: the owner's booking only (404 otherwise), the extras' quote before
 * saving and the permission's limits as field errors, the travellers by the checkout's rules, the
 * .ics as its own route, and the checkout's field error for a quantity above an extra's maximum.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { cancellationTerms, lockedReason, quantitiesKey } from '~/lib/booking'
import { extrasFormSchema } from '~/lib/booking-forms'
import { resourcesFor } from '~/lib/i18n-resources.server'
import { twentyFor } from '~/lib/twenty.server'
import { loader as calendarLoader } from '~/routes/booking-calendar'
import { loader as confirmationLoader } from '~/routes/booking-confirmation'
import { loader as detailLoader } from '~/routes/booking-detail'
import { action as extrasAction, loader as extrasLoader } from '~/routes/booking-extras'
import { action as participantsAction } from '~/routes/booking-participants'
import { action as checkoutAction } from '~/routes/checkout'
import { href } from '../market-config/routes'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi()
const PASSWORD = 'summer-by-the-lake'

async function signedIn(host: string, email: string): Promise<AppLoadContext> {
  const context = await loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })
  context.session.signIn(await twentyFor(context).authenticate({ email, password: PASSWORD }), 'email')
  return context
}
const jonas = () => signedIn('de-at.localhost', 'jonas.gruber@example.com')
const bookingId = (ref: string) =>
  (embedded.api().database.sqlite.prepare('SELECT id FROM bookings WHERE ref = ?').get(ref) as { id: number }).id

/** What an action or loader gave: a redirect, data with its status, or a thrown status. */
async function outcome(run: () => unknown) {
  try {
    const result = (await run()) as
      | Response
      | { data: Record<string, unknown>; init?: { status?: number } | null }
      | Record<string, unknown>
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('Location'), data: null, response: result }
    if ('data' in result && typeof result.data === 'object')
      return {
        status: (result.init as { status?: number } | null | undefined)?.status ?? 200,
        location: null,
        data: result.data as Record<string, unknown>,
        response: null,
      }
    return { status: 200, location: null, data: result, response: null }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location'), data: null, response: thrown }
    throw thrown
  }
}

function form(entries: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}
const post = (path: string, body: FormData) => new Request(`http://de-at.localhost${path}`, { method: 'POST', body })

describe('the forms’ rules (lib/booking.ts)', () => {
  it('refuses a quantity above the maximum and one outside what the permission allows, as field errors', () => {
    const schema = extrasFormSchema([{ id: 'breakfast', min: 0, max: 2, maxQuantity: 4 }])
    const parse = (quantity: string) =>
      parseWithZod(form({ intent: 'quote', 'extras[0].id': 'breakfast', 'extras[0].quantity': quantity }), {
        schema,
      }).reply().error
    expect(parse('2')).toBeUndefined()
    expect(parse('5')).toEqual({ 'extras[0].quantity': ['booking:errors.quantity-max|4'] })
    expect(parse('3')).toEqual({ 'extras[0].quantity': ['booking:errors.not-allowed'] })
    expect(
      quantitiesKey([
        { id: 'b', quantity: 1 },
        { id: 'a', quantity: 2 },
      ]),
    ).toBe(
      quantitiesKey([
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 1 },
      ]),
    )
  })

  it('gives the cancellation terms as dates of the booking, and which applies today', () => {
    const booking = { createdAt: '2026-11-01T10:00:00Z', arrivalDate: '2027-07-10' }
    expect(cancellationTerms(booking, '2026-11-10')).toEqual({
      freeUntil: '2026-11-15',
      partUntil: '2027-05-28',
      fullFrom: '2027-05-29',
      now: 'free',
    })
    expect(cancellationTerms(booking, '2026-11-16').now).toBe('part')
    expect(cancellationTerms(booking, '2027-06-01').now).toBe('full')
    // Booked seven weeks before arrival: never free.
    expect(
      cancellationTerms({ createdAt: '2027-05-22T08:00:00Z', arrivalDate: '2027-07-10' }, '2027-05-22'),
    ).toMatchObject({ freeUntil: null, now: 'part' })
  })

  it('tells why a booking cannot change', () => {
    const booking = { status: 'confirmed' as const, departureDate: '2027-07-17' }
    expect(lockedReason(booking, 'FULL_CHANGES_ALLOWED', '2026-11-26')).toBeNull()
    expect(lockedReason(booking, 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL', '2026-11-26')).toBe('too-close')
    expect(lockedReason(booking, 'CHANGES_NOT_ALLOWED', '2026-11-26')).toBe('campsite')
    expect(lockedReason({ ...booking, status: 'cancelled' }, 'CHANGES_NOT_ALLOWED', '2026-11-26')).toBe('cancelled')
    expect(lockedReason(booking, 'CHANGES_NOT_ALLOWED', '2027-07-17')).toBe('over')
  })
})

describe('owned, always: every page of a booking', () => {
  it('is the 404 page for another customer’s booking and for an id that is not canonical; login without a sign-in', async () => {
    const context = await jonas()
    const own = bookingId('AT-260101')
    const page = await outcome(() =>
      detailLoader({ request: new Request('http://de-at.localhost/'), params: { bookingId: String(own) }, context }),
    )
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({
      booking: { ref: 'AT-260101' },
      meta: { analytics: { pageType: 'booking_detail_overview', bookingId: String(own) } },
    })
    const emmas = String(bookingId('CS-240001'))
    for (const id of [emmas, `0${own}`, `${own}.0`, 'abc']) {
      for (const run of [detailLoader, extrasLoader, calendarLoader]) {
        const request = new Request('http://de-at.localhost/')
        expect([id, await thrownStatus(async () => run({ request, params: { bookingId: id }, context }))]).toEqual([
          id,
          404,
        ])
      }
      const request = post('/', form({ 'participants[0].firstName': 'Mallory' }))
      expect(await thrownStatus(async () => participantsAction({ request, params: { bookingId: id }, context }))).toBe(
        404,
      )
    }
    const visitor = await loadContextFor('de-at.localhost', { twentyBaseUrl: embedded.baseUrl() })
    const away = await outcome(() =>
      detailLoader({
        request: new Request(`http://de-at.localhost/profil/meine-buchungen/${own}`),
        params: { bookingId: String(own) },
        context: visitor,
      }),
    )
    expect(away.status).toBe(302)
    expect(away.location).toMatch(/^\/anmelden\?redirectTo=/)
  })
})

describe('the extras page', () => {
  it('quotes first, saves only the quantities whose price was shown, then goes back to the booking', async () => {
    const context = await jonas()
    const id = String(bookingId('AT-260101'))
    const page = await outcome(() =>
      extrasLoader({ request: new Request('http://de-at.localhost/'), params: { bookingId: id }, context }),
    )
    const offer = (page.data as { offer: { extras: { id: string; min: number; max: number; unit: string }[] } }).offer
    const editable = offer.extras.filter((extra) => extra.unit !== 'info' && extra.min < extra.max)
    const fields = (quantities: Record<string, number>) =>
      Object.fromEntries(
        editable.flatMap((extra, index) => [
          [`extras[${index}].id`, extra.id],
          [`extras[${index}].quantity`, String(quantities[extra.id] ?? 0)],
        ]),
      )
    const booked = { breakfast: 3, 'welcome-pack': 1 }
    const before = await twentyFor(context, context.session.token).customerBooking(Number(id))

    const quoted = await outcome(() =>
      extrasAction({
        request: post('/', form({ intent: 'quote', ...fields({ ...booked, 'late-checkout': 2 }) })),
        params: { bookingId: id },
        context,
      }),
    )
    expect(quoted.status).toBe(200)
    const quote = (
      quoted.data as { quote: { key: string; review: boolean; change: { difference: number; saved: boolean } } }
    ).quote
    expect(quote.change.saved).toBe(false)
    expect(quote.change.difference).toBeGreaterThan(0)
    expect((await twentyFor(context, context.session.token).customerBooking(Number(id))).total).toBe(before.total)

    // Other quantities than the quote shown: their quote first, nothing saved.
    const other = await outcome(() =>
      extrasAction({
        request: post('/', form({ intent: 'save', quoted: quote.key, ...fields({ ...booked, 'late-checkout': 3 }) })),
        params: { bookingId: id },
        context,
      }),
    )
    expect(other.data).toMatchObject({ quote: { review: true, change: { saved: false } } })

    const saved = await outcome(() =>
      extrasAction({
        request: post('/', form({ intent: 'save', quoted: quote.key, ...fields({ ...booked, 'late-checkout': 2 }) })),
        params: { bookingId: id },
        context,
      }),
    )
    expect(saved.status).toBe(302)
    expect(saved.location).toBe(href({ language: 'de' }, 'bookingDetail', { bookingId: id }))
    expect(context.session.takeToast()).toMatchObject({ kind: 'success', messageKey: 'booking:toasts.extras-saved' })
    const after = await twentyFor(context, context.session.token).customerBooking(Number(id))
    expect(Math.round(after.total * 100)).toBe(Math.round((before.total + quote.change.difference) * 100))
  })

  it('answers a quantity the permission does not allow with a field error (EXISTING_ONLY_ALLOWED: no raising)', async () => {
    const context = await jonas()
    const id = String(bookingId('AT-260103'))
    const answer = await outcome(() =>
      extrasAction({
        request: post('/', form({ intent: 'quote', 'extras[0].id': 'breakfast', 'extras[0].quantity': '3' })),
        params: { bookingId: id },
        context,
      }),
    )
    expect(answer.status).toBe(400)
    const error = (answer.data as { result: { error: Record<string, string[]> } }).result.error
    expect(Object.values(error).flat()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^booking:errors\.(not-allowed|quantity-max\|2)$/)]),
    )
  })
})

describe('the travellers page', () => {
  it('keeps the checkout’s rules (field errors, typed values kept) and saves a correction', async () => {
    const context = await jonas()
    const id = bookingId('AT-260101')
    const booking = await twentyFor(context, context.session.token).customerBooking(id)
    const fields = (child: string) =>
      form({
        'participants[0].firstName': 'Jonas',
        'participants[0].lastName': 'Gruber',
        'participants[0].birthDate': '1984-05-12',
        'participants[1].firstName': 'Anna',
        'participants[1].lastName': 'Gruber',
        'participants[1].birthDate': '1986-09-30',
        'participants[2].firstName': 'Felix',
        'participants[2].lastName': 'Gruber',
        'participants[2].birthDate': child,
      })
    const wrong = await outcome(() =>
      participantsAction({ request: post('/', fields('2010-01-01')), params: { bookingId: String(id) }, context }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.data).toMatchObject({
      result: {
        error: { 'participants[2].birthDate': ['errors.child-age|6'] },
        initialValue: { participants: [{ firstName: 'Jonas' }, {}, {}] },
      },
    })
    const right = await outcome(() =>
      participantsAction({
        request: post('/', fields(booking.participants[2]!.birthDate!)),
        params: { bookingId: String(id) },
        context,
      }),
    )
    expect(right.status).toBe(302)
    expect(context.session.takeToast()).toMatchObject({ messageKey: 'booking:toasts.participants-saved' })
  })

  it('refuses a booking that takes no changes', async () => {
    const context = await jonas()
    const answer = await outcome(() =>
      participantsAction({
        request: post('/', form({ 'participants[0].firstName': 'X' })),
        params: { bookingId: String(bookingId('AT-260104')) },
        context,
      }),
    )
    expect(answer.status).toBe(403)
  })
})

describe('the .ics route', () => {
  it('is a text/calendar attachment of the stay for its owner, and for the browser that booked it', async () => {
    const context = await jonas()
    const id = bookingId('AT-260101')
    const own = await outcome(() =>
      calendarLoader({ request: new Request('http://de-at.localhost/'), params: { bookingId: String(id) }, context }),
    )
    const response = own.response!
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="AT-260101.ics"')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const booking = await twentyFor(context, context.session.token).customerBooking(id)
    const text = await response.text()
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toContain(`DTSTART;VALUE=DATE:${booking.arrivalDate.replace(/-/g, '')}`)
    expect(text).toContain(`DTEND;VALUE=DATE:${booking.departureDate.replace(/-/g, '')}`)

    // The browser that just booked a stay has its .ics before it ever signs in (the confirmation's link).
    const visitor = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
    const client = twentyFor(visitor)
    const [unit] = (
      await client.searchAccommodations({
        filters: { accommodation: { categories: ['mobile-home'] } },
        parameters: { date: '2027-07-17', duration: 7, persons: { adults: 2, children: [] } },
        meta: { limit: 1, orderBy: 'price', order: 'asc' },
      })
    ).accommodations
    const cart = await client.createCart({
      site: unit!.site.slug,
      accommodationId: unit!.id,
      date: '2027-07-17',
      duration: 7,
      persons: { adults: 2, children: [] },
    })
    const { booking: made } = await client.checkout(cart.cartId, {
      paymentKind: 'full',
      mainBooker: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada.ics@example.com',
        phonePrefix: '+44',
        phone: '7700 900123',
        country: 'GB',
        street: '1 High Street',
        postcode: 'SW1A 1AA',
        city: 'London',
      },
      participants: [
        { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1985-12-10' },
        { firstName: 'Charles', lastName: 'Babbage', birthDate: '1981-12-26' },
      ],
      acceptTerms: true,
    })
    const ask = () =>
      outcome(() =>
        calendarLoader({
          request: new Request(
            `http://uk.localhost/profile/bookings/${made.bookingId}/calendar.ics?cart=${cart.cartId}`,
          ),
          params: { bookingId: String(made.bookingId) },
          context: visitor,
        }),
      )
    // Not (yet) this browser's: login first.
    expect((await ask()).status).toBe(302)
    visitor.session.rememberBookedCart(cart.cartId)
    const mine = await ask()
    expect(mine.status).toBe(200)
    expect(await mine.response!.text()).toContain(made.ref)
  })
})

describe('the checkout', () => {
  it('answers a quantity above an extra’s maximum with a field error, never capping it', async () => {
    const context = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
    const client = twentyFor(context)
    const [unit] = (
      await client.searchAccommodations({
        filters: { accommodation: { categories: ['mobile-home'] } },
        parameters: { date: '2027-07-24', duration: 7, persons: { adults: 2, children: [] } },
        meta: { limit: 1, orderBy: 'price', order: 'asc' },
      })
    ).accommodations
    const cart = await client.createCart({
      site: unit!.site.slug,
      accommodationId: unit!.id,
      date: '2027-07-24',
      duration: 7,
      persons: { adults: 2, children: [] },
    })
    const sellable = cart.extras.filter((extra) => extra.unit !== 'info')
    const index = sellable.findIndex((extra) => extra.id === 'breakfast')
    const answer = await outcome(() =>
      checkoutAction({
        request: new Request(`http://uk.localhost/booking/${cart.cartId}`, {
          method: 'POST',
          body: form({
            intent: 'update',
            paymentKind: 'full',
            ...Object.fromEntries(
              sellable.flatMap((extra, at) => [
                [`extras[${at}].id`, extra.id],
                [`extras[${at}].quantity`, at === index ? '9' : '0'],
              ]),
            ),
          }),
        }),
        params: { cartId: cart.cartId },
        context,
      }),
    )
    expect(answer.status).toBe(400)
    expect(answer.data).toMatchObject({
      result: { error: { [`extras[${index}].quantity`]: ['booking:errors.quantity-max|2'] } },
    })
    // Nothing was stored.
    expect((await client.cart(cart.cartId)).extras.every((extra) => extra.quantity === 0)).toBe(true)
  })
})

describe('the confirmation’s privacy (issue 16, verified again)', () => {
  it('shows the booker’s details to the browser that booked and to the signed-in owner only', async () => {
    const visitor = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
    const client = twentyFor(visitor)
    const [unit] = (
      await client.searchAccommodations({
        filters: { accommodation: { categories: ['mobile-home'] } },
        parameters: { date: '2027-07-31', duration: 7, persons: { adults: 2, children: [] } },
        meta: { limit: 1, orderBy: 'price', order: 'asc' },
      })
    ).accommodations
    const cart = await client.createCart({
      site: unit!.site.slug,
      accommodationId: unit!.id,
      date: '2027-07-31',
      duration: 7,
      persons: { adults: 2, children: [] },
    })
    const email = 'jonas.gruber@example.com'
    await client.checkout(cart.cartId, {
      paymentKind: 'full',
      mainBooker: {
        firstName: 'Jonas',
        lastName: 'Gruber',
        email,
        phonePrefix: '+43',
        phone: '660 1234567',
        country: 'AT',
        street: 'Ringstraße 9',
        postcode: '1010',
        city: 'Wien',
      },
      participants: [
        { firstName: 'Jonas', lastName: 'Gruber', birthDate: '1984-05-12' },
        { firstName: 'Anna', lastName: 'Gruber', birthDate: '1986-09-30' },
      ],
      acceptTerms: true,
    })
    const kindFor = async (context: AppLoadContext) =>
      (
        (await confirmationLoader({
          request: new Request(`http://uk.localhost/booking/confirmation/${cart.cartId}`),
          params: { cartId: cart.cartId },
          context,
        })) as unknown as { data: { kind: string } }
      ).data.kind
    // A stranger, another customer, and the owner signed in with another booking's reference: private.
    expect(await kindFor(visitor)).toBe('private')
    expect(await kindFor(await signedIn('uk.localhost', 'emma.walker@example.com'))).toBe('private')
    const byReference = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
    byReference.session.signIn(
      await twentyFor(byReference).authenticateBooking({ email, bookingRef: 'AT-260101' }),
      'booking_id',
    )
    expect(await kindFor(byReference)).toBe('private')
    // The browser that booked, and the owner signed in with the account: the whole booking.
    visitor.session.rememberBookedCart(cart.cartId)
    expect(await kindFor(visitor)).toBe('booked')
    expect(await kindFor(await signedIn('uk.localhost', email))).toBe('booked')
  })
})

describe('Swiss German', () => {
  it('writes "ss" for "ß" in the booking pages (derived from German)', () => {
    const swiss = JSON.stringify(resourcesFor('de-CH').booking)
    expect(JSON.stringify(resourcesFor('de').booking)).toContain('gemäß')
    expect(swiss).toContain('gemäss')
    expect(swiss).not.toContain('ß')
  })
})
