/**
 * Favourites in the storefront (issue 19), against the embedded API over HTTP: the visitor's
 * signed cookie (50 at most, oldest dropped, a changed cookie ignored), the hearts' action with
 * and without JavaScript, what listing pages cost (no API call for a visitor, one for a
 * customer), the merge on sign-in (never losing a favourite, never failing the sign-in), and the
 * favourites page with its prices and remove button.
 */
import { createCookie } from '@remix-run/node'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionSecrets } from '~/lib/env.server'
import { FAVOURITES_COOKIE_MAX, withFavourite } from '~/lib/favourites'
import { resetFormLimits } from '~/lib/form-limits.server'
import { translatorFor } from '~/lib/i18n.server'
import { RequestSession } from '~/lib/session.server'
import { clearNavigationCache, twentyFor } from '~/lib/twenty.server'
import { action as favouriteAction, loader as favouriteLoader } from '~/routes/favourite'
import { action as loginAction } from '~/routes/login'
import { loadFavouritesPage, removeFavouriteAction } from '~/routes/profile-favourites.server'
import { loadSearchAndBook } from '~/routes/search-and-book.server'
import { FAVOURITES_MERGE_MAX } from '../twenty/contract'
import { DEMO_PASSWORD } from '../twenty/seed-accounts'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi({ logger: { info: () => {}, warn: () => {}, error: console.error } })
const HOST = 'ie.localhost'

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ')
const contextWith = (cookie?: string) => loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl(), cookie })

/** The favourites cookie a session would set, as the next request's Cookie header. */
async function visitorCookie(ids: number[]): Promise<string> {
  const context = await contextWith()
  context.session.favouriteSites = ids
  return cookieHeader(await context.session.commit())
}

const siteIds = (limit: number) =>
  embedded.api().database.sqlite.prepare('SELECT id FROM sites ORDER BY id LIMIT ?').pluck().all(limit) as number[]

/** A fresh account with the demo password; returns its address. */
let accounts = 0
function newAccount(): string {
  const email = `visitor${++accounts}@example.com`
  const { sqlite } = embedded.api().database
  const hash = (
    sqlite.prepare('SELECT password_hash FROM customers WHERE email = ?').get('emma.walker@example.com') as {
      password_hash: string
    }
  ).password_hash
  const now = new Date().toISOString()
  sqlite
    .prepare(
      `INSERT INTO customers (brand, email, first_name, last_name, password_hash, api_locale, created_at, updated_at)
       VALUES ('default', ?, 'Vic', 'Visitor', ?, 'ie', ?, ?)`,
    )
    .run(email, hash, now, now)
  return email
}

async function tokenOf(email: string): Promise<string> {
  return twentyFor(await contextWith()).authenticate({ email, password: DEMO_PASSWORD })
}

const accountFavourites = async (token: string) => await twentyFor(await contextWith(), token).favouriteIds()

function heartRequest(query: Record<string, string>, body: Record<string, string> = {}) {
  return new Request(`http://${HOST}/favourite?${new URLSearchParams(query)}`, {
    method: 'POST',
    body: new URLSearchParams(body),
  })
}

/** Every call the storefront makes to the API during `run`, by path. */
async function apiCalls<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const calls: string[] = []
  const realFetch = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    calls.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
    return realFetch(input, init)
  })
  try {
    return { result: await run(), calls }
  } finally {
    spy.mockRestore()
  }
}

beforeEach(() => {
  resetFormLimits()
  clearNavigationCache()
})
afterEach(() => vi.restoreAllMocks())

