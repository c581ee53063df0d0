import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { notify } from '~/components/ui/toast-queue'
import { cn } from '~/lib/cn'
import { ENHANCED_FIELD, favouriteActionHref, type FavouriteReply } from '~/lib/favourites'

/** What the page's loader said, until the visitor changes it here (a new loader answer wins again). */
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
 * The heart on a campsite card and the campsite page (issue 19): a toggle button (`aria-pressed`)
 * named for what pressing it does, "Add Camping X to favourites" or "Remove ...".
 *
 * Without JavaScript it posts to the hearts' one action (`/favourite?site=…&favourite=…&redirectTo=…`),
 * which answers with a redirect back to this page (to this heart) and a toast. Inside the
 * search's GET form (every result card is) it cannot be a form of its own: it is a submit button
 * whose `formAction` and `formMethod` override the search form's, and it carries no field, so the
 * search's own submits stay as they were. Elsewhere (`standalone`) it is wrapped in a form with
 * the same action.
 *
 * With JavaScript the click goes through a fetcher: the heart flips at once and flips back, with
 * an error toast, when the action refuses or fails. Listing pages keep their data meanwhile
 * (`keepPageAfterFavourite`): the heart knows its answer.
 */
export function FavouriteButton({
  siteId,
  name,
  favourite,
  standalone = false,
  className,
}: {
  siteId: number
  /** The campsite's name, in the button's accessible name. */
  name: string
  /** Whether it is a favourite, as the page's loader knows it. */
  favourite: boolean
  /** Not inside another form: the heart is its own form. */
  standalone?: boolean
  className?: string
}) {
  const { t } = useTranslation('ui')
  const { pathname, search } = useLocation()
  const fetcher = useFetcher<FavouriteReply>({ key: `favourite-${siteId}` })
  const [shown, setShown] = useShownState(favourite)
  const anchor = `favourite-${siteId}`
  const action = favouriteActionHref(siteId, !shown, `${pathname}${search}#${anchor}`)

  // An answer this heart has not seen yet: a refusal puts the heart back as it is and says why.
  const handled = useRef(fetcher.data)
  useEffect(() => {
    const reply = fetcher.data
    if (!reply || reply === handled.current) return
    handled.current = reply
    setShown(reply.favourite)
    if (!reply.ok)
      notify({ id: `favourite-${siteId}-${Date.now()}`, kind: 'error', message: t(reply.messageKey, { name }) })
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
      aria-label={t(shown ? 'favourite.remove' : 'favourite.add', { name })}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm hover:border-alternative hover:text-alternative',
        shown && 'border-alternative text-alternative',
        FOCUS,
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={shown ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
  return standalone ? (
    <fetcher.Form method="post" action={action} className="inline-flex shrink-0">
      {button}
    </fetcher.Form>
  ) : (
    button
  )
}
