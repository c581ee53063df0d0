/**
 * The twenty API over real HTTP, as the storefront reaches it: every answer must parse with its
 * contract schema.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  API_LOCALES,
  apiErrorSchema,
  catalogueResolveSchema,
  navigationGroupsSchema,
  newsletterSubscribeResponseSchema,
  taggedPageResponseSchema,
  type CatalogueResolution,
  type NavigationGroups,
} from './contract'
import { BRAND_IDS } from './locales'
import { createTwentyApi, type TwentyApi } from './router'

const NOW = new Date('2026-11-21T10:00:00Z')
let api: TwentyApi
let server: Server
let base: string

beforeAll(async () => {
  api = createTwentyApi({ databasePath: ':memory:', seedScale: 0.5, now: () => NOW, validateResponses: true })
  const app = express()
  app.use('/api/twenty', api.router)
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/twenty`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  api.close()
})

async function call<S extends z.ZodType>(schema: S, path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init)
  const text = await response.text()
  const body = schema.parse(JSON.parse(text))
  return { status: response.status, headers: response.headers, body }
}

const expectError = async (path: string, status: number, code: string, init?: RequestInit) => {
  const { status: actual, body, headers } = await call(apiErrorSchema, path, init)
  expect(actual).toBe(status)
  expect(body.error).toMatchObject({ status, code })
  expect(headers.get('content-type')).toMatch(/^application\/json/)
  return body
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

describe('GET navigation/groups', () => {
  const navigation = async (brand: string, apiLocale: string, version = 'v2'): Promise<NavigationGroups> => {
    const { status, body } = await call(navigationGroupsSchema, `/${version}/${brand}/${apiLocale}/navigation/groups`)
    expect(status).toBe(200)
    return body.data
  }

  it('gives areas "from" prices in the market currency', async () => {
    const area = (groups: NavigationGroups) => groups.funnels[0]!.countries[0]!.areas[0]!
    const [eur, gbp, chf] = await Promise.all([
      navigation('default', 'fr'),
      navigation('default', 'couk'),
      navigation('default', 'ch'),
    ])
    const euros = area(eur).fromPrice!
    expect(euros).toBeGreaterThan(100)
    expect(area(gbp).fromPrice).toBe(Math.round(euros * 0.86))
    expect(area(chf).fromPrice).toBe(Math.round(euros * 0.94))
  })

  it('answers contract-valid JSON for every brand and API locale, on v1 and v2', async () => {
    for (const brand of BRAND_IDS) for (const apiLocale of API_LOCALES) await navigation(brand, apiLocale)
    await navigation('default', 'couk', 'v1')
  })

  it('translates names per language', async () => {
    const names = async (apiLocale: string) => {
      const data = await navigation('default', apiLocale)
      const camping = data.funnels.find((funnel) => funnel.slug === 'camping')
      const italy = camping?.countries.find((country) => country.slug === 'italy')
      const garda = italy?.areas.find((area) => area.slug === 'lake-garda')
      return {
        funnel: camping?.name,
        country: italy?.name,
        title: italy?.title,
        area: garda?.name,
        alt: garda?.images.small.alt,
      }
    }
    expect(await names('couk')).toEqual({
      funnel: 'Camping holidays',
      country: 'Italy',
      title: 'Camping in Italy',
      area: 'Lake Garda',
      alt: 'Campsite landscape in Lake Garda',
    })
    expect(await names('nl')).toMatchObject({
      funnel: 'Campingvakanties',
      country: 'Italië',
      title: 'Kamperen in Italië',
      area: 'Gardameer',
    })
    expect(await names('at')).toMatchObject({
      funnel: 'Campingurlaub',
      country: 'Italien',
      title: 'Camping in Italien',
      area: 'Gardasee',
    })
    expect(await names('fr')).toMatchObject({
      funnel: 'Vacances en camping',
      country: 'Italie',
      title: 'Camping en Italie',
      area: 'Lac de Garde',
    })
    expect(await names('it')).toMatchObject({
      funnel: 'Vacanze in campeggio',
      country: 'Italia',
      title: 'Campeggi in Italia',
      area: 'Lago di Garda',
    })
  })

  it('describes the destinations menu', async () => {
    const data = await navigation('vacanceselect', 'couk')
    expect(data.funnels.map((funnel) => funnel.slug)).toEqual(['camping', 'glamping'])
    const camping = data.funnels[0]
    expect(camping?.countries.length).toBeGreaterThanOrEqual(10)
    for (const country of camping?.countries ?? []) {
      expect(country.areas.filter((area) => area.popular).length).toBeLessThanOrEqual(3)
      for (const area of country.areas) {
        expect(area.siteCount).toBeGreaterThan(0)
        expect(area.images.small.url).toBe(`/api/twenty/media/areas/${area.slug}`)
      }
    }
    const total = data.funnels
      .flatMap((f) => f.countries.flatMap((c) => c.areas))
      .reduce((sum, area) => sum + area.siteCount, 0)
    expect(total).toBe(500)
  })

  it('builds header and footer links, with /info/ for danskbilferie', async () => {
    const uk = await navigation('vacanceselect', 'couk')
    expect(uk.header.top.map((item) => item.url)).toEqual(['/customer-service', '/contact', null])
    expect(uk.header.top[2]).toMatchObject({ text: '+44 20 3808 4213', icon: 'phone' })
    expect(uk.header.bottom.map((item) => item.url)).toEqual([
      '/camping',
      '/glamping',
      '/travel-inspiration',
      '/early-booking',
    ])
    const footer = uk.footer[0]
    expect(footer?.columns).toHaveLength(3)
    expect(footer?.socialIcons.map((icon) => icon.icon)).toEqual(['facebook', 'instagram', 'youtube', 'pinterest'])
    expect(footer?.socialIcons[0]?.link).toBe('https://www.facebook.com/vacanceselect')
    expect(footer?.phone).toBe('+44 20 3808 4213')

    const danish = await navigation('danskbilferie', 'couk')
    expect(danish.header.top.map((item) => item.url)).toEqual(['/info/customer-service', '/info/contact', null])
    expect(
      danish.footer[0]?.columns
        .flatMap((column) => column.links.map((link) => link.url))
        .every((url) => url.startsWith('/info/')),
    ).toBe(true)

    const dutch = await navigation('default', 'nl')
    expect(dutch.header.bottom.map((item) => item.url)).toContain('/reisinspiratie')
    expect(dutch.footer[0]?.phone).toBe('+31 88 200 3000')
    expect(dutch.phonePrefixes[0]).toEqual({ countryCode: 'NL', prefix: '+31' })
    expect(dutch.countries[0]).toEqual({ code: 'NL', name: 'Nederland' })
    expect(dutch.countries.find((country) => country.code === 'DE')?.name).toBe('Duitsland')
  })

  it('derives dates from today', async () => {
    const data = await navigation('default', 'de')
    expect(data.analyticsData.season).toEqual({ current: { type: 'summer', year: 2026 }, next: { year: 2027 } })
    expect(data.defaultCalenderDate).toBe('2027-05-01')
    expect(data.earlyBookingPeriod).toEqual({
      active: true,
      startDate: '2026-10-22',
      endDate: '2027-03-21',
      text: 'Frühbucherrabatt: bis zu 25 % auf den Sommer 2027',
      // The banner links the page at its German slug.
      link: 'fruehbucher',
    })
    expect(data.taggedPages.map((page) => page.key)).toContain('safety-icons')
    expect(data.taggedPages.find((page) => page.key === 'contact')?.slug).toBe('kontakt')
    expect(data.footer[0]!.columns.flatMap((column) => column.links.map((link) => link.url))).toContain('/agb')
  })
})

describe('POST newsletter/subscribe', () => {
  const path = '/v2/vacanceselect/nl/newsletter/subscribe'

  it('subscribes once per brand and answers a repeat exactly like a new address', async () => {
    const first = await call(
      newsletterSubscribeResponseSchema,
      path,
      postJson({ email: 'Anna.de.Vries@Example.com', reference: 'footer' }),
    )
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ data: { subscribed: true } })
    const again = await call(
      newsletterSubscribeResponseSchema,
      path,
      postJson({ email: 'anna.de.vries@example.com', reference: 'footer' }),
    )
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    // Another brand keeps its own list.
    const otherBrand = await call(
      newsletterSubscribeResponseSchema,
      '/v2/friferie/nl/newsletter/subscribe',
      postJson({ email: 'anna.de.vries@example.com', reference: 'footer' }),
    )
    expect(otherBrand.status).toBe(200)
    const stored = api.database.sqlite
      .prepare('SELECT brand, api_locale, email, reference FROM newsletter_subscriptions ORDER BY id')
      .all()
    expect(stored).toEqual([
      { brand: 'vacanceselect', api_locale: 'nl', email: 'anna.de.vries@example.com', reference: 'footer' },
      { brand: 'friferie', api_locale: 'nl', email: 'anna.de.vries@example.com', reference: 'footer' },
    ])
  })

  it('bounds an address at 254 characters (RFC 5321)', async () => {
    const local = 'a'.repeat(64)
    const domain = (length: number) => `${'b'.repeat(length - 4)}.com`
    const fits = `${local}@${domain(254 - 65)}`
    expect(fits).toHaveLength(254)
    expect((await fetch(`${base}${path}`, postJson({ email: fits, reference: 'footer' }))).status).toBe(200)
    await expectError(
      path,
      400,
      'validation_error',
      postJson({ email: `${local}@${domain(255 - 65)}`, reference: 'footer' }),
    )
  })

  it('rejects invalid input with 400', async () => {
    const error = await expectError(
      path,
      400,
      'validation_error',
      postJson({ email: 'not-an-email', reference: 'footer' }),
    )
    expect(error.error.message).toMatch(/email/)
    await expectError(path, 400, 'validation_error', postJson({ email: 'a@example.com' }))
    await expectError(path, 400, 'validation_error', postJson('{"email": '))
    await expectError(path, 400, 'validation_error', {
      method: 'POST',
      body: 'email=a@example.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    await expectError(
      path,
      413,
      'payload_too_large',
      postJson({ email: 'a@example.com', reference: 'x'.repeat(20_000) }),
    )
  })

  it('answers 405 to other methods', async () => {
    await expectError(path, 405, 'method_not_allowed')
  })
})

describe('GET catalogue/resolve', () => {
  const resolve = async (path: string, brand = 'default', apiLocale = 'couk'): Promise<CatalogueResolution> => {
    const { status, body } = await call(
      catalogueResolveSchema,
      `/v2/${brand}/${apiLocale}/catalogue/resolve?path=${encodeURIComponent(path)}`,
    )
    expect(status).toBe(200)
    return body.data
  }
  const firstSite = () =>
    api.database.sqlite
      .prepare(
        `SELECT s.slug, s.name, s.lat, s.lng, a.slug AS area, c.slug AS country, f.slug AS funnel FROM sites s
         JOIN areas a ON a.id = s.area_id JOIN countries c ON c.id = s.country_id JOIN funnels f ON f.id = s.funnel_id
         WHERE a.slug = 'dordogne' ORDER BY s.id LIMIT 1`,
      )
      .get() as { slug: string; name: string; lat: number; lng: number; area: string; country: string; funnel: string }

  it('resolves a funnel', async () => {
    const data = await resolve('camping')
    expect(data).toMatchObject({
      type: 'funnel',
      path: 'camping',
      title: 'Camping holidays in Europe',
      breadcrumbs: [{ name: 'Camping holidays', path: 'camping' }],
    })
    expect(data.description).toMatch(/^Compare \d+ campsites in 10 countries/)
  })

  it('resolves a country and an area, with breadcrumbs', async () => {
    expect(await resolve('/camping/france/')).toMatchObject({
      type: 'country',
      path: 'camping/france',
      title: 'Camping in France',
      country: { code: 'FR' },
    })
    const area = await resolve('camping/france/dordogne')
    expect(area).toMatchObject({
      type: 'area',
      title: 'Camping in Dordogne',
      breadcrumbs: [
        { name: 'Camping holidays', path: 'camping' },
        { name: 'France', path: 'camping/france' },
        { name: 'Dordogne', path: 'camping/france/dordogne' },
      ],
    })
    expect(area.description).toMatch(/^Compare \d+ campsites in Dordogne, France, and book/)
    expect((await resolve('camping/france/dordogne', 'default', 'it')).title).toBe('Campeggi in Dordogna')
  })

  it('resolves a site with coordinates', async () => {
    const site = firstSite()
    const data = await resolve(`${site.funnel}/${site.country}/${site.area}/${site.slug}`)
    expect(data.type).toBe('site')
    if (data.type !== 'site') return
    expect(data.site).toEqual({ slug: site.slug, name: site.name, coordinates: { lat: site.lat, lng: site.lng } })
    expect(data.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      'camping',
      'camping/france',
      'camping/france/dordogne',
      `camping/france/dordogne/${site.slug}`,
    ])
  })

  it('resolves a city under a funnel', async () => {
    const city = api.database.sqlite
      .prepare(
        'SELECT c.slug, c.name FROM cities c JOIN sites s ON s.city_id = c.id AND s.funnel_id = 1 GROUP BY c.id ORDER BY c.id LIMIT 1',
      )
      .get() as { slug: string; name: string }
    const data = await resolve(`camping/${city.slug}`, 'default', 'fr')
    expect(data).toMatchObject({ type: 'city', path: `camping/${city.slug}`, title: `Camping à ${city.name}`, city })
  })

  it('resolves tagged pages, under /info/ for danskbilferie only', async () => {
    // Each language has its own slug (issue 17); the English one still names the page, so the
    // storefront can redirect old links to the language's path.
    const page = await resolve('veilig-boeken', 'vacanceselect', 'nl')
    expect(page).toMatchObject({
      type: 'taggedPage',
      path: 'veilig-boeken',
      title: 'Zorgeloos boeken',
      page: { key: 'safety-icons', slug: 'veilig-boeken' },
    })
    expect(await resolve('safety-icons', 'vacanceselect', 'nl')).toMatchObject({
      type: 'taggedPage',
      path: 'veilig-boeken',
    })
    expect(await resolve('kontakt', 'default', 'de')).toMatchObject({
      type: 'taggedPage',
      path: 'kontakt',
      title: 'Kontakt',
    })
    expect(await resolve('info/fruehbucher', 'danskbilferie', 'at')).toMatchObject({
      type: 'taggedPage',
      path: 'info/fruehbucher',
    })
    await expectError('/v2/default/couk/catalogue/resolve?path=kontakt', 404, 'not_found')
    if (page.type === 'taggedPage') expect(page.page.body.split('\n\n').length).toBeGreaterThan(1)
    expect(await resolve('info/faq', 'danskbilferie')).toMatchObject({ type: 'taggedPage', path: 'info/faq' })
    await expectError('/v2/danskbilferie/couk/catalogue/resolve?path=faq', 404, 'not_found')
    await expectError('/v2/default/couk/catalogue/resolve?path=info/faq', 404, 'not_found')
  })

  it('answers 404 for paths that name nothing', async () => {
    for (const path of [
      'nowhere',
      'camping/atlantis',
      'camping/france/tuscany',
      'camping/france/dordogne/no-such-site',
      'a/b/c/d/e',
      'camping/France',
      'glamping/info',
    ]) {
      await expectError(`/v2/default/couk/catalogue/resolve?path=${encodeURIComponent(path)}`, 404, 'not_found')
    }
  })

  it('requires a path', async () => {
    await expectError('/v2/default/couk/catalogue/resolve', 400, 'validation_error')
  })
})

describe('GET pages/{slug}', () => {
  it('answers a tagged page in the language', async () => {
    const { status, body } = await call(taggedPageResponseSchema, '/v2/default/de/pages/early-booking')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      slug: 'fruehbucher',
      key: 'early-booking',
      title: 'Frühbucherrabatt',
      tags: ['header', 'promotion'],
    })
    expect((await call(taggedPageResponseSchema, '/v2/default/de/pages/fruehbucher')).body.data.key).toBe(
      'early-booking',
    )
    expect(body.data.body).toContain('Sommerurlaub 2027')
  })

  it('answers 404 for unknown pages', async () => {
    await expectError('/v2/default/de/pages/no-such-page', 404, 'not_found')
    await expectError('/v2/default/de/pages/Not_A_Slug', 404, 'not_found')
  })
})

describe('scope and unknown paths', () => {
  it('answers 404 for an unknown brand or API locale', async () => {
    expect((await expectError('/v2/acme/couk/navigation/groups', 404, 'not_found')).error.message).toMatch(/brand/)
    expect((await expectError('/v2/default/uk/navigation/groups', 404, 'not_found')).error.message).toMatch(/locale/)
    await expectError('/v3/default/couk/navigation/groups', 404, 'not_found')
  })

  it('answers 404 for unknown endpoints', async () => {
    await expectError('/v2/default/couk/no-such-endpoint', 404, 'not_found')
    await expectError('/nothing-here', 404, 'not_found')
  })
})

describe('GET media', () => {
  it('serves WebP by default with a long immutable cache', async () => {
    const response = await fetch(`${base}/media/areas/dordogne`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP')
  })

  it('serves SVG on request, sized by w, h and dpr', async () => {
    const response = await fetch(`${base}/media/areas/provence?fm=svg&w=400&h=267&dpr=2`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*width="800" height="534" viewBox="0 0 400 267"/)
    // Deterministic: the same URL gives the same picture.
    expect(await (await fetch(`${base}/media/areas/provence?fm=svg&w=400&h=267&dpr=2`)).text()).toBe(svg)
  })

  it('serves site images and rejects unknown subjects and bad sizes', async () => {
    const site = api.database.sqlite.prepare('SELECT slug FROM sites ORDER BY id LIMIT 1').get() as { slug: string }
    const response = await fetch(`${base}/media/sites/${site.slug}?fm=svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    await expectError('/media/areas/atlantis', 404, 'not_found')
    await expectError('/media/sites/no-such-site', 404, 'not_found')
    await expectError('/media/areas/dordogne?w=0', 400, 'validation_error')
    await expectError('/media/areas/dordogne?w=1000&h=1000', 400, 'validation_error')
    await expectError('/media/areas/dordogne?w=290&h=173', 400, 'validation_error')
    await expectError('/media/areas/dordogne?dpr=3', 400, 'validation_error')
    await expectError('/media/areas/dordogne?fm=gif', 400, 'validation_error')
  })
})

describe('hardening', () => {
  it('says nosniff on every answer: JSON, errors and images', async () => {
    for (const path of [
      '/v2/default/couk/navigation/groups',
      '/v2/default/couk/nothing-here',
      '/media/areas/dordogne',
      '/v2/nobrand/couk/navigation/groups',
    ]) {
      expect((await fetch(`${base}${path}`)).headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('answers a path that does not decode with a 400, not a 500', async () => {
    for (const path of ['/v2/default/couk/pages/%E0%A4%A', '/media/areas/%ZZ']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(400)
      expect(((await response.json()) as { error: { status: number } }).error.status).toBe(400)
    }
  })

  it('writes Swiss German without ß for apiLocale ch, and keeps ß for de and at', async () => {
    const swiss = await (await fetch(`${base}/v2/default/ch/navigation/groups`)).text()
    expect(swiss.indexOf('ß')).toBe(-1)
    const german = await (await fetch(`${base}/v2/default/de/navigation/groups`)).text()
    expect(german).toContain('ß')
    const word = /[A-Za-zäöü]*ß[a-zäöü]*/.exec(german)![0]
    expect(swiss).toContain(word.replace(/ß/g, 'ss'))
  })
})
