/**
 * Part of the contract (re-exported by contract.ts), without zod, so the storefront's browser
 * code can use the sizes without shipping the schemas.
 */
/**
 * The only image sizes the media endpoint renders (CSS pixels; densities 1 and 2): the sizes the
 * storefront shows. Any other size is refused, so nobody can make the server draw thousands of
 * variants. SPEC section 9: country cards 289x173.
 */
export const MEDIA_SIZES = {
  /** Country and area cards, theme cards. */
  card: { width: 289, height: 173 },
  /** A campsite in search results. */
  result: { width: 400, height: 267 },
  /** Campsite gallery, large and thumbnail. */
  gallery: { width: 960, height: 640 },
  thumbnail: { width: 160, height: 107 },
  /** An accommodation card. */
  accommodation: { width: 400, height: 267 },
} as const
export type MediaSize = keyof typeof MEDIA_SIZES
export const MEDIA_DENSITIES = [1, 2] as const

export function isMediaSize(width: number, height: number): boolean {
  return Object.values(MEDIA_SIZES).some((size) => size.width === width && size.height === height)
}
