/**
 * The payment pages' server code (issue 20) against the embedded API as the running site calls
 * it: the amount's rules (in full, by rate only when more than one is pending, any amount from the
 * next rate to the balance, in cents), the options page only with an amount chosen, `redirectUrl`
 * refused off this site (the start and the providers' returns), agents refused, and the payment
 * namespace's Swiss spelling.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { resourcesFor } from '~/lib/i18n-resources.server'
import {
  choiceStillFits,
  minimumAmount,
  offersFreeAmount,
  offersRates,
  parseAmount,
  paymentPlan,
  providerFee,
  resolveChoice,
} from '~/lib/payment'
import { paymentChoiceSchema } from '~/lib/payment-form'
import { twentyFor } from '~/lib/twenty.server'
import { action as paymentAction, loader as paymentLoader } from '~/routes/booking-payment'
import { action as optionsAction, loader as optionsLoader } from '~/routes/booking-payment-options'
import { loader as bamboraLoader } from '~/routes/payment-bambora'
import { loader as saferpayLoader } from '~/routes/payment-saferpay'
import type { Booking } from '../twenty/contract'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi()
const PASSWORD = 'summer-by-the-lake'

async function signedIn(host: string, email: string): Promise<AppLoadContext> {
  const context = await loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })
  context.session.signIn(await twentyFor(context).authenticate({ email, password: PASSWORD }), 'email')
  return context
}
const bookingId = (ref: string) =>
  (embedded.api().database.sqlite.prepare('SELECT id FROM bookings WHERE ref = ?').get(ref) as { id: number }).id

/** What an action or loader gave: a redirect, data with its status, or a thrown status. */
async function outcome(run: () => unknown) {
  try {
    const result = (await run()) as
      | Response
      | { data: Record<string, unknown>; init?: { status?: number } | null }
      | Record<string, unknown>
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('Location'), data: null }
    if ('data' in result && typeof result.data === 'object')
      return {
        status: (result.init as { status?: number } | null | undefined)?.status ?? 200,
        location: null,
        data: result.data as Record<string, unknown>,
      }
    return { status: 200, location: null, data: result }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location'), data: null }
    throw thrown
  }
}