describe("a visitor's favourites cookie", () => {
  it('keeps the newest first, each once, at most 50 (the oldest dropped)', () => {
    let list: number[] = []
    for (let id = 1; id <= FAVOURITES_COOKIE_MAX + 1; id++) list = withFavourite(list, id, true)
    expect(list).toHaveLength(FAVOURITES_COOKIE_MAX)
    expect(list[0]).toBe(FAVOURITES_COOKIE_MAX + 1)
    expect(list).not.toContain(1)
    expect(withFavourite(list, 30, true)[0]).toBe(30)
    expect(withFavourite(list, 30, true)).toHaveLength(FAVOURITES_COOKIE_MAX)
    expect(withFavourite(list, 30, false)).not.toContain(30)
    // What the API merges at once is what the cookie can hold.
    expect(FAVOURITES_COOKIE_MAX).toBe(FAVOURITES_MERGE_MAX)
  })

  it('is a signed, httpOnly cookie read back as written, and an empty list clears it', async () => {
    const context = await contextWith()
    context.session.favouriteSites = [3, 2, 3, 1]
    const [cookie] = await context.session.commit()
    expect(cookie).toMatch(/^favourites=/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    const next = await contextWith(cookieHeader([cookie!]))
    expect(next.session.favouriteSites).toEqual([3, 2, 1])
    expect(next.session.present).toBe(true)
    next.session.favouriteSites = []
    const [cleared] = await next.session.commit()
    expect(cleared).toMatch(/Max-Age=0/)
  })

  it('ignores a cookie that was changed, is not signed, or is not a list of ids', async () => {
    const signed = await visitorCookie([5])
    const [name, value] = signed.split('=') as [string, string]
    const [payload, signature] = decodeURIComponent(value).split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify([5, 6, 7])).toString('base64')
    for (const cookie of [
      `${name}=${encodeURIComponent(`${forged}.${signature}`)}`,
      `${name}=${encodeURIComponent(forged)}`,
      `${name}=${encodeURIComponent(`${payload}.x${signature.slice(1)}`)}`,
    ])
      expect((await contextWith(cookie)).session.favouriteSites, cookie).toEqual([])
    // Signed with our secret, but not a list of at most 50 ids: none either.
    const ours = createCookie('favourites', { secrets: sessionSecrets() })
    for (const value of ['1,2,3', [1.5], [0], Array.from({ length: 51 }, (_, i) => i + 1)]) {
      const cookie = (await ours.serialize(value)).split(';')[0]!
      const session = await RequestSession.fromRequest(new Request(`http://${HOST}/`, { headers: { Cookie: cookie } }))
      expect(session.favouriteSites, JSON.stringify(value)).toEqual([])
    }
    // And the genuine one still reads.
    expect((await contextWith(signed)).session.favouriteSites).toEqual([5])
  })
})

