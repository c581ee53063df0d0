import { describe, expect, it } from 'vitest'
import { SITEMAP_MAX_URLS, sitemapXml } from '~/lib/sitemap.server'
import { catalogueResolveSchema, cataloguePathsResponseSchema } from '../twenty/contract'
import { useEmbeddedApi } from './support/embedded-api'

describe('sitemap.xml', () => {
  const origin = 'https://nl.example'

  it('is one URL set up to 50,000 URLs, with the text escaped', () => {
    const xml = sitemapXml([`${origin}/`, `${origin}/a?b=1&c=2`], origin, null)!
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>https://nl.example/a?b=1&amp;c=2</loc>')
    expect(sitemapXml([`${origin}/`], origin, 2)).toBeNull()
  })

  it('becomes an index of parts above 50,000 URLs, each part at most 50,000', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => `${origin}/p${i}`)
    const index = sitemapXml(urls, origin, null)!
    expect(index).toContain('<sitemapindex')
    expect(index.match(/<sitemap>/g)).toHaveLength(2)
    expect(index).toContain('<loc>https://nl.example/sitemap.xml?part=2</loc>')
    expect(sitemapXml(urls, origin, 1)!.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS)
    expect(sitemapXml(urls, origin, 2)!.match(/<url>/g)).toHaveLength(10)
    expect(sitemapXml(urls, origin, 3)).toBeNull()
  })
})

describe('GET catalogue/paths', () => {
  const embedded = useEmbeddedApi()

  it('lists pages that catalogue/resolve answers, tagged pages at the brand prefix', async () => {
    const get = async (brand: string, path: string) =>
      (await fetch(`${embedded.baseUrl()}/v2/${brand}/nl/${path}`)).json()
    const paths = cataloguePathsResponseSchema.parse(await get('default', 'catalogue/paths')).data
    expect(paths.sites.length).toBeGreaterThan(0)
    // Tagged pages at the language's slug (Dutch here).
    expect(paths.taggedPages).toContain('veilig-boeken')
    expect(paths.taggedPages).not.toContain('safety-icons')
    const page = catalogueResolveSchema.parse(await get('default', 'catalogue/resolve?path=veilig-boeken')).data
    expect(page.path).toBe('veilig-boeken')
    for (const path of [paths.funnels[0]!, paths.countries[0]!, paths.areas[0]!, paths.cities[0]!, paths.sites[0]!]) {
      const resolved = catalogueResolveSchema.parse(
        await get('default', `catalogue/resolve?path=${encodeURIComponent(path)}`),
      ).data
      expect(resolved.path).toBe(path)
    }
    const dansk = cataloguePathsResponseSchema.parse(await get('danskbilferie', 'catalogue/paths')).data
    expect(dansk.taggedPages).toContain('info/veilig-boeken')
  })
})
