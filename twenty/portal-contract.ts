/**
 * Contract of the customer portal's account endpoints (issue 9), re-exported by contract.ts.
 * Paths are relative to `/api/twenty/{v1|v2}/{brand}/{apiLocale}/`; twenty/README.md describes
 * each answer. Error answers use the shared `apiErrorSchema`.
 */
import { z } from 'zod'
import { accountDetailsUpdateSchema, accountNameSchema } from './account-contract'

const email = z.string().trim().toLowerCase().max(254).pipe(z.email())
/** Limits only: the password rules (length, common passwords) answer 400 with a code. */
const password = z.string().min(1).max(1024)
const name = z.string().trim().min(1).max(100)

/** POST customer-portal/status: 204 password set, 401 no password yet (mail sent), 404 unknown, 429 locked. */
export const portalStatusRequestSchema = z.object({ email })

/** POST customer-portal/authenticate */
export const portalAuthenticateRequestSchema = z.object({ email, password })

/** POST customer-portal/authenticate-booking: the booking reference is compared case-insensitively. */
export const portalAuthenticateBookingRequestSchema = z.object({
  email,
  bookingRef: z.string().trim().toUpperCase().min(1).max(32),
})

/** The answer of both authenticate calls: a bearer token for the other calls. */
export const portalTokenResponseSchema = z.object({ token: z.string().min(20) })
export type PortalTokenResponse = z.infer<typeof portalTokenResponseSchema>

/** POST customer-portal: sign-up; the customer sets a password from the e-mail it sends. */
export const portalSignUpRequestSchema = z.object({ firstName: name, lastName: name, email })
export type PortalSignUpRequest = z.infer<typeof portalSignUpRequestSchema>

/** POST customer-portal/user/forgot-booking-credentials and customer-portal/reset/link. */
export const portalEmailRequestSchema = z.object({ email })

/** Every answer that only says "done" (sign-up, mails): the same whether an account exists or not. */
export const portalAcceptedResponseSchema = z.object({ data: z.object({ accepted: z.literal(true) }) })

/** POST customer-portal/reset/password, with the same token as Bearer. */
/** POST customer-portal/reset/check (token also as Bearer): 204 while a mail link can still set a password, else 401. */
export const portalResetCheckRequestSchema = z.object({ token: z.string().min(20).max(200) })
export type PortalResetCheckRequest = z.infer<typeof portalResetCheckRequestSchema>

export const portalResetPasswordRequestSchema = z.object({
  token: z.string().min(20).max(200),
  password,
  confirmed_password: password,
})
export type PortalResetPasswordRequest = z.infer<typeof portalResetPasswordRequestSchema>
/** The account's address, so the sign-in step can start from it. */
export const portalResetPasswordResponseSchema = z.object({ data: z.object({ email: z.string() }) })

/** Why a new password was refused (400 `error.code`). */
export const PASSWORD_ERROR_CODES = [
  'password_mismatch',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_contains_email',
] as const
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number]

/**
 * Account details beyond the name, as stored and answered (GET customer-portal/user); all
 * optional. What may be written is `accountDetailsUpdateSchema` (account-contract.ts).
 */
export const accountDetailsSchema = z.object({
  phonePrefix: z.string().max(5).optional(),
  phone: z.string().trim().max(40).optional(),
  street: z.string().trim().max(200).optional(),
  postalCode: z.string().trim().max(20).optional(),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
})
export type AccountDetails = z.infer<typeof accountDetailsSchema>

/**
 * PUT customer-portal (Bearer): a partial update. Only the fields given change; the API merges
 * them into the stored account (one section of the personal-details page at a time), so saving
 * the phone number never wipes the address. Unknown keys are a 400.
 */
export const portalUpdateRequestSchema = z.strictObject({
  firstName: accountNameSchema.optional(),
  lastName: accountNameSchema.optional(),
  details: accountDetailsUpdateSchema.optional(),
})
export type PortalUpdateRequest = z.infer<typeof portalUpdateRequestSchema>

/** SPEC section 3's actor kinds: the customer, or an agent (customer service) viewing their account read-only (decision 027). */
export const ACTOR_KINDS = ['customer', 'agent'] as const
export type ActorKind = (typeof ACTOR_KINDS)[number]

/** GET customer-portal/user (Bearer): the signed-in customer. */
export const portalUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** How this token was earned (SPEC section 3). */
  loginType: z.enum(['email', 'booking_id']),
  /** A booking sign-in sees this booking only. */
  bookingRef: z.string().nullable(),
  hasPassword: z.boolean(),
  details: accountDetailsSchema,
  /** Who holds the token: the customer, or an agent acting for them, who may read and never change (decision 027). */
  actorKind: z.enum(ACTOR_KINDS),
  /** The agent's name when `actorKind` is `agent`, else null. */
  agentName: z.string().nullable(),
})
export type PortalUser = z.infer<typeof portalUserSchema>
export const portalUserResponseSchema = z.object({ data: portalUserSchema })
