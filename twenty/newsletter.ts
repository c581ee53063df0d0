/** `POST newsletter/subscribe`: one subscription per brand and address, repeat calls are harmless. */
import type { Kysely } from 'kysely'
import type { ApiLocale } from './contract'
import type { BrandId } from './locales'
import type { TwentySchema } from './schema'

export interface SubscribeRequest {
  brand: BrandId
  apiLocale: ApiLocale
  email: string
  reference: string
  now: Date
}

export interface SubscribeResult {
  email: string
  alreadySubscribed: boolean
}

/** Addresses are compared case-insensitively: "Anna@Example.com" and "anna@example.com" are one. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function subscribeToNewsletter(
  db: Kysely<TwentySchema>,
  request: SubscribeRequest,
): Promise<SubscribeResult> {
  const email = normaliseEmail(request.email)
  // ON CONFLICT keeps the first subscription (its locale and source) and makes the check race-free.
  const result = await db
    .insertInto('newsletter_subscriptions')
    .values({
      brand: request.brand,
      api_locale: request.apiLocale,
      email,
      reference: request.reference,
      created_at: request.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['brand', 'email']).doNothing())
    .executeTakeFirst()
  return { email, alreadySubscribed: Number(result.numInsertedOrUpdatedRows ?? 0n) === 0 }
}
