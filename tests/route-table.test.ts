import { describe, expect, it } from 'vitest'
import { LANGUAGES, MARKET_CODES } from '../market-config/markets'
import { PAGES, catalogueHref, href, matchPage, routeRegistrations, type PageKey } from '../market-config/routes'

describe('route table', () => {
  const registrations = routeRegistrations({ includeDevRoutes: false })

  it('registers every route id and path once', () => {
    const ids = registrations.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const paths = registrations.map((r) => (r.index ? '(index)' : r.path))
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('registers every page in every language, with and without a market prefix', () => {
    for (const page of Object.keys(PAGES) as PageKey[]) {
      for (const lang of LANGUAGES) {
        const path = PAGES[page].paths[lang]
        expect(registrations.some((r) => r.path === path || (path === '' && r.index))).toBe(true)
      }
      for (const market of MARKET_CODES) {
        expect(registrations.some((r) => r.id.startsWith(`${page}--`) && r.id.endsWith(`--${market}`))).toBe(true)
      }
    }
  })

  it('knows the search-and-book translations of SPEC section 2', () => {
    expect(PAGES.searchAndBook.paths).toEqual({
      en: 'search-and-book',
      de: 'camping-suche',
      fr: 'rechercher-et-reserver',
      nl: 'zoek-en-boek',
      it: 'cerca',
    })
  })

  it('keeps the extras path untranslated', () => {
    for (const lang of LANGUAGES) expect(PAGES.bookingExtras.paths[lang]).toBe('profile/bookings/:bookingId/extras')
  })

  it('leaves the dev catalogue out of production and the catalogue splat last', () => {
    expect(registrations.some((r) => r.id === 'ui-kit')).toBe(false)
    expect(routeRegistrations({ includeDevRoutes: true }).some((r) => r.id === 'ui-kit')).toBe(true)
    expect(registrations.find((r) => r.path === '*')?.id).toBe('catalogue')
  })
})

describe('href()', () => {
  it('builds translated paths per language', () => {
    expect(href({ language: 'de', prefix: '' }, 'searchAndBook')).toBe('/camping-suche')
    expect(href({ language: 'fr', prefix: '/fr' }, 'searchAndBook')).toBe('/fr/rechercher-et-reserver')
    expect(href({ language: 'en', prefix: '' }, 'home')).toBe('/')
    expect(href({ language: 'nl', prefix: '/nl-be' }, 'home')).toBe('/nl-be')
  })

  it('fills parameters and adds a query string without empty values', () => {
    expect(href({ language: 'nl', prefix: '' }, 'bookingPayment', { bookingId: 42 })).toBe('/profiel/mijn-boekingen/42/betaling')
    expect(href({ language: 'en', prefix: '' }, 'freeSearch', undefined, { query: 'lake garda', page: undefined, children: [4, 9] })).toBe(
      '/free-search?query=lake+garda&children=4&children=9',
    )
  })

  it('refuses a link with a missing parameter', () => {
    expect(() => href({ language: 'en', prefix: '' }, 'checkout')).toThrow(/cartId/)
  })

  it('builds catalogue links', () => {
    expect(catalogueHref({ language: 'en', prefix: '/ie' }, ['camping', 'france', 'dordogne'])).toBe('/ie/camping/france/dordogne')
  })
})

describe('matchPage()', () => {
  it('finds the page and its languages', () => {
    expect(matchPage('/camping-suche')).toMatchObject({ page: 'searchAndBook', languages: ['de'] })
    expect(matchPage('/')).toMatchObject({ page: 'home' })
    expect(matchPage('/profile/bookings/7/extras')).toMatchObject({ page: 'bookingExtras', params: { bookingId: '7' } })
    expect(matchPage('/profil/meine-buchungen/12')).toMatchObject({ page: 'bookingDetail', languages: ['de'], params: { bookingId: '12' } })
  })

  it('prefers the static path over a parameter', () => {
    expect(matchPage('/booking/confirmation/abc')?.page).toBe('bookingConfirmation')
  })

  it('does not claim catalogue paths', () => {
    expect(matchPage('/camping/france')).toBeNull()
    expect(matchPage('/camping')).toBeNull()
  })
})
