import { describe, expect, it } from 'vitest'
import {
  AUTOCOMPLETE_LIMIT,
  AUTOCOMPLETE_MIN_CHARS,
  DEFAULT_SORT,
  endDate,
  isWorthRemembering,
  newSearch,
  rememberSearch,
  SEARCH_COOKIE_MAX_AGE_S,
  SEARCH_DEFAULTS,
  SEARCH_HISTORY_MAX,
  SEARCH_HISTORY_VERSION,
  SEARCH_PAGE_SIZE,
  searchQuery,
  toggleFilter,
  VISITOR_COOKIE_MAX_AGE_S,
  type SearchHistoryEntry,
} from '~/lib/search-params'
import { parseSavedSearch, parseSearchParams, savedSearchOf } from '~/lib/search-params.server'

const TODAY = '2026-11-23'
const parse = (query: string, saved: Parameters<typeof parseSearchParams>[1]['saved'] = null) =>
  parseSearchParams(new URLSearchParams(query), { today: TODAY, saved })

describe('SPEC constants of the search flow (section 9), pinned by value', () => {
  it('60-day search cookie, 400-day visitor id, page size 10, history 10 of version 5, autocomplete 5 from 2 characters, popular first', () => {
    expect(SEARCH_COOKIE_MAX_AGE_S).toBe(5_184_000)
    expect(VISITOR_COOKIE_MAX_AGE_S).toBe(34_560_000)
    expect(SEARCH_PAGE_SIZE).toBe(10)
    expect(SEARCH_HISTORY_MAX).toBe(10)
    expect(SEARCH_HISTORY_VERSION).toBe(5)
    expect(AUTOCOMPLETE_MIN_CHARS).toBe(2)
    expect(AUTOCOMPLETE_LIMIT).toBe(5)
    expect(DEFAULT_SORT).toBe('popular-desc')
    expect(SEARCH_DEFAULTS).toEqual({ adults: 2, duration: 7 })
  })
})

describe('parseSearchParams', () => {
  it('defaults to 2 adults, no children, 7 days, no date, page 1, popular first', () => {
    expect(parse('')).toEqual({
      query: null,
      funnel: null,
      country: null,
      city: null,
      area: null,
      date: null,
      duration: 7,
      party: { adults: 2, children: [] },
      filters: {
        funnels: [],
        countries: [],
        areas: [],
        facilities: [],
        accommodations: [],
        bedrooms: [],
        reviewScores: [],
        accessibility: [],
      },
      sort: 'popular-desc',
      page: 1,
    })
  })

  it('reads every search-flow parameter of SPEC section 2', () => {
    const state = parse(
      'query=Dordogne&funnel=camping&country=france&city=sarlat&area=dordogne&date=2027-07-10&duration=14&adults=3&children=4&children=11' +
        '&funnels=glamping&countries=france&countries=italy&areas=dordogne&facilities=192&facilities=4730&accommodations=mobile-home&bedrooms=2&reviewScores=8&sort=price-asc&page=3' +
        '&accessibility=wide-doors&accessibility=accessible&accessibility=wide-doors',
    )
    expect(state).toEqual({
      query: 'Dordogne',
      funnel: 'camping',
      country: 'france',
      city: 'sarlat',
      area: 'dordogne',
      date: '2027-07-10',
      duration: 14,
      party: { adults: 3, children: [4, 11] },
      filters: {
        funnels: ['glamping'],
        countries: ['france', 'italy'],
        areas: ['dordogne'],
        facilities: [192, 4730],
        accommodations: ['mobile-home'],
        bedrooms: [2],
        reviewScores: [8],
        accessibility: ['wide-doors'],
      },
      sort: 'price-asc',
      page: 3,
    })
  })

  it('clears a past date and keeps today and later (SPEC section 5)', () => {
    expect(parse('date=2026-11-22').date).toBeNull()
    expect(parse('date=2026-11-23').date).toBe('2026-11-23')
    expect(parse('date=2027-02-30').date).toBeNull()
    expect(parse('date=tomorrow').date).toBeNull()
  })

  it('makes an empty, zero or nonsense duration a week', () => {
    for (const query of ['duration=', 'duration=0', 'duration=-3', 'duration=abc', 'duration=2.5', 'duration=999']) {
      expect(parse(query).duration, query).toBe(7)
    }
    expect(parse('duration=3').duration).toBe(3)
  })

  it('keeps only valid children ages and adult counts', () => {
    expect(parse('adults=0').party.adults).toBe(2)
    expect(parse('adults=21').party.adults).toBe(2)
    expect(parse('children=4&children=x&children=18&children=0').party.children).toEqual([4, 0])
  })

  it('shows page only as a number from 1, sort only as a known option', () => {
    expect(parse('page=0').page).toBe(1)
    expect(parse('page=abc').page).toBe(1)
    expect(parse('sort=cheapest').sort).toBe('popular-desc')
  })

  it('drops unparsable slugs, control characters and duplicates instead of failing', () => {
    const state = parse(
      'country=Fr%C3%A4nce&areas=dordogne&areas=dordogne&areas=../etc&query=%00camp%0Ading%20%20site&facilities=192&facilities=192',
    )
    expect(state.country).toBeNull()
    expect(state.filters.areas).toEqual(['dordogne'])
    expect(state.filters.facilities).toEqual([192])
    expect(state.query).toBe('camp ding site')
  })

  it('keeps one minimum review grade, the lowest asked, and drops grades outside 1-10', () => {
    expect(parse('reviewScores=8').filters.reviewScores).toEqual([8])
    expect(parse('reviewScores=8&reviewScores=7&reviewScores=9').filters.reviewScores).toEqual([7])
    expect(parse('reviewScores=&reviewScores=11&reviewScores=0&reviewScores=x').filters.reviewScores).toEqual([])
    expect(searchQuery(parse('country=italy&reviewScores=9&reviewScores=7')).toString()).toBe(
      'country=italy&reviewScores=7',
    )
  })

  it('restores persons, duration and date from the search cookie where the URL says nothing', () => {
    const saved = { party: { adults: 4, children: [6] }, duration: 10, date: '2027-08-01' }
    expect(parse('country=france', saved)).toMatchObject({ party: saved.party, duration: 10, date: '2027-08-01' })
    // What the URL says wins, also an empty value.
    expect(parse('adults=2&duration=&date=2027-07-03', saved)).toMatchObject({
      party: { adults: 2, children: [] },
      duration: 7,
      date: '2027-07-03',
    })
    // A saved date that has passed is not restored.
    expect(parse('', { ...saved, date: '2026-01-01' }).date).toBeNull()
  })
})

