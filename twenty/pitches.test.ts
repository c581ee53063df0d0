/**
 * Choosing your own pitch (issue 24) over real HTTP against the real SQLite: the site map, each
 * pitch free or taken for a stay, a chosen pitch reserved in the cart and let by the booking, a
 * pitch assigned when none was chosen, a chosen pitch let meanwhile (409 `pitch_taken`), and 20
 * concurrent bookings of one pitch of which exactly one wins.
 */
import { describe, expect, it } from 'vitest'
import {
  apiErrorSchema,
  cartResponseSchema,
  checkoutResponseSchema,
  pitchesResponseSchema,
  searchAccommodationsResponseSchema,
  type Cart,
  type Pitches,
} from './contract'
import { pitchFreedom, siteMap } from './pitches'
import { stayCatalogue } from './stay-catalogue'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-21T10:00:00Z')
const ARRIVAL = '2027-06-05'
const served = serveTestApi({ seedScale: 0.3, now: () => NOW })

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${served.base()}/nl/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

/** A bookable pitch accommodation for two adults, a week from ARRIVAL (the n-th found). */
async function pitchUnit(n = 0) {
  const { json } = await call('POST', 'search/accommodations', {
    parameters: { date: ARRIVAL, duration: 7, persons: { adults: 2, children: [] } },
    filters: { accommodation: { categories: ['pitch'] } },
    meta: { limit: 50, orderBy: 'price' },
  })
  const units = searchAccommodationsResponseSchema.parse(json).data.accommodations
  const unit = units.filter((each) => each.categorySlug === 'pitch')[n]
  if (!unit) throw new Error('no bookable pitch')
  return unit
}

async function pitches(unit: { id: number; site: { slug: string } }, date = ARRIVAL, duration = 7): Promise<Pitches> {
  const { status, json } = await call(
    'GET',
    `sites/${unit.site.slug}/pitches?accommodation=${unit.id}&date=${date}&duration=${duration}`,
  )
  expect(status, JSON.stringify(json)).toBe(200)
  return pitchesResponseSchema.parse(json).data
}

async function newCart(unit: { id: number; site: { slug: string } }, extra: Record<string, unknown> = {}) {
  const { status, json } = await call('POST', 'carts', {
    site: unit.site.slug,
    accommodationId: unit.id,
    date: ARRIVAL,
    duration: 7,
    persons: { adults: 2 },
    ...extra,
  })
  return { status, json, cart: status === 201 ? cartResponseSchema.parse(json).data : null }
}

const checkoutBody = (email: string) => ({
  mainBooker: {
    firstName: 'Sanne',
    lastName: 'de Vries',
    email,
    phonePrefix: '+31',
    phone: '06 12345678',
    country: 'NL',
    street: 'Dorpsstraat 1',
    postcode: '1234 AB',
    city: 'Utrecht',
  },
  participants: [
    { firstName: 'Sanne', lastName: 'de Vries', birthDate: '1985-04-02' },
    { firstName: 'Joost', lastName: 'de Vries', birthDate: '1984-01-12' },
  ],
  acceptTerms: true,
  paymentKind: 'full',
})

const book = (cart: Cart, email: string) => call('POST', `carts/${cart.cartId}/checkout`, checkoutBody(email))

