/**
 * Account details (issue 19): the rules of the contract per country (postcodes, phone numbers,
 * names, control characters), and `PUT customer-portal` over real HTTP: a partial update merges
 * into the stored account, the API refuses what the forms refuse, and agents (decision 027) sign
 * in, read their customer's account and change nothing.
 */
import { describe, expect, it } from 'vitest'
import { AGENT_READ_ONLY, refuseReadOnlyHolder } from './agents'
import {
  accountDetailsUpdateSchema,
  accountNameSchema,
  accountPhoneSchema,
  canonicalPostcode,
  hasControlCharacter,
  phoneFitsPrefix,
  portalUpdateRequestSchema,
  portalUserResponseSchema,
  POSTCODE_FORMATS,
  postcodeFits,
} from './contract'
import { ApiError } from './http'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './seed-accounts'
import { DEMO_AGENTS } from './seed-agents'
import { serveTestApi } from './test-server'

describe('postcodes per country', () => {
  const cases: Record<string, { valid: string[]; invalid: string[] }> = {
    GB: {
      valid: ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB', 'GIR 0AA'],
      invalid: ['12345', 'SW1A', 'SW1A 1A', '1AA SW1', 'SW1A-1AA'],
    },
    IE: { valid: ['D02 X285', 'a65f4e2', 'D6W 1234', 'T12 AC34'], invalid: ['D02', '1234', 'B02 X285', 'D02 X28'] },
    NL: { valid: ['1234 AB', '1234ab', '9999 ZZ'], invalid: ['0123 AB', '1234', '1234 SA', '12345 AB', 'AB 1234'] },
    BE: { valid: ['1000', '9999'], invalid: ['0999', '10000', '100', 'B-1000'] },
    DE: { valid: ['10115', '01067', '99998'], invalid: ['1011', '00123', '101155', 'D-10115'] },
    AT: { valid: ['1010', '6020'], invalid: ['0101', '10100', 'A-1010'] },
    CH: { valid: ['8001', '1200'], invalid: ['0800', '80010', 'CH-8001'] },
    FR: { valid: ['75001', '01000', '97400', '20000'], invalid: ['7500', '00100', '99000', '750011'] },
    IT: { valid: ['00184', '20121', '98168'], invalid: ['0018', '201210', 'I-20121'] },
    ES: { valid: ['28001', '08001', '52001'], invalid: ['53001', '00001', '2800'] },
    LU: { valid: ['1009', 'L-1009', 'L1009'], invalid: ['0100', '10090'] },
    DK: { valid: ['1050', '8000'], invalid: ['0500', '10500'] },
    PL: { valid: ['00-950', '31-142'], invalid: ['00950', '00-9500'] },
  }
  for (const [country, { valid, invalid }] of Object.entries(cases)) {
    it(`${country}: takes ${valid.join(', ')}; refuses ${invalid.join(', ')}`, () => {
      for (const postcode of valid) expect(postcodeFits(country, postcode), `${country} ${postcode}`).toBe(true)
      for (const postcode of invalid) expect(postcodeFits(country, postcode), `${country} ${postcode}`).toBe(false)
    })
  }

  it('has a format, with an example it takes, for every country the booking forms offer', () => {
    expect(Object.keys(POSTCODE_FORMATS).sort()).toEqual(Object.keys(cases).sort())
    for (const [country, format] of Object.entries(POSTCODE_FORMATS))
      expect(postcodeFits(country, format.example), country).toBe(true)
  })

  it('takes any plausible postcode when the country is not known yet, nothing absurd', () => {
    expect(postcodeFits(undefined, '1234 AB')).toBe(true)
    expect(postcodeFits('SE', '114 55')).toBe(true)
    expect(postcodeFits(undefined, '!')).toBe(false)
    expect(postcodeFits(undefined, 'X'.repeat(11))).toBe(false)
  })

  it('stores postcodes as the country writes them', () => {
    expect(canonicalPostcode('GB', 'sw1a1aa')).toBe('SW1A 1AA')
    expect(canonicalPostcode('IE', 'd02x285')).toBe('D02 X285')
    expect(canonicalPostcode('NL', '1016gv')).toBe('1016 GV')
    expect(canonicalPostcode('DE', ' 10115 ')).toBe('10115')
    expect(canonicalPostcode('PL', '00-950')).toBe('00-950')
  })

  it('checks a postcode against the country given beside it in one update', () => {
    expect(accountDetailsUpdateSchema.safeParse({ country: 'NL', postalCode: '1234 AB' }).success).toBe(true)
    const wrong = accountDetailsUpdateSchema.safeParse({ country: 'DE', postalCode: '1234 AB' })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ['postalCode'], message: 'postcode' })])
  })
})

