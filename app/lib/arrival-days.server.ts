/**
 * The arrival rules for the storefront: the API's `search/arrival-days` for a destination and stay
 * length, asked by the calendar's resource route and by search pages that refused a date (to name
 * the nearest arrival days). A destination the API does not know falls back to "anywhere".
 */
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { ArrivalDays } from '../../twenty/contract'
import { MAX_DURATION, SEARCH_DEFAULTS } from './search-params'
import { TwentyApiError, twentyFor } from './twenty.server'

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80)
/** What the resource route accepts; anything malformed is left out (the calendar then asks for anywhere). */
const querySchema = z.object({
  duration: z.coerce.number().int().min(1).max(MAX_DURATION).catch(SEARCH_DEFAULTS.duration),
  country: slug.nullable().catch(null),
  area: slug.nullable().catch(null),
  city: slug.nullable().catch(null),
  site: slug.nullable().catch(null),
})
export type ArrivalDaysRequest = z.infer<typeof querySchema>

export function parseArrivalDaysRequest(params: URLSearchParams): ArrivalDaysRequest {
  return querySchema.parse({
    duration: params.get('duration') ?? undefined,
    country: params.get('country'),
    area: params.get('area'),
    city: params.get('city'),
    site: params.get('site'),
  })
}

/** The API's answer (the API caps stays at 28 nights: a longer one is asked as 28). */
export async function loadArrivalDays(context: AppLoadContext, request: ArrivalDaysRequest): Promise<ArrivalDays> {
  const client = twentyFor(context)
  const duration = Math.min(28, request.duration)
  const place = {
    country: request.country ?? undefined,
    area: request.area ?? undefined,
    city: request.city ?? undefined,
    site: request.site ?? undefined,
  }
  return client.arrivalDays({ duration, ...place }).catch((error: unknown) => {
    // A place the API does not know (a stale link): the rules for anywhere still help.
    if (error instanceof TwentyApiError && error.status === 404) return client.arrivalDays({ duration })
    throw error
  })
}
