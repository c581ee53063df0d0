/**
 * Environment parsed once at boot. Server-only: nothing here reaches the client bundle except
 * the whitelisted `publicEnv`.
 */
import { z } from 'zod'

const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SESSION_SECRET: z.string().min(1).optional(),
    /** The real twenty API; when unset the embedded one in twenty/ is mounted and used. */
    TWENTY_API_URL: z.url().optional(),
    TWENTY_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    DATABASE_PATH: z.string().default('./data/twenty.sqlite'),
    SEED_SCALE: z.coerce.number().positive().default(1),
    /** JSON host map (see market-config/hosts.ts); merged over the defaults. */
    HOST_MAP: z.string().optional(),
    SENTRY_DSN: z.url().optional(),
    /** production, development or local (SPEC section 3). */
    APP_ENVIRONMENT: z.enum(['production', 'development', 'local']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Proxies in front of this process whose X-Forwarded-* headers are trusted (hops). Off by
     * default: a client must not choose the host, protocol or address we believe.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Form posts accepted per client address per minute, over all forms. */
    POST_RATE_LIMIT: z.coerce.number().int().positive().default(60),
    /** Newsletter signups accepted per client address per minute (default in server/limits.ts). */
    NEWSLETTER_RATE_LIMIT: z.coerce.number().int().positive().optional(),
    /** Login-page posts (sign-in, sign-up, resets) per client address per minute (default in server/limits.ts). */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().optional(),
    /** Status lookups per e-mail address per 15 minutes at the embedded API (decision 014; default 20). */
    ACCOUNT_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().optional(),
    /** Contact-form posts per client address per minute (default in app/lib/form-limits.server.ts). */
    CONTACT_RATE_LIMIT: z.coerce.number().int().positive().optional(),
    /**
     * Worker processes of `npm start` (node:cluster), each serving every request kind; default the
     * container's CPU count (server/cluster.ts). Development runs one process.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Redis for every rate limit, shared by workers and containers (decision 022); unset: each process's memory. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
      .optional(),
    /** Port of `/metrics` (Prometheus), apart from the public one; unset: no metrics listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** With it, `/metrics` wants `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * Load shedding (server/shedding.ts, decision 032): pages in flight per worker beyond which a
     * new page is answered 503 at once, and the event-loop delay median (ms) beyond which too (0,
     * the default: not watched; on a host whose cores are shared, a starved but idle worker looks
     * late and would shed); see the decision record. `Retry-After` of a shed page in seconds.
     */
    SHED_MAX_IN_FLIGHT: z.coerce.number().int().positive().default(96),
    SHED_MAX_LAG_MS: z.coerce.number().int().min(0).default(0),
    /** A worker's young generation (V8 semi-space, MB); 0 keeps Node's default (decision 039). */
    WORKER_SEMI_SPACE_MB: z.coerce.number().int().min(0).max(256).default(64),
    SHED_RETRY_AFTER_S: z.coerce.number().int().positive().default(5),
    /**
     * Pages a worker works on at once (decision 043); the others wait their turn, in arrival order.
     * Unset: 10 with the embedded API (its pages are all CPU), no limit with a real one (its pages
     * mostly wait on the network); 0: no limit.
     */
    PAGES_IN_PROGRESS: z.coerce.number().int().min(0).optional(),
    /** How long in-flight requests may take to finish after SIGTERM before the process closes anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(25_000),
    /** Map tiles of the search page's map view, `{z}/{x}/{y}` filled in by the browser. */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s"'<>]+$/, 'an http(s) URL')
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'needs {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    /** The tiles' credit line, shown on the map (plain text). */
    MAP_TILE_ATTRIBUTION: z.string().max(200).default('© OpenStreetMap contributors'),
    /** Flagship (issue 21): both set, flags come from its server SDK; otherwise from market-config/flags.ts. */
    FLAGSHIP_ENV_ID: z.string().max(100).optional(),
    FLAGSHIP_API_KEY: z.string().max(200).optional(),
    /**
     * The tag manager's container (`GTM-…`) or Google tag (`G-…`). One that does not match SPEC
     * section 5's rule is ignored with a warning at start, never loaded (`tagManagerId`).
     */
    GTM_ID: z.string().max(40).optional(),
    /** Where the tag manager's script comes from; a test points it at a local stub. */
    GTM_SCRIPT_ORIGIN: z
      .string()
      .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/, 'an origin: http(s)://host[:port]')
      .default('https://www.googletagmanager.com'),
    /** The chatbot in production (SPEC section 1); outside production it is always on. */
    CHATBOT_ENABLED: z.enum(['0', '1', 'true', 'false']).optional(),
    /** The chatbot's script; unset, nothing is loaded (a local stand-in shows outside production). */
    CHATBOT_SCRIPT_URL: z
      .string()
      .regex(/^https?:\/\/[^\s"'<>]+$/, 'an http(s) URL')
      .optional(),
    /** The Trustpilot widget's script (TrustBox bootstrap). */
    TRUSTPILOT_SCRIPT_URL: z
      .string()
      .regex(/^https?:\/\/[^\s"'<>]+$/, 'an http(s) URL')
      .default('https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js'),
    /**
     * Payment providers (issue 20, decision 031): Bambora Checkout's API base URL and merchant
     * credentials; unset, the embedded sandbox (`/payment-sandbox/bambora`, reached on this
     * process's loopback door) with credentials derived from SESSION_SECRET.
     */
    BAMBORA_API_URL: z.url().optional(),
    BAMBORA_MERCHANT: z.string().min(1).max(40).optional(),
    BAMBORA_API_KEY: z.string().min(8).optional(),
    BAMBORA_MD5_KEY: z.string().min(8).optional(),
    /** Saferpay's JSON API base URL (`.../api`) and credentials; unset, the embedded sandbox. */
    SAFERPAY_API_URL: z.url().optional(),
    SAFERPAY_CUSTOMER_ID: z.string().min(1).max(20).optional(),
    SAFERPAY_TERMINAL_ID: z.string().min(1).max(20).optional(),
    SAFERPAY_USERNAME: z.string().min(1).max(100).optional(),
    SAFERPAY_PASSWORD: z.string().min(8).optional(),
    /**
     * When `npm start` runs the scheduled jobs (payment reminders), a cron expression (croner);
     * `off` runs none (then run `npm run jobs` from a scheduler of your own).
     */
    JOBS_SCHEDULE: z
      .string()
      .regex(/^(off|[0-9*/,\- ]{9,80})$/, 'a cron expression of 5 or 6 fields, or off')
      .default('*/15 * * * *'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production' })
    }
  })

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')))
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return result.data
}

let cached: Env | undefined
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Session secrets, rotatable: SESSION_SECRET may hold several, newest first, comma separated. */
export function sessionSecrets(env: Env = getEnv()): string[] {
  return (env.SESSION_SECRET ?? 'development-only-secret')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

export function appEnvironment(env: Env = getEnv()): 'production' | 'development' | 'local' {
  return env.APP_ENVIRONMENT ?? (env.NODE_ENV === 'production' ? 'production' : 'local')
}

/**
 * The origin the map's tiles come from, for the Content-Security-Policy's img-src:
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org`.
 */
export function mapTileOrigin(env: Pick<Env, 'MAP_TILE_URL'> = getEnv()): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(env.MAP_TILE_URL)!
  return `${match[1] ?? ''}${match[2]!.replace(/\{s\}/g, '*').replace(/\{[a-z]+\}/g, '0')}`
}

/** SPEC section 5: a tag-manager id is `GTM-` or `G-` followed by upper-case letters and digits. */
export const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/

export function isTagManagerId(value: string | undefined | null): value is string {
  return typeof value === 'string' && TAG_MANAGER_ID.test(value)
}

/** The configured tag-manager id, only when it passes SPEC section 5's rule. */
export function tagManagerId(env: Pick<Env, 'GTM_ID'> = getEnv()): string | null {
  return isTagManagerId(env.GTM_ID) ? env.GTM_ID : null
}

/** The chatbot may load (SPEC section 1): always outside production, in production only when enabled. */
export function chatbotEnabled(env: Env = getEnv()): boolean {
  return appEnvironment(env) !== 'production' || env.CHATBOT_ENABLED === '1' || env.CHATBOT_ENABLED === 'true'
}

/** The origin of an http(s) URL, for the Content-Security-Policy. */
export function originOf(url: string): string {
  return new URL(url).origin
}
