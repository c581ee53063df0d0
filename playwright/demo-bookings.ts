/**
 * Bookings of the seed's German-speaking demo customers made through the embedded API, as the
 * checkout makes them, for the portal specs (bookings, payments): each test books its own, so the
 * two browser projects, which share one database, never change the same booking.
 */
import type { BrowserContext } from '@playwright/test'
import {
  cartResponseSchema,
  checkoutResponseSchema,
  searchAccommodationsResponseSchema,
  type Booking,
} from '../twenty/contract'
import { internalApiHeaders, PORT, signInWithTestSession } from './helpers'

/** A storefront of a demo customer: where the browser signs in and which API scope it calls. */
export interface DemoMarket {
  host: string
  brand: string
  apiLocale: string
  email: string
}

export const DEMO_PASSWORD = 'summer-by-the-lake'

/** A call to the embedded API in the market's scope, as the storefront makes it (internal key, bearer). */
export async function marketApi(market: DemoMarket, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/${market.brand}/${market.apiLocale}/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...internalApiHeaders(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

/**
 * A new booking of the market's demo customer on `date`: a mobile home for two adults for a week,
 * paid later, at the cheapest campsite whose booking `wanted` accepts (its change rules, its
 * payment schedule).
 */
export async function bookForDemoCustomer(
  market: DemoMarket,
  date: string,
  wanted: (booking: Booking) => boolean,
): Promise<Booking> {
  const persons = { adults: 2, children: [] }
  const found = await marketApi(market, 'POST', 'search/accommodations', {
    filters: { accommodation: { categories: ['mobile-home'] } },
    parameters: { date, duration: 7, persons },
    meta: { limit: 20, orderBy: 'price', order: 'asc' },
  })
  for (const unit of searchAccommodationsResponseSchema.parse(found.json).data.accommodations) {
    const cart = await marketApi(market, 'POST', 'carts', {
      site: unit.site.slug,
      accommodationId: unit.id,
      date,
      duration: 7,
      persons,
    })
    if (cart.status !== 201) continue
    const { cartId } = cartResponseSchema.parse(cart.json).data
    const booked = await marketApi(market, 'POST', `carts/${cartId}/checkout`, {
      paymentKind: 'paylater',
      mainBooker: {
        firstName: 'Demo',
        lastName: 'Kunde',
        email: market.email,
        phonePrefix: '+43',
        phone: '660 1234567',
        country: 'AT',
        street: 'Hauptstraße 1',
        postcode: '1010',
        city: 'Wien',
      },
      participants: [
        { firstName: 'Jona', lastName: 'Muster', birthDate: '1984-05-12' },
        { firstName: 'Anna', lastName: 'Muster', birthDate: '1986-09-30' },
      ],
      acceptTerms: true,
    })
    if (booked.status !== 201) continue
    const { booking } = checkoutResponseSchema.parse(booked.json).data
    if (wanted(booking)) return booking
  }
  throw new Error(`no bookable mobile home on ${date}`)
}

/** Signs the browser in on the market's host as its demo customer; the customer's bearer token. */
export function signInDemoCustomer(context: BrowserContext, market: DemoMarket): Promise<string> {
  return signInWithTestSession(context, market.host, { email: market.email, password: DEMO_PASSWORD }, market.brand)
}
