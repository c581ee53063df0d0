/**
 * The browser tests' starting cookies, in one place (issue 21): every storefront host has a cookie
 * choice made ("reject all": the banner does not cover what the tests click, and no third party
 * loads) and a fixed visitor id whose home page is variation A of the hero's A/B test (the tests
 * and screenshots of the home page stay the same on every run). `playwright.config.ts` gives it to
 * the `js` and `no-js` projects; the consent and flags specs start without it
 * (`test.use({ storageState: NO_COOKIES })`).
 */
import { defaultHostMap } from '../market-config/hosts'

/** Allocated variation A of `homeSearchLayout` (SHA-256 bucket 16 of 100). */
export const E2E_VISITOR_A = 'e2e-visitor-a'
/** Allocated variation B (bucket 73). */
export const E2E_VISITOR_B = 'e2e-visitor-b3'

export const REJECTED_ALL = encodeURIComponent(
  JSON.stringify({ necessary: true, analytics: false, marketing: false, v: 1, at: Date.UTC(2026, 0, 1) }),
)

export const NO_COOKIES = { cookies: [], origins: [] }

/** Cookies for `localhost`, `127.0.0.1` and every host of the default host map. */
export function presetCookies(): {
  cookies: {
    name: string
    value: string
    domain: string
    path: string
    expires: number
    httpOnly: boolean
    secure: boolean
    sameSite: 'Lax'
  }[]
  origins: []
} {
  const hosts = [
    'localhost',
    '127.0.0.1',
    ...Object.keys(defaultHostMap()).filter((host) => host.endsWith('.localhost')),
  ]
  const expires = Math.floor(Date.now() / 1000) + 30 * 24 * 3600
  const cookie = (name: string, value: string, domain: string, httpOnly: boolean) =>
    ({ name, value, domain, path: '/', expires, httpOnly, secure: false, sameSite: 'Lax' }) as const
  return {
    cookies: hosts.flatMap((host) => [
      cookie('cookie-consent', REJECTED_ALL, host, false),
      cookie('visitorId', E2E_VISITOR_A, host, true),
    ]),
    origins: [],
  }
}
