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
import inject, { type DispatchFunc } from 'light-my-request'
import { Agent, request } from 'undici'
import type { TwentyFetch, TwentyResponse } from './twenty.server'

export interface TwentyTransport {
  fetch: TwentyFetch
  /** Closes the pool's connections (shutdown). */
  close(): Promise<void>
}

/** An answer's headers as the client reads them: by any case of name, repeated ones joined. */
function headerReader(headers: Record<string, string | string[] | number | undefined>): TwentyResponse['headers'] {
  return {
    get(name) {
      const value = headers[name.toLowerCase()]
      if (value === undefined) return null
      return Array.isArray(value) ? value.join(', ') : String(value)
    },
  }
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
        headers: headerReader(answer.headers),
        json: () => answer.body.json(),
        arrayBuffer: () => answer.body.arrayBuffer(),
      }
    },
    close: () => dispatcher.close(),
  }
}

/**
 * The embedded API in this process (decision 039): a call to its private door is handed to the
 * door's Express app as a request object, with no socket (light-my-request, fastify's `inject`):
 * the same app, middleware, headers, status and JSON as over loopback HTTP, without the HTTP
 * client, the parser on either side and the socket writes, which cost a page about as much as the
 * API's own work. Any other address goes to `other`. A call's deadline (its signal) still holds:
 * the answer of an aborted call is not waited for.
 */
export function inProcessTransport(door: DispatchFunc, doorUrl: string, other: TwentyTransport): TwentyTransport {
  const origin = new URL(doorUrl).origin
  return {
    async fetch(url, init): Promise<TwentyResponse> {
      if (!url.startsWith(`${origin}/`)) return other.fetch(url, init)
      init.signal.throwIfAborted()
      const answer = await untilAborted(
        inject(door, {
          method: init.method as 'GET',
          url: url.slice(origin.length),
          headers: init.headers,
          ...(init.body === undefined ? {} : { payload: init.body }),
          remoteAddress: '127.0.0.1',
        }),
        init.signal,
      )
      return {
        status: answer.statusCode,
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        headers: headerReader(answer.headers),
        json: () => Promise.resolve<unknown>(answer.json()),
        arrayBuffer: () =>
          Promise.resolve(
            answer.rawPayload.buffer.slice(
              answer.rawPayload.byteOffset,
              answer.rawPayload.byteOffset + answer.rawPayload.byteLength,
            ) as ArrayBuffer,
          ),
      }
    },
    close: () => other.close(),
  }
}

function untilAborted<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
    signal.addEventListener('abort', abort, { once: true })
    pending.then(
      (value) => {
        signal.removeEventListener('abort', abort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
