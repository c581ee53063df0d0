/** GET themes and GET themes/{slug} over real HTTP. */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema, themeResponseSchema, themesResponseSchema } from './contract'
import { createTwentyApi, type TwentyApi } from './router'

let api: TwentyApi
let server: Server
let base: string

beforeAll(async () => {
  api = createTwentyApi({ databasePath: ':memory:', seedScale: 0.05, validateResponses: true, logger: { info: () => {}, warn: () => {}, error: console.error } })
  const app = express()
  app.use('/api/twenty', api.router)
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/twenty/v2/default`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  api.close()
})

describe('GET themes', () => {
  it('lists every theme in the request language, each with a picture and the search that finds its campsites', async () => {
    const en = themesResponseSchema.parse(await (await fetch(`${base}/couk/themes`)).json()).data.themes
    const it = themesResponseSchema.parse(await (await fetch(`${base}/it/themes`)).json()).data.themes
    expect(en.length).toBeGreaterThanOrEqual(6)
    expect(it.map((theme) => theme.slug)).toEqual(en.map((theme) => theme.slug))
    expect(it[0]!.name).not.toBe(en[0]!.name)
    for (const theme of en) {
      expect(theme.search.facilities.length).toBeGreaterThan(0)
      expect(theme.image.url).toMatch(/^\/api\/twenty\/media\/areas\//)
      expect((await fetch(`${base.replace('/v2/default', '')}${theme.image.url.replace('/api/twenty', '')}`)).status).toBe(200)
    }
  })

  it('answers one theme, and a 404 for an unknown one', async () => {
    const one = await fetch(`${base}/de/themes/by-the-sea`)
    expect(themeResponseSchema.parse(await one.json()).data.name).toBe('Am Meer')
    const missing = await fetch(`${base}/de/themes/on-the-moon`)
    expect(missing.status).toBe(404)
    expect(apiErrorSchema.safeParse(await missing.json()).success).toBe(true)
  })
})
