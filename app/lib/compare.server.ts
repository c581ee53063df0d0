/**
 * The compare cookie's shape (issue 24, decision 036): campsite ids in their columns' order, each
 * once, at most three. A cookie that is not a list of ids (changed by hand, an older shape) is an
 * empty list; a longer one keeps its first three, in order.
 */
import { z } from 'zod'
import { COMPARE_MAX } from './compare'

const siteIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** What a signed compare cookie may hold: ids only, a few more than three tolerated and cut. */
export const comparedSitesSchema = z.array(siteIdSchema).max(COMPARE_MAX * 4)

/** The ids a cookie's value holds: each once, first three kept; anything else is none. */
export function parseComparedSites(value: unknown): number[] {
  const parsed = comparedSitesSchema.safeParse(value)
  return parsed.success ? [...new Set(parsed.data)].slice(0, COMPARE_MAX) : []
}
