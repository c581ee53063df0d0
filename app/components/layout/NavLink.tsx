import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { LinkBase } from '../../../market-config/routes'

/**
 * A navigation or footer link from the API: external links open as plain anchors (new tab when
 * asked, with rel noopener), internal ones are client-side links under the market prefix.
 * An item without a url renders as text (SPEC: "a button when there is no url" has no action here).
 */
export function NavLink({
  item,
  link,
  className,
  children,
}: {
  item: { url: string | null; text: string; isExternal: boolean; openInNewTab: boolean }
  link: LinkBase
  className?: string
  children?: ReactNode
}) {
  const content = children ?? item.text
  if (!item.url) return <span className={className}>{content}</span>
  const newTab = item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (item.isExternal || /^(https?:|mailto:|tel:)/.test(item.url)) {
    return (
      <a href={item.url} className={className} {...newTab}>
        {content}
      </a>
    )
  }
  const to = `${link.prefix}${item.url.startsWith('/') ? item.url : `/${item.url}`}`
  return (
    <Link to={to} className={className} {...newTab}>
      {content}
    </Link>
  )
}
