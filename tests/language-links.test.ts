import { describe, expect, it } from 'vitest'
import { languageLinks } from '~/lib/language-links'
import { marketLinks, storefrontForHost } from '~/lib/storefront.server'
import { defaultHostMap } from '../market-config/hosts'

const hosts = defaultHostMap()
const mapped = marketLinks(storefrontForHost('de-ch.localhost:3000', hosts), 'http://de-ch.localhost:3000', hosts)
const prefixHost = marketLinks(storefrontForHost('localhost:3000', hosts), 'http://localhost:3000', hosts)
const hrefOf = (links: ReturnType<typeof languageLinks>, market: string) => links.find((l) => l.market === market)?.href

describe('language selector links', () => {
  it('lead to the same page, translated, with its parameters and query', () => {
    const links = languageLinks(
      mapped,
      { id: 'searchAndBook.de', params: {}, data: {} },
      { pathname: '/camping-suche', search: '?adults=3' },
    )
    expect(hrefOf(links, 'fr')).toBe('http://fr.localhost:3000/rechercher-et-reserver?adults=3')
    expect(hrefOf(links, 'de-at')).toBe('http://de-at.localhost:3000/camping-suche?adults=3')
    const booking = languageLinks(
      mapped,
      { id: 'bookingDetail.de', params: { bookingId: '17' }, data: {} },
      { pathname: '/profil/meine-buchungen/17', search: '' },
    )
    expect(hrefOf(booking, 'nl')).toBe('http://nl.localhost:3000/profiel/mijn-boekingen/17')
  })

  it('keep a catalogue path, whose slugs are the same everywhere, and send a missing page home', () => {
    const catalogue = languageLinks(
      mapped,
      { id: 'catalogue', params: { '*': 'camping/france' }, data: { kind: 'country' } },
      { pathname: '/camping/france', search: '' },
    )
    expect(hrefOf(catalogue, 'it')).toBe('http://it.localhost:3000/camping/france')
    const missing = languageLinks(
      mapped,
      { id: 'catalogue', params: { '*': 'nope' }, data: undefined },
      { pathname: '/nope', search: '' },
    )
    expect(hrefOf(missing, 'it')).toBe('http://it.localhost:3000/')
  })

  it('name a content page by its key in other languages (each market redirects it to its slug), by its slug in its own', () => {
    const contact = languageLinks(
      mapped,
      { id: 'catalogue', params: { '*': 'kontakt' }, data: { kind: 'taggedPage', pageKey: 'contact' } },
      { pathname: '/kontakt', search: '' },
    )
    expect(hrefOf(contact, 'it')).toBe('http://it.localhost:3000/contact')
    expect(hrefOf(contact, 'de-at')).toBe('http://de-at.localhost:3000/kontakt')
    expect(hrefOf(contact, 'uk')).toBe('http://uk.localhost:3000/contact')
  })

  it('use the market prefix on a host that is not mapped, for the same page', () => {
    const links = languageLinks(
      prefixHost,
      { id: 'searchAndBook.en', params: {}, data: {} },
      { pathname: '/search-and-book', search: '' },
    )
    expect(hrefOf(links, 'it')).toBe('/it/cerca')
    expect(hrefOf(links, 'nl-be')).toBe('/nl-be/zoek-en-boek')
    const home = languageLinks(
      prefixHost,
      { id: 'home.en-nl-de-fr-it', params: {}, data: {} },
      { pathname: '/', search: '' },
    )
    expect(hrefOf(home, 'fr')).toBe('/fr')
  })
})
