/**
 * search/arrival-days over real HTTP: one letter a day, the same verdict search/sites gives for
 * the stay (issue 17: the calendar offers only what the search takes).
 */
import { describe, expect, it } from 'vitest'
import { apiErrorSchema, arrivalDaysResponseSchema, searchSitesResponseSchema } from './contract'
import { serveTestApi } from './test-server'

const NOW = new Date('2026-11-25T10:00:00Z')
const served = serveTestApi({ seedScale: 0.1, now: () => NOW })

async function arrivalDays(query: string, apiLocale = 'at') {
  const response = await fetch(`${served.base()}/${apiLocale}/search/arrival-days?${query}`)
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    json: (await response.json()) as unknown,
  }
}

async function stayReason(date: string, duration: number, apiLocale = 'it') {
  const response = await fetch(`${served.base()}/${apiLocale}/search/sites`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ parameters: { date, duration, persons: { adults: 2, children: [] } }, meta: { limit: 1 } }),
  })
  const answer = searchSitesResponseSchema.parse(await response.json()).data
  return answer.stay.reason
}

const CODE = { o: null, c: 'closed', a: 'arrivalDay', m: 'minimumStay', w: 'wholeWeeks' } as const

/** The verdict of one day (the storefront reads the answer with app/lib/arrival-days.ts). */
function arrivalProblem(rules: { from: string; days: string }, date: string) {
  const index = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${rules.from}T00:00:00Z`)) / 86_400_000)
  const code = rules.days[index] as keyof typeof CODE | undefined
  return code === undefined ? undefined : CODE[code]
}

describe('search/arrival-days', () => {
  it('answers one letter a day from tomorrow, for two years by default, cacheable for a while', async () => {
    const { status, cache, json } = await arrivalDays('duration=7')
    expect(status).toBe(200)
    expect(cache).toBe('public, max-age=600')
    const rules = arrivalDaysResponseSchema.parse(json).data
    expect(rules.from).toBe('2026-11-26')
    expect(rules.duration).toBe(7)
    expect(rules.days).toHaveLength(731)
    // Closed in winter, any day in the low season of May, Saturdays only in July.
    expect(arrivalProblem(rules, '2026-12-12')).toBe('closed')
    expect(arrivalProblem(rules, '2027-05-12')).toBeNull()
    expect(arrivalProblem(rules, '2027-07-14')).toBe('arrivalDay')
    expect(arrivalProblem(rules, '2027-07-17')).toBeNull()
    expect(arrivalProblem(rules, '2026-11-25')).toBeUndefined()
  })

  it('gives the verdict search/sites gives, for every kind of stay (sampled days, four lengths)', async () => {
    for (const duration of [3, 7, 10, 14]) {
      const rules = arrivalDaysResponseSchema.parse((await arrivalDays(`duration=${duration}&days=400`)).json).data
      // Every 9th day covers each weekday and every season across the year.
      for (let index = 0; index < 400; index += 9) {
        const date = new Date(Date.parse(`${rules.from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10)
        expect(await stayReason(date, duration), `${date}, ${duration} nights`).toBe(
          CODE[rules.days[index] as keyof typeof CODE],
        )
      }
    }
  })

  it('takes a destination; an unknown one is a 404 and a malformed query a 400', async () => {
    const anywhere = arrivalDaysResponseSchema.parse((await arrivalDays('duration=7')).json).data
    const france = arrivalDaysResponseSchema.parse(
      (await arrivalDays('duration=7&country=france&area=dordogne')).json,
    ).data
    // One season calendar for every campsite of this catalogue.
    expect(france.days).toBe(anywhere.days)
    const unknown = await arrivalDays('duration=7&area=atlantis')
    expect(unknown.status).toBe(404)
    expect(apiErrorSchema.safeParse(unknown.json).success).toBe(true)
    expect((await arrivalDays('duration=40')).status).toBe(400)
    expect((await arrivalDays('duration=7&planet=mars')).status).toBe(400)
  })
})
