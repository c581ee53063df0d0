/**
 * i18next instances, one per language, shared by server and browser. Resources reach the browser
 * in the root loader's data, so no translation file is fetched at run time; instances are built
 * once per language and reused (no per-request init: that dominated server time in profiling).
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../../market-config/markets'

export const NAMESPACES = ['common', 'errors', 'toasts', 'ui'] as const
export type Namespace = (typeof NAMESPACES)[number]
export const DEFAULT_NAMESPACE: Namespace = 'common'

/** Resources of one language: `{ common: {...}, errors: {...} }`. */
export type LanguageResources = Record<string, Record<string, unknown>>

const instances = new Map<string, I18n>()

export function i18nFor(language: Language, resources: LanguageResources): I18n {
  const existing = instances.get(language)
  if (existing) return existing
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: DEFAULT_NAMESPACE,
    resources: { [language]: resources } as Resource,
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
    react: { useSuspense: false },
  })
  instances.set(language, instance)
  return instance
}
