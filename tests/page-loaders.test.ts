import { describe, expect, it } from 'vitest'
import { clearNavigationCache } from '~/lib/twenty.server'
import { loadCataloguePage } from '~/routes/catalogue.server'
import { loadHomePage } from '~/routes/home.server'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

/** Page loaders against the embedded API over HTTP, as the running site calls it. */
const embedded = useEmbeddedApi()

const contextFor = (host: string, twentyBaseUrl = embedded.baseUrl()) => loadContextFor(host, { twentyBaseUrl })

describe('home page loader', () => {
  it('shows popular destinations with prices in the market currency', async () => {
    clearNavigationCache()
    const uk = await loadHomePage(await contextFor('uk.localhost'))
    const ch = await loadHomePage(await contextFor('de-ch.localhost'))
    expect(uk.destinations.length).toBeGreaterThan(0)
    expect(uk.destinations[0]!.href).toMatch(/^\/camping\/[a-z-]+\/[a-z-]+$/)
    expect(uk.destinations[0]!.fromPrice).not.toBe(ch.destinations[0]!.fromPrice)
    expect(uk.meta.title).toBe('Camping holidays in Europe')
  })

  it('renders a 503 page when the API cannot be reached', async () => {
    clearNavigationCache()
    expect(await thrownStatus(loadHomePage(await contextFor('uk.localhost', 'http://127.0.0.1:9/api/twenty')))).toBe(
      503,
    )
  })
})

// Page paths per language: tests/page-identity.test.ts (checked once, by the request handler).

describe('catalogue resolver', () => {
  it('resolves a country page with breadcrumbs in the market language', async () => {
    const page = await loadCataloguePage(await contextFor('de-ch.localhost'), 'camping/france')
    if (page.kind !== 'listing') throw new Error(`expected a listing, got ${page.kind}`)
    expect(page.place).toBe('country')
    expect(page.intro).not.toBe('')
    // The places down to the page (the layout's handle adds the front page before them).
    expect(page.trail[0]).toEqual({ label: 'Campingurlaub', to: '/camping' })
    expect(page.trail.at(-1)?.to).toBeUndefined()
  })

  it('renders tagged pages with their text once: no intro repeating the first paragraph', async () => {
    const page = await loadCataloguePage(await contextFor('nl.localhost'), 'veilig-boeken')
    if (page.kind !== 'taggedPage') throw new Error(`expected a tagged page, got ${page.kind}`)
    expect(page.body.length).toBeGreaterThan(1)
    expect(page.intro).toBe('')
    expect(new Set(page.body).size).toBe(page.body.length)
  })

  it("redirects a content page's English slug on a site of another language to the language's (301)", async () => {
    for (const [host, splat, target] of [
      ['nl.localhost', 'safety-icons', '/veilig-boeken'],
      ['de-at.localhost', 'contact', '/kontakt'],
      ['it.localhost', 'early-booking', '/prenota-prima'],
      ['fr.localhost', 'faq', '/questions-frequentes'],
      ['de.luxcamp.localhost', 'privacy-policy', '/datenschutz'],
    ] as const) {
      const thrown = await loadCataloguePage(await contextFor(host), splat).then(
        () => null,
        (error: unknown) => error,
      )
      expect(thrown, `${host}/${splat}`).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(301)
      expect((thrown as Response).headers.get('Location')).toBe(target)
    }
    // English sites keep the English slugs; a German slug is nothing there.
    expect((await loadCataloguePage(await contextFor('ie.localhost'), 'contact')).kind).toBe('taggedPage')
    expect(await thrownStatus(loadCataloguePage(await contextFor('uk.localhost'), 'kontakt'))).toBe(404)
  })

  it('serves tagged pages under /info/ for danskbilferie only', async () => {
    expect((await loadCataloguePage(await contextFor('uk.danskbilferie.localhost'), 'info/safety-icons')).kind).toBe(
      'taggedPage',
    )
    expect(await thrownStatus(loadCataloguePage(await contextFor('uk.danskbilferie.localhost'), 'safety-icons'))).toBe(
      404,
    )
    expect(await thrownStatus(loadCataloguePage(await contextFor('uk.localhost'), 'info/safety-icons'))).toBe(404)
  })

  it('is a 404 for unknown, malformed or over-long paths', async () => {
    const context = await contextFor('uk.localhost')
    expect(await thrownStatus(loadCataloguePage(context, 'camping/atlantis'))).toBe(404)
    expect(await thrownStatus(loadCataloguePage(context, 'a/b/c/d/e'))).toBe(404)
    expect(await thrownStatus(loadCataloguePage(context, 'Camping/<script>'))).toBe(404)
    expect(await thrownStatus(loadCataloguePage(context, `camping/${'a'.repeat(600)}`))).toBe(404)
  })

  it('renders a 503 page when the API is down', async () => {
    expect(
      await thrownStatus(
        loadCataloguePage(await contextFor('uk.localhost', 'http://127.0.0.1:9/api/twenty'), 'camping'),
      ),
    ).toBe(503)
  })
})
