import type { ReactNode } from 'react'

/** `+44 20 7946 0123` -> `tel:+442079460123`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * A navigation or footer link from the API: external links open as plain anchors (new tab when
 * asked, with rel noopener), internal ones are client-side links: plain anchors too, which the
 * header and footer make client-side navigations with one handler each (`useClientSideLinks`,
 * decision 039). An item without a url is text, except a phone number, which is always a `tel:` link.
 */
export function NavLink({
  item,
  className,
  children,
}: {
  item: { url: string | null; text: string; icon?: string | null; isExternal: boolean; openInNewTab: boolean }
  className?: string
  children?: ReactNode
}) {
  const content = children ?? item.text
  if (!item.url) {
    if (item.icon === 'phone') {
      return (
        <a href={telHref(item.text)} className={className}>
          {content}
        </a>
      )
    }
    return <span className={className}>{content}</span>
  }
  const newTab = item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (item.isExternal || /^(https?:|mailto:|tel:)/.test(item.url)) {
    return (
      <a href={item.url} className={className} {...newTab}>
        {content}
      </a>
    )
  }
  return (
    <a
      href={item.url.startsWith('/') ? item.url : `/${item.url}`}
      className={className}
      {...newTab}
      // The header and footer follow only these client-side.
      data-client-link
    >
      {content}
    </a>
  )
}
