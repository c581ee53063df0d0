/**
 * Requests and responses that already have their Express app's prototypes (decision 044).
 * Express re-parents every request and response on its way in (`Object.setPrototypeOf(req,
 * app.request)` in its first middleware), and V8 gives each object so re-parented a map of its
 * own. Maps live in the old generation, so every request left several KB there that only a
 * mark-compact frees: under load the old generation filled every few seconds, and each
 * mark-compact stalled every page in progress. An object that already has the prototype is left
 * as it is, so Express's call then does nothing.
 */
import http from 'node:http'
import type { Express } from 'express'

const callable = (constructor: unknown) => !/^class\b/.test(Function.prototype.toString.call(constructor))

/**
 * Node's server objects made with the app's prototypes. Node's constructors are plain functions
 * (`IncomingMessage.call(this, socket)` is how Node itself extends them); with `Reflect.construct`
 * and a `new.target`, V8 made a new map per object again. Should Node make them classes, which
 * cannot be called so, Node's own objects are kept.
 */
export function expressServerOptions(app: Express): http.ServerOptions {
  if (!callable(http.IncomingMessage) || !callable(http.ServerResponse)) return {}
  function ExpressRequest(this: http.IncomingMessage, ...args: unknown[]) {
    ;(http.IncomingMessage as unknown as (...a: unknown[]) => void).apply(this, args)
  }
  ExpressRequest.prototype = app.request
  function ExpressResponse(this: http.ServerResponse, ...args: unknown[]) {
    ;(http.ServerResponse as unknown as (...a: unknown[]) => void).apply(this, args)
  }
  ExpressResponse.prototype = app.response
  return {
    IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
  }
}
