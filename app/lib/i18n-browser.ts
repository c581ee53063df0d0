/**
 * The browser's translator: the part of i18next that this storefront uses, behind the interface
 * react-i18next and remix-i18next call (`useTranslation`, `useChangeLanguage`). The server keeps
 * real i18next instances (app/lib/i18n.server.ts); i18next itself is 14.5 KB of gzip JavaScript
 * on every page, which the home page's 100 KB budget cannot carry (docs/decisions/009).
 *
 * Supported, as i18next 23 does it with `i18nOptions()`: nested keys (`a.b`), `ns:key`, the `ns`,
 * `defaultValue` and `count` options (plural suffixes `_zero`, `_one`, `_other`, ... chosen by
 * `Intl.PluralRules`), `{{name}}` interpolation without escaping (React escapes). Anything else
 * (nesting `$t()`, formatters, context) is not used by the translations; tests/i18n-browser.test.ts
 * renders every key of every locale with both translators and compares them, so a translation that
 * needs more fails there first.
 */
import type { LocaleResources } from './i18n'

type Listener = (...args: unknown[]) => void
type TranslateOptions = Record<string, unknown> & { ns?: string | string[]; count?: number; defaultValue?: string }
export type BrowserTranslate = (key: string | string[], options?: TranslateOptions | string) => string

/** Fetches one namespace of one locale (`/locales/{locale}/{ns}.json?v=...`). */
export type NamespaceLoader = (locale: string, namespace: string) => Promise<Record<string, unknown>>

export interface BrowserI18nOptions {
  locale: string
  defaultNS: string
  resources: LocaleResources
  loadNamespace: NamespaceLoader
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>()
  on(events: string, listener: Listener) {
    for (const event of events.split(' ')) {
      if (!this.listeners.has(event)) this.listeners.set(event, new Set())
      this.listeners.get(event)!.add(listener)
    }
    return this
  }
  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener)
    else this.listeners.delete(event)
    return this
  }
  emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args))
  }
}

export function lookup(bundle: unknown, key: string): unknown {
  let node = bundle
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text
  return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = lookup(values, name)
    if (value === undefined || value === null) return placeholder
    // Translation values are strings and numbers; an object would print as itself.
    if (typeof value === 'string') return value
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
    return JSON.stringify(value) ?? placeholder
  })
}

export class BrowserI18n extends Emitter {
  language: string
  languages: string[]
  resolvedLanguage: string
  isInitialized = true
  options: { defaultNS: string; ns: string[]; fallbackLng: false; react: { useSuspense: boolean } }
  /** Set by react-i18next's `useTranslation`. */
  reportNamespaces?: unknown
  readonly store = new Emitter()
  readonly services = { logger: { warn() {}, forward() {} } }
  private bundles = new Map<string, Record<string, unknown>>()
  private pending = new Map<string, Promise<void>>()
  private pluralRules = new Map<string, Intl.PluralRules>()
  private loadNamespace: NamespaceLoader

  constructor({ locale, defaultNS, resources, loadNamespace }: BrowserI18nOptions) {
    super()
    this.language = this.resolvedLanguage = locale
    this.languages = [locale]
    this.loadNamespace = loadNamespace
    this.options = { defaultNS, ns: Object.keys(resources), fallbackLng: false, react: { useSuspense: true } }
    for (const [ns, bundle] of Object.entries(resources)) this.addResourceBundle(locale, ns, bundle)
  }

  addResourceBundle(locale: string, ns: string, bundle: Record<string, unknown>) {
    this.bundles.set(`${locale}|${ns}`, bundle)
    if (!this.options.ns.includes(ns)) this.options.ns.push(ns)
    this.store.emit('added', locale, ns)
    return this
  }

  getResourceBundle(locale: string, ns: string) {
    return this.bundles.get(`${locale}|${ns}`)
  }

  hasLoadedNamespace(ns: string, options?: { lng?: string | null }) {
    return this.bundles.has(`${options?.lng ?? this.language}|${ns}`)
  }

