/**
 * The results part of every page that lists campsites (search-and-book, /search, funnel, country,
 * area and city pages): the search fields, filters with counts, sort, list and map views, paging
 * and alternatives, in one GET form that works without JavaScript. With JavaScript a filter or
 * the sort applies at once, without a full reload.
 */
import { Form, Link, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { SelectField, TextField } from '~/components/ui/Field'
import { FOCUS } from '~/components/ui/focus'
import { Pagination } from '~/components/ui/Pagination'
import { pushAnalyticsEvent } from '~/lib/analytics'
import { cn } from '~/lib/cn'
import { formatDay } from '~/lib/intl'
import { useLoaderState } from '~/lib/loader-state'
import {
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  SITE_SORTS,
  searchQuery,
  type SearchState,
  type SortKey,
} from '~/lib/search-params'
import type { SearchAlternative, SiteSearchData } from '~/lib/site-search.server'
import { useStorefront } from '~/lib/storefront'
import { AccessibilityFilters } from './AccessibilityFilters'
import { ResultCard } from './CampsiteCard'
import { ResultsMap } from './ResultsMap'
import { StayProblem } from './StayProblem'

const DURATIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 21, 28]
const MAX_FORM_ADULTS = 12

/** Areas are listed in full once a country bounds them, or when there are few of them anyway. */
const MAX_AREAS_WITHOUT_COUNTRY = 12

/** The form's fields without empty values, so an enhanced submit writes a short URL. */
function filledFormData(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value !== '') query.append(name, value)
  return query
}

