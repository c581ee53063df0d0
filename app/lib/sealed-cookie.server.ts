/**
 * Sealed cookie values (decision 015): AES-256-GCM with a key derived from SESSION_SECRET by
 * HKDF-SHA256, so the browser holds an opaque value it can neither read nor change. Signing alone
 * (Remix's cookie session) only stops changes: base64 gave away the API bearer token.
 *
 * `v1.{base64url(iv | ciphertext | tag)}`, the cookie's name as additional authenticated data so a
 * value sealed for one cookie is refused by another. SESSION_SECRET may list several secrets,
 * newest first: the newest seals, every one of them opens (rotation without signing everyone out).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16
const SALT = 'camping-storefront/sealed-cookie'

/** One 256-bit key per secret, for this purpose (`info`) only. */
export function sealingKeys(secrets: readonly string[], purpose = 'session-cookie'): Buffer[] {
  if (secrets.length === 0) throw new Error('sealingKeys: at least one secret is needed')
  return secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, SALT, `${purpose} ${VERSION}`, 32)))
}

/** Encrypts and authenticates a JSON value for the cookie `name` with the first (newest) key. */
export function seal(value: unknown, keys: readonly Buffer[], name: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv)
  cipher.setAAD(Buffer.from(name))
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** The value sealed for cookie `name` by any of the keys, or null (tampered, foreign, old format). */
export function unseal(sealed: string | null | undefined, keys: readonly Buffer[], name: string): unknown {
  if (typeof sealed !== 'string' || !sealed.startsWith(`${VERSION}.`) || sealed.length > 8192) return null
  const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url')
  if (raw.length < IV_BYTES + TAG_BYTES) return null
  const iv = raw.subarray(0, IV_BYTES)
  const tag = raw.subarray(raw.length - TAG_BYTES)
  const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES)
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAAD(Buffer.from(name))
      decipher.setAuthTag(tag)
      const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      return JSON.parse(text) as unknown
    } catch {
      // Not this key (or not ours at all): try the next one.
    }
  }
  return null
}
