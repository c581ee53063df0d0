import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AppLoadContext } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultHostMap } from '../market-config/hosts'
import { loadCataloguePage } from '../app/lib/catalogue.server'
import { loadHomePage } from '../app/lib/home.server'
import { storefrontForRequest } from '../app/lib/storefront.server'
import { clearNavigationCache } from '../app/lib/twenty.server'
import { createTwentyApi, type TwentyApi } from '../twenty/router'

/** Page loaders against the embedded API over HTTP, as the running site calls it. */
let api: TwentyApi
let server: http.Server
let baseUrl = ''

beforeAll(async () => {
  api = createTwentyApi({ databasePath: ':memory:', seedScale: 0.05 })
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

const contextFor = (host: string, pathname: string, twentyBaseUrl = baseUrl): AppLoadContext => ({
  storefront: storefrontForRequest(host, pathname, defaultHostMap()),
  twentyBaseUrl,
  cspNonce: '',
  deviceType: 'desktop',
  isBot: false,
  clientIp: '127.0.0.1',
})

const thrownStatus = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
  return 'no error'
}

describe('home page loader', () => {
  it('shows popular destinations with prices in the market currency', async () => {
    clearNavigationCache()
    const uk = await loadHomePage(contextFor('uk.localhost', '/'))
    const ch = await loadHomePage(contextFor('de-ch.localhost', '/'))
    expect(uk.destinations.length).toBeGreaterThan(0)
    expect(uk.destinations[0]!.href).toMatch(/^\/camping\/[a-z-]+\/[a-z-]+$/)
    expect(uk.destinations[0]!.fromPrice).not.toBe(ch.destinations[0]!.fromPrice)
    expect(uk.meta.title).toBe('Camping holidays in Europe')
  })

  it('renders a 503 page when the API cannot be reached', async () => {
    clearNavigationCache()
    expect(await thrownStatus(loadHomePage(contextFor('uk.localhost', '/', 'http://127.0.0.1:9/api/twenty')))).toBe(503)
  })

  it('is a 404 on a path of another language', async () => {
    expect(await thrownStatus(loadHomePage(contextFor('uk.localhost', '/camping-suche')))).toBe(404)
  })
})

describe('catalogue resolver', () => {
  it('resolves a country page with breadcrumbs under the market prefix', async () => {
    const page = await loadCataloguePage(contextFor('localhost', '/de-ch/camping/france'), 'camping/france')
    expect(page.kind).toBe('country')
    expect(page.layout).toBe('filter')
    expect(page.breadcrumbs[0]).toEqual({ label: 'Startseite', to: '/de-ch' })
    expect(page.breadcrumbs.at(-1)?.to).toBeUndefined()
    expect(page.breadcrumbs[1]?.to).toBe('/de-ch/camping')
  })

  it('renders tagged pages with their text', async () => {
    const page = await loadCataloguePage(contextFor('nl.localhost', '/safety-icons'), 'safety-icons')
    expect(page.kind).toBe('taggedPage')
    expect(page.body.length).toBeGreaterThan(0)
  })

  it('is a 404 for unknown or malformed paths', async () => {
    const context = contextFor('uk.localhost', '/camping/atlantis')
    expect(await thrownStatus(loadCataloguePage(context, 'camping/atlantis'))).toBe(404)
    expect(await thrownStatus(loadCataloguePage(context, 'a/b/c/d/e'))).toBe(404)
    expect(await thrownStatus(loadCataloguePage(context, 'Camping/<script>'))).toBe(404)
  })

  it('renders a 503 page when the API is down', async () => {
    const context = contextFor('uk.localhost', '/camping', 'http://127.0.0.1:9/api/twenty')
    expect(await thrownStatus(loadCataloguePage(context, 'camping'))).toBe(503)
  })
})
