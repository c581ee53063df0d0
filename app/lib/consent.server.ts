/**
 * The `cookie-consent` cookie (decision 029): URL-encoded JSON such as
 * `{"necessary":true,"analytics":false,"marketing":true,"v":1,"at":1767225600000}`, parsed with
 * zod; anything else (garbage, another version, a hand-made value that leaves out a category)
 * counts as no choice, and the banner asks again. Not httpOnly: it holds no secret, and a tag
 * manager's consent settings may read it.
 */
import { z } from 'zod'
import {
  CONSENT_COOKIE,
  CONSENT_INTENTS,
  CONSENT_MAX_AGE_S,
  CONSENT_VERSION,
  type Consent,
  type ConsentIntent,
} from './consent'

const consentSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  v: z.literal(CONSENT_VERSION),
  at: z.number().int().nonnegative(),
})

/** A cookie's value from a `Cookie` header (the first of that name), undecoded; null when absent. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

/** The cookie's value as the visitor's choice, or null for no choice (absent, garbage, old version). */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value || value.length > 512) return null
  try {
    const parsed = consentSchema.safeParse(JSON.parse(decodeURIComponent(value.replace(/^"|"$/g, ''))))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function consentFromCookieHeader(header: string | null | undefined): Consent | null {
  return parseConsent(cookieValue(header, CONSENT_COOKIE))
}

/** The cookie's value for a choice (JSON, URL-encoded). */
export function encodeConsent(consent: Consent): string {
  return encodeURIComponent(JSON.stringify(consent))
}

/** The `Set-Cookie` header of a choice: 365 days, the whole site, readable by scripts (no secret). */
export function consentSetCookie(consent: Consent, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${encodeConsent(consent)}`,
    `Max-Age=${CONSENT_MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

const choiceSchema = z.object({
  intent: z.enum(CONSENT_INTENTS),
  analytics: z.literal('on').optional(),
  marketing: z.literal('on').optional(),
})

/**
 * A posted choice: `accept` allows every category, `reject` only the necessary ones, `save` the
 * ticked boxes. Null when the post is not one of the forms' (an unknown intent).
 */
export function consentFromForm(form: FormData, now = Date.now()): Consent | null {
  const parsed = choiceSchema.safeParse(
    Object.fromEntries(['intent', 'analytics', 'marketing'].map((k) => [k, form.get(k) ?? undefined])),
  )
  if (!parsed.success) return null
  const intent: ConsentIntent = parsed.data.intent
  const all = intent === 'accept'
  const ticked = intent === 'save'
  return {
    necessary: true,
    analytics: all || (ticked && parsed.data.analytics === 'on'),
    marketing: all || (ticked && parsed.data.marketing === 'on'),
    v: CONSENT_VERSION,
    at: now,
  }
}
