/**
 * Server-rendered markup that is the same for every visitor of a storefront (the destinations
 * menus: hundreds of links) is rendered once per cache key and reused, instead of by React on
 * every request. entry.server.tsx provides the renderer; in the browser the context is empty and
 * the component keeps the HTML the server sent.
 */
import { createContext, useContext, useState, type ReactElement } from 'react'

export type StaticMarkupRenderer = (cacheKey: string, render: () => ReactElement) => string

export const StaticMarkupContext = createContext<StaticMarkupRenderer | null>(null)

/**
 * `render` must not need router context (use plain `<a>` links; see useClientSideLinks) and must
 * give the same output for the same `cacheKey`. On a client-side mount with no server HTML to
 * keep (a layout switch), the element is simply rendered by React.
 */
export function StaticMarkup({
  id,
  cacheKey,
  render,
  className,
}: {
  id: string
  cacheKey: string
  render: () => ReactElement
  className?: string
}) {
  const renderer = useContext(StaticMarkupContext)
  const [clientHtml] = useState(() =>
    renderer || typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  )
  const html = renderer ? renderer(cacheKey, render) : clientHtml
  if (html === null) return <div id={id} className={className}>{render()}</div>
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}
