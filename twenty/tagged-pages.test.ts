/**
 * Content pages say what the product does (issue 17, item 9): the FAQ's check-in and check-out
 * times are the ones campsites give, the terms name the checkout's three payment kinds with their
 * shares and dates, and every page has a slug of its own per language.
 */
import { describe, expect, it } from 'vitest'
import { BALANCE_DUE_DAYS, FIRST_RATE_SHARE, PAYLATER_FIRST_RATE_DAYS } from './billing'
import { LANGUAGES } from './schema'
import { TAGGED_PAGES, TAGGED_PAGE_SLUGS, taggedPageSlug } from './tagged-pages-data'

const page = (slug: string) => TAGGED_PAGES.find((each) => each.slug === slug)!

describe('content pages', () => {
  it('the FAQ gives the check-in and check-out times campsites give (site-detail.ts)', () => {
    for (const language of LANGUAGES) {
      const body = page('faq').body[language]
      for (const time of ['14', '15', '10', '11'])
        expect(body, `${language}: ${time}`).toMatch(new RegExp(`\\b${time}(:00| h|\\.00)`))
      // It no longer says departure is "before 10:00" everywhere.
      expect(body).not.toMatch(/before 10:00|voor 10\.00|vor 10:00|avant 10 h|entro le 10:00\./)
    }
  })

  it("the terms and the FAQ name the three payment kinds with the checkout's shares and dates", () => {
    const share = `${Math.round(FIRST_RATE_SHARE * 100)}`
    const weeks = BALANCE_DUE_DAYS / 7
    expect(weeks).toBe(6)
    const sixWeeks: Record<string, RegExp> = {
      en: /six weeks/,
      nl: /zes weken/,
      de: /sechs Wochen/,
      fr: /six semaines/,
      it: /sei settimane/,
    }
    for (const language of LANGUAGES) {
      for (const slug of ['terms-and-conditions', 'faq']) {
        const body = page(slug).body[language]
        expect(body, `${slug} ${language}`).toMatch(new RegExp(`${share}\\s?%`))
        expect(body, `${slug} ${language}`).toContain(String(PAYLATER_FIRST_RATE_DAYS))
        expect(body, `${slug} ${language}`).toMatch(sixWeeks[language]!)
      }
    }
  })

  it('every page has a slug of its own in Dutch, German, French and Italian, unique per language', () => {
    for (const language of LANGUAGES) {
      const slugs = TAGGED_PAGES.map((each) => taggedPageSlug(each.slug, language))
      expect(new Set(slugs).size, language).toBe(slugs.length)
    }
    expect(Object.keys(TAGGED_PAGE_SLUGS).sort()).toEqual(TAGGED_PAGES.map((each) => each.slug).sort())
    expect(taggedPageSlug('early-booking', 'de')).toBe('fruehbucher')
    expect(taggedPageSlug('contact', 'en')).toBe('contact')
  })
})
