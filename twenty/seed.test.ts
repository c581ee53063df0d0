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
    expect(rows(a, 'SELECT * FROM sites ORDER BY id LIMIT 25')).toEqual(
      rows(b, 'SELECT * FROM sites ORDER BY id LIMIT 25'),
    )
    expect(rows(a, 'SELECT * FROM site_translations ORDER BY site_id, language LIMIT 50')).toEqual(
      rows(b, 'SELECT * FROM site_translations ORDER BY site_id, language LIMIT 50'),
    )
    // Whole-table fingerprint: any difference anywhere would change it.
    const fingerprint = (database: TwentyDatabase) =>
      rows(
        database,
        "SELECT group_concat(slug || lat || lng || rating || stars || funnel_id, '|') AS f FROM (SELECT * FROM sites ORDER BY id)",
      )
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

  // How long seeding takes is measured by `npm run bench`, not asserted here: these machines are shared.
  it('seeds 10,000+ campsites and 90,000+ accommodations at SEED_SCALE=10', () => {
    const counts = countCatalogue(seeded(10))
    expect(counts.sites).toBeGreaterThanOrEqual(10_000)
    expect(counts.accommodations).toBeGreaterThanOrEqual(90_000)
  }, 60_000)

  it('builds a coherent catalogue', () => {
    const database = seeded(1)
    const slugs = rows(
      database,
      'SELECT slug FROM sites UNION ALL SELECT slug FROM areas UNION ALL SELECT slug FROM cities UNION ALL SELECT slug FROM countries',
    ) as { slug: string }[]
    for (const { slug } of slugs) expect(slugSchema.safeParse(slug).success, slug).toBe(true)
    // /{funnel}/{city} and /{funnel}/{country} share a shape: their slugs must not collide.
    expect(rows(database, 'SELECT slug FROM cities INTERSECT SELECT slug FROM countries')).toEqual([])
    expect(rows(database, 'SELECT slug FROM tagged_pages INTERSECT SELECT slug FROM funnels')).toEqual([])
    expect(
      rows(
        database,
        'SELECT a.id FROM areas a LEFT JOIN sites s ON s.area_id = a.id GROUP BY a.id HAVING count(s.id) = 0',
      ),
    ).toEqual([])
    // Popular areas are image cards in the menu: three per country.
    const popular = rows(
      database,
      'SELECT country_id, sum(popular) AS n, count(*) AS areas FROM areas GROUP BY country_id',
    ) as {
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
      expect(
        rows(database, `SELECT ${key} FROM ${table} GROUP BY ${key} HAVING count(DISTINCT language) <> 5`),
        table,
      ).toEqual([])
    }
    // Coordinates stay near their city (within about 30 km).
    expect(
      rows(
        database,
        'SELECT s.id FROM sites s JOIN cities c ON c.id = s.city_id WHERE abs(s.lat - c.lat) > 0.3 OR abs(s.lng - c.lng) > 0.5',
      ),
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

describe('seedDatabase: what campsites offer', () => {
  const database = seeded(0.3)
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row it expects
  const one = <T>(sql: string) => database.sqlite.prepare(sql).get() as T

  it('writes the same units, prices, reviews and index for the same input', () => {
    const again = seeded(0.3)
    for (const table of [
      'accommodations',
      'site_facilities',
      'fees',
      'discounts',
      'booked_stays',
      'reviews',
      'season_weeks',
    ]) {
      expect(rows(again, `SELECT * FROM ${table} ORDER BY 1, 2`), table).toEqual(
        rows(database, `SELECT * FROM ${table} ORDER BY 1, 2`),
      )
    }
    expect(rows(again, 'SELECT count(*) AS n FROM site_search')).toEqual([{ n: 300 * 5 }])
  })

  it('has the facilities with stable ids, SPEC open filters 192, 4730 and 4723 among them', () => {
    expect(rows(database, 'SELECT id FROM facilities WHERE open_filter = 1 ORDER BY id')).toEqual([
      { id: 192 },
      { id: 4723 },
      { id: 4730 },
    ])
    expect(
      rows(
        database,
        "SELECT f.slug, t.name FROM facilities f JOIN facility_translations t ON t.facility_id = f.id WHERE f.id = 192 AND t.language = 'de'",
      ),
    ).toEqual([{ slug: 'swimming-pool', name: 'Schwimmbad' }])
    expect(one<{ n: number }>('SELECT count(DISTINCT facility_id) AS n FROM site_facilities').n).toBe(17)
    // Every site has at least the three facilities its description names.
    expect(rows(database, 'SELECT site_id FROM site_facilities GROUP BY site_id HAVING count(*) < 3')).toEqual([])
  })

  it('gives every campsite accommodations of the six categories, glamping sites tents', () => {
    expect(
      rows(
        database,
        'SELECT s.id FROM sites s LEFT JOIN accommodations a ON a.site_id = s.id GROUP BY s.id HAVING count(a.id) < 4',
      ),
    ).toEqual([])
    expect(
      rows(database, 'SELECT DISTINCT category FROM accommodations ORDER BY category').map(
        (row) => (row as { category: string }).category,
      ),
    ).toEqual(['apartment', 'bungalow-tent', 'lodge-tent', 'mobile-home', 'pitch', 'safari-tents'])
    expect(
      rows(
        database,
        `SELECT s.id FROM sites s WHERE s.funnel_id = 2 AND NOT EXISTS
        (SELECT 1 FROM accommodations a WHERE a.site_id = s.id AND a.category = 'safari-tents')`,
      ),
    ).toEqual([])
    expect(
      one<{ n: number }>(
        "SELECT count(*) AS n FROM accommodations WHERE category = 'pitch' AND (bedrooms <> 0 OR included_persons <> 2 OR extra_person_night_cents = 0)",
      ).n,
    ).toBe(0)
    expect(
      one<{ n: number }>(
        'SELECT count(*) AS n FROM accommodations WHERE max_persons < 2 OR units < 1 OR night_price_cents < 1000',
      ).n,
    ).toBe(0)
  })

  it('books stays of the coming summer on existing units, never more units than there are', () => {
    expect(one<{ n: number }>('SELECT count(*) AS n FROM booked_stays').n).toBeGreaterThan(0)
    expect(rows(database, "SELECT id FROM booked_stays WHERE arrival NOT LIKE '2027-%'")).toEqual([])
    expect(
      rows(
        database,
        'SELECT b.id FROM booked_stays b JOIN accommodations a ON a.id = b.accommodation_id WHERE b.units > a.units',
      ),
    ).toEqual([])
  })

  it('has a season calendar of low, mid and high weeks starting on Saturdays', () => {
    const weeks = rows(
      database,
      "SELECT week_start, season, arrival_days, min_nights FROM season_weeks WHERE week_start LIKE '2027-%'",
    ) as {
      week_start: string
      season: string
      arrival_days: string
    }[]
    expect(new Set(weeks.map((week) => week.season))).toEqual(new Set(['low', 'mid', 'high']))
    for (const week of weeks) expect(new Date(`${week.week_start}T00:00:00Z`).getUTCDay()).toBe(6)
    expect(weeks.filter((week) => week.season === 'high').every((week) => week.arrival_days === 'saturday')).toBe(true)
  })

  it('charges the SPEC fee types', () => {
    expect(
      rows(database, 'SELECT DISTINCT fee_type_id AS id FROM fees ORDER BY id').map(
        (row) => (row as { id: number }).id,
      ),
    ).toEqual([1, 2, 7, 11, 12, 13])
    expect(rows(database, 'SELECT api_locales FROM fees WHERE fee_type_id = 11')).toEqual([{ api_locales: '["nl"]' }])
  })

  it('writes reviews in SPEC traveller groups and makes the site rating their average', () => {
    expect(rows(database, 'SELECT DISTINCT traveller_group AS g FROM reviews ORDER BY g').length).toBe(5)
    expect(
      rows(
        database,
        `SELECT s.id FROM sites s JOIN (SELECT site_id, round(avg(grade), 1) AS average, count(*) AS n FROM reviews GROUP BY site_id) r
        ON r.site_id = s.id WHERE abs(s.rating - r.average) > 0.051 OR s.review_count <> r.n`,
      ),
    ).toEqual([])
    expect(
      one<{ n: number }>("SELECT count(*) AS n FROM reviews WHERE language = 'fr' AND text LIKE '%é%'").n,
    ).toBeGreaterThan(0)
  })

  it("keeps week_price_eur at seven of the site's cheapest nights", () => {
    expect(
      rows(
        database,
        'SELECT s.id FROM sites s WHERE s.week_price_eur <> (SELECT round(min(night_price_cents) * 7 / 100.0) FROM accommodations a WHERE a.site_id = s.id)',
      ),
    ).toEqual([])
  })
})

describe('ensureSeeded on a version 1 catalogue', () => {
  it('adds what the campsites offer in place, as a fresh seed would, keeping subscriptions', () => {
    const fresh = seeded(0.1)
    const old = seeded(0.1)
    old.sqlite.exec(`
      DELETE FROM bookings; DELETE FROM customers; DELETE FROM site_facilities; DELETE FROM booked_stays; DELETE FROM accommodations; DELETE FROM fees; DELETE FROM discounts;
      DELETE FROM reviews; DELETE FROM site_search; DELETE FROM season_weeks; DELETE FROM facility_translations; DELETE FROM facilities;
      UPDATE seed_info SET seed_version = 1;
      INSERT INTO newsletter_subscriptions (brand, api_locale, email, reference, created_at) VALUES ('default', 'nl', 'a@b.nl', 'footer', 'x');
    `)
    expect(ensureSeeded(old, { now: NOW })).toBe(true)
    expect(readSeedInfo(old)?.seedVersion).toBe(2)
    for (const table of ['accommodations', 'reviews', 'fees', 'site_facilities', 'sites']) {
      expect(rows(old, `SELECT * FROM ${table} ORDER BY 1, 2`), table).toEqual(
        rows(fresh, `SELECT * FROM ${table} ORDER BY 1, 2`),
      )
    }
    expect(countCatalogue(old).newsletterSubscriptions).toBe(1)
    expect(ensureSeeded(old, { now: NOW })).toBe(false)
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
    expect(() =>
      again.sqlite
        .prepare('INSERT INTO cities (id, area_id, slug, name, lat, lng) VALUES (1, 999, ?, ?, 0, 0)')
        .run('x', 'X'),
    ).toThrow(/FOREIGN KEY/)
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
