/**
 * A payment from the storefront's side (issue 20), its pages' loaders and actions and the
 * providers' return routes against the embedded API and its sandbox providers over HTTP: the
 * first rate by Bambora (the window's page without JavaScript, then its accept return), the rest
 * by Saferpay (its page, then the success return, which asserts), the voucher once paid in full;
 * a declined card leaves the booking as it was with the declined message; a provider that cannot
 * be reached is `toast-messages.payment-fail`; a forged Bambora return is refused.
 */
import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { paymentPlan } from '~/lib/payment'
import { twentyFor } from '~/lib/twenty.server'
import { action as paymentAction } from '~/routes/booking-payment'
import { action as optionsAction, loader as optionsLoader } from '~/routes/booking-payment-options'
import { loader as voucherLoader } from '~/routes/booking-voucher'
import { loader as bamboraLoader } from '~/routes/payment-bambora'
import { action as saferpayAction, loader as saferpayLoader } from '~/routes/payment-saferpay'
import { serveTestApi } from '../twenty/test-server'
import { loadContextFor } from './support/context'

const served = serveTestApi({ seedScale: 0.05, payments: { sandboxRetryDelaysMs: [] } })
const unreachable = serveTestApi({
  seedScale: 0.05,
  payments: { bambora: { apiUrl: 'http://127.0.0.1:9/payment-sandbox/bambora' }, timeoutMs: 2000 },
})

const HOST = 'de-at.localhost'
const APPROVED = '4000 0000 0000 0002'
const DECLINED = '4000 0000 0000 0010'

async function jonas(api = served): Promise<AppLoadContext> {
  const context = await loadContextFor(HOST, { twentyBaseUrl: `${api.origin()}/api/twenty` })
  const token = await twentyFor(context).authenticate({
    email: 'jonas.gruber@example.com',
    password: 'summer-by-the-lake',
  })
  context.session.signIn(token, 'email')
  return context
}
const idOf = (api: typeof served, ref: string) =>
  (api.api().database.sqlite.prepare('SELECT id FROM bookings WHERE ref = ?').get(ref) as { id: number }).id
const booking = (context: AppLoadContext, id: number) => twentyFor(context, context.session.token).customerBooking(id)

function form(entries: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}
const post = (path: string, entries: Record<string, string>) =>
  new Request(`http://${HOST}${path}`, { method: 'POST', body: form(entries) })

/** What a loader or action answered: its status, where it leads, its data. */
async function answer(run: () => unknown) {
  try {
    const result = (await run()) as Response | { data: Record<string, unknown>; init?: { status?: number } | null }
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('Location'), data: null, response: result }
    return { status: result.init?.status ?? 200, location: null, data: result.data, response: null }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location'), data: null, response: thrown }
    throw thrown
  }
}

/** A page of the sandbox (on the storefront's host in its links) reached on the test server. */
const onServer = (url: string) => {
  const parsed = new URL(url)
  return `${served.origin()}${parsed.pathname}${parsed.search}`
}

/** Pays on a sandbox page: the card form posted, and where the provider then sends the browser. */
async function payOnPage(pageUrl: string, card: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${onServer(pageUrl)}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardnumber: card, expiry: '12/39', cvc: '123', name: 'Jonas Gruber' }).toString(),
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('Location') }
}

/** The amount chosen on the payment page, then the options listed and the start posted without JavaScript. */
async function start(context: AppLoadContext, id: number, choice: Record<string, string>, provider: string) {
  const base = `/profil/meine-buchungen/${id}/zahlung`
  const params = { bookingId: String(id) }
  const chosen = await answer(() => paymentAction({ request: post(base, choice), params, context }))
  expect(chosen).toMatchObject({ status: 302, location: `${base}/optionen` })
  const options = await answer(() =>
    optionsLoader({ request: new Request(`http://${HOST}${base}/optionen`), params, context }),
  )
  expect(options.status).toBe(200)
  const started = await answer(() =>
    optionsAction({
      request: post(`${base}/optionen`, { provider, redirectUrl: `/profil/meine-buchungen/${id}` }),
      params,
      context,
    }),
  )
  return { options: options.data as Record<string, unknown>, started }
}

