/**
 * Choosing your own pitch (issue 24, decision 038).
 *
 * - A pitch accommodation's `units` are numbered pitches on the campsite's site map: the site's
 *   pitch accommodations in id order get the letters A, B, C..., and their pitches the numbers 1
 *   to `units` ("B12"), two rows to a street. The layout (streets, the main road, reception, car
 *   park, sanitary blocks, trees) is a pure function of the catalogue, like the generated
 *   images: derived on demand, never stored, the same for the same campsite.
 * - What changes is stored: `pitch_lets` (migration 015), the pitch each let holds. Every
 *   `booked_stays` row of a pitch accommodation holds as many pitches as its units; the seed's and
 *   older lets get theirs by `assignPitchLets` (first fit, in id order: deterministic). A trigger
 *   refuses a second let of a pitch over overlapping nights.
 * - The checkout lets the chosen pitch (or the first free one) in its one transaction; a chosen
 *   pitch let meanwhile is a 409 `pitch_taken`.
 */
import type Database from 'better-sqlite3'
import type { TwentyDatabase } from './db'
import { ApiError } from './http'
import type { Pitches } from './pitch-contract'
import { createRandom, hashString } from './random'
import type { CatalogueAccommodation, CatalogueSite } from './stay-catalogue'

// ---------------------------------------------------------------- the site map's layout

const LETTERS = 'ABCDEFGH'
const MAP_WIDTH = 760
const ROAD_X = 16
const ROAD_WIDTH = 28
const FIRST_PITCH_X = 52
const PITCH_WIDTH = 46
const PITCH_HEIGHT = 38
const PITCH_GAP = 4
const PER_ROW = 12
const STREET_HEIGHT = 22
const STREET_SPACING = 30
const TOP = 24
const FOOTER = 96

