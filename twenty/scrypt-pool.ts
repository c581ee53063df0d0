/**
 * Password hashing off the main thread and off libuv's thread pool (issue 16, decision 014).
 *
 * `crypto.scrypt` runs on libuv's pool of four threads, which zlib (page compression) and the file
 * system share: 16 sign-in attempts at once kept every thread busy for seconds and the home page
 * waited 22 s for its compression. Here scrypt runs synchronously inside dedicated worker threads,
 * a bounded number of jobs wait, and anything beyond that is refused at once with
 * `HashQueueFullError` (the API answers 503 with Retry-After): a flood of sign-ins sheds load
 * instead of queueing without end, and pages never wait behind it.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

/** The worker: CommonJS source, so no file has to sit beside the bundled server. */
const WORKER_SOURCE = /* js */ `
const { parentPort, workerData } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
// On Linux a thread has its own nice value: this one yields the CPU to the page-rendering thread.
try { require('node:os').setPriority(workerData.niceness) } catch {}
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem })
    parentPort.postMessage({ id: job.id, key })
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) })
  }
})
`

export interface ScryptParams {
  N: number
  r: number
  p: number
}

/** Too many hashes are running and waiting: the caller answers 503 with Retry-After. */
export class HashQueueFullError extends Error {
  constructor() {
    super('Too many password checks at once')
    this.name = 'HashQueueFullError'
  }
}

interface Job {
  id: number
  password: string
  salt: Uint8Array
  keyLength: number
  params: ScryptParams
  resolve: (key: Buffer) => void
  reject: (error: Error) => void
  signal?: AbortSignal
}

interface Slot {
  worker: Worker
  job: Job | null
  startedAt: number
}

export interface ScryptPoolOptions {
  /** Worker threads hashing at once. Default: one per core beyond the first, at most 2. */
  threads?: number
  /** Jobs that may wait for a thread; beyond that `run` rejects at once. */
  maxQueued?: number
  /**
   * The longest a new job may expect to wait (jobs ahead of it x the recent time per hash, over
   * the threads): beyond that it is refused at once, so that an answer never comes after the
   * caller has given up (the storefront waits 8 s). On a slow or busy machine fewer jobs queue;
   * a couple may always wait, so that two visitors signing in at once are both served.
   */
  maxWaitMs?: number
  /** The hashing threads' nice value (Linux: per thread): pages get the CPU first. Default 5. */
  niceness?: number
}

/** Jobs that may always wait, whatever the expected wait (two sign-ins at once are normal). */
const ALWAYS_QUEUED = 2

export interface ScryptPoolStats {
  running: number
  queued: number
  /** Jobs refused because the queue was full, since start. */
  shed: number
  /** Hashes computed since start. */
  completed: number
}

export class ScryptPool {
  readonly threads: number
  readonly maxQueued: number
  readonly maxWaitMs: number
  readonly niceness: number
  /** Recent time per hash (moving average), for the expected wait. */
  private hashMs = 0
  private readonly slots: Slot[] = []
  private readonly waiting: Job[] = []
  private nextId = 1
  private shedCount = 0
  private completedCount = 0

  constructor(options: ScryptPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? Math.min(2, Math.max(1, availableParallelism() - 1)))
    this.maxQueued = Math.max(0, options.maxQueued ?? 16)
    this.maxWaitMs = options.maxWaitMs ?? 6_000
    this.niceness = options.niceness ?? 5
  }

  get stats(): ScryptPoolStats {
    return {
      running: this.slots.filter((slot) => slot.job !== null).length,
      queued: this.waiting.length,
      shed: this.shedCount,
      completed: this.completedCount,
    }
  }

  /**
   * scrypt(password, salt) in a worker thread; rejects with HashQueueFullError when the queue is
   * full or the wait would be too long. A job whose `signal` aborts while it waits is dropped.
   */
  run(
    password: string,
    salt: Uint8Array,
    keyLength: number,
    params: ScryptParams,
    signal?: AbortSignal,
  ): Promise<Buffer> {
    const idle = this.idleSlot()
    const expectedWaitMs = ((this.waiting.length + 1) * this.hashMs) / this.threads
    const tooLong = this.waiting.length >= ALWAYS_QUEUED && expectedWaitMs > this.maxWaitMs
    if (!idle && (this.waiting.length >= this.maxQueued || tooLong)) {
      this.shedCount++
      return Promise.reject(new HashQueueFullError())
    }
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id: this.nextId++, password, salt, keyLength, params, resolve, reject, signal }
      if (idle) {
        this.start(idle, job)
        return
      }
      this.waiting.push(job)
      signal?.addEventListener(
        'abort',
        () => {
          const at = this.waiting.indexOf(job)
          if (at === -1) return
          this.waiting.splice(at, 1)
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
        },
        { once: true },
      )
    })
  }

  /** Stops the threads; jobs still waiting or running are rejected. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0)
    for (const job of this.waiting.splice(0)) job.reject(new Error('scrypt pool closed'))
    await Promise.all(
      slots.map(async (slot) => {
        slot.job?.reject(new Error('scrypt pool closed'))
        await slot.worker.terminate()
      }),
    )
  }

  private idleSlot(): Slot | null {
    const free = this.slots.find((slot) => slot.job === null)
    if (free) return free
    if (this.slots.length >= this.threads) return null
    const slot: Slot = {
      worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { niceness: this.niceness } }),
      job: null,
      startedAt: 0,
    }
    // Idle threads never keep the process alive.
    slot.worker.unref()
    slot.worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => this.finish(slot, message))
    slot.worker.on('error', (error) => this.fail(slot, error))
    slot.worker.on('exit', () => this.fail(slot, new Error('scrypt worker stopped')))
    this.slots.push(slot)
    return slot
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job
    slot.startedAt = performance.now()
    const { N, r, p } = job.params
    // scrypt needs 128 * N * r bytes; twice that leaves room, as node's own check wants.
    slot.worker.postMessage({
      id: job.id,
      password: job.password,
      salt: job.salt,
      keyLength: job.keyLength,
      N,
      r,
      p,
      maxmem: 256 * N * r,
    })
  }

  private finish(slot: Slot, message: { id: number; key?: Uint8Array; error?: string }): void {
    const job = slot.job
    slot.job = null
    if (job && job.id === message.id) {
      this.completedCount++
      const took = performance.now() - slot.startedAt
      this.hashMs = this.hashMs === 0 ? took : 0.7 * this.hashMs + 0.3 * took
      if (message.key) job.resolve(Buffer.from(message.key))
      else job.reject(new Error(message.error ?? 'scrypt failed'))
    }
    this.startNext(slot)
  }

  /** The next waiting job whose caller still waits for it. */
  private startNext(slot: Slot): void {
    let next = this.waiting.shift()
    while (next?.signal?.aborted) next = this.waiting.shift()
    if (next) this.start(slot, next)
  }

  private fail(slot: Slot, error: Error): void {
    const at = this.slots.indexOf(slot)
    if (at === -1) return
    this.slots.splice(at, 1)
    slot.job?.reject(error)
    slot.job = null
    // A new thread takes over the waiting jobs.
    const next = this.waiting.shift()
    if (next) {
      const replacement = this.idleSlot()
      if (replacement) this.start(replacement, next)
      else this.waiting.unshift(next)
    }
  }
}