function form(entries: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

type Rate = Booking['paymentRates'][number]
const booking = (rates: Omit<Rate, 'status'>[], paid: number, statuses: Rate['status'][] = []) => ({
  total: rates.reduce((sum, rate) => sum + rate.amount, 0),
  paid,
  currency: 'EUR' as const,
  status: 'confirmed' as const,
  paymentRates: rates.map((rate, index) => ({ ...rate, status: statuses[index] ?? ('pending' as const) })),
})
const TWO_RATES = [
  { index: 1, amount: 300.3, dueDate: '2027-01-10' },
  { index: 2, amount: 700.7, dueDate: '2027-05-29' },
]
const choose = (plan: ReturnType<typeof paymentPlan>, entries: Record<string, string>) =>
  parseWithZod(form(entries), { schema: paymentChoiceSchema(plan) })

describe('the amount’s rules (lib/payment.ts)', () => {
  it('offers the full balance, each rate when more than one is pending, and any amount between the next rate and the balance', () => {
    const plan = paymentPlan(booking(TWO_RATES, 0))
    expect(plan).toMatchObject({ outstanding: 1001, settled: false })
    expect(plan.pending.map((rate) => [rate.index, rate.due, rate.position])).toEqual([
      [1, 300.3, 0],
      [2, 700.7, 1],
    ])
    expect(offersRates(plan)).toBe(true)
    expect(minimumAmount(plan)).toBe(300.3)
    expect(offersFreeAmount(plan)).toBe(true)

    const valid = (entries: Record<string, string>) => {
      const submission = choose(plan, entries)
      return submission.status === 'success' ? resolveChoice(plan, submission.value) : submission.reply().error
    }
    expect(valid({ choice: 'full' })).toEqual({ kind: 'full', amountMinor: 100100, rate: null })
    expect(valid({ choice: 'rate-2' })).toEqual({ kind: 'rate', amountMinor: 70070, rate: 2 })
    expect(valid({ choice: 'amount', amount: '450,5' })).toEqual({ kind: 'amount', amountMinor: 45050, rate: null })
    expect(valid({ choice: 'amount', amount: '300.30' })).toEqual({ kind: 'amount', amountMinor: 30030, rate: null })
    // The whole balance typed in is paying in full.
    expect(valid({ choice: 'amount', amount: '1001' })).toEqual({ kind: 'full', amountMinor: 100100, rate: null })
    expect(valid({ choice: 'amount', amount: '300.29' })).toEqual({ amount: ['payment:errors.amount-min|300.3'] })
    expect(valid({ choice: 'amount', amount: '1001.01' })).toEqual({ amount: ['payment:errors.amount-max|1001'] })
    expect(valid({ choice: 'amount', amount: '12.345' })).toEqual({ amount: ['payment:errors.amount-invalid'] })
    expect(valid({ choice: 'amount', amount: '-5' })).toEqual({ amount: ['payment:errors.amount-invalid'] })
    expect(valid({ choice: 'amount' })).toEqual({ amount: ['payment:errors.amount-required'] })
    expect(valid({ choice: 'rate-3' })).toEqual({ choice: ['payment:errors.choose'] })
    expect(valid({})).toEqual({ choice: ['payment:errors.choose'] })
  })

  it('offers no rates with one pending (SPEC section 4), and no free amount when the next rate is the balance', () => {
    const plan = paymentPlan(booking(TWO_RATES, 300.3, ['paid', 'pending']))
    expect(plan.outstanding).toBe(700.7)
    expect(plan.pending.map((rate) => rate.index)).toEqual([2])
    expect(offersRates(plan)).toBe(false)
    expect(offersFreeAmount(plan)).toBe(false)
    expect(choose(plan, { choice: 'rate-2' }).reply().error).toEqual({ choice: ['payment:errors.choose'] })
    expect(choose(plan, { choice: 'amount', amount: '500' }).reply().error).toEqual({
      choice: ['payment:errors.choose'],
    })
    expect(resolveChoice(plan, { choice: 'full' })).toEqual({ kind: 'full', amountMinor: 70070, rate: null })
  })

  it('lowers the next rate by what was paid ahead, and is settled when nothing is left or the booking is cancelled', () => {
    // 100 paid ahead of rate 1: 200.30 of it is still due, and paying it by rate asks exactly that.
    const ahead = paymentPlan(booking(TWO_RATES, 100))
    expect(ahead.pending.map((rate) => [rate.index, rate.due, rate.amount])).toEqual([
      [1, 200.3, 300.3],
      [2, 700.7, 700.7],
    ])
    expect(resolveChoice(ahead, { choice: 'rate-1' })).toEqual({ kind: 'rate', amountMinor: 20030, rate: 1 })
    expect(paymentPlan(booking(TWO_RATES, 1001, ['paid', 'paid']))).toMatchObject({ settled: true, outstanding: 0 })
    // Paid twice through two tabs: more than the total, nothing to pay, never a negative amount.
    expect(paymentPlan(booking(TWO_RATES, 1301.3, ['paid', 'paid']))).toMatchObject({ settled: true, outstanding: 0 })
    expect(paymentPlan({ ...booking(TWO_RATES, 0), status: 'cancelled' }).settled).toBe(true)
  })

  it('keeps a chosen amount only while it still fits, and takes a rate’s own fee', () => {
    const plan = paymentPlan(booking(TWO_RATES, 0))
    const rate1 = { kind: 'rate' as const, amountMinor: 30030, rate: 1 }
    expect(choiceStillFits(plan, rate1)).toEqual(rate1)
    // Rate 1 was paid in another tab meanwhile: the choice is gone; the full balance follows the balance.
    const later = paymentPlan(booking(TWO_RATES, 300.3, ['paid', 'pending']))
    expect(choiceStillFits(later, rate1)).toBeNull()
    expect(choiceStillFits(later, { kind: 'full', amountMinor: 100100, rate: null })).toEqual({
      kind: 'full',
      amountMinor: 70070,
      rate: null,
    })
    expect(choiceStillFits(later, { kind: 'amount', amountMinor: 80000, rate: null })).toBeNull()
    const wallet = { fullFeeAmount: 1.5, feePrices: [0.5, 1] }
    expect(providerFee(wallet, { kind: 'rate', amountMinor: 70070, rate: 2 }, plan)).toBe(1)
    expect(providerFee(wallet, { kind: 'full', amountMinor: 100100, rate: null }, plan)).toBe(1.5)
  })

  it('reads amounts as people type them', () => {
    expect(parseAmount('1 234,50')).toBe(123450)
    expect(parseAmount('1234.5')).toBe(123450)
    expect(parseAmount('80')).toBe(8000)
    expect(parseAmount('1.234,50')).toBeNull()
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('1e3')).toBeNull()
  })
})

