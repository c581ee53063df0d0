import { Form } from '@remix-run/react'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CONSENT_ACTION_PATH, CONSENT_ENHANCED_FIELD, OPTIONAL_CATEGORIES, type Consent } from '~/lib/consent'

/** The UI kit's focus ring (ui/focus.ts), written out: importing it would split a chunk into the first load. */
const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

/**
 * A script marks its post as its own, so the action answers with data instead of the redirect a
 * plain post gets (the page stays as it is, and no second page view is counted).
 */
/**
 * Both choices look the same (issue 21: rejecting is as easy as accepting). Plain buttons in the
 * primary button's look: the UI kit's Button would add its code to every page's first load.
 */
const CHOICE = `min-h-11 rounded-button px-4 font-semibold shadow-sm ${FOCUS_RING}`
const PRIMARY = `${CHOICE} bg-primary text-on-primary hover:bg-primary-hover`

function markEnhanced(event: FormEvent<HTMLFormElement>) {
  const field = event.currentTarget.elements.namedItem(CONSENT_ENHANCED_FIELD)
  if (field instanceof HTMLInputElement) field.value = 'true'
}

/**
 * The consent form of the banner and of the cookie settings page: "Accept all" and "Reject all"
 * side by side, the same size and look, then the categories with "Save my choices". A plain post
 * to the consent route (app/routes/consent.tsx), which works without JavaScript; with it the post
 * goes through Remix and the root's data follows.
 */
export function ConsentForm({
  consent,
  redirectTo,
  settings,
}: {
  consent: Consent | null
  redirectTo: string
  /** The categories: inside a disclosure in the banner, open on the settings page. */
  settings: (categories: ReactNode) => ReactNode
}) {
  const { t } = useTranslation('consent')
  return (
    // With JavaScript a fetcher posts it (no navigation: the page stays, and counts no second view).
    <Form method="post" action={CONSENT_ACTION_PATH} onSubmit={markEnhanced} navigate={false}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name={CONSENT_ENHANCED_FIELD} value="" />
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        <button type="submit" name="intent" value="accept" className={PRIMARY}>
          {t('accept-all')}
        </button>
        <button type="submit" name="intent" value="reject" className={PRIMARY}>
          {t('reject-all')}
        </button>
      </div>
      {settings(
        <>
          <ul className="mt-3 grid gap-3">
            <li className="flex items-start gap-3">
              <input
                type="checkbox"
                id="consent-necessary"
                checked
                disabled
                aria-describedby="consent-necessary-text"
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <label htmlFor="consent-necessary" className="text-sm">
                <span className="font-semibold">{t('categories.necessary.title')}</span>{' '}
                <span className="text-muted">({t('categories.necessary.always')})</span>
                <span id="consent-necessary-text" className="block text-muted">
                  {t('categories.necessary.text')}
                </span>
              </label>
            </li>
            {OPTIONAL_CATEGORIES.map((category) => (
              <li key={category} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id={`consent-${category}`}
                  name={category}
                  defaultChecked={consent?.[category] ?? false}
                  aria-describedby={`consent-${category}-text`}
                  className={`mt-1 size-5 shrink-0 cursor-pointer accent-primary ${FOCUS_RING}`}
                />
                <label htmlFor={`consent-${category}`} className="cursor-pointer text-sm">
                  <span className="font-semibold">{t(`categories.${category}.title`)}</span>
                  <span id={`consent-${category}-text`} className="block text-muted">
                    {t(`categories.${category}.text`)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <button
            type="submit"
            name="intent"
            value="save"
            className={`${CHOICE} mt-3 bg-secondary text-on-secondary hover:bg-secondary-hover`}
          >
            {t('save')}
          </button>
        </>,
      )}
    </Form>
  )
}
