/** Free-text search rules shared by its loader and its page (the API's bounds, twenty/README.md). */
export const FREE_SEARCH_MIN_CHARS = 2
export const FREE_SEARCH_MAX_CHARS = 200
export const FREE_SEARCH_PAGE_SIZE = 10

/** The address of a result page; `page` only above 1. */
export function freeSearchHref(pathname: string, query: string, page = 1): string {
  return `${pathname}?${new URLSearchParams(page > 1 ? { query, page: String(page) } : { query })}`
}

/** A part of a result's snippet: matched words are marked. */
export type SnippetPart = { text: string; match: boolean }

export interface FreeSearchResult {
  id: number
  name: string
  location: string
  href: string
  image: { url: string; alt: string; width: number; height: number }
  reviewScore: number
  reviewCount: number
  snippet: SnippetPart[]
  /** The snippet's language when the API says it (the visitor's, unless the campsite has no text in it). */
  snippetLanguage: string | null
  /** The visitor's favourite (the heart is pressed). */
  favourite: boolean
}

/** A page of results. */
export interface FreeSearchResults {
  sites: FreeSearchResult[]
  total: number
  page: number
  pages: number
}
