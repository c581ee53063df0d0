/**
 * The calendar's arrival rules in the storefront (issue 17): reading the API's letters, the
 * nearest arrival days of a refused date, the resource route, and the search pages' links to
 * those days (what a browser without JavaScript gets instead of a calendar that disables days).
 */
import { describe, expect, it } from 'vitest'
import { arrivalDaysQuery, arrivalProblem, nearestArrivalDays } from '~/lib/arrival-days'
import { clearNavigationCache } from '~/lib/twenty.server'
import { loader as arrivalDaysRoute } from '~/routes/arrival-days'
import type { CampsitePageData } from '~/routes/catalogue-site.server'
import { loadCataloguePage } from '~/routes/catalogue.server'
import { loadSearchAndBook } from '~/routes/search-and-book.server'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

/** Tomorrow is a Thursday; day 0 closed, then two open days, a Saturday-only week-end. */
const RULES = { from: '2027-07-01', days: 'coooaaoaaaaaaoc' }

describe('arrival rules as letters', () => {
  it('reads a day’s verdict; days outside the answer are unknown', () => {
    expect(arrivalProblem(RULES, '2027-07-01')).toBe('closed')
    expect(arrivalProblem(RULES, '2027-07-02')).toBeNull()
    expect(arrivalProblem(RULES, '2027-07-05')).toBe('arrivalDay')
    expect(arrivalProblem(RULES, '2027-06-30')).toBeUndefined()
    expect(arrivalProblem(RULES, '2027-07-16')).toBeUndefined()
  })

  it('names the nearest arrival days: one before, two after, in date order', () => {
    expect(nearestArrivalDays(RULES, '2027-07-09')).toEqual(['2027-07-07', '2027-07-14'])
    expect(nearestArrivalDays(RULES, '2027-07-05')).toEqual(['2027-07-04', '2027-07-07', '2027-07-14'])
    expect(nearestArrivalDays(RULES, '2027-07-01', { before: 3, after: 1 })).toEqual(['2027-07-02'])
    // A date past the answer still finds the last days before it.
    expect(nearestArrivalDays(RULES, '2027-09-01')).toEqual(['2027-07-14'])
  })

  it('asks the resource route for a destination and length only', () => {
    expect(arrivalDaysQuery({ country: 'france', area: null, city: null }, 14).toString()).toBe(
      'duration=14&country=france',
    )
  })
})

describe('arrival days in the storefront (against the embedded API)', () => {
  const embedded = useEmbeddedApi({ seedScale: 0.1 })
  const year = new Date().getUTCFullYear() + 1
  /** A Wednesday in the high season of next year, and the Saturdays around it. */
  const wednesday = (() => {
    const day = new Date(Date.UTC(year, 6, 14))
    while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1)
    return day.toISOString().slice(0, 10)
  })()
  const plus = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const context = (host: string) => loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })

  it('serves the rules of a destination as JSON, and the rules for anywhere for a place it does not know', async () => {
    const response = await arrivalDaysRoute({
      request: new Request('http://nl-be.localhost/arrival-days?duration=7&country=italy'),
      context: await context('nl-be.localhost'),
      params: {},
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=600')
    const rules = (await response.json()) as { from: string; days: string }
    expect(arrivalProblem(rules, wednesday)).toBe('arrivalDay')
    expect(arrivalProblem(rules, plus(wednesday, 3))).toBeNull()
    const unknown = await arrivalDaysRoute({
      request: new Request('http://it.localhost/arrival-days?duration=oops&area=atlantis'),
      context: await context('it.localhost'),
      params: {},
    })
    expect(((await unknown.json()) as { days: string }).days).toBe(rules.days)
    const down = await arrivalDaysRoute({
      request: new Request('http://it.localhost/arrival-days'),
      context: await loadContextFor('it.localhost', { twentyBaseUrl: 'http://127.0.0.1:9/api/twenty' }),
      params: {},
    })
    expect(down.status).toBe(503)
  })

  it('a search refused for its arrival day links the nearest Saturdays, keeping place, party and filters', async () => {
    clearNavigationCache()
    const url = `http://de-at.localhost/camping-suche?country=italy&date=${wednesday}&adults=3&facilities=192`
    const data = await loadSearchAndBook({
      request: new Request(url),
      params: {},
      context: await context('de-at.localhost'),
    })
    expect(data.problem).toBe('arrivalDay')
    expect(data.arrivalSuggestions.map((s) => s.date)).toEqual([
      plus(wednesday, -4),
      plus(wednesday, 3),
      plus(wednesday, 10),
    ])
    expect(data.arrivalSuggestions[1]!.href).toBe(
      `/camping-suche?country=italy&date=${plus(wednesday, 3)}&adults=3&facilities=192`,
    )
    // A date the calendar takes has none.
    const fine = await loadSearchAndBook({
      request: new Request(url.replace(wednesday, plus(wednesday, 3))),
      params: {},
      context: await context('de-at.localhost'),
    })
    expect(fine.problem).toBeNull()
    expect(fine.arrivalSuggestions).toEqual([])
  })

  it('a campsite page refused for a closed season links the first days of the next one', async () => {
    const ctx = await context('fr.localhost')
    const area = await loadCataloguePage(ctx, 'camping/france/dordogne', 'http://fr.localhost/camping/france/dordogne')
    if (area.kind !== 'listing') throw new Error('expected a listing')
    const path = area.results!.sites[0]!.href.slice(1)
    const page = (await loadCataloguePage(
      ctx,
      path,
      `http://fr.localhost/${path}?date=${year}-01-13&duration=7`,
    )) as CampsitePageData
    expect(page.problem).toBe('closed')
    expect(page.arrivalSuggestions.length).toBe(2)
    for (const suggestion of page.arrivalSuggestions) {
      expect(suggestion.date > `${year}-03-31`).toBe(true)
      expect(suggestion.href).toBe(`/${path}?date=${suggestion.date}#accommodations`)
    }
  })
})
