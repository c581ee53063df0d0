/** The footer newsletter form's schema, shared by the server action and the browser. */
import { z } from 'zod'

export const NEWSLETTER_THROTTLE_MS = 15_000
export const NEWSLETTER_REFERENCE = 'footer'

/** Error messages are i18n keys of the `common` namespace (SPEC section 5). */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'validations.required' })
    .trim()
    .min(1, 'validations.required')
    .pipe(z.email('validations.email').max(254, 'validations.email')),
  redirectTo: z.string().optional(),
})

/** One accepted submission per 15 s per visitor. */
export function isNewsletterThrottled(lastAcceptedAt: number | undefined, now: number): boolean {
  return lastAcceptedAt !== undefined && now - lastAcceptedAt < NEWSLETTER_THROTTLE_MS && now >= lastAcceptedAt
}
