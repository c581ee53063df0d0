/**
 * Contract of choosing your own pitch (issue 24, decision 038): the numbered pitches of a pitch
 * accommodation on the campsite's site map, each free or taken for a stay. Re-exported by
 * `contract.ts`; imports nothing from it (no import cycle). The cart's and the booking's `pitch`
 * fields live in `checkout-contract.ts` and use `pitchNumberSchema` from here.
 */
import { z } from 'zod'

/** A pitch's number on the site map: the accommodation's letter and its place in the row ("B12"). */
export const PITCH_NUMBER_PATTERN = /^[A-H][1-9]\d{0,2}$/
export const pitchNumberSchema = z.string().regex(PITCH_NUMBER_PATTERN)

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** `GET sites/{slug}/pitches?accommodation=&date=&duration=`. */
export const pitchesQuerySchema = z.strictObject({
  accommodation: z.coerce.number().int().positive(),
  date: isoDay,
  duration: z.coerce.number().int().min(1).max(28),
})
export type PitchesQuery = z.input<typeof pitchesQuerySchema>

/** One pitch: its number, its shape on the map (the map's own units) and whether it is free. */
export const pitchSchema = z.object({
  number: pitchNumberSchema,
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  free: z.boolean(),
})
export type Pitch = z.infer<typeof pitchSchema>

export const pitchesSchema = z.object({
  accommodationId: z.number().int(),
  arrivalDate: isoDay,
  departureDate: isoDay,
  /**
   * The campsite's site map (`/media/site-maps/{slug}`, SVG): roads, reception, sanitary blocks and
   * every pitch with its number. `width` and `height` are the map's units, which the pitches use.
   */
  map: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  pitches: z.array(pitchSchema),
  freeCount: z.number().int().nonnegative(),
})
export type Pitches = z.infer<typeof pitchesSchema>
export const pitchesResponseSchema = z.object({ data: pitchesSchema })
