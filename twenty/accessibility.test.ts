/**
 * Accessible stays (issue 24) over real HTTP: the survey's filters on `search/sites` (results
 * and counts, alone and combined with other filters), `sites/{slug}/accessibility`, the photos.
 * Expected answers are worked out from the survey's rows directly, not from the search code.
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  SANITARY_BLOCK_MAX_METRES,
  WIDE_DOOR_MIN_CM,
  apiErrorSchema,
  searchSitesResponseSchema,
  siteAccessibilityResponseSchema,
  type SearchRequestInput,
} from './contract'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-21T10:00:00Z')
const served = serveTestApi({ seedScale: 0.5, now: () => NOW })
const database = () => served.api().database

async function call<S extends z.ZodType>(schema: S, path: string, body?: unknown, apiLocale = 'ie') {
  const response = await fetch(`${served.base()}/${apiLocale}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: schema.parse(await response.json()) }
}

/** Every page of a search (50 a page), so all results can be checked. */
async function search(body: SearchRequestInput) {
  const pages = []
  for (let page = 1; page === 1 || page <= pages[0]!.meta.pages; page++) {
    const { status, body: answer } = await call(searchSitesResponseSchema, 'search/sites', {
      ...body,
      meta: { limit: 50, page },
    })
    expect(status).toBe(200)
    if (answer.data.view !== 'list') throw new Error('expected a list')
    pages.push(answer.data)
  }
  return { ...pages[0]!, sites: pages.flatMap((page) => page.sites) }
}

const facet = (data: Awaited<ReturnType<typeof search>>, slug: string) =>
  data.facets.accessibility.find((entry) => entry.slug === slug)!

/** Campsites (slugs) with a unit for two adults whose survey row passes `where`, straight from the tables. */
function sitesWithUnit(where: string, extra = ''): Set<string> {
  const rows = database()
    .sqlite.prepare(
      `SELECT DISTINCT s.slug FROM accommodation_accessibility x JOIN accommodations a ON a.id = x.accommodation_id
       JOIN sites s ON s.id = a.site_id WHERE a.max_persons >= 2 AND (${where}) ${extra}`,
    )
    .pluck()
    .all() as string[]
  return new Set(rows)
}

const STEP_FREE = "x.entrance IN ('level', 'ramp') AND x.threshold_cm <= 2"

describe('search/sites: accessibility filters', () => {
  it('finds exactly the campsites with a step-free unit, and the facet counted them beforehand', async () => {
    const before = await search({ filters: { accommodation: { accessibility: [] } } })
    const expected = sitesWithUnit(STEP_FREE)
    expect(expected.size).toBeGreaterThan(10)
    expect(facet(before, 'step-free-unit')).toMatchObject({ level: 'unit', count: expected.size, selected: false })

    const filtered = await search({ filters: { accommodation: { accessibility: ['step-free-unit'] } } })
    expect(filtered.meta.total).toBe(expected.size)
    expect(facet(filtered, 'step-free-unit')).toMatchObject({ count: expected.size, selected: true })
    // Every result, on every page, is one of them.
    expect(filtered.sites).toHaveLength(expected.size)
    for (const site of filtered.sites) expect(expected.has(site.slug)).toBe(true)
    // The price shown is for a matching unit: its detail says it is step-free.
    const first = filtered.sites.find((site) => site.cheapestAccommodation)!
    const detail = await call(siteAccessibilityResponseSchema, `sites/${first.slug}/accessibility`)
    const unit = detail.body.data.units.find((entry) => entry.id === first.cheapestAccommodation!.id)
    expect(unit?.features).toContain('step-free-unit')
  })

  it('asks every unit feature of the same unit, and combines with the other filters', async () => {
    const bothSameUnit = sitesWithUnit(`${STEP_FREE} AND x.narrowest_door_cm >= ${WIDE_DOOR_MIN_CM}`)
    const both = await search({ filters: { accommodation: { accessibility: ['step-free-unit', 'wide-doors'] } } })
    expect(both.meta.total).toBe(bothSameUnit.size)

    // With the swimming pool facility and a country: the count before ticking equals the results after.
    const pool = 'AND a.site_id IN (SELECT site_id FROM site_facilities WHERE facility_id = 192)'
    const withPool = await search({ filters: { site: { facilities: [192] } } })
    expect(facet(withPool, 'step-free-unit').count).toBe(sitesWithUnit(STEP_FREE, pool).size)
    const combined = await search({
      filters: { site: { facilities: [192] }, accommodation: { accessibility: ['step-free-unit'] } },
    })
    expect(combined.meta.total).toBe(sitesWithUnit(STEP_FREE, pool).size)
    expect(combined.meta.total).toBeLessThan(bothSameUnit.size + sitesWithUnit(STEP_FREE).size)

    // A category filter: the unit must be both the kind and step-free.
    const homes = await search({
      filters: { accommodation: { categories: ['mobile-home'], accessibility: ['step-free-unit'] } },
    })
    expect(homes.meta.total).toBe(sitesWithUnit(`${STEP_FREE} AND a.category = 'mobile-home'`).size)
  })

  it('filters and counts the campsite features', async () => {
    const sql = (where: string) =>
      new Set(
        database()
          .sqlite.prepare(`SELECT s.slug FROM site_accessibility x JOIN sites s ON s.id = x.site_id WHERE ${where}`)
          .pluck()
          .all() as string[],
      )
    const nearBlock = sql(
      `x.sanitary_max_distance_m <= ${SANITARY_BLOCK_MAX_METRES} AND x.sanitary_level_shower = 1 AND x.sanitary_grab_rails = 1`,
    )
    const parking = sql('x.parking_bays > 0')
    const all = await search({})
    expect(facet(all, 'accessible-sanitary-block')).toMatchObject({ level: 'site', count: nearBlock.size })
    expect(facet(all, 'accessible-parking').count).toBe(parking.size)
    const both = await search({
      filters: { site: { accessibility: ['accessible-sanitary-block', 'accessible-parking'] } },
    })
    const expected = [...nearBlock].filter((slug) => parking.has(slug))
    expect(both.meta.total).toBe(expected.length)
    expect(new Set(both.sites.map((site) => site.slug))).toEqual(new Set(expected))
  })

  it('refuses a feature it does not know, or one at the wrong level', async () => {
    for (const filters of [
      { accommodation: { accessibility: ['accessible'] } },
      { site: { accessibility: ['step-free-unit'] } },
    ]) {
      const answer = await call(apiErrorSchema, 'search/sites', { filters })
      expect(answer.status).toBe(400)
    }
  })
})

