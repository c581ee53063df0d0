import type { MarketCode } from './markets'
import type { ThemeId } from './themes'

export const BRAND_IDS = ['default', 'vacanceselect', 'friferie', 'luxcamp', 'danskbilferie'] as const
export type BrandId = (typeof BRAND_IDS)[number]

export interface Brand {
  id: BrandId
  /** Name shown in titles and the logo's alt text. */
  name: string
  theme: ThemeId
  /** Logo file under /public/brands (220x60). */
  logo: string
  /** Markets this brand trades in; the first is its home market. */
  markets: MarketCode[]
  /** danskbilferie serves tagged pages under /info/{slug}. */
  taggedPagePrefix: '' | 'info'
  /** The Dutch-language chatbot is shown only for this brand (SPEC section 1). */
  chatbot: boolean
}

const ALL_MARKETS: MarketCode[] = ['uk', 'nl', 'nl-be', 'ie', 'fr', 'de', 'de-ch', 'de-at', 'it']

export const BRANDS: Record<BrandId, Brand> = {
  default: {
    id: 'default',
    name: 'Camping Select',
    theme: 'alpha',
    logo: '/brands/default.svg',
    markets: ALL_MARKETS,
    taggedPagePrefix: '',
    chatbot: false,
  },
  vacanceselect: {
    id: 'vacanceselect',
    name: 'Vacanceselect',
    theme: 'alpha',
    logo: '/brands/vacanceselect.svg',
    markets: ALL_MARKETS,
    taggedPagePrefix: '',
    chatbot: true,
  },
  friferie: {
    id: 'friferie',
    name: 'Friferie',
    theme: 'bravo',
    logo: '/brands/friferie.svg',
    markets: ['nl', 'nl-be', 'de'],
    taggedPagePrefix: '',
    chatbot: false,
  },
  luxcamp: {
    id: 'luxcamp',
    name: 'Luxcamp',
    theme: 'charlie',
    logo: '/brands/luxcamp.svg',
    markets: ['nl', 'nl-be', 'de', 'uk'],
    taggedPagePrefix: '',
    chatbot: false,
  },
  danskbilferie: {
    id: 'danskbilferie',
    name: 'Danskbilferie',
    theme: 'bravo',
    logo: '/brands/danskbilferie.svg',
    markets: ['uk'],
    taggedPagePrefix: 'info',
    chatbot: false,
  },
}

export const DEFAULT_BRAND: BrandId = 'default'

export function isBrandId(value: string | undefined | null): value is BrandId {
  return value != null && (BRAND_IDS as readonly string[]).includes(value)
}
