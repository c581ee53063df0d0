import { useTranslation } from 'react-i18next'
import { Icon } from '~/components/Icon'
import { Image, COUNTRY_IMAGE } from '~/components/ui/Image'
import { popularAreas, type ChromeCountry, type ChromeFunnel } from '~/lib/chrome'
import { catalogueHref } from '../../../market-config/routes'

/**
 * Desktop mega-menu content. Funnel and country pickers are radio inputs styled by CSS
 * (`.switch` in tailwind.css), so the menu works identically without JavaScript. Links are plain
 * anchors: the menus are rendered once as static markup (see StaticMarkup in Header.tsx).
 */
export function DestinationsPanel({ funnels }: { funnels: ChromeFunnel[] }) {
  const { t } = useTranslation()
  if (funnels.length === 0) return <p className="p-6 text-muted">{t('destinations.empty')}</p>
  if (funnels.length === 1) return <CountryPicker funnel={funnels[0]!} />
  return (
    <div className="switch">
      {funnels.map((funnel, index) => (
        <input
          key={funnel.slug}
          type="radio"
          className="sr-only"
          name="destinations-funnel"
          id={`destinations-funnel-${funnel.slug}`}
          data-index={index}
          defaultChecked={index === 0}
          aria-label={funnel.name}
        />
      ))}
      <div className="switch-labels mb-4 flex gap-2 border-b border-line pb-3" aria-hidden="true">
        <span className="self-center pr-2 text-sm text-muted">{t('destinations.choose-funnel')}</span>
        {funnels.map((funnel, index) => (
          <label
            key={funnel.slug}
            htmlFor={`destinations-funnel-${funnel.slug}`}
            data-index={index}
            className="cursor-pointer rounded-control px-3 py-1.5 text-sm hover:bg-secondary"
          >
            {funnel.name}
          </label>
        ))}
      </div>
      <div className="switch-panels">
        {funnels.map((funnel, index) => (
          <div key={funnel.slug} data-panel={index}>
            <CountryPicker funnel={funnel} />
          </div>
        ))}
      </div>
    </div>
  )
}

function CountryPicker({ funnel }: { funnel: ChromeFunnel }) {
  return (
    <div className="switch relative grid grid-cols-[14rem_1fr] gap-6">
      {funnel.countries.map((country, index) => (
        <input
          key={country.slug}
          type="radio"
          className="sr-only"
          name={`destinations-country-${funnel.slug}`}
          id={`destinations-${funnel.slug}-${country.slug}`}
          data-index={index}
          defaultChecked={index === 0}
          aria-label={country.name}
        />
      ))}
      <div className="switch-labels flex max-h-[28rem] flex-col overflow-y-auto pr-1" aria-hidden="true">
        {funnel.countries.map((country, index) => (
          <label
            key={country.slug}
            htmlFor={`destinations-${funnel.slug}-${country.slug}`}
            data-index={index}
            className="flex cursor-pointer items-center justify-between rounded-control px-3 py-2 text-sm hover:bg-secondary"
          >
            {country.name}
            <Icon name="chevron-right" className="size-4 text-muted" />
          </label>
        ))}
      </div>
      <div className="switch-panels min-w-0">
        {funnel.countries.map((country, index) => (
          <div key={country.slug} data-panel={index}>
            <CountryPanel funnel={funnel} country={country} />
          </div>
        ))}
      </div>
    </div>
  )
}

