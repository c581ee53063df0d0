import type { ReactNode } from 'react'
import type { ServerOptions } from 'react-dom/server'

declare module 'react-dom/server' {
  /**
   * What `renderToString` renders, as UTF-8 bytes encoded in parts while React writes them
   * (patches/react-dom+18.3.1.patch, docs/decisions/042).
   */
  export function renderToBuffer(element: ReactNode, options?: ServerOptions): Buffer
}
