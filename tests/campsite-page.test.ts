/** The campsite page's loader against the embedded API: prices for the party, tabs, reviews, the query action. */
import { describe, expect, it } from 'vitest'
import { rememberViewed } from '~/lib/recently-viewed'
import { parseSearchParams } from '~/lib/search-params.server'
import { campsiteHref, parseCampsiteView, type CampsitePageData } from '~/routes/catalogue-site.server'
import { loadCataloguePage } from '~/routes/catalogue.server'
import { loadHomePage } from '~/routes/home.server'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

describe('campsite page', () => {
  const embedded = useEmbeddedApi({ seedScale: 0.2 })
  const year = new Date().getUTCFullYear() + 1
  const saturday = (() => {
    const day = new Date(Date.UTC(year, 6, 10))
    while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
    return day.toISOString().slice(0, 10)
  })()

  const load = async (host: string, path: string, query = '') => {
    const context = await loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })
    const page = await loadCataloguePage(context, path, `http://${host}/${path}${query}`)
    if (page.kind !== 'site') throw new Error(`expected a campsite, got ${page.kind}`)
    return page
  }

  /** A campsite of the area page with the most reviews on its first page. */
  const firstSitePath = async (host: string) => {
    const context = await loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })
    const area = await loadCataloguePage(
      context,
      'camping/france/dordogne',
      `http://${host}/camping/france/dordogne?sort=review-desc`,
    )
    if (area.kind !== 'listing') throw new Error('expected a listing')
    return area.results!.sites[0]!.href.slice(1)
  }

  it('prices every accommodation for the party in the market currency, and the price follows the party', async () => {
    const path = await firstSitePath('de-ch.localhost')
    const two = await load('de-ch.localhost', path, `?date=${saturday}`)
    const family = await load('de-ch.localhost', path, `?date=${saturday}&adults=2&children=4`)
    expect(two.meta.analytics?.pageType).toBe('Campsite')
    expect(two.accommodations.length).toBeGreaterThan(0)
    for (const offer of [...two.accommodations, ...family.accommodations]) {
      expect(offer.price.currency).toBe('CHF')
      // The total is the rent after discount plus the fees paid with the booking.
      const fees = offer.price.fees.reduce((sum, fee) => sum + fee.amount, 0)
      expect(offer.price.total).toBeCloseTo(offer.price.rent - (offer.price.discount?.amount ?? 0) + fees, 1)
      expect(offer.href).toMatch(/^\/buchung\/new\?/)
    }
    // A 4-year-old pays tourist tax at half: every shared unit costs more for the family.
    const byId = new Map(two.accommodations.map((offer) => [offer.id, offer.price.total]))
    const shared = family.accommodations.filter((offer) => byId.has(offer.id))
    expect(shared.length).toBeGreaterThan(0)
    for (const offer of shared) expect(offer.price.total).toBeGreaterThan(byId.get(offer.id)!)
    expect(family.accommodations.every((offer) => offer.maxPersons >= 3)).toBe(true)
  })

  it('carries its schema.org Campground with the aggregate rating, and a canonical without the query', async () => {
    const path = await firstSitePath('nl-be.localhost')
    const page = await load('nl-be.localhost', path, `?date=${saturday}&tab=reviews`)
    expect(page.meta.canonical).toBe(`http://nl-be.localhost/${path}`)
    expect(page.meta.jsonLd).toMatchObject({
      '@type': 'Campground',
      name: page.site.name,
      aggregateRating: { reviewCount: page.reviews.summary.count, bestRating: 10 },
    })
  })

  it('sorts reviews newest first and filters them to families with a child under 6, in the URL', async () => {
    const path = await firstSitePath('nl-be.localhost')
    const page = await load(
      'nl-be.localhost',
      path,
      '?tab=reviews&order=newest-oldest&group=family-with-youngest-child-lower-6-years',
    )
    expect(page.view).toMatchObject({
      tab: 'reviews',
      order: 'newest-oldest',
      group: 'family-with-youngest-child-lower-6-years',
    })
    const dates = page.reviews.page.reviews.map((review) => review.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(
      page.reviews.page.reviews.every((review) => review.group === 'family-with-youngest-child-lower-6-years'),
    ).toBe(true)
    const group = page.reviews.groupHrefs.find((link) => link.group === 'couple')!
    expect(group.href).toContain('group=couple')
    expect(group.href).toContain('order=newest-oldest')
  })

  it('prices its map marker from its own offers: "not available" only when nothing can be booked (issue 17)', async () => {
    for (const host of ['ie.localhost', 'de-at.localhost', 'fr.localhost']) {
      const path = await firstSitePath(host)
      const page = await load(host, path, `?date=${saturday}&tab=important-info`)
      expect(page.accommodations.length).toBeGreaterThan(0)
      const cheapest = Math.min(...page.accommodations.map((offer) => offer.price.total))
      expect(page.mapSite.price).toEqual({ total: cheapest, currency: page.accommodations[0]!.price.currency })
      expect(page.mapSite).toMatchObject({ slug: page.site.slug, href: `/${path}`, lat: page.site.coordinates.lat })
    }
    // January: closed, nothing to book, and the marker says so.
    const path = await firstSitePath('it.localhost')
    const closed = await load('it.localhost', path, `?date=${year}-01-16&tab=important-info`)
    expect(closed.accommodations).toEqual([])
    expect(closed.mapSite.price).toBeNull()
  })

  it('highlights the accommodation of ?accommodation= and keeps it in its links', async () => {
    const path = await firstSitePath('uk.localhost')
    const first = await load('uk.localhost', path, `?date=${saturday}`)
    const chosen = first.accommodations.at(-1)!
    const page = await load('uk.localhost', path, `?date=${saturday}&accommodation=${chosen.id}`)
    expect(page.view.accommodation).toBe(chosen.id)
  })

  it('remembers the campsites a visitor opened, newest first, and shows them on the home page and other campsites', async () => {
    const context = await loadContextFor('nl.localhost', { twentyBaseUrl: embedded.baseUrl() })
    const area = await loadCataloguePage(
      context,
      'camping/france/dordogne',
      'http://nl.localhost/camping/france/dordogne',
    )
    if (area.kind !== 'listing') throw new Error('expected a listing')
    const [first, second] = area.results!.sites.map((site) => site.href.slice(1))
    let cookie = ''
    const visit = async (path: string) => {
      const visitor = await loadContextFor('nl.localhost', { twentyBaseUrl: embedded.baseUrl(), cookie })
      const page = (await loadCataloguePage(visitor, path, `http://nl.localhost/${path}`)) as CampsitePageData
      const set = (await visitor.session.commit()).find((value) => value.startsWith('viewed='))
      if (set) cookie = set.split(';')[0]!
      expect(set ?? '').toMatch(/HttpOnly/i)
      return page
    }
    expect((await visit(first!)).recentlyViewed).toEqual([])
    const page = await visit(second!)
    expect(page.recentlyViewed.map((site) => site.href)).toEqual([`/${first}`])
    await visit(first!)
    const home = await loadHomePage(await loadContextFor('nl.localhost', { twentyBaseUrl: embedded.baseUrl(), cookie }))
    expect(home.recentlyViewed.map((site) => site.href)).toEqual([`/${first}`, `/${second}`])
  })

  it('keeps six campsites at most, each once', () => {
    const site = (n: number) => ({ slug: `s${n}`, name: `S${n}`, location: 'x', href: `/c/f/a/s${n}`, image: '/i' })
    let list = [site(1)]
    for (let n = 2; n <= 8; n++) list = rememberViewed(list, site(n))
    list = rememberViewed(list, site(5))
    expect(list.map((s) => s.slug)).toEqual(['s5', 's8', 's7', 's6', 's4', 's3'])
  })

  it('reads its own parameters and falls back on nonsense', () => {
    expect(
      parseCampsiteView(
        new URLSearchParams('tab=nope&order=random&group=pets&reviewPage=-2&accommodation=abc&dates=rigid'),
      ),
    ).toEqual({
      tab: 'description',
      order: 'most-helpful',
      group: null,
      reviewPage: 1,
      accommodation: null,
      flexible: false,
    })
    expect(parseCampsiteView(new URLSearchParams('dates=flexible')).flexible).toBe(true)
    const state = parseSearchParams(new URLSearchParams('date=2099-07-10&children=4&funnel=x'), { today: '2026-11-24' })
    expect(
      campsiteHref('/camping/a/b/c', state, { tab: 'reviews', order: 'most-helpful', reviewPage: 2 }, '#reviews'),
    ).toBe('/camping/a/b/c?date=2099-07-10&children=4&tab=reviews&reviewPage=2#reviews')
  })

  it('is a 404 for a campsite under the wrong area, and a 503 when the API is down', async () => {
    const path = await firstSitePath('uk.localhost')
    const context = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
    expect(await thrownStatus(loadCataloguePage(context, path.replace('dordogne', 'brittany')))).toBe(404)
    expect(await thrownStatus(loadCataloguePage(context, 'camping/france/dordogne/no-such-campsite'))).toBe(404)
    const down = await loadContextFor('uk.localhost', { twentyBaseUrl: 'http://127.0.0.1:9/api/twenty' })
    expect(await thrownStatus(loadCataloguePage(down, path))).toBe(503)
  })
})
