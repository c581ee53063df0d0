/**
 * Where every rate limit counts (decision 022): with `REDIS_URL`, in Redis through
 * rate-limit-redis (express-rate-limit's Redis store), so a limit holds across the workers of a
 * container and across containers; without it, in each process's memory, as before.
 *
 * One Redis connection per process (ioredis). A Redis that is down or slow never holds a page:
 * commands are not queued while disconnected and time out after `REDIS_COMMAND_TIMEOUT_MS`;
 * a count that fails lets the request through (express-rate-limit's `passOnStoreError`, and the
 * same in the forms' limits), is counted in `rate_limit_store_errors_total` and logged at most
 * once a minute. The database's sign-in lock (decision 014) does not depend on Redis.
 */
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { RedisStore } from 'rate-limit-redis'

export interface LimitStores {
  kind: 'redis' | 'memory'
  /** A store for one limit, its keys under `prefix`; undefined means express-rate-limit's memory store. */
  store(prefix: string): Store | undefined
  /** Whether the shared store answers (readiness does not depend on it: a count that fails lets the request through). */
  ping(): Promise<boolean>
  close(): Promise<void>
}

export const memoryLimitStores: LimitStores = {
  kind: 'memory',
  store: () => undefined,
  ping: async () => true,
  close: async () => {},
}

/** Key prefix of every count, so that one Redis can serve several deployments. */
const KEY_PREFIX = 'storefront:rl:'
const REDIS_COMMAND_TIMEOUT_MS = 500

export async function redisLimitStores(url: string, logger: Logger): Promise<LimitStores> {
  const redis = new Redis(url, {
    // A command while disconnected fails at once instead of waiting in a queue behind a page.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    lazyConnect: true,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  let lastLogged = 0
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    logger.warn({ err: { message: error.message } }, 'redis: rate limits let requests through until it answers')
  })
  try {
    await redis.connect()
  } catch (error) {
    // Start anyway: the counts fail open until Redis answers, and ioredis keeps reconnecting.
    logger.error({ err: { message: (error as Error).message } }, 'redis: not reachable at start')
  }
  const sendCommand = (command: string, ...args: string[]) =>
    redis.call(command, ...args) as Promise<boolean | number | string | (boolean | number | string)[]>
  return {
    kind: 'redis',
    store: (prefix) => new ResilientRedisStore(() => new RedisStore({ sendCommand, prefix: `${KEY_PREFIX}${prefix}` })),
    ping: async () => {
      try {
        return (await redis.ping()) === 'PONG'
      } catch {
        return false
      }
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

/**
 * rate-limit-redis loads its Lua scripts once, in `init`; when Redis was down then, the failed
 * load would fail every later count too. This wrapper starts a fresh store (which loads the
 * scripts again) after any failure, so counting resumes as soon as Redis answers.
 */
export class ResilientRedisStore implements Store {
  readonly localKeys = false
  private inner: RedisStore
  private options: Options | undefined

  constructor(private readonly make: () => RedisStore) {
    this.inner = make()
  }

  get prefix(): string {
    return this.inner.prefix
  }

  init(options: Options): void {
    this.options = options
    this.start()
  }

  private ready: Promise<void> = Promise.resolve()

  private start(): void {
    if (!this.options) return
    this.ready = this.inner.init(this.options)
    // A failed script load is seen (and retried) by the next count; never an unhandled rejection.
    this.ready.catch(() => {})
  }

  /** Runs a command; after a failure, once more on a fresh store when that one could load its scripts. */
  private async attempt<T>(run: (store: RedisStore) => Promise<T>): Promise<T> {
    try {
      return await run(this.inner)
    } catch (error) {
      this.inner = this.make()
      this.start()
      try {
        await this.ready
      } catch {
        throw error
      }
      return run(this.inner)
    }
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.attempt((store) => store.increment(key))
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.attempt((store) => store.get(key))
  }

  decrement(key: string): Promise<void> {
    return this.attempt((store) => store.decrement(key))
  }

  resetKey(key: string): Promise<void> {
    return this.attempt((store) => store.resetKey(key))
  }
}
