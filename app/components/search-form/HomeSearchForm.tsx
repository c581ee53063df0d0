import { Form, useNavigate, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '~/components/Icon'
import { cn } from '~/lib/cn'
import { sendFlagEvent, useFlagExposure } from '~/lib/flag-hits'
import type { PlaceTreeCountry } from '~/lib/places'
import type { RootLoaderData } from '~/lib/root-data'
import {
  FORM_DURATIONS,
  FORM_MAX_ADULTS,
  historyEntryOf,
  NO_SCRIPT_CHILD_SLOTS,
  saveToHistory,
  searchFromForm,
  searchUrl,
} from '~/lib/search-form'
import { MAX_CHILD_AGE, SEARCH_DEFAULTS, type Party } from '~/lib/search-params'
import { useStorefront } from '~/lib/storefront'
import { ArrivalField, preloadCalendar } from './ArrivalField'
import { DestinationCombobox, type ChosenPlace } from './DestinationCombobox'
import { PartyPicker } from './PartyPicker'
import { CONTROL, CONTROL_ROW, FOCUS, LABEL } from './styles'

export interface HomeSearchFormProps {
  /** The search-and-book page of the market's language. */
  action: string
  /** The free-text search page (`search`), for "Search for …". */
  searchAction: string
  /** Countries with their areas and towns, in the language's order. */
  places: PlaceTreeCountry[]
  /** The first arrival date the API takes (tomorrow), `YYYY-MM-DD`. */
  minDate: string
  /**
   * The `homeSearchLayout` flag (issue 21): `A` the fields in a grid (two columns, one row from
   * 1024 px), `B` one card of stacked fields, which the hero puts beside its headline from 1024 px.
   */
  layout?: 'A' | 'B'
}

const LAYOUTS = {
  A: 'mt-6 grid gap-3 rounded-panel bg-surface p-3 text-ink shadow-lg sm:grid-cols-2 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,1.5fr)_auto] lg:items-end',
  B: 'mt-6 grid gap-3 rounded-panel bg-surface p-4 text-ink shadow-lg sm:grid-cols-2 lg:mt-0 lg:grid-cols-1',
}
const SUBMIT_SPAN = { A: 'sm:col-span-2 lg:col-span-1', B: 'sm:col-span-2 lg:col-span-1 lg:mt-1' }

/** Loads what the form needs once the visitor uses it: the calendar (react-day-picker). */
export function preloadEnhancements(): void {
  void preloadCalendar()
}

/**
 * The search form of the home page. The server renders plain fields that work without
 * JavaScript (a country select, a date input, selects for the party); once hydrated the same form
 * swaps them for a destination combobox, a calendar and a party picker, keeping the field that
 * had focus focused. The URL parameters are the search-and-book page's (search-params.ts).
 */
export function HomeSearchForm({ action, searchAction, places, minDate, layout = 'A' }: HomeSearchFormProps) {
  const { t } = useTranslation('search-form')
  const visitorId = useRouteLoaderData<RootLoaderData>('root')?.visitor?.id
  // The variation is on screen: Flagship counts the visitor in the test, once per visit.
  useFlagExposure('homeSearchLayout')
  const { market, brand } = useStorefront()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [enhanced, setEnhanced] = useState(false)
  const [place, setPlace] = useState<ChosenPlace | null>(null)
  const [typed, setTyped] = useState('')
  const [date, setDate] = useState<string | null>(null)
  const [party, setParty] = useState<Party>({ adults: SEARCH_DEFAULTS.adults, children: [] })
  const [duration, setDuration] = useState<number>(SEARCH_DEFAULTS.duration)
  const focusAfterEnhancing = useRef<string | null>(null)

  useEffect(() => {
    const form = formRef.current
    const focused =
      document.activeElement instanceof HTMLElement && form?.contains(document.activeElement)
        ? document.activeElement
        : null
    focusAfterEnhancing.current = focused?.dataset.field ?? null
    // What the visitor already chose in the plain fields carries over.
    if (form) {
      const data = new FormData(form)
      const values = searchFromForm(data, minDate)
      const chosen = placeOfDestination(places, data.get('destination'))
      if (chosen) {
        setPlace(chosen)
        setTyped(chosen.name)
      }
      setDate(values.date)
      setParty(values.party)
      setDuration(values.duration)
    }
    setEnhanced(true)
  }, [places, minDate])

  useEffect(() => {
    const field = focusAfterEnhancing.current
    if (!enhanced || !field) return
    focusAfterEnhancing.current = null
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
  }, [enhanced])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The A/B test's goal: a search sent from the hero.
    sendFlagEvent(visitorId, 'home_search_submit')
    const text = typed.trim()
    // Text that matched no chosen place is a free-text search (SPEC section 9), without funnel.
    if (!place && text.length >= 2) {
      navigate(`${searchAction}?${new URLSearchParams({ query: text })}`)
      return
    }
    const state = searchFromForm(new FormData(event.currentTarget), minDate)
    const countryName = places.find((c) => c.slug === state.country)?.name ?? null
    const areaName = place?.type === 'area' ? place.name : null
    try {
      saveToHistory(
        window.localStorage,
        market.i18nLocale,
        state,
        historyEntryOf(state, { country: countryName, area: areaName }, brand.theme === 'alpha'),
      )
    } catch {
      // No storage at all (a privacy setting): the search goes on.
    }
    navigate(searchUrl(action, state))
  }

  const durationOptions = FORM_DURATIONS.map((n) => (
    <option key={n} value={n}>
      {t('nights', { count: n })}
    </option>
  ))

  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={t('label')}
      onSubmit={enhanced ? onSubmit : undefined}
      onFocus={enhanced ? preloadEnhancements : undefined}
      className={LAYOUTS[layout]}
      data-layout={layout}
    >
      {enhanced ? (
        <DestinationCombobox
          place={place}
          text={typed}
          onTextChange={(text) => {
            setTyped(text)
            setPlace(null)
          }}
          onChoose={(chosen) => {
            setPlace(chosen)
            setTyped(chosen.name)
          }}
          onSearchText={(text) => navigate(`${searchAction}?${new URLSearchParams({ query: text })}`)}
          onRecent={(url) => navigate(url)}
          action={action}
        />
      ) : (
        <Cell label={t('destination')} htmlFor="home-search-country">
          {/* One grouped select: a country, or one of its regions or towns (a slug path, read by the search page). */}
          <select
            id="home-search-country"
            name="destination"
            data-field="destination"
            defaultValue=""
            className={cn(CONTROL, 'appearance-none pr-10')}
          >
            <option value="">{t('any-country')}</option>
            {places.map((country) => (
              <optgroup key={country.slug} label={country.name}>
                <option value={country.slug}>{t('whole-country', { name: country.name })}</option>
                {country.areas.map((area) => [
                  <option key={area.slug} value={`${country.slug}/${area.slug}`}>
                    {area.name}
                  </option>,
                  ...area.cities.map((city) => (
                    <option key={`${area.slug}/${city.slug}`} value={`${country.slug}/${area.slug}/${city.slug}`}>
                      {`\u2003${city.name}`}
                    </option>
                  )),
                ])}
              </optgroup>
            ))}
          </select>
          <Chevron />
        </Cell>
      )}

      {enhanced ? (
        <ArrivalField value={date} minDate={minDate} onChange={setDate} place={place} duration={duration} />
      ) : (
        <Cell label={t('date')} htmlFor="home-search-date">
          <input id="home-search-date" name="date" type="date" min={minDate} data-field="date" className={CONTROL} />
        </Cell>
      )}

      <Cell label={t('duration')} htmlFor="home-search-duration">
        <select
          id="home-search-duration"
          name="duration"
          defaultValue={String(SEARCH_DEFAULTS.duration)}
          // The calendar's arrival days depend on the length of stay.
          onChange={(event) => setDuration(Number(event.target.value) || SEARCH_DEFAULTS.duration)}
          className={cn(CONTROL, 'appearance-none pr-10')}
        >
          {durationOptions}
        </select>
        <Chevron />
      </Cell>

      {enhanced ? <PartyPicker party={party} onChange={setParty} /> : <PlainParty />}

      <button
        type="submit"
        className={cn(
          'flex h-[50px] items-center justify-center gap-2 rounded-button bg-alternative px-6 font-semibold text-white hover:bg-alternative-hover',
          SUBMIT_SPAN[layout],
          FOCUS,
        )}
      >
        <Icon name="search" />
        {t('submit')}
      </button>
    </Form>
  )
}

