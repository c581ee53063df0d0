/**
 * A path of thousands of segments must cost time in proportion to its length (issue 16): the
 * Remix renderer matched every ancestor of the path (n matches of O(n) each); the patch to
 * @remix-run/react (docs/decisions/007) matches only as deep as the deepest route, and the edge
 * refuses paths of more than 32 segments anyway (tests/edge-guards.test.ts).
 */
import { getPartialManifest } from '@remix-run/react/dist/fog-of-war.js'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
// Internal: the function the document render calls in <Scripts>.
import { describe, expect, it } from 'vitest'
import { routeTree, type RouteRegistration } from '../market-config/routes'

function routeObjects(registrations: RouteRegistration[]): AgnosticRouteObject[] {
  return registrations.map((registration) => ({
    id: registration.id,
    path: registration.path,
    index: registration.index,
    children: registration.children ? routeObjects(registration.children) : undefined,
  })) as AgnosticRouteObject[]
}
const routes: AgnosticRouteObject[] = [
  { id: 'root', path: '', children: routeObjects(routeTree({ includeDevRoutes: false })) },
]

/** The router state the document render hands over, counting how often route matching reads the routes. */
function routerFor(pathname: string) {
  let reads = 0
  const router = {
    basename: '/',
    state: { location: { pathname }, matches: matchRoutes(routes, pathname) ?? [] },
    get routes() {
      reads++
      return routes
    },
  }
  return { router, reads: () => reads }
}

const manifest = {
  entry: { module: '', imports: [] },
  url: '',
  version: '',
  routes: Object.fromEntries(
    JSON.stringify(routes)
      .match(/"id":"[^"]+"/g)!
      .map((pair) => [pair.slice(6, -1), {}]),
  ),
} as unknown as Parameters<typeof getPartialManifest>[0]

/** What the unpatched function computed: the matches of every ancestor path. */
function everyAncestor(pathname: string): string[] {
  const ids = new Set((matchRoutes(routes, pathname) ?? []).map((match) => match.route.id!))
  const segments = pathname.split('/').filter(Boolean)
  for (let depth = 0; depth < segments.length; depth++) {
    for (const match of matchRoutes(routes, `/${segments.slice(0, depth).join('/')}`) ?? []) ids.add(match.route.id!)
  }
  return [...ids].sort()
}

describe('the initial route manifest of a deep path', () => {
  it('matches a bounded number of ancestors, however deep the path', () => {
    const shallow = routerFor(`/${Array.from({ length: 40 }, () => 'a').join('/')}`)
    getPartialManifest(manifest, shallow.router as never)
    const deep = routerFor(`/${Array.from({ length: 2000 }, () => 'a').join('/')}`)
    getPartialManifest(manifest, deep.router as never)
    expect(deep.reads()).toBe(shallow.reads())
    expect(deep.reads()).toBeLessThan(20)
  })

  it('includes the same routes as matching every ancestor', () => {
    for (const pathname of [
      '/',
      '/camping/france/dordogne/les-pins',
      '/profile/my-bookings/12/payment/options',
      `/${Array.from({ length: 60 }, (_, i) => `s${i}`).join('/')}`,
      '/booking/confirmation/abc',
    ]) {
      const { router } = routerFor(pathname)
      expect(Object.keys(getPartialManifest(manifest, router as never).routes).sort(), pathname).toEqual(
        everyAncestor(pathname),
      )
    }
  })
})
