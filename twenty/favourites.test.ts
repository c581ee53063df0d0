/**
 * The favourites' endpoints over real HTTP (issue 19): add, list, remove, both idempotent; each
 * account sees and changes only its own; malformed and unknown ids; the limit of 200; a
 * booking-reference sign-in refused; the sign-in merge of a visitor's cookie; and
 * `search/site-prices`, the favourites page's prices.
 */
import { describe, expect, it } from 'vitest'
import { FAVOURITES_MAX, favouritesResponseSchema, sitePricesResponseSchema } from './contract'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './seed-accounts'
import { DEMO_AGENTS } from './seed-agents'
import { serveTestApi } from './test-server'

const served = serveTestApi({ seedScale: 0.25, now: () => new Date('2026-11-21T10:00:00Z') })

const emma = DEMO_CUSTOMERS.find((c) => c.email === 'emma.walker@example.com')!

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; apiLocale?: string; brand?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const base = served.base().replace(/\/default$/, `/${options.brand ?? 'default'}`)
  const response = await fetch(`${base}/${options.apiLocale ?? 'couk'}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, any>) : null,
    headers: response.headers,
  }
}

async function signIn(email: string, brand = 'default'): Promise<string> {
  const answer = await call('POST', 'customer-portal/authenticate', { email, password: DEMO_PASSWORD }, { brand })
  expect(answer.status).toBe(200)
  return answer.json!.token as string
}

/** A fresh account with a password (each test its own, so counts start at zero). */
let accounts = 0
async function newAccount(): Promise<string> {
  const email = `fan${++accounts}@example.com`
  const { sqlite } = served.api().database
  const hash = (
    sqlite.prepare('SELECT password_hash FROM customers WHERE email = ?').get(emma.email) as {
      password_hash: string
    }
  ).password_hash
  const now = new Date().toISOString()
  sqlite
    .prepare(
      `INSERT INTO customers (brand, email, first_name, last_name, password_hash, api_locale, created_at, updated_at)
       VALUES ('default', ?, 'Fan', 'Of Camping', ?, 'couk', ?, ?)`,
    )
    .run(email, hash, now, now)
  return signIn(email)
}

const siteIds = (limit: number, offset = 0) =>
  served
    .api()
    .database.sqlite.prepare('SELECT id FROM sites ORDER BY id LIMIT ? OFFSET ?')
    .pluck()
    .all(limit, offset) as number[]

const listed = async (token: string, apiLocale = 'couk') => {
  const answer = await call('GET', 'customer-portal/favourites', undefined, { token, apiLocale })
  expect(answer.status).toBe(200)
  return favouritesResponseSchema.parse(answer.json).data.favourites
}

describe('customer-portal/favourites', () => {
  it('adds, lists newest first with what a list shows, and removes; both idempotent', async () => {
    const token = await newAccount()
    const [first, second] = siteIds(2)
    expect(await listed(token)).toEqual([])

    const added = await call('POST', 'customer-portal/favourites', { siteId: first }, { token })
    expect(added.status).toBe(201)
    expect(added.json).toEqual({ data: { siteId: first, favourite: true, count: 1 } })
    expect(added.headers.get('cache-control')).toBe('private, no-store')
    // Again: nothing changes, and it says so with 200.
    const again = await call('POST', 'customer-portal/favourites', { siteId: first }, { token })
    expect(again.status).toBe(200)
    expect(again.json!.data.count).toBe(1)
    expect((await call('POST', 'customer-portal/favourites', { siteId: second }, { token })).status).toBe(201)

    const favourites = await listed(token)
    expect(favourites.map((site) => site.id)).toEqual([second, first])
    const row = served
      .api()
      .database.sqlite.prepare(
        `SELECT s.slug, s.name, s.review_count, c.slug AS country FROM sites s JOIN countries c ON c.id = s.country_id WHERE s.id = ?`,
      )
      .get(first) as { slug: string; name: string; review_count: number; country: string }
    expect(favourites[1]).toMatchObject({
      id: first,
      slug: row.slug,
      name: row.name,
      reviewCount: row.review_count,
      meta: { country: { slug: row.country } },
      image: { url: `/api/twenty/media/sites/${row.slug}`, width: 400, height: 267 },
    })
    expect(favourites[1]!.path).toMatch(new RegExp(`^(camping|glamping)/${row.country}/[a-z-]+/${row.slug}$`))

    const removed = await call('DELETE', `customer-portal/favourites/${first}`, undefined, { token })
    expect(removed.status).toBe(200)
    expect(removed.json).toEqual({ data: { siteId: first, favourite: false, count: 1 } })
    const removedAgain = await call('DELETE', `customer-portal/favourites/${first}`, undefined, { token })
    expect(removedAgain.status).toBe(200)
    expect(removedAgain.json!.data.count).toBe(1)
    expect((await listed(token)).map((site) => site.id)).toEqual([second])

    const ids = await call('GET', 'customer-portal/favourites/ids', undefined, { token })
    expect(ids.json).toEqual({ data: { siteIds: [second] } })
  })

  it('names countries in the language of the API locale', async () => {
    const token = await newAccount()
    const [site] = siteIds(1)
    await call('POST', 'customer-portal/favourites', { siteId: site }, { token })
    const names = await Promise.all(['couk', 'de', 'fr'].map(async (locale) => (await listed(token, locale))[0]!))
    const country = served
      .api()
      .database.sqlite.prepare(
        `SELECT t.language, t.name FROM country_translations t JOIN sites s ON s.country_id = t.country_id WHERE s.id = ?`,
      )
      .all(site) as { language: string; name: string }[]
    const byLanguage = Object.fromEntries(country.map((each) => [each.language, each.name]))
    expect(names.map((each) => each.meta.country.name)).toEqual([byLanguage.en, byLanguage.de, byLanguage.fr])
  })

  it('keeps each account to its own: another customer neither sees nor removes them', async () => {
    const a = await newAccount()
    const b = await newAccount()
    const [site] = siteIds(1, 5)
    await call('POST', 'customer-portal/favourites', { siteId: site }, { token: a })
    expect(await listed(b)).toEqual([])
    expect((await call('GET', 'customer-portal/favourites/ids', undefined, { token: b })).json).toEqual({
      data: { siteIds: [] },
    })
    // B's delete of the same campsite is B's own (nothing), never A's.
    expect((await call('DELETE', `customer-portal/favourites/${site}`, undefined, { token: b })).status).toBe(200)
    expect((await listed(a)).map((each) => each.id)).toEqual([site])
  })

  it('answers 401 without a live token of this brand, and 403 to a booking-reference sign-in', async () => {
    const [site] = siteIds(1)
    for (const [method, path, body] of [
      ['GET', 'customer-portal/favourites', undefined],
      ['GET', 'customer-portal/favourites/ids', undefined],
      ['POST', 'customer-portal/favourites', { siteId: site }],
      ['POST', 'customer-portal/favourites/merge', { siteIds: [site] }],
      ['DELETE', `customer-portal/favourites/${site}`, undefined],
    ] as const) {
      expect((await call(method, path, body)).status, `${method} ${path}`).toBe(401)
      expect((await call(method, path, body, { token: 'not-a-token-of-anyone-at-all' })).status).toBe(401)
    }
    // A luxcamp account's token is nobody on the default brand.
    const luxcamp = await signIn('sanne.devries@example.com', 'luxcamp')
    expect((await call('GET', 'customer-portal/favourites', undefined, { token: luxcamp })).status).toBe(401)

    const booking = await call('POST', 'customer-portal/authenticate-booking', {
      email: emma.email,
      bookingRef: emma.bookings[0],
    })
    expect(booking.status).toBe(200)
    const token = booking.json!.token as string
    for (const [method, path, body] of [
      ['GET', 'customer-portal/favourites', undefined],
      ['GET', 'customer-portal/favourites/ids', undefined],
      ['POST', 'customer-portal/favourites', { siteId: site }],
      ['POST', 'customer-portal/favourites/merge', { siteIds: [site] }],
      ['DELETE', `customer-portal/favourites/${site}`, undefined],
    ] as const) {
      const answer = await call(method, path, body, { token })
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.json!.error.code).toBe('booking_sign_in')
    }
    // Nothing was written to Emma's account.
    expect(await listed(await signIn(emma.email))).toEqual([])
  })

  it("lets an agent read the customer's favourites but change none of them (decision 027)", async () => {
    const agent = DEMO_AGENTS.find((each) => each.brand === 'default')!
    const customer = await signIn(agent.customerEmail)
    const customerFavourites = (await call('GET', 'customer-portal/favourites', undefined, { token: customer })).json!
      .data.favourites as unknown[]
    const token = await signIn(agent.email)
    const before = await call('GET', 'customer-portal/favourites', undefined, { token })
    expect(before.status).toBe(200)
    expect(before.json!.data.favourites).toHaveLength(customerFavourites.length)
    for (const [method, path, body] of [
      ['POST', 'customer-portal/favourites', { siteId: 1 }],
      ['POST', 'customer-portal/favourites/merge', { siteIds: [1, 2] }],
      ['DELETE', 'customer-portal/favourites/1', undefined],
    ] as const) {
      const answer = await call(method, path, body, { token })
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.json!.error.code).toBe('agent_read_only')
    }
    const after = await call('GET', 'customer-portal/favourites', undefined, { token })
    expect(after.json!.data.favourites).toEqual(before.json!.data.favourites)
  })

  it('refuses malformed ids (400 in a body, 404 in a path) and unknown campsites (404)', async () => {
    const token = await newAccount()
    const site = siteIds(1)[0]!
    for (const body of [
      { siteId: String(site) },
      { siteId: 1.5 },
      { siteId: 0 },
      { siteId: -3 },
      {},
      { siteId: site, x: 1 },
    ])
      expect((await call('POST', 'customer-portal/favourites', body, { token })).status, JSON.stringify(body)).toBe(400)
    expect((await call('POST', 'customer-portal/favourites', { siteId: 999_999 }, { token })).status).toBe(404)
    await call('POST', 'customer-portal/favourites', { siteId: site }, { token })
    for (const id of [`0${site}`, `${site}.0`, `0x${site.toString(16)}`, 'abc', '-1', '0'])
      expect((await call('DELETE', `customer-portal/favourites/${id}`, undefined, { token })).status, id).toBe(404)
    // None of those removed the favourite.
    expect((await listed(token)).map((each) => each.id)).toEqual([site])
    expect((await call('PUT', 'customer-portal/favourites', { siteId: site }, { token })).status).toBe(405)
  })

  it(`keeps at most ${FAVOURITES_MAX} per account: one more is a 409, an existing one still a 200`, async () => {
    const token = await newAccount()
    const ids = siteIds(FAVOURITES_MAX + 1)
    expect(ids).toHaveLength(FAVOURITES_MAX + 1)
    const customerId = (
      served
        .api()
        .database.sqlite.prepare(`SELECT id FROM customers WHERE email = ?`)
        .get(`fan${accounts}@example.com`) as {
        id: number
      }
    ).id
    const insert = served
      .api()
      .database.sqlite.prepare('INSERT INTO favourites (customer_id, site_id, created_at) VALUES (?, ?, ?)')
    for (const id of ids.slice(0, FAVOURITES_MAX - 1)) insert.run(customerId, id, '2026-01-01T00:00:00.000Z')
    expect(
      (await call('POST', 'customer-portal/favourites', { siteId: ids[FAVOURITES_MAX - 1] }, { token })).status,
    ).toBe(201)
    const full = await call('POST', 'customer-portal/favourites', { siteId: ids[FAVOURITES_MAX] }, { token })
    expect(full.status).toBe(409)
    expect(full.json!.error.code).toBe('favourites_full')
    expect((await call('POST', 'customer-portal/favourites', { siteId: ids[0] }, { token })).status).toBe(200)
    expect(await listed(token)).toHaveLength(FAVOURITES_MAX)
  })
})

describe('customer-portal/favourites/merge', () => {
  it('adds a visitor’s favourites in their order, skips unknown ones, keeps the account’s own', async () => {
    const token = await newAccount()
    const [own, a, b, c] = siteIds(4, 10)
    await call('POST', 'customer-portal/favourites', { siteId: own }, { token })
    // The cookie's order: newest first; `own` is in it too, an unknown id and a repeat as well.
    const merged = await call(
      'POST',
      'customer-portal/favourites/merge',
      { siteIds: [a, own, 999_999, b, c, a] },
      { token },
    )
    expect(merged.status).toBe(200)
    expect(merged.json).toEqual({ data: { siteIds: [a, b, c, own], refused: [] } })
    expect((await listed(token)).map((each) => each.id)).toEqual([a, b, c, own])
    // Idempotent: the same merge again changes nothing.
    const again = await call('POST', 'customer-portal/favourites/merge', { siteIds: [a, b, c] }, { token })
    expect(again.json).toEqual({ data: { siteIds: [a, b, c, own], refused: [] } })
  })

  it('refuses the oldest that do not fit any more, and says which', async () => {
    const token = await newAccount()
    const ids = siteIds(FAVOURITES_MAX + 3)
    const customerId = (
      served
        .api()
        .database.sqlite.prepare(`SELECT id FROM customers WHERE email = ?`)
        .get(`fan${accounts}@example.com`) as {
        id: number
      }
    ).id
    const insert = served
      .api()
      .database.sqlite.prepare('INSERT INTO favourites (customer_id, site_id, created_at) VALUES (?, ?, ?)')
    for (const id of ids.slice(0, FAVOURITES_MAX - 1)) insert.run(customerId, id, '2026-01-01T00:00:00.000Z')
    const cookie = ids.slice(FAVOURITES_MAX - 1)
    const merged = await call('POST', 'customer-portal/favourites/merge', { siteIds: cookie }, { token })
    expect(merged.status).toBe(200)
    expect(merged.json!.data.refused).toEqual(cookie.slice(1))
    expect(merged.json!.data.siteIds).toHaveLength(FAVOURITES_MAX)
    expect(merged.json!.data.siteIds[0]).toBe(cookie[0])
  })

  it('takes 1 to 50 positive integers', async () => {
    const token = await newAccount()
    for (const body of [
      { siteIds: [] },
      { siteIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      { siteIds: ['1'] },
      {},
    ])
      expect((await call('POST', 'customer-portal/favourites/merge', body, { token })).status).toBe(400)
  })
})

describe('search/site-prices', () => {
  it('prices the named campsites for the stay, in the order asked, unknown ones left out', async () => {
    const ids = siteIds(3, 20)
    const answer = await call('POST', 'search/site-prices', {
      siteIds: [ids[2], 999_999, ids[0], ids[1]],
      parameters: { date: '2027-06-05', duration: 7, persons: { adults: 2, children: [{ age: 4 }] } },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { sites, stay } = sitePricesResponseSchema.parse(answer.json).data
    expect(sites.map((site) => site.id)).toEqual([ids[2], ids[0], ids[1]])
    expect(stay).toMatchObject({
      arrivalDate: '2027-06-05',
      duration: 7,
      persons: { adults: 2, children: [{ age: 4 }] },
    })
    // The same price search/sites gives the campsite for the same stay.
    for (const site of sites) {
      const search = await call('POST', 'search/sites', {
        parameters: {
          site: site.slug,
          date: '2027-06-05',
          duration: 7,
          persons: { adults: 2, children: [{ age: 4 }] },
        },
      })
      expect(site.price?.totalPrice ?? null, site.slug).toBe(search.json!.data.sites[0]?.price?.totalPrice ?? null)
    }
    expect(sites.some((site) => site.price !== null)).toBe(true)
  })

  it('answers a campsite too small for the party unpriced, and refuses a past date or a malformed body', async () => {
    const [id] = siteIds(1)
    const crowd = await call('POST', 'search/site-prices', {
      siteIds: [id],
      parameters: {
        date: '2027-06-05',
        persons: { adults: 12, children: Array.from({ length: 10 }, () => ({ age: 9 })) },
      },
    })
    expect(crowd.status).toBe(200)
    expect(crowd.json!.data.sites).toHaveLength(1)
    expect(crowd.json!.data.sites[0].price).toBeNull()
    expect(crowd.json!.data.sites[0].available).toBe(false)
    expect(
      (await call('POST', 'search/site-prices', { siteIds: [id], parameters: { date: '2026-01-01' } })).status,
    ).toBe(400)
    for (const body of [
      { siteIds: [] },
      { siteIds: [0] },
      { siteIds: [id], filters: {} },
      { siteIds: Array(201).fill(id) },
    ])
      expect((await call('POST', 'search/site-prices', body)).status, JSON.stringify(body).slice(0, 40)).toBe(400)
  })
})
