/**
 * The Remix route id a request lands on, for the request-duration metric's `route` label (issue
 * 22): one series per page kind and language (`search.de`), never per URL. Matched with
 * @remix-run/router's own `matchRoutes` over the build's route table (memoised by the patch of
 * decision 007), the way Remix matches: single-fetch `.data` URLs as their page.
 */
import type { ServerBuild } from '@remix-run/node'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'

/** Requests no route matches (Remix answers them with the root's 404 page). */
export const NO_ROUTE = 'no-route'

export function routeIdMatcher(routes: ServerBuild['routes']): (pathname: string) => string {
  const entries = Object.values(routes)
  function childrenOf(parentId: string | undefined): AgnosticRouteObject[] {
    return entries
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route.index
          ? {
              id: route.id,
              path: route.path,
              index: true,
              caseSensitive: route.caseSensitive,
            }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      )
  }
  const tree = childrenOf(undefined)
  return (pathname) => {
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    let matches: ReturnType<typeof matchRoutes>
    try {
      matches = matchRoutes(tree, page)
    } catch {
      return NO_ROUTE
    }
    return matches?.at(-1)?.route.id ?? NO_ROUTE
  }
}
