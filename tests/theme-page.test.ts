/** Travel inspiration: the themes list and a theme's campsites, against the embedded API. */
import { describe, expect, it } from 'vitest'
import { loadThemePage } from '~/routes/theme.server'
import { loader as travelInspirationLoader } from '~/routes/travel-inspiration'
import { searchSitesResponseSchema } from '../twenty/contract'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const cookieHeader = (setCookies: string[]) => setCookies.map((value) => value.split(';')[0]).join('; ')

describe('travel inspiration', () => {
  const embedded = useEmbeddedApi({ seedScale: 0.2 })
  const args = async (url: string, params: Record<string, string> = {}, cookie?: string) => {
    const context = await loadContextFor(new URL(url).host, { twentyBaseUrl: embedded.baseUrl(), cookie })
    return { request: new Request(url), params, context }
  }

  it('lists the themes in the market language, linked on its translated path', async () => {
    const data = await travelInspirationLoader(await args('http://fr.localhost/inspiration-voyage'))
    expect(data.themes.length).toBeGreaterThanOrEqual(6)
    expect(data.themes.map((theme) => theme.name)).toContain('Au bord de la mer')
    for (const theme of data.themes) expect(theme.href).toMatch(/^\/inspiration-voyage\/[a-z-]+$/)
  })

  it("shows a theme's campsites, every one with the theme's facility, priced in the market currency", async () => {
    const data = await loadThemePage(
      await args('http://de-ch.localhost/reiseinspiration/by-the-sea', { slug: 'by-the-sea' }),
    )
    expect(data.heading).toBe('Am Meer')
    expect(data.meta.analytics?.pageType).toBe('Theme')
    expect(data.results!.total).toBeGreaterThan(0)
    for (const site of data.results!.sites) if (site.price) expect(site.price.currency).toBe('CHF')
    // The same count as a search with the facility, and the facility is not offered as a filter.
    const response = await fetch(`${embedded.baseUrl()}/v2/default/ch/search/sites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: { site: { facilities: [4735] } } }),
    })
    const direct = searchSitesResponseSchema.parse(await response.json()).data
    if (direct.view !== 'list') throw new Error('expected a list')
    expect(data.results!.total).toBe(direct.meta.total)
    expect(data.results!.facets.facilities.map((facility) => facility.id)).not.toContain(4735)
    expect(data.viewHrefs.map).toBe('/reiseinspiration/by-the-sea?view=map')
  })

  it('ignores the search cookie (SPEC section 2), and is a 404 for an unknown theme', async () => {
    const first = await args('http://nl.localhost/zoek-en-boek?adults=5')
    const { loadSearchAndBook } = await import('~/routes/search-and-book.server')
    await loadSearchAndBook(first)
    const cookie = cookieHeader(await first.context.session.commit())
    expect(cookie).toContain('search=')
    const theme = await loadThemePage(
      await args('http://nl.localhost/reisinspiratie/wellness', { slug: 'wellness' }, cookie),
    )
    expect(theme.state.party.adults).toBe(2)
    expect(
      await thrownStatus(async () =>
        loadThemePage((await args('http://nl.localhost/reisinspiratie/on-the-moon', { slug: 'on-the-moon' })) as never),
      ),
    ).toBe(404)
  })
})
