/**
 * Accessible stays (issue 24, decision 037): the seed's survey of campsites and accommodation
 * types (measured facts, migration 014), the features a search filters on (derived from the
 * numbers, as bit masks on the stay snapshot), and `GET sites/{slug}/accessibility`.
 *
 * The seed draws from its own random stream after the rest of the catalogue is written, so no
 * existing campsite, unit or price changes; a campsite or unit not surveyed has no row and the
 * storefront shows nothing for it (no false promises).
 */
import type Database from 'better-sqlite3'
import type { SiteAccessibility, UnitAccessibility } from './accessibility-contract'
import { siteFeatures, unitFeatures, type SiteRow, type UnitRow } from './accessibility-features'
import type { AccessibilityPhotoRequest } from './accessibility-media'
import type { Palette } from './catalogue-data'
import type { TwentyDatabase } from './db'
import { MEDIA_SIZES } from './media-sizes'
import { createRandom } from './random'
import type { Language } from './schema'
import { stayCatalogue } from './stay-catalogue'
import { CATEGORY_NAMES, FACILITY_IDS, type AccommodationCategory } from './stays-data'

/** The survey's own random stream: the rest of the seed never sees it. */
const ACCESSIBILITY_RANDOM_SEED = 0xacce55
/** Share of campsites surveyed, and of their non-pitch accommodation types. */
const SURVEYED_SITE_SHARE = 0.3
const SURVEYED_UNIT_SHARE = 0.45

// ---------------------------------------------------------------- seed

/**
 * Surveys a deterministic share of the campsites and of their accommodation types (pitches are
 * not surveyed: their ground is described by the campsite). Runs once: a database that has any
 * survey row keeps it. Returns whether it wrote.
 */
