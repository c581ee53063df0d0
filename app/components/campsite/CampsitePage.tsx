import { Form, Link } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccessibilitySection } from '~/components/campsite/AccessibilitySection'
import { FlexibleDates } from '~/components/campsite/PriceGrid'
import { CompareToggle } from '~/components/compare/CompareToggle'
import { RecentlyViewed } from '~/components/RecentlyViewed'
import { FavouriteButton } from '~/components/search/FavouriteButton'
import { ResultsMap } from '~/components/search/ResultsMap'
import { StayProblem } from '~/components/search/StayProblem'
import { Breadcrumbs } from '~/components/ui/Breadcrumbs'
import { Button } from '~/components/ui/Button'
import { SelectField, TextField } from '~/components/ui/Field'
import { FOCUS } from '~/components/ui/focus'
import { Image } from '~/components/ui/Image'
import { Pagination } from '~/components/ui/Pagination'
import { Price } from '~/components/ui/Price'
import { Rating } from '~/components/ui/Rating'
import { useBreadcrumbs } from '~/lib/breadcrumbs'
import type { AccommodationOffer, CampsitePageData, CampsiteTab } from '~/lib/campsite-page.server'
import { cn } from '~/lib/cn'
import { formatPrice } from '~/lib/format'
import { dateFormat, formatDecimal } from '~/lib/intl'
import { MAX_CHILD_AGE, MAX_CHILDREN } from '~/lib/search-params'
import { useStorefront } from '~/lib/storefront'
import { REVIEW_ORDERS } from '../../../twenty/contract'

const DURATIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 21, 28]
const MAX_FORM_ADULTS = 12

