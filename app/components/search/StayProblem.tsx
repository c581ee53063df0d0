import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import { dateFormat } from '~/lib/intl'
import { useStorefront } from '~/lib/storefront'

/**
 * Why the search cannot take the stay, and the nearest days the same stay can start on as
 * links (issue 17): a browser without JavaScript has no calendar that disables the other days,
 * so the answer to a refused date offers the next step itself.
 */
export function StayProblem({
  problem,
  suggestions,
}: {
  problem: string
  suggestions: { date: string; href: string }[]
}) {
  const { t } = useTranslation('search')
  const { market } = useStorefront()
  const format = dateFormat(market.languageTag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <div role="alert" className="mb-4 rounded-card border border-alternative bg-surface p-4">
      <p className="font-semibold text-ink">{t(`problem.${problem}`)}</p>
      {suggestions.length > 0 ? (
        <>
          <p className="mt-2 text-ink" id="arrival-suggestions-title">
            {t('problem.nearest')}
          </p>
          <ul aria-labelledby="arrival-suggestions-title" className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.date}>
                <Link
                  to={suggestion.href}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-control border border-primary px-3 font-semibold text-primary underline hover:bg-canvas',
                    FOCUS,
                  )}
                >
                  <time dateTime={suggestion.date}>{format.format(new Date(`${suggestion.date}T00:00:00Z`))}</time>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
