import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_FLAGS, FLAGS } from '../market-config/flags'
import {
  allocate,
  allocationBucket,
  deviceTypeOf,
  FLAG_TIMEOUT_MS,
  FlagTimeoutError,
  localFlagProvider,
  readFlags,
  type FlagProvider,
  type FlagVisitor,
} from '../server/flags'
import { flagshipApi } from '../server/flagship-api'
import { flagshipProvider, type FlagshipSdk } from '../server/flagship-sdk'

const visitor = (visitorId: string): FlagVisitor => ({
  visitorId,
  hasConsented: false,
  deviceType: 'desktop',
  brand: 'default',
  locale: 'uk',
})

describe('the local allocation (issue 21)', () => {
  it('gives a visitor the same variation every time, whichever process asks', async () => {
    const ids = Array.from({ length: 200 }, () => randomUUID())
    const first = ids.map((id) => allocate('homeSearchLayout', FLAGS.homeSearchLayout, id))
    const again = ids.map((id) => allocate('homeSearchLayout', FLAGS.homeSearchLayout, id))
    expect(again).toEqual(first)
    // A fixed id always lands in the same bucket (SHA-256 of "{flag}:{visitor}", not a random draw).
    expect(allocationBucket('homeSearchLayout', 'visitor-0001')).toBe(
      allocationBucket('homeSearchLayout', 'visitor-0001'),
    )
    const flags = await readFlags(localFlagProvider(), visitor('visitor-0001'))
    expect(flags.homeSearchLayout).toBe(allocate('homeSearchLayout', FLAGS.homeSearchLayout, 'visitor-0001'))
  })

  it('splits 10,000 visitors 50/50 within 2 %', () => {
    const counts = { A: 0, B: 0 }
    for (let i = 0; i < 10_000; i++)
      counts[allocate('homeSearchLayout', FLAGS.homeSearchLayout, randomUUID()) as 'A' | 'B']++
    expect(Math.abs(counts.A - 5_000)).toBeLessThanOrEqual(200)
    expect(counts.A + counts.B).toBe(10_000)
  })

  it('splits by weight, and each flag independently of the others', () => {
    const uneven = {
      slug: 'x',
      defaultValue: 'off',
      variations: [
        { value: 'on', weight: 10 },
        { value: 'off', weight: 90 },
      ],
    }
    const ids = Array.from({ length: 10_000 }, (_, i) => `visitor-${i}`)
    const on = ids.filter((id) => allocate('uneven', uneven, id) === 'on').length
    expect(on).toBeGreaterThan(800)
    expect(on).toBeLessThan(1200)
    // Knowing a visitor's bucket of one flag says nothing about another's.
    const same = ids.filter((id) => allocationBucket('one', id) < 50 === allocationBucket('other', id) < 50).length
    expect(Math.abs(same - 5_000)).toBeLessThan(300)
  })
})

describe('reading flags for a page (issue 21)', () => {
  const slow = (ms: number): FlagProvider => ({
    ...localFlagProvider(),
    name: 'flagship',
    flags: () =>
      new Promise((resolve) => setTimeout(() => resolve([{ key: 'homeSearchLayout', value: 'B', slug: null }]), ms)),
  })

  it("takes a quick provider's answer", async () => {
    expect((await readFlags(slow(5), visitor('v-quick-001'))).homeSearchLayout).toBe('B')
  })

  it('falls back to the defaults after 150 ms, and reports the timeout', async () => {
    const onError = vi.fn()
    const started = Date.now()
    const flags = await readFlags(slow(2_000), visitor('v-slow-0001'), { onError })
    expect(flags).toEqual(DEFAULT_FLAGS)
    expect(Date.now() - started).toBeLessThan(FLAG_TIMEOUT_MS + 250)
    expect(onError).toHaveBeenCalledWith(expect.any(FlagTimeoutError))
  })

  it('falls back to the defaults when the provider fails, and reports it', async () => {
    const onError = vi.fn()
    const failing: FlagProvider = { ...localFlagProvider(), flags: () => Promise.reject(new Error('down')) }
    expect(await readFlags(failing, visitor('v-fail-0001'), { onError })).toEqual(DEFAULT_FLAGS)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'down' }))
  })

  it('keeps only known values: an unknown flag or variation is the default', async () => {
    const odd: FlagProvider = {
      ...localFlagProvider(),
      flags: () =>
        Promise.resolve([
          { key: 'homeSearchLayout', value: 'Z', slug: null },
          { key: 'somethingElse', value: true, slug: null },
        ]),
    }
    expect(await readFlags(odd, visitor('v-odd-00001'))).toEqual(DEFAULT_FLAGS)
  })

  it('asks nobody for a bot (no visitor id)', async () => {
    const flags = vi.fn()
    expect(await readFlags({ ...localFlagProvider(), flags }, null)).toEqual(DEFAULT_FLAGS)
    expect(flags).not.toHaveBeenCalled()
  })

  it('tells phones, tablets and desktops apart', () => {
    expect(deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile')
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36')).toBe('mobile')
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet')
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/120 Safari/537.36')).toBe('tablet')
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe('desktop')
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', '?1')).toBe('mobile')
  })
})

