/**
 * The sandboxes' calls to the merchant: `uk.localhost` is this machine (as browsers resolve it),
 * and a call the merchant does not take is retried up to 3 times.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliver, send } from './outbound'

let server: http.Server
let port = 0
const seen: string[] = []
let failures = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.headers.host} ${req.url}`)
    if (failures > 0) {
      failures--
      res.writeHead(503).end()
      return
    }
    res.writeHead(200).end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('outbound calls of the sandboxes', () => {
  it('reach a market host under localhost on this machine, with its Host header', async () => {
    expect(await send(`http://de-ch.luxcamp.localhost:${port}/payment/bambora/callback?a=1`, 'GET')).toBe(200)
    expect(seen.at(-1)).toBe(`GET de-ch.luxcamp.localhost:${port} /payment/bambora/callback?a=1`)
    expect(await send('http://127.0.0.1:9/unreachable', 'GET')).toBeNull()
  })

  it('retry a call the merchant refused, up to 3 times, and stop at the first 2xx', async () => {
    failures = 2
    const before = seen.length
    const result = await deliver(`http://uk.localhost:${port}/notify`, 'POST', [5, 5, 5], {
      body: '',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(result).toEqual({ ok: true, status: 200, attempts: 3 })
    expect(seen.length - before).toBe(3)
    failures = 10
    const gaveUp = await deliver(`http://uk.localhost:${port}/notify`, 'POST', [5, 5, 5])
    expect(gaveUp).toEqual({ ok: false, status: 503, attempts: 4 })
    failures = 0
  })
})
