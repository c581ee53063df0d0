/**
 * Generated campsite images: an original SVG landscape per area or site (sky, sun, clouds,
 * mountains or hills, sea, lake or river, trees, tents), drawn from a seed so the same slug always
 * gives the same picture, converted to WebP with sharp. No image is downloaded or shipped.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Palette } from './catalogue-data'
import { createRandom, type Random } from './random'

export type ImageFormat = 'webp' | 'svg'

export interface LandscapeRequest {
  seed: number
  palette: Palette
  /** CSS pixels; the image has width * pixelRatio device pixels. */
  width: number
  height: number
  pixelRatio: 1 | 2
}

type WaterKind = 'sea' | 'lake' | 'river' | 'pond' | 'none'
type TreeKind = 'conifer' | 'round' | 'cypress' | 'umbrellaPine'

interface Scheme {
  /** [top, horizon] gradient stops of a few times of day. */
  skies: readonly (readonly [string, string])[]
  far: string
  mid: string
  near: string
  ground: readonly [string, string]
  water: readonly [string, string]
  waterKinds: readonly WaterKind[]
  /** 0 none, 1 mountains, 2 snowy mountains. */
  mountains: 0 | 1 | 2
  trees: readonly TreeKind[]
  sand?: string
  lavender?: boolean
}

const DAY_SKIES = {
  bright: ['#4fa3de', '#cfeaf8'],
  soft: ['#86bfe6', '#e8f4fa'],
  golden: ['#f0a36b', '#fde3bb'],
  evening: ['#6d7fc4', '#f6c6a0'],
} as const

const SCHEMES: Record<Palette, Scheme> = {
  atlantic: {
    skies: [DAY_SKIES.soft, DAY_SKIES.bright, DAY_SKIES.golden],
    far: '#93ae9c',
    mid: '#77a06f',
    near: '#5b8a4c',
    ground: ['#93c064', '#6c9c47'],
    water: ['#3f82b0', '#86c7df'],
    waterKinds: ['sea'],
    mountains: 0,
    trees: ['conifer', 'round'],
    sand: '#ecd9a8',
  },
  mediterranean: {
    skies: [DAY_SKIES.bright, DAY_SKIES.bright, DAY_SKIES.golden, DAY_SKIES.evening],
    far: '#b3aa86',
    mid: '#98985e',
    near: '#7b8a45',
    ground: ['#c8bb7c', '#a39353'],
    water: ['#1c74b0', '#5cc6d8'],
    waterKinds: ['sea'],
    mountains: 0,
    trees: ['umbrellaPine', 'cypress', 'umbrellaPine'],
    sand: '#f1dfb0',
  },
  lavender: {
    skies: [DAY_SKIES.bright, DAY_SKIES.golden, DAY_SKIES.evening],
    far: '#a59fc0',
    mid: '#9b9a68',
    near: '#7d8948',
    ground: ['#9277c2', '#6c519a'],
    water: ['#3f8fb8', '#8cd0e4'],
    waterKinds: ['none'],
    mountains: 0,
    trees: ['cypress', 'round'],
    lavender: true,
  },
  lake: {
    skies: [DAY_SKIES.bright, DAY_SKIES.soft, DAY_SKIES.golden],
    far: '#8298b4',
    mid: '#6b9868',
    near: '#4d7e45',
    ground: ['#82b65c', '#5a8e3d'],
    water: ['#2f86b3', '#8fd2e6'],
    waterKinds: ['lake'],
    mountains: 1,
    trees: ['conifer', 'round', 'cypress'],
  },
  alpine: {
    skies: [DAY_SKIES.bright, DAY_SKIES.soft, DAY_SKIES.evening],
    far: '#7a8ca8',
    mid: '#5d8a59',
    near: '#3f6f3e',
    ground: ['#86b85d', '#5e9340'],
    water: ['#3b8bb3', '#93d3e5'],
    waterKinds: ['none', 'pond', 'river'],
    mountains: 2,
    trees: ['conifer'],
  },
  countryside: {
    skies: [DAY_SKIES.bright, DAY_SKIES.soft, DAY_SKIES.golden],
    far: '#a6b888',
    mid: '#8eb066',
    near: '#6e9a48',
    ground: ['#a6c66c', '#7ea64a'],
    water: ['#4a93b8', '#9ad4e4'],
    waterKinds: ['none', 'pond', 'river'],
    mountains: 0,
    trees: ['round', 'cypress', 'round'],
  },
  forest: {
    skies: [DAY_SKIES.soft, DAY_SKIES.bright, DAY_SKIES.golden],
    far: '#7b9784',
    mid: '#4d7c54',
    near: '#386841',
    ground: ['#6f9d50', '#4d7b36'],
    water: ['#3d7fa3', '#86bdd4'],
    waterKinds: ['none', 'pond', 'lake'],
    mountains: 0,
    trees: ['conifer', 'conifer', 'round'],
  },
  river: {
    skies: [DAY_SKIES.bright, DAY_SKIES.soft, DAY_SKIES.golden],
    far: '#a0b398',
    mid: '#7c9f66',
    near: '#5b8948',
    ground: ['#8fbd62', '#689846'],
    water: ['#3a88b0', '#8fcfe2'],
    waterKinds: ['river'],
    mountains: 0,
    trees: ['round', 'round', 'conifer'],
  },
  nordic: {
    skies: [DAY_SKIES.soft, DAY_SKIES.soft, DAY_SKIES.golden],
    far: '#a4b6ae',
    mid: '#8bab87',
    near: '#6c9366',
    ground: ['#b8c98d', '#91a968'],
    water: ['#4a7ea3', '#a3cbe0'],
    waterKinds: ['sea'],
    mountains: 0,
    trees: ['conifer', 'round'],
    sand: '#eee0b9',
  },
}