function CountryPanel({ funnel, country }: { funnel: ChromeFunnel; country: ChromeCountry }) {
  const { t } = useTranslation()
  const cards = popularAreas(country)
  return (
    <div>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h3 className="text-lg font-semibold">{country.name}</h3>
        <a
          href={catalogueHref([funnel.slug, country.slug])}
          className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
        >
          {t('destinations.view-all-areas', { country: country.name })}
        </a>
      </div>
      <ul className="mb-5 grid grid-cols-2 gap-x-6 gap-y-1 xl:grid-cols-3">
        {country.areas.map((area) => (
          <li key={area.slug}>
            <a
              href={catalogueHref([funnel.slug, country.slug, area.slug])}
              className="block rounded-control px-2 py-1 text-sm hover:bg-secondary"
            >
              {area.name}
            </a>
          </li>
        ))}
      </ul>
      {cards.length > 0 ? (
        <>
          <h4 className="mb-2 text-sm font-semibold text-muted">{t('destinations.popular-areas')}</h4>
          <ul className="grid grid-cols-3 gap-3">
            {cards.map((area) => (
              <li key={area.slug}>
                <a
                  href={catalogueHref([funnel.slug, country.slug, area.slug])}
                  className="group block overflow-hidden rounded-card border border-line bg-surface"
                >
                  <Image
                    src={area.image.url}
                    alt={area.image.alt}
                    {...COUNTRY_IMAGE}
                    className="aspect-[289/173] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                  <span className="block px-3 py-2 text-sm font-semibold">{area.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/**
 * Mobile drill-down: countries, then a country's areas with a back step. Radio inputs choose the
 * country (CSS `.switch.drill` in tailwind.css), so it works the same with and without
 * JavaScript; "back" selects the empty choice again.
 */
export function MobileDestinations({ funnels }: { funnels: ChromeFunnel[] }) {
  const { t } = useTranslation()
  if (funnels.every((funnel) => funnel.countries.length === 0))
    return <p className="px-2 text-muted">{t('destinations.empty')}</p>
  const entries = funnels.flatMap((funnel) => funnel.countries.map((country) => ({ funnel, country })))
  const inputId = (funnel: ChromeFunnel, country: ChromeCountry) => `mobile-destinations-${funnel.slug}-${country.slug}`
  return (
    <div className="switch drill">
      <input
        type="radio"
        className="sr-only"
        name="mobile-destinations"
        id="mobile-destinations-none"
        data-none=""
        defaultChecked
        aria-label={t('destinations.back')}
      />
      {entries.map(({ funnel, country }, index) => (
        <input
          key={inputId(funnel, country)}
          type="radio"
          className="sr-only"
          name="mobile-destinations"
          id={inputId(funnel, country)}
          data-index={index}
          aria-label={funnels.length > 1 ? `${country.name} (${funnel.name})` : country.name}
        />
      ))}
      <div className="drill-list space-y-4">
        {funnels.map((funnel) => (
          <section key={funnel.slug} aria-label={funnel.name}>
            {funnels.length > 1 ? (
              <h3 className="px-2 pb-1 text-sm font-semibold uppercase tracking-wide text-muted">{funnel.name}</h3>
            ) : null}
            <ul className="divide-y divide-line">
              {funnel.countries.map((country) => (
                <li key={country.slug}>
                  <label
                    htmlFor={inputId(funnel, country)}
                    className="flex w-full cursor-pointer items-center justify-between px-2 py-3"
                  >
                    {country.name}
                    <Icon name="chevron-right" className="size-4 text-muted" />
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="switch-panels">
        {entries.map(({ funnel, country }, index) => (
          <div key={inputId(funnel, country)} data-panel={index} className="animate-slide-in">
            <label
              htmlFor="mobile-destinations-none"
              className="mb-2 flex w-fit cursor-pointer items-center gap-1 rounded-control px-2 py-2 text-sm font-semibold text-primary hover:bg-secondary"
            >
              <Icon name="chevron-left" className="size-4" />
              {t('destinations.back')}
            </label>
            <h3 className="px-2 pb-2 text-lg font-semibold">{country.name}</h3>
            <CountryAreaLinks
              funnel={funnel}
              country={country}
              className="divide-y divide-line"
              itemClassName="px-2 py-3"
            />
          </div>
        ))}
      </div>
    </div>
  )
}

/** A country's "all areas" link followed by its areas: the mobile menu's list, with or without JavaScript. */
function CountryAreaLinks({
  funnel,
  country,
  className,
  itemClassName,
}: {
  funnel: ChromeFunnel
  country: ChromeCountry
  className: string
  itemClassName: string
}) {
  const { t } = useTranslation()
  return (
    <ul className={className}>
      <li>
        <a
          href={catalogueHref([funnel.slug, country.slug])}
          className={`block font-semibold text-primary ${itemClassName}`}
        >
          {t('destinations.view-all-areas', { country: country.name })}
        </a>
      </li>
      {country.areas.map((area) => (
        <li key={area.slug}>
          <a href={catalogueHref([funnel.slug, country.slug, area.slug])} className={`block ${itemClassName}`}>
            {area.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
