/**
 * The sandboxes' sessions (migration 013), shared by every worker of the cluster: the browser's
 * next request may reach another one. A session is created by the merchant's server, paid (or
 * not) on the hosted page, and finished once: `finish` is one UPDATE that expects it unfinished.
 */
import { randomBytes, randomInt } from 'node:crypto'
import express, { type Request as ExpressRequest, type Response } from 'express'
import type { TwentyDatabase } from '../db'
import type { TwentyLogger } from '../http'
import type { BamboraConfig, SaferpayConfig } from '../payment-providers'
import { sandboxLanguageOf, type SandboxLanguage } from './copy'
import { renderHostedPage, type HostedPageProps } from './hosted-page'

/** A session can be paid for this long (the providers' own windows are similar). */
export const SANDBOX_SESSION_MS = 30 * 60_000

export type SessionState = 'open' | 'challenge' | 'captured' | 'declined' | 'aborted'

export interface SandboxSession<Request> {
  token: string
  provider: 'bambora' | 'saferpay'
  request: Request
  state: SessionState
  means: Record<string, string> | null
  txnId: string | null
  createdAt: string
}

export interface SandboxOptions {
  database: TwentyDatabase
  logger: TwentyLogger
  now: () => Date
  bambora: BamboraConfig
  saferpay: SaferpayConfig
  /** The merchant's name on the hosted pages. */
  merchantName?: string
  /** Pauses before the retries of a callback or notification that failed (default 0.5 s, 2 s, 5 s). */
  retryDelaysMs?: readonly number[]
}

export const newToken = () => randomBytes(18).toString('base64url')
/** A provider transaction id: digits, as Bambora's and Saferpay's look. */
export const newTransactionId = () => `${Date.now()}${String(randomInt(1_000_000)).padStart(6, '0')}`

interface Row {
  token: string
  provider: 'bambora' | 'saferpay'
  request: string
  state: SessionState
  means: string | null
  txn_id: string | null
  created_at: string
}

export function sessionStore<Request>(database: TwentyDatabase, provider: 'bambora' | 'saferpay') {
  const { sqlite } = database
  return {
    create(request: Request, now: Date): string {
      const token = newToken()
      sqlite
        .prepare('INSERT INTO sandbox_payment_sessions (token, provider, request, created_at) VALUES (?, ?, ?, ?)')
        .run(token, provider, JSON.stringify(request), now.toISOString())
      return token
    },
    find(token: string): SandboxSession<Request> | null {
      const row = sqlite
        .prepare('SELECT * FROM sandbox_payment_sessions WHERE token = ? AND provider = ?')
        .get(token, provider) as Row | undefined
      if (!row) return null
      return {
        token: row.token,
        provider: row.provider,
        request: JSON.parse(row.request) as Request,
        state: row.state,
        means: row.means ? (JSON.parse(row.means) as Record<string, string>) : null,
        txnId: row.txn_id,
        createdAt: row.created_at,
      }
    },
    /** Moves an unfinished session on (to the 3-D Secure step, or back to the card form). */
    step(token: string, state: 'open' | 'challenge', means: Record<string, string> | null): void {
      sqlite
        .prepare(
          "UPDATE sandbox_payment_sessions SET state = ?, means = ? WHERE token = ? AND state IN ('open', 'challenge')",
        )
        .run(state, means ? JSON.stringify(means) : null, token)
    },
    /** Finishes an unfinished session; false when it was finished already (a double submit). */
    finish(
      token: string,
      state: 'captured' | 'declined' | 'aborted',
      means: Record<string, string> | null,
      txnId: string | null,
      now: Date,
    ): boolean {
      return (
        sqlite
          .prepare(
            "UPDATE sandbox_payment_sessions SET state = ?, means = ?, txn_id = ?, finished_at = ? WHERE token = ? AND state IN ('open', 'challenge')",
          )
          .run(state, means ? JSON.stringify(means) : null, txnId, now.toISOString(), token).changes === 1
      )
    },
  }
}

export const isExpired = (session: { createdAt: string }, now: Date) =>
  now.getTime() - Date.parse(session.createdAt) > SANDBOX_SESSION_MS

/** Basic auth's user and password, or null. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '')
  if (!match) return null
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/** The hosted pages are the provider's: no script at all, styles inline, framed only by the storefront's own pages. */
export function sendPage(res: Response, status: number, props: HostedPageProps): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    .send(renderHostedPage(props))
}

/** Form posts of the hosted pages: URL-encoded, small. */
export const formParser = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 })

export const formValue = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value.slice(0, 200) : ''
}

/**
 * The language of a page the sandbox cannot tie to a session (an unknown token): the browser's
 * first language it speaks (Accept-Language, negotiated by Express), else English.
 */
export const browserLanguage = (req: ExpressRequest): SandboxLanguage =>
  sandboxLanguageOf(req.acceptsLanguages('en', 'de', 'de-CH', 'nl', 'fr', 'it') || 'en') ?? 'en'

/** An absolute http(s) URL, or null. */
export function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}
