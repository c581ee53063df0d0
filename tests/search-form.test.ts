import { describe, expect, it } from 'vitest'
import {
  historyEntryOf,
  historyKey,
  placeOf,
  readHistory,
  saveToHistory,
  searchFromForm,
  searchOfEntry,
  searchUrl,
  siteHref,
} from '~/lib/search-form'
import { SEARCH_HISTORY_MAX, type SearchHistoryEntry } from '~/lib/search-params'
import {
  loadDestinationSuggestions,
  parsePick,
  parseSuggestionsRequest,
  savePick,
} from '~/routes/destination-suggestions.server'
import { loadHomePage } from '~/routes/home.server'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const TODAY = '2026-11-23'

function formData(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

/** localStorage as the browser has it: strings by key. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('the home form as a search', () => {
  it('keeps what was chosen and drops what is left at its default from the URL', () => {
    const state = searchFromForm(
      formData([
        ['country', 'france'],
        ['area', ''],
        ['city', ''],
        ['date', '2027-07-10'],
        ['duration', '7'],
        ['adults', '2'],
        ['children', '4'],
        ['children', ''],
      ]),
      TODAY,
    )
    expect(searchUrl('/search-and-book', state)).toBe('/search-and-book?country=france&date=2027-07-10&children=4')
  })

  it('clears a past date, makes an empty or zero duration a week, and defaults the party (SPEC section 9)', () => {
    const state = searchFromForm(
      formData([
        ['date', '2026-11-22'],
        ['duration', '0'],
      ]),
      TODAY,
    )
    expect(state.date).toBeNull()
    expect(state.duration).toBe(7)
    expect(state.party).toEqual({ adults: 2, children: [] })
    expect(searchFromForm(formData([['duration', '']]), TODAY).duration).toBe(7)
    expect(
      searchFromForm(
        formData([
          ['date', 'tomorrow'],
          ['adults', '99'],
          ['children', '40'],
        ]),
        TODAY,
      ),
    ).toMatchObject({
      date: null,
      party: { adults: 2, children: [] },
    })
  })

  it('sends a town with its area and country, an area with its country, a country alone', () => {
    expect(placeOf({ type: 'city', country: 'france', area: 'dordogne', city: 'sarlat-la-caneda' })).toEqual({
      country: 'france',
      area: 'dordogne',
      city: 'sarlat-la-caneda',
    })
    expect(placeOf({ type: 'area', country: 'france', area: 'dordogne', city: null })).toEqual({
      country: 'france',
      area: 'dordogne',
      city: null,
    })
    expect(placeOf({ type: 'country', country: 'france', area: null, city: null })).toEqual({
      country: 'france',
      area: null,
      city: null,
    })
  })

  it('opens a campsite at its catalogue path, or not at all without one', () => {
    expect(siteHref({ funnel: 'camping', country: 'france', area: 'dordogne', site: 'le-moulin' })).toBe(
      '/camping/france/dordogne/le-moulin',
    )
    expect(siteHref({ funnel: null, country: 'france', area: 'dordogne', site: 'le-moulin' })).toBeNull()
  })
})

describe('search history (SPEC section 5)', () => {
  const search = (entries: [string, string][]) => searchFromForm(formData(entries), TODAY)
  const save = (storage: ReturnType<typeof memoryStorage>, entries: [string, string][], locale = 'en') => {
    const state = search(entries)
    return saveToHistory(storage, locale, state, historyEntryOf(state, { country: 'France', area: null }, true))
  }

  it('saves only a search with a country, a date, more than 2 adults or children', () => {
    const storage = memoryStorage()
    expect(save(storage, [['duration', '14']])).toBe(false)
    expect(save(storage, [['adults', '2']])).toBe(false)
    expect(readHistory(storage, 'en')).toEqual([])
    expect(save(storage, [['country', 'france']])).toBe(true)
    expect(save(storage, [['date', '2027-07-10']])).toBe(true)
    expect(save(storage, [['adults', '3']])).toBe(true)
    expect(save(storage, [['children', '4']])).toBe(true)
    expect(readHistory(storage, 'en')).toHaveLength(4)
  })

  it('keeps the newest first, no duplicates, at most 10, per locale', () => {
    const storage = memoryStorage()
    for (let adults = 3; adults <= 14; adults++) save(storage, [['adults', String(Math.min(adults, 12))]])
    const history = readHistory(storage, 'en')
    expect(history).toHaveLength(SEARCH_HISTORY_MAX)
    expect(history.map((entry) => entry.persons.adults).slice(0, 3)).toEqual([12, 11, 10])
    save(storage, [['adults', '5']])
    expect(
      readHistory(storage, 'en')
        .map((entry) => entry.persons.adults)
        .slice(0, 2),
    ).toEqual([5, 12])
    expect(readHistory(storage, 'en').filter((entry) => entry.persons.adults === 5)).toHaveLength(1)
    expect(readHistory(storage, 'de-CH')).toEqual([])
  })

  it('drops entries of another version and survives what is not JSON', () => {
    const old = {
      version: 4,
      isAlpha: true,
      country: null,
      area: null,
      funnel: null,
      fromDate: null,
      toDate: null,
      persons: { adults: 3, children: [] },
    }
    const storage = memoryStorage({ [historyKey('en')]: JSON.stringify([old]) })
    expect(readHistory(storage, 'en')).toEqual([])
    save(storage, [['country', 'france']])
    expect(JSON.parse(storage.items.get(historyKey('en'))!)).toHaveLength(1)
    expect(readHistory(memoryStorage({ [historyKey('en')]: '{nope' }), 'en')).toEqual([])
  })

  it('goes on when storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const state = search([['country', 'france']])
    expect(saveToHistory(full, 'en', state, historyEntryOf(state, { country: 'France', area: null }, true))).toBe(false)
  })

  it('stores the names the visitor saw and the stay as dates, and searches them again', () => {
    const state = search([
      ['country', 'france'],
      ['area', 'dordogne'],
      ['date', '2027-07-10'],
      ['duration', '14'],
      ['children', '4'],
    ])
    const entry: SearchHistoryEntry = historyEntryOf(state, { country: 'France', area: 'Dordogne' }, false)
    expect(entry).toEqual({
      version: 5,
      isAlpha: false,
      country: { name: 'France', slug: 'france' },
      area: { name: 'Dordogne', slug: 'dordogne' },
      funnel: null,
      fromDate: '2027-07-10',
      toDate: '2027-07-24',
      persons: { adults: 2, children: [4] },
    })
    expect(searchUrl('/search-and-book', searchOfEntry(entry))).toBe(
      '/search-and-book?country=france&area=dordogne&date=2027-07-10&duration=14&children=4',
    )
  })
})

describe('destination suggestions (resource route)', () => {
  const embedded = useEmbeddedApi()
  const context = (host: string) => loadContextFor(host, { twentyBaseUrl: embedded.baseUrl() })

  it('asks for popular destinations below 2 trimmed characters and for matches from 2 on', () => {
    expect(parseSuggestionsRequest(new URLSearchParams(''))).toEqual({ kind: 'popular' })
    expect(parseSuggestionsRequest(new URLSearchParams('q=%20d%20'))).toEqual({ kind: 'popular' })
    expect(parseSuggestionsRequest(new URLSearchParams('q=%20do%20'))).toEqual({ kind: 'matches', searchString: 'do' })
    expect(parseSuggestionsRequest(new URLSearchParams('q=sarlat%0A%0Ala&funnel=camping'))).toEqual({
      kind: 'matches',
      searchString: 'sarlat la',
      funnel: 'camping',
    })
    // A funnel that is not a slug is ignored rather than sent on.
    expect(parseSuggestionsRequest(new URLSearchParams('q=dord&funnel=%3Cx%3E'))).toEqual({
      kind: 'matches',
      searchString: 'dord',
    })
    expect(parseSuggestionsRequest(new URLSearchParams(`q=${'a'.repeat(301)}`))).toBeNull()
  })

  it('answers places in the market language, campsites with their page', async () => {
    const uk = await loadDestinationSuggestions(await context('uk.localhost'), new URLSearchParams('q=dord'))
    expect(uk.kind).toBe('matches')
    expect(uk.suggestions[0]).toMatchObject({
      type: 'area',
      name: 'Dordogne',
      country: 'france',
      area: 'dordogne',
      href: null,
    })
    const italian = await loadDestinationSuggestions(await context('it.localhost'), new URLSearchParams('q=dord'))
    expect(italian.suggestions[0]).toMatchObject({ type: 'area', name: 'Dordogna' })
    const sites = (
      await loadDestinationSuggestions(await context('uk.localhost'), new URLSearchParams('q=camping'))
    ).suggestions.filter((s) => s.type === 'site')
    expect(sites.length).toBeGreaterThan(0)
    for (const site of sites) expect(site.href).toMatch(/^\/[a-z-]+\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+$/)
    const popular = await loadDestinationSuggestions(await context('uk.localhost'), new URLSearchParams('q=d'))
    expect(popular.kind).toBe('popular')
    expect(popular.suggestions.length).toBeGreaterThan(0)
    expect(popular.suggestions.length).toBeLessThanOrEqual(5)
  })

  it('is a 400 for a query string that is not its own, and a 503 when the API is down', async () => {
    expect(
      await thrownStatus(
        loadDestinationSuggestions(await context('uk.localhost'), new URLSearchParams(`q=${'a'.repeat(400)}`)),
      ),
    ).toBe(400)
    const down = await loadContextFor('uk.localhost', { twentyBaseUrl: 'http://127.0.0.1:9/api/twenty' })
    expect(await thrownStatus(loadDestinationSuggestions(down, new URLSearchParams('q=dord')))).toBe(503)
  })

  it('counts a pick, so that what visitors choose becomes popular (SPEC section 7)', async () => {
    const uk = await context('uk.localhost')
    const town = (await loadDestinationSuggestions(uk, new URLSearchParams('q=sarlat'))).suggestions.find(
      (s) => s.type === 'city',
    )!
    expect(town).toBeDefined()
    const before = await loadDestinationSuggestions(uk, new URLSearchParams(''))
    expect(before.suggestions.some((s) => s.type === 'city' && s.id === town.id)).toBe(false)
    for (let pick = 0; pick < 3; pick++)
      expect(await savePick(uk, new URLSearchParams({ id: String(town.id), type: 'city', popular: '0' }))).toBe(204)
    const after = await loadDestinationSuggestions(uk, new URLSearchParams(''))
    expect(after.suggestions[0]).toMatchObject({ type: 'city', id: town.id })
  })

  it('refuses a malformed pick and ignores an API failure, since nobody waits for it', async () => {
    expect(parsePick(new URLSearchParams('id=1&type=area&popular=1'))).toEqual({
      searchedId: 1,
      searchedType: 'area',
      popularSearch: true,
    })
    expect(parsePick(new URLSearchParams('id=1&type=planet&popular=1'))).toBeNull()
    expect(parsePick(new URLSearchParams('id=-3&type=area&popular=0'))).toBeNull()
    expect(await savePick(await context('uk.localhost'), new URLSearchParams('id=x'))).toBe(400)
    const down = await loadContextFor('uk.localhost', { twentyBaseUrl: 'http://127.0.0.1:9/api/twenty' })
    expect(await savePick(down, new URLSearchParams('id=1&type=area&popular=1'))).toBe(204)
  })

  it('gives the home form every country once, in the language, and tomorrow as the first arrival', async () => {
    const home = await loadHomePage(await context('de-ch.localhost'), Date.UTC(2026, 10, 23, 22))
    const names = home.searchForm.places.map((country) => country.name)
    expect(names).toContain('Frankreich')
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de-CH')))
    expect(home.searchForm.minDate).toBe('2026-11-24')
  })

  it('gives the home form each country’s regions and their towns (the select without JavaScript), once each, in order', async () => {
    const home = await loadHomePage(await context('it.localhost'))
    const france = home.searchForm.places.find((country) => country.slug === 'france')!
    const areas = france.areas.map((area) => area.name)
    expect(areas.length).toBeGreaterThan(0)
    expect(new Set(areas).size).toBe(areas.length)
    expect(areas).toEqual([...areas].sort((a, b) => a.localeCompare(b, 'it-IT')))
    const towns = france.areas.flatMap((area) => area.cities.map((city) => city.slug))
    expect(towns.length).toBeGreaterThan(0)
    expect(new Set(towns).size).toBe(towns.length)
  })
})
