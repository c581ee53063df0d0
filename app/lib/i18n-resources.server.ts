/**
 * All translations, bundled at build time from locales/{lang}/{namespace}.json. Swiss German is
 * derived from German (Swiss orthography writes "ss" for "ß"), so it can never fall behind.
 */
import { createHash } from 'node:crypto'
import { I18N_LOCALES, LANGUAGES, type I18nLocale, type Language } from '../../market-config/markets'
import type { LocaleResources } from './i18n'
import { swissGerman } from './swiss-german'

export { swissGerman }

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true })

const byLanguage = new Map<Language, LocaleResources>()
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path)
  if (!match) continue
  const [, language, namespace] = match as unknown as [string, Language, string]
  if (!LANGUAGES.includes(language)) continue
  const resources = byLanguage.get(language) ?? {}
  resources[namespace] = module.default
  byLanguage.set(language, resources)
}

const byLocale = new Map<I18nLocale, LocaleResources>()
for (const locale of I18N_LOCALES) {
  byLocale.set(locale, locale === 'de-CH' ? swissGerman(byLanguage.get('de') ?? {}) : (byLanguage.get(locale) ?? {}))
}

export function resourcesFor(locale: I18nLocale): LocaleResources {
  return byLocale.get(locale) ?? {}
}

/** Changes whenever any translation does: the browser caches `/locales/...` files under it. */
export const I18N_VERSION = createHash('sha256')
  .update(JSON.stringify([...byLocale.entries()]))
  .digest('hex')
  .slice(0, 12)
