/**
 * A real Redis for the tests of shared rate limits (issue 22). scripts/test.sh starts Debian's
 * `redis-server` on a free port and passes `REDIS_TEST_URL`; run alone (`npx vitest run ...`), a
 * file starts its own on a free port of 6390-6399 and stops it afterwards. No Redis at all is a
 * failure, never a skip: the limits' sharing would go untested.
 */
import { spawnSync, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll } from 'vitest'
import { freeRedisPort, startRedisServer } from './redis-server'

export { freeRedisPort, startRedisServer }

/** The URL of a Redis for this file (valid once beforeAll ran). */
export function useRedis(): () => string {
  let url = process.env.REDIS_TEST_URL ?? ''
  let child: ChildProcess | undefined
  beforeAll(async () => {
    if (url) return
    if (spawnSync('redis-server', ['--version']).status !== 0) {
      throw new Error('redis-server is not installed: apt-get install redis-server (scripts/test.sh installs it)')
    }
    const port = await freeRedisPort()
    child = await startRedisServer(port)
    url = `redis://127.0.0.1:${port}`
  }, 20_000)
  afterAll(() => {
    child?.kill('SIGTERM')
  })
  return () => url
}
