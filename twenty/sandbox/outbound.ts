/**
 * The sandboxes' calls to the merchant (Bambora's callback, Saferpay's notification): over HTTP
 * like the real providers', retried when they fail (up to 3 times, short backoff), never
 * following redirects. Names under `localhost` resolve to this machine, as browsers do with
 * `uk.localhost` (RFC 6761): the storefront's own market hosts; Node's resolver would not.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import http from 'node:http'
import https from 'node:https'

export interface OutboundResult {
  ok: boolean
  status: number | null
  attempts: number
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** `*.localhost` is this machine (RFC 6761); anything else as the system resolves it. */
export function localhostAwareLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
    else callback(null, '127.0.0.1', 4)
    return
  }
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) callback(error, [])
    else if (options.all) callback(null, addresses)
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family)
  })
}

/** One request; resolves with the status (null when it never answered). */
export function send(
  url: string,
  method: 'GET' | 'POST',
  options: { body?: string; contentType?: string; timeoutMs?: number } = {},
): Promise<number | null> {
  return new Promise((resolve) => {
    let target: URL
    try {
      target = new URL(url)
    } catch {
      resolve(null)
      return
    }
    const client = target.protocol === 'https:' ? https : http
    const request = client.request(
      target,
      {
        method,
        lookup: localhostAwareLookup,
        timeout: options.timeoutMs ?? 5000,
        headers: {
          'User-Agent': 'payment-sandbox',
          ...(options.contentType ? { 'Content-Type': options.contentType } : {}),
          ...(options.body !== undefined ? { 'Content-Length': Buffer.byteLength(options.body) } : {}),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? null))
        response.on('error', () => resolve(response.statusCode ?? null))
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve(null))
    request.end(options.body)
  })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Calls the merchant until it answers 2xx: once, then up to `retryDelaysMs.length` more times
 * after those pauses. `onFirst` hears of the first attempt (the page waits for it; the rest goes
 * on in the background).
 */
export async function deliver(
  url: string,
  method: 'GET' | 'POST',
  retryDelaysMs: readonly number[],
  options: { body?: string; contentType?: string; onFirst?: (ok: boolean) => void } = {},
): Promise<OutboundResult> {
  let attempts = 0
  let status: number | null = null
  for (const delay of [0, ...retryDelaysMs]) {
    if (delay > 0) await pause(delay)
    attempts++
    status = await send(url, method, options)
    const ok = status !== null && status >= 200 && status < 300
    if (attempts === 1) options.onFirst?.(ok)
    if (ok) return { ok, status, attempts }
  }
  return { ok: false, status, attempts }
}
