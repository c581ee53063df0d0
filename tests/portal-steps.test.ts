/**
 * The login page's rules (SPEC section 4): which step each status answer leads to, which way each
 * transition slides, the step read from the URL, the forms' schemas (honeypot, password rules),
 * and the per-address limit on the login page's posts.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetFormLimits, SIGN_IN_LIMIT } from '~/lib/form-limits.server'
import { loginIntentSchema, LOGIN_STEPS, parseLoginStep, stepForStatus, transitionDirection } from '~/lib/portal'
import { headers as loginHeaders, action as loginAction } from '~/routes/login'
import { loadContextFor } from './support/context'

describe('status to step', () => {
  it('follows SPEC section 4: 404 create-password, 204 password, 429 attempts exceeded, 401 check-inbox', () => {
    expect(stepForStatus(404)).toBe('create-password')
    expect(stepForStatus(204)).toBe('password')
    expect(stepForStatus(429)).toBe('sign-in-attempts-exceeded')
    expect(stepForStatus(401)).toBe('check-inbox')
    expect(stepForStatus(200)).toBeNull()
    expect(stepForStatus(500)).toBeNull()
  })

  it('slides back to sign-in from the right after a reset, a forgot-credentials request or a reset link', () => {
    expect(transitionDirection('reset-password', 'sign-in')).toBe('right')
    expect(transitionDirection('forgot-booking-reference', 'sign-in')).toBe('right')
    expect(transitionDirection('forgot-password', 'sign-in')).toBe('right')
    expect(transitionDirection('sign-in', 'password')).toBe('left')
    expect(transitionDirection('password', 'forgot-password')).toBe('left')
    for (const step of LOGIN_STEPS) if (step !== 'sign-in') expect(transitionDirection(step, 'sign-in')).toBe('right')
  })

  it('reads the step from the URL, sign-in for anything else', () => {
    expect(parseLoginStep('booking-sign-in')).toBe('booking-sign-in')
    expect(parseLoginStep('../admin')).toBe('sign-in')
    expect(parseLoginStep(null)).toBe('sign-in')
  })
})

describe('login forms', () => {
  const parse = (fields: Record<string, string>) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    return parseWithZod(form, { schema: loginIntentSchema })
  }

  it('checks each step’s fields, and refuses a filled honeypot', () => {
    expect(parse({ intent: 'sign-in', email: ' Anna@Example.com ' })).toMatchObject({
      status: 'success',
      value: { email: 'Anna@Example.com' },
    })
    expect(parse({ intent: 'sign-in', email: 'nope' }).status).toBe('error')
    expect(parse({ intent: 'sign-in', email: 'anna@example.com', website: 'http://spam.example' }).status).toBe('error')
    expect(parse({ intent: 'booking-sign-in', email: 'anna@example.com' }).reply().error).toMatchObject({
      bookingRef: ['validations.required'],
    })
    expect(parse({ intent: 'unknown' }).status).toBe('error')
  })

  it('asks for 8 characters and the same password twice', () => {
    expect(
      parse({ intent: 'new-password', password: 'short', confirmed_password: 'short' }).reply().error,
    ).toMatchObject({ password: ['portal:errors.password_too_short'] })
    expect(
      parse({ intent: 'new-password', password: 'long enough', confirmed_password: 'long enougH' }).reply().error,
    ).toMatchObject({
      confirmed_password: ['portal:errors.password_mismatch'],
    })
    expect(parse({ intent: 'new-password', password: 'long enough', confirmed_password: 'long enough' }).status).toBe(
      'success',
    )
  })
})

describe('sign-in post limit', () => {
  beforeEach(resetFormLimits)

  it('allows ten login posts a minute per client address, however the route is reached (issue 16)', async () => {
    expect(SIGN_IN_LIMIT).toEqual({ limit: 10, windowMs: 60_000 })
    // The API is unreachable here: every allowed post answers 503; the one over the limit, 429.
    const post = async (path: string) => {
      const context = await loadContextFor('uk.localhost')
      const request = new Request(`http://uk.localhost${path}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'sign-in', email: 'someone@example.com' }),
      })
      const outcome = await loginAction({ request, context, params: {} })
      return !('data' in outcome)
        ? { status: outcome.status, toast: null, retryAfter: null }
        : {
            status: outcome.init?.status,
            toast: outcome.data.toast,
            retryAfter: new Headers(outcome.init?.headers).get('Retry-After'),
          }
    }
    const paths = [
      '/login',
      '/login.data',
      '/login?step=password',
      '/login.data?_routes=routes%2Flogin',
      '/login?index',
    ]
    for (let i = 0; i < SIGN_IN_LIMIT.limit; i++) expect((await post(paths[i % paths.length]!)).status).toBe(503)
    const over = await post('/login.data')
    expect(over).toMatchObject({ status: 429, toast: 'too-many-requests' })
    expect(Number(over.retryAfter)).toBeGreaterThan(0)
  })

  it("keeps an action's Retry-After on the answer (429 over the limit, 503 shed by the API), and the layouts' headers", () => {
    const parentHeaders = new Headers({ 'Cache-Control': 'private, no-cache' })
    const empty = new Headers()
    const answer = (actionHeaders: Headers) =>
      new Headers(loginHeaders({ parentHeaders, actionHeaders, loaderHeaders: empty, errorHeaders: undefined }))
    const shed = answer(new Headers({ 'Retry-After': '5' }))
    expect([shed.get('Retry-After'), shed.get('Cache-Control')]).toEqual(['5', 'private, no-cache'])
    const plain = answer(empty)
    expect([plain.get('Retry-After'), plain.get('Cache-Control')]).toEqual([null, 'private, no-cache'])
  })
})
