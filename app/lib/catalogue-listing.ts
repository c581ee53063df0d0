/** The shape of a funnel, country, area or city page's data: its loader (routes/catalogue-listing.server.ts) builds it, components/catalogue/ shows it. */
import type { Crumb } from './breadcrumbs'
import type { PageMetaData } from './page-meta'
import type { SiteSearchData } from './site-search.server'

export type ListingKind = 'funnel' | 'country' | 'area' | 'city'

/** SPEC section 2's navigation tabs: a funnel's countries, a country's areas and cities, an area's cities. */
export interface CatalogueTab {
  id: 'countries' | 'areas' | 'cities'
  places: { name: string; href: string; count: number | null }[]
}

export interface CatalogueListingData extends SiteSearchData {
  kind: 'listing'
  place: ListingKind
  heading: string
  /** The place's own name ("Dordogne"; the heading may say "Camping in Dordogne"). */
  placeName: string
  intro: string
  image: { url: string; alt: string } | null
  /** The places down to this page: its crumbs after the front page. */
  trail: Crumb[]
  tabs: CatalogueTab[]
  meta: PageMetaData & { canonical: string }
}
