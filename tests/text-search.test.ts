import { describe, expect, it } from 'vitest'
import { loadSearchAndBook } from '~/routes/search-and-book.server'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

describe('/search: free text within the booking search (SPEC section 4)', () => {
  const embedded = useEmbeddedApi({ warmSearch: false })
  const load = async (url: string) => {
    const context = await loadContextFor(new URL(url).host, { twentyBaseUrl: embedded.baseUrl() })
    return loadSearchAndBook({ request: new Request(url), params: {}, context })
  }
  const july = (() => {
    const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 10))
    while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
    return day.toISOString().slice(0, 10)
  })()

  it('narrows the priced results to the text, on its own path, out of search engines', async () => {
    const all = await load(`http://uk.localhost/search-and-book?date=${july}`)
    const text = await load(`http://uk.localhost/search?query=dordogne&date=${july}&children=4`)
    expect(text.pathname).toBe('/search')
    expect(text.heading).toBe('Search results for “dordogne”')
    expect(text.meta.noindex).toBe(true)
    expect(text.meta.analytics?.pageType).toBe('Search')
    expect(text.results!.total).toBeGreaterThan(0)
    expect(text.results!.total).toBeLessThan(all.results!.total)
    expect(text.results!.sites.filter((site) => /dordogne/i.test(site.location)).length).toBeGreaterThan(0)
    expect(text.results!.sites.some((site) => site.price?.currency === 'GBP')).toBe(true)
  })

  it('sends a search without text to the booking search, keeping the party and date', async () => {
    const thrown = await load(`http://nl.localhost/zoeken?date=${july}&adults=3`).catch(
      (response: Response) => response,
    )
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('Location')).toBe(`/zoek-en-boek?date=${july}&adults=3`)
  })

  // Another language's path (`/zoeken` on uk) is a 404 before any loader runs: tests/page-identity.test.ts.
})
