import { describe, expect, it } from 'vitest'
import { pageMeta } from '../app/lib/page-meta'

type Args = Parameters<typeof pageMeta>[0]
const args = (data: unknown, pathname = '/camping/france', search = '?page=2') =>
  ({
    data,
    error: undefined,
    location: { pathname, search, hash: '', state: null, key: 'k' },
    matches: [{ id: 'root', data: { origin: 'https://de-ch.example', storefront: { brand: { name: 'Camping Select' } } } }],
    params: {},
  }) as unknown as Args

describe('page meta', () => {
  it('gives every page a title, a description and its canonical address without the query', () => {
    expect(pageMeta(args({ meta: { title: 'Frankreich', description: 'Campingplätze', brandName: 'Camping Select' } }))).toEqual([
      { title: 'Frankreich | Camping Select' },
      { name: 'description', content: 'Campingplätze' },
      { tagName: 'link', rel: 'canonical', href: 'https://de-ch.example/camping/france' },
    ])
  })

  it('uses the canonical the loader gives, and keeps noindex pages out of search engines', () => {
    const tags = pageMeta(args({ meta: { title: 'Suche', brandName: 'B', noindex: true, canonical: 'https://de-ch.example/freie-suche?query=lac' } }))
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://de-ch.example/freie-suche?query=lac' })
  })
})
