/**
 * The embedded API on a local port for one test file, over real HTTP (vitest only): `base()` is
 * `http://127.0.0.1:{port}/api/twenty/v2/default` once the file's `beforeAll` has run. The
 * sandbox payment providers are mounted at `/payment-sandbox` on the same port, and the API
 * reaches them there (issue 20); `extend` adds a file's own routes (a storefront's payment
 * endpoints) to the same server.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll } from 'vitest'
import { createTwentyApi, type TwentyApi, type TwentyApiOptions } from './router'

export function serveTestApi(
  options: Omit<TwentyApiOptions, 'databasePath'>,
  extend?: (app: express.Express, api: () => TwentyApi, origin: () => string) => void,
): {
  base: () => string
  origin: () => string
  api: () => TwentyApi
} {
  let api: TwentyApi
  let server: Server
  let base = ''
  let origin = ''
  beforeAll(async () => {
    const app = express()
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // One client makes every call of a file: its per-client limit is raised unless a test sets it.
    api = createTwentyApi({
      databasePath: ':memory:',
      validateResponses: true,
      logger: { info: () => {}, warn: () => {}, error: console.error },
      ...options,
      accountLimits: { perClient: { limit: 10_000, windowMs: 60_000 }, ...options.accountLimits },
      payments: {
        ...options.payments,
        bambora: { apiUrl: `${origin}/payment-sandbox/bambora`, ...options.payments?.bambora },
        saferpay: { apiUrl: `${origin}/payment-sandbox/saferpay/api`, ...options.payments?.saferpay },
      },
    })
    app.use('/api/twenty', api.router)
    app.use('/payment-sandbox', api.paymentSandbox)
    extend?.(
      app,
      () => api,
      () => origin,
    )
    base = `${origin}/api/twenty/v2/default`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    api.close()
  })
  return { base: () => base, origin: () => origin, api: () => api }
}
