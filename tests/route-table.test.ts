import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../market-config/markets'
import {
  CATALOGUE_ROUTE_ID,
  LAYOUTS,
  PAGES,
  REGISTERED_PAGES,
  catalogueHref,
  href,
  pageAncestors,
  routeTree,
  type PageKey,
  type RouteRegistration,
} from '../market-config/routes'

const flatten = (routes: RouteRegistration[]): RouteRegistration[] =>
  routes.flatMap((r) => [r, ...flatten(r.children ?? [])])

describe('route tree', () => {
  const tree = routeTree({ includeDevRoutes: false })
  const all = flatten(tree)

  it('puts every page under its layout route, which has no path of its own', () => {
    for (const [layout, module] of Object.entries(LAYOUTS)) {
      const route = tree.find((r) => r.id === layout)
      expect(route?.module, layout).toBe(module)
      expect(route?.path).toBeUndefined()
      for (const child of route!.children!) {
        const page = REGISTERED_PAGES[child.id]?.page
        if (page) expect(PAGES[page].layout).toBe(layout)
      }
    }
    expect(tree.find((r) => r.id === 'portal')!.children!.map((c) => REGISTERED_PAGES[c.id]?.page)).toContain(
      'myBookings',
    )
    expect(tree.find((r) => r.id === 'fullscreen')!.children!.map((c) => REGISTERED_PAGES[c.id]?.page)).toEqual(
      expect.arrayContaining(['bookingPayment', 'bookingPaymentOptions']),
    )
    expect(tree.find((r) => r.id === 'checkout')!.children!.map((c) => REGISTERED_PAGES[c.id]?.page)).toEqual(
      expect.arrayContaining(['checkout', 'bookingConfirmation']),
    )
  })

  it('registers each page once per distinct path: languages sharing a path share a route', () => {
    const ids = all.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const paths = all.filter((r) => r.path !== undefined || r.index).map((r) => (r.index ? '(index)' : r.path))
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of Object.keys(PAGES) as PageKey[]) {
      const registered = Object.values(REGISTERED_PAGES).filter((r) => r.page === page)
      expect(registered.flatMap((r) => r.languages).sort(), page).toEqual([...LANGUAGES].sort())
      expect(registered).toHaveLength(new Set(Object.values(PAGES[page].paths)).size)
    }
    // 21 pages in 5 languages at most (the cookie settings are the 20th, issue 21; the compare page
    // the 21st, issue 24), plus 4 layouts, the catalogue splat and the translations, and the
    // compare toggles' action.
    expect(all.length).toBeLessThanOrEqual(21 * 5 + 7)
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

  it('leaves the dev catalogue out of production and puts the catalogue splat under the storefront layout', () => {
    expect(all.some((r) => r.id === 'ui-kit')).toBe(false)
    expect(flatten(routeTree({ includeDevRoutes: true })).some((r) => r.id === 'ui-kit')).toBe(true)
    expect(tree.find((r) => r.id === 'storefront')!.children!.find((r) => r.path === '*')?.id).toBe(CATALOGUE_ROUTE_ID)
  })
})

describe('href()', () => {
  it('builds translated paths per language', () => {
    expect(href({ language: 'de' }, 'searchAndBook')).toBe('/camping-suche')
    expect(href({ language: 'fr' }, 'searchAndBook')).toBe('/rechercher-et-reserver')
    expect(href({ language: 'en' }, 'home')).toBe('/')
  })

  it('fills parameters and adds a query string without empty values', () => {
    expect(href({ language: 'nl' }, 'bookingPayment', { bookingId: 42 })).toBe('/profiel/mijn-boekingen/42/betaling')
    expect(
      href({ language: 'en' }, 'freeSearch', undefined, { query: 'lake garda', page: undefined, children: [4, 9] }),
    ).toBe('/free-search?query=lake+garda&children=4&children=9')
  })

  it('escapes parameters and refuses a link with a missing one', () => {
    expect(href({ language: 'en' }, 'checkout', { cartId: 'a/b' })).toBe('/booking/a%2Fb')
    expect(() => href({ language: 'en' }, 'checkout')).toThrow(/cartId/)
  })

  it('builds catalogue links', () => {
    expect(catalogueHref(['camping', 'france', 'dordogne'])).toBe('/camping/france/dordogne')
  })
})

describe('breadcrumb trail from the route table (lib/breadcrumbs.ts)', () => {
  it('puts the pages a nested page continues above it, shortest first, in every language', () => {
    for (const language of LANGUAGES) {
      expect(pageAncestors('bookingPaymentOptions', language)).toEqual([
        'profile',
        'myBookings',
        'bookingDetail',
        'bookingPayment',
      ])
      expect(pageAncestors('theme', language)).toEqual(['travelInspiration'])
      expect(pageAncestors('profile', language)).toEqual([])
      expect(pageAncestors('home', language)).toEqual([])
    }
  })
})
