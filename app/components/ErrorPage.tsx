import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { RootLoaderData } from '~/lib/root-data'
import { useOptionalStorefront } from '~/lib/storefront'
import { href } from '../../market-config/routes'
import { Icon } from './Icon'
import { BrandLogoLink } from './layout/BrandLogoLink'
import { SearchBox } from './layout/SearchBox'
import { Button } from './ui/Button'

/** The status an error stands for: route responses keep theirs, anything else is a 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500
}

/** Unexpected errors go to Sentry (when configured); 4xx and 503 are answers, not bugs. */
export function useReportRouteError(error: unknown): void {
  useEffect(() => {
    if (isRouteErrorResponse(error) || !window.ENV?.SENTRY_DSN) return
    void import('~/lib/sentry.client').then(({ reportClientError }) => reportClientError(error))
  }, [error])
}

/**
 * The one error page: the 404 page of SPEC section 2, 400 for a request we cannot answer, a 503
 * when the API is down, and a generic error otherwise. Bots get no error page for uncaught
 * errors (SPEC section 8). English defaults keep it readable if translations are missing.
 */
export function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation('errors')
  const root = useRouteLoaderData<RootLoaderData>('root')
  const storefront = useOptionalStorefront()
  const home = storefront ? href(storefront.link, 'home') : '/'
  const status = errorStatus(error)

  if (status === 404) {
    return (
      <ErrorLayout
        status={404}
        title={t('not-found.title', 'Page not found')}
        lines={[
          t('not-found.gone', 'The page you are looking for no longer exists or has moved.'),
          t('not-found.retry', 'Check the address, or search for a campsite or destination below.'),
        ]}
        action={t('not-found.home', 'Go to the front page')}
        home={home}
        search={storefront ? href(storefront.link, 'freeSearch') : null}
      />
    )
  }
  if (status === 400) {
    return (
      <ErrorLayout
        status={400}
        title={t('bad-request.title', 'We could not read that request')}
        lines={[t('bad-request.text', 'Part of the address or form was not valid. Please go back and try again.')]}
        action={t('not-found.home', 'Go to the front page')}
        home={home}
      />
    )
  }
  if (root?.isBot && !isRouteErrorResponse(error)) return null
  if (status === 503) {
    return (
      <ErrorLayout
        status={503}
        title={t('unavailable.title', 'We will be right back')}
        lines={[
          t(
            'unavailable.text',
            'Our booking system is not reachable at the moment. Please try again in a few minutes.',
          ),
        ]}
        action={t('unavailable.home', 'Try the front page')}
        home={home}
      />
    )
  }
  return (
    <ErrorLayout
      status={status}
      title={t('generic.title', 'Something went wrong')}
      lines={[t('generic.text', 'Sorry, something went wrong on our side. Please try again.')]}
      action={t('generic.home', 'Go to the front page')}
      home={home}
    />
  )
}

function ErrorLayout({
  title,
  lines,
  action,
  home,
  status,
  search = null,
}: {
  title: string
  lines: string[]
  action: string
  home: string
  status: number
  search?: string | null
}) {
  const { t } = useTranslation()
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      aria-labelledby="error-title"
    >
      <p className="mb-2 font-heading text-6xl font-bold text-primary" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mb-4 text-3xl font-bold">
        {title}
      </h1>
      {lines.map((line) => (
        <p key={line} className="mb-2 text-muted">
          {line}
        </p>
      ))}
      {search ? (
        <SearchBox
          id="error-search"
          action={search}
          placeholder={t('header.search-placeholder')}
          look="panel"
          className="mt-4 w-full"
        />
      ) : null}
      {/* A plain anchor: a full page load clears the error state before showing the front page. */}
      <Button href={home} size="lg" className="mt-6 gap-2">
        <Icon name="home" />
        {action}
      </Button>
    </section>
  )
}

/** For page routes: the error shows inside the layout, with header and footer. */
export function PageErrorBoundary() {
  const error = useRouteError()
  useReportRouteError(error)
  return <ErrorContent error={error} />
}

/** For the root and layout routes, whose own data failed: a logo and the error, nothing else. */
export function RootErrorPage({ error }: { error: unknown }) {
  const storefront = useOptionalStorefront()
  return (
    <div className="flex min-h-screen flex-col">
      {storefront ? (
        <header className="border-b border-line bg-surface">
          <div className="mx-auto flex max-w-screen-xl items-center px-4 py-3">
            <BrandLogoLink brand={storefront.brand} link={storefront.link} />
          </div>
        </header>
      ) : null}
      <main id="main" className="flex-1">
        <ErrorContent error={error} />
      </main>
    </div>
  )
}

export function LayoutErrorBoundary() {
  const error = useRouteError()
  useReportRouteError(error)
  return <RootErrorPage error={error} />
}
