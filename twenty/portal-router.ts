/**
 * The customer portal's endpoints (issue 9), mounted by router.ts under
 * `/{v1|v2}/{brand}/{apiLocale}/`:
 *
 *   POST customer-portal/status                          204 | 401 (mail sent) | 404 | 429
 *   POST customer-portal/authenticate                    {token} | 401 | 429
 *   POST customer-portal/authenticate-booking            {token} | 401 | 429
 *   POST customer-portal                                 201 sign-up | 409 e-mail in use
 *   POST customer-portal/user/forgot-booking-credentials 202 (the same answer whatever the address)
 *   POST customer-portal/reset/link                      202 (the same answer whatever the address)
 *   POST customer-portal/reset/check                     Bearer = body token: 204 | 401
 *   POST customer-portal/reset/password                  Bearer = body token: 200 {email} | 400 {code} | 401
 *   GET  customer-portal/user                            Bearer: the signed-in customer | 401
 *   PUT  customer-portal                                 Bearer: a partial update of name and details | 400 | 401 | 403 (agent, booking sign-in)
 *   POST customer-portal/logout                          Bearer: the token stops working
 *
 * Every account call is limited per client address and the address-bound ones per e-mail
 * address too (access.ts, decision 014); 429 with Retry-After beyond that.
 */
import express, { type Request, type Response, type Router } from 'express'
import type { AccountLimiters } from './access'
import { refuseReadOnlyHolder } from './agents'
import { mailBookingsReader } from './booking-mails'
import {
  type AccountUpdateErrorCode,
  portalAcceptedResponseSchema,
  portalAuthenticateBookingRequestSchema,
  portalAuthenticateRequestSchema,
  portalEmailRequestSchema,
  portalResetCheckRequestSchema,
  portalResetPasswordRequestSchema,
  portalResetPasswordResponseSchema,
  portalSignUpRequestSchema,
  portalStatusRequestSchema,
  portalTokenResponseSchema,
  portalUpdateRequestSchema,
  portalUserResponseSchema,
} from './contract'
import type { TwentyDatabase } from './db'
import {
  ApiError,
  asyncHandler,
  bearerToken,
  methodNotAllowed,
  parseRequest,
  type Responder,
  type TwentyLogger,
} from './http'
import {
  accountStatus,
  authenticate,
  authenticateBooking,
  currentUser,
  mailLinkHolder,
  resetPassword,
  revokeToken,
  sendBookingCredentials,
  sendResetLink,
  sessionHolder,
  signUp,
  updateAccount,
  type PortalContext,
  type PortalScope,
  type SessionHolder,
  type SignInResult,
} from './portal'
import type { StorefrontOrigin } from './portal-mail'

export interface PortalRouterOptions {
  database: TwentyDatabase
  now: () => Date
  responder: Responder
  logger: TwentyLogger
  storefrontOrigin: StorefrontOrigin
  scopeOf: (res: Response) => PortalScope
  limits: AccountLimiters
}

const STATUS_MESSAGES = {
  401: 'The account has no password yet; an e-mail to choose one was sent',
  404: 'No account with this e-mail address',
  429: 'Too many failed sign-ins; try again later',
} as const

/** Why a partial update was refused (400, with the field in `ACCOUNT_UPDATE_ERRORS`). */
const ACCOUNT_UPDATE_MESSAGES: Record<AccountUpdateErrorCode, string> = {
  postcode_not_of_country: "details.postalCode: not a postcode of the account's country",
  phone_too_long_for_prefix: 'details.phone: more than 15 digits with its prefix (E.164)',
  country_not_offered: 'details.country: not a country the booking form offers',
  phone_prefix_not_offered: 'details.phonePrefix: not a prefix the booking form offers',
}

/** Aborts when the connection closes before the answer was sent (the caller gave up). */
function closedSignal(res: Response): AbortSignal {
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished)
      controller.abort(Object.assign(new Error('The caller went away'), { name: 'CallerGoneError' }))
  })
  return controller.signal
}

