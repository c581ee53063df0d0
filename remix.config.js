// Remix options shared by vite.config.ts: future flags and the route table from market-config.
import { routeRegistrations } from './market-config/routes'

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
        for (const r of routeRegistrations({ includeDevRoutes })) {
          route(r.path, r.module, r.index ? { id: r.id, index: true } : { id: r.id })
        }
      })
    },
  }
}
