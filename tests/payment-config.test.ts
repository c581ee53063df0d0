/**
 * The payment providers' configuration (issue 20, decision 031): the sandboxes on the worker's
 * loopback door with credentials derived from SESSION_SECRET, or the real providers when set.
 */
import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/lib/env.server'
import { paymentProvidersFromEnv } from '../server/payment-config'

describe('paymentProvidersFromEnv', () => {
  it('points at the sandboxes with credentials of the secret: stable, different per secret, never the demo ones', () => {
    const env = parseEnv({})
    const one = paymentProvidersFromEnv(env, ['secret-one'], 'http://127.0.0.1:4100/payment-sandbox/')
    expect(one.bambora?.apiUrl).toBe('http://127.0.0.1:4100/payment-sandbox/bambora')
    expect(one.saferpay?.apiUrl).toBe('http://127.0.0.1:4100/payment-sandbox/saferpay/api')
    expect(paymentProvidersFromEnv(env, ['secret-one'], 'http://x')).toMatchObject({
      bambora: { md5Key: one.bambora?.md5Key, apiKey: one.bambora?.apiKey },
    })
    const two = paymentProvidersFromEnv(env, ['secret-two'], 'http://x')
    expect(two.bambora?.md5Key).not.toBe(one.bambora?.md5Key)
    expect(two.saferpay?.password).not.toBe(one.saferpay?.password)
    expect(one.bambora?.md5Key).not.toContain('secret-one')
    expect(one.bambora?.md5Key).not.toBe(one.bambora?.apiKey)
  })

  it('takes the real providers from the environment', () => {
    const env = parseEnv({
      BAMBORA_API_URL: 'https://api.v1.checkout.bambora.com',
      BAMBORA_MERCHANT: 'T123456789',
      BAMBORA_API_KEY: 'real-api-key',
      BAMBORA_MD5_KEY: 'real-md5-key',
      SAFERPAY_API_URL: 'https://test.saferpay.com/api',
      SAFERPAY_USERNAME: 'API_1_2',
      SAFERPAY_PASSWORD: 'real-password',
    })
    expect(paymentProvidersFromEnv(env, ['s'], 'http://x')).toMatchObject({
      bambora: { apiUrl: 'https://api.v1.checkout.bambora.com', merchant: 'T123456789', md5Key: 'real-md5-key' },
      saferpay: { apiUrl: 'https://test.saferpay.com/api', username: 'API_1_2', password: 'real-password' },
    })
  })
})
