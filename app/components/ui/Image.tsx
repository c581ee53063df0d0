import type { ImgHTMLAttributes } from 'react'
import { MEDIA_SIZES } from '../../../twenty/media-sizes'

/** Country cards in the destinations menu and catalogue (SPEC section 9). */
export const COUNTRY_IMAGE = MEDIA_SIZES.card
/** Brand logos (SPEC section 9). */
export const LOGO_IMAGE = { width: 220, height: 60 } as const

export type ImageFormat = 'webp' | 'png' | 'jpg' | 'svg'
export type ImageDensity = 1 | 2

export interface ImageUrlOptions {
  width: number
  height: number
  dpr?: ImageDensity
  format?: ImageFormat
}

function isSvgFile(src: string): boolean {
  return /\.svg$/i.test(src.split(/[?#]/, 1)[0] ?? '')
}

/**
 * The image API address for one size: appends `w`, `h`, `dpr` and `fm` to `src`, keeping its
 * other query parameters and hash. Local `.svg` files are returned unchanged (they scale).
 * `imageUrl('/api/twenty/media/areas/dordogne', { width: 289, height: 173, dpr: 2 })`
 * -> `/api/twenty/media/areas/dordogne?w=289&h=173&dpr=2&fm=webp`
 */
export function imageUrl(src: string, { width, height, dpr = 1, format = 'webp' }: ImageUrlOptions): string {
  if (isSvgFile(src)) return src
  const hashAt = src.indexOf('#')
  const hash = hashAt >= 0 ? src.slice(hashAt) : ''
  const withoutHash = hashAt >= 0 ? src.slice(0, hashAt) : src
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '')
  params.set('w', String(Math.round(width)))
  params.set('h', String(Math.round(height)))
  // A vector has no pixel density.
  if (format === 'svg') params.delete('dpr')
  else params.set('dpr', String(dpr))
  params.set('fm', format)
  return `${path}?${params.toString()}${hash}`
}

type ImageSources = { src: string; srcSet: string | undefined }
type ImageSourcesOptions = Omit<ImageUrlOptions, 'dpr'> & { densities?: readonly ImageDensity[] }

/**
 * Pages show the same photos to every visitor, a campsite page about a hundred of them: their
 * addresses are kept (at most SOURCES_KEPT, the oldest out) instead of being built per render.
 */
const SOURCES_KEPT = 5_000
const keptSources = new Map<string, ImageSources>()

/** `src` and `srcSet` for the given densities ("…&dpr=1 1x, …&dpr=2 2x"). */
export function imageSources(src: string, options: ImageSourcesOptions): ImageSources {
  // The browser renders a few at a time: the kept copies are the server's (and out of its bundle).
  if (!import.meta.env.SSR) return buildImageSources(src, options)
  const key = `${src}|${options.width}|${options.height}|${options.format ?? ''}|${options.densities?.join(',') ?? ''}`
  const kept = keptSources.get(key)
  if (kept) return kept
  const sources = buildImageSources(src, options)
  keptSources.set(key, sources)
  if (keptSources.size > SOURCES_KEPT) keptSources.delete(keptSources.keys().next().value!)
  return sources
}

function buildImageSources(src: string, options: ImageSourcesOptions): ImageSources {
  const { densities = [1, 2], ...size } = options
  if (isSvgFile(src) || size.format === 'svg') return { src: imageUrl(src, size), srcSet: undefined }
  const sorted = [...new Set(densities)].sort((a, b) => a - b)
  return {
    src: imageUrl(src, { ...size, dpr: sorted[0] ?? 1 }),
    srcSet:
      sorted.length > 1 ? sorted.map((dpr) => `${imageUrl(src, { ...size, dpr })} ${dpr}x`).join(', ') : undefined,
  }
}

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'alt'> {
  src: string
  /** Required: describe the picture, or pass "" for a purely decorative one. */
  alt: string
  width: number
  height: number
  densities?: readonly ImageDensity[]
  format?: ImageFormat
  loading?: 'lazy' | 'eager'
  /** Above-the-fold image (hero, logo): loads eagerly with high fetch priority. */
  priority?: boolean
}

/**
 * An `<img>` with explicit width and height (no layout shift) and a density `srcSet` from the
 * image API. Lazy by default; `priority` for the largest above-the-fold image.
 */
export function Image({
  src,
  alt,
  width,
  height,
  densities = [1, 2],
  format = 'webp',
  loading = 'lazy',
  priority = false,
  decoding = 'async',
  ...rest
}: ImageProps) {
  const sources = imageSources(src, { width, height, format, densities })
  // React 18 does not know `fetchPriority` yet and warns on the camelCase name; the lowercase
  // attribute passes through untouched.
  const fetchPriority = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : undefined
  return (
    <img
      {...rest}
      {...fetchPriority}
      src={sources.src}
      srcSet={sources.srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      decoding={priority ? 'auto' : decoding}
    />
  )
}
