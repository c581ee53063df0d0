/**
 * The login page's steps (issue 9), beside its route (routes/login.tsx). Each step is a form
 * posting there with an `intent`; the step calls the twenty API and moves on by SPEC section 4's
 * rules with post/redirect/get, so every step works without JavaScript. Field errors come back as
 * action data (`submission.reply()`, 400) with the toast key to show; successes redirect with a toast.
 */
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { z } from 'zod'
import { mergeVisitorFavourites } from '~/lib/favourites.server'
import { stepForStatus, type LoginStep, type loginIntentSchema } from '~/lib/portal'
import { redirectWithToast, safeRedirect, type RequestSession } from '~/lib/session.server'
import { TwentyApiError, TwentyUnavailableError, twentyFor } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'
import { PASSWORD_ERROR_CODES } from '../../twenty/contract'

/** `?step=...&redirectTo=...` of the login page. */
export function loginHref(context: AppLoadContext, step: LoginStep, redirectTo?: string | null): string {
  const target = safeRedirect(redirectTo, '')
  return href(context.storefront.link, 'login', undefined, {
    step: step === 'sign-in' ? undefined : step,
    redirectTo: target || undefined,
  })
}

/** Asks the API whether a mail link's token still works; when the API cannot say, the submit will. */
export async function mailLinkUsable(context: AppLoadContext, token: string): Promise<boolean> {
  try {
    return (await twentyFor(context, token).checkMailLink(token)) === 204
  } catch {
    return true
  }
}

type LoginSubmission = {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult
}
type LoginStepValue = Exclude<z.infer<typeof loginIntentSchema>, { intent: 'sign-out' }>

/** What a failed step answers: conform's reply, and the toast to show (SPEC section 8). */
export function failure(
  submission: LoginSubmission,
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

/**
 * A successful sign-in: the session takes the token, and after a password sign-in the visitor's
 * favourites (the cookie) join the account's (issue 19; never failing the sign-in). A booking
 * reference may not change the account: its favourites stay in the cookie.
 */
async function signedIn(
  context: AppLoadContext,
  session: RequestSession,
  token: string,
  loginType: 'email' | 'booking_id',
  redirectTo: string | undefined,
) {
  session.signIn(token, loginType)
  if (loginType === 'email') await mergeVisitorFavourites(context, token)
  session.flashEvent('customer_portal_login')
  return redirectWithToast(session, safeRedirect(redirectTo, href(context.storefront.link, 'profile')), {
    kind: 'success',
    messageKey: 'login-success',
  })
}

/** A login step's post, checked and within its limit: the API call and where it leads (SPEC section 4). */
export async function loginStep(context: AppLoadContext, submission: LoginSubmission, value: LoginStepValue) {
  const { session } = context
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
          return await signedIn(
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
          return await signedIn(
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
              await mergeVisitorFavourites(context, token)
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
    // Answered (503 with the form kept); the failing call itself is counted by the API call metrics.
    // A sign-in the API shed on purpose (too many at once) is counted there and says when to come
    // back: passed on as this answer's Retry-After, which the host logs quietly (a flood of
    // sign-ins must not become a flood of log lines, issue 16).
    const busy = error instanceof TwentyUnavailableError && error.kind === 'busy'
    if (!busy) console.warn(`login ${value.intent} failed:`, error instanceof Error ? error.message : String(error))
    const toast =
      value.intent === 'forgot-password'
        ? 'password-send-fail'
        : value.intent === 'forgot-booking-reference'
          ? 'send-confirmation-fail'
          : value.intent === 'new-password'
            ? 'password-update-fail'
            : 'toast-message.generic-error'
    return failure(submission, toast, {
      status: 503,
      ...(busy ? { headers: { 'Retry-After': String(error.retryAfterS ?? 5) } } : {}),
    })
  }
}

/** Sign-out (SPEC section 4): the token ends (at the API too) and the browser reloads the root. */
export async function signOut(context: AppLoadContext) {
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
