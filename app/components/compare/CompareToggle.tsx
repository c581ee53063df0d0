import { Link, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { ToggleForm, usePostedToggle } from '~/components/ui/posted-toggle'
import { cn } from '~/lib/cn'
import { COMPARE_MAX, compareActionHref, type CompareReply } from '~/lib/compare'
import type { RootLoaderData } from '~/lib/root-data'
import { useStorefront } from '~/lib/storefront'
import { href } from '../../../market-config/routes'

/** The campsites this visitor compares, in their columns' order (the root loader reads the cookie). */
export function useComparedSites(): readonly number[] {
  return useRouteLoaderData<RootLoaderData>('root')?.compared ?? []
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
 * campsite is chosen. A posted toggle as the heart is (ui/posted-toggle.tsx): it flips back, with
 * the reason, when the action refuses (a fourth campsite); the root loader reloads and the link's
 * count follows.
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
  const compared = useComparedSites().includes(siteId)
  const toggle = usePostedToggle<CompareReply>({
    id: `compare-${siteId}`,
    pressed: compared,
    actionHref: (press, backTo) => compareActionHref(siteId, press, backTo),
    pressedIn: (reply) => reply.compared,
    refusal: (reply) => t(reply.messageKey, { name }),
  })
  const { shown } = toggle
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <ToggleForm toggle={toggle} standalone={standalone}>
        <button
          {...toggle.buttonProps}
          aria-label={t(shown ? 'toggle.remove' : 'toggle.add', { name })}
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
      </ToggleForm>
      {shown ? <CompareLink adding={!compared} /> : null}
    </div>
  )
}
