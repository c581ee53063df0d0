/**
 * Browser error reporting, loaded on demand only when a DSN is configured, with the sample rates
 * of SPEC section 9 (traces 2 %, replays only on error at 0.5 %).
 */
import { useLocation, useMatches } from '@remix-run/react'
import * as Sentry from '@sentry/remix'
import { useEffect } from 'react'

export function initSentry(dsn: string, environment: string): void {
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: 0.02,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0.005,
    integrations: [Sentry.browserTracingIntegration({ useEffect, useLocation, useMatches })],
  })
}

export function reportClientError(error: unknown): void {
  Sentry.captureException(error)
}
