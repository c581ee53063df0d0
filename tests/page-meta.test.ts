import { describe, expect, it } from 'vitest'
import { pageMeta } from '~/lib/page-meta'

type Args = Parameters<typeof pageMeta>[0]
const market = (code: string, languageTag: string, language: string) => ({
  market: code,
  name: code,
  flagCode: code,
  languageTag,
  language,
  origin: `https://${code}.example`,
  current: code === 'de-ch',
})
const root = {
  origin: 'https://de-ch.example',
  storefront: { brand: { name: 'Camping Select' }, market: { languageTag: 'de-CH' } },
  markets: [market('uk', 'en-GB', 'en'), market('de-ch', 'de-CH', 'de'), market('nl', 'nl-NL', 'nl')],
}
const args = (data: unknown, pathname = '/camping/france', search = '?page=2', leafId = 'catalogue') =>
  ({
    data,
    error: undefined,
    location: { pathname, search, hash: '', state: null, key: 'k' },
    matches: [
      { id: 'root', data: root },
      { id: leafId, params: { '*': pathname.slice(1) }, data },
    ],
    params: {},
  }) as unknown as Args

describe('page meta', () => {
  it('gives every page a title, a description and its canonical address without the query', () => {
    expect(
      pageMeta(
        args({ meta: { title: 'Frankreich', description: 'Campingplätze', brandName: 'Camping Select' } }),
      ).slice(0, 3),
    ).toEqual([
      { title: 'Frankreich | Camping Select' },
      { name: 'description', content: 'Campingplätze' },
      { tagName: 'link', rel: 'canonical', href: 'https://de-ch.example/camping/france' },
    ])
  })

  it('links the same page in every market of the brand by language tag, with x-default, without the query', () => {
    const tags = pageMeta(args({ meta: { title: 'Frankreich', brandName: 'Camping Select' } }))
    const alternates = tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate')
    expect(alternates).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-GB', href: 'https://uk.example/camping/france' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'de-CH', href: 'https://de-ch.example/camping/france' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'nl-NL', href: 'https://nl.example/camping/france' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://uk.example/camping/france' },
    ])
    // A translated page links each market's own path.
    const search = pageMeta(
      args({ meta: { title: 'Suchen', brandName: 'B' } }, '/camping-suche', '', 'searchAndBook.de'),
    )
    expect(search).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'nl-NL',
      href: 'https://nl.example/zoek-en-boek',
    })
  })

  it('describes a shared link with Open Graph: title, text, address, picture, language and site', () => {
    const tags = pageMeta(
      args({
        meta: {
          title: 'Camping Les Pins',
          description: 'Am Meer',
          brandName: 'Camping Select',
          image: '/api/twenty/media/sites/les-pins?w=960&h=640',
        },
      }),
    )
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: 'og:title', content: 'Camping Les Pins' },
        { property: 'og:description', content: 'Am Meer' },
        { property: 'og:url', content: 'https://de-ch.example/camping/france' },
        { property: 'og:image', content: 'https://de-ch.example/api/twenty/media/sites/les-pins?w=960&h=640' },
        { property: 'og:locale', content: 'de_CH' },
        { property: 'og:site_name', content: 'Camping Select' },
      ]),
    )
  })

  it('uses the canonical the loader gives, and keeps noindex pages out of search engines', () => {
    const tags = pageMeta(
      args({
        meta: {
          title: 'Suche',
          brandName: 'B',
          noindex: true,
          canonical: 'https://de-ch.example/freie-suche?query=lac',
        },
      }),
    )
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'alternate')).toBe(false)
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://de-ch.example/freie-suche?query=lac',
    })
  })
})