describe('the payment page and its options', () => {
  it('leads to the options with the amount chosen; the options without one send back to the payment page (SPEC section 5)', async () => {
    const context = await signedIn('de-at.localhost', 'jonas.gruber@example.com')
    const id = String(bookingId('AT-260101'))
    const params = { bookingId: id }
    const paymentPath = `/profil/meine-buchungen/${id}/zahlung`
    const page = await outcome(() =>
      paymentLoader({ request: new Request(`http://de-at.localhost${paymentPath}`), params, context }),
    )
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({
      booking: { ref: 'AT-260101' },
      plan: { settled: false },
      chosen: { choice: 'full' },
      meta: { analytics: { pageType: 'booking_detail_payment', bookingId: id } },
    })
    const plan = (page.data as { plan: ReturnType<typeof paymentPlan> }).plan
    expect(plan.pending).toHaveLength(2)

    const request = () => new Request(`http://de-at.localhost${paymentPath}/optionen`)
    const away = await outcome(() => optionsLoader({ request: request(), params, context }))
    expect(away).toMatchObject({ status: 302, location: paymentPath })

    // A choice below the next rate is a field error; nothing is remembered.
    const low = (plan.pending[0]!.due - 0.01).toFixed(2)
    const refused = await outcome(() =>
      paymentAction({
        request: new Request(`http://de-at.localhost${paymentPath}`, {
          method: 'POST',
          body: form({ choice: 'amount', amount: low }),
        }),
        params,
        context,
      }),
    )
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({
      result: { error: { amount: [`payment:errors.amount-min|${plan.pending[0]!.due}`] } },
    })
    expect(context.session.paymentChoice(Number(id))).toBeNull()

    const chosen = await outcome(() =>
      paymentAction({
        request: new Request(`http://de-at.localhost${paymentPath}`, {
          method: 'POST',
          body: form({ choice: 'rate-1' }),
        }),
        params,
        context,
      }),
    )
    expect(chosen).toMatchObject({ status: 302, location: `${paymentPath}/optionen` })
    expect(context.session.paymentChoice(Number(id))).toMatchObject({
      kind: 'rate',
      rate: 1,
      amountMinor: Math.round(plan.pending[0]!.due * 100),
      fresh: true,
    })
    // The payment page starts from the choice made.
    const again = await outcome(() =>
      paymentLoader({ request: new Request(`http://de-at.localhost${paymentPath}`), params, context }),
    )
    expect(again.data).toMatchObject({ chosen: { choice: 'rate-1' } })
  })

  it('flashes the cancelled toast for a provider’s cancel address and cleans the address', async () => {
    const context = await signedIn('de-at.localhost', 'jonas.gruber@example.com')
    const id = String(bookingId('AT-260101'))
    const paymentPath = `/profil/meine-buchungen/${id}/zahlung`
    const cancelled = await outcome(() =>
      paymentLoader({
        request: new Request(`http://de-at.localhost${paymentPath}?cancelled=1`),
        params: { bookingId: id },
        context,
      }),
    )
    expect(cancelled).toMatchObject({ status: 302, location: paymentPath })
    expect(context.session.takeToast()).toMatchObject({ kind: 'info', messageKey: 'toast-messages.payment-cancelled' })
  })

  it('says there is nothing to pay for a paid or cancelled booking, and takes no choice for it', async () => {
    const context = await signedIn('de-at.localhost', 'jonas.gruber@example.com')
    for (const ref of ['AT-260104', 'AT-260105', 'AT-260108']) {
      const id = String(bookingId(ref))
      const page = await outcome(() =>
        paymentLoader({ request: new Request('http://de-at.localhost/'), params: { bookingId: id }, context }),
      )
      expect([ref, (page.data as { plan?: unknown } | null)?.plan]).toMatchObject([
        ref,
        { settled: true, outstanding: 0 },
      ])
      const posted = await outcome(() =>
        paymentAction({
          request: new Request('http://de-at.localhost/', { method: 'POST', body: form({ choice: 'full' }) }),
          params: { bookingId: id },
          context,
        }),
      )
      expect(posted.status).toBe(409)
    }
  })

  it('refuses an agent: the amounts are shown, no amount is taken and no payment starts (decision 027)', async () => {
    const context = await signedIn('uk.localhost', 'agent@campingselect.example.com')
    const id = String(bookingId('CS-240001'))
    const params = { bookingId: id }
    const page = await outcome(() => paymentLoader({ request: new Request('http://uk.localhost/'), params, context }))
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ plan: { settled: false } })
    const posted = await outcome(() =>
      paymentAction({
        request: new Request('http://uk.localhost/', { method: 'POST', body: form({ choice: 'full' }) }),
        params,
        context,
      }),
    )
    expect(posted.status).toBe(403)
    expect(posted.data).toMatchObject({ result: { error: { '': ['payment:errors.agent'] } } })
    expect(context.session.paymentChoice(Number(id))).toBeNull()

    // Even with a choice in the session, the start refuses them before any provider is asked.
    const plan = paymentPlan(await twentyFor(context, context.session.token).customerBooking(Number(id)))
    context.session.choosePayment({
      bookingId: Number(id),
      kind: 'full',
      amountMinor: Math.round(plan.outstanding * 100),
      rate: null,
    })
    const started = await outcome(() =>
      optionsAction({
        request: new Request('http://uk.localhost/', { method: 'POST', body: form({ provider: 'bambora:card' }) }),
        params,
        context,
      }),
    )
    expect(started.status).toBe(403)
    expect(started.data).toMatchObject({ start: null, result: { error: { '': ['payment:errors.agent'] } } })
  })
})

