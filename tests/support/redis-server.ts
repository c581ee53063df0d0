/**
 * Debian's `redis-server` for tests, started on a free port without persistence and stopped by
 * its caller (vitest's shared-limit tests, the reliability suite). No test framework here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

export async function portIsFree(port: number): Promise<boolean> {
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
