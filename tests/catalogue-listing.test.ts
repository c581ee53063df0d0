/** Funnel, country, area and city pages against the embedded API: their campsites, tabs and rules. */
import { describe, expect, it } from 'vitest'
import { clearNavigationCache } from '~/lib/twenty.server'
import { loadCataloguePage } from '~/routes/catalogue.server'
import { searchSitesResponseSchema } from '../twenty/contract'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const cookieHeader = (setCookies: string[]) => setCookies.map((value) => value.split(';')[0]).join('; ')

describe('catalogue listing pages', () => {
  // Enough campsites for two pages of a country.
  const embedded = useEmbeddedApi({ seedScale: 0.3 })
  const year = new Date().getUTCFullYear() + 1
  const saturday = (() => {
    const day = new Date(Date.UTC(year, 6, 10))
    while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
    return day.toISOString().slice(0, 10)
  })()

  const load = async (host: string, path: string, query = '', cookie?: string) => {
    clearNavigationCache()
    const context = await loadContextFor(host, { twentyBaseUrl: embedded.baseUrl(), cookie })
    const page = await loadCataloguePage(context, path, `http://${host}/${path}${query}`)
    if (page.kind !== 'listing') throw new Error(`expected a listing page, got ${page.kind}`)
    return { page, setCookies: await context.session.commit() }
  }

  /** What the API says of a campsite, to check where a result lies. */
  const siteMeta = async (host: string, slug: string) => {
    const response = await fetch(
      `${embedded.baseUrl()}/v2/default/${host.startsWith('de-ch') ? 'ch' : 'couk'}/search/sites`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ parameters: { site: slug } }),
      },
    )
    const answer = searchSitesResponseSchema.parse(await response.json()).data
    if (answer.view !== 'list') throw new Error('expected a list')
    return answer.sites[0]!.meta
  }

  it("lists a country's campsites, priced for the party in the market currency, with its areas and towns as tabs", async () => {
    const { page } = await load('de-ch.localhost', 'camping/france', `?date=${saturday}&children=4`)
    expect(page.place).toBe('country')
    expect(page.meta.analytics?.pageType).toBe('Country')
    expect(page.results!.total).toBeGreaterThan(10)
    expect(page.results!.sites.length).toBe(10)
    const priced = page.results!.sites.filter((site) => site.price)
    expect(priced.length).toBeGreaterThan(0)
    for (const site of priced) expect(site.price!.currency).toBe('CHF')
    for (const site of page.results!.sites) expect(site.href).toMatch(/^\/camping\/france\//)
    expect(page.tabs.map((tab) => tab.id)).toEqual(['areas', 'cities'])
    expect(page.tabs[0]!.places.every((place) => place.href.startsWith('/camping/france/'))).toBe(true)
    // Links keep the search, not the place: the path says it.
    expect(page.viewHrefs.map).toBe(`/camping/france?date=${saturday}&children=4&view=map`)
    expect(page.state.country).toBeNull()
  })

  it("lists an area's and a town's campsites only, each with its tabs", async () => {
    const country = await load('uk.localhost', 'camping/france')
    const area = country.page.tabs[0]!.places[0]!
    const { page: areaPage } = await load('uk.localhost', area.href.slice(1))
    expect(areaPage.place).toBe('area')
    expect(areaPage.meta.analytics?.pageType).toBe('Region')
    expect(areaPage.results!.total).toBe(area.count)
    const areaSlug = area.href.split('/').at(-1)
    for (const site of areaPage.results!.sites) expect(site.href.split('/')[3]).toBe(areaSlug)
    expect(areaPage.tabs.map((tab) => tab.id)).toEqual(['cities'])

    const town = areaPage.tabs[0]!.places[0]!
    const { page: cityPage } = await load('uk.localhost', town.href.slice(1))
    expect(cityPage.place).toBe('city')
    expect(cityPage.results!.total).toBeGreaterThan(0)
    const townSlug = town.href.split('/').at(-1)
    for (const site of cityPage.results!.sites)
      expect((await siteMeta('uk.localhost', site.href.split('/').at(-1)!)).city.slug).toBe(townSlug)
    expect(cityPage.results!.total).toBeLessThanOrEqual(areaPage.results!.total)
  })

  it("lists a funnel's countries, and ignores the search cookie there only (SPEC section 2)", async () => {
    const remembered = await load('uk.localhost', 'camping/italy', `?date=${saturday}&adults=4`)
    const cookie = cookieHeader(remembered.setCookies)
    const { page: funnel } = await load('uk.localhost', 'camping', '', cookie)
    expect(funnel.place).toBe('funnel')
    expect(funnel.meta.analytics?.pageType).toBe('Funnel')
    expect(funnel.tabs[0]!.id).toBe('countries')
    expect(funnel.state.party.adults).toBe(2)
    expect(funnel.state.date).toBeNull()
    const { page: country } = await load('uk.localhost', 'camping/spain', '', cookie)
    expect(country.state.party.adults).toBe(4)
    expect(country.state.date).toBe(saturday)
  })

  it('sorts by price and pages in the URL, with the plain page as canonical', async () => {
    const { page } = await load('uk.localhost', 'camping/france', `?date=${saturday}&sort=price-asc&page=2`)
    expect(page.results!.page).toBe(2)
    const prices = page.results!.sites.flatMap((site) => (site.price ? [site.price.total] : []))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(page.meta.canonical).toBe('http://uk.localhost/camping/france')
  })

  it('is a 404 for an unknown area or town, and a 503 when the API is down', async () => {
    const context = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
    expect(await thrownStatus(loadCataloguePage(context, 'camping/france/atlantis'))).toBe(404)
    expect(await thrownStatus(loadCataloguePage(context, 'camping/nowhere-town'))).toBe(404)
    clearNavigationCache()
    const down = await loadContextFor('uk.localhost', { twentyBaseUrl: 'http://127.0.0.1:9/api/twenty' })
    expect(await thrownStatus(loadCataloguePage(down, 'camping/france'))).toBe(503)
  })
})
