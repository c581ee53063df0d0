/**
 * react-i18next and remix-i18next's React hook as the browser needs them, over `BrowserI18n`: the
 * browser build resolves `react-i18next` and `remix-i18next/react` to this module (vite.config.ts,
 * `browserModules`), the server keeps the libraries. Components call `useTranslation(ns)` and use
 * `t` and `i18n`, nothing else; react-i18next's options, `Trans`, HOCs and language detection are
 * unused, and its 2 KB of gzip sat on every page's first load (docs/decisions/033).
 *
 * As react-i18next does with `useSuspense` (the browser's setting): a namespace the store lacks
 * suspends the component until it has loaded; a language change renders with the new language.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { BrowserI18n } from './i18n-browser'

const I18nContext = createContext<BrowserI18n | null>(null)

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children)
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation: no I18nextProvider above')
  const namespaces = ns === undefined ? [i18n.options.defaultNS] : typeof ns === 'string' ? [ns] : ns
  const [language, setLanguage] = useState(i18n.language)
  useEffect(() => {
    const changed = () => setLanguage(i18n.language)
    i18n.on('languageChanged', changed)
    return () => void i18n.off('languageChanged', changed)
  }, [i18n])
  const namespace = namespaces[0]
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace])
  if (!namespaces.every((name) => i18n.hasLoadedNamespace(name))) throw i18n.loadNamespaces([...namespaces])
  return { t, i18n, ready: true }
}

/** remix-i18next's `useChangeLanguage`: the root's locale, once it differs from the translator's. */
export function useChangeLanguage(locale: string) {
  const { i18n } = useTranslation()
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale)
  }, [locale, i18n])
}
