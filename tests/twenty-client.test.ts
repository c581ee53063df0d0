import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { keepAliveTransport } from '~/lib/twenty-transport.server'
import {
  TwentyApiError,
  TwentyUnavailableError,
  cachedNavigationGroups,
  SEARCH_ENTRY_VALUES,
  SEARCH_KEPT_VALUES,
  clearKeptContent,
  clearKeptSearches,
  clearNavigationCache,
  createTwentyClient,
  keptSearch,
  pageLoadFailure,
  type TwentyFetch,
} from '~/lib/twenty.server'
import type { NavigationGroups } from '../twenty/contract'

/** A stand-in API answering fixed responses, to check how the client parses and maps them. */
const groups: NavigationGroups = {
  funnels: [
    {
      id: 1,
      name: 'Camping holidays',
      slug: 'camping',
      defaultBookingDate: null,
      countries: [
        {
          id: 1,
          name: 'France',
          slug: 'france',
          code: 'FR',
          title: 'Camping in France',
          areas: [
            {
              id: 1,
              name: 'Dordogne',
              slug: 'dordogne',
              cities: [{ id: 1, name: 'Sarlat', slug: 'sarlat' }],
              images: { small: { url: '/api/twenty/media/areas/dordogne', alt: 'Dordogne' } },
              popular: true,
              siteCount: 12,
            },
          ],
        },
      ],
    },
  ],
  header: { top: [], bottom: [] },
  footer: [
    {
      columns: [],
      socialIcons: [],
      gdprText: '',
      newsletter: { title: 't', text: 't' },
      phone: null,
      openingHours: null,
      address: [],
    },
  ],
  analyticsData: { season: { current: { type: 'summer', year: 2027 }, next: { year: 2028 } } },
  phonePrefixes: [],
  countries: [],
  defaultCalenderDate: '2027-06-05',
  earlyBookingPeriod: null,
  taggedPages: [],
}

let seenAuthorization: string | undefined
let navigationCalls = 0
let brokenCalls = 0
let themeCalls = 0
let resolveCalls = 0
let recoveringCalls = 0
const server = http.createServer((req, res) => {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  seenAuthorization = req.headers.authorization
  if (req.url === '/api/twenty/v2/default/couk/navigation/groups') {
    navigationCalls += 1
    send(200, { data: groups })
    return
  }
  if (req.url === '/api/twenty/v2/broken/couk/navigation/groups') {
    brokenCalls += 1
    send(200, { data: { funnels: 'nope' } })
    return
  }
  if (req.url === '/api/twenty/v2/slow/couk/navigation/groups')
    return setTimeout(() => send(200, { data: groups }), 5_000)
  if (req.url === '/api/twenty/v2/gateway/couk/navigation/groups') {
    send(502, {})
    return
  }
  // The API sheds a call on purpose (a full password-hashing queue) and says when to come back.
  if (req.url === '/api/twenty/v2/busy/couk/navigation/groups') {
    res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' })
    res.end(JSON.stringify({ error: { status: 503, code: 'busy', message: 'Too many sign-ins at once' } }))
    return
  }
  if (req.url === '/api/twenty/v2/default/couk/themes') {
    themeCalls += 1
    send(200, { data: { themes: [] } })
    return
  }
  // Slow once (the first call outlasts its caller's timeout), then recovered.
  if (req.url === '/api/twenty/v2/recovering/couk/themes') {
    recoveringCalls += 1
    setTimeout(() => send(200, { data: { themes: [] } }), recoveringCalls === 1 ? 1_000 : 0)
    return
  }
  if (req.url?.startsWith('/api/twenty/v2/default/couk/catalogue/resolve')) {
    resolveCalls += 1
    send(404, { error: { status: 404, code: 'not_found', message: 'No such page' } })
    return
  }
  send(500, { error: { status: 500, code: 'boom', message: 'broken' } })
})

let connections = 0
server.on('connection', () => connections++)