const TENT_COLOURS = ['#e4572e', '#f3a712', '#2a9d8f', '#d1495b', '#3d5a80', '#f28f3b'] as const

/** One decimal is plenty at these sizes and keeps the SVG small. */
const n = (value: number) => Math.round(value * 10) / 10

function mix(a: string, b: string, t: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const [pa, pb] = [parse(a), parse(b)]
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** A smooth closed shape through `points` down to `bottom` (Catmull-Rom turned into Béziers). */
function ridgePath(points: readonly (readonly [number, number])[], bottom: number): string {
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))] as readonly [number, number]
  const first = at(0)
  let d = `M${n(first[0])} ${n(bottom)}L${n(first[0])} ${n(first[1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${n(c1[0] ?? 0)} ${n(c1[1] ?? 0)} ${n(c2[0] ?? 0)} ${n(c2[1] ?? 0)} ${n(p2[0])} ${n(p2[1])}`
  }
  return `${d}L${n(at(points.length - 1)[0])} ${n(bottom)}Z`
}

class LandscapePainter {
  private readonly parts: string[] = []
  private readonly defs: string[] = []
  private readonly random: Random
  private readonly scheme: Scheme
  private readonly sky: readonly [string, string]
  private readonly horizon: number
  private readonly width: number
  private readonly height: number

  constructor(private readonly request: LandscapeRequest) {
    this.width = request.width
    this.height = request.height
    this.random = createRandom(request.seed)
    this.scheme = SCHEMES[request.palette]
    this.sky = this.random.pick(this.scheme.skies)
    this.horizon = this.height * this.random.between(0.46, 0.56)
  }

  paint(): string {
    const { random, scheme, height, horizon } = this
    const water = random.pick(scheme.waterKinds)
    this.paintSky()
    this.paintSun()
    this.paintClouds()
    this.paintBirds()
    if (scheme.mountains > 0) this.paintMountains(scheme.mountains === 2)
    const groundTop = height * random.between(0.7, 0.78)
    // The band between the horizon and the foreground: sea and beach, a lake and its shore, or hills.
    let shore: number
    if (water === 'sea') {
      shore = this.paintSea()
    } else {
      this.paintHills(horizon, height * 0.09, mix(scheme.far, this.sky[1], 0.35), 7)
      if (water === 'lake') {
        shore = this.paintLake()
        this.paintHills(shore, height * 0.015, scheme.mid, 5)
      } else {
        shore = horizon + height * 0.07
        this.paintHills(shore, height * 0.08, scheme.mid, 5)
      }
    }
    this.paintTrees(shore, Math.max(shore + height * 0.04, groundTop - height * 0.02), 0.5, random.int(2, 7))
    this.paintGround(groundTop, water === 'sea')
    if (water === 'river') this.paintRiver(groundTop)
    if (water === 'pond') this.paintPond(groundTop)
    this.paintTrees(groundTop + height * 0.02, groundTop + height * 0.12, 1, random.int(1, 3))
    this.paintTents(groundTop)
    const { width, request } = this
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width * request.pixelRatio}" height="${height * request.pixelRatio}" ` +
      `viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice" role="img">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    )
  }

  /** Ids carry the seed so that two inlined landscapes never share a gradient. */
  private id(name: string): string {
    return `l${this.request.seed.toString(36)}-${name}`
  }

  private linearGradient(name: string, top: string, bottom: string): string {
    const id = this.id(name)
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    )
    return `url(#${id})`
  }

