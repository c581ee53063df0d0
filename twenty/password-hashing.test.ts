/**
 * Password hashing never stalls the rest of the process (issue 16, decision 014): it runs in its
 * own worker threads, so libuv's thread pool (zlib, the file system) stays free; it queues a
 * bounded number of jobs and refuses the rest at once, which the API answers with 503 and
 * Retry-After.
 */
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { TWENTY_INTERNAL_HEADER } from './contract'
import { configurePasswordHashing, hashPassword, passwordHashingStats, verifyPassword } from './passwords'
import { HashQueueFullError, ScryptPool } from './scrypt-pool'
import { serveTestApi } from './test-server'

const compress = promisify(gzip)

describe('the scrypt pool', { timeout: 60_000 }, () => {
  it("leaves libuv's thread pool free for compression while it hashes", async () => {
    configurePasswordHashing({ threads: 1, maxQueued: 16 })
    const page = Buffer.from('<p>a camping page</p>'.repeat(5000))
    await compress(page)
    // Eight hashes at once: with crypto.scrypt they took all four of libuv's threads for seconds.
    const started = performance.now()
    const hashes = Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`password number ${i}`)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const compressing = performance.now()
    await Promise.all(Array.from({ length: 4 }, () => compress(page)))
    const compressionMs = performance.now() - compressing
    await hashes
    const hashingMs = performance.now() - started
    // Compression took a few milliseconds; the hashes took seconds between them.
    expect(compressionMs).toBeLessThan(hashingMs / 8)
  })

  it('refuses jobs beyond its queue at once, and keeps working after', async () => {
    const pool = new ScryptPool({ threads: 1, maxQueued: 2 })
    const params = { N: 2 ** 14, r: 8, p: 1 }
    const jobs = Array.from({ length: 6 }, (_, i) => pool.run(`p${i}`, Buffer.alloc(16), 32, params))
    const results = await Promise.allSettled(jobs)
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    for (const result of results.filter((each) => each.status === 'rejected'))
      expect(result.reason).toBeInstanceOf(HashQueueFullError)
    expect(pool.stats).toMatchObject({ shed: 3, completed: 3, running: 0, queued: 0 })
    expect((await pool.run('again', Buffer.alloc(16), 32, params)).length).toBe(32)
    await pool.close()
  })

  it('refuses a job that would wait longer than the caller waits, and drops one whose caller left', async () => {
    const params = { N: 2 ** 14, r: 8, p: 1 }
    const pool = new ScryptPool({ threads: 1, maxQueued: 16, maxWaitMs: 1 })
    await pool.run('warm', Buffer.alloc(16), 32, params)
    // Two may always wait; a hash takes longer than 1 ms, so a third would wait too long.
    const accepted = ['a', 'b', 'c'].map((password) => pool.run(password, Buffer.alloc(16), 32, params))
    await expect(pool.run('d', Buffer.alloc(16), 32, params)).rejects.toBeInstanceOf(HashQueueFullError)
    await Promise.all(accepted)
    await pool.close()

    const patient = new ScryptPool({ threads: 1, maxQueued: 16 })
    const first = patient.run('a', Buffer.alloc(16), 32, params)
    const gone = new AbortController()
    const waiting = patient.run('b', Buffer.alloc(16), 32, params, gone.signal)
    gone.abort(new Error('gone'))
    await expect(waiting).rejects.toThrow('gone')
    await first
    expect(patient.stats).toMatchObject({ completed: 1, queued: 0 })
    await patient.close()
  })

  it('hashes and verifies as before', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('wrong horse battery', hash)).toBe(false)
  })
})

describe('the API under a flood of sign-ins', { timeout: 60_000 }, () => {
  const served = serveTestApi({ seedScale: 0.05, internalKey: 'k'.repeat(32), hashing: { threads: 1, maxQueued: 2 } })

  it('answers 503 with Retry-After to what it cannot queue, and 401 to the rest', async () => {
    const attempt = (i: number) =>
      fetch(`${served.base()}/couk/customer-portal/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TWENTY_INTERNAL_HEADER]: 'k'.repeat(32) },
        body: JSON.stringify({ email: `flood-${i}@example.com`, password: 'not the password' }),
      })
    const shedBefore = passwordHashingStats().shed
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(i)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(3)
    const shed = answers.filter((answer) => answer.status === 503)
    expect(shed.length).toBeGreaterThan(0)
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true)
    for (const answer of shed) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(passwordHashingStats().shed - shedBefore).toBe(shed.length)
  })
})