export function writeAccessibilitySurvey(sqlite: Database.Database): boolean {
  if (sqlite.prepare('SELECT 1 FROM site_accessibility LIMIT 1').get() !== undefined) return false
  const sites = sqlite.prepare('SELECT id FROM sites ORDER BY id').pluck().all() as number[]
  if (sites.length === 0) return false
  const pools = new Set(
    sqlite
      .prepare('SELECT site_id FROM site_facilities WHERE facility_id = ?')
      .pluck()
      .all(FACILITY_IDS.pool) as number[],
  )
  const unitsOf = sqlite.prepare('SELECT id, category FROM accommodations WHERE site_id = ? ORDER BY id')
  const insertSite = sqlite.prepare(`INSERT INTO site_accessibility (site_id, sanitary_max_distance_m,
    sanitary_level_shower, sanitary_grab_rails, sanitary_transfer_space, parking_bays, parking_distance_m, pool_entry)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertUnit = sqlite.prepare(`INSERT INTO accommodation_accessibility (accommodation_id, entrance,
    entrance_steps, ramp_gradient, threshold_cm, narrowest_door_cm, shower, tray_step_cm, grab_rails, shower_seat,
    turning_space_cm) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const random = createRandom(ACCESSIBILITY_RANDOM_SEED)
  const bit = (value: boolean) => (value ? 1 : 0)
  sqlite.transaction(() => {
    for (const siteId of sites) {
      if (!random.chance(SURVEYED_SITE_SHARE)) continue
      const sanitary = random.chance(0.75)
      const parking = random.chance(0.65)
      insertSite.run(
        siteId,
        sanitary ? random.int(3, 25) * 10 : null,
        bit(sanitary),
        bit(sanitary && random.chance(0.9)),
        bit(sanitary && random.chance(0.6)),
        parking ? random.int(1, 4) : 0,
        parking ? random.int(0, 12) * 10 : 0,
        pools.has(siteId) && random.chance(0.55) ? random.pick(['hoist', 'ramp'] as const) : null,
      )
      for (const unit of unitsOf.all(siteId) as { id: number; category: AccommodationCategory }[]) {
        if (unit.category === 'pitch' || !random.chance(SURVEYED_UNIT_SHARE)) continue
        const entrance = random.weighted(['level', 'ramp', 'steps'] as const, (kind) =>
          kind === 'steps' ? 0.35 : kind === 'ramp' ? 0.4 : 0.25,
        )
        const stepFree = entrance !== 'steps'
        const levelShower = stepFree && random.chance(0.7)
        insertUnit.run(
          unit.id,
          entrance,
          stepFree ? 0 : random.int(1, 3),
          entrance === 'ramp' ? random.pick([12, 15, 20]) : null,
          stepFree ? random.pick([0, 0, 1, 2]) : random.int(2, 4),
          stepFree ? random.pick([75, 80, 85, 90, 90, 95]) : random.pick([65, 70, 75, 80]),
          levelShower ? 'level-access' : 'tray',
          levelShower ? 0 : random.pick([5, 10, 15]),
          bit(levelShower ? random.chance(0.85) : random.chance(0.3)),
          bit(levelShower ? random.chance(0.7) : random.chance(0.1)),
          levelShower ? random.pick([120, 130, 150, 150]) : random.pick([90, 100, 110]),
        )
      }
    }
  })()
  return true
}

// ---------------------------------------------------------------- sites/{slug}/accessibility

export interface AccessibilityContext {
  language: Language
  /** Where image URLs start (`/api/twenty`). */
  publicPath: string
}

type Words = Record<Language, string>

/** Photo descriptions ({name}: the unit or the campsite). */
const ALT: Record<string, Words> = {
  'entrance-level': {
    en: 'Level entrance of the {name}',
    nl: 'Drempelvrije ingang van de {name}',
    de: 'Stufenloser Eingang: {name}',
    fr: 'Entrée de plain-pied : {name}',
    it: 'Ingresso senza gradini: {name}',
  },
  'entrance-ramp': {
    en: 'Ramp with a handrail to the door of the {name}',
    nl: 'Hellingbaan met leuning naar de deur van de {name}',
    de: 'Rampe mit Handlauf zur Tür: {name}',
    fr: 'Rampe avec main courante jusqu’à la porte : {name}',
    it: 'Rampa con corrimano fino alla porta: {name}',
  },
  'entrance-steps': {
    en: 'Steps up to the door of the {name}',
    nl: 'Treden naar de deur van de {name}',
    de: 'Stufen zur Tür: {name}',
    fr: 'Marches jusqu’à la porte : {name}',
    it: 'Gradini fino alla porta: {name}',
  },
  doors: {
    en: 'Doorway of the {name} with its clear width measured',
    nl: 'Deuropening van de {name} met de gemeten vrije breedte',
    de: 'Türöffnung mit gemessener lichter Breite: {name}',
    fr: 'Porte avec sa largeur de passage mesurée : {name}',
    it: 'Porta con la larghezza utile misurata: {name}',
  },
  bathroom: {
    en: 'Shower room of the {name}',
    nl: 'Badkamer met douche van de {name}',
    de: 'Duschbad: {name}',
    fr: 'Salle d’eau : {name}',
    it: 'Bagno con doccia: {name}',
  },
  sanitary: {
    en: 'Accessible toilet and shower block at {name}',
    nl: 'Aangepast sanitairgebouw op {name}',
    de: 'Barrierefreies Sanitärgebäude auf {name}',
    fr: 'Bloc sanitaire adapté à {name}',
    it: 'Servizi igienici accessibili a {name}',
  },
  parking: {
    en: 'Marked accessible parking bay at {name}',
    nl: 'Gehandicaptenparkeerplaats op {name}',
    de: 'Parkplatz für Menschen mit Behinderung auf {name}',
    fr: 'Place de stationnement réservée aux personnes handicapées à {name}',
    it: 'Parcheggio riservato alle persone con disabilità a {name}',
  },
  'pool-hoist': {
    en: 'Pool hoist at the swimming pool of {name}',
    nl: 'Tillift bij het zwembad van {name}',
    de: 'Poollifter am Schwimmbad: {name}',
    fr: 'Lève-personne de la piscine : {name}',
    it: 'Sollevatore della piscina: {name}',
  },
  'pool-ramp': {
    en: 'Sloped ramp with a handrail into the pool of {name}',
    nl: 'Hellingbaan met leuning het zwembad in, {name}',
    de: 'Rampe mit Handlauf ins Becken: {name}',
    fr: 'Rampe avec main courante dans le bassin : {name}',
    it: 'Rampa con corrimano in piscina: {name}',
  },
}

/** The photo kinds (`/media/accessibility/{site|unit}-{id}-{kind}`). */
export const SITE_PHOTO_KINDS = ['sanitary', 'parking', 'pool'] as const
export const UNIT_PHOTO_KINDS = ['entrance', 'doors', 'bathroom'] as const

/** `GET sites/{slug}/accessibility`; null for an unknown campsite. */
export function siteAccessibility(
  database: TwentyDatabase,
  slug: string,
  { language, publicPath }: AccessibilityContext,
): SiteAccessibility | null {
  const site = stayCatalogue(database).sitesBySlug.get(slug)
  if (!site) return null
  const { sqlite } = database
  const photo = (path: string, alt: string, name: string) => ({
    url: `${publicPath}/media/accessibility/${path}`,
    alt: ALT[alt]![language].replace('{name}', name),
    ...MEDIA_SIZES.accommodation,
  })
  const row = sqlite.prepare('SELECT * FROM site_accessibility WHERE site_id = ?').get(site.id) as SiteRow | undefined
  const unitRows = new Map(
    (
      sqlite
        .prepare(
          `SELECT a.* FROM accommodation_accessibility a JOIN accommodations u ON u.id = a.accommodation_id
           WHERE u.site_id = ?`,
        )
        .all(site.id) as UnitRow[]
    ).map((unit) => [unit.accommodation_id, unit]),
  )
  const units: UnitAccessibility[] = []
  for (const accommodation of site.accommodations) {
    const unit = unitRows.get(accommodation.id)
    if (!unit) continue
    const name = `${CATEGORY_NAMES[accommodation.category][language]} ${accommodation.model}`
    const base = `unit-${accommodation.id}`
    units.push({
      id: accommodation.id,
      name,
      features: unitFeatures(unit),
      entrance: {
        kind: unit.entrance,
        steps: unit.entrance_steps,
        rampGradient: unit.ramp_gradient,
        thresholdCm: unit.threshold_cm,
        photo: photo(`${base}-entrance`, `entrance-${unit.entrance}`, name),
      },
      doors: { narrowestCm: unit.narrowest_door_cm, photo: photo(`${base}-doors`, 'doors', name) },
      bathroom: {
        shower: unit.shower,
        trayStepCm: unit.tray_step_cm,
        grabRails: unit.grab_rails === 1,
        showerSeat: unit.shower_seat === 1,
        turningSpaceCm: unit.turning_space_cm,
        photo: photo(`${base}-bathroom`, 'bathroom', name),
      },
    })
  }
  const base = `site-${site.id}`
  return {
    features: row ? siteFeatures(row) : [],
    sanitaryBlock:
      row?.sanitary_max_distance_m != null
        ? {
            maxDistanceMetres: row.sanitary_max_distance_m,
            levelAccessShower: row.sanitary_level_shower === 1,
            grabRails: row.sanitary_grab_rails === 1,
            transferSpace: row.sanitary_transfer_space === 1,
            photo: photo(`${base}-sanitary`, 'sanitary', site.name),
          }
        : null,
    parking:
      row && row.parking_bays > 0
        ? {
            bays: row.parking_bays,
            distanceToReceptionMetres: row.parking_distance_m,
            photo: photo(`${base}-parking`, 'parking', site.name),
          }
        : null,
    pool: row?.pool_entry
      ? { entry: row.pool_entry, photo: photo(`${base}-pool`, `pool-${row.pool_entry}`, site.name) }
      : null,
    units,
  }
}

/**
 * What a photo address shows, or null when there is no such fact (an unknown id, or a unit or
 * campsite whose survey has no such part): the image is only served for facts that exist.
 */
export function accessibilityPhotoSubject(
  database: TwentyDatabase,
  slug: string,
): Omit<AccessibilityPhotoRequest, 'width' | 'height'> | null {
  const match = /^(site|unit)-([1-9]\d{0,8})-([a-z]+)$/.exec(slug)
  if (!match) return null
  const [, level, idText, kind] = match as unknown as [string, 'site' | 'unit', string, string]
  const id = Number(idText)
  const catalogue = stayCatalogue(database)
  const { sqlite } = database
  if (level === 'site') {
    const site = catalogue.sitesById.get(id)
    const row = sqlite.prepare('SELECT * FROM site_accessibility WHERE site_id = ?').get(id) as SiteRow | undefined
    if (!site || !row) return null
    const palette = catalogue.areasById.get(site.areaId)!.palette as Palette
    if (kind === 'sanitary' && row.sanitary_max_distance_m !== null)
      return { kind, seed: id, palette, detail: row.sanitary_max_distance_m }
    if (kind === 'parking' && row.parking_bays > 0) return { kind, seed: id, palette, detail: row.parking_bays }
    if (kind === 'pool' && row.pool_entry !== null)
      return { kind: `pool-${row.pool_entry}`, seed: id, palette, detail: 0 }
    return null
  }
  const unit = catalogue.accommodationsById.get(id)
  const row = sqlite.prepare('SELECT * FROM accommodation_accessibility WHERE accommodation_id = ?').get(id) as
    | UnitRow
    | undefined
  if (!unit || !row) return null
  const palette = catalogue.areasById.get(catalogue.sitesById.get(unit.siteId)!.areaId)!.palette as Palette
  if (kind === 'entrance')
    return { kind: `entrance-${row.entrance}`, seed: id, palette, detail: row.ramp_gradient ?? row.entrance_steps }
  if (kind === 'doors') return { kind, seed: id, palette, detail: row.narrowest_door_cm }
  if (kind === 'bathroom') return { kind: `bathroom-${row.shower}`, seed: id, palette, detail: row.grab_rails }
  return null
}