export function customerPortalRouter(options: PortalRouterOptions): Router {
  const { database, responder, scopeOf, limits } = options
  const perClient = limits.perClient
  const router = express.Router()
  const context = (res?: Response): PortalContext => ({
    db: database.db,
    now: options.now(),
    storefrontOrigin: options.storefrontOrigin,
    log: (details, message) => options.logger.info(details, message),
    signal: res ? closedSignal(res) : undefined,
    mailBookings: mailBookingsReader(database, options.now()),
  })
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store')
  const tooMany = () => new ApiError(429, 'too_many_attempts', STATUS_MESSAGES[429], { 'Retry-After': '900' })

  function sendSignIn(res: Response, result: SignInResult): void {
    if (!result.ok)
      throw result.status === 429
        ? tooMany()
        : new ApiError(401, 'invalid_credentials', 'The details do not match an account')
    noStore(res)
    responder.send(res, 200, portalTokenResponseSchema, { token: result.token })
  }

  /** A mail link's token goes as Bearer and in the body; both must be there and agree. */
  function requireMailLinkBearer(req: Request, token: string): void {
    if (bearerToken(req) !== token)
      throw new ApiError(401, 'invalid_token', 'The mail link token is needed as Bearer and in the body')
  }

  async function requireHolder(req: Request, res: Response): Promise<{ holder: SessionHolder; token: string }> {
    const token = bearerToken(req)
    const holder = token ? await sessionHolder(context(), scopeOf(res), token) : null
    if (!token || !holder)
      throw new ApiError(401, 'unauthenticated', 'A valid bearer token is required', { 'WWW-Authenticate': 'Bearer' })
    return { holder, token }
  }

  router
    .route('/customer-portal/status')
    .post(
      perClient,
      limits.statusPerAddress,
      asyncHandler(async (req, res) => {
        const { email } = parseRequest(portalStatusRequestSchema, req.body ?? {})
        const status = await accountStatus(context(), scopeOf(res), email)
        noStore(res)
        if (status === 204) return void res.status(204).end()
        if (status === 429) throw tooMany()
        throw new ApiError(status, status === 401 ? 'password_not_set' : 'not_found', STATUS_MESSAGES[status])
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal/authenticate')
    .post(
      perClient,
      asyncHandler(async (req, res) => {
        const body = parseRequest(portalAuthenticateRequestSchema, req.body ?? {})
        sendSignIn(res, await authenticate(context(res), scopeOf(res), body.email, body.password))
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal/authenticate-booking')
    .post(
      perClient,
      asyncHandler(async (req, res) => {
        const body = parseRequest(portalAuthenticateBookingRequestSchema, req.body ?? {})
        sendSignIn(res, await authenticateBooking(context(), scopeOf(res), body.email, body.bookingRef))
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal/user/forgot-booking-credentials')
    .post(
      perClient,
      limits.mailRequestsPerAddress,
      asyncHandler(async (req, res) => {
        const { email } = parseRequest(portalEmailRequestSchema, req.body ?? {})
        await sendBookingCredentials(context(), scopeOf(res), email)
        noStore(res)
        responder.send(res, 202, portalAcceptedResponseSchema, { data: { accepted: true } })
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal/reset/link')
    .post(
      perClient,
      limits.mailRequestsPerAddress,
      asyncHandler(async (req, res) => {
        const { email } = parseRequest(portalEmailRequestSchema, req.body ?? {})
        await sendResetLink(context(), scopeOf(res), email)
        noStore(res)
        responder.send(res, 202, portalAcceptedResponseSchema, { data: { accepted: true } })
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal/reset/check')
    .post(
      perClient,
      asyncHandler(async (req, res) => {
        const body = parseRequest(portalResetCheckRequestSchema, req.body ?? {})
        requireMailLinkBearer(req, body.token)
        if (!(await mailLinkHolder(context(), scopeOf(res), body.token)))
          throw new ApiError(401, 'invalid_token', 'The link has expired or was used already')
        noStore(res)
        res.status(204).end()
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal/reset/password')
    .post(
      perClient,
      asyncHandler(async (req, res) => {
        const body = parseRequest(portalResetPasswordRequestSchema, req.body ?? {})
        requireMailLinkBearer(req, body.token)
        const result = await resetPassword(context(), scopeOf(res), body)
        if (!result.ok) {
          if (result.status === 401)
            throw new ApiError(401, 'invalid_token', 'The link has expired or was used already')
          throw new ApiError(400, result.code, 'The new password was refused')
        }
        noStore(res)
        responder.send(res, 200, portalResetPasswordResponseSchema, { data: { email: result.email } })
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal/user')
    .get(
      asyncHandler(async (req, res) => {
        const { holder } = await requireHolder(req, res)
        noStore(res)
        responder.send(res, 200, portalUserResponseSchema, { data: await currentUser(database.db, holder) })
      }),
    )
    .all(methodNotAllowed('GET'))

  router
    .route('/customer-portal/logout')
    .post(
      asyncHandler(async (req, res) => {
        const { token } = await requireHolder(req, res)
        await revokeToken(database.db, token)
        noStore(res)
        res.status(204).end()
      }),
    )
    .all(methodNotAllowed('POST'))

  router
    .route('/customer-portal')
    .post(
      perClient,
      limits.signUpPerAddress,
      asyncHandler(async (req, res) => {
        const body = parseRequest(portalSignUpRequestSchema, req.body ?? {})
        const result = await signUp(context(), scopeOf(res), body)
        if (result === 'in-use') throw new ApiError(409, 'email_in_use', 'An account with this e-mail address exists')
        noStore(res)
        responder.send(res, 201, portalAcceptedResponseSchema, { data: { accepted: true } })
      }),
    )
    .put(
      asyncHandler(async (req, res) => {
        const { holder } = await requireHolder(req, res)
        // An agent reads the customer's portal, never changes it (decision 027).
        refuseReadOnlyHolder(holder)
        // A booking reference proves the booking, not the account: it may read, never change (issue 16).
        if (holder.loginType === 'booking_id')
          throw new ApiError(
            403,
            'booking_sign_in',
            'A booking sign-in cannot change the account; sign in with the password',
          )
        const body = parseRequest(portalUpdateRequestSchema, req.body ?? {})
        const result = await updateAccount(context(), holder, body)
        if (!result.ok) throw new ApiError(400, result.code, ACCOUNT_UPDATE_MESSAGES[result.code])
        noStore(res)
        responder.send(res, 200, portalUserResponseSchema, { data: result.user })
      }),
    )
    .all(methodNotAllowed('POST', 'PUT'))

  return router
}