  private paintSky(): void {
    const fill = this.linearGradient('sky', this.sky[0], this.sky[1])
    this.parts.push(`<rect width="${this.width}" height="${this.height}" fill="${fill}"/>`)
  }

  private paintSun(): void {
    const { random, width, height } = this
    const x = width * random.between(0.12, 0.88)
    const y = height * random.between(0.12, 0.3)
    const r = height * random.between(0.055, 0.085)
    const glow = this.id('glow')
    this.defs.push(
      `<radialGradient id="${glow}"><stop offset="0" stop-color="#fff6d5" stop-opacity=".85"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>`,
    )
    this.parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3.2)}" fill="url(#${glow})"/>`,
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff3c4"/>`,
    )
  }

  private paintClouds(): void {
    const { random, width, height } = this
    for (let i = random.int(1, 4); i > 0; i--) {
      const x = width * random.next()
      const y = height * random.between(0.07, 0.32)
      const s = height * random.between(0.035, 0.06)
      const puffs = [
        [0, 0, 2.4, 0.9],
        [-1.3, 0.25, 1.3, 0.7],
        [1.4, 0.2, 1.5, 0.75],
        [0.2, -0.5, 1.2, 0.8],
      ]
      this.parts.push(
        `<g fill="#fff" opacity="${n(random.between(0.75, 0.95))}">${puffs
          .map(
            ([dx = 0, dy = 0, rx = 1, ry = 1]) =>
              `<ellipse cx="${n(x + dx * s)}" cy="${n(y + dy * s)}" rx="${n(rx * s)}" ry="${n(ry * s)}"/>`,
          )
          .join('')}</g>`,
      )
    }
  }

  private paintBirds(): void {
    const { random, width, height } = this
    if (!random.chance(0.6)) return
    const x = width * random.between(0.2, 0.8)
    const y = height * random.between(0.15, 0.3)
    const s = height * 0.018
    const birds = [0, 1, 2].slice(0, random.int(2, 3)).map((i) => {
      const bx = x + i * s * 2.6
      const by = y + (i % 2) * s * 1.2
      return `M${n(bx - s)} ${n(by - s * 0.5)}Q${n(bx - s * 0.4)} ${n(by - s * 0.7)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.4)} ${n(by - s * 0.7)} ${n(bx + s)} ${n(by - s * 0.5)}`
    })
    this.parts.push(
      `<path d="${birds.join('')}" fill="none" stroke="#3c4a5c" stroke-width="${n(height * 0.006)}" stroke-linecap="round" opacity=".7"/>`,
    )
  }

  private paintMountains(snowy: boolean): void {
    const { random, width, height, horizon, scheme } = this
    for (const layer of [0, 1]) {
      const colour = mix(scheme.far, this.sky[1], layer === 0 ? 0.45 : 0.1)
      const base = horizon + height * 0.02
      const peaks: [number, number][] = []
      let x = -width * random.between(0.05, 0.15)
      while (x < width * 1.1) {
        const rise = height * (layer === 0 ? random.between(0.2, 0.34) : random.between(0.12, 0.24))
        peaks.push([x, base - rise])
        x += width * random.between(0.14, 0.28)
        peaks.push([x, base - rise * random.between(0.35, 0.6)])
        x += width * random.between(0.08, 0.16)
      }
      const outline = peaks.map(([px, py]) => `L${n(px)} ${n(py)}`).join('')
      this.parts.push(
        `<path d="M${n(-width * 0.2)} ${n(base)}${outline}L${n(width * 1.3)} ${n(base)}Z" fill="${colour}"/>`,
      )
      if (!snowy) continue
      // Snow caps: the top quarter of each summit, with a ragged lower edge.
      const caps: string[] = []
      for (let i = 0; i < peaks.length; i += 2) {
        const [tx, ty] = peaks[i] as [number, number]
        const left = peaks[i - 1] ?? [tx - width * 0.15, base]
        const right = peaks[i + 1] ?? [tx + width * 0.15, base]
        const depth = random.between(0.22, 0.32)
        const lx = tx + (left[0] - tx) * depth
        const ly = ty + (left[1] - ty) * depth
        const rx = tx + (right[0] - tx) * depth
        const ry = ty + (right[1] - ty) * depth
        const mx = (lx + rx) / 2
        const my = Math.max(ly, ry) + height * 0.012
        caps.push(
          `M${n(tx)} ${n(ty)}L${n(rx)} ${n(ry)}L${n((mx + rx) / 2)} ${n(my - height * 0.01)}L${n(mx)} ${n(my)}L${n((mx + lx) / 2)} ${n(my - height * 0.015)}L${n(lx)} ${n(ly)}Z`,
        )
      }
      this.parts.push(`<path d="${caps.join('')}" fill="#f7fbff" opacity="${layer === 0 ? 0.8 : 0.95}"/>`)
    }
  }

  private paintHills(baseline: number, amplitude: number, colour: string, count: number): void {
    const { random, width, height } = this
    const points: [number, number][] = []
    // From beyond the left edge to beyond the right one, so no sky shows at the sides.
    for (let i = -1; i <= count + 1; i++) {
      points.push([
        (width * i) / count + random.between(-0.04, 0.04) * width,
        baseline - amplitude * random.between(0.1, 1),
      ])
    }
    this.parts.push(`<path d="${ridgePath(points, height)}" fill="${colour}"/>`)
  }

  /** Returns the y of the shoreline. */
  private paintSea(): number {
    const { random, width, height, horizon, scheme } = this
    const shore = height * random.between(0.64, 0.7)
    const fill = this.linearGradient('sea', scheme.water[1], scheme.water[0])
    this.parts.push(
      `<rect y="${n(horizon)}" width="${width}" height="${n(shore - horizon + height * 0.05)}" fill="${fill}"/>`,
    )
    // A headland on one side keeps the horizon from being a plain ruler line.
    const leftSide = random.chance(0.5)
    const reach = width * random.between(0.25, 0.45)
    const top = horizon - height * random.between(0.07, 0.13)
    const from = leftSide ? -width * 0.05 : width - reach
    const to = leftSide ? reach : width * 1.05
    const headland = leftSide
      ? [
          [from, top],
          [to * 0.55, top + height * 0.02],
          [to, horizon + height * 0.01],
        ]
      : [
          [from, horizon + height * 0.01],
          [from + reach * 0.45, top + height * 0.02],
          [to, top],
        ]
    this.parts.push(
      `<path d="${ridgePath(headland as [number, number][], horizon + height * 0.015)}" fill="${mix(scheme.far, this.sky[1], 0.3)}"/>`,
    )
    if (random.chance(0.4)) this.paintLighthouse(leftSide ? to * 0.45 : from + reach * 0.6, top + height * 0.02)
    const glints: string[] = []
    for (let i = random.int(5, 9); i > 0; i--) {
      const y = horizon + (shore - horizon) * random.between(0.08, 0.9)
      const x = width * random.next()
      const length = width * random.between(0.03, 0.09)
      glints.push(`M${n(x)} ${n(y)}h${n(length)}`)
    }
    this.parts.push(
      `<path d="${glints.join('')}" stroke="#fff" stroke-width="${n(height * 0.006)}" stroke-linecap="round" opacity=".55"/>`,
    )
    if (random.chance(0.5)) this.paintSailboat(width * random.between(0.15, 0.85), horizon + (shore - horizon) * 0.45)
    if (scheme.sand) {
      const beach: [number, number][] = [-0.25, 0, 0.25, 0.5, 0.75, 1, 1.25].map((t) => [
        width * t,
        shore + height * random.between(-0.015, 0.015),
      ])
      this.parts.push(`<path d="${ridgePath(beach, height)}" fill="${scheme.sand}"/>`)
    }
    return shore
  }

  private paintLighthouse(x: number, baseY: number): void {
    const h = this.height * 0.12
    const w = h * 0.18
    this.parts.push(
      `<g><path d="M${n(x - w / 2)} ${n(baseY)}L${n(x - w / 3)} ${n(baseY - h)}h${n((w * 2) / 3)}L${n(x + w / 2)} ${n(baseY)}Z" fill="#fff"/>` +
        `<path d="M${n(x - w * 0.45)} ${n(baseY - h * 0.3)}h${n(w * 0.9)}l${n(-w * 0.03)} ${n(-h * 0.18)}h${n(-w * 0.84)}Z" fill="#d1495b"/>` +
        `<path d="M${n(x - w * 0.38)} ${n(baseY - h * 0.7)}h${n(w * 0.76)}l${n(-w * 0.03)} ${n(-h * 0.18)}h${n(-w * 0.7)}Z" fill="#d1495b"/>` +
        `<rect x="${n(x - w * 0.3)}" y="${n(baseY - h * 1.12)}" width="${n(w * 0.6)}" height="${n(h * 0.12)}" fill="#ffe08a"/>` +
        `<path d="M${n(x - w * 0.42)} ${n(baseY - h * 1.12)}L${n(x)} ${n(baseY - h * 1.3)}L${n(x + w * 0.42)} ${n(baseY - h * 1.12)}Z" fill="#3d4a5c"/></g>`,
    )
  }

  private paintSailboat(x: number, y: number): void {
    const s = this.height * 0.05
    this.parts.push(
      `<path d="M${n(x - s)} ${n(y)}h${n(s * 2)}l${n(-s * 0.35)} ${n(s * 0.35)}h${n(-s * 1.3)}Z" fill="#3d4a5c"/>` +
        `<path d="M${n(x)} ${n(y - s * 0.1)}V${n(y - s * 1.6)}L${n(x + s * 0.9)} ${n(y - s * 0.15)}Z" fill="#fff"/>` +
        `<path d="M${n(x - s * 0.08)} ${n(y - s * 0.1)}V${n(y - s * 1.3)}L${n(x - s * 0.75)} ${n(y - s * 0.15)}Z" fill="#f4f1e8"/>`,
    )
  }

  /** Returns the y of the near shore. */
  private paintLake(): number {
    const { random, width, height, horizon, scheme } = this
    const top = horizon + height * 0.005
    const bottom = horizon + height * random.between(0.1, 0.16)
    const fill = this.linearGradient('lake', scheme.water[1], scheme.water[0])
    const sway = height * 0.03
    this.parts.push(
      `<path d="M${-width * 0.05} ${n(top)}H${n(width * 1.05)}V${n(bottom)}C${n(width * 0.7)} ${n(bottom + sway)} ${n(width * 0.3)} ${n(bottom - sway)} ${-width * 0.05} ${n(bottom)}Z" fill="${fill}"/>`,
    )
    const glints: string[] = []
    for (let i = random.int(3, 6); i > 0; i--) {
      glints.push(
        `M${n(width * random.next())} ${n(top + (bottom - top) * random.between(0.2, 0.8))}h${n(width * random.between(0.03, 0.07))}`,
      )
    }
    this.parts.push(
      `<path d="${glints.join('')}" stroke="#fff" stroke-width="${n(height * 0.005)}" stroke-linecap="round" opacity=".5"/>`,
    )
    return bottom
  }

  private paintGround(top: number, dunes: boolean): void {
    const { random, width, height, scheme } = this
    const points: [number, number][] = [-0.2, 0, 0.2, 0.4, 0.6, 0.8, 1, 1.2].map((t) => [
      width * t,
      top + height * random.between(-0.03, 0.03),
    ])
    const colours =
      dunes && scheme.sand
        ? [mix(scheme.sand, scheme.ground[0], 0.35), mix(scheme.sand, scheme.ground[1], 0.5)]
        : scheme.ground
    const fill = this.linearGradient('ground', colours[0] ?? scheme.ground[0], colours[1] ?? scheme.ground[1])
    const path = ridgePath(points, height)
    this.parts.push(`<path d="${path}" fill="${fill}"/>`)
    if (dunes) {
      // Marram grass tufts on the dunes.
      const tufts: string[] = []
      for (let i = random.int(6, 12); i > 0; i--) {
        const x = width * random.next()
        const y = top + height * random.between(0.04, 0.25)
        const s = height * 0.025
        tufts.push(
          `M${n(x)} ${n(y)}l${n(-s * 0.4)} ${n(-s)}M${n(x)} ${n(y)}l0 ${n(-s * 1.2)}M${n(x)} ${n(y)}l${n(s * 0.5)} ${n(-s)}`,
        )
      }
      this.parts.push(
        `<path d="${tufts.join('')}" stroke="${scheme.near}" stroke-width="${n(height * 0.006)}" stroke-linecap="round"/>`,
      )
    }
    if (scheme.lavender) {
      // Lavender rows running towards a vanishing point on the horizon.
      const field = this.id('field')
      this.defs.push(`<clipPath id="${field}"><path d="${path}"/></clipPath>`)
      const vanishX = width * random.between(0.3, 0.7)
      const rows: string[] = []
      for (let i = -6; i <= 16; i++) {
        rows.push(`M${n(vanishX)} ${n(top - height * 0.25)}L${n((width * i) / 10)} ${n(height * 1.05)}`)
      }
      this.parts.push(
        `<path d="${rows.join('')}" stroke="#b89be0" stroke-width="${n(width * 0.035)}" clip-path="url(#${field})" opacity=".85"/>`,
      )
    }
  }

  private paintRiver(groundTop: number): void {
    const { random, width, height, scheme } = this
    const startX = width * random.between(0.3, 0.7)
    const endX = width * random.between(0.2, 0.8)
    const bend = width * random.between(-0.25, 0.25)
    const y0 = groundTop - height * 0.01
    const fill = this.linearGradient('river', scheme.water[1], scheme.water[0])
    const w0 = width * 0.015
    const w1 = width * 0.16
    this.parts.push(
      `<path d="M${n(startX - w0)} ${n(y0)}C${n(startX + bend - w0)} ${n(y0 + height * 0.1)} ${n(endX - bend - w1)} ${n(height * 0.85)} ${n(endX - w1)} ${n(height)}` +
        `H${n(endX + w1)}C${n(endX - bend + w1)} ${n(height * 0.85)} ${n(startX + bend + w0)} ${n(y0 + height * 0.1)} ${n(startX + w0)} ${n(y0)}Z" fill="${fill}"/>`,
    )
  }

  private paintPond(groundTop: number): void {
    const { random, width, height, scheme } = this
    const cx = width * random.between(0.2, 0.8)
    const cy = groundTop + height * random.between(0.1, 0.16)
    const fill = this.linearGradient('pond', scheme.water[1], scheme.water[0])
    this.parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(width * random.between(0.12, 0.2))}" ry="${n(height * 0.045)}" fill="${fill}"/>`,
    )
  }

  private paintTrees(fromY: number, toY: number, scale: number, count: number): void {
    const { random, width, height, scheme } = this
    const trees: { x: number; y: number; kind: TreeKind; size: number }[] = []
    for (let i = 0; i < count; i++) {
      const y = random.between(fromY, toY)
      trees.push({
        x: width * random.next(),
        y,
        kind: random.pick(scheme.trees),
        size: height * scale * random.between(0.13, 0.2),
      })
    }
    // Far trees first, so nearer ones overlap them.
    for (const tree of trees.sort((a, b) => a.y - b.y)) this.paintTree(tree.x, tree.y, tree.size, tree.kind)
  }

  private paintTree(x: number, y: number, size: number, kind: TreeKind): void {
    const dark = mix(this.scheme.near, '#1d3b24', 0.45)
    const leaf = mix(this.scheme.near, '#1d3b24', 0.2)
    const trunk = '#6b4a2f'
    switch (kind) {
      case 'conifer': {
        const w = size * 0.45
        this.parts.push(
          `<rect x="${n(x - size * 0.04)}" y="${n(y - size * 0.2)}" width="${n(size * 0.08)}" height="${n(size * 0.2)}" fill="${trunk}"/>` +
            `<path d="M${n(x)} ${n(y - size)}L${n(x + w * 0.6)} ${n(y - size * 0.55)}H${n(x + w * 0.35)}L${n(x + w)} ${n(y - size * 0.15)}H${n(x - w)}L${n(x - w * 0.35)} ${n(y - size * 0.55)}H${n(x - w * 0.6)}Z" fill="${dark}"/>`,
        )
        break
      }
      case 'round':
        this.parts.push(
          `<rect x="${n(x - size * 0.05)}" y="${n(y - size * 0.45)}" width="${n(size * 0.1)}" height="${n(size * 0.45)}" fill="${trunk}"/>` +
            `<circle cx="${n(x)}" cy="${n(y - size * 0.62)}" r="${n(size * 0.3)}" fill="${leaf}"/>` +
            `<circle cx="${n(x - size * 0.18)}" cy="${n(y - size * 0.5)}" r="${n(size * 0.2)}" fill="${leaf}"/>` +
            `<circle cx="${n(x + size * 0.2)}" cy="${n(y - size * 0.52)}" r="${n(size * 0.2)}" fill="${dark}"/>`,
        )
        break
      case 'cypress':
        this.parts.push(
          `<path d="M${n(x)} ${n(y - size * 1.1)}C${n(x + size * 0.16)} ${n(y - size * 0.8)} ${n(x + size * 0.14)} ${n(y - size * 0.2)} ${n(x)} ${n(y)}C${n(x - size * 0.14)} ${n(y - size * 0.2)} ${n(x - size * 0.16)} ${n(y - size * 0.8)} ${n(x)} ${n(y - size * 1.1)}Z" fill="${dark}"/>`,
        )
        break
      case 'umbrellaPine':
        this.parts.push(
          `<path d="M${n(x)} ${n(y)}Q${n(x + size * 0.05)} ${n(y - size * 0.4)} ${n(x + size * 0.1)} ${n(y - size * 0.75)}" stroke="${trunk}" stroke-width="${n(size * 0.07)}" fill="none"/>` +
            `<ellipse cx="${n(x + size * 0.1)}" cy="${n(y - size * 0.82)}" rx="${n(size * 0.5)}" ry="${n(size * 0.16)}" fill="${dark}"/>`,
        )
        break
    }
  }

  private paintTents(groundTop: number): void {
    const { random, width, height } = this
    const count = random.int(1, 3)
    const spots = Array.from({ length: count }, (_, i) => ({
      x: width * ((i + random.between(0.25, 0.75)) / count) * 0.9 + width * 0.05,
      y: groundTop + height * random.between(0.12, 0.22),
    })).sort((a, b) => a.y - b.y)
    for (const { x, y } of spots) {
      const size = height * random.between(0.17, 0.22) * (y / height)
      if (random.chance(0.35)) this.paintBellTent(x, y, size * 1.3)
      else this.paintRidgeTent(x, y, size, random.pick(TENT_COLOURS))
    }
  }

  private paintRidgeTent(x: number, y: number, size: number, colour: string): void {
    const w = size * 1.1
    const shade = mix(colour, '#000000', 0.25)
    this.parts.push(
      `<ellipse cx="${n(x + w * 0.2)}" cy="${n(y)}" rx="${n(w * 1.2)}" ry="${n(size * 0.08)}" fill="#000" opacity=".12"/>` +
        `<path d="M${n(x - w)} ${n(y)}L${n(x)} ${n(y - size)}L${n(x + w * 0.55)} ${n(y - size * 0.92)}L${n(x + w * 1.3)} ${n(y - size * 0.05)}L${n(x + w * 0.25)} ${n(y)}Z" fill="${shade}"/>` +
        `<path d="M${n(x - w)} ${n(y)}L${n(x)} ${n(y - size)}L${n(x + w * 0.25)} ${n(y)}Z" fill="${colour}"/>` +
        `<path d="M${n(x - w * 0.3)} ${n(y)}L${n(x - w * 0.1)} ${n(y - size * 0.55)}L${n(x + w * 0.08)} ${n(y)}Z" fill="#2b2d42" opacity=".75"/>`,
    )
  }

  private paintBellTent(x: number, y: number, size: number): void {
    const w = size * 0.75
    this.parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 1.15)}" ry="${n(size * 0.07)}" fill="#000" opacity=".12"/>` +
        `<path d="M${n(x - w)} ${n(y)}V${n(y - size * 0.32)}L${n(x)} ${n(y - size)}L${n(x + w)} ${n(y - size * 0.32)}V${n(y)}Z" fill="#f4ecd8"/>` +
        `<path d="M${n(x + w * 0.35)} ${n(y)}V${n(y - size * 0.32)}L${n(x)} ${n(y - size)}L${n(x + w)} ${n(y - size * 0.32)}V${n(y)}Z" fill="#ddd0b3"/>` +
        `<path d="M${n(x - w * 0.3)} ${n(y)}L${n(x - w * 0.05)} ${n(y - size * 0.5)}L${n(x + w * 0.2)} ${n(y)}Z" fill="#7a5c3e"/>` +
        `<path d="M${n(x)} ${n(y - size)}v${n(-size * 0.12)}" stroke="#7a5c3e" stroke-width="${n(size * 0.04)}"/>`,
    )
  }
}

