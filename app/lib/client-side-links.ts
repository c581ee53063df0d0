import { useNavigate } from '@remix-run/react'
import { useCallback, type MouseEvent } from 'react'

/**
 * A click handler for a container of plain `<a>` links (static markup cannot hold Remix Links):
 * same-origin clicks become client-side navigations; modified clicks, new tabs and external
 * links keep the browser's behaviour. Without JavaScript the links simply load the page.
 * `only`: a selector the anchor must match, for containers whose other links must load as pages
 * (the header's market links go to another host through the server's redirect).
 */
export function useClientSideLinks(only?: string): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const anchor = (event.target as Element).closest('a')
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      if (only && !anchor.matches(only)) return
      const url = new URL(anchor.href)
      if (url.origin !== window.location.origin) return
      event.preventDefault()
      navigate(`${url.pathname}${url.search}${url.hash}`)
    },
    [navigate, only],
  )
}
