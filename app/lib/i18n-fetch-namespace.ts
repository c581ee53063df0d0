import type { NamespaceLoader } from './i18n-browser'

/**
 * Loads a namespace in the browser from `/locales/{locale}/{ns}.json?v={version}` with the
 * platform's fetch (the version is the translations' content hash, so the answer is cached for
 * good). i18next-http-backend does the same with a fetch ponyfill and options we do not use.
 */
export function fetchNamespace(version: string): NamespaceLoader {
  return (locale, namespace) =>
    fetch(
      `/locales/${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(version)}`,
    ).then((response) =>
      response.ok
        ? (response.json() as Promise<Record<string, unknown>>)
        : Promise.reject(new Error(`HTTP ${response.status}`)),
    )
}
