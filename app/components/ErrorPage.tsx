import { isRouteErrorResponse } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { href } from '../../market-config/routes'
import { useOptionalStorefront } from '../lib/storefront'
import { Icon } from './Icon'
import { Button } from './ui/Button'

/**
 * The one error page: the 404 page of SPEC section 2, a 503 when the API is down, and a
 * generic error otherwise. Bots get no error page for uncaught errors (SPEC section 8).
 * English defaults keep it readable even when translations could not load.
 */
export function ErrorPage({ error, isBot }: { error: unknown; isBot: boolean }) {
  const { t } = useTranslation('errors')
  const storefront = useOptionalStorefront()
  const home = storefront ? href(storefront.link, 'home') : '/'
  const status = isRouteErrorResponse(error) ? error.status : 500

  if (status === 404) {
    return (
      <ErrorLayout
        title={t('not-found.title', 'Page not found')}
        lines={[
          t('not-found.gone', 'The page you are looking for no longer exists or has moved.'),
          t('not-found.retry', 'Refresh the page or try again later.'),
        ]}
        action={t('not-found.home', 'Go to the front page')}
        home={home}
        status={404}
      />
    )
  }
  if (isBot && !isRouteErrorResponse(error)) return null
  if (status === 503) {
    return (
      <ErrorLayout
        title={t('unavailable.title', 'We will be right back')}
        lines={[t('unavailable.text', 'Our booking system is not reachable at the moment. Please try again in a few minutes.')]}
        action={t('unavailable.home', 'Try the front page')}
        home={home}
        status={503}
      />
    )
  }
  if (!isRouteErrorResponse(error) && error instanceof Error && import.meta.env?.DEV) console.error(error)
  return (
    <ErrorLayout
      title={t('generic.title', 'Something went wrong')}
      lines={[t('generic.text', 'Sorry, something went wrong on our side. Please try again.')]}
      action={t('generic.home', 'Go to the front page')}
      home={home}
      status={status}
    />
  )
}

function ErrorLayout({ title, lines, action, home, status }: { title: string; lines: string[]; action: string; home: string; status: number }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" aria-labelledby="error-title">
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
      {/* A plain anchor: a full page load clears the error state before showing the front page. */}
      <Button href={home} size="lg" className="mt-6 gap-2">
        <Icon name="home" />
        {action}
      </Button>
    </section>
  )
}
