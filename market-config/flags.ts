/**
 * Feature flags and A/B tests (SPEC sections 3, 4 and 7; issue 21). With Flagship configured
 * (FLAGSHIP_ENV_ID, FLAGSHIP_API_KEY) its campaigns decide; without it these definitions do, so
 * every variation works on a fresh machine. A flag's key is the Flagship flag key, its slug the
 * campaign's slug, its values the variations. Pure data, safe for the browser.
 */

export interface FlagDefinition {
  /** The Flagship campaign's slug (SPEC section 3: a feature flag has slug, value and key). */
  slug: string
  /** Each value with its share of visitors in percent; the shares add up to 100. */
  variations: readonly { value: string; weight: number }[]
  /** The value when nothing decides: no visitor id (a bot), a provider that failed or took too long. */
  defaultValue: string
}

export const FLAGS = {
  /**
   * The home page hero's search form: `A` the fields in a grid (two columns, one row from 1024 px),
   * `B` the fields in one card beside the headline on wide screens.
   */
  homeSearchLayout: {
    slug: 'home-hero-search-layout',
    variations: [
      { value: 'A', weight: 50 },
      { value: 'B', weight: 50 },
    ],
    defaultValue: 'A',
  },
} as const satisfies Record<string, FlagDefinition>

export type FlagKey = keyof typeof FLAGS
/** The value of every flag for one visitor: what loaders (context) and components (`useFlags()`) read. */
export type FlagValues = { [K in FlagKey]: (typeof FLAGS)[K]['variations'][number]['value'] }

/** Flagship's device context (SPEC section 7). */
export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]

export const FLAG_KEYS = Object.keys(FLAGS) as FlagKey[]

export const DEFAULT_FLAGS: FlagValues = Object.fromEntries(
  FLAG_KEYS.map((key) => [key, FLAGS[key].defaultValue]),
) as FlagValues

/** A value a provider answered for a flag, if it is one of the flag's variations. */
export function knownFlagValue<K extends FlagKey>(key: K, value: unknown): FlagValues[K] | null {
  const variations: readonly { value: string }[] = FLAGS[key].variations
  return variations.some((variation) => variation.value === value) ? (value as FlagValues[K]) : null
}

export function isFlagKey(key: string): key is FlagKey {
  return Object.hasOwn(FLAGS, key)
}
