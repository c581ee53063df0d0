/**
 * A rendered page's bytes, handed from the Remix entry (app/entry.server.tsx) to the Express host
 * (server/remix-handler.ts) beside the Response that also carries them: the host writes them in
 * one call instead of reading them back through the Response's web stream, which cost a page
 * more than its headers (decision 040). The two sides are separate bundles, so the key is a
 * registered symbol, not a module's own.
 */
const DOCUMENT_BYTES = Symbol.for('storefront.document-bytes')

type WithDocumentBytes = Response & { [DOCUMENT_BYTES]?: Buffer }

/** A page response whose body is `bytes`, which the host can take without reading the body. */
export function documentResponse(bytes: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response: WithDocumentBytes = new Response(bytes, init)
  response[DOCUMENT_BYTES] = bytes
  return response
}

/** The page's bytes when `response` is one made by `documentResponse`, untouched since. */
export function documentBytesOf(response: Response): Buffer | undefined {
  const bytes = (response as WithDocumentBytes)[DOCUMENT_BYTES]
  // A body already read (by a wrapper) is not written twice.
  return bytes && !response.bodyUsed ? bytes : undefined
}