describe('the site map', () => {
  it('is an SVG with every pitch a shape carrying its number, the same bytes every time', async () => {
    const unit = await pitchUnit()
    const answer = await pitches(unit)
    const url = `${served.origin()}${answer.map.url}`
    expect(answer.map.url).toBe(`/api/twenty/media/site-maps/${unit.site.slug}`)
    const first = await fetch(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const svg = await first.text()
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 760 \d+"/)
    for (const pitch of answer.pitches) expect(svg).toContain(`>${pitch.number}</text>`)
    // Reception, car park and sanitary blocks are on it.
    expect(svg).toContain('>i</text>')
    expect(svg).toContain('>P</text>')
    expect(svg).toContain('>WC</text>')
    expect(await (await fetch(url)).text()).toBe(svg)
    expect((await fetch(`${served.origin()}/api/twenty/media/site-maps/no-such-campsite`)).status).toBe(404)
  })

  it('numbers a pitch accommodation by its letter, one pitch per unit, none overlapping', () => {
    const catalogue = stayCatalogue(served.api().database)
    const site = catalogue.sites.find((each) => each.accommodations.filter((u) => u.category === 'pitch').length > 1)!
    const map = siteMap(site)!
    const units = site.accommodations.filter((u) => u.category === 'pitch').sort((a, b) => a.id - b.id)
    expect(map.pitches.filter((p) => p.number.startsWith('A'))).toHaveLength(units[0]!.units)
    expect(map.pitches.filter((p) => p.number.startsWith('B'))).toHaveLength(units[1]!.units)
    expect(map.pitches[0]!.number).toBe('A1')
    for (const [i, a] of map.pitches.entries())
      for (const b of map.pitches.slice(i + 1))
        expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(
          true,
        )
  })
})

describe('free and taken pitches', () => {
  it('gives every seeded let of a pitch accommodation its pitches: taken pitches equal let units', () => {
    const { sqlite } = served.api().database
    const stays = sqlite
      .prepare(
        `SELECT b.id, b.units, (SELECT count(*) FROM pitch_lets p WHERE p.booked_stay_id = b.id) AS lets
         FROM booked_stays b JOIN accommodations a ON a.id = b.accommodation_id WHERE a.category = 'pitch'`,
      )
      .all() as { id: number; units: number; lets: number }[]
    expect(stays.length).toBeGreaterThan(0)
    // Overbooked seed weeks aside, every let holds as many pitches as units.
    expect(stays.filter((stay) => stay.lets === stay.units).length / stays.length).toBeGreaterThan(0.8)
    // And the free pitches of a let week are the free units.
    const catalogue = stayCatalogue(served.api().database)
    const stay = sqlite
      .prepare(
        `SELECT b.accommodation_id AS id, b.arrival, b.departure, a.units,
           (SELECT SUM(o.units) FROM booked_stays o WHERE o.accommodation_id = b.accommodation_id
              AND o.arrival < b.departure AND o.departure > b.arrival) AS booked
         FROM booked_stays b JOIN accommodations a ON a.id = b.accommodation_id
         WHERE a.category = 'pitch' ORDER BY b.id LIMIT 1`,
      )
      .get() as { id: number; arrival: string; departure: string; units: number; booked: number }
    const unit = catalogue.accommodationsById.get(stay.id)!
    const map = siteMap(catalogue.sitesById.get(unit.siteId)!)!
    const freedom = pitchFreedom(served.api().database, map, unit.id, stay.arrival, stay.departure)
    expect(freedom.filter((each) => each.free)).toHaveLength(Math.max(0, stay.units - stay.booked))
  })

  it('reserves a chosen pitch in the cart, lets it with the booking, and shows it taken for overlapping stays only', async () => {
    const unit = await pitchUnit()
    const before = await pitches(unit)
    const choice = before.pitches.filter((pitch) => pitch.free)[2]!
    const { cart } = await newCart(unit, { pitch: choice.number })
    expect(cart!.pitchChoice).toBe(true)
    expect(cart!.pitch).toEqual({ number: choice.number, free: true })
    // The cart only records the choice: the pitch is still free for others until the booking.
    expect((await pitches(unit)).pitches.find((p) => p.number === choice.number)!.free).toBe(true)
    const booked = await book(cart!, 'chosen@example.com')
    expect(booked.status).toBe(201)
    expect(checkoutResponseSchema.parse(booked.json).data.booking.pitch).toBe(choice.number)
    const after = await pitches(unit)
    expect(after.pitches.find((p) => p.number === choice.number)!.free).toBe(false)
    expect(after.freeCount).toBe(before.freeCount - 1)
    // Overlapping (arriving three days in) it is taken; a week later it is free again.
    expect((await pitches(unit, '2027-06-08', 7)).pitches.find((p) => p.number === choice.number)!.free).toBe(false)
    expect((await pitches(unit, '2027-06-12', 7)).pitches.find((p) => p.number === choice.number)!.free).toBe(true)
    // The booking as the confirmation reads it.
    const confirmation = await call('GET', `carts/${cart!.cartId}/booking`)
    expect((confirmation.json as { data: { pitch: string } }).data.pitch).toBe(choice.number)
  })

  it('assigns a free pitch when none was chosen', async () => {
    const unit = await pitchUnit()
    const free = (await pitches(unit)).pitches.filter((pitch) => pitch.free)
    const { cart } = await newCart(unit)
    expect(cart!.pitch).toBeNull()
    const booked = await book(cart!, 'any@example.com')
    expect(booked.status).toBe(201)
    expect(checkoutResponseSchema.parse(booked.json).data.booking.pitch).toBe(free[0]!.number)
  })

  it('refuses a taken or unknown pitch in a cart, and reports a chosen pitch let meanwhile at checkout', async () => {
    const unit = await pitchUnit()
    const [first, second] = (await pitches(unit)).pitches.filter((pitch) => pitch.free)
    const mine = (await newCart(unit, { pitch: first!.number })).cart!
    const theirs = (await newCart(unit, { pitch: first!.number })).cart!
    expect((await book(theirs, 'quick@example.com')).status).toBe(201)
    // My cart now says so, and booking it is a clear 409.
    const reread = cartResponseSchema.parse((await call('GET', `carts/${mine.cartId}`)).json).data
    expect(reread.pitch).toEqual({ number: first!.number, free: false })
    const lost = await book(mine, 'slow@example.com')
    expect(lost.status).toBe(409)
    expect(apiErrorSchema.parse(lost.json).error.code).toBe('pitch_taken')
    // Choosing it again is refused; another free one is taken, and then the booking goes through.
    const again = await call('PATCH', `carts/${mine.cartId}`, { pitch: first!.number })
    expect(again.status).toBe(409)
    expect(apiErrorSchema.parse(again.json).error.code).toBe('pitch_taken')
    expect((await call('PATCH', `carts/${mine.cartId}`, { pitch: 'H999' })).status).toBe(400)
    const changed = await call('PATCH', `carts/${mine.cartId}`, { pitch: second!.number })
    expect(cartResponseSchema.parse(changed.json).data.pitch).toEqual({ number: second!.number, free: true })
    const booked = await book(mine, 'slow@example.com')
    expect(booked.status).toBe(201)
    expect(checkoutResponseSchema.parse(booked.json).data.booking.pitch).toBe(second!.number)
    // A pitch chosen for a unit that is not a pitch is refused.
    expect((await newCart(unit, { pitch: 'Z1' })).status).toBe(400)
  })

  it('20 concurrent bookings of one pitch for overlapping stays: exactly one wins, the others hear "pitch taken"', async () => {
    const unit = await pitchUnit(1)
    const target = (await pitches(unit)).pitches.filter((pitch) => pitch.free)[4]!
    const carts = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const { cart, status, json } = await newCart(unit, {
          pitch: target.number,
          // Half a week, half two weeks: every stay overlaps every other.
          duration: index % 2 === 0 ? 7 : 14,
        })
        expect(status, JSON.stringify(json)).toBe(201)
        return cart!
      }),
    )
    const answers = await Promise.all(carts.map((cart, index) => book(cart, `pitch-race-${index}@example.com`)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const answer of answers.filter((each) => each.status === 409))
      expect(apiErrorSchema.parse(answer.json).error.code).toBe('pitch_taken')
    const { sqlite } = served.api().database
    expect(
      sqlite
        .prepare('SELECT count(*) AS n FROM pitch_lets WHERE accommodation_id = ? AND pitch = ?')
        .get(unit.id, target.number),
    ).toEqual({ n: 1 })
    expect(
      sqlite.prepare("SELECT count(*) AS n FROM customers WHERE email LIKE 'pitch-race-%@example.com'").get(),
    ).toEqual({ n: 1 })
  })

  it('the database itself refuses a second let of a pitch over overlapping nights', () => {
    const { sqlite } = served.api().database
    const let_ = sqlite.prepare('SELECT * FROM pitch_lets ORDER BY id LIMIT 1').get() as {
      accommodation_id: number
      pitch: string
      booked_stay_id: number
      arrival: string
      departure: string
    }
    expect(() =>
      sqlite
        .prepare(
          'INSERT INTO pitch_lets (accommodation_id, pitch, booked_stay_id, arrival, departure) VALUES (?, ?, ?, ?, ?)',
        )
        .run(let_.accommodation_id, let_.pitch, let_.booked_stay_id, let_.arrival, let_.departure),
    ).toThrow(/pitch_taken/)
  })

  it('answers 404 for a unit that is not a pitch and 400 for a bad query', async () => {
    const unit = await pitchUnit()
    const catalogue = stayCatalogue(served.api().database)
    const home = catalogue.sitesBySlug.get(unit.site.slug)!.accommodations.find((u) => u.category !== 'pitch')!
    expect(
      (await call('GET', `sites/${unit.site.slug}/pitches?accommodation=${home.id}&date=${ARRIVAL}&duration=7`)).status,
    ).toBe(404)
    expect((await call('GET', `sites/${unit.site.slug}/pitches?accommodation=${unit.id}&date=soon`)).status).toBe(400)
  })
})
