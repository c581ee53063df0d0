/**
 * Accessible stays (issue 24) on the storefront's server: the URL's one `accessibility` list split
 * into the API's unit and campsite filters, and a feature's name with its measure (a filter the
 * empty results offer to drop).
 */
import {
  SANITARY_BLOCK_MAX_METRES,
  SITE_ACCESSIBILITY_FEATURES,
  UNIT_ACCESSIBILITY_FEATURES,
  WIDE_DOOR_MIN_CM,
  type SiteAccessibilityFeature,
  type UnitAccessibilityFeature,
} from '../../twenty/contract'

const isUnitFeature = (feature: string): feature is UnitAccessibilityFeature =>
  (UNIT_ACCESSIBILITY_FEATURES as readonly string[]).includes(feature)
const isSiteFeature = (feature: string): feature is SiteAccessibilityFeature =>
  (SITE_ACCESSIBILITY_FEATURES as readonly string[]).includes(feature)

/** `search/sites`' `filters.accommodation.accessibility`: what a unit must have. */
export const unitAccessibilityFilter = (features: readonly string[]) => features.filter(isUnitFeature)
/** `search/sites`' `filters.site.accessibility`: what the campsite must have. */
export const siteAccessibilityFilter = (features: readonly string[]) => features.filter(isSiteFeature)

/** The measures the features' names say (the API's thresholds). */
export const ACCESSIBILITY_MEASURES = { cm: WIDE_DOOR_MIN_CM, metres: SANITARY_BLOCK_MAX_METRES } as const

/** A feature's name in the page's language, from a translator of any namespace. */
export function accessibilityFeatureName(
  translate: (key: string, options?: Record<string, unknown>) => string,
  feature: string,
): string {
  return translate(`accessibility:feature.${feature}`, ACCESSIBILITY_MEASURES)
}