describe('sites/{slug}/accessibility', () => {
  it('lists the measured facts of a surveyed campsite and its units, in the request language', async () => {
    const slug = database()
      .sqlite.prepare(
        `SELECT s.slug FROM sites s JOIN site_accessibility x ON x.site_id = s.id WHERE x.parking_bays > 0
         AND EXISTS (SELECT 1 FROM accommodations a JOIN accommodation_accessibility u ON u.accommodation_id = a.id
         WHERE a.site_id = s.id AND u.entrance = 'ramp') ORDER BY s.id LIMIT 1`,
      )
      .pluck()
      .get() as string
    const { status, body } = await call(siteAccessibilityResponseSchema, `sites/${slug}/accessibility`, undefined, 'de')
    expect(status).toBe(200)
    const { data } = body
    expect(data.features).toContain('accessible-parking')
    expect(data.parking?.bays).toBeGreaterThan(0)
    expect(data.parking?.photo.alt).toContain('Parkplatz')
    const ramp = data.units.find((unit) => unit.entrance?.kind === 'ramp')!
    expect(ramp.entrance?.rampGradient).toBeGreaterThan(1)
    expect(ramp.doors?.narrowestCm).toBeGreaterThan(50)

    // The photo is the fact's own drawing, with the measurement on it.
    const photo = await fetch(`${served.origin()}${ramp.doors!.photo.url}?w=400&h=267&fm=svg`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toContain('image/svg+xml')
    expect(await photo.text()).toContain(`${ramp.doors!.narrowestCm} cm`)
  })

  it('promises nothing for a campsite that was not surveyed, and 404s an unknown one', async () => {
    const slug = database()
      .sqlite.prepare(
        `SELECT slug FROM sites WHERE id NOT IN (SELECT site_id FROM site_accessibility) ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get() as string
    const { body } = await call(siteAccessibilityResponseSchema, `sites/${slug}/accessibility`)
    expect(body.data).toEqual({ features: [], sanitaryBlock: null, parking: null, pool: null, units: [] })
    const siteId = database().sqlite.prepare('SELECT id FROM sites WHERE slug = ?').pluck().get(slug) as number
    const photo = await fetch(`${served.origin()}/api/twenty/media/accessibility/site-${siteId}-parking?w=400&h=267`)
    expect(photo.status).toBe(404)
    expect((await call(apiErrorSchema, 'sites/no-such-campsite/accessibility')).status).toBe(404)
    const odd = await fetch(`${served.origin()}/api/twenty/media/accessibility/site-1-parking?w=401&h=267`)
    expect(odd.status).toBe(400)
  })
})
