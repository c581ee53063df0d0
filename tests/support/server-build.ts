import type { ServerBuild } from '@remix-run/node'

/**
 * A Remix server build of the given routes, for Remix's own request handler in tests: the
 * entry answers with the document's status only, and the future flags are the app's.
 */
export function stubServerBuild(routes: ServerBuild['routes']): ServerBuild {
  return {
    mode: 'production',
    entry: {
      module: {
        // The document's status is all these tests read.
        default: (_request: Request, status: number) => new Response(`document ${status}`, { status }),
      },
    },
    routes,
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild
}

/** A build of the root route alone, whose loader hands each Request it is given to `seen`. */
export function rootOnlyBuild(seen: (request: Request) => void): ServerBuild {
  return stubServerBuild({
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => null,
        loader: ({ request }: { request: Request }) => {
          seen(request)
          return { url: request.url }
        },
      },
    },
  })
}
