/**
 * The HTTP conventions of the twenty API: every error is `{ error: { status, code, message } }`
 * (contract apiErrorSchema), request validation failures are 400 with the fields named, and
 * answers can be checked against their contract schema before they leave.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express'
import type { z } from 'zod'
import type { ApiError as ApiErrorBody } from './contract'

export interface TwentyLogger {
  debug?(details: Record<string, unknown>, message: string): void
  info(details: Record<string, unknown>, message: string): void
  warn(details: Record<string, unknown>, message: string): void
  error(details: Record<string, unknown>, message: string): void
}

/** Quiet by default: a library should not write to stdout unless its host asks it to. */
export const consoleLogger: TwentyLogger = {
  info: () => {},
  warn: (details, message) => console.warn(`[twenty] ${message}`, details),
  error: (details, message) => console.error(`[twenty] ${message}`, details),
}

export class ApiError extends Error {
  /**
   * Set on answers that shed load or refuse a flood (a full image or hashing queue, an unlisted
   * image size): logged at debug and counted per kind instead of one warning or error line per
   * request (issue 16). `res.locals.quietLog` tells the host's access log the same.
   */
  quietAs: string | null = null

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** This error, logged at debug and counted under `kind` (see `quietAs`). */
  quiet(kind: string): this {
    this.quietAs = kind
    return this
  }

  static notFound(message = 'Not found'): ApiError {
    return new ApiError(404, 'not_found', message)
  }

  static validation(message: string): ApiError {
    return new ApiError(400, 'validation_error', message)
  }
}

/** A readable one-line summary of zod issues: "email: Invalid email address; reference: ...". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

/** Parses request input with a contract schema; failures answer 400. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw ApiError.validation(describeIssues(result.error))
  return result.data
}

export function sendError(res: Response, error: ApiError): void {
  const body: ApiErrorBody = { error: { status: error.status, code: error.code, message: error.message } }
  res
    .status(error.status)
    .set({ 'Cache-Control': 'no-store', ...error.headers })
    .json(body)
}

/** Express 4 does not catch rejected promises; this hands them to the error middleware. */
export function asyncHandler(
  handler: (req: Request, res: Response, next: NextFunction) => Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    handler(req, res, next).catch(next)
  }
}

export function methodNotAllowed(...allowed: string[]): RequestHandler {
  return (req, _res, next) =>
    next(
      new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; use ${allowed.join(', ')}`, {
        Allow: allowed.join(', '),
      }),
    )
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(ApiError.notFound(`No such endpoint: ${req.method} ${req.baseUrl}${req.path}`))
}

/**
 * Errors raised by Express and body-parser for what the client sent (bad JSON, a body too large,
 * an encoding we do not read, a path that does not decode) carry a 4xx `status`: they are the
 * client's mistake, answered with that status, never a 500.
 */
function clientError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null
  // The caller gave up while its password check waited (scrypt-pool.ts): nobody to answer.
  if ((error as Error).name === 'CallerGoneError')
    return new ApiError(503, 'caller_gone', 'The caller went away').quiet('caller-gone')
  // Password hashing is full (scrypt-pool.ts): shed, and say when to come back.
  if ((error as Error).name === 'HashQueueFullError') {
    return new ApiError(503, 'busy', 'Too many sign-ins at once; try again in a few seconds', {
      'Retry-After': '5',
    }).quiet('password-hashing-full')
  }
  switch ((error as { type?: unknown }).type) {
    case 'entity.parse.failed':
      return ApiError.validation('The request body is not valid JSON')
    case 'entity.too.large':
      return new ApiError(413, 'payload_too_large', 'The request body is too large')
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'unsupported_media_type', 'Unsupported request body encoding')
  }
  const status = Number(
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode,
  )
  if (status >= 400 && status < 500) {
    return new ApiError(
      status,
      status === 400 ? 'bad_request' : 'client_error',
      error instanceof URIError ? 'The path is not valid percent-encoded UTF-8' : 'The request could not be read',
    )
  }
  return null
}

const SECRET_QUERY_VALUE = /([?&](?:token|password|confirmed_password)=)[^&#]*/gi
/** A URL for a log line: secret query values (a mail link's token) replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY_VALUE, '$1[redacted]')
}

/** Requests answered quietly (shed or refused floods) per kind since start: `quietAnswerCounts()`. */
const quietCounts = new Map<string, number>()
export function quietAnswerCounts(): Record<string, number> {
  return Object.fromEntries(quietCounts)
}

/** One summary line a minute while quiet answers happen, instead of a line per request. */
const SUMMARY_INTERVAL_MS = 60_000
let summaryStartedAt = 0
let summaryCounts = new Map<string, number>()
function countQuiet(logger: TwentyLogger, kind: string): void {
  quietCounts.set(kind, (quietCounts.get(kind) ?? 0) + 1)
  const now = Date.now()
  if (now - summaryStartedAt >= SUMMARY_INTERVAL_MS) {
    if (summaryCounts.size > 0)
      logger.warn(
        { counts: Object.fromEntries(summaryCounts), totals: quietAnswerCounts() },
        'refused or shed requests in the last minute',
      )
    summaryStartedAt = now
    summaryCounts = new Map()
  }
  summaryCounts.set(kind, (summaryCounts.get(kind) ?? 0) + 1)
}

export function errorHandler(logger: TwentyLogger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error)
      return
    }
    const known = error instanceof ApiError ? error : clientError(error)
    if (known?.quietAs) {
      countQuiet(logger, known.quietAs)
      res.locals.quietLog = true
      logger.debug?.(
        { method: req.method, url: loggableUrl(req.originalUrl), status: known.status, kind: known.quietAs },
        known.message,
      )
      sendError(res, known)
      return
    }
    if (known) {
      if (known.status >= 500)
        logger.error({ method: req.method, url: loggableUrl(req.originalUrl), status: known.status }, known.message)
      else logger.warn({ method: req.method, url: loggableUrl(req.originalUrl), status: known.status }, known.message)
      sendError(res, known)
      return
    }
    logger.error({ err: error, method: req.method, url: loggableUrl(req.originalUrl) }, 'twenty API request failed')
    sendError(res, new ApiError(500, 'internal_error', 'Internal server error'))
  }
}

export interface Responder {
  /** Sends `body` after checking it against `schema` (when response checks are on). */
  send<S extends z.ZodType>(res: Response, status: number, schema: S, body: z.infer<S>): void
}

export function createResponder(validateResponses: boolean): Responder {
  return {
    send(res, status, schema, body) {
      // A contract mistake in development should fail loudly here, not in the storefront.
      if (validateResponses) schema.parse(body)
      res.status(status).json(body)
    },
  }
}

/** `Authorization: Bearer <token>` (a token of ours: 20-200 URL-safe characters), or null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(req.get('authorization') ?? '')
  return match ? match[1]! : null
}
