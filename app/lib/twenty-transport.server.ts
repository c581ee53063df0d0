/**
 * The twenty API client's transport in the server (decision 032): undici's `request` over one
 * keep-alive connection pool per process, instead of `fetch`. The WHATWG layer of `fetch`
 * (Request, Headers, web streams) cost about twice the CPU of a call on the loopback hop to the
 * embedded API, for nothing a call needs. Connections stay open between calls (keep-alive), one
 * request at a time each: HTTP/1.1 pipelining would queue a page's parallel calls behind its
 * slowest one. The answer is read once and parsed once (`body.json()`).
 *
 * The host makes one and hands it to the loaders through the load context (`twentyFetch`): the
 * host's bundle and the Remix bundle each have their own copy of every module.
 */
import { Agent, request } from 'undici'
import type { TwentyFetch, TwentyResponse } from './twenty.server'

export interface TwentyTransport {
  fetch: TwentyFetch
  /** Closes the pool's connections (shutdown). */
  close(): Promise<void>
}

export function keepAliveTransport(): TwentyTransport {
  // Idle connections are kept 4 s (undici's default, below Node's server keep-alive of 5 s, so
  // the client never sends on a connection the server is closing).
  const dispatcher = new Agent({ keepAliveTimeout: 4_000, pipelining: 1 })
  return {
    async fetch(url, init): Promise<TwentyResponse> {
      const answer = await request(url, {
        method: init.method as 'GET',
        headers: init.headers,
        body: init.body,
        signal: init.signal,
        dispatcher,
      })
      return {
        status: answer.statusCode,
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        headers: {
          get(name) {
            const value = answer.headers[name.toLowerCase()]
            return Array.isArray(value) ? value.join(', ') : (value ?? null)
          },
        },
        json: () => answer.body.json(),
        arrayBuffer: () => answer.body.arrayBuffer(),
      }
    },
    close: () => dispatcher.close(),
  }
}
