/**
 * The personal-details page's action (issue 19) against the embedded API over HTTP, as the site
 * runs it: each section's form saves that section alone (post/redirect/get with SPEC's
 * profile-edit toast and the analytics event), a refused post comes back as action data with what
 * was typed and the field's error, the API's own refusals land on the field too, and agents and
 * booking-reference sign-ins change nothing. The action never asks for the user: the layout does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translatorFor } from '~/lib/i18n.server'
import { twentyFor } from '~/lib/twenty.server'
import { action } from '~/routes/profile-details'
import { href } from '../market-config/routes'
import { DEMO_PASSWORD } from '../twenty/seed-accounts'
import { DEMO_AGENTS } from '../twenty/seed-agents'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi()
const HOST = 'nl-be.localhost'
const DETAILS = href({ language: 'nl' }, 'profileDetails')

afterEach(() => vi.restoreAllMocks())

/** A new customer of the default brand with a password, signed in: their token. */
async function newCustomer(email: string): Promise<string> {
  const context = await loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl() })
  const api = twentyFor(context)
  await api.signUp({ firstName: 'Robin', lastName: 'Kampeer', email })
  const mail = embedded
    .api()
    .database.sqlite.prepare('SELECT link FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .get(email) as { link: string }
  const token = new URL(mail.link).searchParams.get('token')!
  const password = 'een tent onder de dennen'
  await twentyFor(context, token).resetPassword({ token, password, confirmed_password: password })
  return api.authenticate({ email, password })
}

/** Posts one section's form as the signed-in visitor; what the action answered, and what the next page gets. */
async function post(token: string, entries: Record<string, string>, loginType: 'email' | 'booking_id' = 'email') {
  const context = await loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl() })
  context.session.signIn(token, loginType)
  const request = new Request(`http://${HOST}${DETAILS}`, { method: 'POST', body: new URLSearchParams(entries) })
  const userCalls: string[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (/\/customer-portal\/user(\?|$)/.test(url)) userCalls.push(url)
    return realFetch(input, init)
  })
  const outcome = await action({ request, context, params: {} })
  vi.restoreAllMocks()
  const cookie = (await context.session.commit()).map((each) => each.split(';')[0]).join('; ')
  const next = await loadContextFor(HOST, { cookie })
  const flashed = { toast: next.session.takeToast(), event: next.session.takeEvent(), userCalls }
  // A redirect (a Response), or data with its status (DataWithResponseInit).
  if (!('data' in outcome))
    return { status: outcome.status, location: outcome.headers.get('Location'), reply: null, ...flashed }
  return { status: outcome.init?.status, location: null, reply: outcome.data, ...flashed }
}

async function storedUser(token: string) {
  return twentyFor(await loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl() }), token).currentUser()
}

describe('personal details: each section saves alone', () => {
  it('saves personal, country, address and phone one by one; each keeps the others, redirects with the toast and the event', async () => {
    const token = await newCustomer('secties@example.com')
    const sections: Record<string, string>[] = [
      { intent: 'personal', firstName: ' Anne ', lastName: 'de Wit', birthDate: '1985-04-12' },
      { intent: 'country', country: 'BE' },
      { intent: 'address', country: 'BE', street: 'Rue Neuve 1', postalCode: '1000', city: 'Brussel' },
      { intent: 'phone', phonePrefix: '+32', phone: '470 12 34 56' },
    ]
    for (const entries of sections) {
      const answer = await post(token, entries)
      expect(answer.status, entries.intent).toBe(302)
      expect(answer.location).toBe(`${DETAILS}#${entries.intent ?? ''}`)
      expect(answer.toast).toMatchObject({ kind: 'success', messageKey: 'edit-user-profile-success' })
      expect(answer.event).toMatchObject({ name: 'customer_portal_change_account_details_complete' })
      // The portal layout loads the user once on the page the redirect leads to; the action never does.
      expect(answer.userCalls).toEqual([])
    }
    expect(await storedUser(token)).toMatchObject({
      firstName: 'Anne',
      lastName: 'de Wit',
      details: {
        birthDate: '1985-04-12',
        country: 'BE',
        street: 'Rue Neuve 1',
        postalCode: '1000',
        city: 'Brussel',
        phonePrefix: '+32',
        phone: '470 12 34 56',
      },
    })

    // An empty birth date removes it, and only it.
    expect(
      (await post(token, { intent: 'personal', firstName: 'Anne', lastName: 'de Wit', birthDate: '' })).status,
    ).toBe(302)
    const after = await storedUser(token)
    expect(after.details).not.toHaveProperty('birthDate')
    expect(after.details).toMatchObject({ country: 'BE', postalCode: '1000', phone: '470 12 34 56' })
  })
})

