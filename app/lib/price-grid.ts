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
  /** This page for that stay with the unit highlighted; null when it cannot be booked. */
  href: string | null
}

export interface PriceGridView {
  currency: Currency
  duration: number
  /** The columns: arrival days the calendar allows for this stay, three weeks either side. */
  dates: { arrivalDate: string; departureDate: string; asked: boolean }[]
  rows: { id: number; name: string; cells: PriceGridCellView[] }[]
}
