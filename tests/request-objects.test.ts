/**
 * Decision 044: the objects made per request that used to outlive it.
 * - Node's requests and responses are made with the Express app's prototypes, so Express's
 *   re-parenting of each one does nothing, and the app still answers as Express does.
 * - Remix hands a loader the visitor's Request itself when there is no `index` or `_routes`
 *   parameter to strip (patches/@remix-run+server-runtime), and still strips them when there is.
 */
import http from 'node:http'
import { createRequestHandler } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expressServerOptions } from '../server/express-prototypes'
import { loadContextFor } from './support/context'
import { closeLocally, listenLocally } from './support/local-server'
import { rootOnlyBuild } from './support/server-build'

describe('requests made with the Express app’s prototypes', () => {
  const app = express()
  // As Node made them, before Express's own first middleware re-parents them.
  const seen: { request: boolean; response: boolean }[] = []
  app.get('/answer', (req, res) => {
    res.status(201).json({ host: req.get('host'), query: req.query, secure: req.secure })
  })
  const server = http.createServer(expressServerOptions(app), (req, res) => {
    seen.push({
      request: Object.getPrototypeOf(req) === app.request,
      response: Object.getPrototypeOf(res) === app.response,
    })
    app(req, res)
  })
  let base = ''

  beforeAll(async () => {
    base = await listenLocally(server)
  })
  afterAll(() => closeLocally(server))

  it('are Node’s own request and response, with Express’s methods, from the first byte', async () => {
    const response = await fetch(`${base}/answer?market=uk`)
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ host: new URL(base).host, query: { market: 'uk' }, secure: false })
    expect(seen.at(-1)).toEqual({ request: true, response: true })
  })

  it('still stream a request body and answer Express’s 404 for an unknown path', async () => {
    const response = await fetch(`${base}/nowhere`, { method: 'POST', body: 'x'.repeat(100_000) })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Cannot POST /nowhere')
  })
})

describe('the Request a Remix loader is given', () => {
  const received: Request[] = []
  const build = rootOnlyBuild((request) => received.push(request))
  const handle = createRequestHandler(build, 'production')

  it('is the visitor’s own when there is nothing to strip', async () => {
    const request = new Request('http://uk.localhost/?market=uk', { signal: new AbortController().signal })
    const response = await handle(request, await loadContextFor('uk.localhost'))
    expect(response.status).toBe(200)
    expect(received.at(-1)).toBe(request)
  })

  it('is a copy without Remix’s own parameters when there are some, with the visitor’s signal', async () => {
    const controller = new AbortController()
    const request = new Request('http://uk.localhost/?index&market=uk&_routes=root', { signal: controller.signal })
    await handle(request, await loadContextFor('uk.localhost'))
    const given = received.at(-1)!
    expect(given).not.toBe(request)
    expect(new URL(given.url).search).toBe('?market=uk')
    controller.abort()
    expect(given.signal.aborted).toBe(true)
  })
})
