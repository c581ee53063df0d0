import type { BackendModule } from 'i18next'

/**
 * Loads a namespace in the browser from `/locales/{locale}/{ns}.json?v={version}` with the
 * platform's fetch. i18next-http-backend does the same but ships a fetch ponyfill and options we
 * do not use (about 7 KB gzip on every page); see docs/decisions/002.
 */
export function fetchBackend(version: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(locale, namespace, callback) {
      fetch(`/locales/${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(version)}`)
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then(
          (resources: Record<string, unknown>) => callback(null, resources),
          (error: Error) => callback(error, false),
        )
    },
  }
}
