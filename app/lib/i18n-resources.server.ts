/** All translations, bundled at build time from locales/{lang}/{namespace}.json. */
import { LANGUAGES, type Language } from '../../market-config/markets'
import type { LanguageResources } from './i18n'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true })

const byLanguage = new Map<Language, LanguageResources>()
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path)
  if (!match) continue
  const [, language, namespace] = match as unknown as [string, Language, string]
  if (!LANGUAGES.includes(language)) continue
  const resources = byLanguage.get(language) ?? {}
  resources[namespace] = module.default
  byLanguage.set(language, resources)
}

export function resourcesFor(language: Language): LanguageResources {
  return byLanguage.get(language) ?? {}
}

