import { Link, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Consent } from '~/lib/consent'
import type { RootLoaderData } from '~/lib/root-data'
import { href } from '../../../market-config/routes'
import { ConsentForm } from './ConsentForm'

/** The UI kit's focus ring (ui/focus.ts), written out: importing it would split a chunk into the first load. */
const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

/**
 * The cookie banner (issue 21, decision 029), shown by ConsentIsland until the visitor chooses: at
 * the bottom of the window and in the page's flow at its end (sticky), so it never hides the end
 * of a page; on a phone at most 45 % of the height, scrolling inside. A labelled region, not a
 * modal: the page stays usable. Without JavaScript the settings are a disclosure of the same form.
 * Reopened from the footer's "Cookie settings" link, the settings are open and the heading has focus.
 */
export function ConsentBanner({ consent, reopened }: { consent: Consent | null; reopened: boolean }) {
  const { t } = useTranslation('consent')
  const root = useRouteLoaderData<RootLoaderData>('root')
  const { pathname, search } = useLocation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (reopened) heading.current?.focus()
  }, [reopened])
  // The button that was pressed goes with the banner: focus goes to the page, not to nowhere.
  useEffect(
    () => () => {
      if (document.activeElement === document.body) document.getElementById('main')?.focus({ preventScroll: true })
    },
    [],
  )
  if (!root) return null
  const settingsHref = href(root.storefront.link, 'cookieSettings', undefined, { redirectTo: pathname })
  return (
    <section
      aria-labelledby="consent-title"
      className="sticky bottom-0 z-40 border-t border-line bg-surface text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto max-h-[45vh] max-w-screen-xl overflow-y-auto px-4 py-3 sm:max-h-[70vh] md:py-4">
        <h2 id="consent-title" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
          {t('banner.title')}
        </h2>
        <p className="mt-1 mb-3 max-w-3xl text-sm text-muted">
          {t('banner.text')}{' '}
          <Link to={settingsHref} className={`text-primary underline ${FOCUS_RING}`}>
            {t('banner.more')}
          </Link>
        </p>
        <ConsentForm
          consent={consent}
          redirectTo={`${pathname}${search}`}
          settings={(categories) => (
            <details className="mt-2" open={reopened || undefined}>
              <summary
                className={`inline-block cursor-pointer py-1 text-sm font-semibold text-primary underline ${FOCUS_RING}`}
              >
                {t('settings')}
              </summary>
              {categories}
            </details>
          )}
        />
      </div>
    </section>
  )
}
