import { useTranslation } from 'react-i18next'
import { PageIntro } from '~/components/PageIntro'
import { SiteSearchIsland } from '~/components/search/SiteSearchIsland'
import { FOCUS } from '~/components/ui/focus'
import { COUNTRY_IMAGE } from '~/components/ui/Image'
import type { CatalogueListingData, CatalogueTab } from '~/lib/catalogue-listing'
import { useClientSideLinks } from '~/lib/client-side-links'
import { cn } from '~/lib/cn'

/** A funnel, country, area or city page: its text, its places to go deeper, and its campsites. */
export function CatalogueListing({ data }: { data: CatalogueListingData }) {
  return (
    <article>
      <PageIntro
        heading={data.heading}
        intro={data.intro}
        image={data.image ? { ...data.image, ...COUNTRY_IMAGE } : null}
      />
      {data.tabs.length > 0 ? <PlaceTabs tabs={data.tabs} place={data.placeName} /> : null}
      <SiteSearchIsland data={data} label={data.heading} />
    </article>
  )
}

/**
 * Places a phone shows before "show all": enough for a glance, few enough not to bury the
 * campsites; a list only a little longer is shown whole.
 */
const FIRST_ON_PHONES = 6
const WHOLE_UP_TO = 8

/**
 * SPEC section 2's navigation tabs as lists of links: each place is its own page, so they work
 * without JavaScript and search engines follow them. The chips wrap (nothing runs off a phone's
 * screen, issue 17); a phone shows the first few and the rest behind "show all", a larger
 * screen all of them.
 */
function PlaceTabs({ tabs, place }: { tabs: CatalogueTab[]; place: string }) {
  const { t } = useTranslation('search')
  // The chips are plain anchors (a country has dozens, twice over for phones): one click handler
  // here makes them client-side navigations, where a Remix Link each cost the page its hooks
  // (decision 039). Anchors are keyboard-operable themselves.
  const followLink = useClientSideLinks()
  const countLabel = (count: number) => t('catalogue.count', { count })
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- delegation, see above
    <nav aria-label={t('catalogue.explore', { place })} className="mb-6 flex flex-col gap-4" onClick={followLink}>
      {tabs.map((tab) => (
        <section key={tab.id} aria-labelledby={`places-${tab.id}`}>
          <h2 id={`places-${tab.id}`} className="mb-2 font-heading text-lg font-bold">
            {t(`catalogue.${tab.id}`)}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {tab.places.map((item, index) => (
              <li
                key={item.href}
                className={cn(
                  'min-w-0',
                  index >= FIRST_ON_PHONES && tab.places.length > WHOLE_UP_TO && 'max-md:hidden',
                )}
              >
                <PlaceChip item={item} countLabel={countLabel} />
              </li>
            ))}
          </ul>
          {tab.places.length > WHOLE_UP_TO ? (
            <details className="group mt-2 md:hidden">
              <summary
                className={cn(
                  'inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-primary [&::-webkit-details-marker]:hidden',
                  FOCUS,
                )}
              >
                <span className="underline">{t(`catalogue.all-${tab.id}`, { count: tab.places.length })}</span>
                <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <ul className="mt-2 flex flex-wrap gap-2">
                {tab.places.slice(FIRST_ON_PHONES).map((item) => (
                  <li key={item.href} className="min-w-0">
                    <PlaceChip item={item} countLabel={countLabel} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
      ))}
    </nav>
  )
}

function PlaceChip({
  item,
  countLabel,
}: {
  item: CatalogueTab['places'][number]
  countLabel: (count: number) => string
}) {
  return (
    <a
      href={item.href}
      className={cn(
        'inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-control border border-line bg-surface px-3 font-semibold text-ink hover:border-primary hover:text-primary',
        FOCUS,
      )}
    >
      <span className="truncate">{item.name}</span>
      {item.count !== null ? (
        <span className="shrink-0 text-sm font-normal text-muted">
          <span aria-hidden="true">({item.count})</span>
          <span className="sr-only">{countLabel(item.count)}</span>
        </span>
      ) : null}
    </a>
  )
}
