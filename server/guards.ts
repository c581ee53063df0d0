/**
 * Input guards at the edge: every malformed request is answered here with a plain 4xx, so route
 * code only ever sees well-formed hosts, URLs, methods and form bodies. Nothing here throws.
 */
import express from 'express'
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express'

/** A DNS name or IPv4 address with an optional port, or a bracketed IPv6 literal. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$|^\[[0-9a-f:.]{2,45}\](?::\d{1,5})?$/i
/** C0 controls and DEL: never part of a real path, query or form value. */
const CONTROL = /[\u0000-\u001f\u007f]/
const MAX_URL_LENGTH = 4096
/**
 * No page, asset or API path has more than a dozen segments; a path of thousands costs route
 * matching time for nothing (issue 16), so anything deeper than this is a 404 here.
 */
export const MAX_PATH_SEGMENTS = 32

/** Answers we chose to give (4xx) are warnings; only our own failures (5xx) are errors. */
export function logLevelFor(status: number, error?: unknown): 'info' | 'warn' | 'error' {
  if (error || status >= 500) return 'error'
  return status >= 400 ? 'warn' : 'info'
}

export function isValidHost(value: string | undefined): value is string {
  if (value === undefined || value.length > 255 || !HOST.test(value)) return false
  // A port is 1-65535: `uk.localhost:99999` cannot be turned into a URL further on.
  const port = /:(\d+)$/.exec(value)?.[1]
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}

/** A short plain-text answer: these requests come from tools and attackers, not from our pages. */
export function plainError(res: Response, status: number, message: string, headers: Record<string, string> = {}): void {
  res
    .status(status)
    .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
    .send(`${message}\n`)
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim()

/**
 * Checks Host (and X-Forwarded-Host/-Proto when proxies are trusted) and stores the request's
 * origin in `res.locals.origin` for everything after it.
 */
export function hostGuard(trustProxy: number): RequestHandler {
  return (req, res, next) => {
    let host = req.headers.host
    let protocol = req.socket && 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'
    if (trustProxy > 0) {
      const forwardedHost = firstValue(req.get('x-forwarded-host'))
      const forwardedProto = firstValue(req.get('x-forwarded-proto'))?.toLowerCase()
      if (forwardedHost !== undefined) host = forwardedHost
      if (forwardedProto !== undefined) {
        if (forwardedProto !== 'http' && forwardedProto !== 'https') {
          plainError(res, 400, 'Bad X-Forwarded-Proto header')
          return
        }
        protocol = forwardedProto
      }
    }
    if (!isValidHost(host)) {
      plainError(res, 400, 'Bad or missing Host header')
      return
    }
    const lowerHost = host.toLowerCase()
    res.locals.host = lowerHost
    res.locals.origin = `${protocol}://${lowerHost}`
    next()
  }
}

/** True when every `%xx` escape is valid UTF-8 and no control character hides in the text. */
export function isCleanComponent(raw: string): boolean {
  try {
    return !CONTROL.test(decodeURIComponent(raw.replace(/\+/g, ' ')))
  } catch {
    return false
  }
}

/** The number of `/`-separated segments of a path (`/a//b/` has three). */
export function pathSegmentCount(path: string): number {
  let count = 0
  for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) count++
  return count
}

/** Rejects over-long and over-deep URLs, bad percent-encoding and control characters in path or query. */
export const urlGuard: RequestHandler = (req, res, next) => {
  const url = req.originalUrl
  if (url.length > MAX_URL_LENGTH) {
    plainError(res, 414, 'URI too long')
    return
  }
  const queryAt = url.indexOf('?')
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url
  const query = queryAt >= 0 ? url.slice(queryAt + 1) : ''
  if (!isCleanComponent(path)) {
    plainError(res, 400, 'Bad characters in the path')
    return
  }
  if (pathSegmentCount(path) > MAX_PATH_SEGMENTS) {
    plainError(res, 404, 'Not found')
    return
  }
  for (const pair of query.split('&')) {
    if (pair && !pair.split('=').every(isCleanComponent)) {
      plainError(res, 400, 'Bad characters in the query')
      return
    }
  }
  next()
}

/** Pages answer GET, HEAD and POST (forms); anything else is 405. */
export const methodGuard: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') {
    next()
    return
  }
  plainError(res, 405, 'Method not allowed', { Allow: 'GET, HEAD, POST' })
}

/**
 * The addresses a payment provider's server posts to (issue 20: Saferpay's notification). No
 * browser page posts there and nothing there reads the visitor's session: the post only names an
 * order, which the API then asks the provider about (it trusts nothing in the request). So the
 * provider, which sends no Origin and may send any body type, is let through the same-site and
 * URL-encoded checks; the rate limit and the body size limit still apply.
 */
export const PROVIDER_POST_PATHS: ReadonlySet<string> = new Set(['/payment/saferpay/notify'])

const isProviderPost = (req: Request): boolean => req.method === 'POST' && PROVIDER_POST_PATHS.has(req.path)

/**
 * Refuses form posts from other sites (CSRF): browsers say where a request comes from in
 * Sec-Fetch-Site, older ones in Origin. Requests with neither (curl, tests) are not from a
 * browser page and cannot carry a visitor's cookies by surprise. An Origin, when sent, must be
 * this site's whatever Sec-Fetch-Site claims: Remix's own check compares the two again and
 * throws (a 500 with a stack on stdout) when they differ, so nothing that differs gets that far.
 */
export const crossSiteGuard: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || isProviderPost(req)) {
    next()
    return
  }
  const origin = req.get('origin')
  if (origin !== undefined && origin !== res.locals.origin) {
    plainError(res, 403, 'Cross-site form posts are not accepted')
    return
  }
  const site = req.get('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    plainError(res, 403, 'Cross-site form posts are not accepted')
    return
  }
  next()
}

/** Form bodies are small: the largest form (checkout) stays far below this. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024

/**
 * Every page form is URL-encoded (no uploads): other content types are 415, bodies over the limit
 * 413. The body is read here, with its limit, before any route code runs.
 */
export function formBody(): RequestHandler[] {
  const contentType: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST' || isProviderPost(req)) {
      next()
      return
    }
    const type = req.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    const charset = /charset=([^;]+)/i
      .exec(req.get('content-type') ?? '')?.[1]
      ?.trim()
      .toLowerCase()
    if (type !== 'application/x-www-form-urlencoded' || (charset !== undefined && charset !== 'utf-8')) {
      plainError(res, 415, 'Forms are sent as application/x-www-form-urlencoded')
      return
    }
    next()
  }
  const raw = express.raw({ type: () => true, limit: FORM_BODY_LIMIT_BYTES })
  // Express's request is the IncomingMessage node made, extended: what express.raw expects.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
  const readBody: RequestHandler = (req, res, next) => (req.method === 'POST' ? raw(req, res, next) : next())
  return [contentType, readBody]
}

/** body-parser's errors (too large, aborted, bad encoding) as short 4xx answers. */
export const bodyErrorHandler: ErrorRequestHandler = (error: unknown, _req: Request, res, next) => {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0
  if (res.headersSent || !(status >= 400 && status < 500)) {
    next(error)
    return
  }
  const messages: Record<number, string> = { 413: 'Request body too large', 415: 'Unsupported body encoding' }
  plainError(res, status, messages[status] ?? 'Bad request')
}
