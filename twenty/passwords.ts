/**
 * Passwords of customer accounts: scrypt at OWASP's parameters (N=2^17, r=8, p=1), a random salt
 * per password, the parameters stored with the hash so they can be raised later, and a
 * constant-time comparison. The rules follow OWASP ASVS 2.1: at least 8 characters, at most
 * 128, any characters, and no password from the list of the most common (breached) ones.
 *
 * Hashing runs in a bounded pool of worker threads (scrypt-pool.ts, decision 014), never on
 * libuv's thread pool that page compression needs; a full pool refuses with HashQueueFullError.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { COMMON_PASSWORDS } from './common-passwords'
import { HashQueueFullError, ScryptPool, type ScryptPoolOptions, type ScryptPoolStats } from './scrypt-pool'

export { HashQueueFullError }

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17 (128 MiB), r=8, p=1. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16

let pool = new ScryptPool()

/** Sets the hashing pool's threads and queue (the API's options); the old pool's threads stop. */
export function configurePasswordHashing(options: ScryptPoolOptions): void {
  const old = pool
  pool = new ScryptPool(options)
  void old.close()
}

/** Hashes running and waiting now, and how many were refused since start. */
export function passwordHashingStats(): ScryptPoolStats {
  return pool.stats
}

function scrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  signal?: AbortSignal,
): Promise<Buffer> {
  return pool.run(password.normalize('NFKC'), salt, KEY_LENGTH, params, signal)
}

function format(params: { N: number; r: number; p: number }, salt: Buffer, key: Buffer): string {
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  return format(SCRYPT_PARAMS, salt, await scrypt(password, salt, SCRYPT_PARAMS))
}

/** The same, synchronously: for the seed, which writes in one synchronous transaction. */
export function hashPasswordSync(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, {
    ...SCRYPT_PARAMS,
    maxmem: 256 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r,
  })
  return format(SCRYPT_PARAMS, salt, key)
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/

/** A hash no password matches, checked when there is no account so that timing tells nothing. */
const DUMMY_HASH = format(SCRYPT_PARAMS, Buffer.alloc(SALT_LENGTH), Buffer.alloc(KEY_LENGTH))

/**
 * Whether the password matches the stored hash, compared in constant time. With no hash (no
 * account, or no password yet) the same work is done against a dummy, and the answer is false.
 */
export async function verifyPassword(password: string, stored: string | null, signal?: AbortSignal): Promise<boolean> {
  const match = STORED.exec(stored ?? DUMMY_HASH) ?? STORED.exec(DUMMY_HASH)!
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) }
  const expected = Buffer.from(match[5]!, 'base64url')
  const actual = await scrypt(password, Buffer.from(match[4]!, 'base64url'), params, signal)
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
}

export type PasswordProblem = 'too-short' | 'too-long' | 'too-common' | 'contains-email'

/** Why a new password is refused, or null (ASVS 2.1.1, 2.1.2, 2.1.7; no composition rules). */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  // Code points, not UTF-16 units: an emoji is one character of the password (ASVS 2.1.1).
  const length = Array.from(password.normalize('NFKC')).length
  if (length < PASSWORD_MIN_LENGTH) return 'too-short'
  if (length > PASSWORD_MAX_LENGTH) return 'too-long'
  const folded = password.toLowerCase()
  if (COMMON_PASSWORDS.has(folded)) return 'too-common'
  const local = email?.split('@')[0]?.toLowerCase()
  if (local && local.length >= 4 && folded.includes(local)) return 'contains-email'
  return null
}
