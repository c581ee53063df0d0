/** A campsite as the results map pins it (components/search/ResultsMap.tsx); loaders build it. */
export interface ResultsMapSite {
  slug: string
  name: string
  location: string
  href: string
  lat: number
  lng: number
  price: { total: number; currency: 'EUR' | 'GBP' | 'CHF' } | null
}