/** A stand-in for Flagship's SDK with the same surface (no network): what the adapter asked of it. */
function fakeSdk() {
  const calls: { started: unknown[]; visitors: unknown[]; hits: unknown[]; exposed: string[] } = {
    started: [],
    visitors: [],
    hits: [],
    exposed: [],
  }
  const flag = (key: string, value: unknown) => ({
    getValue: () => value,
    metadata: { slug: `${key}-campaign` },
    visitorExposed: () => {
      calls.exposed.push(key)
      return Promise.resolve()
    },
  })
  const sdk = {
    Flagship: {
      start: (...args: unknown[]) => {
        calls.started.push(args)
        return Promise.resolve({})
      },
      newVisitor: (params: unknown) => {
        calls.visitors.push(params)
        const flags = new Map([['homeSearchLayout', flag('homeSearchLayout', 'B')]])
        return {
          fetchFlags: () => Promise.resolve(),
          getFlags: () => flags.entries(),
          getFlag: (key: string) => flags.get(key) ?? flag(key, null),
          sendHit: (hit: unknown) => {
            calls.hits.push(hit)
            return Promise.resolve()
          },
        }
      },
      close: () => Promise.resolve(),
    },
    DecisionMode: { BUCKETING: 'BUCKETING' },
    LogLevel: { ERROR: 3 },
    HitType: { EVENT: 'EVENT', TRANSACTION: 'TRANSACTION' },
    EventCategory: { ACTION_TRACKING: 'Action Tracking' },
  } as unknown as FlagshipSdk
  return { sdk, calls }
}

describe("flags through Flagship's SDK (FLAGSHIP_ENV_ID and FLAGSHIP_API_KEY)", () => {
  it("starts the SDK once, in bucketing mode, and passes the visitor's context and consent", async () => {
    const { sdk, calls } = fakeSdk()
    const provider = flagshipProvider({ envId: 'env', apiKey: 'key', load: () => Promise.resolve(sdk) })
    const flags = await readFlags(provider, { ...visitor('v-flagship1'), hasConsented: true, deviceType: 'mobile' })
    await provider.flags(visitor('v-flagship2'))
    expect(flags.homeSearchLayout).toBe('B')
    expect(calls.started).toEqual([
      ['env', 'key', expect.objectContaining({ decisionMode: 'BUCKETING', fetchNow: false })],
    ])
    expect(calls.visitors[0]).toEqual({
      visitorId: 'v-flagship1',
      hasConsented: true,
      context: { deviceType: 'mobile', brand: 'default', locale: 'uk' },
      shouldSaveInstance: false,
    })
    expect(await provider.flags(visitor('v-flagship3'))).toEqual([
      { key: 'homeSearchLayout', value: 'B', slug: 'homeSearchLayout-campaign' },
    ])
  })

  it("sends exposures, events and transactions as the SDK's hits", async () => {
    const { sdk, calls } = fakeSdk()
    const provider = flagshipProvider({ envId: 'env', apiKey: 'key', load: () => Promise.resolve(sdk) })
    await provider.expose(visitor('v-flagship4'), 'homeSearchLayout')
    await provider.event({ visitorId: 'v-flagship4', hasConsented: true }, 'home_search_submit')
    await provider.transaction({ visitorId: 'v-flagship4', hasConsented: true }, 'booking', 812.5)
    expect(calls.exposed).toEqual(['homeSearchLayout'])
    expect(calls.hits).toEqual([
      { type: 'EVENT', category: 'Action Tracking', action: 'home_search_submit' },
      expect.objectContaining({ type: 'TRANSACTION', affiliation: 'booking', totalRevenue: 812.5 }),
    ])
  })

  it('tries a failed start again on the next request', async () => {
    const { sdk } = fakeSdk()
    const load = vi.fn().mockRejectedValueOnce(new Error('no SDK')).mockResolvedValue(sdk)
    const provider = flagshipProvider({ envId: 'env', apiKey: 'key', load })
    const onError = vi.fn()
    expect(await readFlags(provider, visitor('v-flagship5'), { onError })).toEqual(DEFAULT_FLAGS)
    expect(onError).toHaveBeenCalledOnce()
    expect((await readFlags(provider, visitor('v-flagship6'))).homeSearchLayout).toBe('B')
  })
})