/** The SVG of one landscape; the same request always gives the same bytes. */
export function renderLandscapeSvg(request: LandscapeRequest): string {
  return new LandscapePainter(request).paint()
}

// ---------------------------------------------------------------- rendering service

export interface RenderedImage {
  body: Buffer
  contentType: string
}

interface Logger {
  warn(details: Record<string, unknown>, message: string): void
}

type SharpFactory = typeof import('sharp')

/** Least-recently-used cache: a Map keeps insertion order, so the first key is the oldest. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
  }

  delete(key: K): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}

/** Thrown when the render queue is full: the caller answers 503 with Retry-After. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many images are being rendered; try again shortly')
    this.name = 'RenderQueueFullError'
  }
}

/**
 * At most `concurrency` renders at a time and `maxQueued` waiting: image work is CPU work, and
 * unbounded it would starve page rendering in the same process.
 */
export class RenderQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly concurrency = 1,
    private readonly maxQueued = 16,
  ) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency && this.waiting.length >= this.maxQueued)
      return Promise.reject(new RenderQueueFullError())
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1
            this.waiting.shift()?.()
          })
      }
      if (this.running < this.concurrency) start()
      else this.waiting.push(start)
    })
  }

  get busy(): number {
    return this.running + this.waiting.length
  }
}

