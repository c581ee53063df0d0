/**
 * Contract of accessible stays (issue 24, decision 037): the six accessibility features a search
 * can filter on, and `GET sites/{slug}/accessibility`, the measured facts of a campsite and of each
 * of its accommodation types, with photos. Re-exported by `contract.ts` (the app imports only
 * that); this file imports nothing from it, so the re-export cannot form an import cycle.
 *
 * The facts are measurements (door widths in centimetres, distances in metres), never a bare
 * "accessible": what suits one traveller does not suit another (docs/accessible-stays-wording.md).
 */
import { z } from 'zod'

/** Features of an accommodation type: a unit must have every one asked for (the same unit). */
export const UNIT_ACCESSIBILITY_FEATURES = ['step-free-unit', 'accessible-bathroom', 'wide-doors'] as const
/** Features of the campsite itself: a campsite must have every one asked for. */
export const SITE_ACCESSIBILITY_FEATURES = [
  'accessible-sanitary-block',
  'accessible-parking',
  'accessible-pool',
] as const
export const ACCESSIBILITY_FEATURES = [...UNIT_ACCESSIBILITY_FEATURES, ...SITE_ACCESSIBILITY_FEATURES] as const

export const unitAccessibilityFeatureSchema = z.enum(UNIT_ACCESSIBILITY_FEATURES)
export const siteAccessibilityFeatureSchema = z.enum(SITE_ACCESSIBILITY_FEATURES)
export const accessibilityFeatureSchema = z.enum(ACCESSIBILITY_FEATURES)
export type UnitAccessibilityFeature = z.infer<typeof unitAccessibilityFeatureSchema>
export type SiteAccessibilityFeature = z.infer<typeof siteAccessibilityFeatureSchema>
export type AccessibilityFeature = z.infer<typeof accessibilityFeatureSchema>

/**
 * What each feature means, in numbers. "Wide doors": every door of the unit (entrance, bedroom,
 * bathroom) has at least this clear opening (80 cm: the UK's National Accessible Scheme and
 * Germany's "Reisen für Alle" ask 80-90 cm for wheelchair users). "Accessible sanitary block":
 * one with a level-access shower and grab rails at most this far from every unit and pitch.
 */
export const WIDE_DOOR_MIN_CM = 80
export const SANITARY_BLOCK_MAX_METRES = 100

/** A filter list as the search body sends it: distinct features, a few at most. */
export const unitAccessibilityFilterSchema = z.array(unitAccessibilityFeatureSchema).max(3)
export const siteAccessibilityFilterSchema = z.array(siteAccessibilityFeatureSchema).max(3)

/** `search/sites` facet: how many results (with the other filters) also have the feature. */
export const accessibilityFacetSchema = z.object({
  slug: accessibilityFeatureSchema,
  /** `unit`: an accommodation type for the party has it; `site`: the campsite has it. */
  level: z.enum(['unit', 'site']),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
})
export type AccessibilityFacet = z.infer<typeof accessibilityFacetSchema>

const photoSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})

/** An accommodation type's measured facts; a part is null when it was not surveyed (nothing is promised). */
export const unitAccessibilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The features this unit meets (UNIT_ACCESSIBILITY_FEATURES' rules). */
  features: z.array(unitAccessibilityFeatureSchema),
  entrance: z
    .object({
      /** `level`: no step at all; `ramp`: a ramp (gradient given); `steps`: that many steps. */
      kind: z.enum(['level', 'ramp', 'steps']),
      steps: z.number().int().nonnegative(),
      /** A ramp's gradient as 1 in N (1:12 rises 1 cm per 12 cm); null without a ramp. */
      rampGradient: z.number().int().positive().nullable(),
      /** Highest threshold at the entrance door, centimetres. */
      thresholdCm: z.number().int().nonnegative(),
      photo: photoSchema,
    })
    .nullable(),
  doors: z
    .object({
      /** The narrowest clear opening of any door in the unit, centimetres. */
      narrowestCm: z.number().int().positive(),
      photo: photoSchema,
    })
    .nullable(),
  bathroom: z
    .object({
      /** `level-access`: a shower with no tray edge (roll-in); `tray`: a shower tray with a step of `trayStepCm`. */
      shower: z.enum(['level-access', 'tray']),
      trayStepCm: z.number().int().nonnegative(),
      grabRails: z.boolean(),
      showerSeat: z.boolean(),
      /** Clear turning space in the bathroom, as the diameter of a circle, centimetres. */
      turningSpaceCm: z.number().int().positive(),
      photo: photoSchema,
    })
    .nullable(),
})
export type UnitAccessibility = z.infer<typeof unitAccessibilitySchema>

export const siteAccessibilitySchema = z.object({
  /** The campsite's features (SITE_ACCESSIBILITY_FEATURES' rules). */
  features: z.array(siteAccessibilityFeatureSchema),
  sanitaryBlock: z
    .object({
      /** The farthest any unit or pitch lies from it, metres. */
      maxDistanceMetres: z.number().int().positive(),
      levelAccessShower: z.boolean(),
      grabRails: z.boolean(),
      /** A toilet with space beside it for a sideways transfer from a wheelchair. */
      transferSpace: z.boolean(),
      photo: photoSchema,
    })
    .nullable(),
  parking: z
    .object({
      /** Marked wide bays for disabled drivers (Blue Badge, EU parking card). */
      bays: z.number().int().positive(),
      /** From the bays to reception, metres. */
      distanceToReceptionMetres: z.number().int().nonnegative(),
      photo: photoSchema,
    })
    .nullable(),
  pool: z
    .object({
      /** `hoist`: a pool hoist (lift); `ramp`: a sloped entry into the water with a handrail. */
      entry: z.enum(['hoist', 'ramp']),
      photo: photoSchema,
    })
    .nullable(),
  /** Accommodation types with facts, in the campsite's order; types without any are left out. */
  units: z.array(unitAccessibilitySchema),
})
export type SiteAccessibility = z.infer<typeof siteAccessibilitySchema>

export const siteAccessibilityResponseSchema = z.object({ data: siteAccessibilitySchema })
