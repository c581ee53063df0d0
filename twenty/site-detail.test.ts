/** GET sites/{slug} and GET sites/{slug}/reviews over real HTTP, answers parsed with the contract. */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  apiErrorSchema,
  REVIEW_ORDERS,
  siteDetailResponseSchema,
  siteReviewsResponseSchema,
  TRAVELLER_GROUPS,
} from './contract'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-21T10:00:00Z')
const served = serveTestApi({ seedScale: 0.2, now: () => NOW })
let slug: string

beforeAll(() => {
  // The campsite with the most reviews: every order and group has something to show.
  slug = (
    served
      .api()
      .database.sqlite.prepare('SELECT s.slug FROM sites s ORDER BY s.review_count DESC, s.id LIMIT 1')
      .get() as { slug: string }
  ).slug
})

const get = async (path: string) => {
  const response = await fetch(`${served.base()}/${path}`)
  return { status: response.status, json: (await response.json()) as unknown, headers: response.headers }
}

describe('GET sites/{slug}', () => {
  it('answers the campsite in the request language with photos, facilities, rules and the review summary', async () => {
    const { status, json } = await get(`ch/sites/${slug}`)
    expect(status).toBe(200)
    const site = siteDetailResponseSchema.parse(json).data
    expect(site.slug).toBe(slug)
    expect(site.path.split('/')).toHaveLength(4)
    expect(site.description.length).toBeGreaterThan(100)
    expect(site.images.length).toBeGreaterThan(1)
    for (const image of site.images) expect(image).toMatchObject({ width: 960, height: 640 })
    expect(site.images[0]!.url).toBe(`/api/twenty/media/sites/${slug}`)
    expect(site.importantInfo.stayRules.find((rule) => rule.season === 'high')).toEqual({
      season: 'high',
      arrivalDays: 'saturday',
      minimumNights: 7,
    })
    expect(site.importantInfo.season.opens < site.importantInfo.season.closes).toBe(true)
    const { reviews } = site
    expect(reviews.count).toBeGreaterThan(0)
    expect(reviews.grades.map((g) => g.grade)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(reviews.grades.reduce((sum, g) => sum + g.count, 0)).toBe(reviews.count)
    expect(reviews.groups.map((g) => g.group)).toEqual([...TRAVELLER_GROUPS])
    expect(reviews.groups.reduce((sum, g) => sum + g.count, 0)).toBe(reviews.count)
  })

  it('says the same campsite in each language', async () => {
    const de = siteDetailResponseSchema.parse((await get(`de/sites/${slug}`)).json).data
    const en = siteDetailResponseSchema.parse((await get(`couk/sites/${slug}`)).json).data
    expect(de.name).toBe(en.name)
    expect(de.description).not.toBe(en.description)
    expect(de.meta.country.slug).toBe(en.meta.country.slug)
  })

  it('gives the distance its description names, measured, in each language; none when it was never recorded', async () => {
    for (const locale of ['couk', 'nl', 'de', 'ch', 'fr', 'it']) {
      const site = siteDetailResponseSchema.parse((await get(`${locale}/sites/${slug}`)).json).data
      expect(site.distances).toHaveLength(1)
      const [distance] = site.distances
      expect(distance!.metres).toBeGreaterThan(0)
      // The same words as the description's, so the compare page and the campsite page agree.
      expect(site.description).toContain(distance!.text)
    }
    const sqlite = served.api().database.sqlite
    const id = (sqlite.prepare('SELECT id FROM sites WHERE slug = ?').get(slug) as { id: number }).id
    const row = sqlite.prepare('SELECT * FROM site_surroundings WHERE site_id = ?').get(id)
    sqlite.prepare('DELETE FROM site_surroundings WHERE site_id = ?').run(id)
    try {
      const site = siteDetailResponseSchema.parse((await get(`couk/sites/${slug}`)).json).data
      expect(site.distances).toEqual([])
    } finally {
      sqlite.prepare('INSERT INTO site_surroundings VALUES (@site_id, @setting, @distance_metres)').run(row)
    }
  })

  it('is a 404 for an unknown or malformed slug', async () => {
    for (const bad of ['no-such-campsite', 'Bad_Slug']) {
      const { status, json } = await get(`couk/sites/${bad}`)
      expect(status).toBe(404)
      expect(apiErrorSchema.safeParse(json).success).toBe(true)
    }
  })
})

describe('GET sites/{slug}/reviews', () => {
  const reviews = async (query: string) => {
    const { status, json } = await get(`couk/sites/${slug}/reviews${query}`)
    expect(status).toBe(200)
    return siteReviewsResponseSchema.parse(json).data
  }

  it('sorts the five ways of SPEC section 9', async () => {
    const all = (await reviews('?limit=50')).meta.total
    for (const order of REVIEW_ORDERS) {
      const page = await reviews(`?order=${order}&limit=50`)
      expect(page.meta.total).toBe(all)
      const keys = page.reviews.map((r) =>
        order.includes('grade') ? r.grade : order === 'most-helpful' ? r.helpful : r.date,
      )
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      expect(keys).toEqual(order === 'lowest-grade' || order === 'oldest-newest' ? sorted : sorted.reverse())
    }
  })

  it('filters by traveller group, pages without overlap, and says every review is verified', async () => {
    const summary = siteDetailResponseSchema.parse((await get(`couk/sites/${slug}`)).json).data.reviews
    for (const { group, count } of summary.groups) {
      const page = await reviews(`?group=${group}&limit=50`)
      expect(page.meta.total).toBe(count)
      expect(page.reviews.every((r) => r.group === group && r.verified)).toBe(true)
    }
    const first = await reviews('?limit=2&order=newest-oldest')
    const second = await reviews('?limit=2&page=2&order=newest-oldest')
    expect(first.meta.pages).toBe(Math.ceil(first.meta.total / 2))
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id)
  })

  it('refuses an unknown order, group or key with a 400', async () => {
    for (const query of ['?order=random', '?group=pets', '?page=0', '?sort=x']) {
      const { status, json } = await get(`couk/sites/${slug}/reviews${query}`)
      expect(status).toBe(400)
      expect(apiErrorSchema.safeParse(json).success).toBe(true)
    }
  })
})