/** The place a plain form's `destination` names (`country[/area[/town]]`), as the combobox holds it. */
function placeOfDestination(places: PlaceTreeCountry[], value: FormDataEntryValue | null): ChosenPlace | null {
  if (typeof value !== 'string' || value === '') return null
  const [countrySlug, areaSlug, citySlug] = value.split('/')
  const country = places.find((c) => c.slug === countrySlug)
  if (!country) return null
  const area = areaSlug ? country.areas.find((a) => a.slug === areaSlug) : undefined
  const city = area && citySlug ? area.cities.find((c) => c.slug === citySlug) : undefined
  if (city && area) return { type: 'city', name: city.name, country: country.slug, area: area.slug, city: city.slug }
  if (area) return { type: 'area', name: area.name, country: country.slug, area: area.slug, city: null }
  return { type: 'country', name: country.name, country: country.slug, area: null, city: null }
}

/** A labelled field of the form. */
export function Cell({
  label,
  htmlFor,
  labelId,
  children,
}: {
  label: string
  htmlFor?: string
  labelId?: string
  children: ReactNode
}) {
  return (
    <div className="flex min-w-0 flex-col">
      {htmlFor ? (
        <label htmlFor={htmlFor} id={labelId} className={LABEL}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={LABEL}>
          {label}
        </span>
      )}
      <div className="relative">{children}</div>
    </div>
  )
}

