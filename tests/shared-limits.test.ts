/**
 * Every rate limit in Redis when REDIS_URL is set (issue 22, decision 022), against a real
 * redis-server: two "workers" (each with its own Redis connection, as two processes or two
 * containers have) share one count, for the edge's post limit, the forms' limits taken in the
 * actions, and the embedded API's account limits. Without Redis each process counts alone. A Redis
 * that is down lets requests through at once, and counting resumes when it is back.
 */
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { createFormLimits, type FormLimit, type FormLimitName } from '~/lib/form-limits.server'
import { memoryLimitStores, redisLimitStores, type LimitStores } from '../server/limit-stores'
import { postRateLimiter } from '../server/limits'
import { createTwentyApi } from '../twenty/router'
import { freeRedisPort, startRedisServer, useRedis } from './support/redis'

const redisUrl = useRedis()
const silent = pino({ level: 'silent' })
const opened: LimitStores[] = []
const servers: http.Server[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  await Promise.all(opened.map((stores) => stores.close()))
})

/** One process's stores: its own connection to the shared Redis. */
async function processStores(url = redisUrl()): Promise<LimitStores> {
  const stores = await redisLimitStores(url, silent)
  opened.push(stores)
  return stores
}

const limits = (limit: number): Record<FormLimitName, FormLimit> => ({
  'sign-in': { limit, windowMs: 60_000 },
  newsletter: { limit, windowMs: 60_000 },
  contact: { limit, windowMs: 60_000 },
})

/** Form limits over a process's stores, with its own key space for this test. */
function formLimitsOver(stores: LimitStores, space: string, limit: number, refused: string[] = []) {
  return createFormLimits({
    limits: limits(limit),
    store: (name) => stores.store(`${space}:form:${name}:`)!,
    onRefused: (name) => refused.push(name),
  })
}

async function listen(app: express.Express): Promise<string> {
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('limits shared through Redis', () => {
  it("the forms' limits hold across two processes: the third sign-in post is refused wherever it lands", async () => {
    const space = randomUUID()
    const refused: string[] = []
    const first = formLimitsOver(await processStores(), space, 2, refused)
    const second = formLimitsOver(await processStores(), space, 2, refused)
    expect(await first.take('sign-in', '203.0.113.7')).toEqual({ limited: false })
    expect(await second.take('sign-in', '203.0.113.7')).toEqual({ limited: false })
    const third = await first.take('sign-in', '203.0.113.7')
    expect(third.limited).toBe(true)
    expect(third.limited && third.retryAfterS).toBeGreaterThan(50)
    expect(refused).toEqual(['sign-in'])
    // Another address and another form have counts of their own.
    expect(await second.take('sign-in', '203.0.113.8')).toEqual({ limited: false })
    expect(await second.take('newsletter', '203.0.113.7')).toEqual({ limited: false })
  })

  it('without Redis each process counts alone (what REDIS_URL is for)', async () => {
    expect(memoryLimitStores.store('form:sign-in:')).toBeUndefined()
    const first = createFormLimits({ limits: limits(2) })
    const second = createFormLimits({ limits: limits(2) })
    await first.take('sign-in', '203.0.113.7')
    await second.take('sign-in', '203.0.113.7')
    expect(await first.take('sign-in', '203.0.113.7')).toEqual({ limited: false })
  })

  it("the edge's limit on all form posts holds across two processes", async () => {
    const space = randomUUID()
    const app = async () => {
      const stores = await processStores()
      return listen(
        express()
          .use(postRateLimiter({ limit: 2, windowMs: 60_000, store: stores.store(`${space}:post:`) }))
          .post('*', (_req, res) => void res.status(204).end()),
      )
    }
    const [a, b] = [await app(), await app()]
    const post = (base: string) => fetch(`${base}/any/form`, { method: 'POST' }).then((response) => response.status)
    expect([await post(a), await post(b), await post(a), await post(b)]).toEqual([204, 204, 429, 429])
  })

  it("the embedded API's account limits hold across two processes", async () => {
    const space = randomUUID()
    const api = async () => {
      const stores = await processStores()
      const twenty = createTwentyApi({
        databasePath: ':memory:',
        seedScale: 0.05,
        warmSearch: false,
        logger: { info: () => {}, warn: () => {}, error: () => {} },
        accountLimits: { perClient: { limit: 2, windowMs: 60_000 } },
        limitHooks: { store: (name) => stores.store(`${space}:api:${name}:`) },
      })
      const base = await listen(express().use('/api/twenty', twenty.router))
      return `${base}/api/twenty/v2/default/couk/customer-portal/status`
    }
    const [a, b] = [await api(), await api()]
    const status = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `someone-${space}@example.com` }),
      }).then((response) => response.status)
    const answers = [await status(a), await status(b), await status(a)]
    expect(answers[0]).not.toBe(429)
    expect(answers[1]).not.toBe(429)
    expect(answers[2]).toBe(429)
  })
})

describe('a Redis that is down', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    child?.kill('SIGKILL')
  })

  it('lets requests through at once while down, and counts again once it is back', async () => {
    const port = await freeRedisPort()
    child = await startRedisServer(port)
    const stores = await processStores(`redis://127.0.0.1:${port}`)
    const errors: string[] = []
    const space = randomUUID()
    const formLimits = createFormLimits({
      limits: limits(1),
      store: (name) => stores.store(`${space}:${name}:`)!,
      onStoreError: (name) => errors.push(name),
    })
    expect(await formLimits.take('contact', '198.51.100.1')).toEqual({ limited: false })
    expect((await formLimits.take('contact', '198.51.100.1')).limited).toBe(true)

    child.kill('SIGKILL')
    await new Promise((resolve) => child!.once('exit', resolve))
    const started = performance.now()
    expect(await formLimits.take('contact', '198.51.100.2')).toEqual({ limited: false })
    expect(await formLimits.take('contact', '198.51.100.2')).toEqual({ limited: false })
    expect(performance.now() - started).toBeLessThan(1_500)
    expect(errors.length).toBeGreaterThanOrEqual(2)
    expect(await stores.ping()).toBe(false)

    // Back (empty: a restarted Redis without persistence forgot every count).
    child = await startRedisServer(port)
    const deadline = Date.now() + 10_000
    while (!(await stores.ping()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await formLimits.take('contact', '198.51.100.3')).toEqual({ limited: false })
    expect((await formLimits.take('contact', '198.51.100.3')).limited).toBe(true)
  }, 30_000)
})
