import { readFileSync } from 'node:fs'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'
import { createCookie } from '@remix-run/node'
import { internalApiKey } from '~/lib/internal-api.server'
import { seal, sealingKeys, unseal } from '~/lib/sealed-cookie.server'
import { MARKETS, type Language, type MarketCode } from '../market-config/markets'
import { TWENTY_INTERNAL_HEADER } from '../twenty/contract'

export const PORT = Number(process.env.E2E_PORT_BASE ?? 3100)
/** The same build with the twenty API unreachable (see playwright.config.ts). */
export const API_DOWN_PORT = PORT + 2
/** The session secret of the test servers, to make a signed-in session in a test. */
export const E2E_SESSION_SECRET = 'e2e-secret'

/** The storefront of a market on its own host, e.g. http://de-ch.localhost:3100. */
export const marketUrl = (market: MarketCode, pathname = '/', port = PORT) =>
  `http://${market}.localhost:${port}${pathname}`
/** A brand's storefront, e.g. http://nl.luxcamp.localhost:3100. */
export const brandUrl = (brand: string, market: MarketCode, pathname = '/') =>
  `http://${market}.${brand}.localhost:${PORT}${pathname}`

type Messages = Record<string, unknown>
const cache = new Map<string, Messages>()

/** The first Saturday on or after `month`/`day` of next year (month 1-12), `weeks` later. */
export function saturdayNextYear(month: number, day: number, weeks = 0): string {
  const date = new Date(Date.UTC(new Date().getUTCFullYear() + 1, month - 1, day))
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1)
  date.setUTCDate(date.getUTCDate() + 7 * weeks)
  return date.toISOString().slice(0, 10)
}

/** A message with its `{{placeholders}}` filled, as i18next fills them. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))

/** The copy a market's pages show: de-CH is German with "ss" for "ß" (decision 002). */
export function marketMessage(market: MarketCode, key: string, namespace = 'common'): string {
  const text = message(MARKETS[market].language, key, namespace)
  return market === 'de-ch' ? text.replace(/ß/g, 'ss') : text
}

/** A translated string from locales/, so tests follow the copy instead of hard-coding it. */
export function message(language: Language, key: string, namespace = 'common'): string {
  const file = `${language}/${namespace}`
  let messages = cache.get(file)
  if (!messages) {
    messages = JSON.parse(
      readFileSync(fileURLToPath(new URL(`../locales/${file}.json`, import.meta.url)), 'utf8'),
    ) as Messages
    cache.set(file, messages)
  }
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages)
  if (typeof value !== 'string') throw new Error(`missing translation ${file}:${key}`)
  return value
}

/** A currency sign as Intl writes it for the market (£, €, CHF). */
export function currencySign(market: MarketCode): string {
  const { currency, currencyFormatterCode } = MARKETS[market]
  const parts = new Intl.NumberFormat(currencyFormatterCode, { style: 'currency', currency }).formatToParts(1)
  return parts.find((part) => part.type === 'currency')!.value
}

/** With JavaScript on, wait until Remix has hydrated before interacting. */
export async function ready(page: Page, javaScriptEnabled: boolean | undefined): Promise<void> {
  // Without JavaScript the page is ready once it has streamed in whole (a new URL comes first).
  if (javaScriptEnabled === false) return page.waitForLoadState('load')
  // The router can be ready while React is still hydrating (a concurrent render); the root's
  // last effect marks the end of hydration. Islands (app/lib/island.tsx) hydrate once their code
  // has come, on first use or when the browser is idle: a visitor's page is ready once idle.
  // After a client-side navigation, the address bar changes before React has committed the new page:
  // the page is there once the router is idle and the root has rendered its location.
  await page.waitForFunction(() => {
    const state = (
      window as unknown as {
        __remixRouter?: {
          state?: { initialized?: boolean; navigation?: { state?: string }; location?: { key?: string } }
        }
      }
    ).__remixRouter?.state
    return (
      state?.initialized === true &&
      state.navigation?.state === 'idle' &&
      document.documentElement.dataset.renderedLocation === state.location?.key &&
      document.documentElement.dataset.hydrated === 'true' &&
      document.querySelector('[data-island="pending"]') === null
    )
  })
}

/** A raw HTTP request to a test server, with any Host and headers (no browser involved). */
export function rawRequest(options: {
  host: string
  path?: string
  method?: string
  headers?: Record<string, string>
  body?: string
  port?: number
}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? PORT,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: { host: options.host, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

/** A session cookie of a signed-in customer, sealed like the test servers seal theirs (decision 015). */
export async function signedInSessionCookie(
  token = 'e2e-token',
  loginType: 'email' | 'booking_id' = 'email',
  secret = E2E_SESSION_SECRET,
): Promise<{ name: string; value: string }> {
  const name = '__Host-session'
  const cookie = createCookie(name, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' })
  const header = await cookie.serialize(seal({ token, loginType }, sealingKeys([secret]), name))
  const [pair] = header.split(';')
  const at = pair!.indexOf('=')
  return { name: pair!.slice(0, at), value: pair!.slice(at + 1) }
}

/** What the test server's session cookie holds (decision 015: sealed, readable only with the secret). */
export function sessionData(cookieValue: string): Record<string, unknown> | null {
  const value = decodeURIComponent(cookieValue)
  let sealed: unknown = null
  try {
    sealed = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
  } catch {
    return null
  }
  return unseal(sealed as string, sealingKeys([E2E_SESSION_SECRET]), '__Host-session') as Record<string, unknown> | null
}

/**
 * Headers of the storefront's own calls to the embedded API (decision 014): the test servers'
 * key, derived from their SESSION_SECRET as the server derives it. Only tests that stand in for
 * the storefront (making an account, a sign-in token) send them.
 */
export function internalApiHeaders(): Record<string, string> {
  return { [TWENTY_INTERNAL_HEADER]: internalApiKey([E2E_SESSION_SECRET]) }
}

/** A demo customer of the seed (README, "Demo accounts"): default brand, uk. */
export const DEMO_CUSTOMER = {
  email: 'emma.walker@example.com',
  password: 'summer-by-the-lake',
  firstName: 'Emma',
  bookingRef: 'CS-240001',
}

/** A real bearer token of a demo customer, from the embedded API (the portal checks tokens with it). */
export async function demoToken(
  brand = 'default',
  credentials: { email: string; password: string } = DEMO_CUSTOMER,
): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/${brand}/couk/customer-portal/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...internalApiHeaders() },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`demo sign-in failed: HTTP ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** The id of a booking of the token's customer, from the API: the one with `ref`, or their first. */
export async function customerBookingId(token: string, ref?: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/default/couk/customer-portal/bookings`, {
    headers: { ...internalApiHeaders(), Authorization: `Bearer ${token}` },
  })
  const { data } = (await response.json()) as { data: { bookings: { bookingId: number; ref: string }[] } }
  const booking = ref === undefined ? data.bookings[0] : data.bookings.find((each) => each.ref === ref)
  if (!booking) throw new Error(`no booking ${ref ?? ''} for this customer`)
  return booking.bookingId
}

/** Signs the browser in on a host (of `brand`) as a demo customer, without the login page; their token. */
export async function signInWithTestSession(
  context: BrowserContext,
  host: string,
  credentials: { email: string; password: string } = DEMO_CUSTOMER,
  brand = 'default',
): Promise<string> {
  const token = await demoToken(brand, credentials)
  const cookie = await signedInSessionCookie(token)
  await context.addCookies([{ ...cookie, domain: host, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }])
  return token
}
