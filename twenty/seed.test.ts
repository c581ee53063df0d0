import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { slugSchema } from './contract'
import { closeDatabase, openDatabase, type TwentyDatabase } from './db'
import { MIGRATIONS } from './migrations/index'
import { countCatalogue, ensureSeeded, isSeeded, readSeedInfo, seedDatabase, slugify } from './seed'

const NOW = new Date('2026-11-21T10:00:00Z')
const opened: TwentyDatabase[] = []

function seeded(scale: number): TwentyDatabase {
  const database = openDatabase(':memory:')
  opened.push(database)
  seedDatabase(database, { scale, now: NOW })
  return database
}

afterAll(() => opened.forEach(closeDatabase))

const rows = (database: TwentyDatabase, sql: string) => database.sqlite.prepare(sql).all()

describe('seedDatabase', () => {
  it('writes identical rows for identical input', () => {
    const [a, b] = [seeded(1), seeded(1)]
    expect(countCatalogue(a)).toEqual(countCatalogue(b))
    expect(rows(a, 'SELECT * FROM sites ORDER BY id LIMIT 25')).toEqual(rows(b, 'SELECT * FROM sites ORDER BY id LIMIT 25'))
    expect(rows(a, 'SELECT * FROM site_translations ORDER BY site_id, language LIMIT 50')).toEqual(
      rows(b, 'SELECT * FROM site_translations ORDER BY site_id, language LIMIT 50'),
    )
    // Whole-table fingerprint: any difference anywhere would change it.
    const fingerprint = (database: TwentyDatabase) =>
      rows(database, "SELECT group_concat(slug || lat || lng || rating || stars || funnel_id, '|') AS f FROM (SELECT * FROM sites ORDER BY id)")
    expect(fingerprint(a)).toEqual(fingerprint(b))
    expect(rows(a, 'SELECT * FROM areas')).toEqual(rows(b, 'SELECT * FROM areas'))
  })

  it('scales the number of campsites', () => {
    const small = countCatalogue(seeded(0.1))
    const normal = countCatalogue(seeded(1))
    expect(small.sites).toBe(100)
    expect(normal.sites).toBe(1000)
    expect(normal.countries).toBeGreaterThanOrEqual(10)
    expect(normal.funnels).toBe(2)
    expect(normal.taggedPages).toBe(9)
  })

  it('seeds 10,000+ campsites at SEED_SCALE=10 quickly', () => {
    const started = performance.now()
    const counts = countCatalogue(seeded(10))
    expect(counts.sites).toBeGreaterThanOrEqual(10_000)
    expect(counts.accommodations).toBeGreaterThanOrEqual(90_000)
    // A generous bound: the machine running the tests is often shared (about 3 s when idle).
    expect(performance.now() - started).toBeLessThan(20_000)
  }, 40_000)

  it('seeds 1,000 campsites well under 2 seconds', () => {
    const started = performance.now()
    seeded(1)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('builds a coherent catalogue', () => {
    const database = seeded(1)
    const slugs = rows(database, 'SELECT slug FROM sites UNION ALL SELECT slug FROM areas UNION ALL SELECT slug FROM cities UNION ALL SELECT slug FROM countries') as { slug: string }[]
    for (const { slug } of slugs) expect(slugSchema.safeParse(slug).success, slug).toBe(true)
    // /{funnel}/{city} and /{funnel}/{country} share a shape: their slugs must not collide.
    expect(rows(database, 'SELECT slug FROM cities INTERSECT SELECT slug FROM countries')).toEqual([])
    expect(rows(database, 'SELECT slug FROM tagged_pages INTERSECT SELECT slug FROM funnels')).toEqual([])
    expect(rows(database, 'SELECT a.id FROM areas a LEFT JOIN sites s ON s.area_id = a.id GROUP BY a.id HAVING count(s.id) = 0')).toEqual([])
    // Popular areas are image cards in the menu: three per country.
    const popular = rows(database, 'SELECT country_id, sum(popular) AS n, count(*) AS areas FROM areas GROUP BY country_id') as {
      n: number
      areas: number
    }[]
    for (const country of popular) {
      expect(country.n).toBe(3)
      expect(country.areas).toBeGreaterThanOrEqual(4)
    }
    // Every translated table has all five languages for every row.
    for (const [table, key] of [
      ['funnel_translations', 'funnel_id'],
      ['country_translations', 'country_id'],
      ['area_translations', 'area_id'],
      ['site_translations', 'site_id'],
      ['tagged_page_translations', 'page_id'],
      ['early_booking_period_translations', 'period_id'],
    ] as const) {
      expect(rows(database, `SELECT ${key} FROM ${table} GROUP BY ${key} HAVING count(DISTINCT language) <> 5`), table).toEqual([])
    }
    // Coordinates stay near their city (within about 30 km).
    expect(
      rows(database, 'SELECT s.id FROM sites s JOIN cities c ON c.id = s.city_id WHERE abs(s.lat - c.lat) > 0.3 OR abs(s.lng - c.lng) > 0.5'),
    ).toEqual([])
  })

  it('records the seed and an early booking period around the seed date', () => {
    const database = seeded(0.2)
    expect(readSeedInfo(database)).toEqual({ seedVersion: 2, scale: 0.2, siteCount: 200, seededAt: NOW.toISOString() })
    expect(rows(database, 'SELECT start_date, end_date, link_slug FROM early_booking_periods')).toEqual([
      { start_date: '2026-10-22', end_date: '2027-03-21', link_slug: 'early-booking' },
    ])
    expect(rows(database, "SELECT text FROM early_booking_period_translations WHERE language = 'en'")).toEqual([
      { text: 'Early booking discount: up to 25% off summer 2027' },
    ])
  })

  it('refuses to seed twice, and ensureSeeded seeds only an empty catalogue', () => {
    const database = openDatabase(':memory:')
    opened.push(database)
    expect(isSeeded(database)).toBe(false)
    expect(ensureSeeded(database, { scale: 0.1, now: NOW })).toBe(true)
    expect(ensureSeeded(database, { scale: 0.1, now: NOW })).toBe(false)
    expect(countCatalogue(database).sites).toBe(100)
    expect(() => seedDatabase(database, { scale: 0.1 })).toThrow(/already holds a catalogue/)
    expect(() => seedDatabase(openDatabase(':memory:'), { scale: 0 })).toThrow(RangeError)
  })
})

describe('openDatabase', () => {
  const folder = mkdtempSync(join(tmpdir(), 'twenty-db-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('creates the folder, uses WAL and foreign keys, and applies each migration once', () => {
    const path = join(folder, 'nested', 'twenty.sqlite')
    const first = openDatabase(path)
    expect(first.sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(first.sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
    closeDatabase(first)
    const again = openDatabase(path)
    const applied = again.sqlite.prepare('SELECT version, name FROM schema_migrations').all()
    expect(applied).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })))
    expect(() => again.sqlite.prepare('INSERT INTO cities (id, area_id, slug, name, lat, lng) VALUES (1, 999, ?, ?, 0, 0)').run('x', 'X')).toThrow(
      /FOREIGN KEY/,
    )
    closeDatabase(again)
  })
})

describe('slugify', () => {
  it('makes ASCII slugs of European names', () => {
    expect(slugify("Domaine de L'Étang")).toBe('domaine-de-l-etang')
    expect(slugify('Camping Edelweiß')).toBe('camping-edelweiss')
    expect(slugify('Camping Klitgården')).toBe('camping-klitgarden')
    expect(slugify('Strandcamping Bøgeskoven')).toBe('strandcamping-bogeskoven')
    expect(slugify("Camping 't Veld")).toBe('camping-t-veld')
  })
})