describe('phone numbers', () => {
  it('are digits, spaces allowed between them, 4 to 14 digits', () => {
    for (const phone of ['612345678', '6 12 34 56 78', '020 7946 0958', '1234', ' 30 1234 5678 '])
      expect(accountPhoneSchema.safeParse(phone).success, phone).toBe(true)
    for (const phone of ['', '123', '+31612345678', '06-12345678', '(020) 7946', '6123abc', '1'.repeat(15), ' 6\t12'])
      expect(accountPhoneSchema.safeParse(phone).success, phone).toBe(false)
  })

  it('fit their prefix: at most 15 digits together (E.164)', () => {
    expect(phoneFitsPrefix('+31', '612345678')).toBe(true)
    expect(phoneFitsPrefix('+353', '1'.repeat(12))).toBe(true)
    expect(phoneFitsPrefix('+1234', '1'.repeat(11))).toBe(true)
    expect(phoneFitsPrefix('+1234', '1'.repeat(12))).toBe(false)
    expect(accountDetailsUpdateSchema.safeParse({ phonePrefix: '+1234', phone: '1'.repeat(12) }).success).toBe(false)
    for (const prefix of ['31', '+', '+0', '+12345', '+3a'])
      expect(accountDetailsUpdateSchema.safeParse({ phonePrefix: prefix, phone: '612345678' }).success, prefix).toBe(
        false,
      )
  })
})

describe('names and text', () => {
  it('names are 1 to 100 characters, counted as people count them, trimmed', () => {
    expect(accountNameSchema.parse('  José  ')).toBe('José')
    expect(accountNameSchema.safeParse('a'.repeat(100)).success).toBe(true)
    expect(accountNameSchema.safeParse('é'.repeat(100)).success).toBe(true)
    // 100 characters outside the basic plane are 200 UTF-16 units, still 100 characters.
    expect(accountNameSchema.safeParse('𝔄'.repeat(100)).success).toBe(true)
    expect(accountNameSchema.safeParse('a'.repeat(101)).error?.issues[0]?.message).toBe('too-long')
    expect(accountNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('required')
  })

  it('refuses control characters anywhere, but not letters of any script', () => {
    for (const bad of [
      'Ann\u0000a',
      'Ann\na',
      'Ann\ta',
      'Ann\u001b[31m',
      'Ann\u0085a',
      'Ann\u202ea',
      'A\u2028B',
      'A\ud800B',
    ])
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true)
    for (const good of ["O'Brien-Smith", 'Ærøskøbing', 'Łódź', 'Zoë', '東京', 'Straße 12, 3. OG'])
      expect(hasControlCharacter(good), good).toBe(false)
    const update = portalUpdateRequestSchema.safeParse({ firstName: 'Ann\u0007a', details: { city: 'Del\u0000ft' } })
    expect(update.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'control-character'],
      ['details.city', 'control-character'],
    ])
  })

  it('birth dates are real days between 1900 and today', () => {
    const birth = (birthDate: unknown) => accountDetailsUpdateSchema.safeParse({ birthDate }).success
    expect(birth('1985-04-12')).toBe(true)
    expect(birth(null)).toBe(true)
    for (const bad of ['1985-02-30', '1899-12-31', '2999-01-01', '12-04-1985', '1985-4-12', ''])
      expect(birth(bad), bad).toBe(false)
  })
})

// ------------------------------------------------------------------------------------- over HTTP

let clock = new Date('2026-11-21T10:00:00Z')
const served = serveTestApi({ seedScale: 0.05, now: () => clock })
const emma = DEMO_CUSTOMERS.find((customer) => customer.email === 'emma.walker@example.com')!

async function call(method: string, path: string, body?: unknown, options: { token?: string; brand?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const base = options.brand ? served.base().replace(/\/default$/, `/${options.brand}`) : served.base()
  const response = await fetch(`${base}/couk/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, any>) : null }
}

async function signIn(email: string, password = DEMO_PASSWORD, brand?: string): Promise<string> {
  const answer = await call('POST', 'customer-portal/authenticate', { email, password }, { brand })
  expect(answer.status).toBe(200)
  return answer.json!.token as string
}

/** A new account with a password, in the default brand. */
async function newCustomer(email: string): Promise<string> {
  expect((await call('POST', 'customer-portal', { firstName: 'Robin', lastName: 'Camper', email })).status).toBe(201)
  const mail = served
    .api()
    .database.sqlite.prepare('SELECT link FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .get(email) as { link: string }
  const token = new URL(mail.link).searchParams.get('token')!
  const password = 'a tent under the pines'
  const reset = await fetch(`${served.base()}/couk/customer-portal/reset/password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ token, password, confirmed_password: password }),
  })
  expect(reset.status).toBe(200)
  return signIn(email, password)
}

