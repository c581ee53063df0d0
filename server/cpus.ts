/**
 * How many CPUs this container may use: the cores Node sees (`os.availableParallelism`, which
 * follows the CPU affinity) capped by a CFS quota when the container has one (Kubernetes CPU
 * limits), rounded up. A pod limited to 1500m gets 2 workers on a 16-core node, not 16.
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'

type ReadFile = (path: string) => string | null

const readOrNull: ReadFile = (path) => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** The CFS quota in CPUs (cgroup v2 `cpu.max`, else v1 `cfs_quota_us`/`cfs_period_us`), or null for none. */
export function cgroupCpuQuota(read: ReadFile = readOrNull): number | null {
  const v2 = read('/sys/fs/cgroup/cpu.max')?.trim()
  if (v2) {
    const [quota, period] = v2.split(/\s+/)
    if (quota === 'max') return null
    const cpus = Number(quota) / Number(period ?? 100_000)
    return Number.isFinite(cpus) && cpus > 0 ? cpus : null
  }
  const quota = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')?.trim())
  const period = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_period_us')?.trim())
  if (!Number.isFinite(quota) || quota <= 0 || !Number.isFinite(period) || period <= 0) return null
  return quota / period
}

export function containerCpuCount(
  read: ReadFile = readOrNull,
  parallelism: number = os.availableParallelism(),
): number {
  const quota = cgroupCpuQuota(read)
  return Math.max(1, quota === null ? parallelism : Math.min(parallelism, Math.ceil(quota)))
}
