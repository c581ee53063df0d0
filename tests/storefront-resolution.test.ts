import { describe, expect, it } from 'vitest'
import { defaultHostMap, parseHostMap, resolveStorefront, stripPrefix } from '../market-config/hosts'
import { storefrontForRequest } from '../app/lib/storefront.server'

const hosts = defaultHostMap()

describe('market and brand from the Host header', () => {
  it('maps {market}.localhost to the default brand', () => {
    expect(resolveStorefront('de-ch.localhost:3000', '/', hosts)).toEqual({ brand: 'default', market: 'de-ch', prefix: '', notFound: false })
    expect(resolveStorefront('uk.localhost:3000', '/', hosts)).toMatchObject({ brand: 'default', market: 'uk' })
  })

  it('maps {market}.{brand}.localhost to that brand', () => {
    expect(resolveStorefront('nl.luxcamp.localhost:3000', '/', hosts)).toMatchObject({ brand: 'luxcamp', market: 'nl', prefix: '' })
    expect(resolveStorefront('UK.Danskbilferie.localhost', '/', hosts)).toMatchObject({ brand: 'danskbilferie', market: 'uk' })
  })

  it('maps production domains', () => {
    expect(resolveStorefront('www.vacanceselect.ch', '/', hosts)).toMatchObject({ brand: 'vacanceselect', market: 'de-ch' })
  })

  it('uses the first path segment on an unmapped host, else uk', () => {
    expect(resolveStorefront('localhost:3000', '/fr/rechercher-et-reserver', hosts)).toEqual({
      brand: 'default',
      market: 'fr',
      prefix: '/fr',
      notFound: false,
    })
    expect(resolveStorefront('127.0.0.1:3000', '/de-ch', hosts)).toMatchObject({ market: 'de-ch', prefix: '/de-ch' })
    expect(resolveStorefront('localhost:3000', '/search-and-book', hosts)).toMatchObject({ market: 'uk', prefix: '' })
    expect(resolveStorefront(undefined, '/', hosts)).toMatchObject({ market: 'uk', brand: 'default' })
  })

  it('treats a market prefix on a mapped host as not found', () => {
    expect(resolveStorefront('uk.localhost', '/de-ch/camping-suche', hosts).notFound).toBe(true)
  })

  it('strips the prefix', () => {
    expect(stripPrefix('/de-ch/camping-suche', '/de-ch')).toBe('/camping-suche')
    expect(stripPrefix('/de-ch', '/de-ch')).toBe('/')
    expect(stripPrefix('/x', '')).toBe('/x')
  })

  it('parses a configured host map and rejects unknown brands or markets', () => {
    expect(parseHostMap('{"shop.example":{"brand":"friferie","market":"nl"}}')).toEqual({ 'shop.example': { brand: 'friferie', market: 'nl' } })
    expect(() => parseHostMap('{"x":{"brand":"nope","market":"nl"}}')).toThrow(/brand and market/)
    expect(() => parseHostMap('[]')).toThrow()
  })
})

describe('storefront of a request', () => {
  it('is not found for a path of another language', () => {
    expect(storefrontForRequest('uk.localhost', '/camping-suche', hosts).notFound).toBe(true)
    expect(storefrontForRequest('de.localhost', '/camping-suche', hosts).notFound).toBe(false)
    expect(storefrontForRequest('localhost', '/de-at/camping-suche', hosts).notFound).toBe(false)
    expect(storefrontForRequest('localhost', '/fr/camping-suche', hosts).notFound).toBe(true)
  })

  it('handles single-fetch data paths', () => {
    expect(storefrontForRequest('uk.localhost', '/camping-suche.data', hosts).notFound).toBe(true)
    expect(storefrontForRequest('uk.localhost', '/_root.data', hosts).notFound).toBe(false)
  })

  it('leaves catalogue paths to the catalogue resolver', () => {
    expect(storefrontForRequest('nl.localhost', '/camping/france/dordogne', hosts).notFound).toBe(false)
  })

  it('is not found for a market the brand does not trade in', () => {
    expect(storefrontForRequest('localhost', '/it', { localhost: { brand: 'friferie', market: 'it' } }).notFound).toBe(true)
  })

  it('builds links with the prefix', () => {
    expect(storefrontForRequest('localhost', '/de-ch/camping-suche', hosts).link).toEqual({ language: 'de', prefix: '/de-ch' })
  })
})
