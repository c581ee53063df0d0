/**
 * Small deterministic randomness for the seed and the generated images: the same seed always
 * gives the same sequence, on every machine and Node version (Math.random is neither).
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  between(min: number, max: number): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by relative weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T
  /** Roughly normal around 0 with standard deviation 1 (sum of uniforms; bounded, no outliers). */
  gaussian(): number
}

/** mulberry32: 32-bit state, fast, good enough statistical quality for fake data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0)
      let roll = next() * total
      for (const item of items) {
        roll -= weightOf(item)
        if (roll < 0) return item
      }
      return random.pick(items)
    },
    gaussian: () => (next() + next() + next() + next() + next() + next() - 3) / Math.SQRT1_2,
  }
  return random
}

/** FNV-1a: a stable 32-bit number from a string (e.g. an image seed from a slug). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