describe('redirectUrl: a path of this site, or a 400', () => {
  it('refuses the start with a redirectUrl off this site', async () => {
    const context = await signedIn('de-at.localhost', 'jonas.gruber@example.com')
    const id = bookingId('AT-260101')
    const plan = paymentPlan(await twentyFor(context, context.session.token).customerBooking(id))
    context.session.choosePayment({
      bookingId: id,
      kind: 'full',
      amountMinor: Math.round(plan.outstanding * 100),
      rate: null,
    })
    for (const redirectUrl of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
    ]) {
      const started = await outcome(() =>
        optionsAction({
          request: new Request('http://de-at.localhost/', {
            method: 'POST',
            body: form({ provider: 'bambora:card', redirectUrl }),
          }),
          params: { bookingId: String(id) },
          context,
        }),
      )
      expect([redirectUrl, started.status]).toEqual([redirectUrl, 400])
    }
  })

  it('refuses a provider’s browser return that would lead off this site, before anything is passed on', async () => {
    const context = await loadContextFor('de-at.localhost', { twentyBaseUrl: embedded.baseUrl() })
    const query = (redirectUrl: string) =>
      new URLSearchParams({ apiLocale: 'at', redirectUrl, bookingId: '1', orderIdHash: 'abcdefghijklmnop' })
    for (const redirectUrl of ['https://evil.example/', '//evil.example', '/%2F/evil.example']) {
      for (const [run, path] of [
        [bamboraLoader, 'bambora/accept'],
        [saferpayLoader, 'saferpay/success'],
        [saferpayLoader, 'saferpay/fail'],
      ] as const) {
        const step = path.split('/')[1]!
        const answered = await outcome(() =>
          run({
            request: new Request(`http://de-at.localhost/payment/${path}?${query(redirectUrl).toString()}`),
            params: { step },
            context,
          }),
        )
        expect([path, redirectUrl, answered.status]).toEqual([path, redirectUrl, 400])
      }
    }
    const unknown = await outcome(() =>
      bamboraLoader({
        request: new Request('http://de-at.localhost/payment/bambora/x'),
        params: { step: 'x' },
        context,
      }),
    )
    expect(unknown.status).toBe(404)
  })
})

describe('translations', () => {
  it('writes the payment pages in Swiss German with "ss" (derived from German)', () => {
    const german = JSON.stringify(resourcesFor('de').payment)
    const swiss = JSON.stringify(resourcesFor('de-CH').payment)
    expect(german).toContain('ß')
    expect(swiss).not.toContain('ß')
    expect(swiss).toBe(german.replace(/ß/g, 'ss'))
  })
})
