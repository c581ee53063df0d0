/**
 * Issue 16 at the API: only the images are public when the API is embedded; the account
 * endpoints are limited per client and per e-mail address; failures lock an address whether or
 * not it has an account, after the same work; account mails are capped and one mail link lives
 * per account; mail-link checks need the token as Bearer; a booking sign-in reads but never
 * changes the account; ids are canonical integers; refused image floods are counted, not logged
 * line by line.
 */
import { describe, expect, it, vi } from 'vitest'
import { TWENTY_CLIENT_HEADER, TWENTY_INTERNAL_HEADER } from './contract'
import { quietAnswerCounts } from './http'
import { passwordHashingStats } from './passwords'
import { ACCOUNT_MAILS_PER_HOUR, MAX_FAILED_SIGN_INS } from './portal'
import { DEMO_PASSWORD } from './seed-accounts'
import { serveTestApi } from './test-server'

const KEY = 'internal-key-for-tests-0123456789'
let clock = new Date('2026-11-21T10:00:00Z')
const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const served = serveTestApi({
  seedScale: 0.05,
  now: () => clock,
  internalKey: KEY,
  logger,
  accountLimits: { perClient: { limit: 6, windowMs: 60_000 }, statusPerAddress: { limit: 3, windowMs: 15 * 60_000 } },
})

