import { Link, useFetcher, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { notify } from '~/components/ui/toast-queue'
import { cn } from '~/lib/cn'
import { COMPARE_MAX, compareActionHref, type CompareReply } from '~/lib/compare'
import { ENHANCED_FIELD } from '~/lib/favourites'
import type { RootLoaderData } from '~/lib/root-data'
import { useStorefront } from '~/lib/storefront'
import { href } from '../../../market-config/routes'

/** The campsites this visitor compares, in their columns' order (the root loader reads the cookie). */
export function useComparedSites(): readonly number[] {
  return useRouteLoaderData<RootLoaderData>('root')?.compared ?? []
}

/** What the root loader said, until the visitor changes it here (a new loader answer wins again). */
function useShownState(fromLoader: boolean): [boolean, (value: boolean) => void] {
  const [shown, setShown] = useState(fromLoader)
  const [seen, setSeen] = useState(fromLoader)
  if (seen !== fromLoader) {
    setSeen(fromLoader)
    setShown(fromLoader)
  }
  return [shown, setShown]
}

/**
 * The compare page's link with how many campsites it shows; nothing when none is chosen. `adding`:
 * a toggle has just been pressed and the root loader has not answered yet (counted at once).
 */
export function CompareLink({ adding = false, className }: { adding?: boolean; className?: string }) {
  const { t } = useTranslation('compare')
  const { link } = useStorefront()
  const count = Math.min(useComparedSites().length + (adding ? 1 : 0), COMPARE_MAX)
  if (count === 0) return null
  return (
    <Link
      to={href(link, 'compare')}
      className={cn('inline-flex min-h-11 items-center font-semibold text-primary underline', FOCUS, className)}
    >
      {t('toggle.link', { count })}
    </Link>
  )
}

/**
 * The compare toggle on a result card and the campsite page (issue 24, decision 036): a toggle
 * button (`aria-pressed`) named for its campsite, with the "compare (n)" link beside it once the
 * campsite is chosen. Built as the heart is (FavouriteButton): without JavaScript it posts to the
 * one action, whose address says what to do, and comes back with a toast; inside the search's GET
 * form it is a submit button with a `formAction`, elsewhere (`standalone`) a form of its own. With
 * JavaScript a fetcher posts, the toggle flips at once and flips back, with the reason, when the
 * action refuses (a fourth campsite); the root loader reloads and the link's count follows.
 */
export function CompareToggle({
  siteId,
  name,
  standalone = false,
  className,
}: {
  siteId: number
  /** The campsite's name, in the button's accessible name. */
  name: string
  /** Not inside another form: the toggle is its own form. */
  standalone?: boolean
  className?: string
}) {
  const { t } = useTranslation('compare')
  const { pathname, search } = useLocation()
  const compared = useComparedSites().includes(siteId)
  const fetcher = useFetcher<CompareReply>({ key: `compare-${siteId}` })
  const [shown, setShown] = useShownState(compared)
  const anchor = `compare-${siteId}`
  const action = compareActionHref(siteId, !shown, `${pathname}${search}#${anchor}`)

  // An answer this toggle has not seen yet: a refusal puts it back and says why.
  const handled = useRef(fetcher.data)
  useEffect(() => {
    const reply = fetcher.data
    if (!reply || reply === handled.current) return
    handled.current = reply
    setShown(reply.compared)
    if (!reply.ok)
      notify({ id: `compare-${siteId}-${Date.now()}`, kind: 'error', message: t(reply.messageKey, { name }) })
  }, [fetcher.data, siteId, name, setShown, t])

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    setShown(!shown)
    fetcher.submit({ [ENHANCED_FIELD]: 'true' }, { method: 'post', action })
  }

  const button = (
    <button
      id={anchor}
      type="submit"
      formAction={action}
      formMethod="post"
      aria-pressed={shown}
      aria-label={t(shown ? 'toggle.remove' : 'toggle.add', { name })}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-button border border-line bg-surface px-3 text-sm font-semibold text-ink hover:border-primary',
        shown && 'border-primary text-primary',
        FOCUS,
      )}
    >
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="16" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth={2} />
        {shown ? (
          <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" />
        ) : null}
      </svg>
      {t('toggle.label')}
    </button>
  )
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      {standalone ? (
        <fetcher.Form method="post" action={action} className="inline-flex shrink-0">
          {button}
        </fetcher.Form>
      ) : (
        button
      )}
      {shown ? <CompareLink adding={!compared} /> : null}
    </div>
  )
}
