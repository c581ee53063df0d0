/**
 * Compare side by side (issue 24, decision 036), against the embedded API over HTTP: the list's
 * rule (three at most, a fourth refused, the order kept), the signed cookie parsed with zod (a
 * changed or malformed one is none), the toggles' action with and without JavaScript, and the
 * compare page: its columns in the order chosen, each total the campsite page's own figure, the
 * book button into the checkout, the remove button, and the empty state.
 */
import { createCookie } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { COMPARE_MAX, withCompared } from '~/lib/compare'
import { parseComparedSites } from '~/lib/compare.server'
import { sessionSecrets } from '~/lib/env.server'
import { RequestSession } from '~/lib/session.server'
import { twentyFor } from '~/lib/twenty.server'
import { action as toggleAction, loader as toggleLoader } from '~/routes/compare-toggle'
import { loadComparePage, removeCompareAction } from '~/routes/compare.server'
import { loadContextFor, thrownStatus } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi({ logger: { info: () => {}, warn: () => {}, error: console.error } })
const HOST = 'fr.localhost'

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ')
const contextWith = (cookie?: string) => loadContextFor(HOST, { twentyBaseUrl: embedded.baseUrl(), cookie })

async function compareCookie(ids: number[]): Promise<string> {
  const context = await contextWith()
  context.session.comparedSites = ids
  return cookieHeader(await context.session.commit())
}

const siteIds = (limit: number) =>
  embedded.api().database.sqlite.prepare('SELECT id FROM sites ORDER BY id LIMIT ?').pluck().all(limit) as number[]

function toggleRequest(query: Record<string, string>, body: Record<string, string> = {}) {
  return new Request(`http://${HOST}/compare-toggle?${new URLSearchParams(query)}`, {
    method: 'POST',
    body: new URLSearchParams(body),
  })
}

describe('the compared list', () => {
  it('keeps the order chosen, each once, at most three: a fourth is refused and nothing changes', () => {
    let list: number[] = []
    for (const id of [7, 3, 9]) {
      const next = withCompared(list, id, true)
      expect(next.outcome).toBe('added')
      list = next.list
    }
    expect(list).toEqual([7, 3, 9])
    expect(withCompared(list, 3, true)).toEqual({ list: [7, 3, 9], outcome: 'added' })
    expect(withCompared(list, 12, true)).toEqual({ list: [7, 3, 9], outcome: 'full' })
    expect(withCompared(list, 3, false)).toEqual({ list: [7, 9], outcome: 'removed' })
    expect(withCompared([7, 9], 12, true)).toEqual({ list: [7, 9, 12], outcome: 'added' })
    expect(COMPARE_MAX).toBe(3)
  })

  it('reads a cookie value as ids only: each once, the first three; anything else is none', () => {
    expect(parseComparedSites([4, 2, 4, 8, 1])).toEqual([4, 2, 8])
    for (const value of [
      null,
      '1,2',
      [1.5],
      [0],
      [-2],
      ['3'],
      { ids: [1] },
      Array.from({ length: 13 }, (_, i) => i + 1),
    ])
      expect(parseComparedSites(value), JSON.stringify(value)).toEqual([])
  })

  it('is a signed, httpOnly cookie read back as written; a changed one is ignored; empty clears it', async () => {
    const context = await contextWith()
    context.session.comparedSites = [5, 2, 5, 8, 9]
    const [cookie] = await context.session.commit()
    expect(cookie).toMatch(/^compare=/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=2592000/)
    const next = await contextWith(cookieHeader([cookie!]))
    expect(next.session.comparedSites).toEqual([5, 2, 8])
    expect(next.session.present).toBe(true)

    const [name, value] = cookieHeader([cookie!]).split('=') as [string, string]
    const [, signature] = decodeURIComponent(value).split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify([1, 2, 3])).toString('base64')
    expect(
      (await contextWith(`${name}=${encodeURIComponent(`${forged}.${signature}`)}`)).session.comparedSites,
    ).toEqual([])
    // Signed with our secret but not a list of ids: none.
    const ours = createCookie('compare', { secrets: sessionSecrets() })
    const bad = (await ours.serialize({ ids: [1] })).split(';')[0]!
    const session = await RequestSession.fromRequest(new Request(`http://${HOST}/`, { headers: { Cookie: bad } }))
    expect(session.comparedSites).toEqual([])

    next.session.comparedSites = []
    const [cleared] = await next.session.commit()
    expect(cleared).toMatch(/Max-Age=0/)
  })
})

