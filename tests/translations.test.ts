import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../market-config/markets'

/** Every user-visible string exists in all five languages, with the same placeholders. */
const LOCALES = path.resolve(__dirname, '../locales')

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value }
  if (value === null || typeof value !== 'object') throw new Error(`${prefix}: not a string or object`)
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  )
}

const load = (lang: string, file: string) => flatten(JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')))
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

const namespaces = readdirSync(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.json'))

describe('translations', () => {
  it('has the five languages and the chrome namespaces', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort())
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'errors.json', 'toasts.json']))
  })

  for (const file of namespaces) {
    const english = load('en', file)
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${lang}/${file} has every key of en/${file} and no others`, () => {
        const other = load(lang, file)
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort())
      })
      it(`${lang}/${file} keeps the placeholders and leaves nothing untranslated-empty`, () => {
        const other = load(lang, file)
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(other[key] ?? ''), `${lang}/${file}:${key}`).toEqual(placeholders(text))
          if (text !== '') expect(other[key], `${lang}/${file}:${key}`).not.toBe('')
        }
      })
    }
  }
})
