/**
 * The key the storefront's own calls to the embedded twenty API carry (decision 014): derived
 * from SESSION_SECRET (HKDF-SHA256, its own purpose), so every process of one deployment agrees on
 * it without another setting, and it tells nothing about the secret. Only the embedded API checks
 * it; a real API (TWENTY_API_URL) never receives it.
 */
import { hkdfSync } from 'node:crypto'

export function internalApiKey(secrets: readonly string[]): string {
  const secret = secrets[0]
  if (!secret) throw new Error('internalApiKey: SESSION_SECRET is empty')
  return Buffer.from(hkdfSync('sha256', secret, 'camping-storefront/twenty', 'internal-api-key v1', 32)).toString(
    'base64url',
  )
}
