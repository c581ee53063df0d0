/**
 * The search form's destination suggestions (SPEC section 9), answered server-side so the browser
 * never calls the API: below 2 trimmed characters what visitors pick most from the home page
 * (`autocomplete/popular`), from 2 on the places and campsites matching the text (`autocomplete`).
 */
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { requireStorefront } from '~/lib/page.server'
import { siteHref, type DestinationSuggestion, type DestinationSuggestions } from '~/lib/search-form'
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from '~/lib/search-params'
import { pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { AUTOCOMPLETE_TYPES, parseId, type AutocompleteResult } from '../../twenty/contract'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const requestSchema = z.object({
  // Control characters and whitespace runs mean nothing to a place name.
  q: z
    .string()
    .max(300)
    .default('')
    .transform((text) =>
      text
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 100),
    ),
  funnel: z.string().regex(SLUG).max(80).optional().catch(undefined),
})

export type SuggestionsRequest =
  | { kind: 'popular'; funnel?: string }
  | { kind: 'matches'; searchString: string; funnel?: string }

/** `?q=…&funnel=…` as what to ask the API; null when the query string is not ours. */
export function parseSuggestionsRequest(params: URLSearchParams): SuggestionsRequest | null {
  const parsed = requestSchema.safeParse({ q: params.get('q') ?? undefined, funnel: params.get('funnel') ?? undefined })
  if (!parsed.success) return null
  const { q, funnel } = parsed.data
  const withFunnel = funnel ? { funnel } : {}
  return q.length < AUTOCOMPLETE_MIN_CHARS
    ? { kind: 'popular', ...withFunnel }
    : { kind: 'matches', searchString: q, ...withFunnel }
}

export function suggestionOf(result: AutocompleteResult): DestinationSuggestion {
  const slugs = {
    funnel: result.meta.funnel?.slug ?? null,
    country: result.meta.country?.slug ?? null,
    area: result.meta.area?.slug ?? null,
    site: result.meta.site?.slug ?? null,
  }
  return {
    id: result.id,
    type: result.type,
    name: result.name,
    description: result.description,
    country: slugs.country,
    area: slugs.area,
    city: result.meta.city?.slug ?? null,
    href: result.type === 'site' ? siteHref(slugs) : null,
  }
}

export async function loadDestinationSuggestions(
  context: AppLoadContext,
  params: URLSearchParams,
): Promise<DestinationSuggestions> {
  requireStorefront(context)
  const request = parseSuggestionsRequest(params)
  if (!request) throw new Response('Bad Request', { status: 400 })
  const client = twentyFor(context)
  const results = await (
    request.kind === 'popular'
      ? // The home page is the origin (SPEC section 7: `home`/0); the funnel is not known there.
        client.popularAutocomplete({ originId: 0, originType: 'home', limit: AUTOCOMPLETE_LIMIT })
      : client.autocomplete({
          searchString: request.searchString,
          limit: AUTOCOMPLETE_LIMIT,
          ...(request.funnel ? { funnel: request.funnel } : {}),
        })
  ).catch((error: unknown) => pageLoadFailure(error, { notFound: false }))
  return {
    kind: request.kind,
    // A campsite without a full path cannot be opened: it is left out rather than a dead option.
    suggestions: results
      .map(suggestionOf)
      .filter((suggestion) => suggestion.type !== 'site' || suggestion.href !== null),
  }
}

export const pickSchema = z.object({
  // A canonical id (issue 16): `01`, `1.0` and `0x1` are not 1.
  id: z
    .string()
    .transform(
      (value, context) => parseId(value) ?? (context.addIssue({ code: 'custom', message: 'not an id' }), z.NEVER),
    ),
  type: z.enum(AUTOCOMPLETE_TYPES),
  popular: z.enum(['0', '1']).transform((value) => value === '1'),
})

/** A posted pick (`id`, `type`, `popular` 0/1), or null when the body is not one. */
export function parsePick(
  body: URLSearchParams,
): { searchedId: number; searchedType: AutocompleteResult['type']; popularSearch: boolean } | null {
  const parsed = pickSchema.safeParse(Object.fromEntries(body))
  return parsed.success
    ? { searchedId: parsed.data.id, searchedType: parsed.data.type, popularSearch: parsed.data.popular }
    : null
}

/**
 * Records a visitor's pick from the home page (SPEC section 7, fire and forget): the answer never
 * matters to the visitor, so an API failure is a 204 like a success, and only a malformed pick a 400.
 */
export async function savePick(context: AppLoadContext, body: URLSearchParams): Promise<number> {
  requireStorefront(context)
  const pick = parsePick(body)
  if (!pick) return 400
  await twentyFor(context)
    .savePopularSearch({ originId: 0, originType: 'home', ...pick })
    .catch(() => undefined)
  return 204
}