export interface PitchPlace {
  accommodationId: number
  number: string
  x: number
  y: number
  width: number
  height: number
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface SiteMap {
  slug: string
  width: number
  height: number
  pitches: PitchPlace[]
  /** The main road (vertical, to the entrance) and one street per two rows of pitches. */
  roads: Box[]
  /** A letter sign per accommodation at its first street. */
  signs: { letter: string; x: number; y: number }[]
  sanitary: Box[]
  reception: Box
  parking: Box
  trees: { x: number; y: number; r: number }[]
}

/** What the layout reads of a campsite: its slug and its accommodations' category and count. */
export interface MapSite {
  slug: string
  accommodations: readonly MapUnit[]
}
interface MapUnit {
  id: number
  category: string
  units: number
}

/** The site's pitch accommodations in id order: the first is "A", the next "B". */
export function pitchAccommodations(site: MapSite): MapUnit[] {
  return site.accommodations
    .filter((unit) => unit.category === 'pitch')
    .sort((a, b) => a.id - b.id)
    .slice(0, LETTERS.length)
}

const maps = new WeakMap<MapSite, SiteMap>()

/** The campsite's site map, or null when it has no pitches. Derived once per snapshot's site. */
export function siteMap(site: MapSite): SiteMap | null {
  const cached = maps.get(site)
  if (cached) return cached
  const units = pitchAccommodations(site)
  if (units.length === 0) return null
  const pitches: PitchPlace[] = []
  const roads: Box[] = []
  const signs: SiteMap['signs'] = []
  const sanitary: Box[] = []
  const greens: number[] = []
  const streetLength = FIRST_PITCH_X - ROAD_X + PER_ROW * (PITCH_WIDTH + PITCH_GAP)
  let y = TOP
  let street = 0
  units.forEach((unit, index) => {
    const letter = LETTERS[index]!
    const streets = Math.ceil(unit.units / (2 * PER_ROW))
    for (let s = 0; s < streets; s++) {
      const roadY = y + PITCH_HEIGHT + PITCH_GAP
      roads.push({ x: ROAD_X, y: roadY, width: streetLength, height: STREET_HEIGHT })
      if (s === 0) signs.push({ letter, x: ROAD_X + ROAD_WIDTH / 2, y: roadY + STREET_HEIGHT / 2 })
      // Top row, then the row across the street, left to right.
      for (let row = 0; row < 2; row++) {
        const rowY = row === 0 ? y : roadY + STREET_HEIGHT + PITCH_GAP
        for (let col = 0; col < PER_ROW; col++) {
          const n = s * 2 * PER_ROW + row * PER_ROW + col + 1
          if (n > unit.units) break
          pitches.push({
            accommodationId: unit.id,
            number: `${letter}${n}`,
            x: FIRST_PITCH_X + col * (PITCH_WIDTH + PITCH_GAP),
            y: rowY,
            width: PITCH_WIDTH,
            height: PITCH_HEIGHT,
          })
        }
      }
      // A sanitary block at the end of every other street (and of the last).
      if (street % 2 === 0) sanitary.push({ x: ROAD_X + streetLength + 16, y: roadY - 24, width: 72, height: 70 })
      street++
      y = roadY + STREET_HEIGHT + PITCH_GAP + PITCH_HEIGHT + STREET_SPACING
      greens.push(y - STREET_SPACING / 2)
    }
  })
  const bottom = y
  roads.unshift({ x: ROAD_X, y: TOP, width: ROAD_WIDTH, height: bottom + FOOTER - TOP })
  const reception = { x: FIRST_PITCH_X + 8, y: bottom + 8, width: 130, height: 60 }
  const parking = { x: FIRST_PITCH_X + 160, y: bottom + 8, width: 170, height: 60 }
  // Trees along the green strips between the streets and on the right-hand edge.
  const random = createRandom(hashString(`site-map-${site.slug}`))
  const trees: SiteMap['trees'] = []
  for (const green of greens.slice(0, -1)) {
    for (let x = FIRST_PITCH_X + 10; x < ROAD_X + streetLength; x += random.int(40, 90))
      trees.push({ x, y: green + random.int(-3, 3), r: random.int(5, 8) })
  }
  for (let treeY = TOP + 10; treeY < bottom + FOOTER - 20; treeY += random.int(36, 70))
    trees.push({ x: MAP_WIDTH - random.int(10, 18), y: treeY, r: random.int(6, 9) })
  for (let x = parking.x + parking.width + 30; x < MAP_WIDTH - 30; x += random.int(30, 60))
    trees.push({ x, y: bottom + random.int(24, 60), r: random.int(6, 10) })
  const map: SiteMap = {
    slug: site.slug,
    width: MAP_WIDTH,
    height: bottom + FOOTER,
    pitches,
    roads,
    signs,
    sanitary,
    reception,
    parking,
    trees,
  }
  maps.set(site, map)
  return map
}

/** The pitches of one accommodation, in number order. */
export function pitchesOf(map: SiteMap, accommodationId: number): PitchPlace[] {
  return map.pitches.filter((pitch) => pitch.accommodationId === accommodationId)
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The site map as SVG: grass, roads, every pitch a shape carrying its number, reception (i),
 * car park (P), sanitary blocks (WC) and trees. Words are symbols every language reads; the
 * storefront's legend names them. No free/taken colours: the picture is the same for everyone
 * (cached for a year); the storefront lays the stay's free and taken pitches over it.
 */
export function renderSiteMapSvg(map: SiteMap, title: string): string {
  const parts: string[] = []
  const rect = (box: Box, attrs: string) =>
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" ${attrs}/>`
  parts.push(rect({ x: 0, y: 0, width: map.width, height: map.height }, 'fill="#d7e8c0"'))
  for (const road of map.roads) parts.push(rect(road, 'fill="#e4dccb" stroke="#c9bea6" stroke-width="1"'))
  for (const sign of map.signs) {
    parts.push(`<circle cx="${sign.x}" cy="${sign.y}" r="11" fill="#1f4e3d"/>`)
    parts.push(
      `<text x="${sign.x}" y="${sign.y}" fill="#ffffff" font-size="13" font-weight="700" text-anchor="middle" dominant-baseline="central">${sign.letter}</text>`,
    )
  }
  for (const pitch of map.pitches) {
    parts.push(rect(pitch, 'rx="3" fill="#f4f8ea" stroke="#6f8f4e" stroke-width="1.5"'))
    parts.push(
      `<text x="${pitch.x + pitch.width / 2}" y="${pitch.y + pitch.height / 2}" fill="#22301a" font-size="13" font-weight="600" text-anchor="middle" dominant-baseline="central">${pitch.number}</text>`,
    )
  }
  const building = (box: Box, fill: string, label: string) => {
    parts.push(rect(box, `rx="4" fill="${fill}" stroke="#5b4a35" stroke-width="1.5"`))
    parts.push(
      `<text x="${box.x + box.width / 2}" y="${box.y + box.height / 2}" fill="#ffffff" font-size="18" font-weight="700" text-anchor="middle" dominant-baseline="central">${label}</text>`,
    )
  }
  for (const block of map.sanitary) building(block, '#3f6f9a', 'WC')
  building(map.reception, '#9a5b2f', 'i')
  parts.push(rect(map.parking, 'rx="4" fill="#b9b9b9" stroke="#7d7d7d" stroke-width="1.5"'))
  parts.push(
    `<text x="${map.parking.x + map.parking.width / 2}" y="${map.parking.y + map.parking.height / 2}" fill="#1d3f8f" font-size="22" font-weight="700" text-anchor="middle" dominant-baseline="central">P</text>`,
  )
  for (const tree of map.trees) parts.push(`<circle cx="${tree.x}" cy="${tree.y}" r="${tree.r}" fill="#5f8f3e"/>`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${map.width}" height="${map.height}" viewBox="0 0 ${map.width} ${map.height}" role="img" font-family="system-ui, sans-serif">` +
    `<title>${escapeXml(title)}</title>${parts.join('')}</svg>`
  )
}

// ---------------------------------------------------------------- free and taken

export const pitchTaken = (pitch: string) =>
  new ApiError(409, 'pitch_taken', `Pitch ${pitch} has been booked by someone else for these dates`)
export const unknownPitch = (pitch: string) =>
  ApiError.validation(`pitch: "${pitch}" is not a pitch of this accommodation`)

/**
 * Each pitch of the accommodation, free or taken for the stay. Taken: a let over one of its
 * nights; a let without pitches (one written before pitches, outside the seed's step) takes the
 * last free ones, so the free pitches never outnumber the free units.
 */
export function pitchFreedom(
  database: TwentyDatabase,
  map: SiteMap,
  accommodationId: number,
  arrival: string,
  departure: string,
): { place: PitchPlace; free: boolean }[] {
  const { sqlite } = database
  const taken = new Set(
    sqlite
      .prepare('SELECT pitch FROM pitch_lets WHERE accommodation_id = ? AND arrival < ? AND departure > ?')
      .pluck()
      .all(accommodationId, departure, arrival) as string[],
  )
  const unassigned = sqlite
    .prepare(
      `SELECT COALESCE(SUM(b.units), 0) FROM booked_stays b
       WHERE b.accommodation_id = ? AND b.arrival < ? AND b.departure > ?
         AND NOT EXISTS (SELECT 1 FROM pitch_lets p WHERE p.booked_stay_id = b.id)`,
    )
    .pluck()
    .get(accommodationId, departure, arrival) as number
  const places = pitchesOf(map, accommodationId)
  const free = places.filter((place) => !taken.has(place.number))
  for (const place of free.slice(Math.max(0, free.length - unassigned))) taken.add(place.number)
  return places.map((place) => ({ place, free: !taken.has(place.number) }))
}

export function isPitchFree(
  database: TwentyDatabase,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  pitch: string,
  arrival: string,
  departure: string,
): boolean {
  const map = siteMap(site)
  if (!map) return false
  return pitchFreedom(database, map, unit.id, arrival, departure).some(
    (each) => each.place.number === pitch && each.free,
  )
}

/** Refuses a pitch that is not this accommodation's (400) or is taken for the stay (409). */
export function checkChosenPitch(
  database: TwentyDatabase,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  pitch: string,
  arrival: string,
  departure: string,
): void {
  const map = unit.category === 'pitch' ? siteMap(site) : null
  if (!map || !pitchesOf(map, unit.id).some((place) => place.number === pitch)) throw unknownPitch(pitch)
  if (!isPitchFree(database, site, unit, pitch, arrival, departure)) throw pitchTaken(pitch)
}

/** `GET sites/{slug}/pitches`: the accommodation's pitches, free or taken for the stay. */
export function pitchesForStay(
  database: TwentyDatabase,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  arrival: string,
  departure: string,
  publicPath: string,
): Pitches | null {
  const map = unit.category === 'pitch' && unit.siteId === site.id ? siteMap(site) : null
  if (!map) return null
  const pitches = pitchFreedom(database, map, unit.id, arrival, departure).map(({ place, free }) => ({
    number: place.number,
    x: place.x,
    y: place.y,
    width: place.width,
    height: place.height,
    free,
  }))
  return {
    accommodationId: unit.id,
    arrivalDate: arrival,
    departureDate: departure,
    map: { url: `${publicPath}/media/site-maps/${site.slug}`, width: map.width, height: map.height },
    pitches,
    freeCount: pitches.filter((pitch) => pitch.free).length,
  }
}

// ---------------------------------------------------------------- lets

/**
 * Inside the checkout's transaction: the pitch this booking lets, the chosen one when it is still
 * free (else 409 `pitch_taken`), or the first free one. Null for units that are not pitches.
 */
export function pitchToLet(
  database: TwentyDatabase,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  chosen: string | null,
  arrival: string,
  departure: string,
): string | null {
  const map = unit.category === 'pitch' ? siteMap(site) : null
  if (!map) return null
  const freedom = pitchFreedom(database, map, unit.id, arrival, departure)
  if (chosen !== null) {
    if (!freedom.some((each) => each.place.number === chosen && each.free)) throw pitchTaken(chosen)
    return chosen
  }
  return freedom.find((each) => each.free)?.place.number ?? null
}

/** Writes a let of a pitch; the trigger's refusal (someone let it meanwhile) is a 409. */
export function letPitch(
  sqlite: Database.Database,
  let_: { accommodationId: number; pitch: string; bookedStayId: number; arrival: string; departure: string },
): void {
  try {
    sqlite
      .prepare(
        'INSERT INTO pitch_lets (accommodation_id, pitch, booked_stay_id, arrival, departure) VALUES (?, ?, ?, ?, ?)',
      )
      .run(let_.accommodationId, let_.pitch, let_.bookedStayId, let_.arrival, let_.departure)
  } catch (error) {
    if (error instanceof Error && error.message.includes('pitch_taken')) throw pitchTaken(let_.pitch)
    throw error
  }
}

/** The pitch a booking holds ("B12"), or null. */
export function bookingPitch(database: TwentyDatabase, bookingId: number): string | null {
  const pitch = database.sqlite
    .prepare(
      `SELECT p.pitch FROM pitch_lets p JOIN booked_stays b ON b.id = p.booked_stay_id
       WHERE b.booking_id = ? ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get(bookingId) as string | undefined
  return pitch ?? null
}

/**
 * Gives every let of a pitch accommodation that holds no pitches yet (the seed's, the demo
 * bookings', any older database's) its pitches: first fit in number order, lets in id order, so
 * the same catalogue always gets the same map. Returns how many pitch lets it wrote.
 */
export function assignPitchLets(database: TwentyDatabase): number {
  const { sqlite } = database
  const siteOf = (siteId: number): MapSite => ({
    slug: sqlite.prepare('SELECT slug FROM sites WHERE id = ?').pluck().get(siteId) as string,
    accommodations: sqlite
      .prepare('SELECT id, category, units FROM accommodations WHERE site_id = ?')
      .all(siteId) as MapUnit[],
  })
  const stays = sqlite
    .prepare(
      `SELECT b.id, b.accommodation_id AS accommodationId, a.site_id AS siteId, b.arrival, b.departure, b.units
       FROM booked_stays b JOIN accommodations a ON a.id = b.accommodation_id
       WHERE a.category = 'pitch' AND NOT EXISTS (SELECT 1 FROM pitch_lets p WHERE p.booked_stay_id = b.id)
       ORDER BY b.accommodation_id, b.id`,
    )
    .all() as {
    id: number
    accommodationId: number
    siteId: number
    arrival: string
    departure: string
    units: number
  }[]
  if (stays.length === 0) return 0
  const existing = sqlite.prepare(
    'SELECT pitch, arrival, departure FROM pitch_lets WHERE accommodation_id = ? ORDER BY id',
  )
  const insert = sqlite.prepare(
    'INSERT INTO pitch_lets (accommodation_id, pitch, booked_stay_id, arrival, departure) VALUES (?, ?, ?, ?, ?)',
  )
  let written = 0
  sqlite.transaction(() => {
    let current = -1
    let numbers: string[] = []
    let lets: { pitch: string; arrival: string; departure: string }[] = []
    for (const stay of stays) {
      if (stay.accommodationId !== current) {
        current = stay.accommodationId
        const map = siteMap(siteOf(stay.siteId))
        numbers = map ? pitchesOf(map, current).map((place) => place.number) : []
        lets = existing.all(current) as typeof lets
      }
      let needed = stay.units
      for (const pitch of numbers) {
        if (needed === 0) break
        const clash = lets.some(
          (each) => each.pitch === pitch && each.arrival < stay.departure && each.departure > stay.arrival,
        )
        if (clash) continue
        insert.run(current, pitch, stay.id, stay.arrival, stay.departure)
        lets.push({ pitch, arrival: stay.arrival, departure: stay.departure })
        needed--
        written++
      }
    }
  })()
  return written
}
