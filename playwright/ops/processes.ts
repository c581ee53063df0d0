/**
 * The processes of the reliability suite, each started here and stopped by its own pid: the
 * storefront cluster (`node build/server.js`), a standalone twenty API, a fault proxy in front of
 * it, and Redis. Ports: E2E_PORT_BASE + 20 and up (3120-3129 by default).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'

export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100) + 20

export interface Started {
  child: ChildProcess
  /** Everything it printed, for a failure's message. */
  output: () => string
  exited: Promise<number | null>
}

function collect(child: ChildProcess): Started {
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

export async function waitForHttp(url: string, timeoutMs = 60_000, ok = (status: number) => status === 200) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await new Promise<number>((resolve) => {
      const request = http.get(url, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', () => resolve(0))
      request.setTimeout(2_000, () => request.destroy())
    })
    if (ok(status)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`)
}

/** The storefront in production mode: a primary and its workers. */
export async function startStorefront(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const started = collect(child)
  await waitForHttp(`http://127.0.0.1:${env.PORT}/readyz`).catch((error: Error) => {
    child.kill('SIGKILL')
    throw new Error(`${error.message}\n${started.output()}`)
  })
  return started
}

/** The embedded twenty API alone (scripts/twenty-server.ts), as a real API would run. */
export async function startTwentyServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/twenty-server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const started = collect(child)
  await waitForHttp(`http://127.0.0.1:${env.PORT}/healthz`).catch((error: Error) => {
    child.kill('SIGKILL')
    throw new Error(`${error.message}\n${started.output()}`)
  })
  return started
}

/** The pids of a process's children (a cluster primary's workers), from /proc. */
export function childPids(parent: number): number[] {
  const result = spawnSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' })
  return result.stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0)
}

export function processAlive(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2]!.startsWith('Z')
  } catch {
    return false
  }
}

export type FaultMode = { kind: 'pass' } | { kind: 'refuse' } | { kind: 'delay'; ms: number }

/**
 * A TCP proxy in front of the twenty API whose faults the test switches: `refuse` closes every
 * new connection at once (the API unreachable), `delay` holds each connection's first bytes for
 * a while (the API slow). Byte-level, so the storefront's HTTP client sees real network faults.
 */
export class FaultProxy {
  mode: FaultMode = { kind: 'pass' }
  private readonly server: net.Server
  private readonly sockets = new Set<net.Socket>()

  constructor(
    readonly port: number,
    private readonly target: number,
  ) {
    this.server = net.createServer((client) => this.connect(client))
  }

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', () => resolve()))
  }

  /** Switches the fault; `refuse` also cuts the connections the storefront keeps alive. */
  set(mode: FaultMode): void {
    this.mode = mode
    if (mode.kind === 'refuse') for (const socket of this.sockets) socket.destroy()
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private connect(client: net.Socket): void {
    if (this.mode.kind === 'refuse') {
      client.resetAndDestroy()
      return
    }
    this.sockets.add(client)
    const upstream = net.connect(this.target, '127.0.0.1')
    this.sockets.add(upstream)
    const forget = () => {
      this.sockets.delete(client)
      this.sockets.delete(upstream)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', forget).on('close', forget)
    upstream.on('error', forget).on('close', forget)
    upstream.pipe(client)
    // Each request's bytes wait while the API is slow (per chunk the storefront sends).
    client.on('data', (chunk: Buffer) => {
      if (this.mode.kind === 'refuse') {
        forget()
        return
      }
      const delay = this.mode.kind === 'delay' ? this.mode.ms : 0
      if (delay === 0) upstream.write(chunk)
      else setTimeout(() => !upstream.destroyed && upstream.write(chunk), delay)
    })
  }
}
