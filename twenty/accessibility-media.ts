/**
 * The accessibility photos (issue 24): a drawn SVG per surveyed fact (an entrance, a doorway, a
 * shower room, the sanitary block, the parking bay, the pool's entry), generated like the
 * landscapes in media.ts: from a seed and the campsite's palette, never downloaded. The drawing
 * shows the measured fact (the door's width in cm, the ramp's gradient, the distance in m), so a
 * picture never promises more than the numbers beside it. Vector only: these are diagrams.
 */
import type { Palette } from './catalogue-data'
import { createRandom } from './random'

export interface AccessibilityPhotoRequest {
  /** `entrance-level|ramp|steps`, `doors`, `bathroom-level-access|tray`, `sanitary`, `parking`, `pool-hoist|ramp`. */
  kind: string
  seed: number
  palette: Palette
  /** The kind's number: a ramp's gradient or the steps, the door's width, grab rails (1/0), a distance or bays. */
  detail: number
  width: number
  height: number
}

const SKIES = ['#cfe8f7', '#e3f1f9', '#fbe7cf', '#dfe9f5'] as const
const WALLS = ['#f4efe6', '#e9f0ea', '#f3e9dc', '#e8edf3'] as const
const GROUNDS: Record<Palette, string> = {
  atlantic: '#8cbf6a',
  mediterranean: '#c9b97c',
  lavender: '#9a86c4',
  lake: '#7fb77e',
  alpine: '#7fb069',
  countryside: '#9cc26e',
  forest: '#6f9f5c',
  river: '#86b872',
  nordic: '#86a97b',
}
const ISA_BLUE = '#1f5fa8'
const INK = '#2b2d42'

