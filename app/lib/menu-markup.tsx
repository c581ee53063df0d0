/**
 * The destinations menus (every country and area of every funnel: hundreds of links) are the
 * same for every visitor of a storefront. The server renders them once per storefront and
 * navigation version (entry.server.tsx) and the page carries them inside `<noscript>`:
 * - without JavaScript the browser shows them as ordinary markup (CSS radio switches make them
 *   work), so the menus need no script at all;
 * - with JavaScript they are not in the document (a script-enabled browser keeps `<noscript>`
 *   content as text), so they cost no DOM, data or hydration until a menu is first opened; then
 *   the same markup is put in place, and its links navigate client-side.
 * See docs/decisions/004.
 */
import { createContext, useContext, useState } from 'react'
import { useClientSideLinks } from './client-side-links'

export interface MenuMarkup {
  desktop: string
  mobile: string
}

/** Provided by entry.server.tsx for the request being rendered; empty in the browser. */
export const MenuMarkupContext = createContext<MenuMarkup | null>(null)

export function StaticMenu({ id, which, open }: { id: string; which: keyof MenuMarkup; open: boolean }) {
  const server = useContext(MenuMarkupContext)
  const followLink = useClientSideLinks()
  // In the browser, the markup is the text the server put in the noscript element.
  const [html] = useState(
    () => server?.[which] ?? (typeof document === 'undefined' ? '' : (document.getElementById(id)?.textContent ?? '')),
  )
  return (
    <>
      <noscript id={id} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      {/* Clicks on the links inside (anchors: keyboard-operable themselves) navigate client-side. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation, see above */}
      {open && !server ? <div onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </>
  )
}