let baseUrl = ''
const transport = keepAliveTransport()
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/twenty`
})
afterAll(async () => {
  await transport.close()
  await new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
})

const client = (brand = 'default', token?: string) =>
  createTwentyClient({ baseUrl, brand, apiLocale: 'couk', token, timeoutMs: 1_500 })

// The same client over `fetch` (the default) and over the server's keep-alive transport.
const transports: [string, () => TwentyFetch | undefined][] = [
  ['fetch', () => undefined],
  ['the keep-alive transport', () => transport.fetch],
]

describe.each(transports)('twenty client over %s', (_name, transportFetch) => {
  const clientOver = (brand = 'default', token?: string) =>
    createTwentyClient({ baseUrl, brand, apiLocale: 'couk', token, timeoutMs: 1_500, fetch: transportFetch() })

  it('parses a valid response with the contract and sends the bearer token', async () => {
    const result = await clientOver('default', 'secret-token').navigationGroups()
    expect(result.funnels[0]?.countries[0]?.areas[0]?.slug).toBe('dordogne')
    expect(seenAuthorization).toBe('Bearer secret-token')
    await clientOver().navigationGroups()
    expect(seenAuthorization).toBeUndefined()
  })

  it('treats a response that breaks the contract as unavailable', async () => {
    await expect(clientOver('broken').navigationGroups()).rejects.toBeInstanceOf(TwentyUnavailableError)
  })

  it('times out', async () => {
    await expect(clientOver('slow').navigationGroups()).rejects.toBeInstanceOf(TwentyUnavailableError)
  })

  it('treats a gateway error as unavailable', async () => {
    await expect(clientOver('gateway').navigationGroups()).rejects.toBeInstanceOf(TwentyUnavailableError)
  })

  it('tells a call the API shed on purpose (503 busy) and when to come back, apart from a 503 that is not', async () => {
    const busy = await clientOver('busy')
      .navigationGroups()
      .catch((e: unknown) => e)
    expect(busy).toBeInstanceOf(TwentyUnavailableError)
    expect([(busy as TwentyUnavailableError).kind, (busy as TwentyUnavailableError).retryAfterS]).toEqual(['busy', 5])
    const gateway = await clientOver('gateway')
      .navigationGroups()
      .catch((e: unknown) => e)
    expect([(gateway as TwentyUnavailableError).kind, (gateway as TwentyUnavailableError).retryAfterS]).toEqual([
      '5xx',
      null,
    ])
  })

  it('keeps the API error status and code', async () => {
    const error = await clientOver()
      .resolveCatalogue('nowhere')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TwentyApiError)
    expect((error as TwentyApiError).status).toBe(404)
    expect((error as TwentyApiError).code).toBe('not_found')
  })

  it('treats an unreachable API as unavailable', async () => {
    const unreachable = createTwentyClient({
      baseUrl: 'http://127.0.0.1:9/api/twenty',
      brand: 'default',
      apiLocale: 'couk',
      fetch: transportFetch(),
    })
    await expect(unreachable.navigationGroups()).rejects.toBeInstanceOf(TwentyUnavailableError)
  })

  it("cuts a call's timeout to what is left of the page's deadline, and starts none after it", async () => {
    const withDeadline = (deadline: number) =>
      createTwentyClient({
        baseUrl,
        brand: 'slow',
        apiLocale: 'couk',
        timeoutMs: 5_000,
        deadline,
        fetch: transportFetch(),
      })
    const started = performance.now()
    const cut = await withDeadline(Date.now() + 200)
      .navigationGroups()
      .catch((e: unknown) => e)
    expect(cut).toBeInstanceOf(TwentyUnavailableError)
    expect((cut as TwentyUnavailableError).kind).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(1_500)

    const before = navigationCalls + brokenCalls
    const late = await createTwentyClient({
      baseUrl,
      brand: 'default',
      apiLocale: 'couk',
      deadline: Date.now() - 1,
      fetch: transportFetch(),
    })
      .navigationGroups()
      .catch((e: unknown) => e)
    expect((late as TwentyUnavailableError).kind).toBe('timeout')
    expect(navigationCalls + brokenCalls).toBe(before)
  })
})

describe('the keep-alive transport', () => {
  it('sends one call after another over one connection', async () => {
    const api = createTwentyClient({ baseUrl, brand: 'default', apiLocale: 'couk', fetch: transport.fetch })
    await api.navigationGroups()
    const before = connections
    for (let i = 0; i < 5; i++) await api.navigationGroups()
    expect(connections).toBe(before)
  })
})

describe('page load failures (SPEC section 8)', () => {
  const statusOf = (error: unknown, options?: { notFound?: boolean }) => {
    try {
      pageLoadFailure(error, options)
    } catch (thrown) {
      return thrown instanceof Response ? thrown.status : 'rethrown'
    }
    return 'returned'
  }

  it('renders the 404 page for an API 404 unless the call opts out', () => {
    expect(statusOf(new TwentyApiError(404, 'not_found', 'x'))).toBe(404)
    expect(statusOf(new TwentyApiError(404, 'not_found', 'x'), { notFound: false })).toBe(503)
  })

  it('renders the 400 page when the API refuses what was asked', () => {
    expect(statusOf(new TwentyApiError(400, 'validation_error', 'x'))).toBe(400)
    expect(statusOf(new TwentyApiError(422, 'validation_error', 'x'))).toBe(400)
    expect(statusOf(new TwentyApiError(500, 'internal_error', 'x'))).toBe(503)
  })

  it('renders a 503 page when the API is down', () => {
    expect(statusOf(new TwentyUnavailableError('down'))).toBe(503)
  })

  it('rethrows programming errors', () => {
    expect(statusOf(new TypeError('bug'))).toBe('rethrown')
  })
})

describe('navigation groups cache', () => {
  it('asks the API once per brand and locale', async () => {
    clearNavigationCache()
    const before = navigationCalls
    await Promise.all([1, 2, 3].map(() => cachedNavigationGroups(client(), 'default', 'couk')))
    await cachedNavigationGroups(client(), 'default', 'couk')
    expect(navigationCalls - before).toBe(1)
  })

  it('does not cache a failure', async () => {
    clearNavigationCache()
    const before = brokenCalls
    await expect(cachedNavigationGroups(client('broken'), 'broken', 'couk')).rejects.toBeInstanceOf(
      TwentyUnavailableError,
    )
    await expect(cachedNavigationGroups(client('broken'), 'broken', 'couk')).rejects.toBeInstanceOf(
      TwentyUnavailableError,
    )
    expect(brokenCalls - before).toBe(2)
  })

  it('serves an expired answer while fetching a fresh one in the background', async () => {
    clearNavigationCache()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const before = navigationCalls
      const first = await cachedNavigationGroups(client(), 'default', 'couk')
      vi.setSystemTime(Date.now() + 6 * 60_000)
      const stale = await cachedNavigationGroups(client(), 'default', 'couk')
      expect(stale).toBe(first)
      await vi.waitFor(() => expect(navigationCalls - before).toBe(2))
      await vi.waitFor(async () => expect(await cachedNavigationGroups(client(), 'default', 'couk')).not.toBe(first))
      expect(navigationCalls - before).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('kept public content', () => {
  const keeping = (token?: string) =>
    createTwentyClient({ baseUrl, brand: 'default', apiLocale: 'couk', token, timeoutMs: 1_500, keep: true })

  it("asks the API once for a page's public content, every time without keeping or with a token", async () => {
    clearKeptContent()
    const before = themeCalls
    await Promise.all([1, 2, 3].map(() => keeping().themes()))
    await keeping().themes()
    expect(themeCalls - before).toBe(1)
    await client().themes()
    await keeping('secret-token').themes()
    expect(themeCalls - before).toBe(3)
  })

  it("asks again itself when the call it joined ran out of the other request's time", async () => {
    clearKeptContent()
    const keepingFor = (timeoutMs: number) =>
      createTwentyClient({ baseUrl, brand: 'recovering', apiLocale: 'couk', timeoutMs, keep: true })
    const first = keepingFor(300)
      .themes()
      .catch((e: unknown) => e)
    await new Promise((resolve) => setTimeout(resolve, 150))
    // Joins the first call 150 ms before that call's timeout, with 1.5 s of its own.
    const joined = keepingFor(1_500).themes()
    expect(await first).toBeInstanceOf(TwentyUnavailableError)
    expect(await joined).toEqual([])
    expect(recoveringCalls).toBe(2)
  })

  it('shares any other failure with the requests that joined the call: a 404 is asked once', async () => {
    clearKeptContent()
    const before = resolveCalls
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        keeping()
          .resolveCatalogue('nowhere')
          .catch((e: unknown) => e),
      ),
    )
    for (const answer of answers) expect(answer).toBeInstanceOf(TwentyApiError)
    expect(resolveCalls - before).toBe(1)
  })

  it('never keeps a failure: a 404 is asked again', async () => {
    clearKeptContent()
    const before = resolveCalls
    for (const _ of [1, 2]) await expect(keeping().resolveCatalogue('nowhere')).rejects.toBeInstanceOf(TwentyApiError)
    expect(resolveCalls - before).toBe(2)
  })
})

describe('kept search answers: bounded by the values in them (decision 041)', () => {
  /** An answer of about `values` values: `{ pins: [[n, n, ...], ...] }`. */
  const answerOf = (values: number) => ({ pins: Array.from({ length: values / 100 }, () => new Array(99).fill(7)) })

  it('keeps a small answer once, and asks every time for an answer too large to keep', async () => {
    clearKeptSearches()
    let asked = 0
    const small = () => keptSearch('small', async () => (asked++, answerOf(1_000)))
    expect(await small()).toBe(await small())
    expect(asked).toBe(1)

    asked = 0
    const huge = () => keptSearch('huge', async () => (asked++, answerOf(SEARCH_ENTRY_VALUES * 2)))
    const [first, second] = [await huge(), await huge()]
    expect(asked).toBe(2)
    expect(first).not.toBe(second)
    expect(Object.isFrozen(first.pins[0])).toBe(true)
  })

  it('lets the least recently used answers go when the values in all of them pass the bound', async () => {
    clearKeptSearches()
    const asked: string[] = []
    const search = (key: string) => keptSearch(key, async () => (asked.push(key), answerOf(SEARCH_ENTRY_VALUES / 2)))
    const fit = Math.floor(SEARCH_KEPT_VALUES / (SEARCH_ENTRY_VALUES / 2 + 1))
    for (let i = 0; i < fit; i++) await search(`stay ${i}`)
    await search('stay 0') // used again: the least recently used is now stay 1
    expect(asked).toHaveLength(fit)
    await search('one more')
    await search('stay 0')
    await search('stay 1')
    expect(asked.slice(fit)).toEqual(['one more', 'stay 1'])
  })
})
