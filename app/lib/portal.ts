/**
 * The login page's steps (SPEC sections 2 and 4), shared by the server and the browser: which
 * step the status lookup leads to, which way each transition slides, and one zod schema per
 * step's form. The step lives in the URL (`?step=password`); the address being signed in with
 * lives in the session between steps, never the password.
 */
import { z } from 'zod'

export const LOGIN_STEPS = [
  'sign-in',
  'password',
  'create-password',
  'forgot-password',
  'check-inbox',
  'sign-in-attempts-exceeded',
  'booking-sign-in',
  'forgot-booking-reference',
  'reset-password',
] as const
export type LoginStep = (typeof LOGIN_STEPS)[number]

export function parseLoginStep(value: string | null | undefined): LoginStep {
  return (LOGIN_STEPS as readonly string[]).includes(value ?? '') ? (value as LoginStep) : 'sign-in'
}

/** SPEC section 4: the status lookup's answer decides the next step. */
export const STEP_FOR_STATUS: Record<204 | 401 | 404 | 429, LoginStep> = {
  204: 'password',
  401: 'check-inbox',
  404: 'create-password',
  429: 'sign-in-attempts-exceeded',
}

export function stepForStatus(status: number): LoginStep | null {
  return status in STEP_FOR_STATUS ? STEP_FOR_STATUS[status as keyof typeof STEP_FOR_STATUS] : null
}

/** How far each step is from the start; going back (to sign-in above all) slides right. */
const DEPTH: Record<LoginStep, number> = {
  'sign-in': 0,
  'booking-sign-in': 1,
  password: 1,
  'create-password': 1,
  'forgot-password': 2,
  'forgot-booking-reference': 2,
  'check-inbox': 2,
  'sign-in-attempts-exceeded': 2,
  'reset-password': 2,
}

/**
 * The direction the new step slides in from: `right` when going back towards sign-in (SPEC: after
 * a reset, a forgot-credentials request or a reset link, sign-in comes in from the right), `left`
 * when going further.
 */
export function transitionDirection(from: LoginStep, to: LoginStep): 'left' | 'right' {
  return DEPTH[to] < DEPTH[from] ? 'right' : 'left'
}

/** Steps that need the address of the previous step (else they start again at sign-in). */
export const STEPS_WITH_EMAIL: ReadonlySet<LoginStep> = new Set([
  'password',
  'check-inbox',
  'sign-in-attempts-exceeded',
])

/** Translation keys (common namespace) as error messages, like the newsletter form. */
const email = z
  .string({ error: 'validations.required' })
  .trim()
  .min(1, 'validations.required')
  .max(254, 'validations.email')
  .pipe(z.email('validations.email'))
const required = (max: number) =>
  z.string({ error: 'validations.required' }).trim().min(1, 'validations.required').max(max, 'portal:errors.too-long')

/** Every form carries the page to go back to, and a honeypot field people never see (`website`). */
const common = { redirectTo: z.string().max(2048).optional(), website: z.string().max(0).optional() }

export const signInSchema = z.object({ intent: z.literal('sign-in'), email, ...common })
export const passwordSchema = z.object({
  intent: z.literal('password'),
  email,
  password: z.string({ error: 'validations.required' }).min(1, 'validations.required').max(1024),
  ...common,
})
export const signUpSchema = z.object({
  intent: z.literal('create-password'),
  email,
  firstName: required(100),
  lastName: required(100),
  ...common,
})
export const newPasswordSchema = z
  .object({
    intent: z.literal('new-password'),
    /** `first`: the first password of an account (it signs in); `reset`: a forgotten one (back to sign-in, SPEC 4). */
    purpose: z.enum(['first', 'reset']).default('reset'),
    password: z
      .string({ error: 'validations.required' })
      .min(8, 'portal:errors.password_too_short')
      .max(128, 'portal:errors.password_too_long'),
    confirmed_password: z.string({ error: 'validations.required' }).min(1, 'validations.required').max(128),
    ...common,
  })
  .refine((value) => value.password === value.confirmed_password, {
    path: ['confirmed_password'],
    message: 'portal:errors.password_mismatch',
  })
export const forgotPasswordSchema = z.object({ intent: z.literal('forgot-password'), email, ...common })
export const bookingSignInSchema = z.object({
  intent: z.literal('booking-sign-in'),
  email,
  bookingRef: required(32),
  ...common,
})
export const forgotBookingReferenceSchema = z.object({
  intent: z.literal('forgot-booking-reference'),
  email,
  ...common,
})
export const signOutSchema = z.object({ intent: z.literal('sign-out') })

export const loginIntentSchema = z.discriminatedUnion('intent', [
  signInSchema,
  passwordSchema,
  signUpSchema,
  newPasswordSchema,
  forgotPasswordSchema,
  bookingSignInSchema,
  forgotBookingReferenceSchema,
  signOutSchema,
])
export type LoginIntent = z.infer<typeof loginIntentSchema>['intent']
