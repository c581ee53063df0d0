import i18next, { type i18n as I18n } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { i18nOptions, inlineTranslationsJson, NAMESPACES } from '~/lib/i18n'
import { BrowserI18n } from '~/lib/i18n-browser'
import { resourcesFor } from '~/lib/i18n-resources.server'
import { serverI18n } from '~/lib/i18n.server'
import { I18N_LOCALES, type I18nLocale } from '../market-config/markets'

/**
 * The storefront translates with BrowserI18n, in the browser and on the server (decision 032), in
 * place of i18next: every key of every locale must read exactly as i18next, set up as the
 * storefront set it up, renders it.
 */
function i18nextFor(locale: I18nLocale): I18n {
  const instance = i18next.createInstance()
  void instance.init({ ...i18nOptions(locale), ns: [...NAMESPACES], resources: { [locale]: resourcesFor(locale) } })
  return instance
}

const PLURAL = /_(zero|one|two|few|many|other)$/

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leafKeys(inner, prefix ? `${prefix}.${key}` : key),
  )
}

function placeholderValues(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => [m[1]!, `<${m[1]}>`]))
}

function browserFor(locale: string, loadNamespace = vi.fn()) {
  return new BrowserI18n({ locale, defaultNS: 'common', resources: resourcesFor(locale as never), loadNamespace })
}

describe('the storefront translator renders what i18next renders', () => {
  it("is the server's translator too", () => {
    expect(serverI18n('de-CH')).toBeInstanceOf(BrowserI18n)
    expect(serverI18n('de-CH').t('errors:not-found.title')).toBe(i18nextFor('de-CH').t('errors:not-found.title'))
  })

  for (const locale of I18N_LOCALES) {
    it(`${locale}: every key of every namespace, plurals for 0, 1, 2, 5 and 21`, () => {
      const browser = browserFor(locale)
      const server = i18nextFor(locale)
      let compared = 0
      for (const ns of NAMESPACES) {
        const bundle = resourcesFor(locale)[ns]
        const browserT = browser.getFixedT(null, ns)
        const serverT = server.getFixedT(locale, ns)
        for (const leaf of leafKeys(bundle)) {
          const text = String(
            leaf.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle),
          )
          const values = placeholderValues(text)
          const key = leaf.replace(PLURAL, '')
          const optionSets = PLURAL.test(leaf) ? [0, 1, 2, 5, 21].map((count) => ({ ...values, count })) : [values]
          for (const options of optionSets) {
            expect(browserT(key, options), `${locale} ${ns}:${key} ${JSON.stringify(options)}`).toBe(
              serverT(key, options),
            )
            compared++
          }
        }
      }
      expect(compared).toBeGreaterThan(100)
    })
  }

  it('falls back as i18next does: ns prefix, ns option, defaultValue, missing keys and values', () => {
    const browser = browserFor('de-CH')
    const server = i18nextFor('de-CH')
    const cases: [string, Record<string, unknown>?][] = [
      ['errors:not-found.title'],
      ['not-found.title', { ns: 'errors' }],
      ['no.such.key'],
      ['toasts:no-such-key'],
      ['no.such.key', { defaultValue: 'Hallo {{name}}', name: 'Anna' }],
      ['home.site-count', { count: 3 }],
      ['home.site-count', {}],
    ]
    for (const [key, options] of cases) {
      expect(browser.t(key, options), key).toBe(server.t(key, options))
    }
  })

  it('prefixes keys for a keyPrefix, as getFixedT does', () => {
    const browser = browserFor('en')
    expect(browser.getFixedT(null, 'errors', 'not-found')('title')).toBe(
      i18nextFor('en').getFixedT('en', 'errors', 'not-found')('title'),
    )
  })
})

describe('BrowserI18n namespaces', () => {
  it('fetches a namespace once, tells react-i18next, and keeps the key on a failed fetch', async () => {
    const loadNamespace = vi.fn(async (_locale: string, ns: string) => {
      if (ns === 'broken') throw new Error('HTTP 500')
      return { greeting: `hello from ${ns}` }
    })
    const browser = new BrowserI18n({ locale: 'nl-NL', defaultNS: 'common', resources: { common: {} }, loadNamespace })
    const added = vi.fn()
    const loaded = vi.fn()
    browser.store.on('added', added)
    browser.on('loaded', loaded)

    expect(browser.hasLoadedNamespace('search')).toBe(false)
    const done = vi.fn()
    await Promise.all([browser.loadNamespaces(['search', 'common'], done), browser.loadNamespaces('search')])
    expect(loadNamespace).toHaveBeenCalledTimes(1)
    expect(loadNamespace).toHaveBeenCalledWith('nl-NL', 'search')
    expect(done).toHaveBeenCalledOnce()
    expect(added).toHaveBeenCalledWith('nl-NL', 'search')
    expect(loaded).toHaveBeenCalled()
    expect(browser.hasLoadedNamespace('search')).toBe(true)
    expect(browser.t('greeting', { ns: 'search' })).toBe('hello from search')

    await browser.loadNamespaces('broken')
    expect(browser.hasLoadedNamespace('broken')).toBe(true)
    expect(browser.t('broken:greeting')).toBe('greeting')
  })

  it('changes language by loading the same namespaces in the new one, then telling the listeners', async () => {
    const loadNamespace = vi.fn(async (locale: string, ns: string) => ({ greeting: `${ns} in ${locale}` }))
    const browser = new BrowserI18n({
      locale: 'en-GB',
      defaultNS: 'common',
      resources: { common: { greeting: 'hi' } },
      loadNamespace,
    })
    const changed = vi.fn()
    browser.on('languageChanged', changed)
    await browser.changeLanguage('en-GB')
    expect(changed).not.toHaveBeenCalled()
    await browser.changeLanguage('fr-FR')
    expect(changed).toHaveBeenCalledWith('fr-FR')
    expect(browser.language).toBe('fr-FR')
    expect(browser.t('greeting')).toBe('common in fr-FR')
    browser.off('languageChanged', changed)
    await browser.changeLanguage('it-IT')
    expect(changed).toHaveBeenCalledTimes(1)
  })
})

describe('inline translations', () => {
  it('are serialised once per locale, version and namespaces, with < escaped for the script tag', () => {
    const bundle = vi.fn((ns: string) => ({ greeting: `</script><b>${ns}</b>` }))
    const first = inlineTranslationsJson('en', 'v1', ['common', 'errors'], bundle)
    expect(first).not.toContain('</script>')
    expect(JSON.parse(first)).toEqual({
      locale: 'en',
      version: 'v1',
      resources: { common: { greeting: '</script><b>common</b>' }, errors: { greeting: '</script><b>errors</b>' } },
    })
    expect(inlineTranslationsJson('en', 'v1', ['common', 'errors'], bundle)).toBe(first)
    expect(bundle).toHaveBeenCalledTimes(2)
    expect(JSON.parse(inlineTranslationsJson('de-CH', 'v1', ['common', 'errors'], bundle)).locale).toBe('de-CH')
  })
})
