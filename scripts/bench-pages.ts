/**
 * The pages `npm run bench` and `scripts/profile-pages.ts` measure (issue 23), on the uk
 * storefront of a running production server: four public pages, and two that need state made
 * first through the embedded API, as a visitor would have it (a cart for the checkout, a
 * signed-in session for My bookings).
 */
import { createCookie } from '@remix-run/node'
import { internalApiKey } from '~/lib/internal-api.server'
import { seal, sealingKeys } from '~/lib/sealed-cookie.server'
import { TWENTY_INTERNAL_HEADER } from '../twenty/contract'

export interface BenchPage {
  name: string
  path: string
  /** Extra request headers (a session cookie). */
  headers?: Record<string, string>
}

/** The uk host every bench request names (the server maps `{market}.localhost`). */
export const benchHost = (port: number) => `uk.localhost:${port}`

export const CAMPSITE_PATH = '/camping/france/dordogne/camping-village-sarlat-la-caneda-sarlat-la-caneda'

/** The public pages of the table: home, search-and-book (a country and a facility), a country, a campsite. */
export const PUBLIC_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'search-and-book', path: '/search-and-book?country=france&facilities=192' },
  { name: 'country page', path: '/camping/france' },
  { name: 'campsite page', path: CAMPSITE_PATH },
]

const DEMO = { email: 'emma.walker@example.com', password: 'summer-by-the-lake' }

async function api(base: string, secret: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api/twenty/v2/default/couk/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      [TWENTY_INTERNAL_HEADER]: internalApiKey([secret]),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** The sealed session cookie a signed-in customer's browser sends (decision 015). */
async function sessionCookie(token: string, secret: string): Promise<string> {
  const name = '__Host-session'
  const cookie = createCookie(name, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' })
  const header = await cookie.serialize(seal({ token, loginType: 'email' }, sealingKeys([secret]), name))
  return header.split(';')[0]!
}

/**
 * The checkout of a fresh cart (the campsite's cheapest unit for the default stay) and My
 * bookings of the demo customer, signed in. `base` is the server's origin, `secret` its
 * SESSION_SECRET (the internal key and the session cookie are derived from it).
 */
export async function statefulPages(base: string, secret: string): Promise<BenchPage[]> {
  const site = CAMPSITE_PATH.split('/').at(-1)!
  const offers = (await api(base, secret, 'POST', 'search/accommodations', { parameters: { site } })) as {
    data: { accommodations: { id: number; arrivalDate: string; duration: number }[] }
  }
  const unit = offers.data.accommodations[0]
  if (!unit) throw new Error(`${site} has no free unit for the default stay`)
  const cart = (await api(base, secret, 'POST', 'carts', {
    site,
    accommodationId: unit.id,
    date: unit.arrivalDate,
    duration: unit.duration,
    persons: { adults: 2, children: [] },
  })) as { data: { cartId: string } }
  const { token } = (await api(base, secret, 'POST', 'customer-portal/authenticate', DEMO)) as { token: string }
  return [
    { name: 'checkout', path: `/booking/${cart.data.cartId}` },
    { name: 'my bookings', path: '/profile/my-bookings', headers: { cookie: await sessionCookie(token, secret) } },
  ]
}