export function Chevron() {
  return (
    <Icon
      name="chevron-down"
      className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
    />
  )
}

/** The party without JavaScript: a disclosure with the adults and child-age selects. */
function PlainParty() {
  const { t } = useTranslation('search-form')
  const ages = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => (
    <option key={age} value={age}>
      {t('years', { count: age })}
    </option>
  ))
  return (
    <div className="flex min-w-0 flex-col">
      <span className={LABEL} aria-hidden="true">
        {t('party')}
      </span>
      <details className="group relative">
        <summary
          data-field="party"
          className={cn(CONTROL_ROW, 'cursor-pointer list-none pr-10 [&::-webkit-details-marker]:hidden')}
        >
          <span className="sr-only">{t('party')}: </span>
          {t('adult-count', { count: SEARCH_DEFAULTS.adults })}
          <Chevron />
        </summary>
        <div className="z-20 mt-2 grid w-full min-w-72 gap-3 rounded-panel border border-line bg-surface p-4 shadow-lg lg:absolute lg:right-0">
          <Cell label={t('adults')} htmlFor="home-search-adults">
            <select
              id="home-search-adults"
              name="adults"
              defaultValue={String(SEARCH_DEFAULTS.adults)}
              className={cn(CONTROL, 'appearance-none pr-10')}
            >
              {Array.from({ length: FORM_MAX_ADULTS }, (_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
            <Chevron />
          </Cell>
          <fieldset aria-describedby="home-search-children-hint">
            <legend className={LABEL}>{t('children')}</legend>
            <p id="home-search-children-hint" className="mb-2 text-sm text-muted">
              {t('children-hint')}
            </p>
            <div className="grid gap-2">
              {Array.from({ length: NO_SCRIPT_CHILD_SLOTS }, (_, index) => (
                <Cell
                  key={index}
                  label={t('child-age', { number: index + 1 })}
                  htmlFor={`home-search-child-${index + 1}`}
                >
                  <select
                    id={`home-search-child-${index + 1}`}
                    name="children"
                    defaultValue=""
                    className={cn(CONTROL, 'appearance-none pr-10')}
                  >
                    <option value="">{t('no-child')}</option>
                    {ages}
                  </select>
                  <Chevron />
                </Cell>
              ))}
            </div>
          </fieldset>
        </div>
      </details>
    </div>
  )
}
