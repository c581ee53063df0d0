/**
 * The login page's loader and action (issue 9). Each step is a form posting here with an
 * `intent`; the action calls the twenty API and moves on by SPEC section 4's rules with
 * post/redirect/get, so every step works without JavaScript. Field errors come back as action
 * data (`submission.reply()`, 400) with the toast key to show; successes redirect with a toast.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { href } from '../../market-config/routes'
import { PASSWORD_ERROR_CODES } from '../../twenty/contract'
import { takeFormLimit } from './form-limits.server'
import { requirePage } from './page.server'
import { loginIntentSchema, parseLoginStep, stepForStatus, STEPS_WITH_EMAIL, type LoginStep } from './portal'
import { redirectWithToast, safeRedirect, type RequestSession } from './session.server'
import { simplePage } from './simple-page.server'
import { TwentyApiError, twentyFor } from './twenty.server'

/** `?step=...&redirectTo=...` of the login page. */
export function loginHref(context: AppLoadContext, step: LoginStep, redirectTo?: string | null): string {
  const target = safeRedirect(redirectTo, '')
  return href(context.storefront.link, 'login', undefined, {
    step: step === 'sign-in' ? undefined : step,
    redirectTo: target || undefined,
  })
}

/** Asks the API whether a mail link's token still works; when the API cannot say, the submit will. */
async function mailLinkUsable(context: AppLoadContext, token: string): Promise<boolean> {
  try {
    return (await twentyFor(context, token).checkMailLink(token)) === 204
  } catch {
    return true
  }
}

export async function loginLoader(args: LoaderFunctionArgs) {
  const { request, context } = args
  const storefront = requirePage(args, 'login')
  const { session } = context
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo')
  if (session.token) throw redirect(safeRedirect(redirectTo, href(storefront.link, 'profile')))
  const step = parseLoginStep(url.searchParams.get('step'))
  // A mail link's token moves into the session and out of the address bar (history, Referer).
  // A link that can no longer set a password says so at once, not after the form is filled in.
  const token = url.searchParams.get('token')
  if (token !== null) {
    const usable = /^[\w-]{20,200}$/.test(token) && (await mailLinkUsable(context, token))
    if (usable) session.resetToken = token
    else session.resetToken = undefined
    throw redirect(loginHref(context, usable ? step : 'reset-password', redirectTo))
  }
  if (STEPS_WITH_EMAIL.has(step) && !session.loginEmail) throw redirect(loginHref(context, 'sign-in', redirectTo))
  // create-password with a link's token sets the password; without one it is the sign-up form.
  const hasToken = Boolean(session.resetToken)
  return {
    ...simplePage(context, 'login'),
    step,
    email: session.loginEmail ?? '',
    hasToken,
    redirectTo: safeRedirect(redirectTo, ''),
  }
}

export type LoginLoaderData = Awaited<ReturnType<typeof loginLoader>>

/** What a failed step answers: conform's reply, and the toast to show (SPEC section 8). */
function failure(
  submission: { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => unknown },
  toast: string | null,
  options: {
    status?: number
    fieldErrors?: Record<string, string[]>
    formErrors?: string[]
    headers?: Record<string, string>
  } = {},
) {
  return data(
    {
      result: submission.reply({
        formErrors: options.formErrors ?? (toast ? [toast] : undefined),
        fieldErrors: options.fieldErrors,
      }),
      toast,
    },
    { status: options.status ?? 400, headers: options.headers },
  )
}

function apiStatus(error: unknown): number | null {
  return error instanceof TwentyApiError ? error.status : null
}

function signedIn(
  context: AppLoadContext,
  session: RequestSession,
  token: string,
  loginType: 'email' | 'booking_id',
  redirectTo: string | undefined,
) {
  session.signIn(token, loginType)
  session.flashEvent('customer_portal_login')
  return redirectWithToast(session, safeRedirect(redirectTo, href(context.storefront.link, 'profile')), {
    kind: 'success',
    messageKey: 'login-success',
  })
}

