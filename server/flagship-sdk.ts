/**
 * Flags and hits through Flagship's own server SDK (`@flagship.io/js-sdk`), used only when
 * FLAGSHIP_ENV_ID and FLAGSHIP_API_KEY are set; the SDK is imported on first use, so a storefront
 * without Flagship never loads it. Bucketing mode (decision 029): the SDK downloads the campaigns'
 * allocation and decides in this process, so deciding a visitor's flags sends nothing about them;
 * hits (exposures, events, transactions) go to Flagship only for visitors who consented, which the
 * SDK's consent mode enforces (`hasConsented`).
 */
import type {
  DecisionMode,
  EventCategory,
  HitType,
  IBucketingConfig,
  IHit,
  LogLevel,
  NewVisitor,
} from '@flagship.io/js-sdk'
import type { FlagEntry, FlagProvider, FlagVisitor } from './flags'

/** The part of the SDK this adapter uses (the real module is checked against it by the compiler). */
export interface FlagshipFlag {
  getValue(defaultValue: null, visitorExposed?: boolean): unknown
  readonly metadata: { slug?: string | null }
  visitorExposed(): Promise<void>
}
export interface FlagshipVisitor {
  fetchFlags(): Promise<void>
  getFlags(): Iterable<[string, FlagshipFlag]>
  getFlag(key: string): FlagshipFlag
  sendHit(hit: IHit): Promise<void>
}
export interface FlagshipSdk {
  Flagship: {
    start(envId: string, apiKey: string, config: IBucketingConfig): Promise<unknown>
    newVisitor(params: NewVisitor): FlagshipVisitor
    close(): Promise<void>
  }
  DecisionMode: Pick<typeof DecisionMode, 'BUCKETING'>
  LogLevel: Pick<typeof LogLevel, 'ERROR'>
  HitType: Pick<typeof HitType, 'EVENT' | 'TRANSACTION'>
  EventCategory: Pick<typeof EventCategory, 'ACTION_TRACKING'>
}

const loadSdk = async (): Promise<FlagshipSdk> => {
  const sdk: FlagshipSdk = await import('@flagship.io/js-sdk')
  return sdk
}

export interface FlagshipOptions {
  envId: string
  apiKey: string
  /** The SDK module; a test passes a fake of the same shape. */
  load?: () => Promise<FlagshipSdk>
}

export function flagshipProvider({ envId, apiKey, load = loadSdk }: FlagshipOptions): FlagProvider {
  let started: Promise<FlagshipSdk> | null = null
  const sdk = () => {
    started ??= load().then(async (module) => {
      // Seconds: a call to Flagship never holds a request for long (pages wait 150 ms at most anyway).
      await module.Flagship.start(envId, apiKey, {
        decisionMode: module.DecisionMode.BUCKETING,
        fetchNow: false,
        // The SDK logs its own errors; ours are reported by the host.
        logLevel: module.LogLevel.ERROR,
        timeout: 2,
      })
      return module
    })
    // A failed start is tried again by the next request, not remembered for ever.
    started.catch(() => {
      started = null
    })
    return started
  }
  const visitorFor = async (visitor: Pick<FlagVisitor, 'visitorId' | 'hasConsented'> & Partial<FlagVisitor>) => {
    const module = await sdk()
    const context: Record<string, string> = {}
    if (visitor.deviceType) context.deviceType = visitor.deviceType
    if (visitor.brand) context.brand = visitor.brand
    if (visitor.locale) context.locale = visitor.locale
    return {
      module,
      fs: module.Flagship.newVisitor({
        visitorId: visitor.visitorId,
        hasConsented: visitor.hasConsented,
        context,
        shouldSaveInstance: false,
      }),
    }
  }
  return {
    name: 'flagship',
    async flags(visitor) {
      const { fs } = await visitorFor(visitor)
      await fs.fetchFlags()
      const entries: FlagEntry[] = []
      // Reading a value does not count as an exposure: the page says when a variation is seen.
      for (const [key, flag] of fs.getFlags())
        entries.push({ key, value: flag.getValue(null, false), slug: flag.metadata.slug ?? null })
      return entries
    },
    async expose(visitor, key) {
      const { fs } = await visitorFor(visitor)
      await fs.fetchFlags()
      await fs.getFlag(key).visitorExposed()
    },
    async event(visitor, action) {
      const { module, fs } = await visitorFor(visitor)
      await fs.sendHit({ type: module.HitType.EVENT, category: module.EventCategory.ACTION_TRACKING, action })
    },
    async transaction(visitor, action, price) {
      const { module, fs } = await visitorFor(visitor)
      await fs.sendHit({
        type: module.HitType.TRANSACTION,
        transactionId: `${visitor.visitorId}-${Date.now()}`,
        affiliation: action,
        totalRevenue: price,
      })
    },
    async close() {
      if (started) await (await started).Flagship.close()
    },
  }
}