describe('the search state', () => {
  it('ends a stay on the arrival date plus its duration', () => {
    expect(endDate('2027-07-10', 7)).toBe('2027-07-17')
    expect(endDate('2027-02-25', 7)).toBe('2027-03-04')
    expect(endDate('2026-12-28', 14)).toBe('2027-01-11')
  })

  it('writes a short, canonical URL: defaults left out, page only above 1, and reads it back the same', () => {
    const state = parse(
      'country=france&date=2027-07-10&adults=2&children=4&facilities=192&bedrooms=2&sort=price-asc&page=2',
    )
    const query = searchQuery(state)
    expect(query.toString()).toBe(
      'country=france&date=2027-07-10&children=4&facilities=192&bedrooms=2&sort=price-asc&page=2',
    )
    expect(parse(query.toString())).toEqual(state)
    expect(searchQuery({ ...state, page: 1 }).has('page')).toBe(false)
  })

  it('starts a new search on page 1 without filters, and toggles a filter value on and off', () => {
    const filtered = parse('country=france&facilities=192&bedrooms=2&page=4')
    expect(newSearch(filtered, { country: 'italy' })).toMatchObject({
      country: 'italy',
      page: 1,
      filters: { facilities: [], bedrooms: [] },
    })
    const on = toggleFilter(filtered, 'facilities', 4730)
    expect(on.filters.facilities).toEqual([192, 4730])
    expect(on.page).toBe(1)
    expect(toggleFilter(on, 'facilities', 192).filters.facilities).toEqual([4730])
  })

  it('keeps in the search cookie only persons, duration and date, and refuses a cookie that is not ours', () => {
    const state = parse('country=france&date=2027-07-10&adults=3&children=5')
    expect(savedSearchOf(state)).toEqual({ party: { adults: 3, children: [5] }, duration: 7, date: '2027-07-10' })
    expect(parseSavedSearch(savedSearchOf(state))).toEqual(savedSearchOf(state))
    expect(parseSavedSearch({ party: { adults: 'x' } })).toBeNull()
    expect(parseSavedSearch('nonsense')).toBeNull()
  })
})

describe('search history (SPEC section 5)', () => {
  const entry = (country: string, adults = 2): SearchHistoryEntry => ({
    version: SEARCH_HISTORY_VERSION,
    isAlpha: true,
    country: { name: country, slug: country },
    area: null,
    funnel: null,
    fromDate: null,
    toDate: null,
    persons: { adults, children: [] },
  })

  it('remembers a search only with a country, a date, more than 2 adults, or children', () => {
    expect(isWorthRemembering(parse(''))).toBe(false)
    expect(isWorthRemembering(parse('adults=2'))).toBe(false)
    expect(isWorthRemembering(parse('country=france'))).toBe(true)
    expect(isWorthRemembering(parse('date=2027-07-10'))).toBe(true)
    expect(isWorthRemembering(parse('adults=3'))).toBe(true)
    expect(isWorthRemembering(parse('children=3'))).toBe(true)
  })

  it('keeps 10 at most, newest first, without duplicates, dropping other versions', () => {
    let history: SearchHistoryEntry[] = [{ ...entry('old'), version: 4 }]
    for (let i = 0; i < 12; i++) history = rememberSearch(history, entry(`country-${i}`))
    expect(history).toHaveLength(10)
    expect(history[0]!.country!.slug).toBe('country-11')
    expect(history.some((e) => e.version !== SEARCH_HISTORY_VERSION)).toBe(false)
    history = rememberSearch(history, entry('country-5'))
    expect(history).toHaveLength(10)
    expect(history[0]!.country!.slug).toBe('country-5')
    expect(history.filter((e) => e.country!.slug === 'country-5')).toHaveLength(1)
    expect(rememberSearch(history, entry('country-5', 3))[0]!.persons.adults).toBe(3)
  })
})
