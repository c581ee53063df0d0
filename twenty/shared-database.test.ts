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
import { cartResponseSchema, searchAccommodationsResponseSchema } from './contract'
import { openDatabase, closeDatabase } from './db'
import { prepareTwentyDatabase } from './prepare'
import { createTwentyApi, type TwentyApi } from './router'
import { invalidateStayCatalogue } from './stay-catalogue'

const NOW = new Date('2026-11-21T10:00:00Z')
const ARRIVAL = '2027-07-17'
const quiet = { info: () => {}, warn: () => {}, error: console.error }

let folder = ''
const workers: { api: TwentyApi; server: http.Server; base: string }[] = []

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
      now: () => NOW,
      logger: quiet,
      validateResponses: true,
    })
    const app = express().use('/api/twenty', api.router)
    const server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    workers.push({
      api,
      server,
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/twenty/v2/default/couk`,
    })
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

describe('two workers on one database file', () => {
  it("a let made in one worker is gone from the other worker's next search, and the other cannot let it again", async () => {
    // A unit that both workers can offer, made the last one of its kind before either loads a snapshot.
    const { json } = await call(1, 'POST', 'search/accommodations', { parameters: stay, meta: { limit: 5 } })
    const unit = searchAccommodationsResponseSchema.parse(json).data.accommodations[0]!
    const database = openDatabase(path.join(folder, 'twenty.sqlite'), { migrate: false })
    database.sqlite.prepare('UPDATE accommodations SET units = 1 WHERE id = ?').run(unit.id)
    closeDatabase(database)
    for (const worker of workers) invalidateStayCatalogue(worker.api.database)

    // Both snapshots loaded and offering the unit; worker 1 even holds a cart for it.
    expect((await offers(0, unit.site.slug)).map((offer) => offer.id)).toContain(unit.id)
    expect((await offers(1, unit.site.slug)).map((offer) => offer.id)).toContain(unit.id)
    const cartArgs = { site: unit.site.slug, accommodationId: unit.id, ...stay }
    const laterCart = cartResponseSchema.parse((await call(1, 'POST', 'carts', cartArgs)).json).data

    // Worker 0 lets it.
    const cart = cartResponseSchema.parse((await call(0, 'POST', 'carts', cartArgs)).json).data
    const booked = await call(0, 'POST', `carts/${cart.cartId}/checkout`, booker('first@example.com'))
    expect(booked.status).toBe(201)

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
