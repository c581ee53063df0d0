import { RemixBrowser } from '@remix-run/react'
import type { i18n as I18next } from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { DEFAULT_NAMESPACE, I18N_SCRIPT_ID, type InlineTranslations } from './lib/i18n'
import { BrowserI18n } from './lib/i18n-browser'
import { fetchNamespace } from './lib/i18n-fetch-namespace'

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

function hydrate() {
  // The server sent the namespaces of this page's routes inline: hydration needs no request.
  const inline = JSON.parse(document.getElementById(I18N_SCRIPT_ID)?.textContent ?? '{}') as InlineTranslations
  const i18n = new BrowserI18n({
    locale: inline.locale,
    defaultNS: DEFAULT_NAMESPACE,
    resources: inline.resources,
    // Namespaces of routes visited later are fetched (and cached by version) when needed.
    loadNamespace: fetchNamespace(inline.version),
  })
  // The server inlines the namespaces that the page's routes declare (`handle.i18n`); one that is
  // missing all the same is fetched rather than shown as keys.
  void i18n.loadNamespaces(getInitialNamespaces())
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n as unknown as I18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

hydrate()
