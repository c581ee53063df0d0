import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getHostMap } from '~/lib/storefront.server'
import { loadShedding } from '../server/shedding'

/**
 * Load shedding as the host places it: after health and static files, before the pages. Pages
 * here wait until the test lets them go, so the pages in flight are exactly those sent.
 */
const held: (() => void)[] = []
const shed: string[] = []
const shedding = loadShedding({
  maxInFlight: 2,
  maxLagMs: 0,
  retryAfterS: 5,
  hostMap: getHostMap(),
  onShed: (reason) => shed.push(reason),
})
const app = express()
// The host the guards checked (server/guards.ts); fetch cannot send its own Host header.
app.use((req, res, next) => {
  res.locals.host = req.get('x-test-host')
  next()
})
app.get('/healthz', (_req, res) => void res.send('ok'))
app.use('/assets', (_req, res) => void res.send('asset'))
app.use(shedding.middleware)
app.get('*', (_req, res) => {
  held.push(() => res.send('page'))
})

let base = ''
const server = http.createServer(app)
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  shedding.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const get = (path: string, host: string) => fetch(`${base}${path}`, { headers: { 'x-test-host': host } })
const waitForHeld = async (count: number) => {
  while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('load shedding', () => {
  it('answers a page beyond the limit at once: 503, Retry-After, the market language; never health or assets', async () => {
    const first = get('/', 'uk.localhost')
    const second = get('/camping/france', 'uk.localhost')
    await waitForHeld(2)

    const refused = await get('/campingsuche', 'de-ch.localhost')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const page = await refused.text()
    expect(page).toContain('<html lang="de-CH"')
    // Swiss German: "grosser", never "großer".
    expect(page).toContain('Gerade herrscht grosser Andrang')
    expect(page).not.toContain('ß')
    expect((await (await get('/', 'fr.localhost')).text()).includes('Réessayer')).toBe(true)
    expect(shed).toEqual(['in-flight', 'in-flight'])

    expect(await (await get('/healthz', 'uk.localhost')).text()).toBe('ok')
    expect(await (await get('/assets/app.js', 'uk.localhost')).text()).toBe('asset')

    held.splice(0).forEach((release) => release())
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
    // Room again: the next page is served.
    const third = get('/', 'uk.localhost')
    await waitForHeld(1)
    held.splice(0).forEach((release) => release())
    expect(await (await third).text()).toBe('page')
  })
})