/**
 * Rendered images on disk, so each is rendered once per machine, not once per process start.
 * Bounded: past `maxBytes`, the oldest files are removed.
 */
export class DiskImageCache {
  private bytes: number | undefined

  constructor(
    private readonly dir: string,
    private readonly maxBytes = 256 * 1024 * 1024,
  ) {}

  private fileOf(key: string): string {
    return path.join(this.dir, `${createHash('sha1').update(key).digest('hex')}.img`)
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(key))
    } catch {
      return undefined
    }
  }

  async set(key: string, body: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const file = this.fileOf(key)
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, body)
    await rename(temporary, file)
    this.bytes = (this.bytes ?? (await this.measure())) + body.length
    if (this.bytes > this.maxBytes) await this.evict()
  }

  private async measure(): Promise<number> {
    const files = await readdir(this.dir).catch(() => [] as string[])
    let total = 0
    for (const name of files) total += (await stat(path.join(this.dir, name)).catch(() => ({ size: 0 }))).size
    return total
  }

  private async evict(): Promise<void> {
    const files = await Promise.all(
      (await readdir(this.dir)).map(async (name) => {
        const info = await stat(path.join(this.dir, name)).catch(() => null)
        return { name, size: info?.size ?? 0, time: info?.mtimeMs ?? 0 }
      }),
    )
    files.sort((a, b) => a.time - b.time)
    let total = files.reduce((sum, f) => sum + f.size, 0)
    for (const file of files) {
      if (total <= this.maxBytes * 0.8) break
      await rm(path.join(this.dir, file.name), { force: true })
      total -= file.size
    }
    this.bytes = total
  }
}

