/** Free-text search rules shared by its loader and its page (the API's bounds, twenty/README.md). */
export const FREE_SEARCH_MIN_CHARS = 2
export const FREE_SEARCH_MAX_CHARS = 200
export const FREE_SEARCH_PAGE_SIZE = 10

/** The address of a result page; `page` only above 1. */
export function freeSearchHref(pathname: string, query: string, page = 1): string {
  return `${pathname}?${new URLSearchParams(page > 1 ? { query, page: String(page) } : { query })}`
}
