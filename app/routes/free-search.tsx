import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { FreeSearchResultsIsland } from '~/components/search/FreeSearchResultsIsland'
import { Breadcrumbs } from '~/components/ui/Breadcrumbs'
import { FOCUS } from '~/components/ui/focus'
import { pageCrumbs, type RouteHandle, useBreadcrumbs } from '~/lib/breadcrumbs'
import { cn } from '~/lib/cn'
import { keepPageAfterFavourite } from '~/lib/favourites'
import { FREE_SEARCH_MAX_CHARS, FREE_SEARCH_MIN_CHARS } from '~/lib/free-search'
import { pageMeta } from '~/lib/page-meta'
import { loadFreeSearch, type FreeSearchData } from './free-search.server'

export const handle: RouteHandle = { i18n: ['free-search'], breadcrumb: pageCrumbs('freeSearch') }

/** Free-text search results; an empty search goes back to the front page (SPEC section 2). */
export function loader(args: LoaderFunctionArgs) {
  return loadFreeSearch(args)
}

export const meta = pageMeta

/** A heart's post keeps the page's data: the heart knows its answer (lib/favourites.ts). */
export const shouldRevalidate = keepPageAfterFavourite

export default function FreeSearchPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('free-search')
  const { query, heading, pathname, problem, results } = data

  return (
    <article>
      <Breadcrumbs items={useBreadcrumbs()} />
      <h1 className="mt-3 mb-2 font-heading text-3xl font-bold break-words md:text-4xl">{heading}</h1>
      <Form method="get" action={pathname} role="search" className="mb-6 flex max-w-2xl gap-2">
        <label htmlFor="free-search-query" className="sr-only">
          {t('label')}
        </label>
        <input
          id="free-search-query"
          name="query"
          type="search"
          required
          maxLength={FREE_SEARCH_MAX_CHARS}
          defaultValue={query}
          className={cn('h-12 min-w-0 flex-1 rounded-control border border-line bg-surface px-4 text-base', FOCUS)}
        />
        <button
          type="submit"
          className={cn(
            'h-12 rounded-button bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover',
            FOCUS,
          )}
        >
          {t('submit')}
        </button>
      </Form>

      {problem ? (
        <p role="alert" className="mb-6 rounded-card border border-alternative bg-surface p-4 font-semibold">
          {t(`problem.${problem}`, { min: FREE_SEARCH_MIN_CHARS, max: FREE_SEARCH_MAX_CHARS })}
        </p>
      ) : null}

      {results && results.total > 0 ? (
        <FreeSearchResultsIsland results={results} pathname={pathname} query={query} />
      ) : (
        <NoResults data={data} />
      )}
    </article>
  )
}

/** No match (or nothing asked): say so, with ways on rather than a dead end. */
function NoResults({ data }: { data: FreeSearchData }) {
  const { t } = useTranslation('free-search')
  return (
    <section aria-labelledby="free-empty-title" className="rounded-card border border-line bg-surface p-6">
      <h2 id="free-empty-title" className="font-heading text-xl font-bold">
        {data.problem ? t('empty.title-problem') : t('empty.title', { query: data.query })}
      </h2>
      <ul className="mt-3 list-disc pl-5 text-muted">
        <li>{t('empty.spelling')}</li>
        <li>{t('empty.fewer-words')}</li>
      </ul>
      <p className="mt-4">
        <Link to={data.searchAndBookHref} className={cn('font-semibold text-primary underline', FOCUS)}>
          {t('empty.search-and-book')}
        </Link>
      </p>
      {data.countries.length > 0 ? (
        <nav aria-labelledby="free-empty-countries" className="mt-5">
          <h3 id="free-empty-countries" className="mb-2 font-semibold">
            {t('empty.countries')}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {data.countries.map((country) => (
              <li key={country.href}>
                <Link
                  to={country.href}
                  className={cn('inline-block rounded-button border border-line px-3 py-1.5 hover:bg-secondary', FOCUS)}
                >
                  {country.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
}

export const ErrorBoundary = PageErrorBoundary