/** The International Symbol of Access, white on blue, `size` wide. */
function accessSign(x: number, y: number, size: number): string {
  const s = size / 24
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><rect width="24" height="24" rx="3" fill="${ISA_BLUE}"/>` +
    `<g fill="#fff"><circle cx="11" cy="4.5" r="2.2"/><path d="M9.6 7.5h2.8v5h4.4l2.4 5.4-1.7.8-1.9-4.2H9.6z"/>` +
    `<path d="M8.4 11.2a6 6 0 1 0 8 6.9l-1.5-.7a4.3 4.3 0 1 1-6.5-4.4z"/></g></g>`
  )
}

/** A measurement: a line with end ticks and its label above. */
function dimension(x1: number, x2: number, y: number, label: string): string {
  return (
    `<g stroke="${INK}" stroke-width="2"><path d="M${x1} ${y}H${x2}"/><path d="M${x1} ${y - 7}v14M${x2} ${y - 7}v14"/></g>` +
    `<rect x="${(x1 + x2) / 2 - 34}" y="${y - 30}" width="68" height="22" rx="4" fill="#fff" stroke="${INK}"/>` +
    `<text x="${(x1 + x2) / 2}" y="${y - 14}" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="700" fill="${INK}">${label}</text>`
  )
}

function entrance(kind: string, detail: number, wall: string, ground: string): string {
  const raised = kind === 'entrance-level' ? 0 : 44
  const floor = 210 - raised
  let access = ''
  if (kind === 'entrance-ramp') {
    // Length from the gradient: 1 in N over the rise.
    const run = Math.min(220, (raised * detail) / 3.2)
    access =
      `<path d="M${150 - run} 210L150 ${floor}H232V210Z" fill="#b9b3a7"/>` +
      `<path d="M${150 - run} 188L150 ${floor - 22}" stroke="${INK}" stroke-width="3" fill="none"/>` +
      `<text x="${150 - run / 2}" y="236" text-anchor="middle" font-family="sans-serif" font-size="15" font-weight="700" fill="${INK}">1:${detail}</text>`
  } else if (kind === 'entrance-steps') {
    const steps = Math.max(1, detail)
    const rise = raised / steps
    for (let i = 0; i < steps; i++)
      access += `<rect x="${150 + i * 16}" y="${210 - (i + 1) * rise}" width="${82 - i * 16}" height="${rise}" fill="#b9b3a7" stroke="#8d877b"/>`
  } else {
    access = `<rect x="120" y="206" width="150" height="6" fill="#b9b3a7"/>` + dimension(170, 230, 246, '0 cm')
  }
  return (
    `<rect x="140" y="${floor - 120}" width="240" height="120" rx="6" fill="${wall}" stroke="#b8b0a0" stroke-width="2"/>` +
    (raised ? `<rect x="150" y="${floor}" width="220" height="${raised}" fill="#8d877b" opacity=".35"/>` : '') +
    `<rect x="175" y="${floor - 96}" width="52" height="96" fill="#6b8fb5" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="218" cy="${floor - 48}" r="3" fill="${INK}"/>` +
    `<rect x="262" y="${floor - 90}" width="80" height="44" fill="#cde3f3" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="0" y="210" width="400" height="57" fill="${ground}"/>` +
    access +
    (kind === 'entrance-steps' ? '' : accessSign(14, 14, 40))
  )
}

function doors(width: number, wall: string): string {
  const opening = Math.round(width * 1.7)
  const left = 200 - opening / 2
  return (
    `<rect x="0" y="0" width="400" height="267" fill="${wall}"/>` +
    `<rect x="0" y="220" width="400" height="47" fill="#c8b79a"/>` +
    `<rect x="${left - 12}" y="40" width="${opening + 24}" height="182" fill="#8d6e4f"/>` +
    `<rect x="${left}" y="52" width="${opening}" height="170" fill="#f7f3ea"/>` +
    `<path d="M${left} 52L${left - 40} 66V236L${left} 222Z" fill="#b08a62" stroke="${INK}" stroke-width="1.5"/>` +
    dimension(left, left + opening, 130, `${width} cm`)
  )
}

function bathroom(kind: string, grabRails: boolean): string {
  const level = kind === 'bathroom-level-access'
  let tiles = ''
  for (let x = 0; x < 400; x += 40) tiles += `<path d="M${x} 0V200" stroke="#d5dde4"/>`
  for (let y = 0; y < 200; y += 40) tiles += `<path d="M0 ${y}H400" stroke="#d5dde4"/>`
  return (
    `<rect x="0" y="0" width="400" height="267" fill="#eef3f6"/>${tiles}` +
    `<rect x="0" y="200" width="400" height="67" fill="#c9d3da"/>` +
    (level
      ? `<ellipse cx="120" cy="228" rx="16" ry="5" fill="#8a98a3"/>` + dimension(60, 180, 258, '0 cm')
      : `<rect x="40" y="188" width="160" height="16" fill="#fff" stroke="#8a98a3" stroke-width="2"/>`) +
    `<path d="M120 30V60" stroke="#8a98a3" stroke-width="5"/><ellipse cx="120" cy="66" rx="18" ry="7" fill="#8a98a3"/>` +
    `<g stroke="#7c8b96" stroke-width="2" opacity=".8"><path d="M108 76l-8 70M120 76v70M132 76l8 70"/></g>` +
    (grabRails
      ? `<g stroke="${INK}" stroke-width="7" stroke-linecap="round" fill="none"><path d="M222 120H300"/><path d="M330 90V170"/></g>`
      : '') +
    `<rect x="300" y="150" width="60" height="50" rx="8" fill="#fff" stroke="#8a98a3" stroke-width="2"/>` +
    (level ? accessSign(346, 14, 40) : '')
  )
}

function sanitary(metres: number, ground: string, wall: string): string {
  return (
    `<rect x="0" y="180" width="400" height="87" fill="${ground}"/>` +
    `<rect x="200" y="80" width="180" height="110" fill="${wall}" stroke="#9c9384" stroke-width="2"/>` +
    `<path d="M190 84L290 40L390 84Z" fill="#9c5b45"/>` +
    `<rect x="236" y="122" width="44" height="68" fill="#6b8fb5" stroke="${INK}" stroke-width="2"/>` +
    accessSign(300, 120, 40) +
    `<path d="M0 214C80 210 170 200 236 190H280" stroke="#d8cfbf" stroke-width="18" fill="none"/>` +
    `<path d="M40 150l14 -40h8l14 40z" fill="#e4572e"/>` +
    dimension(40, 236, 250, `${metres} m`)
  )
}

function parking(bays: number): string {
  let hatch = ''
  for (let x = 240; x < 330; x += 14) hatch += `<path d="M${x} 267L${x + 60} 130" stroke="#f3f3f3" stroke-width="4"/>`
  return (
    `<rect x="0" y="0" width="400" height="130" fill="#9ccbe8"/>` +
    `<rect x="0" y="130" width="400" height="137" fill="#5f6770"/>` +
    `<clipPath id="bay"><rect x="240" y="130" width="90" height="137"/></clipPath>` +
    `<g clip-path="url(#bay)">${hatch}</g>` +
    `<path d="M60 267L90 130M240 267L240 130M330 267L330 130" stroke="#fff" stroke-width="5"/>` +
    accessSign(110, 170, 70) +
    `<rect x="350" y="40" width="6" height="100" fill="#7b8087"/><rect x="332" y="24" width="42" height="42" rx="4" fill="${ISA_BLUE}"/>` +
    `<text x="353" y="55" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">P</text>` +
    `<text x="30" y="40" font-family="sans-serif" font-size="20" font-weight="700" fill="${INK}">× ${bays}</text>`
  )
}

