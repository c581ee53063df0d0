/**
 * One i18next instance per locale, created and initialised once when the server starts and
 * reused by every request: per-request instances (remix-i18next's `getFixedT`) were the largest
 * single cost of a small page in profiling (decision 002).
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { I18N_LOCALES, type I18nLocale } from '../../market-config/markets'
import { i18nOptions, NAMESPACES, type Namespace } from './i18n'
import { resourcesFor } from './i18n-resources.server'

const instances = new Map<I18nLocale, I18n>(
  I18N_LOCALES.map((locale) => {
    const instance = i18next.createInstance()
    void instance.use(initReactI18next).init({
      ...i18nOptions(locale),
      ns: [...NAMESPACES],
      resources: { [locale]: resourcesFor(locale) },
      // The server never waits: everything is in memory.
      react: { useSuspense: false },
    })
    return [locale, instance]
  }),
)

export function serverI18n(locale: I18nLocale): I18n {
  return instances.get(locale)!
}

/** A `t` for loaders and actions (page titles, meta), from the shared per-locale instance. */
export function translatorFor(locale: I18nLocale, namespace: Namespace = 'common'): TFunction {
  return serverI18n(locale).getFixedT(locale, namespace)
}
