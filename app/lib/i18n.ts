/**
 * i18next setup shared by server and browser. The language is fixed by the market (the host),
 * so there is nothing to detect: the server keeps one instance per locale for its whole life
 * (app/lib/i18n.server.ts); the browser starts with the namespaces of the routes on the page,
 * sent inline, and fetches others when a route that needs them is visited (remix-i18next's
 * `handle.i18n` convention, decision 002).
 */
import type { InitOptions } from 'i18next'
import type { I18nLocale } from '../../market-config/markets'

export const NAMESPACES = [
  'common',
  'errors',
  'toasts',
  'ui',
  'search',
  'free-search',
  'search-form',
  'site',
  'checkout',
  'portal',
  'favourites',
  'account',
  'booking',
  'consent',
  'payment',
  'price-grid',
  'compare',
  'busy',
  'pitch',
  'accessibility',
] as const
export type Namespace = (typeof NAMESPACES)[number]
export const DEFAULT_NAMESPACE: Namespace = 'common'

/** What the root route needs on every page: the chrome, the toasts, the error page and the cookie banner. */
export const ROOT_NAMESPACES: Namespace[] = ['common', 'errors', 'toasts', 'ui', 'consent']

/** A route's `handle`: its namespaces, read by remix-i18next's `getInitialNamespaces()`. */
export interface I18nHandle {
  i18n?: Namespace | Namespace[]
}

/** Resources of one locale: `{ common: {...}, errors: {...} }`. */
export type LocaleResources = Record<string, Record<string, unknown>>

/** The inline payload the browser starts from (see root.tsx and entry.client.tsx). */
export interface InlineTranslations {
  locale: I18nLocale
  /** Content hash of all translations: the cache key of `/locales/{locale}/{ns}.json`. */
  version: string
  resources: LocaleResources
}

export const I18N_SCRIPT_ID = 'i18n-resources'

export function i18nOptions(locale: I18nLocale): InitOptions {
  return {
    lng: locale,
    // de-CH is complete on its own (generated from de), so nothing falls back at run time.
    fallbackLng: false,
    // `de-CH` is its own set: never also load `de`.
    load: 'currentOnly',
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
  }
}

/** The namespaces of a list of route handles (what the page being rendered needs). */
export function namespacesOf(handles: unknown[]): Namespace[] {
  const found = new Set<Namespace>()
  for (const handle of handles) {
    const i18n = (handle as I18nHandle | undefined)?.i18n
    for (const ns of typeof i18n === 'string' ? [i18n] : (i18n ?? [])) found.add(ns)
  }
  return [...found]
}

const inlineJson = new Map<string, string>()

/**
 * The inline translations as a script's text, escaped for HTML: the same for every page with the
 * same locale, version and namespaces, so it is serialised once per combination (a few dozen).
 */
export function inlineTranslationsJson(
  locale: I18nLocale,
  version: string,
  namespaces: Namespace[],
  bundle: (ns: Namespace) => unknown,
): string {
  const key = `${locale}|${version}|${namespaces.join(',')}`
  let json = inlineJson.get(key)
  if (json === undefined) {
    const inline: InlineTranslations = {
      locale,
      version,
      resources: Object.fromEntries(namespaces.map((ns) => [ns, bundle(ns)])) as LocaleResources,
    }
    json = JSON.stringify(inline).replace(/</g, '\\u003c')
    inlineJson.set(key, json)
  }
  return json
}
