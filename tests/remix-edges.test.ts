/**
 * Ways into Remix the app never uses, as anyone may try them:
 * - Remix's data requests from before single fetch (`?_data=routeId`) are not served: no loader
 *   runs for them, and the answer is a 404, not an empty 200 or a 403;
 * - the 4xx answers Remix makes itself (a form posted to a page without an action) are not
 *   logged as server errors; a thrown error still is.
 */
import http from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from '@remix-run/router'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleError } from '~/entry.server'
import { remixRequestHandler } from '../server/remix-handler'
import { loadContextFor } from './support/context'
import { closeLocally, listenLocally } from './support/local-server'
import { rootOnlyBuild } from './support/server-build'

const loaderCalls: string[] = []
const build: ServerBuild = rootOnlyBuild((request) => loaderCalls.push(request.url))

const HOST = 'de-ch.localhost'
const app = express()
app.use((_req, res, next) => {
  res.locals.host = HOST
  res.locals.origin = `http://${HOST}`
  next()
})
app.all('*', remixRequestHandler({ build, mode: 'production', getLoadContext: () => loadContextFor(HOST) }))
const server = http.createServer(app)
let base = ''

beforeAll(async () => {
  base = await listenLocally(server)
})
afterAll(() => closeLocally(server))

describe('Remix data requests from before single fetch', () => {
  it('are not served, however the parameter is written, and run no loader', async () => {
    for (const query of ['_data=root', '%5Fdata=root', '_data', 'a=1&_data=routes%2Fhome']) {
      loaderCalls.length = 0
      const response = await fetch(`${base}/?${query}`)
      expect(response.status, query).toBe(404)
      expect((await response.text()).trim()).toBe('Not found')
      expect(loaderCalls).toEqual([])
    }
  })

  it('leave the page itself and its single-fetch data as they were', async () => {
    expect((await fetch(`${base}/?data=root`)).status).toBe(200)
    const data = await fetch(`${base}/_root.data`)
    expect(data.status).toBe(200)
    expect(await data.text()).toContain('root')
  })
})

describe('what the server logs as an error', () => {
  const request = new Request(`http://${HOST}/`, { method: 'POST' })
  const args = { request, params: {}, context: {} } as unknown as Parameters<typeof handleError>[1]

  it('is not the 4xx Remix answers itself, and is every thrown error and 5xx', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      handleError(new ErrorResponse(405, 'Method Not Allowed', 'no action'), args)
      handleError(new ErrorResponse(404, 'Not Found', 'no route'), args)
      expect(logged).not.toHaveBeenCalled()
      handleError(new ErrorResponse(500, 'Internal Server Error', 'broken'), args)
      handleError(new Error('a loader broke'), args)
      expect(logged).toHaveBeenCalledTimes(2)
    } finally {
      logged.mockRestore()
    }
  })
})
