import { describe, expect, it, vi } from 'vitest'
import { popularAreas, type ChromeCountry } from '~/lib/chrome'
import { outageLog, toChromeNavigation } from '~/lib/chrome.server'
import { storefrontForHost } from '~/lib/storefront.server'
import { defaultHostMap } from '../market-config/hosts'
import type { NavigationGroups } from '../twenty/contract'

const hosts = defaultHostMap()

const groups = (overrides: Partial<NavigationGroups> = {}): NavigationGroups => ({
  funnels: [],
  header: { top: [], bottom: [] },
  footer: [
    {
      columns: [],
      socialIcons: [],
      gdprText: '',
      newsletter: { title: '', text: '' },
      phone: null,
      openingHours: null,
      address: [],
    },
  ],
  analyticsData: { season: { current: { type: 'summer', year: 2027 }, next: { year: 2028 } } },
  phonePrefixes: [],
  countries: [],
  defaultCalenderDate: '2027-05-29',
  earlyBookingPeriod: {
    active: true,
    startDate: '2026-10-01',
    endDate: '2027-01-31',
    text: 'Book early, save 25%',
    link: 'early-booking',
  },
  taggedPages: [{ key: 'safety-icons', slug: 'safety-icons', title: 'Book safely', tags: [] }],
  ...overrides,
})

describe('chrome navigation', () => {
  it('links the early-booking banner to /{link}, or /info/{link} for danskbilferie', () => {
    const standard = toChromeNavigation(groups(), storefrontForHost('uk.localhost', hosts))
    expect(standard.navigation.earlyBookingBanner).toEqual({ text: 'Book early, save 25%', href: '/early-booking' })
    const dansk = toChromeNavigation(groups(), storefrontForHost('uk.danskbilferie.localhost', hosts))
    expect(dansk.navigation.earlyBookingBanner?.href).toBe('/info/early-booking')
  })

  it('shows no banner outside the period or without text', () => {
    const storefront = storefrontForHost('uk.localhost', hosts)
    const period = groups().earlyBookingPeriod!
    expect(
      toChromeNavigation(groups({ earlyBookingPeriod: { ...period, active: false } }), storefront).navigation
        .earlyBookingBanner,
    ).toBeNull()
    expect(
      toChromeNavigation(groups({ earlyBookingPeriod: { ...period, text: null } }), storefront).navigation
        .earlyBookingBanner,
    ).toBeNull()
    expect(
      toChromeNavigation(groups({ earlyBookingPeriod: null }), storefront).navigation.earlyBookingBanner,
    ).toBeNull()
  })

  it('links safety icons to the safety-icons page only when it exists', () => {
    const storefront = storefrontForHost('uk.localhost', hosts)
    expect(toChromeNavigation(groups(), storefront).navigation.safetyIconsHref).toBe('/safety-icons')
    expect(toChromeNavigation(groups({ taggedPages: [] }), storefront).navigation.safetyIconsHref).toBeNull()
  })

  it('shows at most 3 popular areas per country', () => {
    const area = (slug: string, popular: boolean) => ({ name: slug, slug, image: { url: '', alt: '' }, popular })
    const country: ChromeCountry = {
      name: 'France',
      slug: 'france',
      code: 'FR',
      areas: [area('a', true), area('b', false), area('c', true), area('d', true), area('e', true)],
    }
    expect(popularAreas(country).map((a) => a.slug)).toEqual(['a', 'c', 'd'])
  })
})

describe('outageLog', () => {
  it('logs an outage once when it starts and once when it ends', () => {
    const log = { warn: vi.fn(), info: vi.fn() }
    const outage = outageLog('navigation/groups', log)
    outage.ended()
    expect(log.info).not.toHaveBeenCalled()
    outage.failed('fetch failed')
    outage.failed('fetch failed')
    outage.failed('timeout')
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0]![0]).toContain('navigation/groups unavailable (fetch failed)')
    outage.ended()
    outage.ended()
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(log.info.mock.calls[0]![0]).toContain('3 failed requests')
    outage.failed('again')
    expect(log.warn).toHaveBeenCalledTimes(2)
  })
})