function pool(kind: string, ground: string): string {
  const hoist = kind === 'pool-hoist'
  return (
    `<rect x="0" y="0" width="400" height="267" fill="${ground}"/>` +
    `<rect x="0" y="120" width="400" height="147" fill="#e9e2d0"/>` +
    `<rect x="40" y="150" width="340" height="100" rx="6" fill="#3f9fd0"/>` +
    `<path d="M60 190q20 -8 40 0t40 0t40 0t40 0t40 0t40 0t40 0" stroke="#a9def2" stroke-width="3" fill="none"/>` +
    (hoist
      ? `<path d="M90 146V60H170" stroke="${INK}" stroke-width="8" fill="none"/><path d="M170 60V150" stroke="${INK}" stroke-width="2"/>` +
        `<rect x="150" y="150" width="40" height="8" fill="${INK}"/><path d="M154 150v-24h32v24" stroke="${INK}" stroke-width="4" fill="none"/>`
      : `<path d="M40 150L200 150L300 250H40Z" fill="#7cc3e3" opacity=".8"/>` +
        `<path d="M200 132L300 232" stroke="${INK}" stroke-width="5"/>`) +
    accessSign(346, 14, 40)
  )
}

/** The SVG of one accessibility photo; the same request always gives the same bytes. */
export function renderAccessibilitySvg(request: AccessibilityPhotoRequest): string {
  const random = createRandom(request.seed)
  const sky = random.pick(SKIES)
  const wall = random.pick(WALLS)
  const ground = GROUNDS[request.palette]
  const { kind, detail } = request
  const body = kind.startsWith('entrance-')
    ? entrance(kind, detail, wall, ground)
    : kind === 'doors'
      ? doors(detail, wall)
      : kind.startsWith('bathroom-')
        ? bathroom(kind, detail === 1)
        : kind === 'sanitary'
          ? sanitary(detail, ground, wall)
          : kind === 'parking'
            ? parking(detail)
            : pool(kind, ground)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${request.width}" height="${request.height}" viewBox="0 0 400 267" preserveAspectRatio="xMidYMid slice">` +
    `<rect width="400" height="267" fill="${sky}"/>${body}</svg>`
  )
}
