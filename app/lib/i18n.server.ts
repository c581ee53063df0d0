/**
 * One translator per locale, made once when the server starts and shared by every request:
 * per-request instances (remix-i18next's `getFixedT`) were the largest single cost of a small
 * page in profiling (decision 002). It is the browser's translator (`BrowserI18n`, decision 009)
 * with every namespace in memory: i18next resolving each `t` through its options, plural and
 * fallback machinery was 7-9 % of every page's CPU under load, and the browser's renders every key
 * of every locale exactly as i18next does (tests/i18n-browser.test.ts checks it against i18next).
 * So server and browser translate with the same code, which hydration needs anyway (decision 032).
 */
import type { i18n as I18n, TFunction } from 'i18next'
import { I18N_LOCALES, type I18nLocale } from '../../market-config/markets'
import { DEFAULT_NAMESPACE, type Namespace } from './i18n'
import { BrowserI18n, lookup } from './i18n-browser'
import { resourcesFor } from './i18n-resources.server'

/**
 * The browser's translator, keeping what it found: a page asks for the same few hundred keys on
 * every render, each a walk down the bundle (decision 039). Bundles never change once added, and
 * the keys per bundle are bounded (a key built from a request could otherwise grow it).
 */
class ServerI18n extends BrowserI18n {
  private readonly found = new WeakMap<object, Map<string, unknown>>()
  protected override find(bundle: unknown, key: string): unknown {
    if (bundle === null || typeof bundle !== 'object') return undefined
    let texts = this.found.get(bundle)
    if (!texts) this.found.set(bundle, (texts = new Map<string, unknown>()))
    if (texts.has(key)) return texts.get(key)
    const text = lookup(bundle, key)
    if (texts.size < 5_000) texts.set(key, text)
    return text
  }
}

const instances = new Map<I18nLocale, BrowserI18n>(
  I18N_LOCALES.map((locale) => {
    const translator = new ServerI18n({
      locale,
      defaultNS: DEFAULT_NAMESPACE,
      resources: resourcesFor(locale),
      // Every namespace is in memory: there is nothing to fetch.
      loadNamespace: () => Promise.reject(new Error(`no namespace to load on the server (${locale})`)),
    })
    // The server never waits.
    translator.options.react.useSuspense = false
    return [locale, translator]
  }),
)

/** The locale's translator, as react-i18next's provider takes it (the interface it calls). */
export function serverI18n(locale: I18nLocale): I18n {
  return instances.get(locale) as unknown as I18n
}

/** A `t` for loaders and actions (page titles, meta), from the shared per-locale translator. */
export function translatorFor(locale: I18nLocale, namespace: Namespace = 'common'): TFunction {
  return serverI18n(locale).getFixedT(locale, namespace)
}
