/**
 * The search's accessibility filters (issue 24): what a unit offers and what the campsite offers,
 * each a checkbox with how many results also have it, in the filter panel's GET form (so they work
 * without JavaScript and apply at once with it). Names say the measure ("at least 80 cm"), as
 * disabled travellers' organisations advise (docs/accessible-stays-wording.md).
 */
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import { useLoaderState } from '~/lib/loader-state'
import type { SiteSearchData } from '~/lib/site-search.server'
import { SANITARY_BLOCK_MAX_METRES, WIDE_DOOR_MIN_CM } from '../../../twenty/contract'

type Facet = NonNullable<SiteSearchData['results']>['facets']['accessibility'][number]

const MEASURES = { cm: WIDE_DOOR_MIN_CM, metres: SANITARY_BLOCK_MAX_METRES }

function FeatureCheckbox({ facet }: { facet: Facet }) {
  const { t } = useTranslation('accessibility')
  const { t: ts } = useTranslation('search')
  const [checked, setChecked] = useLoaderState(facet.selected)
  const id = `facet-accessibility-${facet.slug}`
  const disabled = facet.count === 0 && !facet.selected
  return (
    <li className="flex items-start gap-2.5">
      <input
        type="checkbox"
        id={id}
        name="accessibility"
        value={facet.slug}
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        disabled={disabled}
        className={cn('mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed', FOCUS)}
      />
      <label
        htmlFor={id}
        className={cn('flex-1 cursor-pointer leading-6', disabled && 'cursor-not-allowed text-muted')}
      >
        {t(`feature.${facet.slug}`, MEASURES)}{' '}
        <span className="text-sm text-muted tabular-nums">
          <span aria-hidden="true">({facet.count})</span>
          <span className="sr-only">{ts('filters.count', { count: facet.count })}</span>
        </span>
      </label>
    </li>
  )
}

/** Nothing when no result has any feature and none is chosen (no choice to offer). */
export function AccessibilityFilters({ facets }: { facets: Facet[] }) {
  const { t } = useTranslation('accessibility')
  if (facets.every((facet) => facet.count === 0 && !facet.selected)) return null
  return (
    <fieldset
      id="accessibility-filters"
      className="border-t border-line pt-3"
      aria-describedby="accessibility-filters-hint"
    >
      <legend className="mb-1 font-semibold">{t('filters.legend')}</legend>
      <p id="accessibility-filters-hint" className="mb-2 text-sm text-muted">
        {t('filters.hint')}
      </p>
      {(['unit', 'site'] as const).map((level) => (
        <fieldset key={level} className="mb-2 last:mb-0">
          <legend className="mb-1.5 text-sm font-semibold">{t(`filters.${level}`)}</legend>
          <ul className="flex flex-col gap-1.5">
            {facets
              .filter((facet) => facet.level === level)
              .map((facet) => (
                <FeatureCheckbox key={facet.slug} facet={facet} />
              ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  )
}
