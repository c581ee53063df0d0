/**
 * Server error reporting: Sentry is imported and initialised only when SENTRY_DSN is set, so a
 * storefront without it pays nothing (profiling showed Sentry costs time even when idle).
 */
type SentryModule = typeof import('@sentry/remix')
let sentry: Promise<SentryModule> | null = null

export function initServerSentry(dsn: string | undefined, environment: string): void {
  if (!dsn || sentry) return
  sentry = import('@sentry/remix').then((module) => {
    // Error tracing sample rate of SPEC section 9.
    module.init({ dsn, environment, tracesSampleRate: 0.02 })
    return module
  })
}

export function reportServerError(error: unknown): void {
  if (!sentry) return
  void sentry.then((module) => module.captureException(error))
}
