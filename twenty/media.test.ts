import { describe, expect, it, vi } from 'vitest'
import { PALETTES } from './catalogue-data'
import { ImageRenderer, LruCache, renderLandscapeSvg, type LandscapeRequest } from './media'

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
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="578" height="346" viewBox="0 0 289 173"/)
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
    const renderer = new ImageRenderer(logger, 10, () => Promise.reject(new Error('no native module')))
    const image = await renderer.render(request, 'webp')
    expect(image.contentType).toMatch(/^image\/svg\+xml/)
    expect(image.body.toString()).toBe(renderLandscapeSvg(request))
    expect(logger.warn).toHaveBeenCalledOnce()
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
