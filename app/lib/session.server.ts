/**
 * The signed httpOnly session cookie: bearer token and login type (later issues), flash
 * messages, and the newsletter throttle stamp. Minimal payload; committed by whoever changed it.
 */
import { createCookieSessionStorage, type Session } from '@remix-run/node'
import { z } from 'zod'
import { getEnv, sessionSecrets } from './env.server'

export const flashToastSchema = z.object({
  id: z.string(),
  kind: z.enum(['success', 'error', 'info']),
  /** i18next key in the `toasts` namespace. */
  messageKey: z.string(),
})
export type FlashToast = z.infer<typeof flashToastSchema>

export const newsletterFlashSchema = z.object({ email: z.string(), errorKey: z.string() })
export type NewsletterFlash = z.infer<typeof newsletterFlashSchema>

interface SessionData {
  /** Bearer token of the signed-in customer (portal slice). */
  token: string
  /** How the customer signed in: email or booking_id (SPEC section 3). */
  loginType: 'email' | 'booking_id'
  newsletterAcceptedAt: number
}
interface SessionFlashData {
  toast: FlashToast
  newsletter: NewsletterFlash
}

let storage: ReturnType<typeof createSessionStorage> | undefined

function createSessionStorage() {
  const env = getEnv()
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.NODE_ENV === 'production',
      secrets: sessionSecrets(env),
    },
  })
}

function sessionStorage() {
  storage ??= createSessionStorage()
  return storage
}

export type StorefrontSession = Session<SessionData, SessionFlashData>

export function getSession(request: Request): Promise<StorefrontSession> {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

export function commitSession(session: StorefrontSession): Promise<string> {
  return sessionStorage().commitSession(session)
}

/** Reads and consumes the flash messages; a malformed flash is dropped rather than trusted. */
export function takeFlash(session: StorefrontSession): { toast: FlashToast | null; newsletter: NewsletterFlash | null } {
  const toast = flashToastSchema.safeParse(session.get('toast'))
  const newsletter = newsletterFlashSchema.safeParse(session.get('newsletter'))
  return { toast: toast.success ? toast.data : null, newsletter: newsletter.success ? newsletter.data : null }
}

export function flashToast(session: StorefrontSession, kind: FlashToast['kind'], messageKey: string): void {
  session.flash('toast', { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, kind, messageKey })
}

/**
 * Only same-origin relative paths are followed: rejects `//host`, `/\host`, backslashes and
 * schemes, so a crafted redirectTo cannot send a visitor elsewhere.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback
  if (/^\/[^/]*:/.test(to)) return fallback
  return to
}
