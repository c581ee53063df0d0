import type { ReactNode } from 'react'
import type { ServerOptions } from 'react-dom/server'

declare module 'react-dom/server' {
  /**
   * What `renderToString` renders, as UTF-8 bytes encoded in parts while React writes them
   * (patches/react-dom+18.3.1.patch, docs/decisions/042 and 043). `encodedChunk` may return the
   * bytes of a large chunk (4,096 characters or more) to be copied instead of encoded.
   */
  export function renderToBuffer(
    element: ReactNode,
    options?: ServerOptions & { encodedChunk?: (chunk: string) => Uint8Array | undefined },
  ): Buffer
}
