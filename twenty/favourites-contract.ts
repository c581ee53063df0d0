/**
 * Contract of the favourites endpoints (issue 19), re-exported by contract.ts (this file imports
 * nothing from it, so the re-export cannot form an import cycle). Paths are relative to
 * `/api/twenty/{v1|v2}/{brand}/{apiLocale}/`; twenty/README.md describes each answer. Error
 * answers use the shared `apiErrorSchema`; `search/site-prices` is in contract.ts with the search.
 */
import { z } from 'zod'

/** At most this many favourites per account (POST answers 409 `favourites_full` beyond). */
export const FAVOURITES_MAX = 200
/** At most this many campsites merged at once: a visitor's cookie holds 50 (the storefront's). */
export const FAVOURITES_MERGE_MAX = 50

/** A campsite id in a body: a positive integer, as `parseId` takes ids in paths. */
const siteIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** POST customer-portal/favourites (Bearer): idempotent, 201 added, 200 already a favourite. */
export const favouriteAddRequestSchema = z.strictObject({ siteId: siteIdSchema })
export type FavouriteAddRequest = z.infer<typeof favouriteAddRequestSchema>

/** The answer of POST and DELETE customer-portal/favourites[/{siteId}]. */
export const favouriteChangeResponseSchema = z.object({
  data: z.object({
    siteId: z.number().int(),
    /** Whether the campsite is a favourite now. */
    favourite: z.boolean(),
    /** How many favourites the account has now. */
    count: z.number().int().nonnegative(),
  }),
})
export type FavouriteChange = z.infer<typeof favouriteChangeResponseSchema>['data']

/**
 * POST customer-portal/favourites/merge (Bearer): a visitor's favourites, newest first, added to
 * the account on sign-in. Unknown campsites are skipped; what no longer fits (the account is full)
 * is answered as `refused`, so the storefront keeps it.
 */
export const favouritesMergeRequestSchema = z.strictObject({
  siteIds: z.array(siteIdSchema).min(1).max(FAVOURITES_MERGE_MAX),
})
export type FavouritesMergeRequest = z.infer<typeof favouritesMergeRequestSchema>

export const favouritesMergeResponseSchema = z.object({
  data: z.object({
    /** The account's favourites after the merge, newest first. */
    siteIds: z.array(z.number().int()),
    /** Asked for, known, but not added: the account was full. */
    refused: z.array(z.number().int()),
  }),
})
export type FavouritesMerge = z.infer<typeof favouritesMergeResponseSchema>['data']

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/**
 * A favourite campsite as a list shows it: the fields of a `search/sites` result that do not
 * depend on a stay (the same names and shapes, so a priced result can stand in for one), and
 * when it was added.
 */
export const favouriteSiteSchema = z.object({
  id: z.number().int(),
  slug,
  name: z.string(),
  /** "Sarlat-la-Canéda, Dordogne". */
  location: z.string(),
  meta: z.object({
    country: z.object({ slug, code: z.string().length(2), name: z.string() }),
    area: z.object({ slug, name: z.string() }),
    city: z.object({ slug, name: z.string() }),
    funnel: z.object({ slug }),
  }),
  /** Catalogue path: `{funnel}/{country}/{area}/{site}`. */
  path: z.string(),
  /** The campsite's photo (400x267, like a search result's). */
  image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  stars: z.number().int(),
  reviewScore: z.number(),
  reviewCount: z.number().int().nonnegative(),
  addedAt: z.string(),
})
export type FavouriteSite = z.infer<typeof favouriteSiteSchema>

/** GET customer-portal/favourites (Bearer): newest first. */
export const favouritesResponseSchema = z.object({
  data: z.object({ favourites: z.array(favouriteSiteSchema) }),
})

/** GET customer-portal/favourites/ids (Bearer): only the ids, newest first (what a listing marks). */
export const favouriteIdsResponseSchema = z.object({
  data: z.object({ siteIds: z.array(z.number().int()) }),
})