describe('the hearts’ action', () => {
  it('without JavaScript: redirects back to the page (checked) with a toast, and writes the cookie', async () => {
    const [site] = siteIds(1)
    const context = await contextWith()
    const response = (await favouriteAction({
      request: heartRequest({ site: String(site), favourite: '1', redirectTo: '/search-and-book?page=2#favourite-1' }),
      context,
      params: {},
    })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/search-and-book?page=2#favourite-1')
    expect(context.session.favouriteSites).toEqual([site])
    const cookies = await context.session.commit()
    expect(cookies.some((cookie) => cookie.startsWith('toast='))).toBe(true)
    const next = await contextWith(cookieHeader(cookies))
    expect(next.session.favouriteSites).toEqual([site])

    for (const target of ['//evil.example/', 'https://evil.example/', '/\\evil.example'])
      expect(
        (
          (await favouriteAction({
            request: heartRequest({ site: String(site), favourite: '0', redirectTo: target }),
            context: await contextWith(),
            params: {},
          })) as Response
        ).headers.get('Location'),
        target,
      ).toBe('/')
  })

  it('with JavaScript (a fetcher): answers the new state as data, and flashes no toast', async () => {
    const [site] = siteIds(1)
    const context = await contextWith(await visitorCookie([site!]))
    const answer = await favouriteAction({
      request: heartRequest({ site: String(site), favourite: '0', redirectTo: '/' }, { enhanced: 'true' }),
      context,
      params: {},
    })
    if (!('data' in answer)) throw new Error('expected data')
    expect(answer.data).toEqual({ siteId: site, favourite: false, ok: true, messageKey: 'ui:favourite.removed' })
    expect(context.session.favouriteSites).toEqual([])
    expect((await context.session.commit()).some((cookie) => cookie.startsWith('toast='))).toBe(false)
  })

  it('refuses what a heart never posts (400) and answers GET with 405', async () => {
    const queries: Record<string, string>[] = [
      { site: '01', favourite: '1' },
      { site: '1', favourite: 'yes' },
      { favourite: '1' },
      {},
    ]
    for (const query of queries)
      expect(
        await thrownStatus(async () =>
          favouriteAction({ request: heartRequest(query), context: await contextWith(), params: {} }),
        ),
        JSON.stringify(query),
      ).toBe(400)
    expect(await thrownStatus(() => favouriteLoader())).toBe(405)
  })

  it("changes a signed-in customer's account, not the cookie; a booking sign-in's cookie, not the account", async () => {
    const [a, b] = siteIds(2)
    const email = newAccount()
    const token = await tokenOf(email)
    const customer = await contextWith()
    customer.session.signIn(token, 'email')
    await favouriteAction({
      request: heartRequest({ site: String(a), favourite: '1', redirectTo: '/' }),
      context: customer,
      params: {},
    })
    expect(await accountFavourites(token)).toEqual([a])
    expect(customer.session.favouriteSites).toEqual([])

    const bookingToken = await twentyFor(await contextWith()).authenticateBooking({
      email: 'emma.walker@example.com',
      bookingRef: 'CS-240001',
    })
    const booking = await contextWith()
    booking.session.signIn(bookingToken, 'booking_id')
    await favouriteAction({
      request: heartRequest({ site: String(b), favourite: '1', redirectTo: '/' }),
      context: booking,
      params: {},
    })
    expect(booking.session.favouriteSites).toEqual([b])
    expect(await accountFavourites(await tokenOf('emma.walker@example.com'))).toEqual([])
  })

  it('keeps the heart in the cookie when the token expired (signed out), and says when the account is full', async () => {
    const [site] = siteIds(1)
    const expired = await contextWith()
    expired.session.signIn('a-token-the-api-does-not-know-at-all', 'email')
    await favouriteAction({
      request: heartRequest({ site: String(site), favourite: '1', redirectTo: '/' }),
      context: expired,
      params: {},
    })
    expect(expired.session.token).toBeUndefined()
    expect(expired.session.favouriteSites).toEqual([site])

    const full = await contextWith()
    full.session.signIn(await tokenOf(newAccount()), 'email')
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/customer-portal/favourites')
        ? Promise.resolve(
            Response.json({ error: { status: 409, code: 'favourites_full', message: 'full' } }, { status: 409 }),
          )
        : realFetch(input, init),
    )
    const answer = await favouriteAction({
      request: heartRequest({ site: String(site), favourite: '1', redirectTo: '/' }, { enhanced: 'true' }),
      context: full,
      params: {},
    })
    if (!('data' in answer)) throw new Error('expected data')
    expect(answer.data).toEqual({ siteId: site, favourite: false, ok: false, messageKey: 'ui:favourite.full' })
    expect(answer.init?.status).toBe(409)
  })
})