describe('PUT customer-portal: a partial update', () => {
  it('merges each section into the account: saving one never wipes another', async () => {
    const token = await newCustomer('merge@example.com')
    const put = (body: unknown) => call('PUT', 'customer-portal', body, { token })

    expect((await put({ details: { country: 'NL' } })).status).toBe(200)
    expect(
      (await put({ details: { street: 'Prinsengracht 263', postalCode: '1016gv', city: 'Amsterdam' } })).status,
    ).toBe(200)
    expect((await put({ details: { phonePrefix: '+31', phone: '6  12 34 56 78' } })).status).toBe(200)
    const personal = await put({ firstName: 'Anne', lastName: 'de Wit', details: { birthDate: '1985-04-12' } })
    expect(personal.status).toBe(200)
    const expected = {
      firstName: 'Anne',
      lastName: 'de Wit',
      details: {
        country: 'NL',
        street: 'Prinsengracht 263',
        // Stored as postcodes are written: upper-case, one space.
        postalCode: '1016 GV',
        city: 'Amsterdam',
        phonePrefix: '+31',
        phone: '6 12 34 56 78',
        birthDate: '1985-04-12',
      },
      actorKind: 'customer',
      agentName: null,
    }
    expect(portalUserResponseSchema.parse(personal.json).data).toMatchObject(expected)
    expect((await call('GET', 'customer-portal/user', undefined, { token })).json!.data).toEqual(personal.json!.data)

    // The name alone keeps the details; null removes the birth date and nothing else.
    const renamed = await put({ firstName: 'Annie', details: { birthDate: null } })
    expect(renamed.json!.data).toMatchObject({ firstName: 'Annie', lastName: 'de Wit' })
    expect(renamed.json!.data.details).toEqual({ ...expected.details, birthDate: undefined })
    expect(renamed.json!.data.details).not.toHaveProperty('birthDate')
  })

  it('refuses what the forms refuse: a postcode not of the stored country, unknown keys, control characters', async () => {
    const token = await newCustomer('refused@example.com')
    const put = (body: unknown) => call('PUT', 'customer-portal', body, { token })
    expect((await put({ details: { country: 'DE' } })).status).toBe(200)

    // The stored country decides when the update gives none.
    const dutch = await put({ details: { street: 'Hauptstraße 1', postalCode: '1234 AB', city: 'Köln' } })
    expect(dutch.status).toBe(400)
    expect(dutch.json!.error.code).toBe('postcode_not_of_country')
    expect((await put({ details: { street: 'Hauptstraße 1', postalCode: '50667', city: 'Köln' } })).status).toBe(200)

    for (const [body, code] of [
      [{ details: { country: 'US' } }, 'country_not_offered'],
      [{ details: { phonePrefix: '+1', phone: '2025550123' } }, 'phone_prefix_not_offered'],
      [{ details: { city: 'Köln\u0000' } }, 'validation_error'],
      [{ firstName: 'x'.repeat(101) }, 'validation_error'],
      [{ firstName: '' }, 'validation_error'],
      [{ details: { postalCode: '50667', extra: 'x' } }, 'validation_error'],
      [{ email: 'other@example.com' }, 'validation_error'],
      [{ details: { phonePrefix: '+49', phone: '030-1234' } }, 'validation_error'],
    ] as const) {
      const answer = await put(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json!.error.code, JSON.stringify(body)).toBe(code)
    }
    // Nothing of the refused updates was stored.
    expect((await call('GET', 'customer-portal/user', undefined, { token })).json!.data).toMatchObject({
      firstName: 'Robin',
      details: { country: 'DE', street: 'Hauptstraße 1', postalCode: '50667', city: 'Köln' },
    })
  })

  it('refuses a booking-reference sign-in (403 booking_sign_in) and changes nothing', async () => {
    const booking = await call('POST', 'customer-portal/authenticate-booking', {
      email: emma.email,
      bookingRef: emma.bookings[0],
    })
    const answer = await call('PUT', 'customer-portal', { lastName: 'Changed' }, { token: booking.json!.token })
    expect(answer.status).toBe(403)
    expect(answer.json!.error.code).toBe('booking_sign_in')
  })
})