describe('the compare toggles’ action', () => {
  it('without JavaScript: adds and redirects back with a toast; a fourth is refused with its toast', async () => {
    const [a, b, c, d] = siteIds(4) as [number, number, number, number]
    const context = await contextWith(await compareCookie([a, b]))
    const response = (await toggleAction({
      request: toggleRequest({ site: String(c), compare: '1', redirectTo: '/rechercher-et-reserver?page=2#compare-1' }),
      context,
      params: {},
    })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/rechercher-et-reserver?page=2#compare-1')
    expect(context.session.comparedSites).toEqual([a, b, c])
    const cookies = await context.session.commit()
    expect(cookies.some((cookie) => cookie.startsWith('toast='))).toBe(true)

    const full = await contextWith(cookieHeader(cookies))
    const refused = (await toggleAction({
      request: toggleRequest({ site: String(d), compare: '1', redirectTo: '//evil.example/' }),
      context: full,
      params: {},
    })) as Response
    // An address of another site is never followed: the compare page instead.
    expect(refused.headers.get('Location')).toBe('/comparer')
    expect(full.session.comparedSites).toEqual([a, b, c])
    const toast = await full.session.commit()
    const next = await contextWith(cookieHeader(toast))
    expect(next.session.takeToast()).toMatchObject({ kind: 'error', messageKey: 'compare:toggle.full' })
  })

  it('with JavaScript: answers the new state as data; a fourth is a 409 with the reason', async () => {
    const [a, b, c, d] = siteIds(4) as [number, number, number, number]
    const context = await contextWith(await compareCookie([a, b, c]))
    const refused = await toggleAction({
      request: toggleRequest({ site: String(d), compare: '1', redirectTo: '/' }, { enhanced: 'true' }),
      context,
      params: {},
    })
    if (!('data' in refused)) throw new Error('expected data')
    expect(refused.init?.status).toBe(409)
    expect(refused.data).toEqual({ siteId: d, compared: false, ok: false, messageKey: 'compare:toggle.full' })
    const removed = await toggleAction({
      request: toggleRequest({ site: String(b), compare: '0', redirectTo: '/' }, { enhanced: 'true' }),
      context,
      params: {},
    })
    if (!('data' in removed)) throw new Error('expected data')
    expect(removed.data).toEqual({ siteId: b, compared: false, ok: true, messageKey: 'compare:toggle.removed' })
    expect(context.session.comparedSites).toEqual([a, c])
  })

  it('refuses what a toggle never posts (400) and answers GET with 405', async () => {
    const queries: Record<string, string>[] = [
      { site: '01', compare: '1' },
      { site: '1', compare: 'yes' },
      { compare: '1' },
    ]
    for (const query of queries)
      expect(
        await thrownStatus(() =>
          toggleAction({ request: toggleRequest(query), context: undefined as never, params: {} }),
        ),
        JSON.stringify(query),
      ).toBe(400)
    expect(await thrownStatus(() => toggleLoader())).toBe(405)
  })
})

describe('the compare page', () => {
  it('shows an empty state without chosen campsites', async () => {
    const page = await loadComparePage(new Request(`http://${HOST}/comparer`), await contextWith())
    expect(page.columns).toEqual([])
    expect(page.stay).toBeNull()
    expect(page.search).toBe('/rechercher-et-reserver')
  })

  it('lists the campsites in the order chosen, each priced as its campsite page prices it', async () => {
    const ids = siteIds(40)
    const chosen = [ids[30]!, ids[2]!, ids[17]!]
    const context = await contextWith(await compareCookie(chosen))
    const page = await loadComparePage(
      new Request(`http://${HOST}/comparer?date=2027-07-10&duration=7&adults=2&children=6`),
      context,
    )
    expect(page.columns.map((column) => column.id)).toEqual(chosen)
    expect(page.stay).toMatchObject({ arrivalDate: '2027-07-10', duration: 7, adults: 2, children: 1 })
    const client = twentyFor(await contextWith())
    let priced = 0
    for (const column of page.columns) {
      const slug = column.href.split('?')[0]!.split('/').pop()!
      // The campsite page's own call for the same stay and party.
      const offers = await client.searchAccommodations({
        parameters: { site: slug, date: '2027-07-10', duration: 7, persons: { adults: 2, children: [{ age: 6 }] } },
        meta: { limit: 50, orderBy: 'price', order: 'asc' },
      })
      const lowest = Math.min(...offers.accommodations.map((unit) => unit.totalPrice))
      if (!column.cheapest) {
        expect(offers.accommodations.length === 0 || !offers.stay.bookable).toBe(true)
        continue
      }
      priced++
      expect(column.cheapest.total).toBe(lowest)
      expect(column.cheapest.currency).toBe('EUR')
      const book = new URL(column.cheapest.bookHref, `http://${HOST}`)
      expect(book.pathname).toBe('/reservation/new')
      expect(Object.fromEntries(book.searchParams)).toMatchObject({
        site: slug,
        accommodation: String(column.cheapest.id),
        date: '2027-07-10',
        duration: '7',
        adults: '2',
        children: '6',
      })
      expect(column.href).toContain('date=2027-07-10')
    }
    expect(priced).toBeGreaterThan(0)
    // Each column's distances are its campsite's, in the page's language (fr: "350 m de la plage").
    for (const column of page.columns) {
      const slug = column.href.split('?')[0]!.split('/').pop()!
      const detail = await client.siteDetail(slug)
      expect(column.distances).toEqual(detail.distances.map((distance) => distance.text))
      expect(column.distances).toHaveLength(1)
      expect(column.distances[0]).toMatch(/^[\d,]+ k?m (de la|du) /)
    }
    // A facility row for each facility any of them has, and each column knows its own.
    const all = new Set(page.columns.flatMap((column) => column.facilities))
    expect(new Set(page.facilities.map((facility) => facility.id))).toEqual(all)
  })

  it('drops a campsite that no longer exists, and removes one with post/redirect/get', async () => {
    const [a, b] = siteIds(2) as [number, number]
    const context = await contextWith(await compareCookie([a, 999_999, b]))
    const page = await loadComparePage(new Request(`http://${HOST}/comparer`), context)
    expect(page.columns.map((column) => column.id)).toEqual([a, b])
    expect(context.session.comparedSites).toEqual([a, b])

    const response = await removeCompareAction(
      new Request(`http://${HOST}/comparer?duration=7`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'remove', siteId: String(a) }),
      }),
      context,
    )
    expect((response as Response).status).toBe(302)
    expect((response as Response).headers.get('Location')).toBe('/comparer?duration=7')
    expect(context.session.comparedSites).toEqual([b])
    const invalid = await removeCompareAction(
      new Request(`http://${HOST}/comparer`, { method: 'POST', body: new URLSearchParams({ intent: 'other' }) }),
      context,
    )
    expect('init' in invalid ? invalid.init?.status : null).toBe(400)
  })
})
