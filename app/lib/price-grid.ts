/**
 * The campsite page's flexible-dates grid as the page shows it (issue 24, decision 035): shared by
 * its loader (routes/catalogue-price-grid.server.ts) and its component (components/campsite/PriceGrid).
 */
import type { Currency } from '../../market-config/markets'

export interface PriceGridCellView {
  arrivalDate: string
  /** The party's total for the stay, unavoidable fees included; null: booked out. */
  totalPrice: number | null
  /** The row's lowest total. */
  cheapest: boolean
}

export interface PriceGridView {
  currency: Currency
  duration: number
  /** The columns: arrival days the calendar allows for this stay, three weeks either side. */
  dates: { arrivalDate: string; departureDate: string; asked: boolean }[]
  rows: {
    id: number
    name: string
    /** This page for a stay with the unit highlighted, the arrival day as DATE_SLOT (one address per row, not per cell). */
    href: string
    cells: PriceGridCellView[]
  }[]
}

/** Where a row's `href` has the arrival day: a day is `YYYY-MM-DD` itself, and URL encoding leaves it alone. */
export const DATE_SLOT = 'YYYY-MM-DD'

/** The page for a cell's stay (its unit highlighted). */
export const cellHref = (row: { href: string }, arrivalDate: string) => row.href.replace(DATE_SLOT, arrivalDate)
