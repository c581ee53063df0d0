/**
 * Contract of `POST search/price-grid` (issue 24, decision 035): one campsite's accommodations
 * by arrival dates around the asked one, each cell the party's total for the same length of stay.
 * Re-exported by `contract.ts` (the app imports only that); this file imports nothing from it, so
 * the re-export cannot form an import cycle. twenty/README.md describes the answer.
 */
import { z } from 'zod'

/** Arrival dates this many days either side of the asked one are columns (when the calendar allows them). */
export const PRICE_GRID_DAYS_EITHER_SIDE = 21
export const PRICE_GRID_MAX_DURATION = 28

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A calendar date that exists (2027-02-30 does not). */
const calendarDay = isoDay.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}, 'not a calendar date (YYYY-MM-DD)')

/** The body: the campsite, and the stay and party as `search/accommodations` takes them. */
export const priceGridRequestSchema = z.strictObject({
  site: slug,
  parameters: z
    .strictObject({
      /** The asked arrival (after today); default: the default calendar date, as `search/sites`. */
      date: calendarDay.nullish().transform((value) => value ?? undefined),
      duration: z.number().int().min(1).max(PRICE_GRID_MAX_DURATION).default(7),
      persons: z
        .strictObject({
          adults: z.number().int().min(1).max(12).default(2),
          children: z
            .array(z.strictObject({ age: z.number().int().min(0).max(17) }))
            .max(10)
            .default([]),
        })
        .prefault({}),
    })
    .prefault({}),
})
export type PriceGridRequest = z.infer<typeof priceGridRequestSchema>
export type PriceGridRequestInput = z.input<typeof priceGridRequestSchema>

/** One arrival date of the grid: a column. Only days the season calendar lets this stay start on. */
export const priceGridDateSchema = z.object({
  arrivalDate: isoDay,
  departureDate: isoDay,
  season: z.enum(['low', 'mid', 'high']),
  /** The asked arrival date's column. */
  asked: z.boolean(),
})

export const priceGridCellSchema = z.object({
  arrivalDate: isoDay,
  /**
   * The party's total for the stay, unavoidable fees included: the `totalPrice` that
   * `search/accommodations` and the cart give the same unit and stay. Null: no unit is free.
   */
  totalPrice: z.number().nonnegative().nullable(),
  /** The row's lowest total (every cell at it, when several share it). */
  cheapest: z.boolean(),
})
export type PriceGridCell = z.infer<typeof priceGridCellSchema>

export const priceGridRowSchema = z.object({
  /** The accommodation (as `search/accommodations` names it). */
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  maxPersons: z.number().int(),
  /** One cell per date, in the dates' order. */
  cells: z.array(priceGridCellSchema),
  /** The lowest total of the row, or null when it is booked out on every date. */
  lowestPrice: z.number().nonnegative().nullable(),
})
export type PriceGridRow = z.infer<typeof priceGridRowSchema>

export const priceGridSchema = z.object({
  site: slug,
  currency: z.enum(['EUR', 'GBP', 'CHF']),
  /** The asked stay. */
  arrivalDate: isoDay,
  duration: z.number().int(),
  persons: z.object({
    adults: z.number().int(),
    children: z.array(z.object({ age: z.number().int() })),
  }),
  /** The window looked at (inclusive): three weeks either side, from tomorrow at the earliest. */
  from: isoDay,
  to: isoDay,
  dates: z.array(priceGridDateSchema),
  /** The accommodations that take the party, lowest total first. */
  rows: z.array(priceGridRowSchema),
})
export type PriceGrid = z.infer<typeof priceGridSchema>

export const priceGridResponseSchema = z.object({ data: priceGridSchema })