describe('personal details: refused posts keep what was typed', () => {
  it('an invalid postcode for the country is a field error; what was typed comes back; nothing is saved', async () => {
    const token = await newCustomer('postcode@example.com')
    await post(token, { intent: 'country', country: 'BE' })
    const typed = { intent: 'address', country: 'BE', street: 'Kerkstraat 12', postalCode: '1234 AB', city: 'Gent' }
    const answer = await post(token, typed)
    expect(answer.status).toBe(400)
    expect(answer.reply?.intent).toBe('address')
    expect(answer.reply?.result.error).toEqual({ postalCode: ['postcode'] })
    expect(answer.reply?.result.initialValue).toMatchObject({
      street: 'Kerkstraat 12',
      postalCode: '1234 AB',
      city: 'Gent',
    })
    expect(answer.toast).toBeNull()
    expect(answer.event).toBeNull()
    expect((await storedUser(token)).details).not.toHaveProperty('street')
  })

  it("the API's own check lands on the field too: a postcode posted without the stored country", async () => {
    const token = await newCustomer('api-check@example.com')
    await post(token, { intent: 'country', country: 'DE' })
    // Without the hidden country the form takes any plausible postcode; the API checks the stored one.
    const answer = await post(token, {
      intent: 'address',
      street: 'Hauptstraße 1',
      postalCode: '1234 AB',
      city: 'Köln',
    })
    expect(answer.status).toBe(400)
    expect(answer.reply?.result.error).toEqual({ postalCode: ['postcode'] })
    expect(answer.reply?.result.initialValue).toMatchObject({ postalCode: '1234 AB' })
    expect(answer.reply?.toast).toMatchObject({ messageKey: 'edit-user-profile-error' })
    expect((await storedUser(token)).details).toEqual({ country: 'DE' })
  })

  it('names, phone numbers and control characters follow the contract rules', async () => {
    const token = await newCustomer('rules@example.com')
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ intent: 'personal', firstName: 'x'.repeat(101), lastName: 'Wit' }, { firstName: ['too-long'] }],
      [
        { intent: 'personal', firstName: 'An\u0007na', lastName: '' },
        { firstName: ['control-character'], lastName: ['required'] },
      ],
      [
        { intent: 'personal', firstName: 'Anna', lastName: 'Wit', birthDate: '2999-01-01' },
        { birthDate: ['birth-date'] },
      ],
      [{ intent: 'phone', phonePrefix: '+32', phone: '0470-12-34' }, { phone: ['phone'] }],
      [{ intent: 'phone', phonePrefix: '0032', phone: '470123456' }, { phonePrefix: ['phone-prefix'] }],
      [{ intent: 'country', country: 'Belgium' }, { country: ['country'] }],
      // Every problem at once: the postcode's check runs beside another field's error, and once per field.
      [
        { intent: 'address', street: 'Straat 1', postalCode: '!!', city: '' },
        { city: ['required'], postalCode: ['postcode'] },
      ],
      [{ intent: 'address', street: 'Straat 1', postalCode: '', city: 'Gent' }, { postalCode: ['required'] }],
      [{ intent: 'phone', phonePrefix: '+32', phone: '1'.repeat(15) }, { phone: ['phone'] }],
      [{ intent: 'address', street: 'Straat\n1', postalCode: '1000', city: 'Gent' }, { street: ['control-character'] }],
    ]
    for (const [entries, errors] of cases) {
      const answer = await post(token, entries)
      expect(answer.status, JSON.stringify(entries)).toBe(400)
      expect(answer.reply?.result.error, JSON.stringify(entries)).toEqual(errors)
    }
    expect(await storedUser(token)).toMatchObject({ firstName: 'Robin', lastName: 'Kampeer', details: {} })
  })

  it('an unknown intent is a bad request', async () => {
    const token = await newCustomer('intent@example.com')
    await expect(post(token, { intent: 'password', firstName: 'X' })).rejects.toMatchObject({ status: 400 })
  })
})

describe('personal details: read-only sign-ins change nothing', () => {
  it("an agent's post is refused with the reason (API 403 agent_read_only)", async () => {
    const agent = DEMO_AGENTS.find((each) => each.brand === 'default')!
    const context = await loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl() })
    const token = await twentyFor(context).authenticate({ email: agent.email, password: DEMO_PASSWORD })
    const before = await storedUser(token)
    const answer = await post(token, { intent: 'phone', phonePrefix: '+44', phone: '20 7946 0958' })
    expect(answer.status).toBe(403)
    expect(answer.reply?.result.error).toEqual({ '': ['read-only.agent-refused'] })
    expect(answer.reply?.toast).toMatchObject({ messageKey: 'edit-user-profile-error' })
    expect(answer.event).toBeNull()
    expect(await storedUser(token)).toEqual(before)
  })

  it('a booking-reference sign-in is refused with the reason (API 403 booking_sign_in)', async () => {
    const context = await loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl() })
    const token = await twentyFor(context).authenticateBooking({
      email: 'emma.walker@example.com',
      bookingRef: 'CS-240001',
    })
    const answer = await post(token, { intent: 'country', country: 'GB' }, 'booking_id')
    expect(answer.status).toBe(403)
    expect(answer.reply?.result.error).toEqual({ '': ['read-only.booking-refused'] })
  })
})

describe('personal details in Swiss German', () => {
  it('writes "ss" where German writes "ß" (derived from de, decision 002)', () => {
    expect(translatorFor('de', 'account')('fields.street')).toBe('Straße und Hausnummer')
    expect(translatorFor('de-CH', 'account')('fields.street')).toBe('Strasse und Hausnummer')
  })
})
