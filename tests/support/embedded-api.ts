import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll } from 'vitest'
import { createTwentyApi, type TwentyApi, type TwentyApiOptions } from '../../twenty/router'

/**
 * The embedded twenty API on a local port for the file's tests, so loaders call it over HTTP as
 * the running site does. `baseUrl()` and `api()` (its database: the outbox) are valid once the
 * file's `beforeAll` has run.
 */
export function useEmbeddedApi(options: Partial<TwentyApiOptions> = {}): {
  baseUrl: () => string
  api: () => TwentyApi
} {
  let api: TwentyApi
  let server: http.Server
  let baseUrl = ''
  beforeAll(async () => {
    api = createTwentyApi({ databasePath: ':memory:', seedScale: 0.05, ...options })
    const app = express()
    app.use('/api/twenty', api.router)
    server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/twenty`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    api.close()
  })
  return { baseUrl: () => baseUrl, api: () => api }
}
