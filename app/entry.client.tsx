import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { I18N_SCRIPT_ID, i18nOptions, type InlineTranslations } from './lib/i18n'
import { fetchBackend } from './lib/i18n-fetch-backend'

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

async function hydrate() {
  // The server sent the namespaces of this page's routes inline: hydration needs no request.
  const inline = JSON.parse(document.getElementById(I18N_SCRIPT_ID)?.textContent ?? '{}') as InlineTranslations
  await i18next
    .use(initReactI18next)
    .use(fetchBackend(inline.version))
    .init({
      ...i18nOptions(inline.locale),
      ns: getInitialNamespaces(),
      resources: { [inline.locale]: inline.resources },
      // Namespaces of routes visited later are fetched (and cached by version) when needed.
      partialBundledLanguages: true,
      react: { useSuspense: true },
    })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
