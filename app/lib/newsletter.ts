/**
 * The footer newsletter form's schema, shared by the server action and the browser. Written
 * with zod/mini so the browser bundle stays small (the full zod is several times larger).
 */
import * as z from 'zod/mini'

export const NEWSLETTER_THROTTLE_MS = 15_000
export const NEWSLETTER_REFERENCE = 'footer'

/** Error messages are i18n keys of the `common` namespace (SPEC section 5). */
export const newsletterSchema = z.object({
  email: z.pipe(
    z.string({ error: 'validations.required' }).check(z.trim(), z.minLength(1, 'validations.required')),
    z.email('validations.email').check(z.maxLength(254, 'validations.email')),
  ),
  redirectTo: z.optional(z.string()),
})

/** One accepted submission per 15 s per visitor. */
export function isNewsletterThrottled(lastAcceptedAt: number | undefined, now: number): boolean {
  return lastAcceptedAt !== undefined && now - lastAcceptedAt < NEWSLETTER_THROTTLE_MS && now >= lastAcceptedAt
}
