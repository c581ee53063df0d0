/**
 * The request id of every log line (issue 22). The first middleware takes the id a proxy in
 * front of us sent (`X-Request-Id`, when it looks like one) or makes one, answers it in the same
 * header, and runs the rest of the request inside an AsyncLocalStorage scope. The logger's mixin
 * reads that scope, so every line logged while the request runs carries `reqId`: the host's, the
 * embedded API's (its internal calls carry the same id, see twentyFor), and the loaders' console
 * lines, which production sends through the logger.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { format } from 'node:util'
import type { RequestHandler } from 'express'
import pino, { type Logger } from 'pino'
import { REQUEST_ID_HEADER } from '../twenty/contract'

export interface RequestScope {
  requestId: string
}

const scope = new AsyncLocalStorage<RequestScope>()

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId
}

/** Ids we accept from a proxy: what load balancers and tracing headers use, and short. */
const ACCEPTED_ID = /^[A-Za-z0-9._:/+=-]{8,128}$/

export function requestIdFrom(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header
  return sent && ACCEPTED_ID.test(sent) ? sent : randomUUID()
}

/** The first middleware: the request's id in `res.locals.requestId`, the answer's header and the scope. */
export const requestIdMiddleware: RequestHandler = (req, res, next) => {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER])
  res.locals.requestId = requestId
  res.setHeader('X-Request-Id', requestId)
  scope.run({ requestId }, next)
}

/** The process's logger: pino with the request id of the running request on every line. */
export function createLogger(
  level: pino.LevelWithSilent,
  bindings: Record<string, unknown> = {},
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid, ...bindings },
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { reqId: requestId } : {}
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

/**
 * Production: the app's few `console.*` lines (loaders that log a failed call) go through the
 * logger, as JSON with the request id, instead of bare text on stderr.
 */
export function routeConsoleToLogger(logger: Logger): void {
  const line =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      logger[level](format(...args))
  console.log = line('info')
  console.info = line('info')
  console.warn = line('warn')
  console.error = line('error')
}
