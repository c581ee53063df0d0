/**
 * A real Redis for the tests of shared rate limits (issue 22). scripts/test.sh starts Debian's
 * `redis-server` on a free port and passes `REDIS_TEST_URL`; run alone (`npx vitest run ...`), a
 * file starts its own on a free port of 6390-6399 and stops it afterwards. No Redis at all is a
 * failure, never a skip: the limits' sharing would go untested.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterAll, beforeAll } from 'vitest'

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`redis-server did not listen on ${port}`)
}

/** Starts `redis-server` on `port` without persistence; resolves once it accepts connections. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  await waitForPort(port)
  return child
}

export async function freeRedisPort(): Promise<number> {
  for (let port = 6390; port <= 6399; port++) if (await portIsFree(port)) return port
  throw new Error('no free port in 6390-6399 for a test Redis')
}

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
