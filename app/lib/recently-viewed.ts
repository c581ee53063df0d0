/**
 * Recently viewed campsites: the last ones a visitor opened, newest first, kept in a signed
 * cookie (no account needed) and shown on the home and campsite pages, without JavaScript too.
 */

export const RECENTLY_VIEWED_MAX = 6
/** 30 days. */
export const RECENTLY_VIEWED_MAX_AGE_S = 30 * 24 * 60 * 60

export interface RecentlyViewedSite {
  slug: string
  name: string
  location: string
  /** The campsite page's path. */
  href: string
  image: string
}

/** Newest first, each campsite once, at most six. */
export function rememberViewed(list: readonly RecentlyViewedSite[], site: RecentlyViewedSite): RecentlyViewedSite[] {
  return [site, ...list.filter((old) => old.slug !== site.slug)].slice(0, RECENTLY_VIEWED_MAX)
}