function useDateFormat(options: Intl.DateTimeFormatOptions) {
  const { market } = useStorefront()
  const format = dateFormat(market.languageTag, { ...options, timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`))
}

/** A campsite: photos, its accommodations priced for the visitor's stay, and its tabs. */
export function CampsitePage({ data }: { data: CampsitePageData }) {
  const { site } = data
  return (
    <article>
      <Breadcrumbs items={useBreadcrumbs()} />
      <header className="mt-3 mb-4">
        <div className="flex items-start justify-between gap-3">
          <h1 className="font-heading text-3xl font-bold md:text-4xl">{data.heading}</h1>
          <FavouriteButton siteId={site.id} name={site.name} favourite={data.favourite} standalone />
        </div>
        <p className="mt-1 text-lg text-muted">{site.location}</p>
        <p className="mt-2">
          <Link to={data.tabHrefs.reviews} preventScrollReset className={cn('inline-flex rounded-control', FOCUS)}>
            <Rating
              grade={data.reviews.summary.count > 0 ? data.reviews.summary.average : undefined}
              reviewCount={data.reviews.summary.count > 0 ? data.reviews.summary.count : undefined}
              stars={site.stars}
              showLabel
            />
          </Link>
        </p>
        <CompareToggle siteId={site.id} name={site.name} standalone className="mt-3" />
      </header>
      <ChosenAccommodation data={data} />
      <Gallery images={site.images} name={site.name} />
      <KeyFacts data={data} />
      <Accommodations data={data} />
      <FlexibleDates
        grid={data.priceGrid}
        highlighted={data.view.accommodation}
        flexibleDates={data.flexibleDates}
        priced={data.stay !== null}
      />
      <AccessibilitySection accessibility={data.accessibility} />
      <Tabs data={data} />
      <RecentlyViewed sites={data.recentlyViewed} />
    </article>
  )
}

/**
 * `?accommodation=`: the chosen unit is highlighted in the list and, with JavaScript, scrolled to;
 * this link near the top takes a browser without JavaScript there too.
 */
function ChosenAccommodation({ data }: { data: CampsitePageData }) {
  const { t } = useTranslation('site')
  const chosen = data.accommodations.find((offer) => offer.id === data.view.accommodation)
  if (!chosen) return null
  return (
    <p className="mb-4 rounded-card border border-primary bg-surface p-3">
      {t('offer.highlighted')}:{' '}
      <a href={`#accommodation-${chosen.id}`} className={cn('font-semibold text-primary underline', FOCUS)}>
        {chosen.name}
      </a>
    </p>
  )
}

/**
 * Photos in a row that scrolls sideways: swipe on touch screens, arrow keys once focused, and
 * with JavaScript previous and next buttons. Without JavaScript it is a plain list of images.
 */
function Gallery({ images, name }: { images: CampsitePageData['site']['images']; name: string }) {
  const { t } = useTranslation('site')
  const row = useRef<HTMLUListElement>(null)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const step = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' })
  return (
    <section aria-label={t('gallery.label', { name })} className="relative mb-6">
      <ul
        ref={row}
        // A scrollable row of pictures is reached by keyboard to scroll it (WCAG 2.1.1; axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={t('gallery.label', { name })}
        className={cn('flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-card pb-2', FOCUS)}
      >
        {images.map((image, index) => (
          <li key={image.url} className="w-[85%] shrink-0 snap-start sm:w-[60%] lg:w-[45%]">
            <Image
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              priority={index === 0}
              sizes="(min-width: 1024px) 45vw, (min-width: 640px) 60vw, 85vw"
              className="aspect-[3/2] w-full rounded-card object-cover"
            />
          </li>
        ))}
      </ul>
      {enhanced && images.length > 1 ? (
        <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
          {([-1, 1] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              onClick={() => step(direction)}
              aria-label={t(direction < 0 ? 'gallery.previous' : 'gallery.next')}
              className={cn(
                'pointer-events-auto flex size-11 items-center justify-center rounded-full bg-surface/90 text-2xl font-bold text-ink shadow-md',
                FOCUS,
              )}
            >
              <span aria-hidden="true">{direction < 0 ? '‹' : '›'}</span>
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}

function KeyFacts({ data }: { data: CampsitePageData }) {
  const { t } = useTranslation('site')
  const { site } = data
  const date = useDateFormat({ day: 'numeric', month: 'long' })
  const facts: [string, string][] = [
    [t('facts.place'), `${site.meta.city.name}, ${site.meta.area.name}, ${site.meta.country.name}`],
    [
      t('facts.season'),
      t('facts.season-value', {
        opens: date(site.importantInfo.season.opens),
        closes: date(site.importantInfo.season.closes),
      }),
    ],
    [t('facts.dogs'), t(site.importantInfo.dogsAllowed ? 'facts.dogs-yes' : 'facts.dogs-no')],
    [t('facts.facilities'), t('facts.facilities-value', { count: site.facilities.length })],
  ]
  return (
    <dl className="mb-8 grid gap-3 rounded-panel border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The stay and party form (GET, stays on this page) and the units priced for them. */
function Accommodations({ data }: { data: CampsitePageData }) {
  const { t } = useTranslation('site')
  const { t: ts } = useTranslation('search')
  const date = useDateFormat({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
  const { state, stay } = data
  const adults = ts('results.adults', { count: state.party.adults })
  const party =
    state.party.children.length > 0
      ? ts('results.and', { first: adults, second: ts('results.children', { count: state.party.children.length }) })
      : adults
  return (
    <section id="accommodations" aria-labelledby="accommodations-title" className="mb-10 scroll-mt-4">
      <h2 id="accommodations-title" className="mb-3 font-heading text-2xl font-bold">
        {t('accommodations.title')}
      </h2>
      <StayForm data={data} />
      {data.problem ? <StayProblem problem={data.problem} suggestions={data.arrivalSuggestions} /> : null}
      {stay ? (
        <p className="mb-4 text-muted" data-testid="stay-summary">
          {t('accommodations.stay', {
            count: stay.duration,
            arrival: date(stay.arrivalDate),
            departure: date(stay.departureDate),
            party,
          })}
        </p>
      ) : null}
      {data.accommodations.length > 0 ? (
        <ol aria-label={t('accommodations.list')} className="flex flex-col gap-4">
          {data.accommodations.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} highlighted={offer.id === data.view.accommodation} />
            </li>
          ))}
        </ol>
      ) : stay ? (
        <p className="rounded-card border border-line bg-surface p-4 font-semibold">{t('accommodations.none')}</p>
      ) : null}
      {data.alternatives.length > 0 ? (
        <section aria-labelledby="alternatives-title" className="mt-6">
          <h3 id="alternatives-title" className="font-heading text-xl font-bold">
            {t('alternatives.title')}
          </h3>
          <p className="mb-3 text-muted">{t('alternatives.text')}</p>
          <ol className="flex flex-col gap-4">
            {data.alternatives.map((offer) => (
              <li key={`${offer.kind ?? 'offer'}-${offer.id}-${offer.arrivalDate}`}>
                <OfferCard offer={offer} highlighted={false} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  )
}

function StayForm({ data }: { data: CampsitePageData }) {
  const { t } = useTranslation('search')
  const { t: tsite } = useTranslation('site')
  const { state } = data
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
    // A new URL (another stay) renders the fields anew: they are uncontrolled, so they work without JavaScript.
    <Form
      key={`${state.date ?? ''}-${state.duration}-${state.party.adults}-${state.party.children.join('.')}`}
      method="get"
      action={`${data.pathname}#accommodations`}
      preventScrollReset
      className="mb-4 rounded-panel border border-line bg-surface p-4 shadow-sm"
    >
      <fieldset className="min-w-0">
        <legend className="mb-2 font-heading text-lg font-bold">{tsite('stay.legend')}</legend>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <TextField
            label={t('form.date')}
            name="date"
            type="date"
            min={data.minDate}
            defaultValue={state.date ?? data.stay?.arrivalDate ?? ''}
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
          <p id="stay-children-hint" className="mb-2 text-sm text-muted">
            {t('form.children-hint')}
          </p>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
            {Array.from({ length: childSlots }, (_, index) => (
              <SelectField
                key={index}
                id={`stay-child-${index + 1}`}
                label={t('form.child-age', { number: index + 1 })}
                name="children"
                aria-describedby="stay-children-hint"
                defaultValue={state.party.children[index] !== undefined ? String(state.party.children[index]) : ''}
                options={[{ value: '', label: t('form.no-child') }, ...ages]}
                className="[&>div:last-child]:hidden"
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" className={cn('mt-2 w-full sm:w-auto', FOCUS)}>
          {tsite('stay.submit')}
        </Button>
      </fieldset>
    </Form>
  )
}

/** One accommodation: facts, the total for the stay and its parts, and the way on. */
function OfferCard({ offer, highlighted }: { offer: AccommodationOffer; highlighted: boolean }) {
  const { t } = useTranslation('site')
  const { market } = useStorefront()
  const date = useDateFormat({ weekday: 'short', day: 'numeric', month: 'short' })
  const money = (amount: number) => formatPrice(amount, offer.price.currency, market.currencyFormatterCode)
  const facts = [
    t('offer.persons', { count: offer.maxPersons }),
    // A pitch has no rooms: "0 bedrooms" would only puzzle.
    ...(offer.bedrooms > 0 ? [t('offer.bedrooms', { count: offer.bedrooms })] : []),
    ...(offer.bathrooms > 0 ? [t('offer.bathrooms', { count: offer.bathrooms })] : []),
    t('offer.size', { size: offer.size }),
    ...(offer.aircondition ? [t('offer.aircondition')] : []),
    ...(offer.dogAllowed ? [t('offer.dogs')] : []),
  ]
  const ref = useRef<HTMLElement>(null)
  // `?accommodation=` scrolls to the unit (the #accommodation-{id} anchor does it without JavaScript).
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' })
  }, [highlighted])
  return (
    <article
      ref={ref}
      id={offer.kind ? undefined : `accommodation-${offer.id}`}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      className={cn(
        'grid scroll-mt-4 overflow-hidden rounded-card border bg-surface shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:grid-cols-[14rem_minmax(0,1fr)_16rem]',
        highlighted ? 'border-primary ring-4 ring-primary/30' : 'border-line',
      )}
    >
      {offer.image ? (
        <Image
          src={offer.image.url}
          alt={offer.image.alt}
          width={offer.image.width}
          height={offer.image.height}
          className="aspect-[400/267] h-full w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="bg-canvas" />
      )}
      <div className="flex min-w-0 flex-col gap-2 p-4">
        {highlighted ? <p className="text-sm font-bold text-primary">{t('offer.highlighted')}</p> : null}
        <h3 className="font-heading text-lg font-bold leading-snug">{offer.name}</h3>
        <p className="text-sm text-muted">{offer.category}</p>
        <ul aria-label={t('offer.facts')} className="flex flex-wrap gap-1.5">
          {facts.map((fact) => (
            <li key={fact} className="rounded-control bg-canvas px-2 py-0.5 text-xs font-semibold text-ink">
              {fact}
            </li>
          ))}
        </ul>
        {offer.kind ? (
          <p className="text-sm font-semibold">
            {t('offer.dates', {
              arrival: date(offer.arrivalDate),
              departure: date(offer.departureDate),
              count: offer.duration,
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 border-line p-4 sm:col-span-2 sm:border-t md:col-span-1 md:border-t-0 md:border-l">
        <p className="text-sm text-muted">{t('offer.total')}</p>
        <p data-testid="accommodation-price">
          <Price amount={offer.price.total} currency={offer.price.currency} size="md" />
        </p>
        <details className="text-sm">
          <summary className={cn('cursor-pointer font-semibold text-primary underline', FOCUS)}>
            {t('offer.breakdown')}
          </summary>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            <dt>{t('offer.rent')}</dt>
            <dd className="text-right tabular-nums">{money(offer.price.rent)}</dd>
            {offer.price.discount ? (
              <>
                <dt>{t('offer.discount', { percent: offer.price.discount.percent })}</dt>
                <dd className="text-right tabular-nums">−{money(offer.price.discount.amount)}</dd>
              </>
            ) : null}
            {offer.price.fees.map((fee) => (
              <div key={fee.name} className="contents">
                <dt>{fee.name}</dt>
                <dd className="text-right tabular-nums">{money(fee.amount)}</dd>
              </div>
            ))}
            <dt className="border-t border-line pt-1 font-bold">{t('offer.total-short')}</dt>
            <dd className="border-t border-line pt-1 text-right font-bold tabular-nums">{money(offer.price.total)}</dd>
          </dl>
        </details>
        {offer.price.payOnSite > 0 ? (
          <p className="text-xs text-muted">
            {t('offer.pay-on-site', {
              amount: formatPrice(offer.price.payOnSite, offer.price.payOnSiteCurrency, market.currencyFormatterCode),
              currency: t(`common:currency.${offer.price.payOnSiteCurrency}`),
            })}
          </p>
        ) : null}
        {offer.kind ? (
          <Link
            to={offer.href}
            aria-label={t('offer.view-label', { name: offer.name })}
            className={cn(
              'mt-auto inline-flex min-h-11 items-center justify-center rounded-button border border-primary px-4 font-semibold text-primary hover:bg-canvas',
              FOCUS,
            )}
          >
            {t('offer.view')}
          </Link>
        ) : (
          // A post: booking starts a cart (the checkout's action), with or without JavaScript.
          <Form method="post" action={offer.href} className="mt-auto">
            <button
              type="submit"
              aria-label={t('offer.book-label', { name: offer.name })}
              className={cn(
                'inline-flex min-h-11 w-full items-center justify-center rounded-button bg-primary px-4 font-semibold text-on-primary hover:bg-primary-hover',
                FOCUS,
              )}
            >
              {t('offer.book')}
            </button>
          </Form>
        )}
      </div>
    </article>
  )
}

const TAB_IDS: Record<CampsiteTab, string> = {
  description: 'tab-description',
  'important-info': 'tab-important-info',
  facilities: 'tab-facilities',
  reviews: 'tab-reviews',
}

/** SPEC's campsite tabs as links: each is an address of its own, with or without JavaScript. */
function Tabs({ data }: { data: CampsitePageData }) {
  const { t } = useTranslation('site')
  const current = data.view.tab
  return (
    <section id="tabs" aria-labelledby={TAB_IDS[current]} className="scroll-mt-4">
      {/* On a phone the tabs are two by two rather than a row that runs off the screen. */}
      <nav aria-label={t('tabs.label')} className="mb-4 border-b border-line">
        <ul className="grid grid-cols-2 gap-x-1 sm:flex sm:flex-wrap">
          {(Object.keys(TAB_IDS) as CampsiteTab[]).map((tab) => (
            <li key={tab} className="min-w-0 sm:shrink-0">
              <Link
                id={TAB_IDS[tab]}
                to={data.tabHrefs[tab]}
                preventScrollReset
                aria-current={tab === current ? 'page' : undefined}
                className={cn(
                  'flex h-full min-h-11 items-center border-b-4 px-3 py-1 font-semibold sm:whitespace-nowrap',
                  tab === current ? 'border-primary text-ink' : 'border-transparent text-muted hover:text-ink',
                  FOCUS,
                )}
              >
                {t(`tabs.${tab}`)}
                {tab === 'reviews' && data.reviews.summary.count > 0 ? (
                  <span className="ml-1 font-normal">({data.reviews.summary.count})</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'description' ? <Description data={data} /> : null}
      {current === 'important-info' ? <ImportantInfo data={data} /> : null}
      {current === 'facilities' ? <Facilities data={data} /> : null}
      {current === 'reviews' ? <Reviews data={data} /> : null}
    </section>
  )
}

function Description({ data }: { data: CampsitePageData }) {
  return (
    <div className="max-w-prose space-y-4 leading-relaxed">
      {data.site.description.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}

function ImportantInfo({ data }: { data: CampsitePageData }) {
  const { t } = useTranslation('site')
  const { market } = useStorefront()
  const info = data.site.importantInfo
  const date = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' })
  // One array per loader answer: a new one would rebuild the map.
  const mapSites = useMemo(() => [data.mapSite], [data.mapSite])
  const rows: [string, string][] = [
    [t('info.check-in'), t('info.check-in-value', info.checkIn)],
    [t('info.check-out'), t('info.check-out-value', info.checkOut)],
    [t('info.season'), t('facts.season-value', { opens: date(info.season.opens), closes: date(info.season.closes) })],
    ...info.stayRules.map(({ season, arrivalDays, minimumNights }): [string, string] => [
      t(`info.season-${season}`),
      t(`info.rule-${arrivalDays}`, { count: minimumNights }),
    ]),
    [t('facts.dogs'), t(info.dogsAllowed ? 'facts.dogs-yes' : 'facts.dogs-no')],
    [
      t('info.deposit'),
      info.deposit !== null
        ? t('info.deposit-value', {
            amount: formatPrice(info.deposit, info.siteCurrency, market.currencyFormatterCode),
            currency: t(`common:currency.${info.siteCurrency}`),
          })
        : t('info.deposit-none'),
    ],
    [t('info.reception'), t('info.reception-value', info.reception)],
  ]
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 self-start">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 font-heading text-lg font-bold">{t('info.location')}</h3>
        <ResultsMap sites={mapSites} tiles={data.tiles} truncated={false} />
      </div>
    </div>
  )
}

function Facilities({ data }: { data: CampsitePageData }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {data.site.facilities.map((facility) => (
        <li key={facility.id} className="flex items-center gap-2">
          <span aria-hidden="true" className="text-primary">
            ✓
          </span>
          {facility.name}
        </li>
      ))}
    </ul>
  )
}

function Reviews({ data }: { data: CampsitePageData }) {
  const { t } = useTranslation('site')
  const { summary, page, groupHrefs, pageHrefs } = data.reviews
  const date = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' })
  const { market } = useStorefront()
  const score = (value: number) => formatDecimal(market.languageTag, value, 1)
  const largest = Math.max(1, ...summary.grades.map((g) => g.count))
  return (
    <div id="reviews" className="scroll-mt-4">
      <p className="mb-4 rounded-card bg-canvas p-3 text-sm">{t('reviews.verified')}</p>
      <div className="mb-6 grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          <p className="font-heading text-4xl font-bold">{summary.count > 0 ? score(summary.average) : '–'}</p>
          <p className="text-muted">{t('reviews.count', { count: summary.count })}</p>
          <h3 className="mt-4 mb-2 font-semibold">{t('reviews.grades')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {summary.grades.map(({ grade, count }) => (
              <li key={grade} className="grid grid-cols-[2rem_1fr_2.5rem] items-center gap-2">
                <span aria-hidden="true">{grade}</span>
                <span aria-hidden="true" className="h-2 rounded-full bg-canvas">
                  <span
                    className="block h-2 rounded-full bg-primary"
                    style={{ width: `${(count / largest) * 100}%` }}
                  />
                </span>
                <span className="sr-only">{t('reviews.grade-count', { grade, count })}</span>
                <span aria-hidden="true" className="text-right tabular-nums text-muted">
                  {count}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <nav aria-label={t('reviews.groups')} className="mb-4">
            <ul className="flex flex-wrap gap-2">
              {groupHrefs.map(({ group, href, count }) => (
                <li key={group ?? 'all'}>
                  <Link
                    to={href}
                    preventScrollReset
                    aria-current={group === page.meta.group ? 'page' : undefined}
                    className={cn(
                      'inline-flex min-h-11 items-center gap-1 rounded-control border px-3 text-sm font-semibold',
                      group === page.meta.group
                        ? 'border-primary bg-primary text-on-primary'
                        : 'border-line bg-surface text-ink hover:border-primary',
                      FOCUS,
                    )}
                  >
                    {t(group ? `reviews.group.${group}` : 'reviews.all')} ({count})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form
            method="get"
            action={`${data.pathname}#reviews`}
            preventScrollReset
            className="mb-4 flex flex-wrap items-end gap-2"
          >
            {data.stayParams.map(([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="tab" value="reviews" />
            {page.meta.group ? <input type="hidden" name="group" value={page.meta.group} /> : null}
            <SelectField
              key={page.meta.order}
              label={t('reviews.order')}
              name="order"
              defaultValue={page.meta.order}
              options={REVIEW_ORDERS.map((order) => ({ value: order, label: t(`reviews.orders.${order}`) }))}
              className="w-60 [&>div:last-child]:hidden"
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            />
            <Button type="submit" variant="secondary" size="lg" className={FOCUS}>
              {t('reviews.sort')}
            </Button>
          </Form>
          {page.reviews.length === 0 ? (
            <p className="rounded-card border border-line p-4">{t('reviews.empty')}</p>
          ) : (
            <ol aria-label={t('reviews.list')} className="flex flex-col gap-4">
              {page.reviews.map((review) => (
                <li key={review.id}>
                  <article className="rounded-card border border-line bg-surface p-4" data-testid="review">
                    <header className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="inline-flex h-8 min-w-10 items-center justify-center rounded-control bg-primary px-2 font-bold text-on-primary">
                        <span className="sr-only">{t('reviews.grade-label')} </span>
                        {review.grade}
                      </span>
                      <span className="font-semibold">{review.author}</span>
                      <span className="text-sm text-muted">{t(`reviews.group.${review.group}`)}</span>
                      <time dateTime={review.date} className="text-sm text-muted" data-testid="review-date">
                        {date(review.date)}
                      </time>
                      <span className="text-xs font-semibold text-primary">{t('reviews.verified-badge')}</span>
                      {review.language !== market.language ? (
                        <span
                          className="rounded-control bg-canvas px-2 py-0.5 text-xs font-semibold text-ink"
                          data-testid="review-language"
                        >
                          {t(`reviews.written-in.${review.language}`)}
                        </span>
                      ) : null}
                    </header>
                    <p lang={review.language}>{review.text}</p>
                    {review.helpful > 0 ? (
                      <p className="mt-2 text-xs text-muted">{t('reviews.helpful', { count: review.helpful })}</p>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={page.meta.page}
            pageCount={page.meta.pages}
            getHref={(n) => pageHrefs[n - 1] ?? pageHrefs[0] ?? data.pathname}
            label={t('reviews.pagination')}
            className="mt-6"
          />
        </div>
      </div>
    </div>
  )
}