describe('listing pages', () => {
  const searchArgs = async (context: Awaited<ReturnType<typeof contextWith>>) => ({
    request: new Request(`http://${HOST}/search-and-book`),
    context,
    params: {},
  })

  it("mark a visitor's favourites from the cookie, without asking the API", async () => {
    const first = await loadSearchAndBook(await searchArgs(await contextWith()))
    const shown = first.results!.sites.map((site) => site.id)
    expect(first.results!.sites.every((site) => !site.favourite)).toBe(true)
    const { result, calls } = await apiCalls(async () =>
      loadSearchAndBook(await searchArgs(await contextWith(await visitorCookie([shown[1]!])))),
    )
    expect(result.results!.sites.filter((site) => site.favourite).map((site) => site.id)).toEqual([shown[1]])
    expect(calls.filter((path) => path.includes('favourite'))).toEqual([])
  })

  it("mark a customer's favourites with one call for their ids, beside the search", async () => {
    const first = await loadSearchAndBook(await searchArgs(await contextWith()))
    const shown = first.results!.sites.map((site) => site.id)
    const token = await tokenOf(newAccount())
    await twentyFor(await contextWith(), token).addFavourite(shown[2]!)
    const context = await contextWith()
    context.session.signIn(token, 'email')
    const { result, calls } = await apiCalls(async () => loadSearchAndBook(await searchArgs(context)))
    expect(result.results!.sites.filter((site) => site.favourite).map((site) => site.id)).toEqual([shown[2]])
    expect(calls.filter((path) => path.includes('favourite'))).toEqual([
      '/api/twenty/v2/default/ie/customer-portal/favourites/ids',
    ])
  })
})

describe('the merge on sign-in', () => {
  const signIn = async (email: string, cookie: string) => {
    const context = await contextWith(cookie)
    const response = (await loginAction({
      request: new Request(`http://${HOST}/login`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'password', email, password: DEMO_PASSWORD }),
      }),
      context,
      params: {},
    })) as Response
    return { context, response }
  }

  it('moves the cookie into the account (in its order) and clears the cookie', async () => {
    const [a, b, c] = siteIds(3)
    const email = newAccount()
    await twentyFor(await contextWith(), await tokenOf(email)).addFavourite(c!)
    const { context, response } = await signIn(email, await visitorCookie([a!, b!]))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/profile')
    expect(await accountFavourites(context.session.token!)).toEqual([a, b, c])
    expect(context.session.favouriteSites).toEqual([])
    expect((await context.session.commit()).find((cookie) => cookie.startsWith('favourites='))).toMatch(/Max-Age=0/)
  })

  it('never fails the sign-in and never loses a favourite when the API does not answer the merge', async () => {
    const [a, b] = siteIds(2)
    const email = newAccount()
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/favourites/merge')
        ? Promise.reject(new Error('connection reset'))
        : realFetch(input, init),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { context, response } = await signIn(email, await visitorCookie([a!, b!]))
    expect(response.status).toBe(302)
    expect(context.session.token).toBeDefined()
    expect(context.session.favouriteSites).toEqual([a, b])
    vi.restoreAllMocks()
    // The favourites page makes the merge the sign-in could not.
    const page = await loadFavouritesPage(new Request(`http://${HOST}/profile/favourites`), context)
    expect(page.favourites.map((site) => site.id)).toEqual([a, b])
    expect(context.session.favouriteSites).toEqual([])
  })

  it('leaves a booking sign-in’s favourites in the cookie', async () => {
    const [a] = siteIds(1)
    const context = await contextWith(await visitorCookie([a!]))
    const response = (await loginAction({
      request: new Request(`http://${HOST}/login`, {
        method: 'POST',
        body: new URLSearchParams({
          intent: 'booking-sign-in',
          email: 'emma.walker@example.com',
          bookingRef: 'CS-240001',
        }),
      }),
      context,
      params: {},
    })) as Response
    expect(response.status).toBe(302)
    expect(context.session.loginType).toBe('booking_id')
    expect(context.session.favouriteSites).toEqual([a])
  })
})

