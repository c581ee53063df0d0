/**
 * The campsite page's flexible-dates grid (issue 24): one `search/price-grid` call beside the
 * page's others, shaped into links that re-price the page for another arrival day. The grid is
 * an extra: a stay the API refuses, or any failure, leaves the page without it, never broken.
 */
import type { AppLoadContext } from '@remix-run/node'
import { campsiteHref } from '~/lib/campsite-page.server'
import { DATE_SLOT, type PriceGridView } from '~/lib/price-grid'
import type { SearchState } from '~/lib/search-params'
import { twentyFor } from '~/lib/twenty.server'
import type { PriceGrid } from '../../twenty/contract'

/** Starts the call; the promise never rejects (null: no grid). */
export function startPriceGrid(context: AppLoadContext, slug: string, state: SearchState): Promise<PriceGrid | null> {
  return twentyFor(context)
    .priceGrid({
      site: slug,
      parameters: {
        date: state.date,
        duration: state.duration,
        persons: { adults: state.party.adults, children: state.party.children.map((age) => ({ age })) },
      },
    })
    .catch(() => null)
}

/** Each available cell links to this page for its arrival day, the unit highlighted (`cellHref`). */
export function priceGridView(grid: PriceGrid | null, pathname: string, state: SearchState): PriceGridView | null {
  if (!grid) return null
  return {
    currency: grid.currency,
    duration: grid.duration,
    dates: grid.dates.map(({ arrivalDate, departureDate, asked }) => ({ arrivalDate, departureDate, asked })),
    rows: grid.rows.map((row) => ({
      id: row.id,
      name: row.name,
      href: campsiteHref(
        pathname,
        { ...state, date: DATE_SLOT },
        // The grid stays open on the page a cell opens, to compare another day.
        { accommodation: row.id, flexible: true },
        `#accommodation-${row.id}`,
      ),
      cells: row.cells.map(({ arrivalDate, totalPrice, cheapest }) => ({ arrivalDate, totalPrice, cheapest })),
    })),
  }
}
