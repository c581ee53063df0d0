/**
 * Express -> Remix, like @remix-run/express, plus what that adapter cannot do: commit the one
 * session of the request into the response (once, only when it changed), and give every page
 * response an explicit Cache-Control, and keep every page to its own language's paths (decision
 * 025). Hand-written on purpose: see docs/decisions/006.
 */
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import pLimit from 'p-limit'
import { documentBytesOf } from '~/lib/document-bytes.server'
import { plainError } from './guards'
import { withPageIdentity } from './page-identity'

export interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse, request: Request) => Promise<AppLoadContext>
  /** The route id a path lands on, left in `res.locals.routeId` for the metrics (server/route-ids.ts). */
  routeId?: (pathname: string) => string
  /**
   * Pages (GET and HEAD) worked on at once, from their loaders to the response's bytes; the others
   * wait their turn in arrival order. 0: no limit. See decision 043.
   */
  pagesInProgress?: number
}

/**
 * The request's headers for Remix, with the host the guards checked (server/guards.ts) as `Host`
 * and no `X-Forwarded-Host`: Remix compares a post's Origin with them, and the cross-site guard
 * has already compared it with exactly this host.
 */
export function requestHeaders(req: ExpressRequest, host: string): Headers {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'host' || key === 'x-forwarded-host') continue
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else headers.set(key, value)
  }
  headers.set('host', host)
  return headers
}

/**
 * An answer that sets a cookie is never stored. A route may choose its own caching (the
 * translation files are immutable); otherwise pages that depend on the visitor (a session or a
 * toast came with the request) are never stored, and the others may be kept by the browser but
 * revalidated (each carries a fresh CSP nonce, so no shared cache may serve it).
 */
export function pageCacheControl(headers: Headers, visitorSpecific: boolean): void {
  if (headers.has('set-cookie')) headers.set('Cache-Control', 'private, no-store')
  else if (headers.has('cache-control')) return
  else headers.set('Cache-Control', visitorSpecific ? 'private, no-store' : 'private, no-cache')
}

export function remixRequestHandler({
  build,
  mode,
  getLoadContext,
  routeId,
  pagesInProgress = 0,
}: RemixHandlerOptions): RequestHandler {
  let handle: ReturnType<typeof createRequestHandler> | undefined
  const pageTurn = pagesInProgress > 0 ? pLimit(pagesInProgress) : null

  /** The request for Remix and its load context (the visitor's session and flags). */
  async function prepare(req: ExpressRequest, res: ExpressResponse, signal: AbortSignal) {
    const init: RequestInit & { duplex?: 'half' } = {
      method: req.method,
      headers: requestHeaders(req, res.locals.host as string),
      signal,
    }
    // The body was read (and size-checked) by the form guards.
    if (req.method === 'POST') init.body = new Uint8Array(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0))
    const request = new Request(`${res.locals.origin as string}${req.originalUrl}`, init)
    return { request, context: await getLoadContext(req, res, request) }
  }

  /** The page's response with its session committed: everything but writing it. */
  async function respond(request: Request, context: AppLoadContext) {
    // Every page answers on its own language's paths only, checked here once (decision 025).
    handle ??= createRequestHandler(
      typeof build === 'function' ? async () => withPageIdentity(await build()) : withPageIdentity(build),
      mode,
    )
    const response = await handle(request, context)
    const headers = new Headers(response.headers)
    for (const cookie of await context.session.commit()) headers.append('Set-Cookie', cookie)
    pageCacheControl(headers, context.session.present)
    return { response, headers }
  }

  return async (req, res, next) => {
    // Remix's data requests from before single fetch (`?_data=routeId`): the app never makes
    // them, Remix answers them by halves (an empty 200 for the root, a 403 elsewhere) and logs a
    // warning at error level. Single fetch's `.data` addresses are the way to a page's data.
    if (req.query._data !== undefined) {
      plainError(res, 404, 'Not found')
      return
    }
    try {
      res.locals.routeId = routeId ? routeId(req.path) : 'remix'
      const controller = new AbortController()
      // Stop loaders when the visitor goes away before the answer is written.
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      // The load context first (a flag service may take up to 150 ms): a page's turn is for its
      // loaders and render only.
      const { request, context } = await prepare(req, res, controller.signal)
      const page = req.method === 'GET' || req.method === 'HEAD'
      const answer =
        pageTurn && page
          ? // A visitor who went away while the page waited its turn is not worked for.
            await pageTurn(() => (controller.signal.aborted ? null : respond(request, context)))
          : await respond(request, context)
      if (!answer) {
        res.status(499).end()
        return
      }
      const { response, headers } = answer
      // A 503 that says itself when to come back is load shed on purpose (a sign-in the API
      // refused in a flood): logged quietly, as the host's own shedding is.
      if (response.status === 503 && headers.has('retry-after')) res.locals.quietLog = true
      // The booking system is down: browsers and search engines may come back in two minutes.
      if (response.status === 503 && !headers.has('retry-after')) headers.set('Retry-After', '120')

      res.status(response.status)
      if (response.statusText) res.statusMessage = response.statusText
      for (const [key, value] of headers) {
        if (key !== 'set-cookie') res.setHeader(key, value)
      }
      const cookies = headers.getSetCookie()
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
      const bytes = req.method === 'HEAD' ? undefined : documentBytesOf(response)
      if (bytes) {
        // Known in full: a length instead of chunks (compression drops it when it compresses).
        res.setHeader('Content-Length', bytes.length)
        res.end(bytes)
      } else if (response.body && req.method !== 'HEAD') await writeReadableStreamToWritable(response.body, res)
      else res.end()
    } catch (error) {
      next(error)
    }
  }
}