describe('the favourites page', () => {
  it('writes "ss" for "ß" in Swiss German, from the German text', () => {
    expect(translatorFor('de', 'favourites')('price-total')).toContain('einschließlich')
    expect(translatorFor('de-CH', 'favourites')('price-total')).toContain('einschliesslich')
    expect(translatorFor('de-CH', 'favourites')('price-total')).not.toContain('ß')
  })

  it("lists the account's favourites newest first, priced for the last search's party", async () => {
    const ids = siteIds(3)
    const token = await tokenOf(newAccount())
    const client = twentyFor(await contextWith(), token)
    for (const id of ids) await client.addFavourite(id)
    const context = await contextWith()
    context.session.signIn(token, 'email')
    context.session.savedSearch = { party: { adults: 3, children: [5] }, duration: 5, date: null }
    const page = await loadFavouritesPage(new Request(`http://${HOST}/profile/favourites`), context)
    expect(page.favourites.map((site) => site.id)).toEqual([...ids].reverse())
    expect(page.inBrowser).toBe(false)
    expect(page.stay).toMatchObject({ duration: 5, adults: 3, children: 1 })
    expect(page.meta.analytics).toEqual({ event: 'customer_portal_page_view', pageType: 'favorites' })
    // The same prices search/site-prices gives for that party.
    const priced = await twentyFor(context).sitePrices({
      siteIds: ids,
      parameters: { duration: 5, persons: { adults: 3, children: [{ age: 5 }] } },
    })
    for (const card of page.favourites) {
      const site = priced.sites.find((each) => each.id === card.id)!
      expect(card.price?.total ?? null).toBe(site.price?.totalPrice ?? null)
      expect(card.place).toBe(`${site.meta.city.name}, ${site.meta.area.name}, ${site.meta.country.name}`)
      expect(card.href).toBe(`/${site.path}`)
    }
    expect(page.favourites.some((card) => card.price !== null)).toBe(true)
  })

  it("shows a booking sign-in the browser's favourites, and nothing for an empty list", async () => {
    const [a, b] = siteIds(2)
    const bookingToken = await twentyFor(await contextWith()).authenticateBooking({
      email: 'emma.walker@example.com',
      bookingRef: 'CS-240001',
    })
    const context = await contextWith(await visitorCookie([b!, a!, 999_999]))
    context.session.signIn(bookingToken, 'booking_id')
    const page = await loadFavouritesPage(new Request(`http://${HOST}/profile/favourites`), context)
    expect(page.inBrowser).toBe(true)
    expect(page.favourites.map((site) => site.id)).toEqual([b, a])

    const empty = await contextWith()
    empty.session.signIn(await tokenOf(newAccount()), 'email')
    const none = await loadFavouritesPage(new Request(`http://${HOST}/profile/favourites`), empty)
    expect(none.favourites).toEqual([])
    expect(none.search).toBe('/search-and-book')
  })

  it('sends a visitor who is not signed in to login', async () => {
    expect(
      await thrownStatus(loadFavouritesPage(new Request(`http://${HOST}/profile/favourites`), await contextWith())),
    ).toBe(302)
  })

  it('removes with a post that comes back to the page with a toast; a malformed post is a 400', async () => {
    const [a, b] = siteIds(2)
    const token = await tokenOf(newAccount())
    const client = twentyFor(await contextWith(), token)
    await client.addFavourite(a!)
    await client.addFavourite(b!)
    const context = await contextWith()
    context.session.signIn(token, 'email')
    const post = (body: Record<string, string>) =>
      new Request(`http://${HOST}/profile/favourites`, { method: 'POST', body: new URLSearchParams(body) })
    const response = (await removeFavouriteAction(post({ intent: 'remove', siteId: String(a) }), context)) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/profile/favourites')
    expect(await accountFavourites(token)).toEqual([b])
    const malformed: Record<string, string>[] = [
      { intent: 'remove', siteId: 'x' },
      { intent: 'add', siteId: String(b) },
      {},
    ]
    for (const body of malformed) {
      const answer = await removeFavouriteAction(post(body), context)
      expect('init' in answer ? answer.init?.status : null, JSON.stringify(body)).toBe(400)
    }
    expect(await accountFavourites(token)).toEqual([b])
  })
})
