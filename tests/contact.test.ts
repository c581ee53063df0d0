/**
 * The contact page (issue 17, item 9): its address and phone, a form that works without
 * JavaScript and writes the message to the outbox, and a limit on posts per client address.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { CONTACT_LIMIT, resetFormLimits } from '~/lib/form-limits.server'
import { loadCataloguePage } from '~/routes/catalogue.server'
import { contactAction } from '~/routes/contact.server'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi()
const contextFor = (host: string) => loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })

const post = async (host: string, splat: string, fields: Record<string, string>) => {
  const context = await contextFor(host)
  const request = new Request(`http://${host}/${splat}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  return contactAction({ request, context, params: { '*': splat } })
}

describe('contact page', () => {
  it("gives the market's address and phone beside the form, at the language's slug", async () => {
    for (const [host, splat] of [
      ['de-at.localhost', 'kontakt'],
      ['it.localhost', 'contatti'],
      ['ie.localhost', 'contact'],
      ['nl-be.luxcamp.localhost', 'contact'],
    ] as const) {
      const page = await loadCataloguePage(await contextFor(host), splat)
      if (page.kind !== 'taggedPage') throw new Error(`${host}: expected a tagged page`)
      expect(page.contact?.address.length, host).toBeGreaterThan(2)
      expect(page.contact?.phone, host).toMatch(/^\+\d/)
    }
    const austrian = await loadCataloguePage(await contextFor('de-at.localhost'), 'kontakt')
    expect(austrian.kind === 'taggedPage' ? austrian.contact?.address.join(' ') : '').toContain('Wien')
    // Other tagged pages have no form.
    const faq = await loadCataloguePage(await contextFor('ie.localhost'), 'faq')
    expect(faq.kind === 'taggedPage' && faq.contact).toBeFalsy()
  })

  it("writes a valid message to the outbox and redirects back with a toast; errors come back as the form's reply", async () => {
    const sqlite = embedded.api().database.sqlite
    const before = (
      sqlite.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'contact-message'").get() as { n: number }
    ).n
    const invalid = await post('de-at.localhost', 'kontakt', { name: '', email: 'not-an-address', message: '' })
    expect(invalid).not.toBeInstanceOf(Response)
    const reply = invalid as unknown as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number }
    }
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({
      name: ['contact.errors.required'],
      email: ['contact.errors.email'],
      message: ['contact.errors.required'],
    })

    const sent = (await post('de-at.localhost', 'kontakt', {
      name: 'Lena Huber',
      email: 'lena@example.com',
      bookingRef: 'K7QM-4PXD',
      message: 'Dürfen wir früher anreisen?',
    })) as Response
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe('/kontakt')
    const mail = sqlite
      .prepare("SELECT * FROM outbox WHERE kind = 'contact-message' ORDER BY id DESC LIMIT 1")
      .get() as { recipient: string; api_locale: string; body: string; subject: string; link: string }
    expect(mail).toMatchObject({
      recipient: 'service@at.camping.example',
      api_locale: 'at',
      link: 'mailto:lena@example.com',
    })
    expect(mail.body).toContain('Dürfen wir früher anreisen?')
    expect(mail.body).toContain('K7QM-4PXD')
    // A robot that fills the honeypot is told the same and nothing is sent.
    const robot = (await post('de-at.localhost', 'kontakt', {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'buy',
      website: 'http://spam',
    })) as Response
    expect(robot.status).toBe(302)
    expect(
      (sqlite.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'contact-message'").get() as { n: number }).n,
    ).toBe(before + 1)
  })

  it('is a 404 to post to any other page', async () => {
    expect(
      await thrownStatus(post('de-at.localhost', 'faq', { name: 'x', email: 'x@example.com', message: 'x' }) as never),
    ).toBe(404)
    expect(
      await thrownStatus(
        post('uk.localhost', 'camping/france', { name: 'x', email: 'x@example.com', message: 'x' }) as never,
      ),
    ).toBe(404)
  })
})

describe('contact post limit', () => {
  beforeEach(resetFormLimits)

  it('allows a few contact posts a minute per client address, however the route is reached (issue 16)', async () => {
    expect(CONTACT_LIMIT).toEqual({ limit: 5, windowMs: 60_000 })
    const message = { name: 'Lena Huber', email: 'lena@example.com', message: 'Hallo' }
    // Taken in the action: whichever URL reached it (`/kontakt`, `/kontakt.data`, `/info/kontakt`).
    for (let i = 0; i < CONTACT_LIMIT.limit; i++)
      expect(((await post('de-at.localhost', 'kontakt', message)) as Response).status).toBe(302)
    const over = (await post('de-at.localhost', 'kontakt', message)) as unknown as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number; headers: Record<string, string> }
    }
    expect(over.init.status).toBe(429)
    expect(over.data.result.error['']).toEqual(['contact.errors.too-many'])
    expect(Number(over.init.headers['Retry-After'])).toBeGreaterThan(0)
  })
})
