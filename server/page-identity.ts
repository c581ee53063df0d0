/**
 * Page identity, enforced once for every page (decision 025): a page answers only on its own
 * market's path. The route table registers each page once per distinct path, under an id that
 * names the languages using that path (`searchAndBook.de`: `/camping-suche`); Remix matches the
 * path, and this wrapper around the server build answers 404 before the page's loader or action
 * runs when the matched page is not registered for the storefront's language (`/camping-suche`
 * on the English storefront), or when the host names a brand that does not serve its market.
 * Page modules carry no guard of their own. A page without a loader gets one that only checks.
 */
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import { CATALOGUE_ROUTE_ID, REGISTERED_PAGES, type RegisteredPage } from '../market-config/routes'

type RouteModule = ServerBuild['routes'][string]['module']
type DataFunction = NonNullable<RouteModule['loader']>
type DataFunctionArgs = Parameters<DataFunction>[0]

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** Whether a request's storefront may see the route registered under this page entry. */
export function pageAnswers(context: AppLoadContext, registered: RegisteredPage | null): boolean {
  if (context.storefront.notFound) return false
  return registered === null || registered.languages.includes(context.storefront.link.language)
}

function guarded(fn: DataFunction | undefined, registered: RegisteredPage | null): DataFunction {
  return (args: DataFunctionArgs) => {
    if (!pageAnswers(args.context, registered)) throw notFound()
    return fn ? fn(args) : null
  }
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>()

/**
 * The build with every registered page (and the catalogue splat, whose pages the API names) behind
 * the check. `pages` is the route table's registrations; tests pass their own.
 */
export function withPageIdentity(
  build: ServerBuild,
  pages: Readonly<Record<string, RegisteredPage>> = REGISTERED_PAGES,
): ServerBuild {
  const done = wrapped.get(build)
  if (done) return done
  const routes: ServerBuild['routes'] = {}
  for (const [id, route] of Object.entries(build.routes)) {
    const registered = pages[id] ?? (id === CATALOGUE_ROUTE_ID ? null : undefined)
    if (registered === undefined) {
      routes[id] = route
      continue
    }
    const { loader, action } = route.module
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: guarded(loader, registered),
        ...(action ? { action: guarded(action, registered) } : {}),
      },
    }
  }
  const result: ServerBuild = { ...build, routes }
  wrapped.set(build, result)
  return result
}