  /** Loads the namespaces this language lacks; a failed fetch leaves the key shown (as i18next). */
  loadNamespaces(namespaces: string | string[], callback?: (error?: unknown) => void): Promise<void> {
    const locale = this.language
    const missing = (typeof namespaces === 'string' ? [namespaces] : namespaces).filter(
      (ns) => !this.hasLoadedNamespace(ns),
    )
    const loads = missing.map((ns) => {
      const id = `${locale}|${ns}`
      let load = this.pending.get(id)
      if (!load) {
        load = this.loadNamespace(locale, ns).then(
          (bundle) => void this.addResourceBundle(locale, ns, bundle),
          () => void this.addResourceBundle(locale, ns, {}),
        )
        this.pending.set(id, load)
      }
      return load
    })
    return Promise.all(loads).then(() => {
      if (loads.length) this.emit('loaded')
      callback?.()
    })
  }

  loadLanguages(_languages: string | string[], callback?: (error?: unknown) => void) {
    callback?.()
    return Promise.resolve()
  }

  /** The language is the market's; it changes only if a page of another market is rendered here. */
  async changeLanguage(locale: string) {
    if (locale === this.language) return this.t
    const namespaces = [...new Set([...this.bundles.keys()].map((id) => id.split('|')[1]!))]
    this.language = this.resolvedLanguage = locale
    this.languages = [locale]
    await this.loadNamespaces(namespaces)
    this.emit('languageChanged', locale)
    return this.t
  }

  t: BrowserTranslate = (key, options) => this.translate(this.language, this.options.defaultNS, undefined, key, options)

  getFixedT(locale: string | null, ns?: string | string[] | null, keyPrefix?: string): BrowserTranslate {
    const namespace = (Array.isArray(ns) ? ns[0] : ns) ?? this.options.defaultNS
    return (key, options) => this.translate(locale ?? this.language, namespace, keyPrefix, key, options)
  }

  /** A text of a bundle by dotted key; the server's translator keeps what it found (i18n.server.ts). */
  protected find(bundle: unknown, key: string): unknown {
    return lookup(bundle, key)
  }

  private pluralSuffix(locale: string, count: number): string {
    let rules = this.pluralRules.get(locale)
    if (!rules) this.pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
    return rules.select(count)
  }

  private translate(
    locale: string,
    defaultNamespace: string,
    keyPrefix: string | undefined,
    keys: string | string[],
    rawOptions?: TranslateOptions | string,
  ): string {
    const options: TranslateOptions = typeof rawOptions === 'string' ? { defaultValue: rawOptions } : (rawOptions ?? {})
    const namespaces =
      options.ns === undefined ? [defaultNamespace] : typeof options.ns === 'string' ? [options.ns] : options.ns
    const candidates = typeof keys === 'string' ? [keys] : keys
    const count = typeof options.count === 'number' ? options.count : undefined
    for (const candidate of candidates) {
      const separator = candidate.indexOf(':')
      const ns = separator > 0 ? [candidate.slice(0, separator)] : namespaces
      const bare = separator > 0 ? candidate.slice(separator + 1) : candidate
      const key = keyPrefix ? `${keyPrefix}.${bare}` : bare
      for (const namespace of ns) {
        const bundle = this.getResourceBundle(locale, namespace)
        // i18next's order: `_zero` for 0 (whatever the language's rules), the rule's suffix, the key.
        const tries =
          count === undefined
            ? [key]
            : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.pluralSuffix(locale, count)}`, key]
        for (const attempt of tries) {
          const found = this.find(bundle, attempt)
          if (typeof found === 'string') return interpolate(found, options)
        }
      }
    }
    if (typeof options.defaultValue === 'string') return interpolate(options.defaultValue, options)
    const last = candidates[candidates.length - 1] ?? ''
    const separator = last.indexOf(':')
    return separator > 0 ? last.slice(separator + 1) : last
  }
}
