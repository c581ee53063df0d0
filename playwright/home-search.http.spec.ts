import { expect, test } from '@playwright/test'
import { href } from '../market-config/routes'
import { PORT, rawRequest } from './helpers'

/** The home search form's server side: the plain GET form in the HTML and the suggestions route. */

test('the home page serves a GET search form to the search-and-book page of its language', async () => {
  const response = await rawRequest({ host: `de-ch.localhost:${PORT}` })
  expect(response.status).toBe(200)
  const html = response.body.toString('utf8')
  const form = /<form[^>]*role="search"[^>]*>/.exec(html.replace(/<header[\s\S]*?<\/header>/, ''))?.[0] ?? ''
  expect(form).toContain('method="get"')
  expect(form).toContain(`action="${href({ language: 'de' }, 'searchAndBook')}"`)
  // One grouped select: each country, its regions and their towns (issue 17).
  expect(html).toContain('<select id="home-search-country" name="destination"')
  expect(html).toContain('<optgroup label="Frankreich"><option value="france">Frankreich (alle Regionen)</option>')
  expect(html).toMatch(/<option value="france\/dordogne">Dordogne<\/option>/)
  expect(html).toMatch(/<option value="france\/dordogne\/[a-z0-9-]+">/)
})

test('destination suggestions: matches from 2 characters, popular ones below, in the market language', async () => {
  const matches = await rawRequest({ host: `it.localhost:${PORT}`, path: '/destination-suggestions?q=dord' })
  expect(matches.status).toBe(200)
  expect(matches.headers['content-type']).toContain('application/json')
  const body = JSON.parse(matches.body.toString('utf8')) as {
    kind: string
    suggestions: { name: string; type: string }[]
  }
  expect(body.kind).toBe('matches')
  expect(body.suggestions[0]).toMatchObject({ name: 'Dordogna', type: 'area' })

  const popular = JSON.parse(
    (await rawRequest({ host: `uk.localhost:${PORT}`, path: '/destination-suggestions?q=d' })).body.toString('utf8'),
  ) as typeof body
  expect(popular.kind).toBe('popular')
  expect(popular.suggestions.length).toBeGreaterThan(0)

  const refused = await rawRequest({
    host: `uk.localhost:${PORT}`,
    path: `/destination-suggestions?q=${'a'.repeat(400)}`,
  })
  expect(refused.status).toBe(400)
})

test('a pick is counted from the own site only, and never answers with content', async () => {
  const pick = (origin: string) =>
    rawRequest({
      host: `uk.localhost:${PORT}`,
      path: '/destination-suggestions',
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=1&type=area&popular=1',
    })
  expect((await pick(`http://uk.localhost:${PORT}`)).status).toBe(204)
  expect((await pick('https://evil.example')).status).toBe(403)
})