describe('agents (decision 027)', () => {
  const agent = DEMO_AGENTS.find((each) => each.brand === 'default')!

  it('sign in with e-mail and password on the status and password steps, and read their customer as an agent', async () => {
    expect((await call('POST', 'customer-portal/status', { email: agent.email })).status).toBe(204)
    expect(
      (await call('POST', 'customer-portal/authenticate', { email: agent.email, password: 'not the password' })).status,
    ).toBe(401)
    const token = await signIn(agent.email)
    const user = await call('GET', 'customer-portal/user', undefined, { token })
    expect(user.status).toBe(200)
    expect(user.json!.data).toMatchObject({
      email: agent.customerEmail,
      firstName: 'Emma',
      actorKind: 'agent',
      agentName: agent.name,
    })
    // The customer's bookings, as the customer sees them.
    const bookings = await call('GET', 'customer-portal/bookings', undefined, { token })
    expect(bookings.status).toBe(200)
    expect(bookings.json!.data.bookings.map((b: { ref: string }) => b.ref).sort()).toEqual([...emma.bookings].sort())
  })

  it('change nothing: every write with an agent token is 403 agent_read_only, before the body is even read', async () => {
    const token = await signIn(agent.email)
    const before = (await call('GET', 'customer-portal/user', undefined, { token })).json!.data
    for (const body of [{ lastName: 'Changed by agent' }, { details: { city: 'York' } }, { nonsense: true }]) {
      const answer = await call('PUT', 'customer-portal', body, { token })
      expect(answer.status).toBe(403)
      expect(answer.json!.error.code).toBe(AGENT_READ_ONLY)
    }
    expect((await call('GET', 'customer-portal/user', undefined, { token })).json!.data).toEqual(before)
    // The customer's own sign-in still writes.
    const own = await signIn(emma.email)
    expect((await call('PUT', 'customer-portal', { details: { city: 'York' } }, { token: own })).status).toBe(200)
    // Signing out ends the agent's token like any other.
    expect((await call('POST', 'customer-portal/logout', undefined, { token })).status).toBe(204)
    expect((await call('GET', 'customer-portal/user', undefined, { token })).status).toBe(401)
  })

  it('refuseReadOnlyHolder: the one check for the write endpoints', () => {
    expect(() => refuseReadOnlyHolder({ actorKind: 'customer' })).not.toThrow()
    let thrown: unknown
    try {
      refuseReadOnlyHolder({ actorKind: 'agent' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ApiError)
    expect(thrown).toMatchObject({ status: 403, code: AGENT_READ_ONLY })
  })

  it('one per brand, each bound to a customer of its own brand; their addresses cannot sign up as customers', async () => {
    expect(new Set(DEMO_AGENTS.map((each) => each.brand)).size).toBe(5)
    const friferie = DEMO_AGENTS.find((each) => each.brand === 'friferie')!
    const token = await signIn(friferie.email, DEMO_PASSWORD, 'friferie')
    const user = await call('GET', 'customer-portal/user', undefined, { token, brand: 'friferie' })
    expect(user.json!.data).toMatchObject({ email: friferie.customerEmail, actorKind: 'agent', hasPassword: true })
    // Another brand does not know the agent, nor take its token.
    expect((await call('POST', 'customer-portal/status', { email: friferie.email })).status).toBe(404)
    expect((await call('GET', 'customer-portal/user', undefined, { token })).status).toBe(401)
    const signUp = await call(
      'POST',
      'customer-portal',
      { firstName: 'Not', lastName: 'Staff', email: friferie.email },
      { brand: 'friferie' },
    )
    expect(signUp.status).toBe(409)
  })

  it('an agent moved to another customer loses the old sessions', async () => {
    const token = await signIn(agent.email)
    const { sqlite } = served.api().database
    const camille = sqlite.prepare('SELECT id FROM customers WHERE email = ?').get('camille.martin@example.com') as {
      id: number
    }
    const before = sqlite.prepare('SELECT customer_id FROM agents WHERE email = ?').get(agent.email) as {
      customer_id: number
    }
    sqlite.prepare('UPDATE agents SET customer_id = ? WHERE email = ?').run(camille.id, agent.email)
    try {
      expect((await call('GET', 'customer-portal/user', undefined, { token })).status).toBe(401)
      clock = new Date(clock.getTime() + 1000)
      const moved = await signIn(agent.email)
      expect((await call('GET', 'customer-portal/user', undefined, { token: moved })).json!.data.email).toBe(
        'camille.martin@example.com',
      )
    } finally {
      sqlite.prepare('UPDATE agents SET customer_id = ? WHERE email = ?').run(before.customer_id, agent.email)
    }
  })
})
