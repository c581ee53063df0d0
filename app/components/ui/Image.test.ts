import { describe, expect, it } from 'vitest'
import { COUNTRY_IMAGE, imageSources, imageUrl } from './Image'

describe('imageUrl', () => {
  it('appends size, density and format', () => {
    expect(imageUrl('/api/twenty/media/areas/dordogne', { ...COUNTRY_IMAGE, dpr: 2 })).toBe(
      '/api/twenty/media/areas/dordogne?w=289&h=173&dpr=2&fm=webp',
    )
  })

  it('keeps existing parameters and the hash, replacing its own', () => {
    expect(imageUrl('/media/x.jpg?v=3&w=10#top', { width: 100, height: 50, format: 'jpg' })).toBe(
      '/media/x.jpg?v=3&w=100&h=50&dpr=1&fm=jpg#top',
    )
    expect(imageUrl('https://cdn.example.com/a?b=1', { width: 10, height: 10 })).toBe(
      'https://cdn.example.com/a?b=1&w=10&h=10&dpr=1&fm=webp',
    )
  })

  it('leaves local svg files alone and drops dpr for svg output', () => {
    expect(imageUrl('/brands/default.svg', { width: 220, height: 60 })).toBe('/brands/default.svg')
    expect(imageUrl('/api/twenty/media/logo', { width: 220, height: 60, format: 'svg' })).toBe(
      '/api/twenty/media/logo?w=220&h=60&fm=svg',
    )
  })
})

describe('imageSources', () => {
  it('builds a density srcset', () => {
    expect(imageSources('/img', { width: 10, height: 20 })).toEqual({
      src: '/img?w=10&h=20&dpr=1&fm=webp',
      srcSet: '/img?w=10&h=20&dpr=1&fm=webp 1x, /img?w=10&h=20&dpr=2&fm=webp 2x',
    })
  })

  it('has no srcset for svg or a single density', () => {
    expect(imageSources('/brands/default.svg?x=1', { width: 220, height: 60 }).srcSet).toBeUndefined()
    expect(imageSources('/img', { width: 10, height: 20, densities: [2] })).toEqual({
      src: '/img?w=10&h=20&dpr=2&fm=webp',
      srcSet: undefined,
    })
  })
})
