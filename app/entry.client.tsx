import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

declare global {
  interface Window {
    ENV?: { SENTRY_DSN?: string; APP_ENVIRONMENT?: string }
  }
}

// Error reporting is fetched only when configured, so it costs nothing otherwise.
if (window.ENV?.SENTRY_DSN) {
  const { SENTRY_DSN, APP_ENVIRONMENT = 'production' } = window.ENV
  void import('./lib/sentry.client').then(({ initSentry }) => initSentry(SENTRY_DSN, APP_ENVIRONMENT))
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  )
})
