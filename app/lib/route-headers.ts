import type { HeadersFunction } from '@remix-run/node'

/**
 * The `headers` of a route whose actions can say when to try again: 429 over a form's per-address
 * limit (sign-in, newsletter, contact), 503 when the API shed a sign-in. Remix sends an action's
 * own headers only through its route's `headers` function, for a document post and for single
 * fetch's `.data` alike; without one the answer loses its Retry-After. The layouts' headers and
 * every Set-Cookie are kept as they are.
 */
export const keepRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const answer = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter !== null) answer.set('Retry-After', retryAfter)
  return answer
}