const servers: http.Server[] = []
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))))

async function api(provider: FlagProvider) {
  const app = express()
  const onError = vi.fn()
  app.use('/api/flagship', flagshipApi({ provider, onError }))
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/flagship`
  return { base, onError }
}

const CONSENTED = `cookie-consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: true, v: 1, at: 1 }))}`

describe('the /api/flagship endpoints (SPEC section 7)', () => {
  it('answers flags and the visitor id, making one when none is given', async () => {
    const { base } = await api(localFlagProvider())
    const known = await fetch(
      `${base}/flags?visitorId=visitor-0001&hasConsented=false&deviceType=desktop&brand=vacanceselect&locale=nl`,
    )
    expect(known.status).toBe(200)
    expect(await known.json()).toEqual({
      flags: [
        {
          key: 'homeSearchLayout',
          value: allocate('homeSearchLayout', FLAGS.homeSearchLayout, 'visitor-0001'),
          slug: 'home-hero-search-layout',
        },
      ],
      uniqueVisitorId: 'visitor-0001',
    })
    const fresh = (await (await fetch(`${base}/flags?brand=default&locale=uk`)).json()) as { uniqueVisitorId: string }
    expect(fresh.uniqueVisitorId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses bad input with a 400', async () => {
    const { base } = await api(localFlagProvider())
    for (const query of [
      'brand=nope&locale=uk',
      'brand=default&locale=xx',
      'brand=default&locale=uk&visitorId=%3Cscript%3E',
      'brand=default&locale=uk&hasConsented=yes',
      'brand=default&locale=uk&extra=1',
    ])
      expect((await fetch(`${base}/flags?${query}`)).status, query).toBe(400)
    const post = (path: string, body: string, type = 'application/json') =>
      fetch(`${base}/${path}`, { method: 'POST', headers: { 'Content-Type': type }, body })
    expect((await post('event', '{"visitorId":"visitor-0001"}')).status).toBe(400)
    expect((await post('event', '{not json')).status).toBe(400)
    expect((await post('transaction', '{"visitorId":"visitor-0001","action":"booking","price":-1}')).status).toBe(400)
    expect((await post('visitorExpose', '{"visitorId":"visitor-0001","key":"homeSearchLayout"}')).status).toBe(400)
    expect((await post('event', JSON.stringify({ visitorId: 'visitor-0001', action: 'x'.repeat(3000) }))).status).toBe(
      413,
    )
  })

  it("takes hits with 204, consented only with the body's word and the marketing cookie", async () => {
    const expose = vi.fn(() => Promise.resolve())
    const event = vi.fn(() => Promise.resolve())
    const { base } = await api({ ...localFlagProvider(), expose, event })
    const body = {
      visitorId: 'visitor-0001',
      key: 'homeSearchLayout',
      brand: 'default',
      deviceType: 'mobile',
      hasConsented: true,
      locale: 'uk',
    }
    const send = (path: string, payload: unknown, cookie?: string) =>
      fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(payload),
      })
    expect((await send('visitorExpose', body)).status).toBe(204)
    expect((await send('visitorExpose', body, CONSENTED)).status).toBe(204)
    expect((await send('event', { visitorId: 'visitor-0001', action: 'home_search_submit' }, CONSENTED)).status).toBe(
      204,
    )
    await vi.waitFor(() => expect(event).toHaveBeenCalled())
    expect(expose.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      expect.objectContaining({ hasConsented: false, deviceType: 'mobile' }),
      expect.objectContaining({ hasConsented: true }),
    ])
    expect(event).toHaveBeenCalledWith({ visitorId: 'visitor-0001', hasConsented: true }, 'home_search_submit')
  })

  it('swallows a failing hit: 204 for the page, the error reported', async () => {
    const { base, onError } = await api({
      ...localFlagProvider(),
      event: () => Promise.reject(new Error('Flagship down')),
    })
    const response = await fetch(`${base}/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ visitorId: 'visitor-0001', action: 'x' }),
    })
    expect(response.status).toBe(204)
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Flagship down' })))
  })

  it('refuses a hit posted by another site', async () => {
    const { base } = await api(localFlagProvider())
    const response = await fetch(`${base}/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ visitorId: 'visitor-0001', action: 'x' }),
    })
    expect(response.status).toBe(403)
  })
})
