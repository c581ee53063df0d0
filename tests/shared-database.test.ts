/**
 * Two processes on one SQLite file, as the cluster's workers are (issue 22, decision 021): each
 * has its own search snapshot (decision 010), and a let written by one must be gone from the
 * other's very next search, not only from its own. Two API instances in this file stand in for
 * two workers: each has its own better-sqlite3 connection, which is what `PRAGMA data_version`
 * tells apart.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearKeptSearches, createTwentyClient } from '~/lib/twenty.server'
import { cartResponseSchema, searchAccommodationsResponseSchema } from '../twenty/contract'
import { openDatabase, closeDatabase } from '../twenty/db'
import { prepareTwentyDatabase } from '../twenty/prepare'
import { createTwentyApi, type TwentyApi } from '../twenty/router'
import { invalidateStayCatalogue } from '../twenty/stay-catalogue'

const NOW = new Date('2026-11-21T10:00:00Z')
/** Both workers' clock: a test may move it to the next day. */
let clock = NOW
const ARRIVAL = '2027-07-17'
const quiet = { info: () => {}, warn: () => {}, error: console.error }

let folder = ''
const workers: { api: TwentyApi; server: http.Server; root: string; base: string }[] = []

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'twenty-shared-'))
  const databasePath = path.join(folder, 'twenty.sqlite')
  // The primary's part: migrations and seed, once, before any worker opens the file.
  prepareTwentyDatabase({ databasePath, seedScale: 0.1, now: NOW, logger: quiet })
  for (let i = 0; i < 2; i++) {
    const api = createTwentyApi({
      databasePath,
      prepareDatabase: false,
      warmSearch: false,
      now: () => clock,
      logger: quiet,
      validateResponses: true,
    })
    const app = express().use('/api/twenty', api.router)
    const server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/twenty`
    workers.push({ api, server, root, base: `${root}/v2/default/couk` })
  }
})

afterAll(async () => {
  for (const worker of workers) {
    await new Promise((resolve) => worker.server.close(resolve))
    worker.api.close()
  }
  rmSync(folder, { recursive: true, force: true })
})

async function call(worker: number, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${workers[worker]!.base}/${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

const stay = { date: ARRIVAL, duration: 7, persons: { adults: 2, children: [] } }

async function offers(worker: number, site: string) {
  const { status, json } = await call(worker, 'POST', 'search/accommodations', {
    parameters: { ...stay, site },
    meta: { limit: 50 },
  })
  expect(status).toBe(200)
  return searchAccommodationsResponseSchema.parse(json).data.accommodations
}

const booker = (email: string) => ({
  mainBooker: {
    firstName: 'Anna',
    lastName: 'Smith',
    email,
    phonePrefix: '+44',
    phone: '7700 900123',
    country: 'GB',
    street: '1 High Street',
    postcode: 'SW1A 1AA',
    city: 'London',
  },
  participants: [
    { firstName: 'Anna', lastName: 'Smith', birthDate: '1988-03-02' },
    { firstName: 'Ben', lastName: 'Smith', birthDate: '1987-10-20' },
  ],
  acceptTerms: true,
  paymentKind: 'full',
})

/** Makes one offered unit of a stay the last of its kind, before either worker loads a snapshot. */
async function lastUnitOf(parameters: typeof stay) {
  const { json } = await call(1, 'POST', 'search/accommodations', { parameters, meta: { limit: 5 } })
  const unit = searchAccommodationsResponseSchema.parse(json).data.accommodations[0]!
  const database = openDatabase(path.join(folder, 'twenty.sqlite'), { migrate: false })
  database.sqlite.prepare('UPDATE accommodations SET units = 1 WHERE id = ?').run(unit.id)
  closeDatabase(database)
  for (const worker of workers) invalidateStayCatalogue(worker.api.database)
  return unit
}

async function letInWorker0(unit: { id: number; site: { slug: string } }, parameters: typeof stay, email: string) {
  const cartArgs = { site: unit.site.slug, accommodationId: unit.id, ...parameters }
  const cart = cartResponseSchema.parse((await call(0, 'POST', 'carts', cartArgs)).json).data
  expect((await call(0, 'POST', `carts/${cart.cartId}/checkout`, booker(email))).status).toBe(201)
}

describe('two workers on one database file', () => {
  it("a let made in one worker is gone from the other worker's next search, and the other cannot let it again", async () => {
    const unit = await lastUnitOf(stay)

    // Both snapshots loaded and offering the unit; worker 1 even holds a cart for it.
    expect((await offers(0, unit.site.slug)).map((offer) => offer.id)).toContain(unit.id)
    expect((await offers(1, unit.site.slug)).map((offer) => offer.id)).toContain(unit.id)
    const cartArgs = { site: unit.site.slug, accommodationId: unit.id, ...stay }
    const laterCart = cartResponseSchema.parse((await call(1, 'POST', 'carts', cartArgs)).json).data

    // Worker 0 lets it.
    await letInWorker0(unit, stay, 'first@example.com')

    // Worker 1's very next search no longer offers it (no reload, no waiting)...
    expect((await offers(1, unit.site.slug)).map((offer) => offer.id)).not.toContain(unit.id)
    expect(workers[1]!.api.snapshotStats().syncedStays).toBe(1)
    // ...worker 0's neither (its own let, merged right after its commit)...
    expect((await offers(0, unit.site.slug)).map((offer) => offer.id)).not.toContain(unit.id)
    expect(workers[0]!.api.snapshotStats().syncedStays).toBe(0)
    // ...and worker 1's cart cannot book it: checkout reads availability in its transaction.
    const second = await call(1, 'POST', `carts/${laterCart.cartId}/checkout`, booker('second@example.com'))
    expect(second.status).toBe(409)
  })
})

describe("the storefront's kept search answers (decision 041)", () => {
  it('are asked for once while nothing changes, and again after a let in any worker or on a new day', async () => {
    clearKeptSearches()
    const summer = { ...stay, date: '2027-08-14' }
    const unit = await lastUnitOf(summer)
    const asked: string[] = []
    const storefrontOf = (worker: number, keep = true) =>
      createTwentyClient({
        baseUrl: workers[worker]!.root,
        brand: 'default',
        apiLocale: 'couk',
        timeoutMs: 5_000,
        keep,
        searchVersion: workers[worker]!.api.searchVersion,
        onCall: (report) => asked.push(`${worker} ${report.endpoint}`),
      })
    const search = (worker: number, keep = true) =>
      storefrontOf(worker, keep).searchAccommodations({
        parameters: { ...summer, site: unit.site.slug },
        meta: { limit: 50 },
      })

    // Worker 1's pages: one call for three searches, one shared answer that no page can change.
    const first = await search(1)
    expect(first.accommodations.map((offer) => offer.id)).toContain(unit.id)
    const [second, third] = await Promise.all([search(1), search(1)])
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(asked).toEqual(['1 search/accommodations'])
    expect(Object.isFrozen(first.accommodations[0]!.site)).toBe(true)
    // A client made for one purpose (not keeping) asks every time.
    await search(1, false)
    expect(asked).toHaveLength(2)

    // Worker 0 lets the last unit: worker 1's very next search asks again and no longer offers it.
    await letInWorker0(unit, summer, 'kept@example.com')
    const afterLet = await search(1)
    expect(afterLet.accommodations.map((offer) => offer.id)).not.toContain(unit.id)
    expect(asked).toHaveLength(3)
    await search(1)
    expect(asked).toHaveLength(3)

    // A new day (early-booking discounts, the default arrival date): asked again.
    clock = new Date(NOW.getTime() + 24 * 60 * 60_000)
    try {
      await search(1)
      expect(asked).toHaveLength(4)
    } finally {
      clock = NOW
    }
  })

  it('are not kept by a worker whose database is closed (shutdown): each search is asked', async () => {
    clearKeptSearches()
    const closing = createTwentyApi({
      databasePath: path.join(folder, 'twenty.sqlite'),
      prepareDatabase: false,
      warmSearch: false,
      now: () => clock,
      logger: quiet,
    })
    expect(closing.searchVersion()).toMatch(/^\d+\.\d+\.2026-11-21$/)
    closing.close()
    expect(closing.searchVersion()).toBeNull()

    let asked = 0
    const client = createTwentyClient({
      baseUrl: workers[1]!.root,
      brand: 'default',
      apiLocale: 'couk',
      timeoutMs: 5_000,
      keep: true,
      searchVersion: closing.searchVersion,
      onCall: () => asked++,
    })
    const search = () => client.searchAccommodations({ parameters: stay, meta: { limit: 5 } })
    await search()
    await search()
    expect(asked).toBe(2)
  })
})
