import http from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getHostMap } from '~/lib/storefront.server'
import { loadShedding } from '../server/shedding'
import { closeLocally, listenLocally } from './support/local-server'

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
  base = await listenLocally(server)
})
afterAll(async () => {
  shedding.close()
  await closeLocally(server)
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

describe('load shedding on a late event loop', () => {
  const lagShed: string[] = []
  const watched = loadShedding({
    maxInFlight: 1000,
    maxLagMs: 150,
    retryAfterS: 5,
    hostMap: getHostMap(),
    onShed: (reason) => lagShed.push(reason),
  })
  const lagApp = express()
  lagApp.use((_req, res, next) => {
    res.locals.host = 'uk.localhost'
    next()
  })
  lagApp.use(watched.middleware)
  lagApp.get('*', (_req, res) => void res.send('page'))
  const lagServer = http.createServer(lagApp)
  let lagBase = ''
  beforeAll(async () => {
    lagBase = await listenLocally(lagServer)
  })
  afterAll(async () => {
    watched.close()
    await closeLocally(lagServer)
  })
  const busy = (ms: number) => {
    const end = performance.now() + ms
    while (performance.now() < end) {
      // The event loop is held, as by a long synchronous task.
    }
  }
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('serves on after one pause of the loop (a garbage collection, say), and sheds while the loop stays late', async () => {
    await pause(600)
    busy(400)
    // Just after the window that held the pause has been read.
    await pause(20)
    expect((await fetch(lagBase)).status).toBe(200)
    expect(lagShed).toEqual([])

    // Late on every turn for a second and a half: most of the window's timers come 250 ms late.
    const until = performance.now() + 1500
    await new Promise<void>((resolve) => {
      const turn = () => {
        busy(250)
        if (performance.now() < until) setImmediate(turn)
        else resolve()
      }
      turn()
    })
    await pause(0)
    const refused = await fetch(lagBase)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(lagShed).toContain('lag')

    // Back to normal within a window or two.
    await pause(1100)
    expect((await fetch(lagBase)).status).toBe(200)
  })
})
