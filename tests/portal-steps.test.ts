/**
 * The login page's rules (SPEC section 4): which step each status answer leads to, which way each
 * transition slides, the step read from the URL, the forms' schemas (honeypot, password rules),
 * and the per-address limit on the login page's posts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseWithZod } from '@conform-to/zod/v4'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { loginIntentSchema, LOGIN_STEPS, parseLoginStep, stepForStatus, transitionDirection } from '../app/lib/portal'
import { postRateLimiter, SIGN_IN_LIMIT, signInPaths } from '../server/limits'

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
    expect(parse({ intent: 'sign-in', email: ' Anna@Example.com ' })).toMatchObject({ status: 'success', value: { email: 'Anna@Example.com' } })
    expect(parse({ intent: 'sign-in', email: 'nope' }).status).toBe('error')
    expect(parse({ intent: 'sign-in', email: 'anna@example.com', website: 'http://spam.example' }).status).toBe('error')
    expect(parse({ intent: 'booking-sign-in', email: 'anna@example.com' }).reply().error).toMatchObject({ bookingRef: ['validations.required'] })
    expect(parse({ intent: 'unknown' }).status).toBe('error')
  })

  it('asks for 8 characters and the same password twice', () => {
    expect(parse({ intent: 'new-password', password: 'short', confirmed_password: 'short' }).reply().error).toMatchObject({ password: ['portal:errors.password_too_short'] })
    expect(parse({ intent: 'new-password', password: 'long enough', confirmed_password: 'long enougH' }).reply().error).toMatchObject({
      confirmed_password: ['portal:errors.password_mismatch'],
    })
    expect(parse({ intent: 'new-password', password: 'long enough', confirmed_password: 'long enough' }).status).toBe('success')
  })
})

describe('sign-in post limit', () => {
  const servers: http.Server[] = []
  afterAll(() => servers.forEach((server) => server.close()))

  it('allows about ten login posts a minute per address, over every language and market prefix', async () => {
    expect(SIGN_IN_LIMIT).toEqual({ limit: 10, windowMs: 60_000 })
    const app = express()
    app.use(signInPaths(), postRateLimiter(SIGN_IN_LIMIT))
    app.all('*', (_req, res) => void res.send('ok'))
    const server = await new Promise<http.Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    servers.push(server)
    const port = (server.address() as AddressInfo).port
    const request = (method: string, path: string) => fetch(`http://127.0.0.1:${port}${path}`, { method }).then((r) => r.status)
    const paths = ['/login', '/connexion?step=password', '/de-ch/anmelden', '/inloggen', '/accedi']
    for (let i = 0; i < SIGN_IN_LIMIT.limit; i++) expect(await request('POST', paths[i % paths.length]!)).toBe(200)
    expect(await request('POST', '/it/accedi')).toBe(429)
    // Reading the page, and posting elsewhere, are not limited by it.
    expect(await request('GET', '/login')).toBe(200)
    expect(await request('POST', '/newsletter')).toBe(200)
  })
})