/** `label` names the form (the page's heading). */
export function SiteSearch({ data, label }: { data: SiteSearchData; label: string }) {
  const { state, results, problem, pathname } = data
  const { t } = useTranslation('search')
  const { t: tc } = useTranslation('common')
  // The search fields are uncontrolled (they work without JavaScript): a new URL renders them anew.
  // The filters and the sort keep their elements, so the control just changed keeps the focus.
  const { search } = useLocation()
  const submit = useSubmit()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  const [sort, setSort] = useLoaderState<SortKey>(state.sort)
  const announcement = useResultAnnouncement(search, results ? t('results.title', { count: results.total }) : '')

  const pageHref = (page: number) => {
    const query = searchQuery({ ...state, page }).toString()
    return query ? `${pathname}?${query}` : pathname
  }

  // With JavaScript a filter or the sort applies at once; the buttons stay for a browser without it.
  const applyOnChange = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement
    if (!control.closest('[data-apply-on-change]')) return
    // SPEC section 7: a filter switched on (a ticked box, a minimum grade), once per change.
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' ? control.checked : control.value !== ''))
      pushAnalyticsEvent({ event: 'search_filter_enable', filter: control.name, value: control.value })
    submit(filledFormData(event.currentTarget), { method: 'get', action: pathname, preventScrollReset: true })
  }

  return (
    <Form
      method="get"
      action={pathname}
      onChange={applyOnChange}
      className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]"
      aria-label={label}
    >
      <HiddenState state={state} keepAreas={!results} />
      {data.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      <SearchFields key={search} data={data} />

      <div className="lg:row-span-1">{results ? <FilterPanel data={data} /> : null}</div>

      <section
        aria-labelledby="results-title"
        aria-busy={loading || undefined}
        className={cn('min-w-0 transition-opacity duration-300', loading && 'opacity-60')}
      >
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {problem ? <StayProblem problem={problem} suggestions={data.arrivalSuggestions} /> : null}
        <PlaceChips chips={data.placeChips} />
        {results ? (
          <>
            <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id="results-title" className="font-heading text-2xl font-bold">
                  {t('results.title', { count: results.total })}
                </h2>
                <StaySummary data={data} />
              </div>
              <div className="flex items-end gap-2" data-apply-on-change>
                <SelectField
                  label={t('sort.label')}
                  name="sort"
                  value={sort}
                  onChange={(event) => setSort(event.target.value as SortKey)}
                  options={SITE_SORTS.map((key) => ({ value: key, label: tc(`sorting.${key}`) }))}
                  className="w-56 [&>div:last-child]:hidden"
                />
                <Button type="submit" variant="secondary" size="lg" className={FOCUS}>
                  {t('sort.submit')}
                </Button>
              </div>
            </div>
            <ViewSwitch data={data} />
            {data.alternatives.length > 0 ? <Alternatives alternatives={data.alternatives} /> : null}
            {data.view === 'map' && results.total > 0 ? (
              data.map ? (
                <ResultsMap sites={data.map.sites} tiles={data.map.tiles} truncated={data.map.truncated} />
              ) : (
                <p role="alert" className="rounded-card border border-alternative bg-surface p-4 font-semibold">
                  {t('map.failed')}
                </p>
              )
            ) : results.sites.length === 0 ? (
              <div className="rounded-card border border-line bg-surface p-6">
                <h3 className="font-heading text-xl font-bold">{t('empty.title')}</h3>
                <p className="mt-2 text-muted">{t('empty.text')}</p>
                {data.filterDrops.length > 0 ? (
                  <>
                    <p className="mt-4 font-semibold" id="filter-drops-title">
                      {t('empty.drops')}
                    </p>
                    <ul aria-labelledby="filter-drops-title" className="mt-2 flex flex-col gap-2">
                      {data.filterDrops.map((drop) => (
                        <li key={drop.href}>
                          <Link to={drop.href} className={cn('font-semibold text-primary underline', FOCUS)}>
                            {t('empty.drop', { name: drop.label, count: drop.count })}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {data.clearFiltersHref ? (
                  <p className="mt-4">
                    <Link to={data.clearFiltersHref} className={cn('font-semibold text-primary underline', FOCUS)}>
                      {t('filters.clear')}
                    </Link>
                  </p>
                ) : null}
              </div>
            ) : (
              <ol aria-label={t('results.list')} className="flex flex-col gap-4">
                {results.sites.map((site, index) => (
                  <li key={site.id}>
                    <ResultCard site={site} priority={index < 2} />
                  </li>
                ))}
              </ol>
            )}
            {data.view === 'list' ? (
              <Pagination
                page={results.page}
                pageCount={results.pages}
                getHref={pageHref}
                label={t('results.pagination')}
                className="mt-6"
              />
            ) : null}
          </>
        ) : (
          <h2 id="results-title" className="sr-only">
            {t('results.list')}
          </h2>
        )}
      </section>
    </Form>
  )
}

/**
 * The places the search is narrowed to, each a link that removes it (and what lies in it): a
 * place chosen earlier stays visible and can be dropped, with or without JavaScript.
 */
function PlaceChips({ chips }: { chips: SiteSearchData['placeChips'] }) {
  const { t } = useTranslation('search')
  if (chips.length === 0) return null
  return (
    <nav aria-label={t('places.label')} className="mb-4">
      <p className="mb-1.5 text-sm font-semibold text-muted" aria-hidden="true">
        {t('places.label')}
      </p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.href} className="min-w-0">
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t('places.remove', { name: chip.name, kind: t(`places.${chip.kind}`) })}
              className={cn(
                'inline-flex min-h-11 max-w-full items-center gap-2 rounded-control border border-primary bg-surface px-3 font-semibold text-ink hover:bg-canvas',
                FOCUS,
              )}
            >
              <span className="text-xs font-normal text-muted">{t(`places.${chip.kind}`)}</span>
              <span className="truncate">{chip.name}</span>
              <span aria-hidden="true" className="text-lg leading-none text-primary">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** List or map: links, since the URL holds the view. */
function ViewSwitch({ data }: { data: SiteSearchData }) {
  const { t } = useTranslation('search')
  const item = (view: 'list' | 'map') => {
    const current = data.view === view
    return (
      <li>
        <Link
          to={data.viewHrefs[view]}
          aria-current={current ? 'page' : undefined}
          preventScrollReset
          className={cn(
            'inline-flex min-h-11 items-center rounded-control border px-4 font-semibold',
            current ? 'border-primary bg-primary text-white' : 'border-line bg-surface text-ink hover:border-primary',
            FOCUS,
          )}
        >
          {t(`view.${view}`)}
        </Link>
      </li>
    )
  }
  return (
    <nav aria-label={t('view.label')} className="mb-4">
      <ul className="flex gap-2">
        {item('list')}
        {item('map')}
      </ul>
    </nav>
  )
}

/** Other dates or any accommodation type, when nothing in this search can be booked. */
function Alternatives({ alternatives }: { alternatives: SearchAlternative[] }) {
  const { t } = useTranslation('search')
  const { market } = useStorefront()
  const date = (iso: string) => formatDay(market.languageTag, iso, { weekday: 'short', day: 'numeric', month: 'long' })
  return (
    <section aria-labelledby="alternatives-title" className="mb-4 rounded-card border border-primary bg-surface p-4">
      <h3 id="alternatives-title" className="font-heading text-lg font-bold">
        {t('alternatives.title')}
      </h3>
      <p className="mt-1 text-muted">{t('alternatives.text')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {alternatives.map((alternative) => (
          <li key={alternative.href}>
            <Link to={alternative.href} className={cn('font-semibold text-primary underline', FOCUS)}>
              {t(`alternatives.${alternative.kind}`, { count: alternative.count, date: date(alternative.date) })}
            </Link>{' '}
            <span className="text-sm text-muted">({t('alternatives.nights', { count: alternative.duration })})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The sentence a screen reader hears after the results change in place (a filter, the sort):
 * empty on the first render, so loading the page announces nothing extra.
 */
function useResultAnnouncement(search: string, sentence: string): string {
  const [announcement, setAnnouncement] = useState('')
  const shown = useRef(search)
  useEffect(() => {
    if (shown.current === search) return
    shown.current = search
    setAnnouncement(sentence)
  }, [search, sentence])
  return announcement
}

/** What the form does not show as a field but the URL holds: kept on every submit. */
function HiddenState({ state, keepAreas }: { state: SearchState; keepAreas: boolean }) {
  const single: [string, string | null][] = [
    ['query', state.query],
    ['funnel', state.funnel],
    ['city', state.city],
    ['area', state.area],
  ]
  return (
    <>
      {single.map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {/* Areas are checkboxes in the filter panel when it shows. */}
      {(['funnels', 'countries', ...(keepAreas ? (['areas'] as const) : [])] as const).flatMap((name) =>
        state.filters[name].map((value) => <input key={`${name}-${value}`} type="hidden" name={name} value={value} />),
      )}
    </>
  )
}

function SearchFields({ data }: { data: SiteSearchData }) {
  const { t } = useTranslation('search')
  const { state, countries, results, minDate } = data
  const durations = DURATIONS.includes(state.duration)
    ? DURATIONS
    : [...DURATIONS, state.duration].sort((a, b) => a - b)
  const childSlots = Math.min(MAX_CHILDREN, Math.max(2, state.party.children.length + 1))
  const ages = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({
    value: String(age),
    label: t('form.years', { count: age }),
  }))
  const adults = Array.from({ length: Math.max(MAX_FORM_ADULTS, state.party.adults) }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }))
  return (
    <fieldset className="min-w-0 rounded-panel border border-line bg-surface p-4 shadow-sm md:p-5 lg:col-span-2">
      <legend className="px-1 font-heading text-lg font-bold">{t('form.legend')}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        {countries ? (
          <SelectField
            label={t('form.country')}
            name="country"
            defaultValue={state.country ?? ''}
            options={[
              { value: '', label: t('form.any-country') },
              ...countries.map((c) => ({ value: c.slug, label: c.name })),
            ]}
          />
        ) : null}
        <TextField
          label={t('form.date')}
          name="date"
          type="date"
          min={minDate}
          defaultValue={state.date ?? results?.stay.arrivalDate ?? ''}
        />
        <SelectField
          label={t('form.duration')}
          name="duration"
          defaultValue={String(state.duration)}
          options={durations.map((n) => ({ value: String(n), label: t('form.nights', { count: n }) }))}
        />
        <SelectField
          label={t('form.adults')}
          name="adults"
          defaultValue={String(state.party.adults)}
          options={adults}
        />
      </div>
      <fieldset className="mt-1">
        <legend className="mb-1 text-sm font-semibold">{t('form.children')}</legend>
        <p id="children-hint" className="mb-2 text-sm text-muted">
          {t('form.children-hint')}
        </p>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
          {Array.from({ length: childSlots }, (_, index) => (
            <SelectField
              key={index}
              id={`child-${index + 1}`}
              label={t('form.child-age', { number: index + 1 })}
              name="children"
              aria-describedby="children-hint"
              defaultValue={state.party.children[index] !== undefined ? String(state.party.children[index]) : ''}
              options={[{ value: '', label: t('form.no-child') }, ...ages]}
              className="[&>div:last-child]:hidden"
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" name="intent" value="search" size="lg" className={cn('mt-2 w-full sm:w-auto', FOCUS)}>
        {t('form.submit')}
      </Button>
    </fieldset>
  )
}

function StaySummary({ data }: { data: SiteSearchData }) {
  const { t } = useTranslation('search')
  const { market } = useStorefront()
  if (!data.results) return null
  const { stay } = data.results
  const date = (iso: string) => formatDay(market.languageTag, iso, { day: 'numeric', month: 'long', year: 'numeric' })
  const adults = t('results.adults', { count: data.state.party.adults })
  const children = data.state.party.children.length
  const party =
    children > 0 ? t('results.and', { first: adults, second: t('results.children', { count: children }) }) : adults
  return (
    <p className="mt-1 text-sm text-muted">
      {t('results.stay', {
        count: stay.duration,
        arrival: date(stay.arrivalDate),
        departure: date(stay.departureDate),
        party,
      })}
    </p>
  )
}

function FacetGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-3 first:border-t-0 first:pt-0">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="flex flex-col gap-1.5">{children}</ul>
    </fieldset>
  )
}

function FacetCount({ count }: { count: number }) {
  const { t } = useTranslation('search')
  return (
    <span className="text-sm text-muted tabular-nums">
      <span aria-hidden="true">({count})</span>
      <span className="sr-only">{t('filters.count', { count })}</span>
    </span>
  )
}

function FacetCheckbox({
  name,
  value,
  label,
  count,
  selected,
}: {
  name: string
  value: string
  label: string
  count: number
  selected: boolean
}) {
  const id = `facet-${name}-${value}`
  const [checked, setChecked] = useLoaderState(selected)
  const disabled = count === 0 && !selected
  return (
    <li className="flex items-start gap-2.5">
      <input
        type="checkbox"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        disabled={disabled}
        className={cn('mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed', FOCUS)}
      />
      <label
        htmlFor={id}
        className={cn('flex-1 cursor-pointer leading-6', disabled && 'cursor-not-allowed text-muted')}
      >
        {label} <FacetCount count={count} />
      </label>
    </li>
  )
}

interface FacetOption {
  value: string
  label: string
  count: number
  selected: boolean
}

/** One filter of several values (facilities, areas, unit kinds, bedrooms): nothing when there is nothing to choose. */
function FacetChecklist({ legend, name, options }: { legend: string; name: string; options: FacetOption[] }) {
  if (options.length === 0) return null
  return (
    <FacetGroup legend={legend}>
      {options.map((option) => (
        <FacetCheckbox key={option.value} name={name} {...option} />
      ))}
    </FacetGroup>
  )
}

/** "8+", "7+", ..., "any": one minimum grade, so radio buttons. */
function ReviewScoreGroup({ steps }: { steps: { value: number; count: number; selected: boolean }[] }) {
  const { t } = useTranslation('search')
  const [chosen, setChosen] = useLoaderState(steps.find((step) => step.selected)?.value ?? null)
  const radio = (value: number | null, label: ReactNode, count: number | null) => {
    const id = `facet-reviewScores-${value ?? 'any'}`
    const disabled = count === 0 && chosen !== value
    return (
      <li key={id} className="flex items-start gap-2.5">
        <input
          type="radio"
          id={id}
          name="reviewScores"
          value={value === null ? '' : String(value)}
          checked={chosen === value}
          onChange={() => setChosen(value)}
          disabled={disabled}
          className={cn('mt-0.5 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed', FOCUS)}
        />
        <label
          htmlFor={id}
          className={cn('flex-1 cursor-pointer leading-6', disabled && 'cursor-not-allowed text-muted')}
        >
          {label} {count !== null ? <FacetCount count={count} /> : null}
        </label>
      </li>
    )
  }
  return (
    <FacetGroup legend={t('filters.review-score')}>
      {steps.map((step) =>
        radio(
          step.value,
          <>
            <span aria-hidden="true">{t('filters.review-score-min', { score: step.value })}</span>
            <span className="sr-only">{t('filters.review-score-long', { score: step.value })}</span>
          </>,
          step.count,
        ),
      )}
      {radio(null, t('filters.review-score-any'), null)}
    </FacetGroup>
  )
}

const LARGE_SCREEN = '(min-width: 1024px)'

function FilterPanel({ data }: { data: SiteSearchData }) {
  const { t } = useTranslation('search')
  const disclosure = useRef<HTMLDetailsElement>(null)
  // Phones see the results first and open the filters on demand; large screens show them open.
  // Without JavaScript the stylesheet shows the panel's content on large screens.
  useEffect(() => {
    if (disclosure.current && window.matchMedia(LARGE_SCREEN).matches) disclosure.current.open = true
  }, [])
  if (!data.results) return null
  const { facilities, categories, bedrooms, areas, reviewScores } = data.results.facets
  const open = facilities.filter((f) => f.open)
  const others = facilities.filter((f) => !f.open)
  // Below an area or city there is nothing to choose; below a country every area is a choice.
  const shownAreas =
    data.scope === 'area' || data.scope === 'city'
      ? []
      : data.scope === 'country' || areas.length <= MAX_AREAS_WITHOUT_COUNTRY
        ? areas
        : areas.filter((area) => area.selected)
  const selected = Object.values(data.state.filters).reduce((sum, values) => sum + values.length, 0)
  return (
    <section aria-label={t('filters.title')} className="rounded-panel border border-line bg-surface shadow-sm">
      <details
        ref={disclosure}
        className="group lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block"
      >
        <summary
          className={cn(
            'flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-panel p-4 [&::-webkit-details-marker]:hidden',
            FOCUS,
          )}
        >
          <span className="font-heading text-xl font-bold">
            {t('filters.title')}
            {selected > 0 ? (
              <span className="ml-2 text-base font-semibold text-muted">
                ({t('filters.selected', { count: selected })})
              </span>
            ) : null}
          </span>
          <span
            aria-hidden="true"
            className="text-xl leading-none transition-transform group-open:rotate-180 lg:hidden"
          >
            ▾
          </span>
        </summary>
        <div className="px-4 pb-4" data-apply-on-change>
          <div className="flex flex-col gap-4">
            <FacetChecklist
              legend={t('filters.popular')}
              name="facilities"
              options={open.map((f) => ({ value: String(f.id), label: f.name, count: f.count, selected: f.selected }))}
            />
            <FacetChecklist
              legend={t('filters.areas')}
              name="areas"
              options={shownAreas.map((a) => ({ value: a.slug, label: a.name, count: a.count, selected: a.selected }))}
            />
            {reviewScores.length > 0 ? <ReviewScoreGroup steps={reviewScores} /> : null}
            <FacetChecklist
              legend={t('filters.categories')}
              name="accommodations"
              options={categories.map((c) => ({ value: c.slug, label: c.name, count: c.count, selected: c.selected }))}
            />
            <FacetChecklist
              legend={t('filters.bedrooms')}
              name="bedrooms"
              options={bedrooms.map((b) => ({
                value: String(b.value),
                label: t('filters.bedroom-count', { count: b.value }),
                count: b.count,
                selected: b.selected,
              }))}
            />
            <AccessibilityFilters facets={data.results.facets.accessibility} />
            <FacetChecklist
              legend={t('filters.facilities')}
              name="facilities"
              options={others.map((f) => ({
                value: String(f.id),
                label: f.name,
                count: f.count,
                selected: f.selected,
              }))}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2 px-4 pb-4">
          <Button type="submit" fullWidth className={FOCUS}>
            {t('filters.apply')}
          </Button>
          {data.clearFiltersHref ? (
            <Link
              to={data.clearFiltersHref}
              className={cn('text-center text-sm font-semibold text-primary underline', FOCUS)}
            >
              {t('filters.clear')}
            </Link>
          ) : null}
        </div>
      </details>
    </section>
  )
}
