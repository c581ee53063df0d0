/**
 * Pages in progress (decision 043): the host's Remix handler works on at most `pagesInProgress`
 * pages at once and lets the others wait their turn in arrival order; form posts never wait
 * behind pages, and a visitor who leaves while waiting costs no loader. Real HTTP through Express
 * and Remix's own request handler, with a page whose loader the test holds open.
 */
import http from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remixRequestHandler } from '../server/remix-handler'
import { loadContextFor } from './support/context'
import { closeLocally, listenLocally } from './support/local-server'
import { stubServerBuild } from './support/server-build'

/** Loaders running now, the most at once, the order they started in, and how to let them go. */
const state = { running: 0, most: 0, started: [] as string[], held: [] as (() => void)[] }

function heldPageBuild(): ServerBuild {
  const page = async ({ request }: { request: Request }) => {
    const n = new URL(request.url).searchParams.get('n')
    // Only the pages the test counts are held (a post's page after its action is not).
    if (n === null) return { ok: true }
    state.started.push(n)
    state.running++
    state.most = Math.max(state.most, state.running)
    await new Promise<void>((resolve) => state.held.push(resolve))
    state.running--
    return { ok: true }
  }
  return stubServerBuild({
    root: { id: 'root', path: '', module: { default: () => null } },
    page: {
      id: 'page',
      parentId: 'root',
      path: '*',
      module: { default: () => null, loader: page, action: () => ({ posted: true }) },
    },
  })
}

const HOST = 'uk.localhost'
const app = express()
app.use((_req, res, next) => {
  res.locals.host = HOST
  res.locals.origin = `http://${HOST}`
  next()
})
const build = heldPageBuild()
app.all(
  '*',
  remixRequestHandler({
    build,
    mode: 'production',
    getLoadContext: () => loadContextFor(HOST),
    pagesInProgress: 2,
  }),
)

let base = ''
const server = http.createServer(app)
beforeAll(async () => {
  base = await listenLocally(server)
})
afterAll(async () => {
  state.held.splice(0).forEach((release) => release())
  await closeLocally(server)
})

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(condition()).toBe(true)
}

/** Lets the oldest held loader go. */
const releaseOne = () => state.held.shift()?.()

describe('pages in progress', () => {
  it('works on two pages at once; the others wait and are answered in arrival order', async () => {
    Object.assign(state, { running: 0, most: 0, started: [] })
    const answers = [1, 2, 3, 4, 5].map(async (n) => {
      // One after another, so that arrival order is the order sent.
      await new Promise((resolve) => setTimeout(resolve, n * 15))
      const response = await fetch(`${base}/page?n=${n}`)
      return { n, status: response.status, text: await response.text() }
    })
    await until(() => state.running === 2)
    await new Promise((resolve) => setTimeout(resolve, 150))
    // Five pages asked for, two loaders running, three waiting.
    expect(state.started).toEqual(['1', '2'])
    while (state.started.length < 5 || state.held.length > 0) {
      await until(() => state.held.length > 0)
      releaseOne()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const done = await Promise.all(answers)
    expect(done.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(state.started).toEqual(['1', '2', '3', '4', '5'])
    expect(state.most).toBe(2)
  })

  it('a form post does not wait behind pages', async () => {
    Object.assign(state, { running: 0, most: 0, started: [] })
    const pages = [1, 2].map((n) => fetch(`${base}/page?n=${n}`))
    await until(() => state.running === 2)
    const post = await fetch(`${base}/form`, {
      method: 'POST',
      body: new URLSearchParams({ a: '1' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${HOST}` },
    })
    // Answered while both pages are still held.
    expect(post.status).toBeLessThan(500)
    expect(state.running).toBe(2)
    releaseOne()
    releaseOne()
    expect((await Promise.all(pages)).map((response) => response.status)).toEqual([200, 200])
  })

  it('a visitor who left while the page waited costs no loader', async () => {
    Object.assign(state, { running: 0, most: 0, started: [] })
    const pages = [1, 2].map((n) => fetch(`${base}/page?n=${n}`))
    await until(() => state.running === 2)
    const leaving = new AbortController()
    const left = fetch(`${base}/page?n=gone`, { signal: leaving.signal }).catch(() => 'left')
    await new Promise((resolve) => setTimeout(resolve, 100))
    leaving.abort()
    expect(await left).toBe('left')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const last = fetch(`${base}/page?n=3`)
    releaseOne()
    releaseOne()
    await until(() => state.started.includes('3'))
    releaseOne()
    expect((await Promise.all([...pages, last])).map((response) => response.status)).toEqual([200, 200, 200])
    expect(state.started).toEqual(['1', '2', '3'])
  })
})
