/**
 * `GET search/arrival-days`: which days a stay of a given length can start on, for a destination
 * or anywhere, as one letter a day (ARRIVAL_DAY_CODES). The storefront's calendar disables the
 * other days and says why; its search pages name the nearest arrival days when one is refused.
 * The letters come from `quoteStay`, the rule `search/sites` applies, so the two never disagree.
 *
 * In this catalogue every campsite follows one season calendar, so a destination only narrows
 * which campsites are asked (none: every day is closed); a backend whose campsites keep their own
 * calendars answers, per day, the best any campsite of the destination gives.
 */
import type { ArrivalDayCode, ArrivalDays, ArrivalDaysQuery } from './contract'
import type { TwentyDatabase } from './db'
import { ApiError } from './http'
import { quoteStay, type StayProblem } from './pricing'
import { addDays } from './seasons'
import { stayCatalogue } from './stay-catalogue'

const CODE_OF: Record<StayProblem, ArrivalDayCode> = { closed: 'c', arrivalDay: 'a', minimumStay: 'm', wholeWeeks: 'w' }

/** The answer for a stay's length from tomorrow on (the first arrival the API takes). */
export function arrivalDays(database: TwentyDatabase, query: ArrivalDaysQuery, today: string): ArrivalDays {
  const catalogue = stayCatalogue(database)
  const bySlug = <T extends { slug: string; id: number }>(items: Iterable<T>, slug: string | undefined) => {
    if (slug === undefined) return undefined
    for (const item of items) if (item.slug === slug) return item.id
    throw ApiError.notFound(`No place "${slug}"`)
  }
  const countryId = bySlug(catalogue.countries, query.country)
  const areaId = bySlug(catalogue.areas, query.area)
  const cityId = bySlug(catalogue.cities, query.city)
  const site = query.site === undefined ? undefined : catalogue.sitesBySlug.get(query.site)
  if (query.site !== undefined && !site) throw ApiError.notFound(`No campsite "${query.site}"`)
  const anyCampsite = catalogue.sites.some(
    (candidate) =>
      (countryId === undefined || candidate.countryId === countryId) &&
      (areaId === undefined || candidate.areaId === areaId) &&
      (cityId === undefined || candidate.cityId === cityId) &&
      (site === undefined || candidate.id === site.id),
  )
  const from = addDays(today, 1)
  const party = { adults: 2, childAges: [] }
  let days = ''
  for (let index = 0; index < query.days; index++) {
    if (!anyCampsite) {
      days += 'c'
      continue
    }
    const problem = quoteStay(catalogue.calendar, addDays(from, index), query.duration, party).problem
    days += problem ? CODE_OF[problem] : 'o'
  }
  return { from, duration: query.duration, days }
}
