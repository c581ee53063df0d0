/**
 * Feature flags for a visitor (issue 21, decision 029): from Flagship when it is configured
 * (server/flagship-sdk.ts), else from market-config/flags.ts with a stable, evenly split
 * allocation per visitor and flag. The host reads them once per request for the load context
 * (`readFlags`), and never lets a page wait more than `FLAG_TIMEOUT_MS` for them: a slow or failing
 * provider gives the defaults, and its failure is reported (Sentry, when configured) and swallowed
 * (SPEC section 8).
 */
import { createHash } from 'node:crypto'
import type { BrandId } from '../market-config/brands'
import {
  DEFAULT_FLAGS,
  DEVICE_TYPES,
  FLAG_KEYS,
  FLAGS,
  knownFlagValue,
  type DeviceType,
  type FlagDefinition,
  type FlagKey,
  type FlagValues,
} from '../market-config/flags'

/** The longest a page waits for its flags (issue 21). */
export const FLAG_TIMEOUT_MS = 150

/** Who the flags are for: SPEC section 7's query of `GET /api/flagship/flags`. */
export interface FlagVisitor {
  visitorId: string
  /** Marketing consent from the `cookie-consent` cookie (SPEC section 7). */
  hasConsented: boolean
  deviceType: DeviceType
  brand: BrandId
  /** The market code (`de-ch`). */
  locale: string
}

/** One flag as the endpoints answer it (SPEC section 3: slug, value, key). */
export interface FlagEntry {
  key: string
  value: unknown
  slug: string | null
}

/** Where flags come from, and where the hits of SPEC section 7 go. */
export interface FlagProvider {
  readonly name: 'local' | 'flagship'
  flags(visitor: FlagVisitor): Promise<FlagEntry[]>
  /** The visitor saw the flag's variation (`visitorExpose`). */
  expose(visitor: FlagVisitor, key: string): Promise<void>
  event(visitor: Pick<FlagVisitor, 'visitorId' | 'hasConsented'>, action: string): Promise<void>
  transaction(visitor: Pick<FlagVisitor, 'visitorId' | 'hasConsented'>, action: string, price: number): Promise<void>
  close(): Promise<void>
}

/**
 * The visitor's bucket of a flag, 0-99: the first four bytes of SHA-256 of `{flagKey}:{visitorId}`,
 * modulo 100. The same visitor always lands in the same bucket of a flag, and different flags split
 * visitors independently of each other.
 */
export function allocationBucket(flagKey: string, visitorId: string): number {
  return createHash('sha256').update(`${flagKey}:${visitorId}`).digest().readUInt32BE(0) % 100
}

/** The variation a visitor gets: the buckets are handed out in the order of the variations, by weight. */
export function allocate(flagKey: string, definition: FlagDefinition, visitorId: string): string {
  const bucket = allocationBucket(flagKey, visitorId)
  let upTo = 0
  for (const variation of definition.variations) {
    upTo += variation.weight
    if (bucket < upTo) return variation.value
  }
  return definition.defaultValue
}

/** Flags from market-config/flags.ts: nothing leaves this process, hits are not recorded. */
export function localFlagProvider(): FlagProvider {
  return {
    name: 'local',
    flags: (visitor) =>
      Promise.resolve(
        FLAG_KEYS.map((key) => ({ key, value: allocate(key, FLAGS[key], visitor.visitorId), slug: FLAGS[key].slug })),
      ),
    expose: () => Promise.resolve(),
    event: () => Promise.resolve(),
    transaction: () => Promise.resolve(),
    close: () => Promise.resolve(),
  }
}

/** The known flags' values from a provider's answer; anything missing or unknown is the default. */
export function flagValuesOf(entries: FlagEntry[]): FlagValues {
  const values: Record<string, string> = { ...DEFAULT_FLAGS }
  for (const entry of entries) {
    const key = entry.key as FlagKey
    if (!FLAG_KEYS.includes(key)) continue
    const value = knownFlagValue(key, entry.value)
    if (value !== null) values[key] = value
  }
  return values as FlagValues
}

/** The flags as the endpoint answers them: every known flag with its slug. */
export function flagEntriesOf(values: FlagValues): FlagEntry[] {
  return FLAG_KEYS.map((key) => ({ key, value: values[key], slug: FLAGS[key].slug }))
}

/** Resolves with `fallback` after `ms`, unless the promise settles first; a rejection rejects. */
function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export class FlagTimeoutError extends Error {
  constructor(provider: string, ms: number) {
    super(`feature flags from ${provider} took longer than ${ms} ms; the defaults were used`)
    this.name = 'FlagTimeoutError'
  }
}

export interface ReadFlagsOptions {
  timeoutMs?: number
  /** A failure or a timeout (reported to Sentry by the host; never shown). */
  onError?: (error: unknown) => void
}

/**
 * One visitor's flags, within the time limit. No visitor (a bot: no visitor id is made for one)
 * gets the defaults without asking anyone.
 */
export async function readFlags(
  provider: FlagProvider,
  visitor: FlagVisitor | null,
  { timeoutMs = FLAG_TIMEOUT_MS, onError }: ReadFlagsOptions = {},
): Promise<FlagValues> {
  if (!visitor) return DEFAULT_FLAGS
  try {
    const entries = await withTimeout(provider.flags(visitor), timeoutMs, () => {
      onError?.(new FlagTimeoutError(provider.name, timeoutMs))
      return null
    })
    return entries ? flagValuesOf(entries) : DEFAULT_FLAGS
  } catch (error) {
    onError?.(error)
    return DEFAULT_FLAGS
  }
}

/**
 * Phone, tablet or desktop from the request (Flagship's context, SPEC section 7): the client hint
 * `Sec-CH-UA-Mobile` when sent, else the user agent. (An iPad that calls itself a Mac is told
 * apart in the browser only: SPEC section 9's touch points.)
 */
export function deviceTypeOf(userAgent: string | undefined, mobileHint?: string): DeviceType {
  const ua = userAgent ?? ''
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet'
  if (mobileHint === '?1') return 'mobile'
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(ua)) return 'mobile'
  return 'desktop'
}

export { DEVICE_TYPES }
export type { DeviceType, FlagKey, FlagValues }
