/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`): self time by function and by package,
 * as shares of the busy time (idle left out). Used to find the hot frames before a change (issue
 * 23, decision 032); `scripts/profile-pages.ts` runs it after each page's profile.
 *
 *   npx tsx scripts/cpu-profile-summary.ts /tmp/perf/home/CPU.*.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}

interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface ProfileSummary {
  /** Milliseconds sampled outside `(idle)`. */
  busyMs: number
  idleMs: number
  byFunction: { name: string; ms: number; share: number }[]
  byPackage: { name: string; ms: number; share: number }[]
}

/**
 * Where a frame's code lives: an npm package (`react-dom`, `@remix-run/router`), `node internals`
 * (node:* and internal/*), `app` (the Remix build), `host` (the bundled server.ts), `twenty`, or
 * V8's own pseudo-frames (`(garbage collector)`, `(program)`).
 */
export function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : 'native'
  const modules = url.lastIndexOf('/node_modules/')
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/')
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? 'node_modules')
  }
  if (url.startsWith('node:') || !url.includes('/')) return 'node internals'
  if (url.includes('/build/server/')) return 'app (Remix build)'
  if (url.endsWith('/build/server.js')) return 'host (server.ts bundle)'
  if (url.includes('/twenty/')) return 'twenty'
  return url.replace(/^file:\/\//, '')
}

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  const functions = new Map<string, number>()
  const packages = new Map<string, number>()
  let busy = 0
  let idle = 0
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)?.callFrame
    if (!frame) continue
    if (frame.functionName === '(idle)') {
      idle += us
      continue
    }
    busy += us
    const file = frame.url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '')
    const name = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim()
    functions.set(name, (functions.get(name) ?? 0) + us)
    const pkg = packageOf(frame.url, frame.functionName)
    packages.set(pkg, (packages.get(pkg) ?? 0) + us)
  }
  const rows = (map: Map<string, number>) =>
    [...map].map(([name, us]) => ({ name, ms: us / 1000, share: busy > 0 ? us / busy : 0 })).sort((a, b) => b.ms - a.ms)
  return { busyMs: busy / 1000, idleMs: idle / 1000, byFunction: rows(functions), byPackage: rows(packages) }
}

export function formatSummary(summary: ProfileSummary, top = 25): string {
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`
  return [
    `busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    'self time by package:',
    ...summary.byPackage.slice(0, top).map((row) => `  ${pct(row.share)}  ${row.name}`),
    'self time by function:',
    ...summary.byFunction.slice(0, top).map((row) => `  ${pct(row.share)}  ${row.name}`),
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const topAt = args.indexOf('--top')
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 25
  const files = args.filter((arg, index) => !arg.startsWith('--') && (topAt < 0 || index !== topAt + 1))
  for (const file of files) {
    console.log(`\n${file}`)
    console.log(formatSummary(summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile), top))
  }
}
