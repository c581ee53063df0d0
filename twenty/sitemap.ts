/**
 * `GET catalogue/paths`: every page the catalogue has, for a storefront's sitemap: funnels, and
 * per funnel the countries, areas and towns that have campsites in it, the campsites, and the
 * tagged pages at the brand's prefix. The same pages `catalogue/resolve` answers 200 for.
 */
import type { TwentyDatabase } from './db'
import { BRANDS, type BrandId } from './locales'
import type { Language } from './schema'
import { stayCatalogue } from './stay-catalogue'

export interface CataloguePaths {
  funnels: string[]
  countries: string[]
  areas: string[]
  cities: string[]
  sites: string[]
  taggedPages: string[]
}

export function cataloguePaths(database: TwentyDatabase, brand: BrandId, language: Language): CataloguePaths {
  const catalogue = stayCatalogue(database)
  const sets = {
    funnels: new Set<string>(),
    countries: new Set<string>(),
    areas: new Set<string>(),
    cities: new Set<string>(),
  }
  const sites: string[] = []
  for (const site of catalogue.sites) {
    const funnel = catalogue.funnelsById.get(site.funnelId)!.slug
    const country = catalogue.countriesById.get(site.countryId)!.slug
    const area = catalogue.areasById.get(site.areaId)!.slug
    const city = catalogue.citiesById.get(site.cityId)!.slug
    sets.funnels.add(funnel)
    sets.countries.add(`${funnel}/${country}`)
    sets.areas.add(`${funnel}/${country}/${area}`)
    sets.cities.add(`${funnel}/${city}`)
    sites.push(`${funnel}/${country}/${area}/${site.slug}`)
  }
  const prefix = BRANDS[brand].taggedPagePrefix
  // Each page at its slug in the language (`kontakt` on German sites).
  const slugs = (
    database.sqlite
      .prepare(
        'SELECT COALESCE(t.slug, p.slug) AS slug FROM tagged_pages p JOIN tagged_page_translations t ON t.page_id = p.id AND t.language = ? ORDER BY 1',
      )
      .all(language) as { slug: string }[]
  ).map((row) => row.slug)
  return {
    funnels: [...sets.funnels],
    countries: [...sets.countries].sort(),
    areas: [...sets.areas].sort(),
    cities: [...sets.cities].sort(),
    sites: sites.sort(),
    taggedPages: slugs.map((slug) => (prefix ? `${prefix}/${slug}` : slug)),
  }
}