export async function loginAction(args: ActionFunctionArgs) {
  const { request, context } = args
  requirePage(args, 'login')
  const { session } = context
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: loginIntentSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), toast: null }, { status: 400 })
  const value = submission.value
  if (value.intent === 'sign-out') return signOut(context)
  // Every sign-in, sign-up and reset post of this client, however the route was reached (issue 16).
  const limit = await takeFormLimit(context, 'sign-in')
  if (limit.limited)
    return failure(submission, 'too-many-requests', {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterS) },
    })
  // A filled honeypot is a robot: it gets the form back and nothing happens.
  if ('website' in value && value.website) return data({ result: submission.reply(), toast: null }, { status: 400 })
  const redirectTo = value.redirectTo
  const api = twentyFor(context)
  const go = (step: LoginStep, toast?: { kind: 'success' | 'error' | 'info'; messageKey: string }) =>
    toast
      ? redirectWithToast(session, loginHref(context, step, redirectTo), toast)
      : redirect(loginHref(context, step, redirectTo))

  // A step that has the API mail a link or the references: back to sign-in with the address (SPEC 4).
  const mailThenSignIn = async (email: string, send: () => Promise<unknown>, failKey: string, successKey: string) => {
    try {
      await send()
    } catch (error) {
      if (apiStatus(error) !== null) return failure(submission, failKey)
      throw error
    }
    session.loginEmail = email
    return go('sign-in', { kind: 'success', messageKey: successKey })
  }

  try {
    switch (value.intent) {
      case 'sign-in': {
        const status = await api.portalStatus(value.email)
        const next = stepForStatus(status)
        if (!next) return failure(submission, 'toast-message.generic-error', { status: 503 })
        session.loginEmail = value.email
        return go(next)
      }
      case 'password': {
        try {
          return signedIn(
            context,
            session,
            await api.authenticate({ email: value.email, password: value.password }),
            'email',
            redirectTo,
          )
        } catch (error) {
          if (apiStatus(error) === 429) return go('sign-in-attempts-exceeded')
          if (apiStatus(error) === 401)
            return failure(submission, 'login-fail', { fieldErrors: { password: ['login-fail'] }, formErrors: [] })
          throw error
        }
      }
      case 'booking-sign-in': {
        try {
          return signedIn(
            context,
            session,
            await api.authenticateBooking({ email: value.email, bookingRef: value.bookingRef }),
            'booking_id',
            redirectTo,
          )
        } catch (error) {
          if (apiStatus(error) === 429) {
            session.loginEmail = value.email
            return go('sign-in-attempts-exceeded')
          }
          if (apiStatus(error) === 401) return failure(submission, 'login-fail')
          throw error
        }
      }
      case 'create-password': {
        try {
          await api.signUp({ email: value.email, firstName: value.firstName, lastName: value.lastName })
        } catch (error) {
          if (apiStatus(error) === 409) return failure(submission, 'email-in-use')
          if (apiStatus(error) !== null) return failure(submission, 'login-fail')
          throw error
        }
        session.loginEmail = value.email
        session.flashEvent('account_create')
        return go('check-inbox')
      }
      case 'new-password': {
        const token = session.resetToken
        if (!token) return failure(submission, 'password-update-fail', { formErrors: ['portal:errors.link-expired'] })
        try {
          const email = await twentyFor(context, token).resetPassword({
            token,
            password: value.password,
            confirmed_password: value.confirmed_password,
          })
          session.resetToken = undefined
          session.loginEmail = email
          if (value.purpose === 'first') {
            // A first password (the mail of a new account, often one a booking made): the
            // customer is signed in at once and told so.
            const token = await api.authenticate({ email, password: value.password }).catch(() => null)
            if (token) {
              session.signIn(token, 'email')
              session.flashEvent('customer_portal_login')
              return redirectWithToast(session, safeRedirect(redirectTo, href(context.storefront.link, 'profile')), {
                kind: 'success',
                messageKey: 'password-set-success',
              })
            }
          }
          return go('sign-in', { kind: 'success', messageKey: 'password-update-success' })
        } catch (error) {
          if (
            error instanceof TwentyApiError &&
            error.status === 400 &&
            (PASSWORD_ERROR_CODES as readonly string[]).includes(error.code)
          ) {
            const field = error.code === 'password_mismatch' ? 'confirmed_password' : 'password'
            return failure(submission, 'password-update-fail', {
              fieldErrors: { [field]: [`portal:errors.${error.code}`] },
              formErrors: [],
            })
          }
          if (apiStatus(error) === 401) {
            session.resetToken = undefined
            return failure(submission, 'password-update-fail', { formErrors: ['portal:errors.link-expired'] })
          }
          if (apiStatus(error) !== null) return failure(submission, 'password-update-fail')
          throw error
        }
      }
      case 'forgot-password':
        return await mailThenSignIn(
          value.email,
          () => api.sendResetLink(value.email),
          'password-send-fail',
          'password-send-success',
        )
      case 'forgot-booking-reference':
        return await mailThenSignIn(
          value.email,
          () => api.sendBookingCredentials(value.email),
          'send-confirmation-fail',
          'send-confirmation-success',
        )
    }
  } catch (error) {
    // The API is down or slow: the form stays, with what was typed, and says so.
    console.error(`login ${value.intent} failed:`, (error as Error).message)
    const toast =
      value.intent === 'forgot-password'
        ? 'password-send-fail'
        : value.intent === 'forgot-booking-reference'
          ? 'send-confirmation-fail'
          : value.intent === 'new-password'
            ? 'password-update-fail'
            : 'toast-message.generic-error'
    return failure(submission, toast, { status: 503 })
  }
}

/** Sign-out (SPEC section 4): the token ends (at the API too) and the browser reloads the root. */
async function signOut(context: AppLoadContext) {
  const { session } = context
  const token = session.token
  if (token)
    await twentyFor(context, token)
      .signOut()
      .catch(() => null)
  session.signOut()
  session.flashEvent('customer_portal_logout')
  return redirect(href(context.storefront.link, 'home'))
}
