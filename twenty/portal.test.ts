/**
 * The customer portal's account endpoints over real HTTP: the status step's four answers, sign-in
 * by password and by booking reference, the lock after repeated failures (and how it ends),
 * sign-up with its mail, reset links (single-use, short-lived) and the current user.
 */
import { describe, expect, it } from 'vitest'
import { portalUserResponseSchema } from './contract'
import { TOKEN_LIFETIME_MS } from './customers'
import { passwordProblem, verifyPassword, hashPassword } from './passwords'
import { FAILURE_WINDOW_MS, LOCK_MS, MAX_FAILED_SIGN_INS } from './portal'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './seed-accounts'
import { serveTestApi } from './test-server'

let clock = new Date('2026-11-21T10:00:00Z')
const served = serveTestApi({
  seedScale: 0.05,
  now: () => clock,
  storefrontOrigin: (brand, market) => `https://${market}.${brand}.test`,
})
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

const emma = DEMO_CUSTOMERS.find((c) => c.email === 'emma.walker@example.com')!
const lukas = DEMO_CUSTOMERS.find((c) => c.email === 'lukas.meier@example.com')!

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; apiLocale?: string; base?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const base = options.base ?? served.base()
  const response = await fetch(`${base}/${options.apiLocale ?? 'couk'}/${path}`, {
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

function lastMail(recipient: string) {
  return served
    .api()
    .database.sqlite.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .get(recipient) as
    | { kind: string; subject: string; body: string; link: string | null; api_locale: string }
    | undefined
}

const tokenOf = (link: string | null | undefined) => new URL(link!).searchParams.get('token')!

describe('customer-portal/status', () => {
  it('answers 404, 204 and 401 (with a set-password mail) by what the address has', async () => {
    expect((await call('POST', 'customer-portal/status', { email: 'nobody@example.com' })).status).toBe(404)
    expect((await call('POST', 'customer-portal/status', { email: ' Emma.Walker@Example.com ' })).status).toBe(204)
    const before = lastMail(lukas.email)
    expect((await call('POST', 'customer-portal/status', { email: lukas.email }, { apiLocale: 'ch' })).status).toBe(401)
    const mail = lastMail(lukas.email)!
    expect(mail).not.toEqual(before)
    expect(mail.kind).toBe('set-password')
    // The account's market (de-ch) and language; Swiss German without "ß".
    expect(mail.link).toMatch(/^https:\/\/de-ch\.default\.test\/anmelden\?step=create-password&token=[\w-]{20,}$/)
    expect(mail.subject).toBe('Wählen Sie Ihr Passwort')
    expect(mail.body).not.toContain('ß')
    // A second lookup soon after does not mail again.
    await call('POST', 'customer-portal/status', { email: lukas.email }, { apiLocale: 'ch' })
    expect(lastMail(lukas.email)).toEqual(mail)
  })

  it('refuses a malformed address with 400, and other brands do not see the account', async () => {
    expect((await call('POST', 'customer-portal/status', { email: 'not-an-address' })).status).toBe(400)
    const luxcamp = served.base().replace(/\/default$/, '/luxcamp')
    expect((await call('POST', 'customer-portal/status', { email: emma.email }, { base: luxcamp })).status).toBe(404)
  })
})

describe('sign-in', { timeout: 60_000 }, () => {
  it('gives a token for the right password and the same 401 for a wrong one or an unknown address', async () => {
    const ok = await call('POST', 'customer-portal/authenticate', { email: emma.email, password: DEMO_PASSWORD })
    expect(ok.status).toBe(200)
    expect(ok.json!.token).toMatch(/^[\w-]{40,}$/)
    const user = portalUserResponseSchema.parse(
      (await call('GET', 'customer-portal/user', undefined, { token: ok.json!.token })).json,
    )
    expect(user.data).toMatchObject({
      email: emma.email,
      firstName: 'Emma',
      loginType: 'email',
      bookingRef: null,
      hasPassword: true,
    })
    const wrong = await call('POST', 'customer-portal/authenticate', {
      email: 'camille.martin@example.com',
      password: 'not-the-password',
    })
    const unknown = await call('POST', 'customer-portal/authenticate', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(wrong.json!.error.message).toBe(unknown.json!.error.message)
  })

  it('signs in with a booking reference and the booking address, in any letter case', async () => {
    const ok = await call('POST', 'customer-portal/authenticate-booking', {
      email: emma.email,
      bookingRef: 'cs-240002',
    })
    expect(ok.status).toBe(200)
    const user = await call('GET', 'customer-portal/user', undefined, { token: ok.json!.token })
    expect(user.json!.data).toMatchObject({ loginType: 'booking_id', bookingRef: 'CS-240002' })
    expect(
      (
        await call('POST', 'customer-portal/authenticate-booking', {
          email: 'camille.martin@example.com',
          bookingRef: 'CS-240002',
        })
      ).status,
    ).toBe(401)
  })

  it('locks an account after repeated failures, for a while only, and a reset lifts the lock', async () => {
    const email = 'giulia.rossi@example.com'
    const vacanceselect = served.base().replace(/\/default$/, '/vacanceselect')
    const attempt = (password: string) =>
      call('POST', 'customer-portal/authenticate', { email, password }, { base: vacanceselect, apiLocale: 'it' })
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) expect((await attempt('wrong-password')).status).toBe(401)
    const locked = await attempt('wrong-password')
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe(String(LOCK_MS / 1000))
    // Locked: even the right password, and the status step says so.
    expect((await attempt(DEMO_PASSWORD)).status).toBe(429)
    expect(
      (await call('POST', 'customer-portal/status', { email }, { base: vacanceselect, apiLocale: 'it' })).status,
    ).toBe(429)
    // The lock ends by itself.
    advance(LOCK_MS)
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200)
    // Failures spread beyond the window do not add up.
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) expect((await attempt('wrong-password')).status).toBe(401)
    advance(FAILURE_WINDOW_MS)
    expect((await attempt('wrong-password')).status).toBe(401)
    // Locked again, then a reset link lifts the lock at once.
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) await attempt('wrong-password')
    expect((await attempt(DEMO_PASSWORD)).status).toBe(429)
    expect(
      (await call('POST', 'customer-portal/reset/link', { email }, { base: vacanceselect, apiLocale: 'it' })).status,
    ).toBe(202)
    const token = tokenOf(lastMail(email)!.link)
    const reset = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'una-nuova-password', confirmed_password: 'una-nuova-password' },
      { base: vacanceselect, apiLocale: 'it', token },
    )
    expect(reset.status).toBe(200)
    expect((await attempt('una-nuova-password')).status).toBe(200)
  })
})

