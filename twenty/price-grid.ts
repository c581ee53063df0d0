/**
 * `POST search/price-grid` (issue 24, decision 035): a campsite's accommodations (rows) by the
 * arrival dates three weeks either side of the asked one (columns), for the same length of stay
 * and party. Columns are only the days the season calendar lets the stay start on (`quoteStay`,
 * the rule `search/*` and `search/arrival-days` apply); a cell is the unit's `totalPrice` from
 * `priceStay`, the very function `search/accommodations` and the cart price with, or null when no
 * unit is free for those nights. Availability and prices come from the in-memory stay catalogue
 * (decision 010): one snapshot read for the whole window, no SQL per cell.
 */
import { defaultCalendarDate, toIsoDate } from './calendar'
import type { ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { ApiError } from './http'
import { API_LOCALE_INFO } from './locales'
import { PRICE_GRID_DAYS_EITHER_SIDE, type PriceGrid, type PriceGridRequest } from './price-grid-contract'
import { isAvailable, priceStay, quoteStay, type PriceContext, type StayQuote } from './pricing'
import type { Language } from './schema'
import { accommodationName } from './search'
import { addDays } from './seasons'
import { stayCatalogue } from './stay-catalogue'
import { CATEGORY_NAMES } from './stays-data'

export interface PriceGridContext {
  apiLocale: ApiLocale
  language: Language
  now: Date
}

export function priceGrid(database: TwentyDatabase, request: PriceGridRequest, context: PriceGridContext): PriceGrid {
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesBySlug.get(request.site)
  if (!site) throw ApiError.notFound(`No campsite "${request.site}"`)
  const { parameters } = request
  const today = toIsoDate(context.now)
  const asked = parameters.date ?? defaultCalendarDate(context.now)
  if (asked <= today) throw ApiError.validation('parameters.date: the arrival date must be after today')
  const party = { adults: parameters.persons.adults, childAges: parameters.persons.children.map((child) => child.age) }
  const tomorrow = addDays(today, 1)
  const earliest = addDays(asked, -PRICE_GRID_DAYS_EITHER_SIDE)
  const from = earliest > tomorrow ? earliest : tomorrow
  const to = addDays(asked, PRICE_GRID_DAYS_EITHER_SIDE)

  // The columns: every day of the window a stay of this length and party may start on.
  const quotes: StayQuote[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const quote = quoteStay(catalogue.calendar, day, parameters.duration, party)
    if (quote.problem === null) quotes.push(quote)
  }
  const prices: PriceContext = {
    apiLocale: context.apiLocale,
    language: context.language,
    bookingDate: today,
    feeNames: catalogue.feeNames,
  }
  const partySize = party.adults + party.childAges.length
  const rows = site.accommodations
    .filter((accommodation) => accommodation.maxPersons >= partySize)
    .map((accommodation) => {
      const totals = quotes.map((quote) =>
        isAvailable(accommodation, quote)
          ? priceStay(accommodation, site.fees, site.discounts, quote, prices, site.currency).totalPrice
          : null,
      )
      const offered = totals.filter((total): total is number => total !== null)
      const lowestPrice = offered.length > 0 ? Math.min(...offered) : null
      return {
        id: accommodation.id,
        name: accommodationName(accommodation, context.language),
        category: CATEGORY_NAMES[accommodation.category][context.language],
        maxPersons: accommodation.maxPersons,
        cells: quotes.map((quote, index) => ({
          arrivalDate: quote.arrival,
          totalPrice: totals[index] ?? null,
          cheapest: totals[index] !== null && totals[index] === lowestPrice,
        })),
        lowestPrice,
      }
    })
    // Lowest total first, as the page lists its offers; booked-out rows last.
    .sort(
      (a, b) =>
        (a.lowestPrice ?? Number.POSITIVE_INFINITY) - (b.lowestPrice ?? Number.POSITIVE_INFINITY) || a.id - b.id,
    )
  return {
    site: site.slug,
    currency: API_LOCALE_INFO[context.apiLocale].currency,
    arrivalDate: asked,
    duration: parameters.duration,
    persons: parameters.persons,
    from,
    to,
    dates: quotes.map((quote) => ({
      arrivalDate: quote.arrival,
      departureDate: quote.departure,
      // A quote without a problem has a first week, so a season.
      season: quote.season ?? 'low',
      asked: quote.arrival === asked,
    })),
    rows,
  }
}
