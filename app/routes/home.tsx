import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { RecentlyViewed } from '~/components/RecentlyViewed'
import { HomeSearchIsland } from '~/components/search-form/HomeSearchIsland'
import { Image, COUNTRY_IMAGE } from '~/components/ui/Image'
import { Price } from '~/components/ui/Price'
import type { RouteHandle } from '~/lib/breadcrumbs'
import { useFlags } from '~/lib/flags'
import { pageMeta } from '~/lib/page-meta'
import { usePageHref } from '~/lib/storefront'
import { loadHomePage } from '~/routes/home.server'

/** The front page: the search form, recently viewed campsites, popular destinations (home.server.ts). */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadHomePage(context)
}

export const meta = pageMeta

export const handle: RouteHandle = { i18n: ['search-form'] }

export default function HomePage() {
  const { destinations, funnels, searchForm, recentlyViewed } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const pageHref = usePageHref()
  // The hero's search form layout is an A/B test (issue 21): B puts the form beside the headline.
  const { homeSearchLayout: layout } = useFlags()
  return (
    <>
      <section className="relative -mx-4 -mt-6 mb-10 bg-primary px-4 py-12 text-on-primary md:py-20">
        <div
          className={`mx-auto max-w-screen-xl ${layout === 'B' ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-12' : ''}`}
        >
          <div>
            <h1 className="max-w-3xl font-heading text-3xl font-bold md:text-5xl">{t('home.title')}</h1>
            <p className="mt-3 max-w-2xl text-lg opacity-90 md:text-xl">{t('home.subtitle')}</p>
          </div>
          <HomeSearchIsland
            action={pageHref('searchAndBook')}
            searchAction={pageHref('search')}
            layout={layout}
            {...searchForm}
          />
        </div>
      </section>

      <RecentlyViewed sites={recentlyViewed} />

      <section aria-labelledby="popular-title" className="mb-12">
        <h2 id="popular-title" className="mb-5 font-heading text-2xl font-bold">
          {t('home.popular-title')}
        </h2>
        {destinations.length === 0 ? (
          <p className="text-muted">{t('home.no-destinations')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {destinations.map((destination, index) => (
              <li key={destination.href}>
                <Link
                  to={destination.href}
                  className="group block h-full overflow-hidden rounded-card border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
                >
                  <Image
                    src={destination.image.url}
                    alt={destination.image.alt}
                    {...COUNTRY_IMAGE}
                    priority={index < 4}
                    className="aspect-[289/173] h-auto w-full object-cover"
                  />
                  <div className="p-4">
                    <p className="text-sm text-muted">{destination.country}</p>
                    <h3 className="text-lg font-semibold group-hover:text-primary">{destination.name}</h3>
                    <p className="mt-1 text-sm text-muted">{t('home.site-count', { count: destination.siteCount })}</p>
                    {destination.fromPrice !== null ? (
                      <p className="mt-2 flex items-baseline gap-1.5">
                        <Price amount={destination.fromPrice} from size="md" className="text-primary" />
                        <span className="text-sm text-muted">{t('home.per-week')}</span>
                      </p>
                    ) : null}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="why-title" className="mb-12 grid gap-6 rounded-panel bg-surface p-6 md:grid-cols-3">
        <h2 id="why-title" className="sr-only">
          {t('home.why-title')}
        </h2>
        {(['choice', 'price', 'service'] as const).map((usp) => (
          <div key={usp}>
            <h3 className="mb-1 font-semibold">{t(`home.usp.${usp}.title`)}</h3>
            <p className="text-sm text-muted">{t(`home.usp.${usp}.text`)}</p>
          </div>
        ))}
      </section>

      {funnels.length > 1 ? (
        <nav aria-label={t('home.funnels')} className="mb-6 flex flex-wrap gap-3">
          {funnels.map((funnel) => (
            <Link
              key={funnel.href}
              to={funnel.href}
              className="rounded-button border border-line bg-surface px-4 py-2 font-semibold hover:bg-secondary"
            >
              {funnel.name}
            </Link>
          ))}
        </nav>
      ) : null}
    </>
  )
}

export const ErrorBoundary = PageErrorBoundary