let client = 0
/** A different visitor address for each test, so that the per-client limit is each test's own. */
const nextClient = () => `198.51.100.${++client}`

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; internal?: boolean; key?: string; client?: string; apiLocale?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.internal !== false) headers[TWENTY_INTERNAL_HEADER] = options.key ?? KEY
  if (options.client) headers[TWENTY_CLIENT_HEADER] = options.client
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const response = await fetch(`${served.base()}/${options.apiLocale ?? 'couk'}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, any>) : null,
    headers: response.headers,
  }
}

const mailsTo = (recipient: string) =>
  served
    .api()
    .database.sqlite.prepare('SELECT kind, link FROM outbox WHERE recipient = ? ORDER BY id')
    .all(recipient) as { kind: string; link: string | null }[]
const tokenOf = (link: string | null | undefined) => new URL(link!).searchParams.get('token')!

describe('what the public may reach (decision 014)', () => {
  it('serves images to anyone and everything else only to the storefront', async () => {
    const root = served.base().replace(/\/v2\/default$/, '')
    expect((await fetch(`${root}/media/areas/dordogne?w=289&h=173`)).status).not.toBe(403)
    for (const [method, path, body] of [
      ['POST', 'customer-portal/authenticate', { email: 'emma.walker@example.com', password: DEMO_PASSWORD }],
      ['POST', 'customer-portal/status', { email: 'emma.walker@example.com' }],
      ['GET', 'customer-portal/bookings/1', undefined],
      ['GET', 'navigation/groups', undefined],
      ['POST', 'carts', {}],
    ] as const) {
      expect((await call(method, path, body, { internal: false })).status, path).toBe(403)
      expect((await call(method, path, body, { key: `${KEY}x` })).status, path).toBe(403)
      expect((await call(method, path, body, { client: nextClient() })).status, path).not.toBe(403)
    }
  })
})

describe('limits on the account endpoints', () => {
  it('limits each client address, believing the storefront about which address it is', async () => {
    const visitor = nextClient()
    const answers = []
    for (let i = 0; i < 7; i++)
      answers.push(
        await call('POST', 'customer-portal/status', { email: `someone-${i}@example.com` }, { client: visitor }),
      )
    expect(answers.slice(0, 6).map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404])
    expect(answers[6]!.status).toBe(429)
    expect(Number(answers[6]!.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another visitor is not held up by the first one.
    expect(
      (await call('POST', 'customer-portal/status', { email: 'someone-0@example.com' }, { client: nextClient() }))
        .status,
    ).toBe(404)
  })

  it('limits status lookups of one e-mail address, known or not, from any number of clients', async () => {
    for (const email of ['emma.walker@example.com', 'nobody-at-all@example.com']) {
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push((await call('POST', 'customer-portal/status', { email }, { client: nextClient() })).status)
      expect(statuses.at(-1), email).toBe(429)
    }
  })
})

describe('no account enumeration beyond the status step (decision 016)', { timeout: 60_000 }, () => {
  it('locks an unknown address after the same failures as a known one', async () => {
    const visitor = nextClient()
    for (const email of ['camille.martin@example.com', 'not-a-customer@example.com']) {
      const statuses = []
      for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
        const answer = await call(
          'POST',
          'customer-portal/authenticate',
          { email, password: 'wrong-password' },
          { client: `${visitor}-${email}-${i}` },
        )
        statuses.push(answer.status)
      }
      expect(statuses, email).toEqual([401, 401, 401, 401, 429])
      expect((await call('POST', 'customer-portal/status', { email }, { client: nextClient() })).status, email).toBe(
        429,
      )
    }
  })

  it('hashes once per sign-in attempt, with or without an account or a password', async () => {
    for (const email of ['emma.walker@example.com', 'no-such-account@example.com', 'lukas.meier@example.com']) {
      const before = passwordHashingStats().completed
      expect(
        (
          await call(
            'POST',
            'customer-portal/authenticate',
            { email, password: 'wrong-password' },
            { client: nextClient(), apiLocale: email.startsWith('lukas') ? 'ch' : 'couk' },
          )
        ).status,
      ).toBe(401)
      expect(passwordHashingStats().completed - before, email).toBe(1)
    }
  })
})

describe('account mails', () => {
  it('sends at most three an hour to one address, and only the newest link works', async () => {
    const email = 'giulia.rossi@example.com'
    const base = served.base().replace(/\/default$/, '/vacanceselect')
    const request = () =>
      fetch(`${base}/it/customer-portal/reset/link`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [TWENTY_INTERNAL_HEADER]: KEY,
          [TWENTY_CLIENT_HEADER]: nextClient(),
        },
        body: JSON.stringify({ email }),
      })
    const before = mailsTo(email).length
    for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 2; i++) expect((await request()).status).toBe(202)
    const mails = mailsTo(email).slice(before)
    expect(mails).toHaveLength(ACCOUNT_MAILS_PER_HOUR)
    const check = (token: string) =>
      fetch(`${base}/it/customer-portal/reset/check`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [TWENTY_INTERNAL_HEADER]: KEY,
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ token }),
      })
    const tokens = mails.map((mail) => tokenOf(mail.link))
    expect((await check(tokens.at(-1)!)).status).toBe(204)
    for (const older of tokens.slice(0, -1)) expect((await check(older)).status).toBe(401)
    // An hour later, mails go out again.
    clock = new Date(clock.getTime() + 61 * 60_000)
    expect((await request()).status).toBe(202)
    expect(mailsTo(email).length - before).toBe(ACCOUNT_MAILS_PER_HOUR + 1)
  })

  it('checks a mail link only with its token as Bearer too', async () => {
    const email = 'camille.martin@example.com'
    await call('POST', 'customer-portal/reset/link', { email }, { client: nextClient(), apiLocale: 'fr' })
    const token = tokenOf(mailsTo(email).at(-1)!.link)
    expect(
      (await call('POST', 'customer-portal/reset/check', { token }, { client: nextClient(), apiLocale: 'fr' })).status,
    ).toBe(401)
    expect(
      (await call('POST', 'customer-portal/reset/check', { token }, { token, client: nextClient(), apiLocale: 'fr' }))
        .status,
    ).toBe(204)
    const reset = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'un mot de passe', confirmed_password: 'un mot de passe' },
      { client: nextClient(), apiLocale: 'fr' },
    )
    expect(reset.status).toBe(401)
  })
})

describe('a booking sign-in', () => {
  it('reads its booking and the account, and may not change the account', async () => {
    const signIn = await call(
      'POST',
      'customer-portal/authenticate-booking',
      { email: 'emma.walker@example.com', bookingRef: 'CS-240001' },
      { client: nextClient() },
    )
    const token = signIn.json!.token as string
    expect((await call('GET', 'customer-portal/user', undefined, { token })).status).toBe(200)
    const update = await call(
      'PUT',
      'customer-portal',
      { firstName: 'Mallory', lastName: 'Walker', details: { city: 'Elsewhere' } },
      { token },
    )
    expect(update.status).toBe(403)
    expect((await call('GET', 'customer-portal/user', undefined, { token })).json!.data.firstName).toBe('Emma')
    const password = (
      await call(
        'POST',
        'customer-portal/authenticate',
        { email: 'emma.walker@example.com', password: DEMO_PASSWORD },
        { client: nextClient() },
      )
    ).json!.token as string
    expect(
      (await call('PUT', 'customer-portal', { firstName: 'Emma', lastName: 'Walker' }, { token: password })).status,
    ).toBe(200)
  })
})

describe('ids', () => {
  it('reads a booking by its canonical id only', async () => {
    const token = (
      await call(
        'POST',
        'customer-portal/authenticate',
        { email: 'emma.walker@example.com', password: DEMO_PASSWORD },
        { client: nextClient() },
      )
    ).json!.token as string
    const list = (await call('GET', 'customer-portal/bookings', undefined, { token })).json!.data.bookings as {
      bookingId: number
    }[]
    const id = list[0]!.bookingId
    expect((await call('GET', `customer-portal/bookings/${id}`, undefined, { token })).status).toBe(200)
    for (const variant of [`0${id}`, `${id}.0`, `0x${id.toString(16)}`, `${id}e0`, `+${id}`, `%20${id}`]) {
      expect((await call('GET', `customer-portal/bookings/${variant}`, undefined, { token })).status, variant).toBe(404)
    }
  })
})

describe('image floods', () => {
  it('refuses unlisted sizes with 400, logged at debug and counted, not one warning each', async () => {
    const root = served.base().replace(/\/v2\/default$/, '')
    logger.warn.mockClear()
    logger.error.mockClear()
    const before = quietAnswerCounts()['image-size-refused'] ?? 0
    for (let width = 100; width < 120; width++)
      expect((await fetch(`${root}/media/areas/dordogne?w=${width}&h=${width}`)).status).toBe(400)
    expect(quietAnswerCounts()['image-size-refused']! - before).toBe(20)
    expect(
      logger.warn.mock.calls.filter(([, message]) => !String(message).includes('in the last minute')),
    ).toHaveLength(0)
    expect(logger.error).not.toHaveBeenCalled()
    expect(logger.debug).toHaveBeenCalled()
  })
})