export interface ImageRendererOptions {
  /** Recent images kept in memory. */
  memoryEntries?: number
  /** Folder of the on-disk cache; none keeps images in memory only. */
  diskCacheDir?: string | null
  queue?: RenderQueue
  loadSharp?: () => Promise<SharpFactory>
}

/**
 * Renders landscapes to SVG or WebP, once: recent results in memory, all results on disk, and
 * renders through a bounded queue. sharp is a native module: when it cannot load (unsupported
 * platform, missing binary), images are served as SVG rather than failing every card on the site.
 */
export class ImageRenderer {
  private readonly cache: LruCache<string, Promise<RenderedImage>>
  private readonly disk: DiskImageCache | null
  private readonly queue: RenderQueue
  private readonly loadSharp: () => Promise<SharpFactory>
  private sharp: Promise<SharpFactory | null> | undefined
  /** How many images were actually drawn (tests read it). */
  renders = 0

  constructor(
    private readonly logger: Logger,
    options: ImageRendererOptions = {},
  ) {
    this.cache = new LruCache(options.memoryEntries ?? 200)
    this.disk = options.diskCacheDir ? new DiskImageCache(options.diskCacheDir) : null
    this.queue = options.queue ?? new RenderQueue()
    this.loadSharp =
      options.loadSharp ??
      (async () => {
        const sharp = (await import('sharp')).default
        // One libvips thread: image work must leave the other core to pages.
        sharp.concurrency(1)
        return sharp
      })
  }

