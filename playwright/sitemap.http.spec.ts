import { expect, test } from '@playwright/test'
import { rawRequest } from './helpers'

/** What search engines read on each market host: robots.txt and a sitemap whose every page answers. */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))

test('robots.txt keeps crawlers out of the portal, checkout and typed searches, and names the sitemap', async () => {
  const answer = await rawRequest({ host: 'fr.localhost', path: '/robots.txt' })
  expect(answer.status).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^text\/plain/)
  const text = answer.body.toString()
  expect(text).toContain('User-agent: *')
  for (const path of ['/connexion', '/reservation/', '/profil', '/recherche-libre'])
    expect(text).toContain(`Disallow: ${path}`)
  expect(text).toMatch(/^Sitemap: http:\/\/fr\.localhost(:\d+)?\/sitemap\.xml$/m)
})

test('the sitemap lists home, places and campsites on its own host, and every listed page answers 200', async () => {
  test.setTimeout(300_000)
  const answer = await rawRequest({ host: 'uk.danskbilferie.localhost', path: '/sitemap.xml' })
  expect(answer.status).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^application\/xml/)
  const urls = locs(answer.body.toString())
  const paths = urls.map((url) => new URL(url).pathname)
  for (const url of urls) expect(new URL(url).hostname).toBe('uk.danskbilferie.localhost')
  expect(paths).toContain('/')
  expect(paths).toContain('/camping/france/dordogne')
  expect(paths.filter((path) => path.split('/').length === 5).length).toBeGreaterThan(100)
  // danskbilferie's tagged pages live under /info/.
  expect(paths).toContain('/info/safety-icons')
  expect(paths).not.toContain('/safety-icons')
  expect(new Set(paths).size).toBe(paths.length)

  // Every listed page, eight at a time.
  const sample = paths
  const failures: string[] = []
  for (let i = 0; i < sample.length; i += 8) {
    const statuses = await Promise.all(
      sample
        .slice(i, i + 8)
        .map(async (path) => [path, (await rawRequest({ host: 'uk.danskbilferie.localhost', path })).status] as const),
    )
    for (const [path, status] of statuses) if (status !== 200) failures.push(`${path}: ${status}`)
  }
  expect(failures).toEqual([])
})

test('a sitemap part that does not exist is a 404', async () => {
  expect((await rawRequest({ host: 'nl.localhost', path: '/sitemap.xml?part=99' })).status).toBe(404)
  expect((await rawRequest({ host: 'nl.localhost', path: '/sitemap.xml?part=abc' })).status).toBe(404)
})