describe('sign-up and passwords', { timeout: 60_000 }, () => {
  it('creates an account without password, mails a link, and answers 409 for an address in use', async () => {
    const email = 'new.camper@example.com'
    const created = await call(
      'POST',
      'customer-portal',
      { firstName: 'New', lastName: 'Camper', email },
      { apiLocale: 'fr' },
    )
    expect(created.status).toBe(201)
    expect((await call('POST', 'customer-portal/status', { email })).status).toBe(401)
    const mail = lastMail(email)!
    expect(mail).toMatchObject({ kind: 'set-password', api_locale: 'fr', subject: 'Choisissez votre mot de passe' })
    expect(mail.link).toMatch(/^https:\/\/fr\.default\.test\/connexion\?step=create-password&token=/)
    expect(
      (await call('POST', 'customer-portal', { firstName: 'New', lastName: 'Camper', email: 'NEW.camper@example.com' }))
        .status,
    ).toBe(409)

    const token = tokenOf(mail.link)
    // The storefront asks whether a link still works when it is opened.
    expect((await call('POST', 'customer-portal/reset/check', { token }, { token })).status).toBe(204)
    expect(
      (await call('POST', 'customer-portal/reset/check', { token: 'x'.repeat(43) }, { token: 'x'.repeat(43) })).status,
    ).toBe(401)
    expect((await call('POST', 'customer-portal/reset/check', { token }, { token: 'x'.repeat(43) })).status).toBe(401)
    expect((await call('POST', 'customer-portal/reset/check', { token: 'short' })).status).toBe(400)
    const weak = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'password1', confirmed_password: 'password1' },
      { token },
    )
    expect(weak).toMatchObject({ status: 400, json: { error: { code: 'password_too_common' } } })
    const mismatch = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'a-long-password', confirmed_password: 'a-long-passw0rd' },
      { token },
    )
    expect(mismatch.json!.error.code).toBe('password_mismatch')
    const other = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'a-long-password', confirmed_password: 'a-long-password' },
      { token: 'x'.repeat(43) },
    )
    expect(other.status).toBe(401)
    const set = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'a-long-password', confirmed_password: 'a-long-password' },
      { token },
    )
    expect(set).toMatchObject({ status: 200, json: { data: { email } } })
    // Single use.
    const again = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'another-password', confirmed_password: 'another-password' },
      { token },
    )
    expect(again.status).toBe(401)
    expect((await call('POST', 'customer-portal/reset/check', { token }, { token })).status).toBe(401)
    expect((await call('POST', 'customer-portal/status', { email })).status).toBe(204)
    expect((await call('POST', 'customer-portal/authenticate', { email, password: 'a-long-password' })).status).toBe(
      200,
    )
  })

  it('answers reset-link and booking-reference requests the same whether or not the address has an account', async () => {
    const known = await call('POST', 'customer-portal/reset/link', { email: emma.email })
    const unknown = await call('POST', 'customer-portal/reset/link', { email: 'nobody@example.com' })
    expect([known.status, known.json]).toEqual([unknown.status, unknown.json])
    expect(lastMail('nobody@example.com')).toBeUndefined()
    const refs = await call('POST', 'customer-portal/user/forgot-booking-credentials', { email: emma.email })
    expect(refs.status).toBe(202)
    const mail = lastMail(emma.email)!
    expect(mail.kind).toBe('booking-credentials')
    expect(mail.body).toContain('CS-240001')
    expect(mail.body).toContain('CS-240002')
  })

  it('ends reset links after an hour and set-password links after 7 days', async () => {
    await call('POST', 'customer-portal/reset/link', { email: 'camille.martin@example.com' }, { apiLocale: 'fr' })
    const token = tokenOf(lastMail('camille.martin@example.com')!.link)
    advance(TOKEN_LIFETIME_MS.reset)
    const late = await call(
      'POST',
      'customer-portal/reset/password',
      { token, password: 'trop-tard-pour-ça', confirmed_password: 'trop-tard-pour-ça' },
      { token, apiLocale: 'fr' },
    )
    expect(late.status).toBe(401)
    expect(TOKEN_LIFETIME_MS).toEqual({ session: 30 * 86_400_000, reset: 3_600_000, 'set-password': 7 * 86_400_000 })
  })

  it('ends every session when the password changes, and a signed-out token no longer works', async () => {
    const signIn = await call('POST', 'customer-portal/authenticate', { email: emma.email, password: DEMO_PASSWORD })
    const token = signIn.json!.token as string
    expect(
      (
        await call(
          'PUT',
          'customer-portal',
          { firstName: 'Emma', lastName: 'Walker-Jones', details: { city: 'York' } },
          { token },
        )
      ).json!.data,
    ).toMatchObject({
      lastName: 'Walker-Jones',
      details: { city: 'York' },
    })
    expect((await call('POST', 'customer-portal/logout', undefined, { token })).status).toBe(204)
    expect((await call('GET', 'customer-portal/user', undefined, { token })).status).toBe(401)
    expect((await call('GET', 'customer-portal/user')).status).toBe(401)
    const session = (await call('POST', 'customer-portal/authenticate', { email: emma.email, password: DEMO_PASSWORD }))
      .json!.token as string
    await call('POST', 'customer-portal/reset/link', { email: emma.email })
    const reset = tokenOf(lastMail(emma.email)!.link)
    await call(
      'POST',
      'customer-portal/reset/password',
      { token: reset, password: DEMO_PASSWORD, confirmed_password: DEMO_PASSWORD },
      { token: reset },
    )
    expect((await call('GET', 'customer-portal/user', undefined, { token: session })).status).toBe(401)
  })
})

describe('passwords', { timeout: 20_000 }, () => {
  it('hashes with scrypt at OWASP cost and compares in constant time', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
    expect(await verifyPassword('anything', null)).toBe(false)
  })

  it('follows ASVS: 8 to 128 characters, no very common password, not the address', () => {
    expect(passwordProblem('short')).toBe('too-short')
    expect(passwordProblem('x'.repeat(129))).toBe('too-long')
    expect(passwordProblem('Password123')).toBe('too-common')
    expect(passwordProblem('emma.walker-2025', 'emma.walker@example.com')).toBe('contains-email')
    expect(passwordProblem('tente sous les pins')).toBeNull()
  })
})