  render(request: LandscapeRequest, format: ImageFormat): Promise<RenderedImage> {
    const key = `${request.seed}:${request.palette}:${request.width}x${request.height}@${request.pixelRatio}.${format}`
    const cached = this.cache.get(key)
    if (cached) return cached
    const rendering = this.fromDiskOrRender(key, request, format)
    this.cache.set(key, rendering)
    // A failed render must not stay cached.
    rendering.catch(() => this.cache.delete(key))
    return rendering
  }

  private async fromDiskOrRender(key: string, request: LandscapeRequest, format: ImageFormat): Promise<RenderedImage> {
    const stored = await this.disk?.get(key)
    if (stored) return { body: stored, contentType: contentTypeOf(stored) }
    const image = await this.queue.run(() => this.renderUncached(request, format))
    await this.disk
      ?.set(key, image.body)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'image cache write failed'))
    return image
  }

  private async renderUncached(request: LandscapeRequest, format: ImageFormat): Promise<RenderedImage> {
    this.renders += 1
    const svg = Buffer.from(renderLandscapeSvg(request))
    const asSvg = { body: svg, contentType: 'image/svg+xml; charset=utf-8' }
    if (format === 'svg') return asSvg
    const sharp = await this.sharpOrNull()
    if (!sharp) return asSvg
    try {
      return { body: await sharp(svg).webp({ quality: 80 }).toBuffer(), contentType: 'image/webp' }
    } catch (error) {
      this.logger.warn({ err: error }, 'WebP conversion failed; serving SVG')
      return asSvg
    }
  }

  private sharpOrNull(): Promise<SharpFactory | null> {
    this.sharp ??= this.loadSharp().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'sharp is unavailable; images are served as SVG')
      return null
    })
    return this.sharp
  }
}

/** WebP files start with RIFF....WEBP; everything else we store is SVG. */
function contentTypeOf(body: Buffer): string {
  return body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP'
    ? 'image/webp'
    : 'image/svg+xml; charset=utf-8'
}
