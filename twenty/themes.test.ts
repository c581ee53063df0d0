/** GET themes and GET themes/{slug} over real HTTP. */
import { describe, expect, it } from 'vitest'
import { apiErrorSchema, themeResponseSchema, themesResponseSchema } from './contract'
import { serveTestApi } from './test-server'

const served = serveTestApi({ seedScale: 0.05 })
const url = (path: string) => `${served.base()}/${path}`

describe('GET themes', () => {
  it('lists every theme in the request language, each with a picture and the search that finds its campsites', async () => {
    const en = themesResponseSchema.parse(await (await fetch(url('couk/themes'))).json()).data.themes
    const it = themesResponseSchema.parse(await (await fetch(url('it/themes'))).json()).data.themes
    expect(en.length).toBeGreaterThanOrEqual(6)
    expect(it.map((theme) => theme.slug)).toEqual(en.map((theme) => theme.slug))
    expect(it[0]!.name).not.toBe(en[0]!.name)
    for (const theme of en) {
      expect(theme.search.facilities.length).toBeGreaterThan(0)
      expect(theme.image.url).toMatch(/^\/api\/twenty\/media\/areas\//)
      expect(
        (await fetch(`${served.base().replace('/v2/default', '')}${theme.image.url.replace('/api/twenty', '')}`))
          .status,
      ).toBe(200)
    }
  })

  it('answers one theme, and a 404 for an unknown one', async () => {
    const one = await fetch(url('de/themes/by-the-sea'))
    expect(themeResponseSchema.parse(await one.json()).data.name).toBe('Am Meer')
    const missing = await fetch(url('de/themes/on-the-moon'))
    expect(missing.status).toBe(404)
    expect(apiErrorSchema.safeParse(await missing.json()).success).toBe(true)
  })
})
