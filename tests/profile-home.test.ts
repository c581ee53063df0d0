/**
 * The portal home (issue 19): which booking is the next trip and what its card says (days to go,
 * what is still to pay and by when), from the demo customer's real bookings of the embedded API;
 * and the page's loader as the site runs it, with the shortcuts and the empty state's search.
 */
import { describe, expect, it } from 'vitest'
import { twentyFor } from '~/lib/twenty.server'
import { loader } from '~/routes/profile'
import { nextTrip } from '~/routes/profile.server'
import { href } from '../market-config/routes'
import type { Booking } from '../twenty/contract'
import { DEMO_PASSWORD } from '../twenty/seed-accounts'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi()
const HOST = 'uk.localhost'

async function emmasBookings(): Promise<{ token: string; bookings: Booking[] }> {
  const context = await loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl() })
  const token = await twentyFor(context).authenticate({ email: 'emma.walker@example.com', password: DEMO_PASSWORD })
  return { token, bookings: await twentyFor(context, token).customerBookings() }
}

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

describe('the next trip', () => {
  it('is the confirmed stay that ends after today with the earliest arrival', async () => {
    const { bookings } = await emmasBookings()
    const [first, second] = [...bookings].sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate))
    const today = dayBefore(first!.arrivalDate, 30)
    expect(nextTrip(bookings, today)).toMatchObject({ ref: first!.ref, daysToGo: 30 })
    // In any order; a cancelled booking is no trip; a stay that ended is past.
    expect(nextTrip([...bookings].reverse(), today)?.ref).toBe(first!.ref)
    expect(nextTrip([{ ...first!, status: 'cancelled' }, second!], today)?.ref).toBe(second!.ref)
    expect(nextTrip(bookings, first!.departureDate)?.ref).toBe(second!.ref)
    expect(nextTrip(bookings, second!.departureDate)).toBeNull()
    expect(nextTrip([], today)).toBeNull()
  })

  it('counts the days to go: 0 on arrival day, below 0 while the stay is under way', async () => {
    const { bookings } = await emmasBookings()
    const first = [...bookings].sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate))[0]!
    expect(nextTrip([first], dayBefore(first.arrivalDate, 1))?.daysToGo).toBe(1)
    expect(nextTrip([first], first.arrivalDate)?.daysToGo).toBe(0)
    expect(nextTrip([first], dayBefore(first.departureDate, 1))?.daysToGo).toBeLessThan(0)
  })

  it('says what is still to pay: the pending rates summed, the next one with its due date', () => {
    const rate = (index: number, amount: number, dueDate: string, status: 'pending' | 'paid') => ({
      index,
      amount,
      dueDate,
      status,
    })
    const booking = {
      bookingId: 7,
      ref: 'ABCD-EFGH',
      status: 'confirmed',
      arrivalDate: '2030-07-06',
      departureDate: '2030-07-13',
      duration: 7,
      persons: { adults: 2, children: [{ age: 4 }] },
      accommodation: { name: 'Mobile home Riviera' },
      currency: 'EUR',
      paymentRates: [
        rate(3, 0.2, '2030-06-01', 'pending'),
        rate(1, 300.1, '2030-01-01', 'paid'),
        rate(2, 700.1, '2030-05-25', 'pending'),
      ],
    } as unknown as Booking
    expect(nextTrip([booking], '2030-01-02')).toMatchObject({
      toPay: 700.3,
      nextRate: { amount: 700.1, dueDate: '2030-05-25' },
      pendingRates: 2,
      adults: 2,
      childAges: [4],
    })
    const paid = {
      ...booking,
      paymentRates: booking.paymentRates.map((each) => ({ ...each, status: 'paid' as const })),
    }
    expect(nextTrip([paid], '2030-01-02')).toMatchObject({ toPay: 0, nextRate: null, pendingRates: 0 })
  })
})

describe('the profile page loader', () => {
  it("gives the demo customer's next trip with a link to its detail, and the shortcuts", async () => {
    const { token, bookings } = await emmasBookings()
    const context = await loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl() })
    context.session.signIn(token, 'email')
    const data = await loader({ request: new Request(`http://${HOST}/profile`), params: {}, context })
    const first = [...bookings].sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate))[0]!
    expect(data.trip).toMatchObject({ bookingId: first.bookingId, site: { name: first.site.name } })
    expect(data.trip?.site.image.url).toMatch(/\/media\/sites\//)
    const link = { language: 'en' as const }
    expect(data.links).toEqual({
      signOut: href(link, 'login'),
      search: href(link, 'searchAndBook'),
      bookingDetail: href(link, 'bookingDetail', { bookingId: first.bookingId }),
      shortcuts: [
        { key: 'bookings', to: href(link, 'myBookings') },
        { key: 'favourites', to: href(link, 'profileFavourites') },
        { key: 'details', to: href(link, 'profileDetails') },
      ],
    })
    expect(data.meta.analytics).toEqual({ event: 'customer_portal_page_view', pageType: 'home' })
  })
})
