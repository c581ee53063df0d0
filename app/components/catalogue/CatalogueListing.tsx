import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SiteSearch } from '~/components/search/SiteSearch'
import { PageIntro } from '~/components/PageIntro'
import { COUNTRY_IMAGE } from '~/components/ui/Image'
import { cx } from '~/components/ui/cx'
import type { CatalogueListingData, CatalogueTab } from '~/routes/catalogue-listing.server'
import { FOCUS } from '~/components/ui/focus'


/** A funnel, country, area or city page: its text, its places to go deeper, and its campsites. */
export function CatalogueListing({ data }: { data: CatalogueListingData }) {
  return (
    <article>
      <PageIntro breadcrumbs={data.breadcrumbs} heading={data.heading} intro={data.intro} image={data.image ? { ...data.image, ...COUNTRY_IMAGE } : null} />
      {data.tabs.length > 0 ? <PlaceTabs tabs={data.tabs} place={data.placeName} /> : null}
      <SiteSearch data={data} label={data.heading} />
    </article>
  )
}

/**
 * SPEC section 2's navigation tabs as lists of links: each place is its own page, so they work
 * without JavaScript and search engines follow them.
 */
function PlaceTabs({ tabs, place }: { tabs: CatalogueTab[]; place: string }) {
  const { t } = useTranslation('search')
  return (
    <nav aria-label={t('catalogue.explore', { place })} className="mb-6 flex flex-col gap-4">
      {tabs.map((tab) => (
        <section key={tab.id} aria-labelledby={`places-${tab.id}`}>
          <h2 id={`places-${tab.id}`} className="mb-2 font-heading text-lg font-bold">
            {t(`catalogue.${tab.id}`)}
          </h2>
          {/* Phones scroll a row sideways, so the campsites are not pushed below a wall of names. */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
            {tab.places.map((item) => (
              <li key={item.href} className="shrink-0">
                <Link
                  to={item.href}
                  className={cx(
                    'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-control border border-line bg-surface px-3 font-semibold text-ink hover:border-primary hover:text-primary',
                    FOCUS,
                  )}
                >
                  {item.name}
                  {item.count !== null ? (
                    <span className="text-sm font-normal text-muted">
                      <span aria-hidden="true">({item.count})</span>
                      <span className="sr-only">{t('catalogue.count', { count: item.count })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
