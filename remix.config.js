// Remix options shared by vite.config.ts: future flags and the route tree from market-config.
import { routeTree } from './market-config/routes'

/** @param {{ includeDevRoutes: boolean }} options */
export function remixConfig({ includeDevRoutes }) {
  return {
    ignoredRouteFiles: ['**/*'],
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
    },
    routes(defineRoutes) {
      return defineRoutes((route) => {
        /** @param {import('./market-config/routes').RouteRegistration} r */
        const register = (r) => {
          const options = r.index ? { id: r.id, index: true } : { id: r.id }
          if (r.children) route(r.path, r.module, options, () => r.children.forEach(register))
          else route(r.path, r.module, options)
        }
        routeTree({ includeDevRoutes }).forEach(register)
      })
    },
  }
}
