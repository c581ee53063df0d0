import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { PALETTES } from './catalogue-data'
import {
  ImageRenderer,
  LruCache,
  RenderQueue,
  RenderQueueFullError,
  renderLandscapeSvg,
  type LandscapeRequest,
} from './media'

const request: LandscapeRequest = { seed: 42, palette: 'lake', width: 289, height: 173, pixelRatio: 1 }
const quietLogger = { warn: vi.fn() }

describe('renderLandscapeSvg', () => {
  it('is deterministic and varies with the seed', () => {
    expect(renderLandscapeSvg(request)).toBe(renderLandscapeSvg(request))
    expect(renderLandscapeSvg({ ...request, seed: 43 })).not.toBe(renderLandscapeSvg(request))
  })

  it('draws every palette as well-formed, sized SVG', () => {
    for (const palette of PALETTES) {
      for (let seed = 1; seed <= 20; seed++) {
        const svg = renderLandscapeSvg({ ...request, palette, seed, pixelRatio: 2 })
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="578" height="346" viewBox="0 0 289 173"/,
        )
        expect(svg.endsWith('</svg>')).toBe(true)
        expect(svg).not.toMatch(/NaN|undefined/)
      }
    }
  })
})

describe('ImageRenderer', () => {
  it('converts to WebP and caches the result', async () => {
    const renderer = new ImageRenderer(quietLogger)
    const first = await renderer.render(request, 'webp')
    expect(first.contentType).toBe('image/webp')
    expect(await renderer.render(request, 'webp')).toBe(first)
  })

  it('falls back to SVG when sharp cannot load', async () => {
    const logger = { warn: vi.fn() }
    const renderer = new ImageRenderer(logger, {
      memoryEntries: 10,
      loadSharp: () => Promise.reject(new Error('no native module')),
    })
    const image = await renderer.render(request, 'webp')
    expect(image.contentType).toMatch(/^image\/svg\+xml/)
    expect(image.body.toString()).toBe(renderLandscapeSvg(request))
    expect(logger.warn).toHaveBeenCalledOnce()
  })
})

describe('image rendering is bounded', () => {
  it('renders an image once: later requests come from memory, or from disk after a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-cache-'))
    const first = new ImageRenderer(quietLogger, { diskCacheDir: dir })
    const image = await first.render(request, 'webp')
    await first.render(request, 'webp')
    expect(first.renders).toBe(1)
    const restarted = new ImageRenderer(quietLogger, { diskCacheDir: dir })
    const again = await restarted.render(request, 'webp')
    expect(restarted.renders).toBe(0)
    expect(again.contentType).toBe('image/webp')
    expect(again.body.equals(image.body)).toBe(true)
    await rm(dir, { recursive: true, force: true })
  })

  it('runs one render at a time and refuses work beyond a short queue', async () => {
    const queue = new RenderQueue(1, 2)
    let running = 0
    let most = 0
    const release: (() => void)[] = []
    const task = () =>
      new Promise<void>((resolve) => {
        running += 1
        most = Math.max(most, running)
        release.push(() => {
          running -= 1
          resolve()
        })
      })
    const accepted = [queue.run(task), queue.run(task), queue.run(task)]
    await expect(queue.run(task)).rejects.toBeInstanceOf(RenderQueueFullError)
    while (release.length > 0 || queue.busy > 0) {
      await new Promise((r) => setTimeout(r, 1))
      release.shift()?.()
    }
    await Promise.all(accepted)
    expect(most).toBe(1)
  })
})

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })
})
