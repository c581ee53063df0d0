import { useTranslation } from 'react-i18next'
import { Pagination } from '~/components/ui/Pagination'
import { freeSearchHref, type FreeSearchResult, type FreeSearchResults as Results } from '~/lib/free-search'
import { useStorefront } from '~/lib/storefront'
import { CampsiteCard } from './CampsiteCard'

export interface FreeSearchResultsProps {
  results: Results
  pathname: string
  query: string
}

/** The free-text search's campsites (cards with the matching words marked, hearts) and its pages. */
export function FreeSearchResults({ results, pathname, query }: FreeSearchResultsProps) {
  const { t } = useTranslation('free-search')
  return (
    <section aria-labelledby="free-results-title">
      <h2 id="free-results-title" className="mb-4 text-lg text-muted" aria-live="polite">
        {t('count', { count: results.total })}
      </h2>
      <ol className="flex flex-col gap-4">
        {results.sites.map((site, index) => (
          <li key={site.id}>
            <FreeSearchCard site={site} priority={index < 2} />
          </li>
        ))}
      </ol>
      <Pagination
        page={results.page}
        pageCount={results.pages}
        getHref={(page) => freeSearchHref(pathname, query, page)}
        label={t('pagination')}
        className="mt-6"
      />
    </section>
  )
}

function FreeSearchCard({ site, priority }: { site: FreeSearchResult; priority: boolean }) {
  const { market } = useStorefront()
  // Another language than the page's (a campsite without a text in it) is marked for screen readers and translators.
  const lang = site.snippetLanguage && site.snippetLanguage !== market.language ? site.snippetLanguage : undefined
  return (
    <CampsiteCard site={site} priority={priority}>
      <p className="text-sm" lang={lang} data-testid="free-search-snippet">
        {site.snippet.map((part, index) =>
          part.match ? (
            <mark key={index} className="rounded-sm bg-secondary px-0.5 font-semibold text-ink">
              {part.text}
            </mark>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </CampsiteCard>
  )
}
