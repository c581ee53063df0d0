/**
 * Page identity is enforced once, in the request handler's build (server/page-identity.ts), not
 * by each loader: here every route of the real route table is registered with a stub module that
 * has no guard at all, and Remix's own request handler routes real paths of all nine markets.
 */
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { MARKETS, type MarketCode } from '../market-config/markets'
import { href, PAGES, type PageKey, type RouteRegistration, routeTree } from '../market-config/routes'
import { withPageIdentity } from '../server/page-identity'
import { loadContextFor } from './support/context'
import { stubServerBuild } from './support/server-build'

/** A page module as a later slice might write it: a loader that answers, and no check. */
const unguarded = (id: string) => ({
  loader: () => ({ answered: id }),
  action: () => ({ posted: id }),
  default: () => null,
})

function stubBuild(): ServerBuild {
  const routes: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: { default: () => null, loader: () => ({ root: true }) } },
  }
  const register = (registration: RouteRegistration, parentId: string) => {
    routes[registration.id] = {
      id: registration.id,
      parentId,
      path: registration.path,
      index: registration.index,
      caseSensitive: undefined,
      module: unguarded(registration.id),
    }
    registration.children?.forEach((child) => register(child, registration.id))
  }
  routeTree({ includeDevRoutes: false }).forEach((registration) => register(registration, 'root'))
  return stubServerBuild(routes)
}

const handler = createRequestHandler(withPageIdentity(stubBuild()), 'production')
const unguardedHandler = createRequestHandler(stubBuild(), 'production')

async function statusOf(url: string, method = 'GET', handle = handler): Promise<number> {
  const { host } = new URL(url)
  const init: RequestInit =
    method === 'POST'
      ? { method, body: new URLSearchParams({ a: '1' }), headers: { Origin: `http://${host}`, Host: host } }
      : { method }
  const response = await handle(new Request(url, init), await loadContextFor(host))
  return response.status
}

const HOST: Record<MarketCode, string> = Object.fromEntries(
  Object.keys(MARKETS).map((code) => [code, `${code}.localhost`]),
) as Record<MarketCode, string>

/** Parameters every page pattern may need. */
const PARAMS = { bookingId: 12, cartId: 34, slug: 'beach' }

describe('a page answers only on its own market’s path', () => {
  it('without the check, a guard-free page answers another language’s path (what this test guards)', async () => {
    expect(await statusOf('http://uk.localhost/camping-suche', 'GET', unguardedHandler)).toBe(200)
  })

  it('a guard-free page is a 404 on another language’s path: documents, single-fetch data and posts', async () => {
    expect(await statusOf('http://uk.localhost/camping-suche')).toBe(404)
    expect(await statusOf('http://uk.localhost/camping-suche.data')).toBe(404)
    expect(await statusOf('http://uk.localhost/camping-suche.data?_routes=searchAndBook.de')).toBe(404)
    expect(await statusOf('http://uk.localhost/inloggen', 'POST')).toBe(404)
    expect(await statusOf('http://de.localhost/camping-suche')).toBe(200)
    expect(await statusOf('http://de-ch.localhost/camping-suche/')).toBe(200)
  })

  it('every page in every market: its own path answers, every other language’s path is a 404', async () => {
    for (const [code, market] of Object.entries(MARKETS) as [MarketCode, (typeof MARKETS)[MarketCode]][]) {
      for (const page of Object.keys(PAGES) as PageKey[]) {
        const own = href({ language: market.language }, page, PARAMS)
        expect([page, code, own, await statusOf(`http://${HOST[code]}${own}`)]).toEqual([page, code, own, 200])
        for (const other of Object.keys(PAGES[page].paths) as (keyof (typeof PAGES)[PageKey]['paths'])[]) {
          const path = href({ language: other }, page, PARAMS)
          if (path === own) continue
          const status = await statusOf(`http://${HOST[code]}${path}`)
          // Another page of this language may own that path (it then answers as that page).
          const ownerHere = (Object.keys(PAGES) as PageKey[]).some(
            (p) => href({ language: market.language }, p, PARAMS) === path,
          )
          if (!ownerHere) expect([page, code, path, status]).toEqual([page, code, path, 404])
        }
      }
    }
  })

  it('a host whose brand does not serve its market is a 404 on every page', async () => {
    expect(await statusOf('http://fr.friferie.localhost/')).toBe(404)
    expect(await statusOf('http://fr.friferie.localhost/camping/france')).toBe(404)
  })

  it('resource routes are not pages: they answer on every host', async () => {
    expect(await statusOf('http://uk.localhost/robots.txt')).toBe(200)
  })
})
