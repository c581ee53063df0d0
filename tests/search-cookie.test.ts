import { describe, expect, it } from 'vitest'
import { SEARCH_COOKIE_MAX_AGE_S } from '~/lib/search-params'
import { shortSearchParams } from '~/lib/search-params.server'
import { RequestSession } from '~/lib/session.server'
import { loadSearchAndBook } from '~/routes/search-and-book.server'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

/** The cookie pairs of Set-Cookie values, as a browser would send them back. */
const cookieHeader = (setCookies: string[]) => setCookies.map((value) => value.split(';')[0]).join('; ')

describe('the search cookie (SPEC sections 3 and 4)', () => {
  const embedded = useEmbeddedApi({ warmSearch: false })
  const year = new Date().getUTCFullYear() + 1
  const saturday = (() => {
    const day = new Date(Date.UTC(year, 6, 10))
    while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
    return day.toISOString().slice(0, 10)
  })()

  const load = async (url: string, cookie?: string) => {
    const context = await loadContextFor(new URL(url).host, { twentyBaseUrl: embedded.baseUrl(), cookie })
    const data = await loadSearchAndBook({ request: new Request(url), params: {}, context })
    return { data, setCookies: await context.session.commit() }
  }

  it('keeps persons, duration and date of a search for 60 days, and the next search starts from them', async () => {
    const first = await load(
      `http://de-ch.localhost/camping-suche?country=france&date=${saturday}&duration=14&adults=3&children=4`,
    )
    const search = first.setCookies.find((value) => value.startsWith('search='))
    expect(search).toBeDefined()
    expect(search).toContain(`Max-Age=${SEARCH_COOKIE_MAX_AGE_S}`)
    expect(search).toMatch(/HttpOnly/i)

    // Back later, without any of them in the URL: the same party, length and date; not the place.
    const again = await load('http://de-ch.localhost/camping-suche', cookieHeader(first.setCookies))
    expect(again.data.state).toMatchObject({
      country: null,
      date: saturday,
      duration: 14,
      party: { adults: 3, children: [4] },
    })
    expect(again.data.results!.stay).toMatchObject({ arrivalDate: saturday, duration: 14 })
    // Nothing new to remember: no cookie is written again.
    expect(again.setCookies.filter((value) => value.startsWith('search='))).toEqual([])
  })

  it('lets the URL win over the saved search, and remembers the new one', async () => {
    const first = await load(`http://uk.localhost/search-and-book?date=${saturday}&adults=4`)
    const changed = await load(`http://uk.localhost/search-and-book?adults=2`, cookieHeader(first.setCookies))
    expect(changed.data.state.party).toEqual({ adults: 2, children: [] })
    expect(changed.data.state.date).toBe(saturday)
    const later = await load(
      'http://uk.localhost/search-and-book',
      cookieHeader([...first.setCookies, ...changed.setCookies].slice(-1)),
    )
    expect(later.data.state.party.adults).toBe(2)
  })

  it('does not remember a search the booking system refused', async () => {
    const refused = await load('http://uk.localhost/search-and-book?duration=40')
    expect(refused.data.problem).toBe('invalid')
    expect(refused.setCookies.filter((value) => value.startsWith('search='))).toEqual([])
  })

  it('sends a submitted form to its short address', async () => {
    const thrown = await load(
      'http://it.localhost/cerca?country=&funnel=&adults=2&sort=popular-desc&facilities=192',
    ).catch((response: Response) => response)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('Location')).toBe('/cerca?adults=2&facilities=192')
  })

  it('keeps pages that do not read the saved search cacheable (and the back-forward cache working)', async () => {
    const first = await load(`http://uk.localhost/search-and-book?date=${saturday}&adults=3`)
    const request = new Request('http://uk.localhost/', { headers: { Cookie: cookieHeader(first.setCookies) } })
    const home = await RequestSession.fromRequest(request)
    expect(home.present).toBe(false)
    const searchPage = await RequestSession.fromRequest(request)
    expect(searchPage.savedSearch?.party.adults).toBe(3)
    expect(searchPage.present).toBe(true)
  })

  it('ignores a cookie that is not ours or no longer parses', async () => {
    const session = await RequestSession.fromRequest(
      new Request('http://uk.localhost/', { headers: { Cookie: 'search=eyJwYXJ0eSI6MX0%3D' } }),
    )
    expect(session.savedSearch).toBeNull()
    expect(session.present).toBe(false)
  })
})

describe('the short address of a submitted search', () => {
  const short = (query: string) => shortSearchParams(new URLSearchParams(query))?.toString() ?? null

  it('drops empty fields and the default sort and page, keeping everything else in order', () => {
    expect(
      short(
        'country=&funnel=&date=2027-07-17&duration=7&adults=2&children=&children=&sort=popular-desc&facilities=192&page=1&utm_source=mail',
      ),
    ).toBe('date=2027-07-17&duration=7&adults=2&children=&children=&facilities=192&utm_source=mail')
  })

  it('keeps persons, duration and date even when empty or the default: they override the saved search', () => {
    expect(short('date=&duration=7&adults=2&children=')).toBeNull()
  })

  it('leaves a short address alone', () => {
    expect(short('country=france&sort=price-asc&page=2')).toBeNull()
    expect(short('')).toBeNull()
  })
})
