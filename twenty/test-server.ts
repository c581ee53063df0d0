/**
 * The embedded API on a local port for one test file, over real HTTP (vitest only): `base()` is
 * `http://127.0.0.1:{port}/api/twenty/v2/default` once the file's `beforeAll` has run.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll } from 'vitest'
import { createTwentyApi, type TwentyApi, type TwentyApiOptions } from './router'

export function serveTestApi(options: Omit<TwentyApiOptions, 'databasePath'>): {
  base: () => string
  api: () => TwentyApi
} {
  let api: TwentyApi
  let server: Server
  let base = ''
  beforeAll(async () => {
    // One client makes every call of a file: its per-client limit is raised unless a test sets it.
    api = createTwentyApi({
      databasePath: ':memory:',
      validateResponses: true,
      logger: { info: () => {}, warn: () => {}, error: console.error },
      ...options,
      accountLimits: { perClient: { limit: 10_000, windowMs: 60_000 }, ...options.accountLimits },
    })
    const app = express()
    app.use('/api/twenty', api.router)
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/twenty/v2/default`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    api.close()
  })
  return { base: () => base, api: () => api }
}
