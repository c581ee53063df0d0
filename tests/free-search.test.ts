import { describe, expect, it } from 'vitest'
import { clearNavigationCache } from '~/lib/twenty.server'
import { loadFreeSearch, parseFreeSearchParams, snippetParts } from '~/routes/free-search.server'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

describe('free-search URL', () => {
  const parse = (query: string) => parseFreeSearchParams(new URLSearchParams(query))

  it('trims the query and collapses its whitespace', () => {
    expect(parse('query=%20%20lac%20%20%20bleu%0A')).toEqual({ query: 'lac bleu', page: 1 })
  })

  it('treats a missing query as empty and a bad page as page 1', () => {
    expect(parse('')).toEqual({ query: '', page: 1 })
    for (const page of ['0', '-2', 'two', '1.5', '99999']) expect(parse(`query=x&page=${page}`).page).toBe(1)
    expect(parse('query=x&page=3').page).toBe(3)
    expect(parse('query=x&page=5000').page).toBe(1000)
  })
})

describe('snippet parts', () => {
  it('splits the matches out and unescapes the text', () => {
    expect(snippetParts('Camping Le <mark>Lac</mark> Bleu in C&ocirc;te d&#39;Azur &amp; <mark>lac</mark>')).toEqual([
      { text: 'Camping Le ', match: false },
      { text: 'Lac', match: true },
      { text: " Bleu in C&ocirc;te d'Azur & ", match: false },
      { text: 'lac', match: true },
    ])
  })

  it('keeps any other markup as visible text, never as markup', () => {
    const parts = snippetParts('&lt;b&gt;bold&lt;/b&gt; <img src=x onerror=alert(1)> <mark>x</mark>')
    expect(parts[0]).toEqual({ text: '<b>bold</b> <img src=x onerror=alert(1)> ', match: false })
    expect(parts[1]).toEqual({ text: 'x', match: true })
  })
})

describe('free-search loader (embedded API)', () => {
  const embedded = useEmbeddedApi({ warmSearch: false })
  const argsFor = async (url: string) => ({
    request: new Request(url),
    params: {},
    context: await loadContextFor(new URL(url).host, { twentyBaseUrl: embedded.baseUrl() }),
  })
  const load = async (url: string) => loadFreeSearch(await argsFor(url))

  it('finds campsites by a region, with the match marked in the snippet and a campsite link', async () => {
    clearNavigationCache()
    const data = await load('http://uk.localhost/free-search?query=Dordogne')
    expect(data.problem).toBeNull()
    expect(data.results!.total).toBeGreaterThan(0)
    const [first] = data.results!.sites
    expect(first!.snippet.some((part) => part.match && /dordogne/i.test(part.text))).toBe(true)
    expect(first!.href).toMatch(/^\/camping\/france\/dordogne\/[a-z0-9-]+$/)
    expect(data.meta.noindex).toBe(true)
    expect(data.heading).toBe('Search results for “Dordogne”')
  })

  it('ignores accents and case, in the page language', async () => {
    const data = await load('http://fr.localhost/recherche-libre?query=FREJUS')
    expect(data.results!.total).toBeGreaterThan(0)
    expect(data.heading).toBe('Résultats pour « FREJUS »')
  })

  it('sends an empty or blank query back to the front page', async () => {
    expect(await thrownStatus(load('http://uk.localhost/free-search'))).toBe(302)
    const thrown = await load('http://nl.localhost/vrij-zoeken?query=%20%20').catch((response: Response) => response)
    expect((thrown as Response).headers.get('Location')).toBe('/')
  })

  it('answers nonsense with an empty result and ways on: the booking search and the countries', async () => {
    const data = await load('http://de-ch.localhost/freie-suche?query=zzqxyv')
    expect(data.problem).toBeNull()
    expect(data.results).toMatchObject({ total: 0, sites: [] })
    expect(data.searchAndBookHref).toBe('/camping-suche')
    expect(data.countries.length).toBeGreaterThan(0)
    expect(data.countries[0]!.href).toMatch(/^\/[a-z-]+\/[a-z-]+$/)
  })

  it('explains a query too short or too long instead of calling the API with it', async () => {
    expect((await load('http://it.localhost/ricerca-libera?query=a')).problem).toBe('too-short')
    const long = await load(`http://uk.localhost/free-search?query=${'a'.repeat(201)}`)
    expect(long.problem).toBe('too-long')
    expect(long.results).toBeNull()
  })

  it('sends a page past the last to the last page', async () => {
    const { results } = await load('http://uk.localhost/free-search?query=france')
    const thrown = await load('http://uk.localhost/free-search?query=france&page=900').catch(
      (response: Response) => response,
    )
    expect(thrown).toBeInstanceOf(Response)
    const last = results!.pages
    expect((thrown as Response).headers.get('Location')).toBe(
      last > 1 ? `/free-search?query=france&page=${last}` : '/free-search?query=france',
    )
  })

  // Another language's path (`/vrij-zoeken` on uk) is a 404 before any loader runs: tests/page-identity.test.ts.
})
