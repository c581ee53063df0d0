import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { ToggleForm, usePostedToggle } from '~/components/ui/posted-toggle'
import { cn } from '~/lib/cn'
import { favouriteActionHref, type FavouriteReply } from '~/lib/favourites'

/**
 * The heart on a campsite card and the campsite page (issue 19): a toggle button (`aria-pressed`)
 * named for what pressing it does, "Add Camping X to favourites" or "Remove ...".
 *
 * It posts to the hearts' one action (`/favourite?site=…&favourite=…&redirectTo=…`), with and
 * without JavaScript, as every posted toggle does (ui/posted-toggle.tsx). Listing pages keep
 * their data meanwhile (`keepPageAfterFavourite`): the heart knows its answer.
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
  const toggle = usePostedToggle<FavouriteReply>({
    id: `favourite-${siteId}`,
    pressed: favourite,
    actionHref: (press, backTo) => favouriteActionHref(siteId, press, backTo),
    pressedIn: (reply) => reply.favourite,
    refusal: (reply) => t(reply.messageKey, { name }),
  })
  const { shown } = toggle
  return (
    <ToggleForm toggle={toggle} standalone={standalone}>
      <button
        {...toggle.buttonProps}
        aria-label={t(shown ? 'favourite.remove' : 'favourite.add', { name })}
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
    </ToggleForm>
  )
}
