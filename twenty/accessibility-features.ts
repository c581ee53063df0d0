/**
 * The accessibility features of issue 24 (decision 037) as the search sees them: derived from the
 * survey's numbers (migration 014) by one set of rules, kept as bit masks on the stay snapshot
 * (stay-catalogue.ts), so filtering and counting cost a bitwise AND per unit.
 */
import type Database from 'better-sqlite3'
import {
  SANITARY_BLOCK_MAX_METRES,
  SITE_ACCESSIBILITY_FEATURES,
  UNIT_ACCESSIBILITY_FEATURES,
  WIDE_DOOR_MIN_CM,
  type AccessibilityFacet,
  type SiteAccessibilityFeature,
  type UnitAccessibilityFeature,
} from './accessibility-contract'
import type { AccommodationAccessibilityTable, SiteAccessibilityTable } from './schema'

/** Bit of each feature in a unit's or a site's mask (index in the contract's list). */
export const UNIT_FEATURE_BIT = Object.fromEntries(
  UNIT_ACCESSIBILITY_FEATURES.map((feature, index) => [feature, 1 << index]),
) as Record<UnitAccessibilityFeature, number>
export const SITE_FEATURE_BIT = Object.fromEntries(
  SITE_ACCESSIBILITY_FEATURES.map((feature, index) => [feature, 1 << index]),
) as Record<SiteAccessibilityFeature, number>

/** The mask of a list of features (a search's filter). */
export const unitFeatureMask = (features: readonly UnitAccessibilityFeature[]) =>
  features.reduce((mask, feature) => mask | UNIT_FEATURE_BIT[feature], 0)
export const siteFeatureMask = (features: readonly SiteAccessibilityFeature[]) =>
  features.reduce((mask, feature) => mask | SITE_FEATURE_BIT[feature], 0)

export type UnitRow = AccommodationAccessibilityTable
export type SiteRow = SiteAccessibilityTable

/**
 * The rules of the filters, in numbers: step-free is level or a ramp with a threshold of at most
 * 2 cm; wide doors every door at least WIDE_DOOR_MIN_CM; an accessible bathroom a level-access
 * shower with grab rails.
 */
export function unitFeatures(row: UnitRow): UnitAccessibilityFeature[] {
  const features: UnitAccessibilityFeature[] = []
  if (row.entrance !== 'steps' && row.threshold_cm <= 2) features.push('step-free-unit')
  if (row.shower === 'level-access' && row.grab_rails === 1) features.push('accessible-bathroom')
  if (row.narrowest_door_cm >= WIDE_DOOR_MIN_CM) features.push('wide-doors')
  return features
}

export function siteFeatures(row: SiteRow): SiteAccessibilityFeature[] {
  const features: SiteAccessibilityFeature[] = []
  if (
    row.sanitary_max_distance_m !== null &&
    row.sanitary_max_distance_m <= SANITARY_BLOCK_MAX_METRES &&
    row.sanitary_level_shower === 1 &&
    row.sanitary_grab_rails === 1
  )
    features.push('accessible-sanitary-block')
  if (row.parking_bays > 0) features.push('accessible-parking')
  if (row.pool_entry !== null) features.push('accessible-pool')
  return features
}

/** Every surveyed site's and unit's feature mask: the stay snapshot carries them for the search. */
export function loadAccessibilityMasks(sqlite: Database.Database): {
  sites: Map<number, number>
  units: Map<number, number>
} {
  const sites = new Map<number, number>()
  for (const row of sqlite.prepare('SELECT * FROM site_accessibility').all() as SiteRow[])
    sites.set(row.site_id, siteFeatureMask(siteFeatures(row)))
  const units = new Map<number, number>()
  for (const row of sqlite.prepare('SELECT * FROM accommodation_accessibility').all() as UnitRow[])
    units.set(row.accommodation_id, unitFeatureMask(unitFeatures(row)))
  return { sites, units }
}

/**
 * The `accessibility` facet of `search/sites`: every feature, unit ones first, with how many
 * results also have it (counts keyed by bit index, as search.ts counts them).
 */
export function accessibilityFacets(
  unitAsked: number,
  siteAsked: number,
  unitCounts: ArrayLike<number>,
  siteCounts: ArrayLike<number>,
): AccessibilityFacet[] {
  return [
    ...UNIT_ACCESSIBILITY_FEATURES.map((slug, index) => ({
      slug,
      level: 'unit' as const,
      count: unitCounts[index] ?? 0,
      selected: (unitAsked & (1 << index)) !== 0,
    })),
    ...SITE_ACCESSIBILITY_FEATURES.map((slug, index) => ({
      slug,
      level: 'site' as const,
      count: siteCounts[index] ?? 0,
      selected: (siteAsked & (1 << index)) !== 0,
    })),
  ]
}