describe('paying a booking with two pending rates: the first by Bambora, the rest by Saferpay', () => {
  it('settles each payment from the provider’s return, then the voucher downloads', async () => {
    const context = await jonas()
    const id = idOf(served, 'AT-260101')
    const detail = `/profil/meine-buchungen/${id}`
    const before = paymentPlan(await booking(context, id))
    expect(before.pending).toHaveLength(2)
    const first = before.pending[0]!

    // Payment 1 by Bambora: the providers with their fees and totals, Bambora's card first and chosen.
    const bambora = await start(context, id, { choice: `rate-${first.index}` }, 'bambora:card')
    expect(bambora.options).toMatchObject({
      choice: { kind: 'rate', rate: first.index, amount: first.due },
      selected: 'bambora:card',
      options: [
        { value: 'bambora:card', fee: 0, total: first.due, available: true },
        { value: 'saferpay:card', available: true },
        { value: 'gift_voucher:gift_voucher', available: false },
      ],
    })
    // Without JavaScript the browser goes to the payment window; the start's event waits for the next page.
    expect(bambora.started.status).toBe(302)
    const windowUrl = bambora.started.location!
    expect(windowUrl).toMatch(new RegExp(`^http://${HOST}/payment-sandbox/bambora/window/`))
    expect(context.session.takeEvent()).toMatchObject({
      name: 'customer_portal_payment_start',
      bookingId: String(id),
    })

    const paid = await payOnPage(windowUrl, APPROVED)
    expect(paid.status).toBe(303)
    const accept = new URL(paid.location!)
    expect(accept.pathname).toBe('/payment/bambora/accept')
    expect(accept.searchParams.get('redirectUrl')).toBe(detail)
    expect(accept.searchParams.get('bookingId')).toBe(String(id))
    expect(accept.searchParams.get('apiLocale')).toBe('at')
    expect(accept.searchParams.get('orderIdHash')).toMatch(/^[A-Za-z0-9_-]{32}$/)

    const returned = await answer(() =>
      bamboraLoader({ request: new Request(accept.href), params: { step: 'accept' }, context }),
    )
    expect(returned).toMatchObject({ status: 302, location: detail })
    expect(context.session.takeToast()).toMatchObject({ kind: 'success', messageKey: 'toast-messages.payment-success' })
    const afterFirst = await booking(context, id)
    expect(afterFirst.paymentStatus).toBe('PARTIALLY_PAID')
    expect(afterFirst.paymentRates.find((rate) => rate.index === first.index)?.status).toBe('paid')
    expect(afterFirst.payments).toMatchObject([{ provider: 'bambora', amount: first.due, status: 'settled' }])
    // The accept return again (a reload): settled once, the same success.
    const reload = await answer(() =>
      bamboraLoader({ request: new Request(accept.href), params: { step: 'accept' }, context }),
    )
    expect(reload).toMatchObject({ status: 302, location: detail })
    expect((await booking(context, id)).paid).toBe(afterFirst.paid)

    // Before it is paid in full the voucher is not there: back to the booking, which says so.
    const early = await answer(() =>
      voucherLoader({ request: new Request(`http://${HOST}/`), params: { bookingId: String(id) }, context }),
    )
    expect(early).toMatchObject({ status: 302, location: detail })

    // The rest by Saferpay: its page, then the success return, which asks Saferpay (Assert).
    const rest = paymentPlan(afterFirst)
    const saferpay = await start(context, id, { choice: 'full' }, 'saferpay:card')
    expect(saferpay.options).toMatchObject({ choice: { kind: 'full', amount: rest.outstanding } })
    expect(saferpay.started.status).toBe(302)
    const pageUrl = saferpay.started.location!
    expect(pageUrl).toMatch(new RegExp(`^http://${HOST}/payment-sandbox/saferpay/page/`))
    const back = await payOnPage(pageUrl, APPROVED)
    expect(back.status).toBe(303)
    const success = new URL(back.location!)
    expect(success.pathname).toBe('/payment/saferpay/success')
    expect(Object.fromEntries(success.searchParams)).toMatchObject({
      apiLocale: 'at',
      redirectUrl: detail,
      bookingId: String(id),
      fees: '0',
    })
    const settled = await answer(() =>
      saferpayLoader({ request: new Request(success.href), params: { step: 'success' }, context }),
    )
    expect(settled).toMatchObject({ status: 302, location: detail })
    expect(context.session.takeToast()).toMatchObject({ messageKey: 'toast-messages.payment-success' })
    const done = await booking(context, id)
    expect(done.paymentStatus).toBe('PAYMENT_OK')
    expect(done.payments.map((payment) => payment.provider)).toEqual(['saferpay', 'bambora'])
    // Saferpay's notification, late: the same order, nothing more (a server's call: no session).
    const server = await loadContextFor(HOST, { twentyBaseUrl: `${served.origin()}/api/twenty` })
    const notified = await answer(() =>
      saferpayAction({
        request: new Request(
          `http://${HOST}/payment/saferpay/notify?orderIdHash=${success.searchParams.get('orderIdHash')}`,
          {
            method: 'POST',
            body: '',
          },
        ),
        params: { step: 'notify' },
        context: server,
      }),
    )
    expect(notified.status).toBe(200)
    expect((await booking(context, id)).paid).toBe(done.paid)

    // Paid in full: the travel voucher, a PDF attachment, for its owner.
    const voucher = await answer(() =>
      voucherLoader({ request: new Request(`http://${HOST}/`), params: { bookingId: String(id) }, context }),
    )
    expect(voucher.status).toBe(200)
    expect(voucher.response!.headers.get('Content-Type')).toBe('application/pdf')
    expect(voucher.response!.headers.get('Content-Disposition')).toBe(
      'attachment; filename="travel-voucher-AT-260101.pdf"',
    )
    expect(
      Buffer.from(await voucher.response!.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // Nothing to pay any more: the options send back to the payment page, which says so.
    const nothing = await answer(() =>
      optionsLoader({ request: new Request(`http://${HOST}/`), params: { bookingId: String(id) }, context }),
    )
    expect(nothing).toMatchObject({ status: 302, location: `${detail}/zahlung` })
  })
})

describe('when a payment does not go through', () => {
  it('a declined card on Saferpay leaves the booking as it was, with the declined message', async () => {
    const context = await jonas()
    const id = idOf(served, 'AT-260102')
    const before = await booking(context, id)
    const { started } = await start(context, id, { choice: 'full' }, 'saferpay:card')
    const back = await payOnPage(started.location!, DECLINED)
    expect(back.status).toBe(303)
    const fail = new URL(back.location!)
    expect(fail.pathname).toBe('/payment/saferpay/fail')
    const returned = await answer(() =>
      saferpayLoader({ request: new Request(fail.href), params: { step: 'fail' }, context }),
    )
    expect(returned).toMatchObject({ status: 302, location: `/profil/meine-buchungen/${id}` })
    expect(context.session.takeToast()).toMatchObject({ kind: 'error', messageKey: 'toast-messages.payment-declined' })
    const after = await booking(context, id)
    expect([after.paid, after.paymentStatus, after.payments]).toEqual([before.paid, before.paymentStatus, []])
  })

  it('a declined card in Bambora’s window stays there with the reason; nothing is settled', async () => {
    const context = await jonas()
    const id = idOf(served, 'AT-260106')
    const before = await booking(context, id)
    const { started } = await start(context, id, { choice: 'full' }, 'bambora:card')
    const declined = await payOnPage(started.location!, DECLINED)
    expect(declined).toMatchObject({ status: 402, location: null })
    expect((await booking(context, id)).paid).toBe(before.paid)
  })

  it('a forged Bambora return (a changed amount) is refused: the failure message, nothing settled', async () => {
    const context = await jonas()
    const id = idOf(served, 'AT-260106')
    const before = await booking(context, id)
    const query = new URLSearchParams({
      apiLocale: 'at',
      redirectUrl: `/profil/meine-buchungen/${id}`,
      bookingId: String(id),
      orderIdHash: 'A'.repeat(32),
      txnid: '1',
      orderid: 'A'.repeat(32),
      amount: '100',
      currency: 'EUR',
      hash: '0'.repeat(32),
    })
    const returned = await answer(() =>
      bamboraLoader({
        request: new Request(`http://${HOST}/payment/bambora/accept?${query}`),
        params: { step: 'accept' },
        context,
      }),
    )
    expect(returned).toMatchObject({ status: 302, location: `/profil/meine-buchungen/${id}` })
    expect(context.session.takeToast()).toMatchObject({ kind: 'error', messageKey: 'toast-messages.payment-refused' })
    // Bambora's server calling the callback with it: 400, so it is not taken for delivered.
    const server = await loadContextFor(HOST, { twentyBaseUrl: `${served.origin()}/api/twenty` })
    const callback = await answer(() =>
      bamboraLoader({
        request: new Request(`http://${HOST}/payment/bambora/callback?${query}`),
        params: { step: 'callback' },
        context: server,
      }),
    )
    expect(callback.status).toBe(400)
    expect((await booking(context, id)).paid).toBe(before.paid)
  })

  it('a provider that cannot be reached: back to the options with toast-messages.payment-fail (SPEC section 8)', async () => {
    const context = await jonas(unreachable)
    const id = idOf(unreachable, 'AT-260101')
    const { started } = await start(context, id, { choice: 'full' }, 'bambora:card')
    expect(started).toMatchObject({ status: 302, location: `/profil/meine-buchungen/${id}/zahlung/optionen` })
    expect(context.session.takeToast()).toMatchObject({ kind: 'error', messageKey: 'toast-messages.payment-fail' })
    expect(context.session.takeEvent()).toBeNull()
  })

  it('with JavaScript, answers the window for the overlay (and Saferpay’s page to go to) instead of a redirect', async () => {
    const context = await jonas()
    const id = idOf(served, 'AT-260106')
    const base = `/profil/meine-buchungen/${id}/zahlung`
    const params = { bookingId: String(id) }
    await answer(() => paymentAction({ request: post(base, { choice: 'full' }), params, context }))
    for (const [provider, kind] of [
      ['bambora:card', 'bambora'],
      ['saferpay:card', 'redirect'],
    ] as const) {
      const started = await answer(() =>
        optionsAction({ request: post(`${base}/optionen`, { provider, enhanced: 'true' }), params, context }),
      )
      expect(started.status).toBe(200)
      expect(started.data).toMatchObject({ start: { kind } })
      if (kind === 'bambora') expect(started.data).toMatchObject({ start: { cancelHref: `${base}?cancelled=1` } })
    }
    // The gift voucher is listed and does nothing.
    const voucher = await answer(() =>
      optionsAction({ request: post(`${base}/optionen`, { provider: 'gift_voucher:gift_voucher' }), params, context }),
    )
    expect(voucher.status).toBe(400)
    expect(voucher.data).toMatchObject({ result: { error: { provider: ['payment:errors.gift-voucher'] } } })
  })
})
