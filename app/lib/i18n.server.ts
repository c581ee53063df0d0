import type { TFunction } from 'i18next'
import type { Language } from '../../market-config/markets'
import { i18nFor } from './i18n'
import { resourcesFor } from './i18n-resources.server'

/** A `t` for loaders and actions (page titles, meta), from the shared per-language instance. */
export function translatorFor(language: Language, namespace = 'common'): TFunction {
  return i18nFor(language, resourcesFor(language)).getFixedT(language, namespace)
}
