/**
 * The payment providers' configuration from the environment (issue 20, decision 031): real
 * providers when their URLs and credentials are set; otherwise the embedded sandboxes, which this
 * process serves at `/payment-sandbox` and the API reaches on the worker's private loopback door,
 * with credentials derived from SESSION_SECRET (HKDF, a purpose of their own), so every process of
 * one deployment agrees on them without another setting. None of them is ever logged.
 */
import { hkdfSync } from 'node:crypto'
import type { Env } from '~/lib/env.server'
import type { TwentyApiOptions } from '../twenty/router'

const derived = (secret: string, purpose: string, length = 24) =>
  Buffer.from(hkdfSync('sha256', secret, 'camping-storefront/payments', purpose, length)).toString('base64url')

export function paymentProvidersFromEnv(
  env: Env,
  secrets: readonly string[],
  sandboxBaseUrl: string,
): NonNullable<TwentyApiOptions['payments']> {
  const secret = secrets[0] ?? 'development-only-secret'
  const base = sandboxBaseUrl.replace(/\/+$/, '')
  return {
    bambora: {
      apiUrl: env.BAMBORA_API_URL ?? `${base}/bambora`,
      merchant: env.BAMBORA_MERCHANT ?? 'T638000001',
      apiKey: env.BAMBORA_API_KEY ?? derived(secret, 'bambora api key v1'),
      md5Key: env.BAMBORA_MD5_KEY ?? derived(secret, 'bambora md5 key v1'),
    },
    saferpay: {
      apiUrl: env.SAFERPAY_API_URL ?? `${base}/saferpay/api`,
      customerId: env.SAFERPAY_CUSTOMER_ID ?? '245294',
      terminalId: env.SAFERPAY_TERMINAL_ID ?? '17757531',
      username: env.SAFERPAY_USERNAME ?? 'API_245294_08700063',
      password: env.SAFERPAY_PASSWORD ?? derived(secret, 'saferpay password v1'),
    },
    timeoutMs: env.TWENTY_TIMEOUT_MS,
  }
}
