import { describe, expect, it } from 'vitest'
import { buildHostMap, marketLinks, publicOriginFor, storefrontForHost } from '~/lib/storefront.server'
import {
  defaultHostMap,
  marketPrefixTarget,
  parseHostMap,
  resolveStorefront,
  type HostMap,
} from '../market-config/hosts'

const hosts = defaultHostMap()

describe('market and brand from the Host header', () => {
  it('maps {market}.localhost to the default brand', () => {
    expect(resolveStorefront('de-ch.localhost:3000', hosts)).toEqual({
      brand: 'default',
      market: 'de-ch',
      notFound: false,
    })
    expect(resolveStorefront('uk.localhost:3000', hosts)).toMatchObject({ brand: 'default', market: 'uk' })
  })

  it('maps {market}.{brand}.localhost to that brand', () => {
    expect(resolveStorefront('nl.luxcamp.localhost:3000', hosts)).toMatchObject({
      brand: 'luxcamp',
      market: 'nl',
      notFound: false,
    })
    expect(resolveStorefront('UK.Danskbilferie.localhost', hosts)).toMatchObject({
      brand: 'danskbilferie',
      market: 'uk',
    })
  })

  it('maps production domains', () => {
    expect(resolveStorefront('www.vacanceselect.ch', hosts)).toMatchObject({ brand: 'vacanceselect', market: 'de-ch' })
  })

  it('serves the default uk storefront on a host that is not mapped', () => {
    expect(resolveStorefront('localhost:3000', hosts)).toEqual({ brand: 'default', market: 'uk', notFound: false })
    expect(resolveStorefront(undefined, hosts)).toMatchObject({ market: 'uk', brand: 'default' })
  })

  it('is not found for a brand on a market it does not serve, never another market', () => {
    expect(resolveStorefront('fr.friferie.localhost', hosts)).toMatchObject({
      brand: 'friferie',
      market: 'fr',
      notFound: true,
    })
    expect(resolveStorefront('it.danskbilferie.localhost:3000', hosts).notFound).toBe(true)
    expect(resolveStorefront('shop.example', { 'shop.example': { brand: 'friferie', market: 'it' } }).notFound).toBe(
      true,
    )
  })

  it('lets HOST_MAP override and extend the defaults', () => {
    const map = buildHostMap(
      '{"uk.localhost":{"brand":"luxcamp","market":"nl"},"camping.example":{"brand":"friferie","market":"de"}}',
    )
    expect(resolveStorefront('uk.localhost', map)).toMatchObject({ brand: 'luxcamp', market: 'nl' })
    expect(resolveStorefront('camping.example', map)).toMatchObject({ brand: 'friferie', market: 'de' })
    expect(resolveStorefront('nl.localhost', map)).toMatchObject({ brand: 'default', market: 'nl' })
    expect(resolveStorefront('uk.localhost', buildHostMap(undefined))).toMatchObject({ brand: 'default', market: 'uk' })
  })

  it('parses a configured host map and rejects unknown brands or markets', () => {
    expect(parseHostMap('{"Shop.Example":{"brand":"friferie","market":"nl"}}')).toEqual({
      'shop.example': { brand: 'friferie', market: 'nl' },
    })
    expect(() => parseHostMap('{"x":{"brand":"nope","market":"nl"}}')).toThrow(/brand and market/)
    expect(() => parseHostMap('[]')).toThrow()
  })

  it('builds links in the market language', () => {
    expect(storefrontForHost('de-ch.localhost', hosts).link).toEqual({ language: 'de' })
    expect(storefrontForHost('de-ch.localhost', hosts).market.i18nLocale).toBe('de-CH')
  })
})

describe('market prefix on a host that is not mapped', () => {
  const target = (host: string, pathname: string, search = '') =>
    marketPrefixTarget({ protocol: 'http:', host, pathname, search }, hosts)

  it('leads to the market host, keeping path and query', () => {
    expect(target('localhost:3000', '/fr/rechercher-et-reserver', '?x=1')).toBe(
      'http://fr.localhost:3000/rechercher-et-reserver?x=1',
    )
    expect(target('127.0.0.1:3100', '/de-ch')).toBe('http://de-ch.localhost:3100/')
    expect(target('[::1]:3000', '/nl-be/zoek-en-boek')).toBe('http://nl-be.localhost:3000/zoek-en-boek')
  })

  it('leads an unmapped public host to the market domain', () => {
    expect(target('shop.example', '/de-ch/camping-suche')).toBe('http://www.vacanceselect.ch/camping-suche')
  })

  it('does nothing on a mapped host or without a market segment', () => {
    expect(target('uk.localhost:3000', '/fr/rechercher-et-reserver')).toBeNull()
    expect(target('localhost:3000', '/camping/france')).toBeNull()
    expect(target('localhost:3000', '/')).toBeNull()
  })
})

describe('language selector origins', () => {
  const uk = storefrontForHost('uk.localhost:3000', hosts)

  it('offers the brand markets on hosts of the same shape, with language tags', () => {
    const links = marketLinks(uk, 'http://uk.localhost:3000', hosts)
    expect(links).toHaveLength(9)
    expect(links.find((l) => l.market === 'nl')).toMatchObject({
      origin: 'http://nl.localhost:3000',
      languageTag: 'nl-NL',
      current: false,
    })
    expect(links.find((l) => l.market === 'de-ch')?.languageTag).toBe('de-CH')
    expect(links.find((l) => l.current)?.market).toBe('uk')
    const luxcamp = marketLinks(storefrontForHost('nl.luxcamp.localhost', hosts), 'http://nl.luxcamp.localhost', hosts)
    expect(luxcamp.map((l) => l.origin)).toEqual([
      'http://nl.luxcamp.localhost',
      'http://nl-be.luxcamp.localhost',
      'http://de.luxcamp.localhost',
      'http://uk.luxcamp.localhost',
    ])
  })

  it('has no origins on a host that is not mapped (the market prefix leads there)', () => {
    expect(
      marketLinks(storefrontForHost('localhost:3000', hosts), 'http://localhost:3000', hosts).every(
        (l) => l.origin === null,
      ),
    ).toBe(true)
  })

  it('keeps a production domain on production domains', () => {
    const ch = storefrontForHost('www.vacanceselect.ch', hosts)
    expect(marketLinks(ch, 'https://www.vacanceselect.ch', hosts).find((l) => l.market === 'de-at')?.origin).toBe(
      'https://www.vacanceselect.at',
    )
  })
})

describe('absolute links come from the host map only (issue 16)', () => {
  const hosts = defaultHostMap()
  const originOf = (origin: string, map = hosts) =>
    publicOriginFor(origin, storefrontForHost(new URL(origin).host, map), map)

  it('keeps a mapped host as the visitor used it', () => {
    expect(originOf('http://de-ch.localhost:3000')).toBe('http://de-ch.localhost:3000')
    expect(originOf('http://nl.luxcamp.localhost:3100')).toBe('http://nl.luxcamp.localhost:3100')
  })

  it("never reflects an unmapped Host: the storefront's own host instead", () => {
    expect(originOf('http://evil.example')).toBe('http://uk.localhost')
    expect(originOf('http://evil.example:3000')).toBe('http://uk.localhost:3000')
    expect(originOf('http://127.0.0.1:3000')).toBe('http://uk.localhost:3000')
    const production = { ...hosts, 'www.camping-select.co.uk': { brand: 'default', market: 'uk' } } as HostMap
    expect(originOf('https://evil.example', production)).toBe('https://www.camping-select.co.uk')
  })
})
